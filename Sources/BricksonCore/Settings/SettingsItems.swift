/// What each row of each Settings page is (C1). The row's place comes from its index on the page, so rows never
/// appear or go as values change: only their words do.
enum SettingsItem: Equatable, Sendable {
    case open(SettingsPage)
    /// Family Setup's answer (and Set Up Step by Step's first step).
    case access(AccessMethod)
    /// The button test's reading: the last physical button pressed.
    case lastButton
    /// The button test's row for one button: ticked once it has been pressed.
    case buttonTested(PhysicalButton)
    /// Say a sample in the draft voice; play the tone briefly at the draft alert volume.
    case trySpeech, tryTone
    case voiceName
    case stepper(StepperName)
    case toggle(ToggleName)
    /// Back to Settings' first page (Set Up Step by Step's last step).
    case done
    /// Words only.
    case text(String)
    /// A row of the Phrases editor (C1).
    case phrase(PhraseEdit)
    /// New patient, its Cancel and its Erase (C6, About).
    case handOver(HandOverStep)
    /// A row of Settings > USB stick (C5).
    case stick(StickItem)
    /// A row of the Update page, within Settings > USB stick (U3).
    case update(UpdateItem)
}

/// The steppers, by name (their ranges are in `SettingStepper`).
enum StepperName: Equatable, Sendable, CaseIterable {
    case rate, pitch, volume, alertVolume, textSize, messageLimit
    case holdTime, ignoreRepeat, debounce, scanTime, firstItemExtra, scanLoops, longHoldBack, dwellTime
    case dwellTolerance, stuckAfter, chordWindow, settingsReturn
    case switchCount, scanMode, switchKeys
    case snapToItem
    case language
    case speechLanguage
    case usbKeyboard

    var stepper: SettingStepper {
        switch self {
        case .rate: .rate
        case .pitch: .pitch
        case .volume: .volume
        case .alertVolume: .alertVolume
        case .textSize: .textSize
        case .messageLimit: .messageLimit
        case .holdTime: .holdTime
        case .ignoreRepeat: .ignoreRepeat
        case .debounce: .debounce
        case .scanTime: .scanTime
        case .firstItemExtra: .firstItemExtra
        case .scanLoops: .scanLoops
        case .longHoldBack: .longHoldBack
        case .dwellTime: .dwellTime
        case .dwellTolerance: .dwellTolerance
        case .stuckAfter: .stuckAfter
        case .settingsReturn: .settingsReturn
        case .chordWindow: .chordWindow
        case .switchCount: .switchCount
        case .scanMode: .scanMode
        case .switchKeys: .switchKeys
        case .snapToItem: .snapToItem
        case .language: .language
        case .speechLanguage: .speechLanguage
        case .usbKeyboard: .usbKeyboard
        }
    }
}

/// The on/off settings, by name.
enum ToggleName: Equatable, Sendable, CaseIterable {
    case auditoryFeedback, bold, dark, increasedContrast, showBorders, actOnRelease, logMessageText, waitBeforeAnswer
    case waitForCue, swapSwitchLines

    var name: String {
        switch self {
        case .auditoryFeedback: msgid("Speak names as they are reached")
        case .bold: msgid("Bold text")
        case .dark: msgid("Dark appearance")
        case .increasedContrast: msgid("Increased contrast")
        case .showBorders: msgid("Show borders")
        case .actOnRelease: msgid("Switches act on release")
        case .logMessageText: msgid("Log may hold message text")
        case .waitBeforeAnswer: msgid("Wait a moment before saying Yes or No")
        case .waitForCue: msgid("Scanning waits for each name to be said")
        case .swapSwitchLines: msgid("Swap the switch lines")
        }
    }

    func isOn(_ settings: Settings) -> Bool {
        switch self {
        case .auditoryFeedback: settings.voice.auditoryFeedback
        case .bold: settings.display.bold
        case .dark: settings.display.appearance == .dark
        case .increasedContrast: settings.display.increasedContrast
        case .showBorders: settings.display.showBorders
        case .actOnRelease: settings.buttons.actOnRelease
        case .logMessageText: settings.logMessageText
        case .waitBeforeAnswer: settings.buttons.waitBeforeAnswer
        case .waitForCue: settings.buttons.waitForCue
        case .swapSwitchLines: settings.buttons.switchLinesSwapped
        }
    }

