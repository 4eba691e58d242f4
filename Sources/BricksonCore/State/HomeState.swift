/// Everything Home is, at one moment: what shows, what is being said, the alert, the typed message, and the timers
/// the loop must arm. Changed only by `update(_:_:)`.
///
/// A new `HomeState` is the state after a start or a restart: the tone is never sounding and never restored (G6,
/// D5), nothing is being said, and only the message and Put Back's copy come back from storage (T7).
public struct HomeState: Equatable, Sendable {
    /// The categories of phrases and the emergency phrases.
    public internal(set) var board: Board
    /// The settings in use (changed when Settings closes, C2).
    public internal(set) var settings: Settings
    /// The typed message (T1–T8), kept on disk after every edit (D4).
    public internal(set) var message: String
    /// Put Back's copy of the message, after Clear (T4); nil when there is nothing to bring back.
    public internal(set) var putBack: String?
    /// Whether Type can open (T6): the layout's `Scene.typeAvailable`, told by `Event.sceneLaidOut`.
    public internal(set) var typeAvailable: Bool
    /// The scanning order in groups (A2): the layout's `Scene.scanGroups`, told by `Event.sceneLaidOut`.
    public internal(set) var scanGroups: [[ControlID]]
    /// The screen, for distances in millimetres (A1 drag, A3 tolerance); nil until the display reports one.
    public internal(set) var screen: Screen?
    /// The words and pairs learned from spoken messages (T9), kept on disk after each learning.
    public internal(set) var learned: LearnedWords

    /// The chosen category, by index on the board.
    public internal(set) var selectedCategory: Int
    /// Whether the emergency phrases show instead of the chosen category's (H7).
    public internal(set) var showingEmergency: Bool
    /// Whether Type is open (T1).
    public internal(set) var isTyping: Bool
    /// The on-screen keyboard's page and Shift (L3): changed only by the person's own choice of a key.
    public internal(set) var keyboardState = KeyboardState()
    /// Whether Settings was chosen and has not closed yet (C1, C2): the runtime shows Settings' screens while this
    /// holds and answers with `Event.settingsApplied` when they close. The physical buttons keep working.
    public internal(set) var settingsOpen: Bool
    /// Settings' screens while Settings is open: the page and the draft (C1, C2); nil while Home shows.
    public internal(set) var settingsScreen: SettingsScreen?
    /// Version, board, voices and today's date, told by `Event.deviceFactsRead` (About, Voice Settings, the
    /// check-in C3).
    public internal(set) var deviceFacts: DeviceFacts
    /// Settings' sound test plays the tone until then (C1); nil when it is not trying the tone.
    var tryToneUntil: Instant?

    // MARK: Speech (S1, S3, H6)

    /// The utterance asked for and not yet finished or cut off.
    var speaking: Speaking?
    /// The last thing said, for Again (H6).
    var lastSpoken: Spoken?
    /// The board and voice speech was last asked to be prepared in (S2); nil until the sound engine started.
    var preparedSpeech: SpeechPreparation?
    /// The id of the last utterance asked for.
    var utteranceCount: Int
    /// A phrase was cut off: "Stopped" (S3), until something is said again.
    var cutOff: Bool

    // MARK: The alert (G1–G8)

    /// Where the Get Attention tone is.
    var tone: Tone
    /// "Alert failed" or "Alert stopped", held until the tone plays again (G6).
    var alertFault: AlertFault?
    /// Whether the tone was asked to be quieter (G4).
    var toneDucked: Bool
    /// Whether the board wires a nurse-call output the GPIO adapter could drive (G8), as `Event.nurseCallChecked`
    /// told. Only then can a call outlive its tone.
    public internal(set) var nurseCallWired = false
    /// The nurse call is on: from Get Attention until Stop, whatever the tone does (G8). Only with a wired output;
    /// without one the alert is the tone alone and ends with it (G6).
    var callOn = false

    // MARK: Settings going back by itself (C1)

