import BricksonCore
import BricksonFakes
import Testing

/// Settings > Phrases, typed on the device (C1): a phrase, a category or an emergency phrase added, or an item's
/// words changed, with the on-screen keyboard, a USB keyboard or a switch; the editor's own words, never the
/// message; refused in words where Home could not show them; saved at once and shown at Back to Talking.
@Suite struct LabelEditingTests {
    typealias Editing = PhraseEditingTests
    static let board = StarterContent.board

    /// Settings > Phrases open over a message and Put Back's copy, with the sound engine started.
    static func inPhrases() -> HomeDriver {
        var home = HomeDriver(
            settings: Settings(accessMethod: .touch, familySetupCheckedDay: 20_000), message: "I'm in pain",
            putBack: "Call the nurse")
        home.send { .soundEngineStarted(at: $0) }
        home.choose(.settings)
        home.state = SettingsTests.opened(.phrases, home)
        return home
    }

    /// Types `text` on Phrases' on-screen keyboard, one key a choice.
    @discardableResult
    static func type(_ home: inout HomeDriver, _ text: String) -> [Effect] {
        var effects: [Effect] = []
        for character in text.lowercased() {
            effects += home.choose(.key(character == " " ? .space : .character(character)))
        }
        return effects
    }

    static func prepared(_ effects: [Effect]) -> [Board] {
        effects.compactMap { if case .prepareSpeech(let board, _) = $0 { board } else { nil } }
    }

