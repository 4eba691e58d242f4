import BricksonCore
import Foundation
import Testing

@testable import DurableStore

/// C5, D4, D8: the Undo of the last import or restore is kept on disk (schema 5), so a restart keeps it; what is read
/// back is checked like every row, and a damaged one is dropped with a notice while everything else starts as saved.
@Suite struct StickUndoStoreTests {
    static var family: Board {
        var board = StarterContent.board
        board.categories = [Category(id: "family", name: "Family", phrases: [Phrase(id: "anna", text: "Call Anna")])]
        return board
    }

    /// Writes `json` as the Undo row of the database in `directory`, as damage on the card would leave it.
    static func plant(_ json: String, in directory: ScratchDirectory) throws {
        Store.open(directory: directory.path, now: .zero).store.close()
        let database = try SQLiteDatabase(path: directory.path + "/" + Store.databaseName)
        try database.query("INSERT OR REPLACE INTO stick_undo (id, json) VALUES (1, ?)", [.text(json)])
        database.close()
    }

    @Test func C5_D4_theUndoOfAnImportComesBackAfterARestartAndGoesAfterItsUndo() throws {
        let directory = ScratchDirectory()
        let undo = StickUndo.importBoard(before: StarterContent.board, file: "family.obz")
        let first = Store.open(directory: directory.path, now: .zero)
        #expect(first.stickUndo == nil)
        first.store.keepStickUndo(undo)
        first.store.saveBoard(Self.family)
        first.store.close()

        let again = Store.open(directory: directory.path, now: .zero)
        #expect(again.stickUndo == undo && again.board == Self.family && again.notices.isEmpty)
        again.store.saveBoard(StarterContent.board)
        again.store.keepStickUndo(nil)
        again.store.close()

        let last = Store.open(directory: directory.path, now: .zero)
        defer { last.store.close() }
        #expect(last.stickUndo == nil && last.board == StarterContent.board)
    }

    @Test func C5_D4_theUndoOfARestoreKeepsBoardSettingsAndLearnedWords() throws {
        let directory = ScratchDirectory()
        var settings = Settings()
        settings.voice.rate = 120
        var learned = LearnedWords()
        _ = learned.learn("good morning nurse")
        let undo = StickUndo.restore(
            before: DeviceBackup(board: Self.family, settings: settings, learned: learned), file: "brickson-backup.zip")
        let first = Store.open(directory: directory.path, now: .zero)
        first.store.keepStickUndo(undo)
        first.store.close()
        let again = Store.open(directory: directory.path, now: .zero)
        defer { again.store.close() }
        #expect(again.stickUndo == undo)
    }

    /// Damage: JSON that does not decode, a file name a label could not carry (a direction control), a row larger
    /// than any Undo: the Undo is gone, said once, and the message, settings and board start as saved.
    @Test(arguments: [
        "{\"importBoard\":",
        "{\"importBoard\":{\"before\":" + String(repeating: "[", count: 10) + "}}",
        #"{"importBoard":{"file":"\u202Efamily.obz","before":"#,
        "LARGE",
    ])
    func C5_D4_D8_aDamagedUndoIsDroppedInWordsAndNothingElseChanges(_ planted: String) throws {
        let directory = ScratchDirectory()
        let first = Store.open(directory: directory.path, now: .zero)
        first.store.saveBoard(Self.family)
        first.store.saveMessage(message: "I want tea", putBack: nil, revision: 3)
        first.store.close()
        var json = planted
        if planted.hasSuffix("\"before\":") {
            json += String(decoding: try JSONEncoder().encode(Self.family), as: UTF8.self) + "}}"
        } else if planted == "LARGE" {
            // Valid JSON, a board of one phrase padded past the row's bound with spaces.
            let valid = String(
                decoding: try JSONEncoder().encode(StickUndo.importBoard(before: Self.family, file: "family.obz")),
                as: UTF8.self)
            json = valid + String(repeating: " ", count: StickUndoRow.byteLimit)
        }
        try Self.plant(json, in: directory)
        let again = Store.open(directory: directory.path, now: .zero)
        defer { again.store.close() }
        #expect(again.stickUndo == nil)
        #expect(again.notices.contains { $0.hasPrefix("The Undo of the last import or restore could not be read") })
        #expect(again.message == "I want tea" && again.board == Self.family && !again.recovered)
    }

    /// A restore's Undo read back is held to what Settings allows and to the device's own capacities, as a restore
    /// from a stick is: settings out of range come back at their defaults, not as kept.
    @Test func C5_D8_aKeptRestoreUndoIsHeldToTheRangesSettingsAllows() throws {
        let directory = ScratchDirectory()
        var wild = Settings()
        wild.buttons.holdTime = .seconds(600)
        let undo = StickUndo.restore(
            before: DeviceBackup(board: Self.family, settings: wild, learned: LearnedWords()), file: "backup.zip")
        try Self.plant(String(decoding: try JSONEncoder().encode(undo), as: UTF8.self), in: directory)
        let again = Store.open(directory: directory.path, now: .zero)
        defer { again.store.close() }
        guard case .restore(let before, "backup.zip")? = again.stickUndo else {
            Issue.record("the Undo is gone: \(String(describing: again.stickUndo))")
            return
        }
        #expect(before.settings.buttons.holdTime == Settings().buttons.holdTime)
        #expect(before.board == Self.family)
    }
}
