import BricksonCore
import Foundation
import LinuxSystem
import Testing

@testable import DurableStore

/// C6, New patient, on disk: the person's message, Put Back's copy, learned words, event log, recorded clips and
/// settings erased; the device's settings and the board (without clips) kept; all or nothing across a SIGKILL.
@Suite struct HandOverStoreTests {
    static let secret = "Tell Margaret the key is under the blue pot"

    /// A person on disk: a message and Put Back, learned words, a log that holds message text (allowed), their
    /// settings, a board with a clip, and two clip files.
    static func seedPerson(in directory: ScratchDirectory) throws {
        let opening = Store.open(directory: directory.path, now: .zero)
        var settings = Settings(accessMethod: .switches, logMessageText: true)
        settings.voice.volume = 0.4
        settings.display.textSize = .larger
        var board = StarterContent.board
        board.categories[0].phrases[0].clip = "pain-1.wav"
        var learned = LearnedWords()
        _ = learned.learn(secret)
        // An import's Undo holds the board before it: the person's phrases too.
        var before = StarterContent.board
        before.categories[0].phrases[0].text = "Call Margaret"
        before.categories[0].phrases[1].clip = "people-2.wav"
        opening.store.saveSettings(settings)
        opening.store.keepStickUndo(.importBoard(before: before, file: "family.obz"))
        opening.store.saveBoard(board)
        opening.store.saveLearnedWords(learned)
        opening.store.log(LogEntry(kind: .selection, at: .zero, detail: "message: \(secret)"))
        opening.store.saveMessage(message: secret, putBack: "Margaret", revision: 7)
        opening.store.close()
        let clips = directory.path + "/clips"
        try FileManager.default.createDirectory(atPath: clips, withIntermediateDirectories: true)
        for name in ["pain-1.wav", "people-2.wav"] {
            try Data(repeating: 7, count: 4096).write(to: URL(fileURLWithPath: clips + "/" + name))
        }
    }

    /// What is on disk, read back as a start would.
    struct Found {
        var message: String
        var putBack: String?
        var learnedWords: Int
        var logHoldsSecret: Bool
        var settings: Settings
        var clip: String?
        var clipFiles: [String]
        var recordLeft: Bool
        var undo: StickUndo?
    }

    static func found(in directory: ScratchDirectory) throws -> Found {
        let opening = Store.open(directory: directory.path, now: .zero)
        opening.store.close()
        let database = try SQLiteDatabase(path: directory.path + "/" + Store.databaseName, readOnly: true)
        let log = try EventLogCSV.text(of: database)
        let clips = (try? FileManager.default.contentsOfDirectory(atPath: directory.path + "/clips")) ?? []
        return Found(
            message: opening.message, putBack: opening.putBack, learnedWords: opening.learned.words.count,
            logHoldsSecret: log.contains(secret), settings: opening.settings,
            clip: opening.board.categories[0].phrases[0].clip, clipFiles: clips.sorted(),
            recordLeft: FileManager.default.fileExists(atPath: directory.path + "/" + HandOver.recordName),
            undo: opening.stickUndo)
    }

    /// The old person, whole.
    static func isOldPerson(_ found: Found) -> Bool {
        found.message == secret && found.putBack == "Margaret" && found.learnedWords > 0 && found.logHoldsSecret
            && found.settings.accessMethod == .switches && found.clip == "pain-1.wav"
            && found.clipFiles == ["pain-1.wav", "people-2.wav"] && found.undo != nil
    }

    /// The clean device: nothing of the person, the device's volume kept.
    static func isCleanDevice(_ found: Found) -> Bool {
        found.message.isEmpty && found.putBack == nil && found.learnedWords == 0 && !found.logHoldsSecret
            && found.settings
                == Settings(accessMethod: .switches, logMessageText: true).keptForNextPatient
                .with { $0.voice.volume = 0.4 }
            && found.clip == nil && found.clipFiles.isEmpty && !found.recordLeft && found.undo == nil
    }

    @Test func C6_D4_newPatientErasesThePersonAndNoBytesOfTheMessageStayInTheDatabaseFiles() throws {
        let directory = ScratchDirectory()
        try Self.seedPerson(in: directory)
        #expect(Self.isOldPerson(try Self.found(in: directory)))
        let opening = Store.open(directory: directory.path, now: .zero)
        let saved = Guarded<[Event]>([])
        opening.store.setReport { event in saved.withLock { $0.append(event) } }
        let started = MonotonicClock.nanoseconds()
        opening.store.handOver(
            settings: opening.settings.keptForNextPatient, board: opening.board,
            revision: opening.revision + 1)
        opening.store.waitUntilWritten()
        // A reading for BENCHMARKS (not an assertion): the whole erase, VACUUM and syncs included.
        print("C6 erase: \(Double(MonotonicClock.nanoseconds() - started) / 1e6) ms")
        opening.store.close()
        #expect(saved.withLock { $0 }.contains { if case .messageSaved(8, _) = $0 { true } else { false } })
        let after = try Self.found(in: directory)
        #expect(Self.isCleanDevice(after), "\(after)")
        // secure_delete, VACUUM and the TRUNCATE checkpoint: the words are in neither the database nor its log.
        for suffix in ["", "-wal"] {
            let bytes =
                (try? Data(contentsOf: URL(fileURLWithPath: directory.path + "/brickson.sqlite" + suffix))) ?? Data()
            #expect(bytes.range(of: Data("Margaret".utf8)) == nil, "brickson.sqlite\(suffix)")
        }
    }

    @Test func C6_D8_newPatientErasesTheClipsOfAnImportCutOffByAKill() throws {
        // A stick import stages a package's clips in a folder inside the clips folder; a kill leaves it there.
        let directory = ScratchDirectory()
        try Self.seedPerson(in: directory)
        let staging = directory.path + "/clips/.incoming"
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        try Data(repeating: 7, count: 4096).write(to: URL(fileURLWithPath: staging + "/voice.wav"))
        let opening = Store.open(directory: directory.path, now: .zero)
        opening.store.handOver(
            settings: opening.settings.keptForNextPatient, board: opening.board, revision: opening.revision + 1)
        opening.store.waitUntilWritten()
        opening.store.close()
        let after = try Self.found(in: directory)
        #expect(Self.isCleanDevice(after), "\(after)")
    }

    @Test func C6_D4_aKillAtAnyMomentLeavesTheOldPersonOrTheCleanDeviceNeverHalf() throws {
        let child = ChildProcess.builtProduct("store-crash-child")
        try #require(FileManager.default.isExecutableFile(atPath: child), "build store-crash-child first: \(child)")
        var outcomes: [String] = []
        for delay in [0, 1, 2, 3, 5, 8, 12, 20, 35, 60, 120, 400] {
            let directory = ScratchDirectory()
            try Self.seedPerson(in: directory)
            let process = try #require(ChildProcess(child, [directory.path, "handover"]))
            process.waitForLine(startingWith: "opened")
            usleep(useconds_t(delay * 1000))
            process.kill()
            let found = try Self.found(in: directory)
            let old = Self.isOldPerson(found)
            let clean = Self.isCleanDevice(found)
            #expect(old || clean, "killed after \(delay) ms: \(found)")
            outcomes.append(old ? "old" : "clean")
        }
        print("C6 kill outcomes: \(outcomes)")
        // Not a timing claim: the last, long delay lets the erase finish, so both ends were reached.
        #expect(outcomes.last == "clean", "\(outcomes)")
    }
}

extension Settings {
    func with(_ change: (inout Settings) -> Void) -> Settings {
        var copy = self
        change(&copy)
        return copy
    }
}