    func flip(_ settings: inout Settings) {
        switch self {
        case .auditoryFeedback: settings.voice.auditoryFeedback.toggle()
        case .bold: settings.display.bold.toggle()
        case .dark: settings.display.appearance = settings.display.appearance == .dark ? .light : .dark
        case .increasedContrast: settings.display.increasedContrast.toggle()
        case .showBorders: settings.display.showBorders.toggle()
        case .actOnRelease: settings.buttons.actOnRelease.toggle()
        case .logMessageText: settings.logMessageText.toggle()
        case .waitBeforeAnswer: settings.buttons.waitBeforeAnswer.toggle()
        case .waitForCue: settings.buttons.waitForCue.toggle()
        case .swapSwitchLines: settings.buttons.switchLinesSwapped.toggle()
        }
    }
}

extension SettingsPage {
    /// The row that takes the anchor place (under Home's Settings button): one that only opens the next screen,
    /// so a pointer still resting there from the screen before meets nothing that changes a setting.
    /// On Settings itself it is About (its last row), so Family Setup, the first thing to do, comes first in
    /// reading order, at the top left.
    public var anchorRow: Int? {
        switch self {
        case .settings: 7
        case .familySetup, .setUpAccess, .setUpButtons, .setUpSound: 0
        case .voice, .display, .phrases, .buttons, .about, .usbStick: nil
        }
    }
}

extension AccessMethod {
    /// Family Setup's answer, with its short line.
    public var answer: String {
        switch self {
        case .touch: msgid("Touch: a finger on the screen")
        case .switches: msgid("Switches: one or two switches step through the controls")
        case .headPointing: msgid("Head pointing: a pointer rests on a control to choose it")
        case .eyeTracking: msgid("Eye tracking: the eyes rest on a control to choose it")
        }
    }
}

/// espeak-ng's voice names as a person would say them (C1): "English (American)" for "en-us".
enum VoiceNames {
    static let known: [String: String] = [
        "en": "English", "en-gb": "English (British)", "en-us": "English (American)",
        "en-gb-scotland": "English (Scottish)", "en-gb-x-rp": "English (Received Pronunciation)",
        "en-gb-x-gbclan": "English (Lancashire)", "en-gb-x-gbcwmd": "English (West Midlands)",
        "en-029": "English (Caribbean)", "de": "German", "fr": "French", "fr-fr": "French", "es": "Spanish",
        "it": "Italian", "nl": "Dutch", "pt": "Portuguese", "pl": "Polish",
    ]

    /// The name a person would say, in the voice's own language (L2), or the code itself for a voice no list knows.
    /// A natural voice (S6) is its language's name and its engine's: "English (American) · SVOX Pico".
    static func spoken(_ code: String) -> String {
        let lower = code.lowercased()
        if lower.hasSuffix(picoSuffix), lower.count > picoSuffix.count {
            return spoken(String(lower.dropLast(picoSuffix.count))) + " · SVOX Pico"
        }
        return LanguageVoices.name(of: code) ?? known[lower] ?? code
    }

    /// How the sound engine names SVOX Pico's voices: the language's tag, then this.
    static let picoSuffix = "-x-pico"
}

extension PhysicalButton {
    /// The button's name in the button test.
    var words: String {
        switch self {
        case .yes: msgid("Yes button")
        case .no: msgid("No button")
        case .getAttention: msgid("Get Attention button")
        case .stop: msgid("Stop button")
        case .switchSelect: msgid("Select switch")
        case .switchMove: msgid("Move switch")
        }
    }
}

