/// Brickson's own text size (V1). There is no operating system around it, so this is the only place it is set.
public enum TextSize: Int, Hashable, Sendable, CaseIterable, Codable, Comparable {
    case standard = 0, large, larger, veryLarge, largest

    /// The default text size.
    public static let `default` = TextSize.standard

    /// Label text height in millimetres on the real panel at this size (before any shrinking to fit).
    public var millimetres: Double {
        switch self {
        case .standard: 4.0
        case .large: 5.0
        case .larger: 6.0
        case .veryLarge: 7.5
        case .largest: 9.0
        }
    }

    public static func < (lhs: TextSize, rhs: TextSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Light or dark appearance (V6). Dark at night is a setting, never a guess from a clock.
public enum Appearance: String, Hashable, Sendable, CaseIterable, Codable {
    case light, dark
}

/// How Home looks: the settings the seed calls system settings, kept here in one place each.
public struct DisplaySettings: Equatable, Hashable, Sendable, Codable {
    public var textSize: TextSize
    public var bold: Bool
    public var appearance: Appearance
    public var increasedContrast: Bool
    public var showBorders: Bool

    public init(
        textSize: TextSize = .default, bold: Bool = false, appearance: Appearance = .dark,
        increasedContrast: Bool = false, showBorders: Bool = false
    ) {
        self.textSize = textSize
        self.bold = bold
        self.appearance = appearance
        self.increasedContrast = increasedContrast
        self.showBorders = showBorders
    }
}

/// The voice for speech (S2), passed to espeak-ng.
public struct VoiceSettings: Equatable, Hashable, Sendable, Codable {
    /// An espeak-ng voice name, such as "en-us" or "en-gb".
    public var voice: String
    /// Words per minute (espeak-ng's range 80–450).
    public var rate: Int
    /// Pitch 0–100.
    public var pitch: Int
    /// Speech volume, 0–1 of full scale.
    public var volume: Double
    /// The Get Attention tone's level, 0–1 of full scale, independent of the speech volume (G7).
    public var alertVolume: Double
    /// Speak each control's name as scanning or a pointer reaches it (A5).
    public var auditoryFeedback: Bool

    public init(
        voice: String = "en-us", rate: Int = 150, pitch: Int = 50, volume: Double = 0.8, alertVolume: Double = 0.9,
        auditoryFeedback: Bool = false
    ) {
        self.voice = voice
        self.rate = rate
        self.pitch = pitch
        self.volume = volume
        self.alertVolume = alertVolume
        self.auditoryFeedback = auditoryFeedback
    }
}

/// Timings for touch, the physical buttons and switches (A1, A2, A6).
public struct ButtonSettings: Equatable, Hashable, Sendable, Codable {
    /// A touch or switch must be held this long to count (acceptance); zero is off.
    public var holdTime: Duration
    /// After a choice, the same control is ignored for this long; zero is off.
    public var ignoreRepeatTime: Duration
    /// Hold-off: after a physical line's first edge, its further edges are ignored this long (its bounce), and then
    /// its level is read once more. It does not delay a press: the level read 2 ms after the first edge does (A6).
    public var debounceTime: Duration
    /// A physical line held longer than this is stuck and ignored until released.
    public var stuckAfter: Duration
    /// Yes and No pressed within this time of each other: the first is stopped, or neither is said.
    public var chordWindow: Duration
    /// Scanning: time on each item (0.25–10 s in 50 ms steps).
    public var scanTime: Duration
    /// Scanning: extra time on the first item of a group.
    public var scanFirstItemExtra: Duration
    /// Scanning: loops before scanning rests.
    public var scanLoops: Int
    /// Switches act on release instead of press.
    public var actOnRelease: Bool
    /// A switch held this long goes back a level.
    public var longHoldBack: Duration
    /// Pointer dwell: time resting still to choose.
    public var dwellTime: Duration
    /// Pointer dwell: how far the pointer may wander, in millimetres, and still be resting.
    public var dwellToleranceMillimetres: Double
    /// Yes and No wait out the chord window before speaking, so a press of both says nothing at all. Off by
    /// default: they speak at once, and the other button within the window stops them (A6).
    public var waitBeforeAnswer: Bool {
        get { waitsBeforeAnswer ?? false }
        set { waitsBeforeAnswer = newValue ? true : nil }
    }
    /// Kept optional, so settings saved before this choice existed still load.
    var waitsBeforeAnswer: Bool?
    /// Auto scanning waits for the cue voice to finish saying the highlighted name before the scan time starts, so
    /// a person who listens rather than looks hears every name whole (A5). Off by default; matters only with
    /// auditory feedback on.
    public var waitForCue: Bool {
        get { waitsForCue ?? false }
        set { waitsForCue = newValue ? true : nil }
    }
    /// Kept optional, so settings saved before this choice existed still load.
    var waitsForCue: Bool?
    /// Switches: one (Select) or two (Select and Move), as Buttons and Switches says; never inferred (A2).
    public var switchCount: Int {
        get { switches ?? 1 }
        set { switches = newValue == 1 ? nil : newValue }
    }
    /// How the switches scan (A2).
    public var scanMode: ScanMode {
        get { scanning ?? .auto }
        set { scanning = newValue == .auto ? nil : newValue }
    }
    /// Kept optional, so settings saved before these choices existed still load.
    var switches: Int?
    var scanning: ScanMode?
    /// Which keys of a USB switch interface are Select and Move (A2).
    public var switchKeys: SwitchKeys {
        get { switchKeyChoice ?? .spaceSelectsEnterMoves }
        set { switchKeyChoice = newValue == .spaceSelectsEnterMoves ? nil : newValue }
    }
    /// The board profile's Select line is Move and its Move line Select (A2): switches plugged in the other way
    /// round, set right without rewiring.
    public var switchLinesSwapped: Bool {
        get { swapsSwitchLines ?? false }
        set { swapsSwitchLines = newValue ? true : nil }
    }
    /// Kept optional, so settings saved before these choices existed still load.
    var switchKeyChoice: SwitchKeys?
    var swapsSwitchLines: Bool?
    /// What a press on the GPIO line the board profile names for `button` is: that button, or with the switch lines
    /// swapped, the other switch. Swapping twice is the line itself, so this also gives the line a switch is on.
    public func role(ofLine button: PhysicalButton) -> PhysicalButton {
        guard switchLinesSwapped else { return button }
        switch button {
        case .switchSelect: return .switchMove
        case .switchMove: return .switchSelect
        default: return button
        }
    }
    /// Pointer dwell: a pointer not on any control chooses the nearest one within this many millimetres (Snap to
    /// Item, A3); 0 is off. Outside the controls and farther than this, or on the status line, it rests.
    public var snapToItemMillimetres: Double {
        get { snapsToItemMillimetres ?? Self.defaultSnapToItem }
        set { snapsToItemMillimetres = newValue == Self.defaultSnapToItem ? nil : newValue }
    }
    /// Kept optional, so settings saved before this choice existed still load (with the default).
    var snapsToItemMillimetres: Double?
    /// Settings goes back to Home after this long without a choice (C1), so a carer who walks away never leaves
    /// the patient on a screen without Yes and No.
    public var settingsReturnTime: Duration {
        get { returnsHomeAfter ?? Self.defaultSettingsReturn }
        set { returnsHomeAfter = newValue == Self.defaultSettingsReturn ? nil : newValue }
    }
    /// Kept optional, so settings saved before this choice existed still load (with the default).
    var returnsHomeAfter: Duration?
    /// Two minutes (C1).
    public static let defaultSettingsReturn = Duration.seconds(120)
    /// Snap to Item's distance until changed: enough to cover the 1 mm gaps between controls and the screen's edge
    /// with room for a head pointer's wobble, less than half a touch-sized control.
    public static let defaultSnapToItem = 4.0

    public init(
        holdTime: Duration = .zero, ignoreRepeatTime: Duration = .zero, debounceTime: Duration = .milliseconds(30),
        stuckAfter: Duration = .seconds(20), chordWindow: Duration = .milliseconds(150),
        scanTime: Duration = .seconds(1.5), scanFirstItemExtra: Duration = .milliseconds(500), scanLoops: Int = 4,
        actOnRelease: Bool = false, longHoldBack: Duration = .seconds(2), dwellTime: Duration = .seconds(1.2),
        dwellToleranceMillimetres: Double = 6, waitBeforeAnswer: Bool = false, switchCount: Int = 1,
        scanMode: ScanMode = .auto
    ) {
        self.holdTime = holdTime
        self.ignoreRepeatTime = ignoreRepeatTime
        self.debounceTime = debounceTime
        self.stuckAfter = stuckAfter
        self.chordWindow = chordWindow
        self.scanTime = scanTime
        self.scanFirstItemExtra = scanFirstItemExtra
        self.scanLoops = scanLoops
        self.actOnRelease = actOnRelease
        self.longHoldBack = longHoldBack
        self.dwellTime = dwellTime
        self.dwellToleranceMillimetres = dwellToleranceMillimetres
        self.waitsBeforeAnswer = waitBeforeAnswer ? true : nil
        self.switchCount = switchCount
        self.scanMode = scanMode
    }
}

/// Every setting, kept on disk at once when changed (C2, D4) and applied when Settings closes.
public struct Settings: Equatable, Hashable, Sendable, Codable {
    public var display: DisplaySettings
    public var voice: VoiceSettings
    public var buttons: ButtonSettings
    /// Family Setup's answer; nil until anything is chosen (then eye tracking's sizes).
    public var accessMethod: AccessMethod?
    /// The longest message, in characters (T8).
    public var messageLimit: Int
    /// Whether the event log may hold message text (D6). Off unless a caregiver turns it on.
    public var logMessageText: Bool
    /// The day Family Setup was last answered or confirmed, as whole days since 1970-01-01 by the wall clock; nil
    /// if never, or if the clock was not known then (C3: the check-in every three months).
    public var familySetupCheckedDay: Int?
    /// How many days the device had been in use when Family Setup was last answered or confirmed
    /// (`DeviceFacts.daysInUse`); nil if never, or if the count was not known then. It brings the check-in due on a
    /// board with no real-time clock (C3).
    public var familySetupCheckedUseDay: Int?
    /// The language of the screen's words, chosen in Settings > Display (L1); nil until chosen, when the board's
    /// language shows if the device has its words, else English (`HomeState.screenLanguage`).
    public var language: LanguageTag? {
        get { languageTag.flatMap(LanguageTag.init) }
        set { languageTag = newValue?.rawValue }
    }
    /// Kept as text, so a tag damaged on disk reads as none and every other setting is kept (D4); optional, so
    /// settings saved before languages could be chosen still load.
    var languageTag: String?
    /// The language phrases, Yes and No are spoken in when it is not the board's (L6, "Speak phrases in"): the
    /// staff's, while the patient reads and chooses in theirs. Nil: spoken in the board's language, as written.
    public var speechLanguage: LanguageTag? {
        get { speechLanguageTag.flatMap(LanguageTag.init) }
        set { speechLanguageTag = newValue?.rawValue }
    }
    /// Kept as text, like `languageTag`: a damaged tag reads as none (spoken as written) and nothing else is lost;
    /// optional, so settings saved before it existed still load.
    var speechLanguageTag: String?
    /// The USB keyboard's layout (L3, `usbKeyboardLayout`), as its xkb name; optional, so settings saved before it
    /// existed still load, and kept as text, so a damaged name reads as none.
    var usbKeyboardLayoutName: String?

    public init(
        display: DisplaySettings = DisplaySettings(), voice: VoiceSettings = VoiceSettings(),
        buttons: ButtonSettings = ButtonSettings(), accessMethod: AccessMethod? = nil, messageLimit: Int = 500,
        logMessageText: Bool = false, familySetupCheckedDay: Int? = nil, familySetupCheckedUseDay: Int? = nil
    ) {
        self.display = display
        self.voice = voice
        self.buttons = buttons
        self.accessMethod = accessMethod
        self.messageLimit = messageLimit
        self.logMessageText = logMessageText
        self.familySetupCheckedDay = familySetupCheckedDay
        self.familySetupCheckedUseDay = familySetupCheckedUseDay
    }

    /// The access method whose sizes Home uses: eye tracking's until anything is chosen.
    public var effectiveAccessMethod: AccessMethod { accessMethod ?? .eyeTracking }
}

/// Which keys of a USB switch interface are Select and Move (A2), chosen in Buttons and Switches. Interfaces send
/// Space and Enter (or F8 and F7) or the number keys; either pair the other way round where the switches were
/// plugged in so.
public enum SwitchKeys: Int, Hashable, Sendable, CaseIterable, Codable {
    /// Space or F8 is Select, Enter or F7 is Move: the device's keys until changed.
    case spaceSelectsEnterMoves = 0
    case enterSelectsSpaceMoves
    case oneSelectsTwoMoves
    case twoSelectsOneMoves

    /// The choice's words in Buttons and Switches, short enough for a stepper's row on a 7-inch panel in every
    /// language; the rows below it name both switches' keys.
    public var words: String {
        switch self {
        case .spaceSelectsEnterMoves: msgid("Space selects")
        case .enterSelectsSpaceMoves: msgid("Enter selects")
        case .oneSelectsTwoMoves: msgid("1 selects")
        case .twoSelectsOneMoves: msgid("2 selects")
        }
    }

    /// The keys that are `button` (Select or Move), as Buttons and Switches names them.
    public func keyWords(for button: PhysicalButton) -> String {
        let select = button == .switchSelect
        switch self {
        case .spaceSelectsEnterMoves: return select ? msgid("Space or F8") : msgid("Enter or F7")
        case .enterSelectsSpaceMoves: return select ? msgid("Enter or F7") : msgid("Space or F8")
        case .oneSelectsTwoMoves: return select ? "1" : "2"
        case .twoSelectsOneMoves: return select ? "2" : "1"
        }
    }
}

/// How switches scan (A2), chosen in Buttons and Switches.
public enum ScanMode: Int, Hashable, Sendable, CaseIterable, Codable {
    /// The highlight moves every scan time; Select chooses.
    case auto = 0
    /// Move steps, Select chooses; nothing moves by itself (two switches).
    case step
    /// Holding Select moves the highlight every scan time; releasing it chooses (one switch).
    case holdToScan

    /// The mode's name in Buttons and Switches.
    public var words: String {
        switch self {
        case .auto: msgid("Automatic")
        case .step: msgid("Move steps, Select chooses")
        case .holdToScan: msgid("Hold to move, let go to choose")
        }
    }
}
