import BricksonCore
import Foundation
import Testing

@testable import DurableStore

/// D4, T7, C2: what start-up finds, and what it does with a damaged or newer database.
@Suite struct OpeningTests {
    @Test func D4_aNewDirectoryStartsWithTheStarterBoardAndDefaults() throws {
        let directory = ScratchDirectory()
        let opening = Store.open(directory: directory.path + "/state/data", now: .zero)
        defer { opening.store.close() }
        #expect(opening.board == StarterContent.board)
        #expect(opening.settings == Settings())
        #expect(opening.message == "" && opening.putBack == nil && opening.revision == 0)
        #expect(!opening.recovered && opening.savingAvailable && opening.notices.isEmpty)
        let database = try SQLiteDatabase(path: directory.path + "/state/data/" + Store.databaseName)
        #expect(try database.scalar("PRAGMA journal_mode")?.text == "wal")
        #expect(try Schema.version(of: database) == Schema.currentVersion)
    }

    @Test func A2_theSwitchesAndScanModeComeBackAfterRestart() throws {
        let directory = ScratchDirectory()
        var settings = Settings()
        settings.buttons.switchCount = 2
        settings.buttons.scanMode = .holdToScan
        let first = Store.open(directory: directory.path, now: .zero)
        first.store.saveSettings(settings)
        first.store.close()
        let again = Store.open(directory: directory.path, now: .zero)
        defer { again.store.close() }
        #expect(again.settings.buttons.switchCount == 2)
        #expect(again.settings.buttons.scanMode == .holdToScan)
    }

    @Test func T7_C2_messageSettingsAndBoardComeBackAfterRestart() throws {
        let directory = ScratchDirectory()
        let recorder = EventRecorder()
        var settings = Settings()
        settings.accessMethod = .switches
        settings.display.textSize = .largest
        settings.voice.voice = "en-gb"
        var board = StarterContent.board
        board.categories[0].phrases[0].text = "It hurts a lot"
        let first = Store.open(directory: directory.path, now: .zero, report: recorder.report)
        first.store.saveSettings(settings)
        first.store.saveBoard(board)
        first.store.saveMessage(message: "I want tea", putBack: "Call my son", revision: 7)
        #expect(recorder.waitForSaved(7))
        first.store.close()

        let again = Store.open(directory: directory.path, now: .zero)
        defer { again.store.close() }
        #expect(again.message == "I want tea" && again.putBack == "Call my son" && again.revision == 7)
        #expect(again.settings == settings)
        #expect(again.board == board)
        #expect(!again.recovered)
    }

    @Test func D4_queuedMessagesAreCoalescedAndTheNewestAcknowledgesAll() throws {
        let directory = ScratchDirectory()
        let recorder = EventRecorder()
        let opening = Store.open(directory: directory.path, now: .zero, report: recorder.report)
        for revision in 1...200 {
            opening.store.saveMessage(

                message: String(repeating: "a", count: revision), putBack: nil,
                revision: revision)
        }
        #expect(recorder.waitForSaved(200))
        opening.store.close()
        let saved = recorder.events.compactMap { if case .messageSaved(let r, _) = $0 { r } else { nil } }
        #expect(saved.last == 200)
        #expect(saved == saved.sorted())
        #expect(saved.count < 200, "every queued keystroke was written one by one: \(saved.count)")
        let again = Store.open(directory: directory.path, now: .zero)
        defer { again.store.close() }
        #expect(again.message.count == 200)
    }

    @Test(arguments: ["garbage", "empty", "truncated"])
    func D4_anUnreadableDatabaseIsMovedAsideNotDeleted(kind: String) throws {
        let directory = ScratchDirectory()
        let first = Store.open(directory: directory.path, now: .zero)
        first.store.saveMessage(message: "Before the damage", putBack: nil, revision: 1)
        first.store.close()
        let original = try #require(Files.readPrefix(directory.database, count: 1 << 20))
        let damaged: [UInt8]
        switch kind {
        case "garbage":
            damaged = Array("this is not a database at all, just words".utf8) + [UInt8](repeating: 7, count: 5000)
        case "empty": damaged = []
        default: damaged = Array(original[..<(original.count / 2)])
        }
        try Data(damaged).write(to: URL(fileURLWithPath: directory.database))

        let opening = Store.open(directory: directory.path, now: .zero)
        defer { opening.store.close() }
        #expect(opening.recovered)
        #expect(opening.board == StarterContent.board && opening.message == "")
        #expect(opening.savingAvailable)
        #expect(opening.notices.contains { $0.contains("moved aside") })
        let aside = directory.names.filter { $0.contains("unreadable") && $0.hasSuffix(".sqlite") }
        try #require(aside.count == 1, "\(directory.names)")
        #expect(Files.readPrefix(directory.path + "/" + aside[0], count: 1 << 20) == damaged)
        #expect(try integrity(of: directory.database) == ["ok"])
    }

