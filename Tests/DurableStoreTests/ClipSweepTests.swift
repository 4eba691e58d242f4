import BricksonCore
import Foundation
import Testing

@testable import DurableStore

/// C5, D8: recorded clips no kept board names are removed at start, so imports and Undos cannot fill the data
/// partition the message is saved on; nothing is removed when what names clips could not be read whole.
@Suite struct ClipSweepTests {
    /// A device whose board names `home.wav`, whose Undo's board names `undo.wav`, with `orphan.wav` beside them, an
    /// import's staging folder and an export's package being built.
    static func seed(in directory: ScratchDirectory) throws -> String {
        var board = StarterContent.board
        board.categories[0].phrases[0].clip = "home.wav"
        var before = StarterContent.board
        before.categories[0].phrases[0].clip = "undo.wav"
        let opening = Store.open(directory: directory.path, now: .zero)
        opening.store.keepStickUndo(.importBoard(before: before, file: "family.obz"))
        opening.store.saveBoard(board)
        opening.store.close()
        let clips = directory.path + "/" + HandOver.clipsName
        try FileManager.default.createDirectory(atPath: clips + "/.incoming", withIntermediateDirectories: true)
        for name in ["home.wav", "undo.wav", "orphan.wav", ".outgoing.zip", ".incoming/coming.wav"] {
            try Data(repeating: 7, count: 512).write(to: URL(fileURLWithPath: clips + "/" + name))
        }
        return clips
    }

    static func files(_ clips: String) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: clips)) ?? []).sorted()
    }

    @Test func C5_D8_aClipNoKeptBoardNamesIsRemovedAtStartAndTheRestStay() throws {
        let directory = ScratchDirectory()
        let clips = try Self.seed(in: directory)
        // Not swept by an opening that does not ask for it (a command beside a running device).
        Store.open(directory: directory.path, now: .zero).store.close()
        #expect(Self.files(clips).contains("orphan.wav"))
        let opening = Store.open(directory: directory.path, now: .zero, sweepingClips: true)
        opening.store.close()
        #expect(Self.files(clips) == [".incoming", ".incoming/coming.wav", ".outgoing.zip", "home.wav", "undo.wav"])
        // Once the Undo is used up, its clip goes at the next start too.
        let again = Store.open(directory: directory.path, now: .zero)
        again.store.keepStickUndo(nil)
        again.store.close()
        Store.open(directory: directory.path, now: .zero, sweepingClips: true).store.close()
        #expect(!Self.files(clips).contains("undo.wav") && Self.files(clips).contains("home.wav"))
    }

    /// A board that could not be read still names its clips in the copy kept for repair: nothing is removed.
    @Test func C5_D4_withABoardThatCouldNotBeReadNoClipIsRemoved() throws {
        let directory = ScratchDirectory()
        let clips = try Self.seed(in: directory)
        let database = try SQLiteDatabase(path: directory.path + "/" + Store.databaseName)
        try database.query("UPDATE board SET json = '{\"categories\":' WHERE id = 1")
        database.close()
        let opening = Store.open(directory: directory.path, now: .zero, sweepingClips: true)
        opening.store.close()
        #expect(opening.notices.contains { $0.hasPrefix("The saved phrases could not be read") })
        #expect(Self.files(clips).contains("orphan.wav") && Self.files(clips).contains("home.wav"))
    }

    /// A database that could not be read is moved aside and a fresh one made: its clips are not the fresh board's to
    /// judge, and none is removed.
    @Test func C5_D4_aDatabaseMovedAsideKeepsEveryClip() throws {
        let directory = ScratchDirectory()
        let clips = try Self.seed(in: directory)
        try Data(repeating: 0x41, count: 8192).write(
            to: URL(fileURLWithPath: directory.path + "/" + Store.databaseName))
        let opening = Store.open(directory: directory.path, now: .zero, sweepingClips: true)
        opening.store.close()
        #expect(opening.recovered)
        #expect(Self.files(clips).contains("orphan.wav") && Self.files(clips).contains("undo.wav"))
    }
}
