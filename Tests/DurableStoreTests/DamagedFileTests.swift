import BricksonCore
import Foundation
import Glibc
import Testing

@testable import DurableStore

/// D4, T7, H9: what a damaged card can do to the files between two starts. Every value read from disk is damage
/// until checked: Brickson always starts and talks, keeps what it can, and says when what it restored is not what
/// was last saved.
@Suite struct DamagedFileTests {
    /// A closed database holding `message` (checkpointed: the database file alone holds it).
    static func saved(_ message: String, in directory: ScratchDirectory) throws {
        let recorder = EventRecorder()
        let opening = Store.open(directory: directory.path, now: .zero, report: recorder.report)
        opening.store.saveMessage(message: message, putBack: "before", revision: 5)
        try #require(recorder.waitForSaved(5))
        opening.store.close()
    }

    /// Writes the 32-bit big-endian `value` at `offset` of the file at `path`.
    static func poke(_ path: String, offset: Int, _ value: UInt32) throws {
        var bytes = try #require(Files.readPrefix(path, count: 1 << 24))
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// The user-version field (bytes 60–63 of the header) with one bit flipped, or set to a value no build wrote.
    @Test(arguments: [
        UInt32(Schema.currentVersion) ^ 0x8000_0000, UInt32(Schema.currentVersion) ^ 0x40,
        UInt32(Schema.currentVersion) ^ 1,
        UInt32(Schema.currentVersion) ^ 2, 0, 0xffff_ffff, 0x7fff_ffff,
    ])
    func D4_aDamagedVersionNumberNeverStopsTheStartAndKeepsTheMessage(version: UInt32) throws {
        let directory = ScratchDirectory()
        try Self.saved("I am in pain", in: directory)
        try Self.poke(directory.database, offset: 60, version)

        let recorder = EventRecorder()
        let opening = Store.open(directory: directory.path, now: .zero, report: recorder.report)
        #expect(
            opening.message == "I am in pain" && opening.putBack == "before", "version \(Int32(bitPattern: version))")
        #expect(opening.savingAvailable, "\(opening.notices)")
        #expect(opening.notices.contains { $0.contains("version number was damaged") }, "\(opening.notices)")
        opening.store.saveMessage(message: "I am in pain, call", putBack: nil, revision: 6)
        #expect(recorder.waitForSaved(6))
        opening.store.close()
        let again = Store.open(directory: directory.path, now: .zero)
        defer { again.store.close() }
        #expect(again.message == "I am in pain, call" && again.notices.isEmpty, "\(again.notices)")
    }

    @Test func D4_everyMigrationChangesTheLayoutSoTheTablesTellTheVersion() {
        #expect(Schema.knownLayouts.count == Int(Schema.currentVersion) + 1)
        #expect(Set(Schema.knownLayouts).count == Schema.knownLayouts.count)
    }

    @Test func D4_aVersionFromANewerBuildStillShowsItsMessage() throws {
        let directory = ScratchDirectory()
        try Self.saved("From the future", in: directory)
        do {
            let database = try SQLiteDatabase(path: directory.database)
            try database.execute("CREATE TABLE something_new (id INTEGER PRIMARY KEY)")
            try database.execute("UPDATE compatibility SET oldest_writer = \(Schema.currentVersion + 1)")
            try database.execute("PRAGMA user_version = \(Schema.currentVersion + 1)")
        }
        let before = try #require(Files.readPrefix(directory.database, count: 1 << 20))
        let opening = Store.open(directory: directory.path, now: .zero)
        #expect(opening.message == "From the future" && !opening.savingAvailable)
        #expect(opening.notices.contains { $0.contains("newer version") })
        opening.store.close()
        #expect(Files.readPrefix(directory.database, count: 1 << 20) == before)
    }

    @Test func D4_H9_aFlippedBitInTheMessageTextIsSaid() throws {
        let directory = ScratchDirectory()
        try Self.saved("I am in pain", in: directory)
        var bytes = try #require(Files.readPrefix(directory.database, count: 1 << 24))
        let text = Array("I am in pain".utf8)
        let at = try #require(
            (0...(bytes.count - text.count)).first { Array(bytes[$0..<($0 + text.count)]) == text })
        bytes[at + 8] ^= 0x01  // "pain" → "qain"
        try Data(bytes).write(to: URL(fileURLWithPath: directory.database))

