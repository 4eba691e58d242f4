import BricksonCore
import Foundation
import Testing

@testable import DurableStore

/// D4, T7: the files as a power cut could leave them, below SQLite. Brickson always starts; the message is the
/// last committed one, or an older committed one with `recovered` set, or the files were moved aside and that is
/// reported — never a crash, never garbage, never a silent empty message.
@Suite struct TornWriteTests {
    /// A database with history: the database file holds a checkpointed message, the WAL later ones, and a second
    /// copy of the WAL holds one more commit (the write a power cut interrupts).
    struct Snapshot {
        var database: [UInt8]
        var wal: [UInt8]
        var walWithOneMore: [UInt8]
        var committed: [String]
        var lastCommitted: String
        var oneMore: String
    }

    static func makeSnapshot() throws -> Snapshot {
        let directory = ScratchDirectory()
        let recorder = EventRecorder()
        var committed: [String] = []
        var opening = Store.open(directory: directory.path, now: .zero, report: recorder.report)
        var text = "Torn"
        for revision in 1...5 {
            text += " w\(revision)"
            opening.store.saveMessage(message: text, putBack: "copy \(revision)", revision: revision)
            try #require(recorder.waitForSaved(revision))
            committed.append(text)
        }
        opening.store.close()  // checkpoints: the database file now holds a non-empty message
        opening = Store.open(directory: directory.path, now: .zero, report: recorder.report)
        for revision in 6...25 {
            text += revision % 7 == 0 ? "." : " é\(revision)"
            opening.store.saveMessage(message: text, putBack: nil, revision: revision)
            opening.store.log(LogEntry(kind: .press, at: .milliseconds(Int64(revision)), detail: "key"))
            try #require(recorder.waitForSaved(revision))
            committed.append(text)
        }
        opening.store.waitUntilWritten()
        let database = try #require(Files.readPrefix(directory.database, count: 1 << 24))
        let wal = try #require(Files.readPrefix(directory.database + "-wal", count: 1 << 24))
        let oneMore = text + " and more"
        opening.store.saveMessage(message: oneMore, putBack: nil, revision: 26)
        try #require(recorder.waitForSaved(26))
        let walWithOneMore = try #require(Files.readPrefix(directory.database + "-wal", count: 1 << 24))
        opening.store.close()
        try #require(wal.count > 32 && walWithOneMore.count > wal.count)
        try #require(walWithOneMore.starts(with: wal), "the WAL restarted between the two copies")
        return Snapshot(
            database: database, wal: wal, walWithOneMore: walWithOneMore, committed: committed, lastCommitted: text,
            oneMore: oneMore)
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test func D4_aPowerCutDuringAWriteKeepsTheLastCommittedMessage() throws {
        let snapshot = try Self.makeSnapshot()
        var random = SystemRandomNumberGenerator()
        for trial in 0..<120 {
            let directory = ScratchDirectory()
            // The interrupted commit's frames are cut short or half overwritten; everything before is intact.
            var wal = snapshot.walWithOneMore
            let cut = Int.random(in: snapshot.wal.count...wal.count, using: &random)
            if trial % 2 == 0 {
                wal = Array(wal[..<cut])
            } else if cut < wal.count {
                for index in cut..<min(wal.count, cut + Int.random(in: 1...600, using: &random)) {
                    wal[index] = UInt8.random(in: 0...255, using: &random)
                }
            }
            try Self.write(snapshot.database, to: directory.database)
            try Self.write(wal, to: directory.database + "-wal")
            let opening = Store.open(directory: directory.path, now: .zero)
            defer { opening.store.close() }
            #expect(!opening.recovered, "trial \(trial): \(opening.notices)")
            let expected = wal == snapshot.walWithOneMore ? snapshot.oneMore : snapshot.lastCommitted
            #expect(opening.message == expected, "trial \(trial), cut at \(cut) of \(snapshot.walWithOneMore.count)")
        }
    }

    @Test func D4_damageAnywhereIsReportedOrHarmless() throws {
        let snapshot = try Self.makeSnapshot()
        var random = SystemRandomNumberGenerator()
        var recoveredCount = 0
        for trial in 0..<160 {
            let directory = ScratchDirectory()
            var database = snapshot.database
            var wal = snapshot.wal
            let damage: String
            switch trial % 4 {
            case 0:
                let cut = Int.random(in: 0..<database.count, using: &random)
                database = Array(database[..<cut])
                damage = "database cut at \(cut)"
            case 1:
                let cut = Int.random(in: 0..<wal.count, using: &random)
                wal = Array(wal[..<cut])
                damage = "WAL cut at \(cut)"
            case 2:
                let page = Int.random(in: 0..<(database.count / 4096), using: &random)
                for index in (page * 4096)..<((page + 1) * 4096) { database[index] = 0 }
                damage = "database page \(page) zeroed"
            default:
                let start = Int.random(in: 0..<wal.count, using: &random)
                for index in start..<min(wal.count, start + 4096) { wal[index] = 0 }
                damage = "WAL zeroed from \(start)"
            }
            try Self.write(database, to: directory.database)
            try Self.write(wal, to: directory.database + "-wal")
            let opening = Store.open(directory: directory.path, now: .zero)
            defer { opening.store.close() }
            if opening.recovered {
                recoveredCount += 1
                // Moved aside or copied aside: the damaged data is kept, never deleted.
                let kept = directory.names.filter { $0.contains("unreadable") || $0.contains("damaged") }
                #expect(!kept.isEmpty, "trial \(trial), \(damage): nothing kept in \(directory.names)")
                #expect(!opening.notices.isEmpty)
            } else {
                // Not reported: then it must be a message that was really committed — never empty, never garbage.
                #expect(snapshot.committed.contains(opening.message), "trial \(trial), \(damage): \(opening.message)")
            }
            #expect(
                opening.message.isEmpty || snapshot.committed.contains(opening.message), "trial \(trial), \(damage)")
        }
        #expect(recoveredCount > 0)
    }

