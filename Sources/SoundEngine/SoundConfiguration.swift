import SoundMixing

/// Where sound goes and how (from the board profile): the ALSA device, its mixer control, the rate, the clips.
public struct SoundConfiguration: Equatable, Sendable {
    /// How the audio thread keeps time.
    public enum Pacing: Equatable, Sendable {
        /// The device's clock paces writes (every real sound card).
        case device
        /// The monotonic clock paces writes, `speed` times real time: for ALSA's `null` and `file` PCMs, which
        /// take samples as fast as they come.
        case clock(speed: Double)
    }

    /// The ALSA PCM name, such as "default", "plughw:CARD=Headphones" or "null".
    public var device: String
    /// The mixer to watch (S4): the card ("default", "hw:1") and the simple control ("Master", "PCM");
    /// nil when the output has no mixer (the `null` and `file` PCMs).
    public var mixer: (card: String, control: String)?
    /// Samples per second of the output (espeak-ng makes 22050; other rates are converted).
    public var sampleRate: Int
    /// Frames per period: about 5 ms.
    public var periodFrames: Int
    /// Frames in the device buffer: at most 10 ms, the output latency.
    public var bufferFrames: Int
    /// The folder of recorded clips (S2).
    public var clipsFolder: String
    /// How writes are paced.
    public var pacing: Pacing
    /// The audio thread's SCHED_FIFO priority (1–99), so a busy loop elsewhere never delays a phrase; nil keeps
    /// the normal scheduler. Needs `LimitRTPRIO=` (systemd) or root; without it the engine warns and goes on.
    public var realtimePriority: Int?
    /// Where the cue voice goes (A5): with speech, or only to the left channel of a stereo output (the person's
    /// earpiece). The device is then opened with two channels.
    public var cueRoute: CueRoute = .allChannels
    /// A second ALSA device for the cue voice alone (A5): the person's earpiece on its own output, such as a USB
    /// headset. Nil: the cue goes where `cueRoute` says on the main device.
    public var cueDevice: String?
    /// The most samples of recorded clips the cache keeps ready (D8): 16 Mi samples, 32 MiB, 12.7 minutes at
    /// 22,050 Hz. A board's clips could otherwise all be kept: up to 64 MiB of FLAC can hold hundreds of two-minute
    /// clips, 5.3 MB each once decoded. A clip past it is decoded when it is chosen, starting with its first chunk.
    public var residentClipSamples = 16 << 20
    /// The most samples of synthesised speech the cache keeps ready (S2, D8): 8 Mi samples, 16 MiB, 6.3 minutes at
    /// 22,050 Hz. Phrases are prepared in order, Yes and No, then the emergency phrases, then each category's, so the
    /// ones a press must find ready come first; the starter board's 56 phrases take about a tenth of it. A board of
    /// thousands of long phrases could otherwise fill the memory; a phrase past it is synthesised when it is chosen,
    /// starting to sound with its first chunk.
    public var residentSpeechSamples = 8 << 20

    /// A configuration; periods default to about 5 ms and the buffer to two periods.
    public init(
        device: String = "default", mixer: (card: String, control: String)? = ("default", "Master"),
        sampleRate: Int = 22050, periodFrames: Int? = nil, bufferFrames: Int? = nil, clipsFolder: String = "clips",
        pacing: Pacing = .device, realtimePriority: Int? = nil
    ) {
        self.device = device
        self.mixer = mixer
        self.sampleRate = sampleRate
        let period = periodFrames ?? max(32, sampleRate / 200)
        self.periodFrames = period
        self.bufferFrames = bufferFrames ?? period * 2
        self.clipsFolder = clipsFolder
        self.pacing = pacing
        self.realtimePriority = realtimePriority
    }

    public static func == (lhs: SoundConfiguration, rhs: SoundConfiguration) -> Bool {
        lhs.device == rhs.device && lhs.mixer?.card == rhs.mixer?.card && lhs.mixer?.control == rhs.mixer?.control
            && lhs.sampleRate == rhs.sampleRate && lhs.periodFrames == rhs.periodFrames
            && lhs.bufferFrames == rhs.bufferFrames && lhs.clipsFolder == rhs.clipsFolder && lhs.pacing == rhs.pacing
            && lhs.realtimePriority == rhs.realtimePriority && lhs.cueRoute == rhs.cueRoute
            && lhs.residentClipSamples == rhs.residentClipSamples
            && lhs.residentSpeechSamples == rhs.residentSpeechSamples
            && lhs.cueDevice == rhs.cueDevice
    }
}

/// A sound configuration that cannot work, in words naming the values.
public struct SoundConfigurationError: Error, CustomStringConvertible, Equatable {
    /// What is wrong.
    public var description: String

    /// An error described by `description`.
    public init(_ description: String) { self.description = description }
}
