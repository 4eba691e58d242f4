/// Settings' screens (C1): the page that shows, the draft every change goes into, and what the button test saw.
///
/// A change goes into `draft` and is saved at once (C2, `Effect.saveSettings`); Home keeps the settings in use
/// until Back to Talking closes Settings, and only then takes the draft (`Event.settingsApplied`'s path).
public struct SettingsScreen: Equatable, Sendable {
    /// The page that shows.
    public internal(set) var page: SettingsPage
    /// The settings as edited so far: saved at each change, applied when Settings closes.
    public internal(set) var draft: Settings
    /// Set Up Step by Step's button test: the physical button pressed last since the test opened.
    public internal(set) var lastButton: PhysicalButton?
    /// Set Up Step by Step's button test: every physical button pressed since the test opened, ticked on its row.
    public internal(set) var testedButtons: Set<PhysicalButton> = []
    /// How many times More was chosen on this page: the layout shows that batch of rows (modulo their count).
    public internal(set) var batch: Int
    /// The − or + chosen last, and how many times in a row before this (larger steps after the first few).
    var lastStep: ControlID?
    var stepRepeats = 0
    /// Settings > Phrases: where the carer is, and the board as edited (C1).
    var phrases = PhraseEditor()
    /// About's New patient was chosen: Cancel and Erase show (C6).
    var confirmingHandOver = false
    /// Settings > USB stick shows the Update page of this bundle instead of the stick's rows (U3).
    public internal(set) var updateBundle: String?
    /// The Update page's Restart now was chosen: Cancel and the restart itself show (U3).
    var confirmingRestart = false

    /// Settings' first page, editing `settings`.
    public init(editing settings: Settings) {
        self.page = .settings
        self.draft = settings
        self.lastButton = nil
        self.batch = 0
    }
}

/// A page of Settings (C1).
public enum SettingsPage: String, Hashable, Sendable, CaseIterable {
    /// The first page: a row for each of the others.
    case settings
    /// The access question: touch, switches, head pointing, eye tracking.
    case familySetup
    /// Set Up Step by Step, step one: how the screen is reached.
    case setUpAccess
    /// Step two: test the buttons (ticks each physical button as it is pressed; nothing calls anyone).
    case setUpButtons
    /// Step three: test the sound (a sample of the voice, the tone briefly).
    case setUpSound
    /// Voice, rate, pitch, volume, alert volume, auditory feedback.
    case voice
    /// Text size, bold, appearance, contrast, borders.
    case display
    /// The categories and their phrases, arranged on the device (C1), or replaced by import (C4).
    case phrases
    /// Timings for touch, switches and dwell.
    case buttons
    /// Version, board, storage, privacy.
    case about
    /// A USB stick's boards and backups, and exports to it (C5).
    case usbStick

    /// The page's title in English, the catalog's key (L1).
    public var title: String {
        switch self {
        case .settings: msgid("Settings")
        case .familySetup: msgid("How is the screen reached?")
        case .setUpAccess: msgid("Step 1 of 3: How is the screen reached?")
        case .setUpButtons: msgid("Step 2 of 3: Test the buttons")
        case .setUpSound: msgid("Step 3 of 3: Test the sound")
        case .voice: msgid("Voice Settings")
        case .display: msgid("Text and Display")
        case .phrases: msgid("Phrases")
        case .buttons: msgid("Buttons and Switches")
        case .about: msgid("About")
        case .usbStick: msgid("USB stick")
        }
    }

    /// The page Back goes to (the first page goes nowhere: Back to Talking closes Settings).
    public var parent: SettingsPage? {
        switch self {
        case .settings: nil
        case .familySetup, .voice, .display, .phrases, .buttons, .about, .usbStick: .settings
        case .setUpAccess: .familySetup
        case .setUpButtons: .setUpAccess
        case .setUpSound: .setUpButtons
        }
    }
}

/// What Settings knows about the device, told by the runtime in `Event.deviceFactsRead` (About, C1; the check-in,
/// C3).
public struct DeviceFacts: Equatable, Sendable {
    /// Brickson's version.
    public var version: String
    /// The board profile in use.
    public var board: String
    /// The espeak-ng voices installed, for Voice Settings.
    public var voices: [String]
    /// Today, as whole days since 1970-01-01 by the wall clock; nil where the clock is not known (no RTC and no
    /// network: the core has no calendar and never guesses one).
    public var today: Int?
    /// How many whole days the device has been in use (running), counted durably by the runtime across restarts;
    /// nil where no count is kept. It needs no clock, so the check-in comes due on a board without one (C3).
    public var daysInUse: Int?
    /// The GPIO lines the board profile names for the Select and Move switches (`gpio.switchSelect`,
    /// `gpio.switchMove`), shown in Buttons and Switches (A2).
    public var switchLines: [PhysicalButton: String]
    /// The ALSA capture device the board profile names (`audio.captureDevice`), where there is one: then a carer
    /// can record a phrase in the person's voice (S2).
    public var microphone: String?

    /// Facts from their parts.
    public init(
        version: String = "unknown", board: String = "unknown", voices: [String] = [], today: Int? = nil,
        switchLines: [PhysicalButton: String] = [:], daysInUse: Int? = nil, microphone: String? = nil
    ) {
        self.microphone = microphone
        self.version = version
        self.board = board
        self.voices = voices
        self.today = today
        self.switchLines = switchLines
        self.daysInUse = daysInUse
    }
}

/// What a row of Settings is, for how it acts and how it is drawn.
public enum SettingsRowKind: Equatable, Sendable {
    /// Opens another page.
    case open(SettingsPage)
    /// One answer of several; `isChosen` is the draft's answer (drawn with the inner ring and check mark).
    case option(isChosen: Bool)
    /// On or off.
    case toggle(isOn: Bool)
    /// A value with − and + beside it; each is dimmed at its end of the range.
    case stepper(canDown: Bool, canUp: Bool)
    /// Does something once (Try, Done).
    case action
    /// Words only: not a button.
    case info
}

/// One row of a Settings page: its words and what it is.
public struct SettingsRow: Equatable, Sendable {
    /// The words shown, with the value where there is one ("Rate: 150 words a minute").
    public var label: String
    public var kind: SettingsRowKind

    /// A row from its parts.
    public init(_ label: String, _ kind: SettingsRowKind) {
        self.label = label
        self.kind = kind
    }
}

/// The Family Setup check-in (C3): every three months Family Setup asks to be looked at again.
public enum FamilySetupCheckIn {
    /// Days between check-ins: three months.
    public static let intervalDays = 90

    /// Whether the check-in is due: nothing answered yet; or 90 days or more since the last check, by the days the
    /// device has been in use (`daysInUse`, which needs no clock) or by the wall clock where it is known. A check
    /// that neither measure recorded is due as soon as either is known. A count or a clock that went backwards is
    /// not "due"; with neither known nothing is guessed.
    public static func isDue(_ settings: Settings, today: Int?, daysInUse: Int? = nil) -> Bool {
        if settings.accessMethod == nil { return true }
        let byUse = daysInUse.flatMap { days in settings.familySetupCheckedUseDay.map { days - $0 >= intervalDays } }
        let byDate = today.flatMap { day in settings.familySetupCheckedDay.map { day - $0 >= intervalDays } }
        if byUse == true || byDate == true { return true }
        if byUse == nil && byDate == nil { return today != nil || daysInUse != nil }
        return false
    }
}