    /// SQLite alone would quietly ignore these and open an older message; the store says so instead.
    @Test(arguments: ["header zeroed", "header cut", "first frame zeroed", "middle frame zeroed"])
    func D4_lostCommitsInTheWALAreReportedAndTheWALIsKept(damage: String) throws {
        let snapshot = try Self.makeSnapshot()
        let frame = 24 + 4096
        var wal = snapshot.wal
        switch damage {
        case "header zeroed": for index in 0..<32 { wal[index] = 0 }
        case "header cut": wal = Array(wal[..<20])
        case "first frame zeroed": for index in 32..<(32 + frame) { wal[index] = 0 }
        default:
            let middle = 32 + frame * ((wal.count - 32) / frame / 2)
            for index in middle..<(middle + frame) { wal[index] = 0 }
        }
        let directory = ScratchDirectory()
        try Self.write(snapshot.database, to: directory.database)
        try Self.write(wal, to: directory.database + "-wal")
        #expect(WALCheck.inspect(directory.database + "-wal") != .intact)
        let opening = Store.open(directory: directory.path, now: .zero)
        defer { opening.store.close() }
        #expect(opening.recovered, "\(damage)")
        #expect(opening.notices.first?.contains("may be older") == true)
        let copies = directory.names.filter { $0.contains("damaged") && $0.hasSuffix("-wal") }
        try #require(copies.count == 1, "\(directory.names)")
        #expect(Files.readPrefix(directory.path + "/" + copies[0], count: 1 << 24) == wal)
        #expect(snapshot.committed.contains(opening.message))
    }

    @Test func D4_anIntactWALOrATornTailIsNotReported() throws {
        let snapshot = try Self.makeSnapshot()
        let directory = ScratchDirectory()
        let path = directory.path + "/some-wal"
        try Self.write(snapshot.wal, to: path)
        #expect(WALCheck.inspect(path) == .intact)
        try Self.write(Array(snapshot.walWithOneMore.dropLast(100)), to: path)
        #expect(WALCheck.inspect(path) == .intact)
        #expect(WALCheck.inspect(directory.path + "/missing") == .absent)
    }
}
