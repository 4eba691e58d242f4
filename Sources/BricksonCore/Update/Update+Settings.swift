/// Settings (C1–C3) inside the one `update`: choices on Settings' screens edit a draft that is saved at each
/// change and applied to Home only when Back to Talking closes Settings.
extension HomeState {
    /// Opens Settings on its first page, editing the settings in use.
    mutating func openSettings(_ at: Instant, _ effects: inout [Effect]) {
        settingsOpen = true
        settingsChosenAt = at
        settingsScreen = SettingsScreen(editing: settings)
        stick.backupHoldsMessage = false
        screenChanged()
        announce(words(SettingsPage.settings.title), &effects)
    }

    /// A new screen: a touch in progress ends, and a pointer that has not just chosen starts resting afresh when
    /// it next moves. A pointer that has just chosen stays locked until it moves away (A3), whatever it now meets.
    mutating func screenChanged() {
        touch = nil
        if dwell?.lockedAt == nil { dwell = nil }
        scan = nil
    }

    /// One choice of a Settings control (already known to be choosable).
    mutating func chooseInSettings(_ control: ControlID, _ at: Instant, _ effects: inout [Effect]) {
        guard var screen = settingsScreen else { return }
        settingsChosenAt = at
        switch control {
        case .backToTalking:
            dropTake(in: &screen, &effects)
            // The board as edited shows on Home from now (it was saved at each change).
            if let edited = screen.phrases.board, edited != board {
                boardReplaced(edited, &effects)
                logShortfalls(at, &effects)
            }
            if let starter = starterBoard(after: screen.draft) { boardReplaced(starter, &effects) }
            settingsApplied(screen.draft, at, &effects)
            return
        case .settingsBack:
            if screen.phrases.typing != nil {
                // Back while typing leaves the words: nothing changes.
                stopTyping(in: &screen)
                announce(words(SettingsPage.phrases.title), &effects)
            } else if screen.page == .phrases, let up = screen.phrases.place.parent {
                // Back within Phrases first: a list to the lists, an item to its list.
                act(on: .phrase(.open(up)), in: &screen, at, &effects)
                announce(words(SettingsPage.phrases.title), &effects)
            } else if screen.page == .usbStick, screen.updateBundle != nil {
                closeUpdate(in: &screen, &effects)
            } else if let parent = screen.page.parent {
                show(parent, in: &screen, &effects)
            }
        case .moreRows: screen.batch += 1
        case .settingsRow(let index): act(on: settingsItems(screen.page)[index], in: &screen, at, &effects)
        case .stepDown(let index), .stepUp(let index):
            var up = false
            if case .stepUp = control { up = true }
            // The same − or + again and again: after the first few, larger steps (a switch user's press each).
            screen.stepRepeats = screen.lastStep == control ? screen.stepRepeats + 1 : 0
            screen.lastStep = control
            step(settingsItems(screen.page)[index], up: up, in: &screen, &effects)
            settingsScreen = screen
            return
        default: break
        }
        screen.lastStep = nil
        screen.stepRepeats = 0
        settingsScreen = screen
    }

    /// Shows `page` from its first rows, and says its title (A5); the button test starts with nothing pressed.
    mutating func show(_ page: SettingsPage, in screen: inout SettingsScreen, _ effects: inout [Effect]) {
        screen.page = page
        screen.batch = 0
        // Phrases opens on its lists; the board as edited so far is kept.
        screen.phrases.place = .lists
        screen.phrases.refusal = nil
        screen.phrases.typing = nil
        dropTake(in: &screen, &effects)
        screen.confirmingHandOver = false
        screen.updateBundle = nil
        screen.confirmingRestart = false
        if page == .setUpButtons {
            screen.lastButton = nil
            screen.testedButtons = []
        }
        screenChanged()
        announce(words(page.title), &effects)
    }

