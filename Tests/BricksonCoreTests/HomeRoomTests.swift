import BricksonCore
import BricksonFakes
import Testing

/// C4, H1, D6: a board with more than Home has places for on this screen is never shown cut without a word.
@Suite struct HomeRoomTests {
    static func phrases(_ prefix: String, _ count: Int) -> [Phrase] {
        (1...count).map { Phrase(id: "\(prefix)\($0)", text: "\(prefix) \($0)") }
    }

    /// "People" with 14 phrases, "Food" with 3, and 2 emergency phrases.
    static let crowded = Board(
        categories: [
            Category(id: "people", name: "People", phrases: phrases("Person", 14)),
            Category(id: "food", name: "Food", phrases: phrases("Food", 3)),
        ],
        emergency: phrases("Help", 2))

    static let people = "People: Home shows 8 of its 14 phrases on this screen"

    func rows(_ home: inout HomeDriver, page row: Int) -> [String] {
        home.choose(.settings)
        home.choose(.settingsRow(row))
        let labels = home.state.settingsView!.rows.map(\.label)
        home.choose(.backToTalking)
        return labels
    }

    @Test func C4_aCategoryHomeCannotShowWholeIsLoggedOnceAndSaidInSettings() {
        var home = HomeDriver(board: Self.crowded)
        let first = home.send { .homeRoomChecked(HomeRoom(phrases: 8, categories: 3), at: $0) }
        #expect(HomeDriver.logged(first).map(\.detail) == [Self.people])
        #expect(HomeDriver.logged(first).map(\.kind) == [.warning])
        // The same room again (a redraw, another batch): nothing new in the log.
        #expect(HomeDriver.logged(home.send { .homeRoomChecked(HomeRoom(phrases: 8, categories: 3), at: $0) }).isEmpty)
        #expect(rows(&home, page: 4).contains(Self.people))
        #expect(home.state.settingsScreen == nil)
        #expect(rows(&home, page: 7).contains(Self.people))
        // Not on the patient's status line: H9's list is the patient's, and this is the caregiver's to act on.
        #expect(home.state.statusLine == nil)
    }

    @Test func C4_anotherRoomOrBoardIsLoggedAgainAndAWholeBoardSaysNothing() {
        var home = HomeDriver(board: Self.crowded)
        home.send { .homeRoomChecked(HomeRoom(phrases: 8, categories: 3), at: $0) }
        let wider = home.send { .homeRoomChecked(HomeRoom(phrases: 12, categories: 3), at: $0) }
        #expect(HomeDriver.logged(wider).map(\.detail) == ["People: Home shows 12 of its 14 phrases on this screen"])
        let fitting = Board(categories: [Self.crowded.categories[1]], emergency: Self.crowded.emergency)
        #expect(HomeDriver.logged(home.send { .boardReplaced(fitting, at: $0) }).isEmpty)
        #expect(home.state.homeShortfalls.isEmpty)
        #expect(!rows(&home, page: 7).contains { $0.contains("Home shows") })
        let back = home.send { .boardReplaced(Self.crowded, at: $0) }
        #expect(HomeDriver.logged(back).map(\.detail) == ["People: Home shows 12 of its 14 phrases on this screen"])
    }

    @Test func C4_theEmergencyListAndTheCategoriesAreCountedToo() {
        let board = Board(
            categories: (1...5).map { Category(id: "c\($0)", name: "C\($0)", phrases: Self.phrases("P\($0)", 2)) },
            emergency: Self.phrases("Help", 6))
        #expect(
            board.shortfalls(in: HomeRoom(phrases: 4, categories: 4)).map(\.words) == [
                "Emergency: Home shows 4 of its 6 phrases on this screen",
                "Home shows 4 of the board's 5 categories on this screen",
            ])
        #expect(board.shortfalls(in: HomeRoom(phrases: 6, categories: 5)).isEmpty)
    }

    @Test func H1_theRoomIsWhatTheLayoutShows() {
        // A 2.8-inch panel at eye tracking: fewer phrase places than People's 14.
        let screen = Screen(pixels: Size(width: 320, height: 240), millimetres: Size(width: 57, height: 43))
        let measurer = MonospaceMeasurer()
        var settings = Settings()
        settings.accessMethod = .eyeTracking
        let state = HomeState(board: Self.crowded, settings: settings, at: .zero)
        let plan = HomePlan(LayoutInput(state.view, screen: screen), measurer: measurer)
        let scene = layout(state.view, plan: plan, measurer: measurer)
        let shown = scene.controls.filter { $0.role == .phrase }.count
        #expect(shown < 14)
        let found = HomeRoom.firstShortfall(
            of: Self.crowded, on: screen, display: settings.display, methods: [.eyeTracking], measurer: measurer)
        #expect(found?.shortfalls.first == HomeShortfall(list: "People", count: 14, shown: shown))
        #expect(found?.shortfalls.allSatisfy { $0.shown == shown } == true)
        #expect(HomeRoom(plan) == found?.room)
    }
}
