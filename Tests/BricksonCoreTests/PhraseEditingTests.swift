import BricksonCore
import BricksonFakes
import Testing

/// Settings > Phrases, arranged on the device (C1): move and delete phrases, categories and emergency phrases, undo
/// a delete, each change saved at once, nothing on Home moving until Back to Talking, and then the new board at once.
@Suite struct PhraseEditingTests {
    static let board = StarterContent.board

    /// Settings > Phrases open, the board untouched.
    static func inPhrases() -> HomeDriver {
        var home = SettingsTests.inSettings(Settings(accessMethod: .touch, familySetupCheckedDay: 20_000))
        home.state = SettingsTests.opened(.phrases, home)
        return home
    }

    /// Chooses the row whose words start with `prefix`; fails the test if there is none.
    @discardableResult
    static func tap(_ home: inout HomeDriver, _ prefix: String) -> [Effect] {
        guard let index = SettingsTests.row(home, prefix) else {
            Issue.record("no row \"\(prefix)\" in \(home.state.settingsView!.rows.map(\.label))")
            return []
        }
        return home.choose(.settingsRow(index))
    }

    static func savedBoards(_ effects: [Effect]) -> [Board] {
        effects.compactMap { if case .saveBoard(let board) = $0 { board } else { nil } }
    }

    static var labels: (HomeDriver) -> [String] { { $0.state.settingsView!.rows.map(\.label) } }

    /// A list's item rows: its labels without Undo and Add (which come first).
    static func items(_ home: HomeDriver) -> [String] {
        let adds = [LabelWords.addPhrase, LabelWords.addCategory, LabelWords.addEmergency]
        return labels(home).filter { !$0.hasPrefix("Undo") && !adds.contains($0) }
    }

    /// Chooses a list's first item.
    static func chooseFirstItem(_ home: inout HomeDriver) {
        home.choose(.settingsRow(labels(home).count - items(home).count))
    }

    @Test func C1_phrasesListsEveryListAndEachListItsItems() {
        var home = Self.inPhrases()
        let rows = Self.labels(home)
        #expect(rows.contains(PhraseWords.categories) && rows.contains(PhraseWords.emergency))
        for category in Self.board.categories {
            #expect(rows.contains("\(category.name): \(category.phrases.count) phrases"))
        }
        Self.tap(&home, PhraseWords.emergency)
        #expect(Self.items(home) == Self.board.emergency.map(\.text))
        home.choose(.settingsBack)
        Self.tap(&home, PhraseWords.categories)
        #expect(Self.items(home) == Self.board.categories.map(\.name))
        home.choose(.settingsBack)
        home.choose(.settingsBack)
        #expect(home.state.settingsView?.page == .settings, "Back leaves Phrases from its first page")
    }

    @Test func C1_aPhraseMovesUpAndDownIsSavedAtOnceAndNothingOnHomeMovesUntilBack() {
        var home = Self.inPhrases()
        let homeBefore = home.state.view
        let category = Self.board.categories[0]
        Self.tap(&home, category.name + ":")
        Self.tap(&home, category.phrases[1].text)
        #expect(Self.labels(home).first == "Chosen: \(category.phrases[1].text)")
        let saved = Self.savedBoards(Self.tap(&home, PhraseWords.moveUp))
        let moved = [category.phrases[1], category.phrases[0]] + category.phrases.dropFirst(2)
        #expect(saved.map { $0.categories[0].phrases } == [Array(moved)], "saved at once (D4)")
        // Now first: Move up can go no further and is not a button.
        let upRow = Self.labels(home).firstIndex { $0.hasPrefix(PhraseWords.moveUp) }!
        #expect(home.state.settingsView!.rows[upRow].kind == .info)
        #expect(home.choose(.settingsRow(upRow)).isEmpty)
        // Home still holds the board as it was: nothing on Home moves while editing.
        #expect(home.state.board == Self.board)
        #expect(home.state.view == homeBefore)
        Self.tap(&home, PhraseWords.moveDown)
        Self.tap(&home, PhraseWords.moveDown)
        let effects = home.choose(.backToTalking)
        let expected = [category.phrases[0], category.phrases[2], category.phrases[1]] + category.phrases.dropFirst(3)
        #expect(home.state.board.categories[0].phrases == Array(expected), "the new board shows at Back to Talking")
        #expect(home.state.view.phrases == expected.map(\.text), "H3: Home shows the new board at once, in order")
        #expect(Self.savedBoards(effects).last?.categories[0].phrases == Array(expected))
    }