    /// When Settings last saw a choice (or opened); Settings goes back to Home `ButtonSettings.settingsReturnTime`
    /// after it. Nil while Settings is closed.
    var settingsChosenAt: Instant?

    // MARK: Warnings (H9, S4, D4, T8)

    /// The output mixer is muted or very low (S4).
    var volumeLow: Bool
    /// The sound device could not be opened, or the sound engine could not start: nothing can be heard (H9). Known
    /// from the start, not from the first press.
    var noSound = false
    /// The revision whose save failed, until a later one is saved (D4).
    var failedSaveRevision: Int?
    /// At start-up the saved message could not be restored.
    var restoreFailed: Bool
    /// At start-up the restored message may not have been the one last saved.
    var restoredNotAsSaved = false
    /// A keystroke was refused at the limit (T8), until the message is edited again.
    var messageFull: Bool
    /// The revision of the last message edit sent to storage.
    var revision: Int
    /// The message was spoken and not edited since: the next word typed starts after a space (H10).
    var messageSpoken = false
    /// The message changed, or Type opened, after the last thing said: the message holds its place, not what was
    /// said (H11: the newest wins).
    var messageAfterSaid = false
    /// How long ago the last thing was said, as the message's place shows it (H11): moved on by the timer at each
    /// step (`SaidAge.nextChange`), so nothing else in the state changes with time.
    var saidAge = SaidAge.justNow
    /// The big physical buttons (Yes, No, Get Attention) the board names but the GPIO adapter could not open (H9).
    public internal(set) var missingButtons: Set<PhysicalButton> = []
    /// How much Home has places for on this screen at this access method, as the runtime last reported (C4).
    public internal(set) var homeRoom: HomeRoom?
    /// What Home leaves out, as last logged (D6: once, not on every redraw).
    var loggedShortfalls: [HomeShortfall] = []

    // MARK: Word prediction (T9)

    /// The predicted words for `message` and `learned` as they were when last predicted.
    var predictions: [String]
    /// What `predictions` were worked out from.
    var predictedFrom: PredictionInput

    // MARK: Input (A1, A3, A6, A2)

    /// The last control chosen and when, for the ignore-repeat time.
    var lastChoice: Choice?
    /// The touch in progress.
    var touch: TouchTrack?
    /// The physical lines.
    var lines: [PhysicalButton: ButtonLine]
    /// A physical Yes or No press within its chord window (A6).
    var pendingAnswer: PendingAnswer?
    /// A resting pointer (A3).
    var dwell: DwellTrack?
    /// Pause is on (A3): resting chooses nothing but Pause, which reads Resume. Not kept across a restart.
    var dwellPaused = false
    /// Scanning (A2).
    var scan: ScanTrack?
    /// Auto scanning held until the cue voice has said the highlighted name (A5); nil when not waiting.
    var cueWait: CueWait?
    /// The switches: the last press that acted and the one held (A2).
    var switches = SwitchTrack()
    /// Where a pointer is, in Home's pixels, for the layout to draw it (A3); nil while none is on the screen.
    public internal(set) var pointer: Point? = nil
    /// The USB stick, as the runtime last told (C5).
    public internal(set) var stick = StickState()
    /// Updates: the system's status as last read, the request waiting for it, the undone notice (U3, U5).
    public internal(set) var update = UpdateState()