    @Test func C1_aPhraseIsTypedIntoItsOwnDraftSavedAtOnceAndShownOnlyAtBackToTalking() {
        var home = Self.inPhrases()
        let homeBefore = home.state.view
        let category = Self.board.categories[0]
        Editing.tap(&home, category.name + ":")
        Editing.tap(&home, LabelWords.addPhrase)
        #expect(home.state.isTypingLabel)
        #expect(home.state.settingsView?.rows == [], "the keyboard takes the rows' place")
        Self.type(&home, "I want my glasses")
        #expect(home.state.settingsView?.typing == "New phrase: i want my glasses_")
        let effects = home.choose(.key(.enter))
        let saved = Editing.savedBoards(effects)
        #expect(
            saved.map { $0.categories[0].phrases.map(\.text) } == [category.phrases.map(\.text) + ["i want my glasses"]]
        )
        #expect(Self.prepared(effects) == saved, "prepared for speech at once, before Home shows it (S2)")
        #expect(!home.state.isTypingLabel)
        #expect(Editing.labels(home).contains("i want my glasses"), "back on the list, the new phrase in its place")
        #expect(home.state.message == "I'm in pain" && home.state.view.canPutBack, "the message is never touched")
        #expect(home.state.board == Self.board && home.state.view == homeBefore, "nothing on Home moves meanwhile")
        home.choose(.backToTalking)
        #expect(home.state.view.phrases.last == "i want my glasses", "H3: the new board at once")
        #expect(home.state.message == "I'm in pain")
        let ids = home.state.board.categories.flatMap { $0.phrases.map(\.id) } + home.state.board.emergency.map(\.id)
        #expect(Set(ids).count == ids.count, "the new phrase has an id of its own (speech cache, clips)")
    }

    @Test func C1_aCategoryForPeopleIsAddedWithItsFirstPhraseAndAPhraseIsRenamed() {
        var home = Self.inPhrases()
        Editing.tap(&home, PhraseWords.categories)
        Editing.tap(&home, LabelWords.addCategory)
        #expect(
            Editing.savedBoards(Self.type(&home, "Family") + home.choose(.key(.enter))).isEmpty,
            "a category never shows without a phrase: its first phrase is asked for next")
        #expect(home.state.settingsView?.typing == "First phrase of family: _")
        let saved = Editing.savedBoards(Self.type(&home, "Call Anna") + home.choose(.key(.enter)))
        #expect(saved.last?.categories.last?.name == "family")
        #expect(saved.last?.categories.last?.phrases.map(\.text) == ["call anna"])

        // The emergency phrases' words changed: a rename keeps the phrase's place and id and drops its clip.
        home.choose(.settingsBack)
        Editing.tap(&home, PhraseWords.emergency)
        let first = Self.board.emergency[0]
        Editing.tap(&home, first.text)
        Editing.tap(&home, LabelWords.rename)
        #expect(home.state.settingsView?.typing == "New words: \(first.text)_", "the words to change start typed")
        for _ in first.text { home.choose(.key(.backspace)) }
        let renamed = Editing.savedBoards(Self.type(&home, "I cannot breathe") + home.choose(.key(.enter)))
        #expect(renamed.last?.emergency[0] == Phrase(id: first.id, text: "i cannot breathe"))
        home.choose(.backToTalking)
        #expect(home.state.view.categories.last == "family")
        #expect(home.state.board.emergency[0].text == "i cannot breathe")
    }

    @Test(arguments: [
        ("", "Not kept: there are no words yet."),
        ("water", "Not kept: “water” is already in this list."),
        ("yes", "Not kept: “yes” is the name of a button on Home."),
        (
            "stop",
            "Not kept: “stop” is the name of the button that ends the alert, and the two could be taken for each other. "
                + "Add a word, such as “please”."
        ),
    ])
    func C1_wordsHomeCouldNotShowAreRefusedInWordsAndChangeNothing(words: String, refusal: String) {
        var home = Self.inPhrases()
        var board = Self.board
        board.categories[0].phrases[0].text = "Water"
        home = HomeDriver(state: HomeState(board: board, settings: home.state.settings, at: home.now), now: home.now)
        home.choose(.settings)
        home.state = SettingsTests.opened(.phrases, home)
        Editing.tap(&home, board.categories[0].name + ":")
        Editing.tap(&home, LabelWords.addPhrase)
        let effects = Self.type(&home, words) + home.choose(.key(.enter))
        #expect(Editing.savedBoards(effects).isEmpty)
        #expect(HomeDriver.announced(effects) == [refusal], "said as well as shown")
        #expect(home.state.settingsView?.footLine == refusal)
        #expect(home.state.isTypingLabel, "still typing: the words can be put right")
        home.choose(.key(.character("x")))
        #expect(home.state.settingsView?.footLine == LabelWords.help, "the next key clears the refusal")
    }

    @Test func C1_aKeyPastTheLimitIsRefusedAloudAndBackLeavesWithoutAChange() {
        var home = Self.inPhrases()
        Editing.tap(&home, PhraseWords.categories)
        Editing.tap(&home, LabelWords.addCategory)
        Self.type(&home, String(repeating: "a", count: EditedLabelRules.categoryCharacters))
        let refused = home.choose(.key(.character("b")))
        #expect(HomeDriver.announced(refused) == ["Full: at most \(EditedLabelRules.categoryCharacters) letters."])
        #expect(
            home.state.settingsView?.typing?.count == "New category: ".count + EditedLabelRules.categoryCharacters + 1)
        let back = home.choose(.settingsBack)
        #expect(Editing.savedBoards(back).isEmpty && !home.state.isTypingLabel)
        #expect(Editing.labels(home).first == LabelWords.addCategory, "back on the list it was typed from")
        #expect(home.state.settingsScreen.map { _ in home.state.board } == Self.board)
    }

    @Test func C1_aUSBKeyboardTypesIntoTheEditorAndNeverIntoTheMessage() {
        var home = Self.inPhrases()
        Editing.tap(&home, PhraseWords.emergency)
        // Before any typing starts, keys do nothing in Settings: not the message, not a row.
        #expect(home.send { .keyTyped(.character("z"), at: $0) }.isEmpty)
        Editing.tap(&home, LabelWords.addEmergency)
        for character in "Help me" {
            home.send { .keyTyped(character == " " ? .space : .character(character), at: $0) }
        }
        let saved = Editing.savedBoards(home.send { .keyTyped(.enter, at: $0) })
        #expect(saved.last?.emergency.last?.text == "Help me", "capitals as the USB keyboard typed them")
        #expect(home.state.message == "I'm in pain")
        home.choose(.backToTalking)
        #expect(home.state.message == "I'm in pain" && home.state.board.emergency.last?.text == "Help me")
    }

    @Test func C1_D8_aUSBKeyboardCannotTypeADirectionControlOrAPileOfMarksIntoTheEditor() {
        var home = Self.inPhrases()
        Editing.tap(&home, PhraseWords.emergency)
        Editing.tap(&home, LabelWords.addEmergency)
        // An override would show "Help" while the voice says "pleH"; dead keys send marks one by one.
        let keys = ["\u{202E}"] + "Help".map(String.init) + Array(repeating: "\u{0301}", count: 40)
        for key in keys { home.send { .keyTyped(.character(Character(key)), at: $0) } }
        let saved = Editing.savedBoards(home.send { .keyTyped(.enter, at: $0) })
        #expect(saved.last?.emergency.last?.text == "Help" + String(repeating: "\u{0301}", count: 15))
    }

    @Test func C1_A2_aSwitchUserTypesAPhraseRowByRowOnPhrasesKeyboard() {
        let screen = LayoutFixtures.panels[1].screen
        let settings = Settings(
            buttons: ButtonSettings(switchCount: 2, scanMode: .step), accessMethod: .switches,
            familySetupCheckedDay: 20_000)
        var home = SettingsTests.inSettings(settings)
        for row in ["Phrases", PhraseWords.emergency, LabelWords.addEmergency] {
            Editing.switchTo(&home, row, on: screen)
        }
        #expect(home.state.isTypingLabel)
        let groups = SettingsLayoutTests.scene(home.state, screen).scanGroups
        home.send { [typeAvailable = home.state.typeAvailable] in
            .sceneLaidOut(typeAvailable: typeAvailable, scanGroups: groups, at: $0)
        }
        func press(_ button: PhysicalButton) -> [Effect] {
            home.setLine(button, pressed: true) + home.advance(by: .milliseconds(100))
                + home.setLine(button, pressed: false) + home.advance(by: .milliseconds(100))
        }
        /// Move until `control` is highlighted alone (or its row holds it), then Select.
        func pick(_ highlight: (([ControlID]) -> Bool)) -> [Effect] {
            for _ in 0..<40 where !highlight(home.state.settingsView!.scanHighlight) { _ = press(.switchMove) }
            #expect(highlight(home.state.settingsView!.scanHighlight))
            return press(.switchSelect)
        }
        var effects: [Effect] = []
        for key in [Key.character("h"), .character("i"), .enter] {
            let row = OnScreenKeyboard.rows.firstIndex { $0.contains { $0.key == key } }!
            if home.state.settingsView!.scanHighlight.count > 12 || home.state.settingsView!.scanHighlight.isEmpty
                || !home.state.settingsView!.scanHighlight.allSatisfy(\.isKey)
            {
                effects += pick { $0.count > 12 && $0.contains(.key(key)) }
            }
            effects += pick { $0 == OnScreenKeyboard.rows[row].map { ControlID.key($0.key) } }
            effects += pick { $0 == [.key(key)] }
        }
        #expect(Editing.savedBoards(effects).last?.emergency.last?.text == "hi")
    }
}

