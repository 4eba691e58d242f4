import BricksonCore

/// One board's profile, `Board/<board>/board.conf`: which GPIO lines the buttons are on, the display's rotation
/// and size, and the audio device. The format is in `Board/README.md`.
public struct BoardProfile: Equatable, Sendable {
    /// How a GPIO input line is biased at request time.
    public enum Bias: String, Equatable, Sendable, CaseIterable {
        case pullUp = "pull-up"
        case pullDown = "pull-down"
        case disable
        case asIs = "as-is"
    }

    /// A human name for the board.
    public var name: String
    /// GPIO line names of the physical inputs that are wired (none: no GPIO buttons).
    public var buttonLines: [PhysicalButton: String]
    /// Whether a pressed button pulls its line low.
    public var activeLow: Bool
    /// The inputs' bias.
    public var bias: Bias
    /// An output line active while the tone sounds (G8), if wired.
    public var nurseCallLine: String?
    /// Whether the nurse-call output is active low.
    public var nurseCallActiveLow: Bool
    /// How the panel is mounted.
    public var rotation: DisplayRotation
    /// The panel's physical size in millimetres, unrotated, where the connector does not report it.
    public var panelMillimetres: Size?
    /// A connector to prefer, by name (`HDMI-A-1`, `DSI-1`, `Virtual-1`).
    public var connector: String?
    /// The ALSA PCM to play through.
    public var audioDevice: String
    /// The simple mixer control the volume warning reads (S4), or nil for none.
    public var audioMixer: String?
    /// The mixer's card.
    public var audioMixerCard: String
    /// Where the cue voice goes (A5): `all` channels with speech, or the `left` one only (the person's earpiece on
    /// a stereo output, so the room hears only what is chosen).
    public var audioCueChannel: AudioCueChannel = .all
    /// A second ALSA PCM for the cue voice alone (A5): the person's earpiece on its own output; nil for none.
    public var audioCueDevice: String?
    /// The ALSA capture PCM of a microphone a carer records phrases with (S2, `audio.captureDevice`); nil for none,
    /// and then Settings offers no recording.
    public var audioCaptureDevice: String?

    /// The channels the cue voice may be sent to (`audio.cueChannel`).
    public enum AudioCueChannel: String, Equatable, Hashable, Sendable, CaseIterable {
        /// Every channel, with speech.
        case all
        /// The left channel only; speech in both.
        case left
    }

    /// A profile with every optional field at its default.
    public init(
        name: String, buttonLines: [PhysicalButton: String] = [:], activeLow: Bool = true, bias: Bias = .pullUp,
        nurseCallLine: String? = nil, nurseCallActiveLow: Bool = false, rotation: DisplayRotation = .none,
        panelMillimetres: Size? = nil, connector: String? = nil, audioDevice: String = "default",
        audioMixer: String? = nil, audioMixerCard: String = "default"
    ) {
        self.name = name
        self.buttonLines = buttonLines
        self.activeLow = activeLow
        self.bias = bias
        self.nurseCallLine = nurseCallLine
        self.nurseCallActiveLow = nurseCallActiveLow
        self.rotation = rotation
        self.panelMillimetres = panelMillimetres
        self.connector = connector
        self.audioDevice = audioDevice
        self.audioMixer = audioMixer
        self.audioMixerCard = audioMixerCard
    }
}

/// A board profile that could not be read: which file, which line (nil for a missing field), which field, and
/// what is wrong.
public struct BoardProfileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var field: String?
    public var problem: String

    public init(file: String, line: Int?, field: String?, problem: String) {
        self.file = file
        self.line = line
        self.field = field
        self.problem = problem
    }

    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return field.map { "\(place): \($0): \(problem)" } ?? "\(place): \(problem)"
    }
}