extension HomeState {
    /// The items of `page`, in order.
    func settingsItems(_ page: SettingsPage) -> [SettingsItem] {
        let answers = AccessMethod.allCases.map { SettingsItem.access($0) }
        switch page {
        case .settings:
            let pages: [SettingsPage] = [
                .familySetup, .setUpAccess, .voice, .display, .phrases, .buttons, .usbStick, .about,
            ]
            return pages.map { .open($0) }
        case .familySetup: return [.open(.setUpAccess)] + answers
        case .setUpAccess: return [.open(.setUpButtons)] + answers + targetsItems
        case .setUpButtons:
            return [.open(.setUpSound), .text(words(SettingsWords.buttonTestHelp))]
                + [PhysicalButton.yes, .no, .getAttention].map { .buttonTested($0) } + [.lastButton]
        case .setUpSound: return [.done, .trySpeech, .tryTone]
        case .voice:
            return [.voiceName] + speechLanguageItems
                + [StepperName.rate, .pitch, .volume, .alertVolume].map { .stepper($0) }
                + [.toggle(.auditoryFeedback), .toggle(.waitForCue), .trySpeech, .tryTone]
        case .display:
            return [.stepper(.textSize)]
                + [ToggleName.bold, .dark, .increasedContrast, .showBorders].map { .toggle($0) }
                + [.stepper(.messageLimit), .stepper(.language), .stepper(.usbKeyboard)]
        case .phrases: return phraseItems()
        case .usbStick: return settingsScreen?.updateBundle.map(updateItems) ?? stickItems()
        case .buttons:
            let steppers: [StepperName] = [
                .scanTime, .firstItemExtra, .scanLoops, .longHoldBack, .holdTime, .ignoreRepeat, .dwellTime,
                .dwellTolerance, .debounce, .chordWindow, .stuckAfter, .settingsReturn,
            ]
            // How the switches scan comes first: a switch user's own settings are the first rows reached (A2).
            // Built in parts, each typed: Swift 6.0.3's type checker gave up on them as one expression.
            let scanning: [SettingsItem] =
                [.stepper(.switchCount), .stepper(.scanMode)] + steppers.prefix(4).map { .stepper($0) }
            let timings: [SettingsItem] =
                [.toggle(.actOnRelease)] + steppers.dropFirst(4).map { .stepper($0) }
            let wiring: [SettingsItem] = [
                .toggle(.waitBeforeAnswer), .stepper(.snapToItem), .stepper(.switchKeys), .toggle(.swapSwitchLines),
            ]
            let lines: [SettingsItem] = [PhysicalButton.switchSelect, .switchMove].map { .text(switchLineWords($0)) }
            return scanning + timings + wiring + lines
        case .about:
            // The systems' rows are added apart: Swift 6.0.3's type checker crashed on them inside this expression.
            let systems: [SettingsItem] = [.text(words("Version: %s", deviceFacts.version))] + updateAboutItems()
            return systems + [
                .text(words("Board: %s", deviceFacts.board)),
                .text(
                    failedSaveRevision == nil
                        ? words("Storage: saving normally") : words("Storage: the last save failed")),
                .text(buttonsAbout), .text(RecordWords.about(deviceFacts.microphone, words)), .text(voicesAbout),
            ] + targetsItems + homeShortfalls.map { .text($0.said(in: words)) } + [
                .text(words("Privacy: no network; nothing leaves the device")),
                .text(words("The event log keeps no message text unless this is on:")), .toggle(.logMessageText),
            ] + handOverItems
        }
    }

    /// Which line and keys are a switch (A2), as the draft sets them: the board profile's line for it, or for the
    /// other switch where the lines are swapped, and the keys of the chosen USB switch keys (the runtime's key map,
    /// `KeyButtonMap.switches(for:)`).
    func switchLineWords(_ button: PhysicalButton) -> String {
        let buttons = (settingsScreen?.draft ?? settings).buttons
        let line = deviceFacts.switchLines[buttons.role(ofLine: button)].map { words("line %d", "\($0)") }
        let keys = words(buttons.switchKeys.keyWords(for: button))
        return words(
            "%1$s: %2$s, or key %3$s", words(button.words), line ?? words("no line in the board profile"), keys)
    }

