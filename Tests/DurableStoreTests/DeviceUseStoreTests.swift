import BricksonCore
import Foundation
import Testing

@testable import DurableStore

/// C3: the seconds the device has been in use are kept across restarts and a SIGKILL, so the check-in's count of
/// days needs no clock; an older file gains their table.
@Suite struct DeviceUseStoreTests {
    @Test func C3_theSecondsInUseComeBackWhenTheStoreIsOpenedAgain() throws {
        let directory = ScratchDirectory()
        let first = Store.open(directory: directory.path, now: .zero)
        #expect(first.useSeconds == 0, "a new store has counted nothing")
        first.store.saveUseSeconds(90 * 86_400 + 5)
        first.store.saveUseSeconds(91 * 86_400)
        first.store.close()

        let again = Store.open(directory: directory.path, now: .zero)
        defer { again.store.close() }
        #expect(again.useSeconds == 91 * 86_400, "the latest count is kept")
        #expect(again.notices.isEmpty)
    }

    @Test func C3_D4_theSecondsInUseSurviveASIGKILLOnceDurable() throws {
        let directory = ScratchDirectory()
        let child = ChildProcess.builtProduct("store-crash-child")
        try #require(FileManager.default.isExecutableFile(atPath: child), "build store-crash-child first: \(child)")
        for seconds in [3_600, 7_776_123] {
            let process = try #require(ChildProcess(child, [directory.path, "use", String(seconds)]))
            process.waitForLine(startingWith: "durable")
            process.kill()
            #expect(process.lines().contains { $0.hasPrefix("durable") })
            let opening = Store.open(directory: directory.path, now: .zero)
            defer { opening.store.close() }
            #expect(!opening.recovered, "\(opening.notices)")
            #expect(opening.useSeconds == Int64(seconds))
        }
    }

    @Test func C3_aVersionThreeFileIsMigratedAndStartsCountingFromNothing() throws {
        let directory = ScratchDirectory()
        do {
            let database = try SQLiteDatabase(path: directory.database, create: true)
            try Schema.migrate(database, from: 0, to: 3)
            try database.query(
                "INSERT INTO message (id, text, put_back, revision) VALUES (1, 'from before', NULL, 4)")
            try database.query(
                "INSERT INTO settings (id, json) VALUES (1, ?)", [.text(try SQLiteDatabase.json(Settings()))])
            try database.query(
                "INSERT INTO board (id, json) VALUES (1, ?)", [.text(try SQLiteDatabase.json(StarterContent.board))])
        }
        let opening = Store.open(directory: directory.path, now: .zero)
        #expect(!opening.recovered && opening.message == "from before" && opening.useSeconds == 0)
        opening.store.saveUseSeconds(42)
        opening.store.close()
        let database = try SQLiteDatabase(path: directory.database)
        #expect(try Schema.version(of: database) == Schema.currentVersion)
        #expect(try database.readUseSeconds() == 42)
    }

    @Test func C3_aDamagedCountStartsAgainFromNothing() throws {
        let directory = ScratchDirectory()
        Store.open(directory: directory.path, now: .zero).store.close()
        do {
            let database = try SQLiteDatabase(path: directory.database)
            try database.writeUseSeconds(-77)
        }
        let opening = Store.open(directory: directory.path, now: .zero)
        defer { opening.store.close() }
        #expect(opening.useSeconds == 0)
    }

    @Test func C3_D4_aCountTooLargeToBeTrueStartsAgainFromNothing() throws {
        let directory = ScratchDirectory()
        Store.open(directory: directory.path, now: .zero).store.close()
        do {
            let database = try SQLiteDatabase(path: directory.database)
            try database.writeUseSeconds(.max)
        }
        let opening = Store.open(directory: directory.path, now: .zero)
        defer { opening.store.close() }
        #expect(opening.useSeconds == 0)
    }
}