    /// The state after a start or a restart, at `at`: nothing sounding, nothing being said, no timer armed.
    /// `message` and `putBack` are what storage kept (T7), and `learned` the words prediction learned (T9); the
    /// alert is never restored (G6). `stickUndo` is the Undo of the last import or restore, as storage kept it (C5).
    public init(
        board: Board, settings: Settings, message: String = "", putBack: String? = nil,
        learned: LearnedWords = LearnedWords(), stickUndo: StickUndo? = nil, at: Instant
    ) {
        self.board = board
        self.settings = settings
        self.message = message
        self.putBack = putBack
        self.typeAvailable = true
        self.scanGroups = []
        self.screen = nil
        self.selectedCategory = 0
        self.showingEmergency = false
        self.isTyping = false
        self.settingsOpen = false
        self.settingsScreen = nil
        self.deviceFacts = DeviceFacts()
        self.tryToneUntil = nil
        self.speaking = nil
        self.lastSpoken = nil
        self.preparedSpeech = nil
        self.utteranceCount = 0
        self.cutOff = false
        self.tone = .off
        self.alertFault = nil
        self.toneDucked = false
        self.volumeLow = false
        self.failedSaveRevision = nil
        self.restoreFailed = false
        self.messageFull = false
        self.revision = 0
        self.lastChoice = nil
        self.touch = nil
        self.lines = [:]
        self.pendingAnswer = nil
        self.dwell = nil
        self.scan = nil
        self.cueWait = nil
        self.learned = learned
        self.stick.undo = stickUndo
        self.predictedFrom = PredictionInput(
            message: message, messagesLearned: learned.messagesLearned, language: board.spokenLanguage)
        self.predictions = WordPredictor(learned: learned, words: .builtIn(for: board.spokenLanguage))
            .predictions(for: message)
        // Nothing is timed from the start: no deadline exists until an event asks for one.
        _ = at
    }

    /// The phrases that show: the emergency phrases, or the chosen category's.
    public var shownPhrases: [Phrase] {
        if showingEmergency { return board.emergency }
        return board.categories.indices.contains(selectedCategory) ? board.categories[selectedCategory].phrases : []
    }

    /// Whether the Get Attention tone is asked for or sounding, or the nurse call is on: Stop shows (G2, G8).
    public var stopShowing: Bool { tone != .off || callOn }

    /// Whether the nurse-call output is on (G8): for tests and the screen's words.
    public var nurseCallOn: Bool { callOn }

    /// The words under the message (H9), or nil.
    public var statusLine: String? { activeWarnings.first?.text(words) }

    /// What the layout draws.
    public var view: HomeView {
        var view = HomeView(
            categories: board.categories.map(\.name), selectedCategory: selectedCategory,
            phrases: shownPhrases.map(\.text), showingEmergency: showingEmergency, isTyping: isTyping,
            message: message, statusLine: statusLine, stopShowing: stopShowing, canPutBack: putBack != nil,
            pressed: pressedControl, dwell: dwellProgress, scanHighlight: scanHighlight,
            predictions: isTyping ? predictions : [], display: settings.display,
            accessMethod: settings.effectiveAccessMethod, phraseSlots: board.phraseSlots,
            lastSaid: lastSpoken.map { $0.shown ?? $0.text })
        view.saidAloud = lastSpoken?.saidAloud
        view.showsSaid = showsSaid
        view.saidAge = lastSpoken == nil ? nil : saidAge
        view.keyboard = keyboard
        view.keyboardState = keyboardState
        view.labels = homeLabels
        view.pointer = pointer
        view.snapToItemMillimetres = settings.buttons.snapToItemMillimetres
        view.dwellPaused = dwellPaused
        return view
    }

    /// The earliest deadline the loop must arm a timer for; answer it with `Event.timerFired`.
    public var nextDeadline: Instant? {
        var deadlines: [Instant] = []
        for line in lines.values {
            if let sampleAt = line.sampleAt { deadlines.append(sampleAt) }
            if let stuckAt = line.stuckAt { deadlines.append(stuckAt) }
            if let holdOffUntil = line.holdOffUntil { deadlines.append(holdOffUntil) }
        }
        if let pendingAnswer { deadlines.append(pendingAnswer.deadline) }
        if let dwellDeadline { deadlines.append(dwellDeadline) }
        if let scanDeadline = scan?.deadline { deadlines.append(scanDeadline) }
        if let holdDeadline = switches.hold?.backAt { deadlines.append(holdDeadline) }
        if let tryToneUntil { deadlines.append(tryToneUntil) }
        if let settingsReturnAt { deadlines.append(settingsReturnAt) }
        if let saidAt = lastSpoken?.at, let next = saidAge.nextChange(since: saidAt) {
            deadlines.append(next)
        }
        return deadlines.min()
    }