        let opening = Store.open(directory: directory.path, now: .zero)
        defer { opening.store.close() }
        #expect(opening.rolledBack, "\(opening.notices)")
        #expect(opening.message == "I am in qain")
        #expect(opening.notices.contains { $0.contains("checksum") })
    }

    @Test func D4_H9_aLogOfSavesCutToItsHeaderIsSaid() throws {
        let directory = ScratchDirectory()
        let recorder = EventRecorder()
        let opening = Store.open(directory: directory.path, now: .zero, report: recorder.report)
        opening.store.saveMessage(message: "Checkpointed", putBack: nil, revision: 1)
        try #require(recorder.waitForSaved(1))
        opening.store.close()
        let second = Store.open(directory: directory.path, now: .zero, report: recorder.report)
        second.store.saveMessage(message: "Only in the log", putBack: nil, revision: 2)
        try #require(recorder.waitForSaved(2))
        let database = try #require(Files.readPrefix(directory.database, count: 1 << 24))
        let wal = try #require(Files.readPrefix(directory.database + "-wal", count: 1 << 24))
        second.store.close()
        try Data(database).write(to: URL(fileURLWithPath: directory.database))
        try Data(wal.prefix(32)).write(to: URL(fileURLWithPath: directory.database + "-wal"))

        let third = Store.open(directory: directory.path, now: .zero)
        defer { third.store.close() }
        #expect(third.message == "Checkpointed")
        #expect(third.rolledBack, "\(third.notices)")
        #expect(third.notices.first?.contains("may be older") == true)
    }

    @Test func D4_C4_savedPhrasesOverTheLabelBoundsAreShortenedSoHomeCannotStall() throws {
        let directory = ScratchDirectory()
        let bomb = "Pain" + String(repeating: "\u{0301}", count: 30_000)
        var board = StarterContent.board
        board.categories[0].phrases[0].text = bomb
        let first = Store.open(directory: directory.path, now: .zero)
        first.store.saveBoard(board)
        first.store.close()

        let opening = Store.open(directory: directory.path, now: .zero)
        defer { opening.store.close() }
        let text = opening.board.categories[0].phrases[0].text
        #expect(LabelBounds.problem(text) == nil && text.hasPrefix("Pai"))
        #expect(opening.board.categories[1] == StarterContent.board.categories[1])
        #expect(opening.notices.contains { $0.contains("shortened") })
    }

    @Test func D4_savedSettingsOutOfRangeGoBackToTheirDefaultsAndTheRestIsKept() throws {
        let directory = ScratchDirectory()
        var mine = Settings(messageLimit: 800)
        mine.voice.rate = 200
        let first = Store.open(directory: directory.path, now: .zero)
        first.store.saveSettings(mine)
        first.store.saveMessage(message: "Keep me", putBack: nil, revision: 1)
        first.store.close()
        do {
            // What a flipped bit or a hand edit can leave: a debounce of 2⁶³ seconds and more (reading it in
            // nanoseconds would stop the process), a volume of 10³⁰⁰, a negative pitch, a day from the far past.
            let database = try SQLiteDatabase(path: directory.database)
            let json = try #require(try database.readJSON(from: "settings"))
            var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            var buttons = try #require(object["buttons"] as? [String: Any])
            var voice = try #require(object["voice"] as? [String: Any])
            buttons["debounceTime"] = [Int64.max, 0]
            voice["volume"] = 1e300
            voice["pitch"] = -40
            object["buttons"] = buttons
            object["voice"] = voice
            object["familySetupCheckedDay"] = Int.min
            let damaged = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
            try database.query("UPDATE settings SET json = ?", [.text(damaged)])
        }
        let opening = Store.open(directory: directory.path, now: .zero)
        defer { opening.store.close() }
        let defaults = Settings()
        #expect(opening.settings.buttons.debounceTime == defaults.buttons.debounceTime)
        #expect(opening.settings.voice.volume == defaults.voice.volume)
        #expect(opening.settings.voice.pitch == defaults.voice.pitch)
        #expect(opening.settings.familySetupCheckedDay == nil)
        #expect(opening.settings.messageLimit == 800 && opening.settings.voice.rate == 200, "the rest is kept")
        #expect(opening.message == "Keep me")
        let notice = try #require(opening.notices.first { $0.contains("out of range") })
        #expect(notice.contains("debounceTime") && notice.contains("volume") && notice.contains("pitch"), "\(notice)")
    }

    @Test func D4_H9_aLogOfSavesWithoutItsDatabaseIsSaid() throws {
        let directory = ScratchDirectory()
        let recorder = EventRecorder()
        let opening = Store.open(directory: directory.path, now: .zero, report: recorder.report)
        opening.store.saveMessage(message: "Call my wife", putBack: nil, revision: 1)
        try #require(recorder.waitForSaved(1))
        let wal = try #require(Files.readPrefix(directory.database + "-wal", count: 1 << 24))
        opening.store.close()
        _ = Files.remove(directory.database)
        try Data(wal).write(to: URL(fileURLWithPath: directory.database + "-wal"))

        let again = Store.open(directory: directory.path, now: .zero)
        defer { again.store.close() }
        #expect(again.recovered && again.savingAvailable, "\(again.notices)")
        #expect(again.notices.contains { $0.contains("could not be restored") })
        #expect(directory.names.contains { $0.contains("orphaned") && $0.hasSuffix("-wal") }, "\(directory.names)")
    }
}