    /// A row chosen: open a page, answer Family Setup, flip a toggle, try the sound, or go back to the start.
    mutating func act(
        on item: SettingsItem, in screen: inout SettingsScreen, _ at: Instant, _ effects: inout [Effect]
    ) {
        switch item {
        case .open(let page): show(page, in: &screen, &effects)
        case .done: show(.settings, in: &screen, &effects)
        case .access(let method):
            // Choosing an answer, the same one or another, is also the check-in (C3).
            change(&screen, &effects) {
                $0.accessMethod = method
                $0.familySetupCheckedDay = deviceFacts.today ?? $0.familySetupCheckedDay
                $0.familySetupCheckedUseDay = deviceFacts.daysInUse ?? $0.familySetupCheckedUseDay
            }
        case .toggle(let name): change(&screen, &effects) { name.flip(&$0) }
        case .trySpeech:
            // Heard as set: the draft's voice is prepared before it is tried.
            matchSpeechPreparation(&effects)
            effects.append(.tryVoice(text: spokenWords(Self.voiceSample), voice: screen.draft.voice))
        case .tryTone:
            // The tone for a second, without the nurse call. The real call is never mixed up with a try: while the
            // tone is asked for or sounds, the try is left out, and a call during the try is never stopped by it.
            guard tone == .off, tryToneUntil == nil else { return }
            tryToneUntil = at + Self.tryToneLength
            effects.append(.startTone)
        case .voiceName, .stepper:
            // Steppers change with − and +; choosing the row itself does nothing.
            break
        case .lastButton, .buttonTested, .text: break
        case .phrase(let edit): actOnPhrases(edit, in: &screen, &effects)
        case .handOver(let step): actOnHandOver(step, in: &screen, at, &effects)
        case .stick(let item): actOnStick(item, in: &screen, at, &effects)
        case .update(let item): actOnUpdate(item, in: &screen, at, &effects)
        }
    }

    /// − or + on a stepper row.
    mutating func step(_ item: SettingsItem, up: Bool, in screen: inout SettingsScreen, _ effects: inout [Effect]) {
        switch item {
        case .stepper(let name):
            // Languages and layouts are lists of names, not a range: each press is one, however many in a row.
            let isList = name == .language || name == .speechLanguage || name == .usbKeyboard
            let times = isList ? 1 : SettingStepper.stepSize(afterRepeats: screen.stepRepeats)
            let from = name == .language ? languageShown(screen.draft) : screen.draft
            guard let value = name.stepper.stepped(from, up: up, times: times) else { return }
            change(&screen, &effects) { name.stepper.set(&$0, value) }
        case .voiceName:
            let voices = voiceChoices(screen.draft)
            let index = (voices.firstIndex(of: spokenVoice(screen.draft)) ?? 0) + (up ? 1 : -1)
            guard voices.indices.contains(index) else { return }
            change(&screen, &effects) { $0.voice.voice = voices[index] }
        default: break
        }
    }

    /// Edits the draft and saves it at once (C2, D4); Home keeps the settings in use until Settings closes.
    func change(
        _ screen: inout SettingsScreen, _ effects: inout [Effect], _ edit: (inout Settings) -> Void
    ) {
        var draft = screen.draft
        edit(&draft)
        guard draft != screen.draft else { return }
        screen.draft = draft
        effects.append(.saveSettings(draft))
    }

    /// The words Try says.
    static let voiceSample = msgid("Hello. This is how I sound.")
    /// How long Settings' sound test plays the tone.
    static let tryToneLength = Duration.seconds(1)

    /// The sound test's tone has played its second: stop it, unless a real call has begun meanwhile.
    mutating func tryToneTimerFired(_ at: Instant, _ effects: inout [Effect]) {
        guard let until = tryToneUntil, until <= at else { return }
        tryToneUntil = nil
        if tone == .off { effects.append(.stopTone) }
    }

    /// When Settings goes back to Home by itself (C1): `ButtonSettings.settingsReturnTime` (as the draft has it)
    /// after the last choice in Settings. Nil while Settings is closed, and while a recording is being made or kept:
    /// a recording ends by itself within 120 s, and the time counts again from its end.
    var settingsReturnAt: Instant? {
        guard settingsOpen, let since = settingsChosenAt, let screen = settingsScreen else { return nil }
        switch screen.phrases.take {
        case .recording, .keeping: return nil
        default: return since + screen.draft.buttons.settingsReturnTime
        }
    }