    @Test func D4_aDatabaseFromANewerVersionIsLeftUntouched() throws {
        let directory = ScratchDirectory()
        let first = Store.open(directory: directory.path, now: .zero)
        first.store.saveMessage(message: "From the future", putBack: nil, revision: 1)
        first.store.close()
        do {
            // Newer: a table this build does not know (a number alone, over this build's tables, is damage), from a
            // build that said older builds may not write its file.
            let database = try SQLiteDatabase(path: directory.database)
            try database.execute("CREATE TABLE from_the_future (id INTEGER PRIMARY KEY)")
            try database.execute("UPDATE compatibility SET oldest_writer = \(Schema.currentVersion + 1)")
            try database.execute("PRAGMA user_version = \(Schema.currentVersion + 1)")
        }
        let before = try #require(Files.readPrefix(directory.database, count: 1 << 20))
        let namesBefore = directory.names

        let recorder = EventRecorder()
        let opening = Store.open(directory: directory.path, now: .zero, report: recorder.report)
        #expect(!opening.savingAvailable && !opening.recovered)
        #expect(opening.board == StarterContent.board && opening.message == "From the future")
        #expect(opening.notices.contains { $0.contains("newer version") })
        opening.store.saveMessage(message: "typed now", putBack: nil, revision: 1)
        #expect(recorder.waitForFailed(1))
        opening.store.close()
        #expect(Files.readPrefix(directory.database, count: 1 << 20) == before)
        #expect(directory.names == namesBefore)
    }

    /// U4 after a schema change: a system that falls back to its older slot finds the newer build's file. Where the
    /// newer build said older builds may still write it (it only added what they can leave alone), the message is
    /// saved as always, into this build's own tables; the version number and the newer tables stay as they were.
    /// Where it holds less than this version's tables, it is left untouched, as any newer file.
    @Test(arguments: [true, false])
    func D4_U4_aNewerFileThatOlderBuildsMayWriteKeepsSavingTheMessage(whole: Bool) throws {
        let directory = ScratchDirectory()
        let first = Store.open(directory: directory.path, now: .zero)
        first.store.saveMessage(message: "Before the update", putBack: nil, revision: 1)
        first.store.close()
        do {
            let database = try SQLiteDatabase(path: directory.database)
            try database.execute("CREATE TABLE from_the_future (id INTEGER PRIMARY KEY, note TEXT)")
            try database.execute("INSERT INTO from_the_future (id, note) VALUES (1, 'kept')")
            if !whole { try database.execute("DROP TABLE stick_undo") }
            try database.execute("PRAGMA user_version = \(Schema.currentVersion + 1)")
        }
        let recorder = EventRecorder()
        let opening = Store.open(directory: directory.path, now: .zero, report: recorder.report)
        #expect(opening.message == "Before the update" && !opening.recovered)
        #expect(opening.savingAvailable == whole, "\(opening.notices)")
        opening.store.saveMessage(message: "After the fallback", putBack: nil, revision: 2)
        #expect(whole ? recorder.waitForSaved(2) : recorder.waitForFailed(2))
        opening.store.close()

        let again = Store.open(directory: directory.path, now: .zero)
        again.store.close()
        #expect(again.message == (whole ? "After the fallback" : "Before the update"))
        let database = try SQLiteDatabase(path: directory.database, readOnly: true)
        #expect(try Schema.version(of: database) == Schema.currentVersion + 1)
        #expect(try database.scalar("SELECT note FROM from_the_future WHERE id = 1")?.text == "kept")
    }

    @Test func D4_anOlderSchemaIsMigrated() throws {
        let directory = ScratchDirectory()
        // Version 0 with Brickson's tables missing is not "older", it is empty; an old file has its version's
        // tables. Make a version-1 file by hand, as the first release would have left it.
        do {
            let database = try SQLiteDatabase(path: directory.database, create: true)
            try Schema.migrate(database, from: 0)
            try database.writeInitialRows(settings: Settings(messageLimit: 300), board: StarterContent.board)
            try database.writeMessage(StoredMessage(text: "old", putBack: nil, revision: 3))
        }
        let opening = Store.open(directory: directory.path, now: .zero)
        defer { opening.store.close() }
        #expect(!opening.recovered && opening.message == "old" && opening.settings.messageLimit == 300)
    }

    @Test func D4_unreadableSettingsFallBackToDefaultsAndKeepTheMessage() throws {
        let directory = ScratchDirectory()
        let first = Store.open(directory: directory.path, now: .zero)
        first.store.saveMessage(message: "Keep me", putBack: nil, revision: 1)
        first.store.close()
        do {
            let database = try SQLiteDatabase(path: directory.database)
            try database.query("UPDATE settings SET json = '{\"display\": 12}'")
        }
        let opening = Store.open(directory: directory.path, now: .zero)
        defer { opening.store.close() }
        #expect(opening.message == "Keep me" && opening.settings == Settings())
        #expect(opening.notices.contains { $0.contains("settings could not be read") })
    }
}
