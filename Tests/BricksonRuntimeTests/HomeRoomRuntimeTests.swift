import BricksonCore
import BricksonSimulator
import Testing

/// C4, H1, D6 on the device: a board with more phrases than Home has places for on the panel is said in the log,
/// once, and in Settings; a board that fits says nothing.
@Suite(.serialized) struct HomeRoomRuntimeTests {
    static func board(people: Int) -> Board {
        var board = StarterContent.board
        board.categories.append(
            Category(
                id: "people", name: "People",
                phrases: (1...people).map { Phrase(id: "p\($0)", text: "Person \($0)") }))
        return board
    }

    func rooms(_ run: RunRecord) -> [HomeRoom] {
        run.events.compactMap { if case .homeRoomChecked(let room, _) = $0.0 { room } else { nil } }
    }

    func roomWarnings(_ run: RunRecord) -> [String] {
        run.logged.filter { $0.kind == .warning && $0.detail.contains("Home shows") }.map(\.detail)
    }

    @Test func C4_aBoardHomeCannotShowWholeOnThePanelIsLoggedOnce() throws {
        let board = Self.board(people: 14)
        let run = try simulate("wait 300\ntap phrases\nwait 300\n", board: board)
        let reported = rooms(run)
        #expect(reported.count == 1)
        let room = try #require(reported.first)
        #expect(room.phrases < 14)
        let expected = board.shortfalls(in: room).map(\.words)
        #expect(expected.contains("People: Home shows \(room.phrases) of its 14 phrases on this screen"))
        #expect(roomWarnings(run) == expected)
    }

    @Test func H1_aBoardThatFitsLogsNothing() throws {
        let run = try simulate("wait 300\n", board: Self.board(people: 3))
        let room = try #require(rooms(run).first)
        #expect(room.phrases >= 8)
        #expect(roomWarnings(run).isEmpty)
    }
}