    /// Settings saw no choice for `settingsReturnTime`: it goes back to Home as Back to Talking does, the draft
    /// applied (C1, C2). Work the carer started goes on: a stick task or an install finishes on its own, and Home's
    /// status line says so.
    mutating func settingsReturnTimerFired(_ at: Instant, _ effects: inout [Effect]) {
        guard let due = settingsReturnAt, due <= at, let screen = settingsScreen else { return }
        let minutes = SettingStepper.seconds(
            Int(screen.draft.buttons.settingsReturnTime.nanosecondsRounded / 1_000_000))
        log(.warning, at, "settings went back to Home after \(minutes) without a choice", &effects)
        chooseInSettings(.backToTalking, at, &effects)
        announce(words("Back to Talking"), &effects)
    }

    /// Whether a Settings control can be chosen now.
    func isChoosableInSettings(_ control: ControlID) -> Bool {
        guard let screen = settingsScreen else { return false }
        let items = settingsItems(screen.page)
        switch control {
        case .backToTalking, .moreRows: return true
        case .settingsBack: return screen.page.parent != nil
        case .key: return screen.phrases.typing != nil
        case .settingsRow(let index):
            guard items.indices.contains(index) else { return false }
            switch settingsRow(items[index], screen).kind {
            case .info, .stepper: return false
            case .open, .option, .toggle, .action: return true
            }
        case .stepDown(let index), .stepUp(let index):
            guard items.indices.contains(index),
                case .stepper(let canDown, let canUp) = settingsRow(items[index], screen).kind
            else { return false }
            if case .stepUp = control { return canUp }
            return canDown
        default: return false
        }
    }

    /// Whether a Settings control names a row of the page that shows.
    /// On Home they are a hit test of the screen that just closed, not a mistake: they quietly do nothing.
    func existsInSettings(_ control: ControlID) -> Bool {
        guard let screen = settingsScreen else { return true }
        switch control {
        case .settingsRow(let index), .stepDown(let index), .stepUp(let index):
            return settingsItems(screen.page).indices.contains(index)
        default: return true
        }
    }

    /// A physical button pressed while Settings shows: the button test notes it. Outside the button test every
    /// button goes on to act as on Home (C1).
    mutating func notePressInSettings(_ button: PhysicalButton) {
        settingsScreen?.lastButton = button
        settingsScreen?.testedButtons.insert(button)
    }

    /// Whether the button test shows: there a press is only ticked, and Get Attention calls no one.
    var buttonTestShowing: Bool { settingsScreen?.page == .setUpButtons }

    /// Whether the Family Setup check-in is due for `draft`, by the days in use and the date the runtime told (C3).
    func checkInDue(_ draft: Settings) -> Bool {
        FamilySetupCheckIn.isDue(draft, today: deviceFacts.today, daysInUse: deviceFacts.daysInUse)
    }

    /// The line at the foot of Settings: the alert's fault first (Get Attention and Stop are on Home only).
    public var settingsFootLine: String? {
        guard let screen = settingsScreen else { return nil }
        if alertFault != nil, callOn { return StatusWarning.callWithoutTone.text(words) }
        if alertFault != nil { return words(SettingsWords.noAlert) }
        if tone != .off { return words(SettingsWords.sounding) }
        if screen.phrases.typing != nil { return words(screen.phrases.refusal ?? LabelWords.help) }
        if screen.confirmingHandOver { return words(HandOverWords.confirm) }
        if screen.confirmingRestart { return words(UpdateWords.confirmRestart) }
        if checkInDue(screen.draft) { return words(SettingsWords.checkIn) }
        return words(SettingsWords.appliesOnBack)
    }

    /// What Settings' layout draws, while Settings is open. While it is not nil the runtime shows
    /// `layoutSettings(_:plan:home:measurer:)` of it (with `view` as `home`) instead of Home, hit-tests that scene,
    /// and tells the core its `scanGroups` (`Event.sceneLaidOut`); when it goes back to nil, Home's scene and groups
    /// come back.
    public var settingsView: SettingsView? {
        guard let screen = settingsScreen else { return nil }
        let items = settingsItems(screen.page)
        var view = SettingsView(
            page: screen.page, rows: items.map { settingsRow($0, screen) }, batch: screen.batch,
            footLine: settingsFootLine, pressed: pressedControl, dwell: dwellProgress, scanHighlight: scanHighlight)
        view.stopShowing = stopShowing
        view.typing = screen.phrases.typing.map { LabelWords.title($0, words) }
        view.keyboard = keyboard
        view.keyboardState = keyboardState
        view.words = words
        return view
    }
}