    /// About's line on the big physical buttons (H9).
    var buttonsAbout: String {
        guard !missingButtons.isEmpty else { return words("Buttons: no fault found") }
        let names = [PhysicalButton.yes, .no, .getAttention].filter { missingButtons.contains($0) }.map {
            words($0.words)
        }
        return words("Buttons not working: %s", names.joined(separator: words(", ", context: "list separator")))
    }

    /// About's line on the voices and their licences (S6): espeak-ng's always, SVOX Pico's where the device has its
    /// voices (whose data Debian ships without source, in its non-free section).
    var voicesAbout: String {
        let natural = deviceFacts.voices.contains { $0.lowercased().hasSuffix(VoiceNames.picoSuffix) }
        return natural
            ? words("Voices: espeak-ng (GPL 3), SVOX Pico (Apache 2, data without source)")
            : words("Voices: espeak-ng (GPL 3) only")
    }

    /// The row an item shows as, from the draft.
    func settingsRow(_ item: SettingsItem, _ screen: SettingsScreen) -> SettingsRow {
        let draft = screen.draft
        switch item {
        case .open(let page):
            if page == .familySetup, checkInDue(draft) {
                return SettingsRow(words("Family Setup: time to check"), .open(page))
            }
            return SettingsRow(words(page.rowName), .open(page))
        case .access(let method):
            return SettingsRow(words(method.answer), .option(isChosen: draft.accessMethod == method))
        case .lastButton:
            return SettingsRow(
                words("Last pressed: %s", screen.lastButton.map { words($0.words) } ?? words("none yet")), .info)
        case .buttonTested(let button):
            let tested = screen.testedButtons.contains(button)
            // A tick, not a colour, says it works (H8's rule, in Settings).
            let name = words(button.words)
            return SettingsRow(tested ? words("✓ %s works", name) : words("%s: press it once", name), .info)
        case .trySpeech: return SettingsRow(words("Try the voice"), .action)
        case .tryTone: return SettingsRow(words("Try the alert briefly"), .action)
        case .voiceName:
            let voices = voiceChoices(draft)
            let index = voices.firstIndex(of: spokenVoice(draft)) ?? 0
            return SettingsRow(
                words("Voice: %s", VoiceNames.spoken(spokenVoice(draft))),
                .stepper(canDown: index > 0, canUp: index < voices.count - 1))
        case .stepper(let name):
            let stepper = name.stepper
            let draft = name == .language ? languageShown(draft) : draft
            return SettingsRow(
                stepper.label(draft, words),
                .stepper(
                    canDown: stepper.stepped(draft, up: false) != nil, canUp: stepper.stepped(draft, up: true) != nil))
        case .toggle(let name):
            let isOn = name.isOn(draft)
            return SettingsRow(
                words("%1$s: %2$s", words(name.name), isOn ? words("On") : words("Off")), .toggle(isOn: isOn))
        case .done: return SettingsRow(words("Done"), .action)
        // Words kept as data (marked `msgid`) are looked up as they are shown; words made up of a name, a file or a
        // number are not in the catalog and show as they are.
        case .text(let text): return SettingsRow(words(text), .info)
        case .phrase(let edit): return shown(phraseRow(edit, screen))
        case .handOver(.start): return SettingsRow(words(HandOverWords.start), .action)
        case .handOver(.cancel): return SettingsRow(words(HandOverWords.cancel), .action)
        case .handOver(.erase): return SettingsRow(words(HandOverWords.erase), .action)
        case .handOver(.eraseAddedPhrases):
            return SettingsRow(HandOverWords.eraseAdded(editedBoard.addedForPersonCount, words), .action)
        case .stick(let item): return shown(stickRow(item, screen))
        case .update(let item): return updateRow(item)
        }
    }

    /// `draft` with the language the screen shows in it: until one is chosen, the board's where the device has its
    /// words, so the Language row names the language its words are in and steps on from there (L1).
    func languageShown(_ draft: Settings) -> Settings {
        var shown = draft
        shown.language = screenLanguage(draft)
        return shown
    }

    /// `row` with its words in the screen's language where they are one of the editor's and the stick's fixed
    /// words; a phrase or a file name that happens to be the same English words stays as it was written.
    func shown(_ row: SettingsRow) -> SettingsRow {
        guard Self.fixedRowWords.contains(row.label) else { return row }
        var row = row
        row.label = words(row.label)
        return row
    }