    @Test func C1_aDeleteCanBeUndoneAndTheLastOfAListIsRefusedInWords() {
        var home = Self.inPhrases()
        Self.tap(&home, PhraseWords.emergency)
        let first = Self.board.emergency[0]
        Self.tap(&home, first.text)
        let saved = Self.savedBoards(Self.tap(&home, PhraseWords.delete))
        #expect(saved.map(\.emergency) == [Array(Self.board.emergency.dropFirst())])
        #expect(!Self.labels(home).contains(first.text))
        #expect(Self.labels(home).first == PhraseWords.undo(first.text), "Undo first: on the first rows")
        let undone = Self.savedBoards(Self.tap(&home, "Undo delete"))
        #expect(undone == [Self.board], "Undo puts it back where it was, and is saved at once")
        #expect(!Self.labels(home).contains { $0.hasPrefix("Undo") })

        // Delete emergency phrases down to the last one: that one stays, and the carer is told why.
        Self.tap(&home, PhraseWords.emergency)
        for _ in 1..<Self.board.emergency.count {
            Self.chooseFirstItem(&home)
            Self.tap(&home, PhraseWords.delete)
        }
        #expect(Self.items(home).count == 1)
        Self.chooseFirstItem(&home)
        #expect(Self.savedBoards(Self.tap(&home, PhraseWords.delete)).isEmpty, "refused: nothing changed")
        #expect(Self.labels(home).first == PhraseWords.lastEmergency)
        home.choose(.backToTalking)
        #expect(home.state.board.emergency.count == 1)
    }

    @Test func C1_aCategoryIsDeletedAndHomeSelectsOneThatIsThere() {
        let last = Self.board.categories.count - 1
        var home = HomeDriver(settings: Settings(accessMethod: .touch, familySetupCheckedDay: 20_000))
        home.choose(.category(last))
        #expect(home.state.selectedCategory == last)
        home.choose(.settings)
        home.state = SettingsTests.opened(.phrases, home)
        Self.tap(&home, PhraseWords.categories)
        Self.tap(&home, Self.board.categories[last].name)
        Self.tap(&home, PhraseWords.delete)
        #expect(Self.items(home) == Self.board.categories.dropLast().map(\.name))
        #expect(home.state.selectedCategory == last, "Home untouched while editing")
        home.choose(.backToTalking)
        #expect(home.state.board.categories == Array(Self.board.categories.dropLast()))
        #expect(home.state.view.categories == Self.board.categories.dropLast().map(\.name))
        #expect(home.state.selectedCategory == 0, "the selected category went: the first is shown")
    }

    @Test func C1_theLastPhraseOfACategoryIsRefusedInWords() {
        var board = Self.board
        board.categories[0].phrases = [board.categories[0].phrases[0]]
        var home = HomeDriver(board: board, settings: Settings(accessMethod: .touch))
        home.choose(.settings)
        home.state = SettingsTests.opened(.phrases, home)
        Self.tap(&home, board.categories[0].name + ":")
        Self.chooseFirstItem(&home)
        #expect(Self.savedBoards(Self.tap(&home, PhraseWords.delete)).isEmpty)
        #expect(Self.labels(home).first == PhraseWords.lastPhrase)
    }
}

extension PhraseEditingTests {
    /// Two switches, Move steps and Select chooses: the highlight is moved to the row labelled `prefix` on the
    /// scene as laid out, and chosen.
    @discardableResult
    static func switchTo(_ home: inout HomeDriver, _ prefix: String, on screen: Screen) -> [Effect] {
        let groups = SettingsLayoutTests.scene(home.state, screen).scanGroups
        home.send { [typeAvailable = home.state.typeAvailable] in
            .sceneLaidOut(typeAvailable: typeAvailable, scanGroups: groups, at: $0)
        }
        guard let row = SettingsTests.row(home, prefix), groups.contains([.settingsRow(row)]) else {
            Issue.record("no row \"\(prefix)\" to scan to")
            return []
        }
        for _ in 0..<groups.count where home.state.settingsView!.scanHighlight != [.settingsRow(row)] {
            home.setLine(.switchMove, pressed: true)
            home.advance(by: .milliseconds(100))
            home.setLine(.switchMove, pressed: false)
            home.advance(by: .milliseconds(100))
        }
        #expect(home.state.settingsView!.scanHighlight == [.settingsRow(row)], "\(prefix)")
        var effects = home.setLine(.switchSelect, pressed: true)
        effects += home.advance(by: .milliseconds(100))
        effects += home.setLine(.switchSelect, pressed: false)
        effects += home.advance(by: .milliseconds(100))
        return effects
    }

    @Test func C1_A2_aSwitchUserDeletesAnEmergencyPhraseAndUndoesIt() {
        let screen = LayoutFixtures.panels[1].screen
        let settings = Settings(
            buttons: ButtonSettings(switchCount: 2, scanMode: .step), accessMethod: .switches,
            familySetupCheckedDay: 20_000)
        var home = SettingsTests.inSettings(settings)
        let first = Self.board.emergency[0].text
        for row in ["Phrases", PhraseWords.emergency, first] { Self.switchTo(&home, row, on: screen) }
        let deleted = Self.savedBoards(Self.switchTo(&home, PhraseWords.delete, on: screen))
        #expect(deleted.map { $0.emergency.map(\.text) } == [Self.board.emergency.dropFirst().map(\.text)])
        #expect(Self.savedBoards(Self.switchTo(&home, "Undo delete", on: screen)) == [Self.board])
    }
}