extension ControlID {
    var isKey: Bool { if case .key = self { true } else { false } }
}

/// Words are kept only where Home can show them whole (V1, H3): the layout's own fit rule, asked at Save; and
/// Phrases' keyboard in Settings.
@Suite struct LabelEditingLayoutTests {
    static let measurer = LayoutFixtures.measurer

    /// Adds an emergency phrase with `fitScreen` answering the layout's check.
    static func addEmergency(_ words: String, on panel: LayoutFixtures.Panel, bold: Bool = false) -> (
        HomeDriver, [Effect]
    ) {
        var home = HomeDriver(
            settings: Settings(
                display: DisplaySettings(bold: bold), accessMethod: .touch, familySetupCheckedDay: 20_000))
        home.fitScreen = panel.screen
        home.choose(.settings)
        home.state = SettingsTests.opened(.phrases, home)
        PhraseEditingTests.tap(&home, PhraseWords.emergency)
        PhraseEditingTests.tap(&home, LabelWords.addEmergency)
        let effects = LabelEditingTests.type(&home, words) + home.choose(.key(.enter))
        return (home, effects)
    }

    /// A phrase past the places Home has is refused like words too long for theirs (C1, H1): an editor cannot grow a
    /// list until Home cuts it, or cuts every other list to fewer places.
    @Test func C1_H1_aPhraseHomeHasNoPlaceForIsRefusedAndEveryKeptBoardShowsWhole() {
        let panel = LayoutFixtures.panels[0]
        var home = HomeDriver(settings: Settings(accessMethod: .touch, familySetupCheckedDay: 20_000))
        home.fitScreen = panel.screen
        home.choose(.settings)
        home.state = SettingsTests.opened(.phrases, home)
        PhraseEditingTests.tap(&home, PhraseWords.emergency)
        var refused: String?
        for number in 1...40 where refused == nil {
            PhraseEditingTests.tap(&home, LabelWords.addEmergency)
            let words = "extra \(number)"
            let effects = LabelEditingTests.type(&home, words) + home.choose(.key(.enter))
            for board in PhraseEditingTests.savedBoards(effects) {
                let shortfall = HomeRoom.firstShortfall(
                    of: board, on: panel.screen, display: DisplaySettings(), methods: [.touch], measurer: Self.measurer)
                #expect(shortfall == nil, "kept a board Home cuts: \(String(describing: shortfall))")
            }
            if HomeDriver.announced(effects).contains(LabelWords.doesNotFit(words)) {
                refused = words
                home.choose(.settingsBack)
            }
        }
        #expect(refused != nil, "a list grew past every place Home has")
    }

