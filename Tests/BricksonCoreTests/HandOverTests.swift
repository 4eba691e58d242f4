import BricksonCore
import BricksonFakes
import Foundation
import Testing

/// C6, New patient, over the pure `update`: a confirmation a resting pointer or a stray switch cannot complete,
/// and an erase of the person's data that keeps the device's.
@Suite struct HandOverTests {
    /// A person's device: their settings, a message and Put Back's copy, learned words, a phrase with a clip.
    static func personsDevice() -> HomeDriver {
        var settings = Settings(accessMethod: .headPointing, messageLimit: 300, familySetupCheckedDay: 20_000)
        settings.voice.volume = 0.5
        settings.voice.alertVolume = 1.0
        settings.voice.rate = 120
        settings.display.textSize = .larger
        var board = StarterContent.board
        board.categories[0].phrases[0].clip = "pain-1.wav"
        var home = HomeDriver(board: board, settings: settings, message: "Tell Anna", putBack: "Margaret")
        home.speechTakesNoTime = true
        home.send { .sceneLaidOut(typeAvailable: true, scanGroups: [], at: $0) }
        home.choose(.type)
        home.choose(.again)  // Speak: prediction learns the words
        home.choose(.phrases)
        home.choose(.settings)
        home.state = SettingsTests.opened(.about, home)
        return home
    }

    static func handedOver(_ effects: [Effect]) -> [Effect] {
        effects.filter { if case .handOver = $0 { true } else { false } }
    }

    static func row(_ home: HomeDriver, _ words: String) -> Int {
        home.state.settingsView!.rows.firstIndex { $0.label == words }!
    }

    @Test func C6_newPatientErasesThePersonsDataAndKeepsTheDevices() {
        var home = Self.personsDevice()
        #expect(!home.state.learned.words.isEmpty)
        let start = Self.row(home, HandOverWords.start)
        #expect(Self.handedOver(home.choose(.settingsRow(start))).isEmpty, "one choice only asks")
        #expect(home.state.settingsView?.footLine == HandOverWords.confirm, "what goes and what stays, in words")
        let effects = home.choose(.settingsRow(Self.row(home, HandOverWords.erase)))
        var kept = Settings()
        kept.voice.volume = 0.5
        kept.voice.alertVolume = 1.0
        kept.messageLimit = 300
        var board = StarterContent.board
        board.categories[0].phrases[0].clip = nil
        let erased = Self.handedOver(effects).compactMap {
            if case .handOver(let settings, let board, _) = $0 { (settings, board) } else { nil }
        }
        #expect(erased.count == 1 && erased.first?.0 == kept && erased.first?.1 == board)
        #expect(home.state.message.isEmpty && !home.state.view.canPutBack)
        #expect(home.state.learned.words.isEmpty, "learned words gone")
        #expect(home.state.settings == kept && home.state.settings.accessMethod == nil)
        #expect(home.state.board == board, "the phrases stay, without the person's recorded voice")
        #expect(home.state.settingsView?.page == .settings, "Settings stays open on its first page")
        #expect(home.state.settingsView?.rows.first?.label == "Family Setup: time to check")
        #expect(HomeDriver.announced(effects).contains(HandOverWords.done))
        home.choose(.backToTalking)
        #expect(home.state.message.isEmpty && home.state.settings == kept)
    }

    @Test func C6_A3_aRestingPointerOrTheSameChoiceAgainCancelsAndDwellNeverErases() {
        var home = Self.personsDevice()
        let start = Self.row(home, HandOverWords.start)
        home.choose(.settingsRow(start))
        // Cancel takes New patient's place: the same choice again (a second tap, a bounce, a dwell) cancels.
        #expect(home.state.settingsView?.rows[start].label == HandOverWords.cancel)
        #expect(Self.handedOver(home.choose(.settingsRow(start))).isEmpty)
        #expect(home.state.settingsView?.rows[start].label == HandOverWords.start)
        home.choose(.settingsRow(start))
        // A head pointer brought to rest on Erase, for as long as anyone likes: no dwell starts, nothing is erased.
        let erase = Self.row(home, HandOverWords.erase)
        var effects = home.send { .pointerMoved(point: Point(x: 300, y: 300), control: .settingsRow(erase), at: $0) }
        effects += home.advance(by: .seconds(30))
        #expect(Self.handedOver(effects).isEmpty)
        #expect(home.state.settingsView?.dwell == nil, "no progress is drawn on Erase")
        #expect(!home.state.message.isEmpty)
        // Resting on Cancel does choose it (dwell works everywhere else).
        effects = home.send { .pointerMoved(point: Point(x: 100, y: 100), control: .settingsRow(start), at: $0) }
        effects += home.advance(by: .seconds(3))
        #expect(home.state.settingsView?.rows[start].label == HandOverWords.start)
        // A deliberate touch on Erase erases.
        home.choose(.settingsRow(start))
        #expect(Self.handedOver(home.tap(.settingsRow(erase))).count == 1)
    }