/// D4: a full partition. The store keeps room aside for the message and gives it back when the partition fills,
/// and the log of saves gives its room back too: saving resumes by itself, and nothing acknowledged is lost.
@Suite struct FullPartitionTests {
    @Test(.enabled(if: SmallPartition.canMount, "mounting a small partition needs root"))
    func D4_typeFillFreeTypeLosesNothingAcknowledgedAndSavingResumesByItself() throws {
        let partition = try #require(SmallPartition(size: "1m"), "tmpfs could not be mounted")
        try Self.typeFillFreeType(in: partition.path)
    }

    /// The same on ext4, the data partition's file system (delayed allocation, journal), loop-mounted.
    @Test(.enabled(if: FailingPartition.isPossible, "loop-mounting ext4 needs root and loop devices"))
    func D4_typeFillFreeTypeOnExt4() throws {
        let partition = try #require(FailingPartition(), "ext4 could not be loop-mounted")
        try Self.typeFillFreeType(in: partition.path)
    }

    static func typeFillFreeType(in path: String) throws {
        let recorder = EventRecorder()
        let options = StoreOptions(retryInterval: .milliseconds(100), reserveBytes: 96 << 10)
        let opening = Store.open(directory: path, now: .zero, options: options, report: recorder.report)
        var text = "I need"
        var revision = 1
        opening.store.saveMessage(message: text, putBack: nil, revision: revision)
        try #require(recorder.waitForSaved(revision))
        #expect(Self.names(in: path).contains("brickson.reserve"), "\(Self.names(in: path))")

        // The partition fills (the event log, another file); the person keeps typing.
        let filler = SaveFailureTests.fill(path)
        for word in [" the", " nurse", " now", " please"] {
            text += word
            revision += 1
            opening.store.saveMessage(message: text, putBack: nil, revision: revision)
            opening.store.log(LogEntry(kind: .press, at: .zero, detail: String(repeating: "k", count: 900)))
            #expect(
                recorder.waitFor { event in
                    switch event {
                    case .messageSaved(let saved, _): saved >= revision
                    case .saveFailed(let failed, _): failed == revision
                    default: false
                    }
                })
        }
        // The reserve gave the message room: every keystroke typed on the full partition was kept.
        let failures = recorder.events.filter { if case .saveFailed = $0 { true } else { false } }
        #expect(failures.isEmpty, "\(failures)")
        #expect(recorder.waitForSaved(revision))

        _ = unlink(filler)
        text += "."
        revision += 1
        opening.store.saveMessage(message: text, putBack: nil, revision: revision)
        #expect(recorder.waitForSaved(revision), "saving did not resume by itself")
        // The reserve is made again at a save once the room is back. ext4 gives freed blocks back only when its
        // journal commits (every few seconds), so keep typing until then (a guard of a minute, not a speed check).
        for _ in 0..<120 where !Self.names(in: path).contains("brickson.reserve") {
            usleep(500_000)
            text += "."
            revision += 1
            opening.store.saveMessage(message: text, putBack: nil, revision: revision)
            _ = recorder.waitForSaved(revision)
        }
        opening.store.close()
        let again = Store.open(directory: path, now: .zero)
        defer { again.store.close() }
        #expect(again.message == text && again.revision == revision && !again.recovered, "\(again.notices)")
        #expect(Self.names(in: path).contains("brickson.reserve"), "the reserve is made again once there is room")
    }
}

extension FullPartitionTests {
    /// The names of the files in `path`.
    static func names(in path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}