    @Test func C1_V1_wordsHomeCannotShowWholeAreRefusedByTheLayoutsOwnRule() {
        // Six-letter words pack worst into a portrait panel's narrow phrase places: 34 letters do not fit there.
        let words = "wwwwww wwwwww wwwwww wwwwww wwwwww"
        let portrait = LayoutFixtures.panels[4]
        let (refused, effects) = Self.addEmergency(words, on: portrait)
        #expect(PhraseEditingTests.savedBoards(effects).isEmpty)
        #expect(HomeDriver.announced(effects) == [LabelWords.doesNotFit(words)])
        #expect(refused.state.settingsView?.footLine == LabelWords.doesNotFit(words))
        #expect(refused.state.isTypingLabel, "still typing: fewer or shorter words can be tried")
        // The same words fit a 10-inch panel's places: kept there, and shown whole.
        let large = LayoutFixtures.panels[2]
        var (kept, keptEffects) = Self.addEmergency(words, on: large)
        #expect(PhraseEditingTests.savedBoards(keptEffects).last?.emergency.last?.text == words)
        kept.choose(.backToTalking)
        kept.choose(.emergency)
        let scene = layout(kept.state.view, screen: large.screen, measurer: Self.measurer)
        let control = scene.controls.first { $0.label == words }!
        let padding = LabelMetrics.padding(pixelsPerMillimetre: large.screen.pixelsPerMillimetre)
        #expect(
            LabelMetrics.fits(
                words, in: control.frame, fontSize: control.fontSize, bold: false, hasIcon: false, padding: padding,
                measurer: Self.measurer), "H3, V1: the new phrase shows whole at once")
    }

    @Test func C1_V1_theFitCheckAgreesWithTheLayoutsKnownLimits() {
        let board = StarterContent.board
        for panel in LayoutFixtures.panels where !LayoutLabelTests.squeezed.contains(panel.name) {
            for bold in [false, true] {
                let settings = Settings(display: DisplaySettings(bold: bold), accessMethod: .touch)
                let misfits = HomeFit.misfits(of: board, settings: settings, on: panel.screen, measurer: Self.measurer)
                let known = bold && LayoutLabelTests.narrowPhrasesInBold.contains(panel.name)
                #expect(misfits.isEmpty != known, "\(panel), bold \(bold): \(misfits)")
            }
        }
    }

    @Test(arguments: LayoutFixtures.panels)
    func C1_T1_phrasesKeyboardTakesTheRowsPlaceAndIsAsLargeAsHomes(panel: LayoutFixtures.Panel) {
        for access in LayoutFixtures.accessChoices {
            var home = LabelEditingTests.inPhrases()
            home.state = HomeState(
                board: home.state.board, settings: Settings(accessMethod: access, familySetupCheckedDay: 20_000),
                at: home.now)
            home.choose(.settings)
            home.state = SettingsTests.opened(.phrases, home)
            PhraseEditingTests.tap(&home, PhraseWords.emergency)
            PhraseEditingTests.tap(&home, LabelWords.addEmergency)
            let scene = SettingsLayoutTests.scene(home.state, panel.screen)
            let keys = scene.controls.filter { $0.role == .key }
            #expect(keys.map(\.id) == OnScreenKeyboard.keys.map { .key($0) })
            #expect(keys.first { $0.id == .key(.enter) }?.label == LabelWords.save)
            #expect(scene.scanGroups.last == keys.map(\.id), "one group, scanned row-column (A2)")
            let others = scene.controls.filter { $0.role != .key }
            for key in keys {
                #expect(key.frame.minX >= 0 && key.frame.maxX <= panel.screen.pixels.width)
                #expect(key.frame.minY >= 0 && key.frame.maxY <= panel.screen.pixels.height)
                #expect(others.allSatisfy { $0.frame.overlap(key.frame) == nil }, "\(key.id) covers nothing")
                #expect(keys.allSatisfy { $0.id == key.id || $0.frame.overlap(key.frame) == nil })
            }
            var typing = HomeDriver(settings: Settings(accessMethod: access))
            typing.send { .sceneLaidOut(typeAvailable: true, scanGroups: [], at: $0) }
            typing.choose(.type)
            let homeKeys = SettingsLayoutTests.homeScene(typing.state, panel.screen).controls.filter { $0.role == .key }
            let homeKey = homeKeys.first { $0.id == .key(.character("q")) }!.frame
            let key = keys.first { $0.id == .key(.character("q")) }!.frame
            #expect(
                key.width >= homeKey.width - 1 && key.height >= homeKey.height - 1,
                "\(panel) \(String(describing: access)) \(key) \(homeKey)")
        }
    }
}