    @Test func C6_A2_aStrayOrHeldSwitchNeverErases() throws {
        var home = Self.personsDevice()
        home.state = HomeState(
            board: home.state.board,
            settings: Settings(
                buttons: ButtonSettings(switchCount: 2, scanMode: .step), accessMethod: .switches,
                familySetupCheckedDay: 20_000),
            message: "Tell Anna", at: home.now)
        home.choose(.settings)
        home.state = SettingsTests.opened(.about, home)
        home.choose(.settingsRow(Self.row(home, HandOverWords.start)))
        let erase = ControlID.settingsRow(Self.row(home, HandOverWords.erase))
        let (stray, onErase) = try Self.strayPresses(home, before: erase)
        for (place, effects, after) in stray {
            #expect(Self.handedOver(effects).isEmpty, "\(place)")
            #expect(after.state.message == "Tell Anna", "\(place)")
        }
        #expect(Self.handedOver(onErase).count == 1, "with Erase itself highlighted, one Select erases")
    }

    /// A2 with C6 and U3: step scanning (Select chooses, Move steps) on a panel that shows every row of the page
    /// (15.6-inch), `target` in a scanning group of its own. From every place the highlight can be left before
    /// `target` — not scanning yet, or on each group before `target`'s — twenty presses of Select (a tremor, a
    /// knocked switch), and, from each place again, Select held for a minute: what each did, and the driver after
    /// it. Then what one Select does with `target` itself highlighted: the presses were made where a choice of
    /// `target` was one Select away.
    static func strayPresses(
        _ start: HomeDriver, before target: ControlID
    ) throws -> (stray: [(String, [Effect], HomeDriver)], onTarget: [Effect]) {
        var home = start
        let groups = SettingsLayoutTests.scene(home.state, LayoutFixtures.panels[3].screen).scanGroups
        home.send { .sceneLaidOut(typeAvailable: true, scanGroups: groups, at: $0) }
        let targetGroup = try #require(groups.firstIndex(of: [target]), "\(target) alone in a group: \(groups)")
        func press(_ line: PhysicalButton, _ driver: inout HomeDriver) -> [Effect] {
            driver.setLine(line, pressed: true) + driver.advance(by: .milliseconds(120))
                + driver.setLine(line, pressed: false) + driver.advance(by: .milliseconds(120))
        }
        /// The driver with the highlight on group `moves` (Select starts scanning, Move steps), or not scanning.
        func highlighted(_ moves: Int?) -> HomeDriver {
            var driver = home
            guard let moves else { return driver }
            _ = press(.switchSelect, &driver)
            for _ in 0..<moves { _ = press(.switchMove, &driver) }
            return driver
        }
        var stray: [(String, [Effect], HomeDriver)] = []
        for moves in [nil] + Array(0..<targetGroup) {
            let place = moves.map { "highlight on \(groups[$0])" } ?? "not scanning"
            var tremor = highlighted(moves)
            #expect(tremor.state.settingsView != nil && tremor.state.scanGroups == groups, "\(place)")
            var effects: [Effect] = []
            for _ in 0..<20 { effects += press(.switchSelect, &tremor) }
            stray.append(("twenty presses, \(place)", effects, tremor))
            var held = highlighted(moves)
            effects = held.setLine(.switchSelect, pressed: true) + held.advance(by: .seconds(60))
            stray.append(("held for a minute, \(place)", effects, held))
        }
        var deliberate = highlighted(targetGroup)
        return (stray, press(.switchSelect, &deliberate))
    }
}

/// C6: New patient offers to remove the phrases typed in for this person since the last hand-over (a son's name, a
/// category for their family), and what stays after it is the device's.
@Suite struct HandOverAddedPhrasesTests {
    typealias Editing = PhraseEditingTests

    /// A device where the family added "Tom is my son" to the first category and a category "Family" with "Call
    /// Anna", through Settings > Phrases; Settings is open on About.
    static func withAddedPhrases(_ access: AccessMethod = .touch) -> HomeDriver {
        var home = HomeDriver(
            settings: Settings(accessMethod: access, familySetupCheckedDay: 20_000), message: "I'm in pain",
            putBack: "Call the nurse")
        home.send { .soundEngineStarted(at: $0) }
        home.choose(.settings)
        home.state = SettingsTests.opened(.phrases, home)
        Editing.tap(&home, StarterContent.board.categories[0].name + ":")
        Editing.tap(&home, LabelWords.addPhrase)
        LabelEditingTests.type(&home, "Tom is my son")
        home.choose(.key(.enter))
        home.choose(.settingsBack)
        Editing.tap(&home, PhraseWords.categories)
        Editing.tap(&home, LabelWords.addCategory)
        LabelEditingTests.type(&home, "Family")
        home.choose(.key(.enter))
        LabelEditingTests.type(&home, "Call Anna")
        home.choose(.key(.enter))
        while home.state.settingsView?.page != .settings { home.choose(.settingsBack) }
        home.state = SettingsTests.opened(.about, home)
        return home
    }

    static func erasedBoard(_ effects: [Effect]) -> Board? {
        effects.lazy.compactMap { if case .handOver(_, let board, _) = $0 { board } else { nil } }.first
    }

