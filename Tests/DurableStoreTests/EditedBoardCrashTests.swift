import BricksonCore
import Foundation
import Testing

@testable import DurableStore

/// C1, D4: a board edited in Settings > Phrases is on disk once the store says so, and a SIGKILL right after loses
/// none of it.
@Suite struct EditedBoardCrashTests {
    @Test func C1_D4_anEditedBoardSurvivesASIGKILLRightAfterItIsSaved() throws {
        let directory = ScratchDirectory()
        let child = ChildProcess.builtProduct("store-crash-child")
        try #require(FileManager.default.isExecutableFile(atPath: child), "build store-crash-child first: \(child)")
        let process = try #require(ChildProcess(child, [directory.path, "board"]))
        process.waitForLine(startingWith: "durable")
        process.kill()
        var expected = StarterContent.board
        expected.emergency.removeFirst()
        expected.categories[0].phrases.swapAt(0, 1)
        // Typed on the device: a category renamed for the person's own people, a phrase added to it.
        expected.categories[4].name = "Family"
        expected.categories[4].phrases.append(Phrase(id: "phrase-1", text: "Call Anna"))
        let opening = Store.open(directory: directory.path, now: .zero)
        defer { opening.store.close() }
        #expect(!opening.recovered, "\(opening.notices)")
        #expect(opening.board == expected)
        #expect(opening.board != StarterContent.board)
    }
}