/// The fixed words of Settings' foot line.
public enum SettingsWords {
    /// The tone failed or stopped while Settings is open (G6): go back to Home to call again.
    public static let noAlert = msgid("No alert — Back")
    /// The tone sounds: Stop shows at the top of Settings too.
    public static let sounding = msgid("Sounding — choose Stop to end it")
    /// The button test's instruction (Set Up Step by Step, step 2).
    public static let buttonTestHelp = msgid("Press each button once. No one is called.")
    /// Otherwise: when a change shows (C2).
    public static let appliesOnBack = msgid("Changes show on Home after Back to Talking")
    /// The check-in is due (C3).
    public static let checkIn = msgid("Time to check Family Setup")
    /// Back to Talking.
    public static let backToTalking = msgid("Back to Talking")
    /// More rows.
    public static let more = msgid("More")

    /// More, with the page that shows and how many there are: "More (page 1 of 3)".
    public static func more(page: Int, of pages: Int, _ words: Catalog = .english) -> String {
        words("More (page %1$d of %2$d)", "\(page)", "\(pages)")
    }
    /// Back one page.
    public static let back = msgid("Back")
}

/// What Settings' screens show, as the layout needs it: a projection of the core's state.
public struct SettingsView: Equatable, Sendable {
    public var page: SettingsPage
    /// The page's rows, in order; `ControlID.settingsRow(index)` is the row at `index`.
    public var rows: [SettingsRow]
    /// How many times More was chosen (the layout shows that batch, modulo the batches there are).
    public var batch: Int
    /// The foot line, or nil.
    public var footLine: String?
    public var pressed: ControlID?
    public var dwell: DwellProgress?
    public var scanHighlight: [ControlID]
    /// Whether the Get Attention tone is asked for or sounds: Stop shows in Settings too (G2).
    public var stopShowing = false
    /// Words being typed in Phrases (C1), as the title shows them; the keyboard then takes the rows' place.
    public var typing: String?
    /// Phrases' keyboard: the board language's (L3), its page and Shift.
    public var keyboard = KeyboardLayout.english
    public var keyboardState = KeyboardState()
    /// The screen's words (L1): Settings' fixed controls and titles are looked up here.
    public var words = Catalog.english

    /// A view from its parts.
    public init(
        page: SettingsPage, rows: [SettingsRow], batch: Int = 0, footLine: String? = nil, pressed: ControlID? = nil,
        dwell: DwellProgress? = nil, scanHighlight: [ControlID] = []
    ) {
        self.page = page
        self.rows = rows
        self.batch = batch
        self.footLine = footLine
        self.pressed = pressed
        self.dwell = dwell
        self.scanHighlight = scanHighlight
    }
}

extension HomeState {
    /// A Settings row's words for auditory feedback (A5): "Scan time: 1.5 s", "Scan time: 1.5 s, less".
    func settingsRowLabel(_ control: ControlID, _ index: Int) -> String {
        guard let screen = settingsScreen else { return "" }
        let items = settingsItems(screen.page)
        guard items.indices.contains(index) else { return "" }
        let words = settingsRow(items[index], screen).label
        switch control {
        case .stepDown: return self.words("%s, less", words)
        case .stepUp: return self.words("%s, more", words)
        default: return words
        }
    }
}

extension HomeState {
    /// What a newly chosen screen language does to the board (L1): an untouched starter board becomes that
    /// language's starter board (L5, the same ids, so recorded clips stay with their phrases); an edited or imported
    /// board keeps its phrases and its language, and only the screen's words change. Nil when nothing changes.
    func starterBoard(after draft: Settings) -> Board? {
        guard let chosen = draft.language, screenLanguage(draft).language != screenLanguage(settings).language,
            board == StarterContent.board(for: board.spokenLanguage)
        else { return nil }
        let starter = StarterContent.board(for: chosen)
        return starter == board ? nil : starter
    }
}