    @Test func C6_newPatientOffersToRemoveThePhrasesAddedForThisPerson() {
        var home = Self.withAddedPhrases()
        home.choose(.settingsRow(HandOverTests.row(home, HandOverWords.start)))
        let offer = HandOverWords.eraseAdded(2, .english)
        #expect(offer == "Erase now, and remove 2 phrases added for them")
        let rows = home.state.settingsView!.rows.map(\.label)
        #expect(Array(rows.suffix(3)) == [HandOverWords.cancel, HandOverWords.erase, offer])
        let effects = home.choose(.settingsRow(HandOverTests.row(home, offer)))
        #expect(Self.erasedBoard(effects) == StarterContent.board, "the board as the device had it, and no more")
        #expect(home.state.board == StarterContent.board)
        #expect(home.state.message.isEmpty && home.state.learned.words.isEmpty, "and the person's data is erased")
    }

    @Test func C6_eraseKeepsTheAddedPhrasesAsTheDevicesAndTheNextHandOverDoesNotOfferThem() {
        var home = Self.withAddedPhrases()
        home.choose(.settingsRow(HandOverTests.row(home, HandOverWords.start)))
        let effects = home.choose(.settingsRow(HandOverTests.row(home, HandOverWords.erase)))
        let kept = Self.erasedBoard(effects)
        #expect(kept?.categories.last?.phrases.map(\.text) == ["call anna"])
        #expect(kept?.categories[0].phrases.last?.text == "tom is my son")
        #expect(kept?.addedForPersonCount == 0, "kept by the carer's choice: the device's phrases from now on")
        #expect(home.state.board == kept)
        home.state = SettingsTests.opened(.about, home)
        home.choose(.settingsRow(HandOverTests.row(home, HandOverWords.start)))
        #expect(home.state.settingsView!.rows.map(\.label).suffix(2) == [HandOverWords.cancel, HandOverWords.erase])
    }

    @Test func C6_A3_dwellNeverChoosesTheRowThatAlsoRemovesPhrases() {
        var home = Self.withAddedPhrases(.headPointing)
        home.choose(.settingsRow(HandOverTests.row(home, HandOverWords.start)))
        let row = HandOverTests.row(home, HandOverWords.eraseAdded(2, .english))
        var effects = home.send { .pointerMoved(point: Point(x: 300, y: 300), control: .settingsRow(row), at: $0) }
        effects += home.advance(by: .seconds(30))
        #expect(Self.erasedBoard(effects) == nil)
        #expect(home.state.settingsView?.dwell == nil, "no progress is drawn on it")
        #expect(home.state.settingsView!.rows.map(\.label)[row] == HandOverWords.eraseAdded(2, .english))
    }

    @Test func C6_removingKeepsHomesRulesAPhraseInEveryListAndACategory() {
        var board = StarterContent.board
        // A category of the device's whose phrases were all replaced by the family's keeps them: Home keeps a phrase
        // in every category.
        board.categories[1].phrases = [
            Phrase(id: "phrase-1", text: "Tom", addedForPerson: true),
            Phrase(id: "phrase-2", text: "Anna", addedForPerson: true),
        ]
        board.categories[0].phrases.append(Phrase(id: "phrase-3", text: "My dog Rex", addedForPerson: true))
        board.emergency = [Phrase(id: "emergency-1", text: "Call my son", addedForPerson: true)]
        let (removed, count) = board.removingAddedForPerson
        #expect(count == 1)
        #expect(removed.categories[0].phrases == StarterContent.board.categories[0].phrases)
        #expect(removed.categories[1].phrases.map(\.text) == ["Tom", "Anna"])
        #expect(removed.emergency.map(\.text) == ["Call my son"], "the emergency list keeps a phrase")

        // Where every category is the family's, they stay: Home keeps a category.
        let own = Board(
            categories: [
                Category(
                    id: "category-1", name: "Family", phrases: [Phrase(id: "p", text: "Tom", addedForPerson: true)],
                    addedForPerson: true)
            ], emergency: StarterContent.board.emergency)
        #expect(own.removingAddedForPerson.board == own && own.removingAddedForPerson.removed == 0)
    }

    @Test func C6_theMarkIsKeptOnDiskOnlyWhereSetAndOlderBoardsReadWithoutIt() throws {
        var board = StarterContent.board
        board.categories[0].phrases.append(Phrase(id: "phrase-1", text: "Tom", addedForPerson: true))
        let json = try JSONEncoder().encode(board)
        #expect(try JSONDecoder().decode(Board.self, from: json) == board)
        let plain = String(decoding: try JSONEncoder().encode(StarterContent.board), as: UTF8.self)
        #expect(!plain.contains("addedForPerson"), "a board with nothing added is stored as before")
        let older = Data(
            #"{"categories":[{"id":"a","name":"A","phrases":[{"id":"1","text":"Hi"}]}],"emergency":[]}"#.utf8)
        let read = try JSONDecoder().decode(Board.self, from: older)
        #expect(read.categories[0].phrases[0].addedForPerson == false && read.categories[0].addedForPerson == false)
    }
}