    /// The fixed words of the Phrases editor's, the recording's and the USB stick's rows.
    static let fixedRowWords: Set<String> = [
        PhraseWords.note, PhraseWords.categories, PhraseWords.emergency, PhraseWords.moveUp, PhraseWords.moveDown,
        PhraseWords.delete, PhraseWords.lastCategory, PhraseWords.lastEmergency, PhraseWords.lastPhrase,
        RecordWords.record, RecordWords.recordAgain, RecordWords.stop, RecordWords.hear, RecordWords.keep,
        RecordWords.discard, RecordWords.recording, RecordWords.keeping, RecordWords.noMicrophone,
        RecordWords.discarded, LabelWords.addPhrase, LabelWords.addCategory, LabelWords.addEmergency,
        LabelWords.rename, LabelWords.help, LabelWords.save, StickWords.none, StickWords.busy, StickWords.pulled,
        StickWords.exportBoard, StickWords.exportLog, StickWords.exportBackup, SettingsPage.phrases.title,
    ]

    /// The voices to step through: those installed that speak the language phrases are spoken in (the board's, L2,
    /// or the staff's, L6), and the draft's own if it is not among them.
    func voiceChoices(_ draft: Settings) -> [String] {
        let language = phraseLanguage(draft).language
        var voices = deviceFacts.voices.filter { LanguageVoices.language(ofVoice: $0) == language }
        if !voices.contains(spokenVoice(draft)) { voices.insert(spokenVoice(draft), at: 0) }
        return voices
    }

    /// The voice the board is spoken in with `draft`: the chosen one, or its language's when it speaks another.
    func spokenVoice(_ draft: Settings) -> String {
        LanguageVoices.voice(draft.voice.voice, for: phraseLanguage(draft))
    }
}

extension SettingsPage {
    /// The words of the row that opens this page.
    var rowName: String {
        switch self {
        case .familySetup: msgid("Family Setup")
        case .setUpAccess: msgid("Set Up Step by Step")
        case .setUpButtons: msgid("Next: Test the buttons")
        case .setUpSound: msgid("Next: Test the sound")
        default: title
        }
    }
}

extension HomeState {
    /// The sizes Home's controls got, from the layout's last answer (A4), for About and the step-by-step set-up:
    /// "Targets: 15 mm (switches)", or what the panel could not give. Nil until the layout answered, or where
    /// nothing fits at any size.
    var targetsAbout: String? {
        guard let room = homeRoom, room.targetMillimetres > 0 else { return nil }
        let method = settings.effectiveAccessMethod
        let wanted = method.minimumMillimetres
        let words = self.words
        let size = Self.millimetres(room.targetMillimetres, words)
        var line =
            room.targetMillimetres + 0.01 < wanted
            ? words(
                "Targets: %1$s — the panel has no room for %2$s (%3$s)", size, Self.millimetres(wanted, words),
                words(method.words))
            : words("Targets: %1$s (%2$s)", size, words(method.words))
        if room.keyMillimetres > 0 && room.keyMillimetres + 0.01 < room.targetMillimetres {
            line += words("; keys %s", Self.millimetres(room.keyMillimetres, words))
        }
        return line
    }

    /// `targetsAbout` as a row, or none.
    var targetsItems: [SettingsItem] { targetsAbout.map { [SettingsItem.text($0)] } ?? [] }

    /// "15 mm", "6.5 mm".
    static func millimetres(_ value: Double, _ words: Catalog = .english) -> String {
        let tenths = Int((value * 10).rounded())
        let point = words(".", context: "decimal separator")
        return words("%s mm", tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10)\(point)\(tenths % 10)")
    }
}

extension AccessMethod {
    /// The method in a few words: "switches", "eye tracking".
    var words: String {
        switch self {
        case .touch: msgid("touch")
        case .switches: msgid("switches")
        case .headPointing: msgid("head pointing")
        case .eyeTracking: msgid("eye tracking")
        }
    }
}