    /// Whether the message's place shows what was said last rather than the message (H11): something was said,
    /// Type is closed, and the message has not changed since (the newest wins).
    public var showsSaid: Bool { lastSpoken != nil && !isTyping && !messageAfterSaid }

    /// Pixels per millimetre of the screen in use; a 7-inch 800×480 panel's until the display reports one.
    var pixelsPerMillimetre: Double { screen?.pixelsPerMillimetre ?? 4.0 }

    /// The control drawn pressed: under a touch, or a physical button held down.
    var pressedControl: ControlID? {
        if let touch, !touch.isCancelled, touch.isOver { return touch.control }
        for button in [PhysicalButton.yes, .no, .getAttention, .stop] where lines[button]?.isDown == true {
            if lines[button]?.isStuck == true { continue }
            switch button {
            case .yes: return .yes
            case .no: return .no
            case .getAttention: return .getAttention
            case .stop: return stopShowing ? .stop : nil
            case .switchSelect, .switchMove: continue
            }
        }
        return nil
    }
}

/// Where the Get Attention tone is (G1, G6).
enum Tone: Equatable, Sendable {
    /// Not sounding, and never restarted by itself.
    case off
    /// `startTone` was asked for; not yet reported playing.
    case requested
    /// Reported playing: "Sounding" (G3).
    case sounding
}

/// Why the tone is not sounding though it was asked for (G6).
enum AlertFault: Equatable, Sendable {
    /// It could not start: "Alert failed".
    case failed
    /// It stopped by itself: "Alert stopped".
    case stopped
}

/// What was said, by its words and source, so the same thing can be recognised (S1) and said again (H6).
struct Spoken: Equatable, Sendable {
    var text: String
    var source: Utterance.Source
    var clip: String?
    /// The patient's words when the staff hear others (`text`, L6); nil when what shows is what is heard.
    var shown: String? = nil
    /// The voice to say it in when it is not the one speech is prepared in (L6: the patient's, beside the staff's).
    var voice: VoiceSettings? = nil
    /// The language it is said in, when a second language is chosen (L6), for the event log.
    var language: LanguageTag? = nil
    /// What the staff heard, for the message area (L6); nil when a second language is not chosen.
    var saidAloud: SaidAloud? = nil
    /// When it was said, for how long ago (H11); set by `say`.
    var at: Instant? = nil
}

/// The utterance asked for and not yet ended.
struct Speaking: Equatable, Sendable {
    var utterance: Utterance
    /// When it was chosen, for the speech-start latency in the log.
    var chosenAt: Instant
    /// Whether its first sample has left for the sound card.
    var hasStarted: Bool
}

/// A control chosen, and when.
struct Choice: Equatable, Sendable {
    var control: ControlID
    var at: Instant
}

extension HomeState {
    /// The language of the screen's words with `settings` (L1): the one chosen in Settings; until one is, the
    /// board's when the device has its words (a Spanish board shows a Spanish screen from the first start), else
    /// English.
    public func screenLanguage(_ settings: Settings) -> LanguageTag {
        if let chosen = settings.language { return chosen }
        let boardLanguage = board.spokenLanguage
        return BuiltInCatalogs.catalog(for: boardLanguage).language.language == boardLanguage.language
            ? boardLanguage : .english
    }

    /// The words of the screen and the cues (L1): Settings' draft language while Settings is open (a language
    /// chosen there shows at once), the applied one on Home.
    public var words: Catalog { BuiltInCatalogs.catalog(for: screenLanguage(settingsScreen?.draft ?? settings)) }

    /// The words the voice says itself (Yes, No, Try the voice's sample): in the language phrases are spoken in, the
    /// board's or the staff's (L6), so a bilingual bedside shows one language and speaks another.
    var spokenWords: Catalog { BuiltInCatalogs.catalog(for: phraseLanguage(speechSettings)) }

    /// Home's fixed words with the applied settings (Home shows them; Settings' draft does not change them).
    var homeLabels: HomeLabels { HomeLabels(BuiltInCatalogs.catalog(for: screenLanguage(settings))) }
}
