import BricksonCore
import DurableStore
import Foundation
import LinuxSystem
import OpenBoardFormat
import Testing

@testable import StickWorkflows
@testable import USBStick

/// C4 and C5 through the workshop the runtime's stick thread runs, with a real store and real files: a package's
/// clips become the phrases' clips (checked, never overwriting another), exports carry the clips, a backup comes
/// back whole, and hostile files change nothing.
@Suite struct StickWorkshopTests {
    struct Rig {
        let stick: String
        let clips: String
        let store: Store
        let workshop: StickWorkshop
    }

    static func rig() throws -> Rig {
        let stick = try temporaryFolder("stick")
        let state = try freshStore()
        let clips = state.folder + "/clips"
        let workshop = StickWorkshop(folder: stick, clipsFolder: clips, store: state.store)
        return Rig(stick: stick, clips: clips, store: state.store, workshop: workshop)
    }

    @Test func C4_C5_aPackagesSoundBecomesItsPhrasesClipAndIsKeptOnTheDevice() throws {
        let rig = try Self.rig()
        let anna = toneWAV(frequency: 440)
        try writePackage(familyBoard, sounds: ["anna.wav": anna], to: rig.stick + "/family.obz")
        let outcome = rig.workshop.perform(.importBoard(file: "family.obz", current: StarterContent.board))
        guard case .imported(let board, _, _) = outcome else {
            Issue.record("not imported: \(outcome)")
            return
        }
        #expect(board.categories.map(\.name) == ["Family"])
        #expect(board.categories[0].phrases.map(\.clip) == ["anna.wav", nil])
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: rig.clips + "/anna.wav"))) == anna)
    }

    @Test func C4_C5_aSoundOtherAACSoftwareGivesAButtonBecomesItsPhrasesClip() throws {
        let rig = try Self.rig()
        let hello = toneWAV(frequency: 500)
        // As the Open Board Format itself has it: `sound_id` on the button, the board's `sounds` list, the file in the
        // package. A sound given only by URL is never fetched.
        let board = #"""
            {"format": "open-board-0.1", "id": "b1", "name": "Greetings",
             "buttons": [{"id": "1", "label": "Hello", "sound_id": "s1"},
                         {"id": "2", "label": "Goodbye", "sound_id": "s2"}],
             "grid": {"rows": 1, "columns": 2, "order": [["1", "2"]]}, "images": [],
             "sounds": [{"id": "s1", "path": "sounds/hello.wav", "content_type": "audio/wav"},
                        {"id": "s2", "url": "https://example.org/bye.mp3", "content_type": "audio/mpeg"}]}
            """#
        let writer = try PackageWriter(path: rig.stick + "/other.obz")
        try writer.add("manifest.json", Array(#"{"format": "open-board-0.1", "root": "boards/b1.obf"}"#.utf8))
        try writer.add("boards/b1.obf", Array(board.utf8))
        try writer.add("sounds/hello.wav", hello)
        try writer.finish()
        let outcome = rig.workshop.perform(.importBoard(file: "other.obz", current: StarterContent.board))
        guard case .imported(let imported, _, _) = outcome else {
            Issue.record("not imported: \(outcome)")
            return
        }
        #expect(imported.categories.map(\.name) == ["Greetings"])
        #expect(imported.categories[0].phrases.map(\.clip) == ["hello.wav", nil])
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: rig.clips + "/hello.wav"))) == hello)
    }

    @Test func C4_C5_aClipOfTheSameNameOnTheDeviceIsNeverOverwritten() throws {
        let rig = try Self.rig()
        try FileManager.default.createDirectory(atPath: rig.clips, withIntermediateDirectories: true)
        let mine = toneWAV(frequency: 300)
        try Data(mine).write(to: URL(fileURLWithPath: rig.clips + "/anna.wav"))
        let theirs = toneWAV(frequency: 600)
        try writePackage(familyBoard, sounds: ["anna.wav": theirs], to: rig.stick + "/family.obz")
        let outcome = rig.workshop.perform(.importBoard(file: "family.obz", current: StarterContent.board))
        guard case .imported(let board, _, _) = outcome else {
            Issue.record("not imported: \(outcome)")
            return
        }
        #expect(board.categories[0].phrases[0].clip == "anna-2.wav")
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: rig.clips + "/anna.wav"))) == mine)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: rig.clips + "/anna-2.wav"))) == theirs)
    }

    @Test func C4_C5_aDamagedClipRefusesThePackageInWordsAndKeepsNothing() throws {
        let rig = try Self.rig()
        let list = Array("This is a shopping list, not a recording.\n".utf8)
        try writePackage(familyBoard, sounds: ["anna.wav": list], to: rig.stick + "/family.obz")
        let outcome = rig.workshop.perform(.importBoard(file: "family.obz", current: StarterContent.board))
        guard case .failed(let words) = outcome else {
            Issue.record("imported: \(outcome)")
            return
        }
        #expect(words.hasPrefix("The recorded clip “anna.wav” in “family.obz” cannot be played: it is not a WAV"))
        #expect(words.hasSuffix("Nothing on the device changed."))
        #expect(names(rig.clips).isEmpty)
    }

    @Test func C4_aClipTheFileNamesButDoesNotCarryIsDroppedWithANotice() throws {
        let rig = try Self.rig()
        try writePackage(familyBoard, sounds: [:], to: rig.stick + "/family.obz")
        let outcome = rig.workshop.perform(.importBoard(file: "family.obz", current: StarterContent.board))
        guard case .imported(let board, _, let notices) = outcome else {
            Issue.record("not imported: \(outcome)")
            return
        }
        #expect(board.categories[0].phrases[0].clip == nil)
        #expect(notices.contains { $0.contains("not in it") })
    }

    @Test func C5_D7_hostileBoardFilesAreRefusedInWords() throws {
        let rig = try Self.rig()
        try Data(Array("PK\u{3}\u{4}garbage".utf8)).write(to: URL(fileURLWithPath: rig.stick + "/bad.obz"))
        try Data("not json at all".utf8).write(to: URL(fileURLWithPath: rig.stick + "/words.obf"))
        for file in ["bad.obz", "words.obf", "missing.obz"] {
            let outcome = rig.workshop.perform(.importBoard(file: file, current: StarterContent.board))
            guard case .failed(let words) = outcome else {
                Issue.record("\(file) imported: \(outcome)")
                continue
            }
            #expect(words.contains(file), "\(words)")
        }
        #expect(names(rig.clips).isEmpty)
    }

    @Test func C5_exportsCarryTheClipsAndABackupComesBackWhole() throws {
        let rig = try Self.rig()
        try FileManager.default.createDirectory(atPath: rig.clips, withIntermediateDirectories: true)
        let anna = toneWAV(frequency: 440)
        try Data(anna).write(to: URL(fileURLWithPath: rig.clips + "/anna.wav"))
        var settings = Settings(accessMethod: .switches, familySetupCheckedDay: 20_000)
        settings.voice.rate = 120
        var learned = LearnedWords()
        _ = learned.learn("good morning nurse")
        let backup = DeviceBackup(board: familyBoard, settings: settings, learned: learned, message: "hello")
        #expect(rig.workshop.perform(.exportBoard(familyBoard)).isExported)
        #expect(rig.workshop.perform(.exportBackup(backup)).isExported)
        #expect(names(rig.stick) == ["brickson-backup.zip", "brickson-board.obz"])
        let package = try PackageReader(
            bytes: Array(try Data(contentsOf: URL(fileURLWithPath: rig.stick + "/brickson-board.obz"))),
            name: "brickson-board.obz")
        #expect(try package.read("sounds/anna.wav", limit: 1 << 20) == anna)
        // On another device: the backup brings back all of it, the clip included.
        let other = try Self.rig()
        let restored = StickWorkshop(
            folder: rig.stick, clipsFolder: other.clips, store: other.store
        ).perform(.restoreBackup(file: "brickson-backup.zip"))
        #expect(restored == .restored(backup, file: "brickson-backup.zip"))
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: other.clips + "/anna.wav"))) == anna)
    }

    /// F3, C5: a full stick (ENOSPC) or a failing one (EIO) at each step of writing an export, planned on the real
    /// calls: refused in the carer's words ("the stick is full"), naming the file; the export there before is left
    /// whole and nothing half-written beside it.
    @Test(arguments: [SystemCallFaults.Call.open, .write, .fsync, .rename], [ENOSPC, EIO])
    func C5_F3_anExportOntoAFullOrFailingStickLeavesTheOneBeforeWhole(call: SystemCallFaults.Call, code: Int32) throws {
        let rig = try Self.rig()
        #expect(rig.workshop.perform(.exportBoard(StarterContent.board)).isExported)
        let before = try Data(contentsOf: URL(fileURLWithPath: rig.stick + "/brickson-board.obz"))
        SystemCallFaults.plan(code, in: call, under: rig.stick)
        defer { SystemCallFaults.clear(under: rig.stick) }
        let outcome = rig.workshop.perform(.exportBoard(familyBoard))
        guard case .failed(let words) = outcome else {
            Issue.record("not refused: \(outcome)")
            return
        }
        let why = code == ENOSPC ? "the stick is full" : "the stick was taken out or cannot be read"
        #expect(words.contains("brickson-board.obz") && words.contains(why), "\(words)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: rig.stick + "/brickson-board.obz")) == before)
        #expect(names(rig.stick) == ["brickson-board.obz"])
    }

    @Test func C4_C5_anExportNamesEachCarriedClipAsItsButtonsSoundInTheFormatsOwnWay() throws {
        let rig = try Self.rig()
        try FileManager.default.createDirectory(atPath: rig.clips, withIntermediateDirectories: true)
        let anna = toneWAV(frequency: 440)
        try Data(anna).write(to: URL(fileURLWithPath: rig.clips + "/anna.wav"))
        var board = familyBoard
        // A clip the board names but the device no longer has is not carried: its button names no sound.
        board.categories[0].phrases[1].clip = "gone.wav"
        #expect(rig.workshop.perform(.exportBoard(board)).isExported)
        let package = try PackageReader(
            bytes: Array(try Data(contentsOf: URL(fileURLWithPath: rig.stick + "/brickson-board.obz"))),
            name: "brickson-board.obz")
        func object(_ entry: String) throws -> [String: Any] {
            try #require(
                try JSONSerialization.jsonObject(with: Data(package.read(entry, limit: 1 << 20))) as? [String: Any])
        }
        let family = try object("boards/1.obf")
        let buttons = try #require(family["buttons"] as? [[String: Any]])
        #expect(buttons.map { $0["sound_id"] as? String } == ["sound-anna.wav", nil])
        let sounds = try #require(family["sounds"] as? [[String: Any]])
        #expect(sounds.count == 1)
        #expect(sounds.first?["id"] as? String == "sound-anna.wav")
        #expect(sounds.first?["path"] as? String == "sounds/anna.wav")
        #expect(sounds.first?["content_type"] as? String == "audio/wav")
        let paths = try #require(try object("manifest.json")["paths"] as? [String: Any])
        #expect(paths["sounds"] as? [String: String] == ["sound-anna.wav": "sounds/anna.wav"])
        #expect(try package.read("sounds/anna.wav", limit: 1 << 20) == anna)
        // Another program's copy keeps only the format's own fields: the clip still reaches its phrase.
        let other = try Self.rig()
        var foreign = family
        foreign["buttons"] = buttons.map { button in
            button.filter { $0.key != "ext_brickson_clip" }
        }
        let writer = try PackageWriter(path: other.stick + "/foreign.obz")
        try writer.add("manifest.json", Array(#"{"format": "open-board-0.1", "root": "boards/1.obf"}"#.utf8))
        try writer.add("boards/1.obf", Array(try JSONSerialization.data(withJSONObject: foreign)))
        try writer.add("sounds/anna.wav", anna)
        try writer.finish()
        let outcome = other.workshop.perform(.importBoard(file: "foreign.obz", current: StarterContent.board))
        guard case .imported(let imported, _, _) = outcome else {
            Issue.record("not imported: \(outcome)")
            return
        }
        #expect(imported.categories[0].phrases.map(\.clip) == ["anna.wav", nil])
    }

    @Test func C5_aBackupThatIsNotOneOrIsDamagedIsRefusedInWords() throws {
        let rig = try Self.rig()
        // A board package is not a backup.
        try writePackage(familyBoard, sounds: [:], to: rig.stick + "/brickson-backup-board.zip")
        // A backup from a later version, and one whose settings are damaged.
        for (name, entry) in [
            ("brickson-backup-later.zip", #"{"format":"brickson-backup","version":9}"#),
            ("brickson-backup-damaged.zip", #"{"format":"brickson-backup","version":1,"settings":[]}"#),
        ] {
            let writer = try PackageWriter(path: rig.stick + "/" + name)
            for entry in BoardFiles.packageEntries(familyBoard) { try writer.add(entry.name, entry.bytes) }
            try writer.add("brickson-backup.json", Array(entry.utf8))
            try writer.finish()
        }
        let expected = [
            "brickson-backup-board.zip":
                "“brickson-backup-board.zip” is not a Brickson backup. Nothing on the device changed.",
            "brickson-backup-later.zip":
                "“brickson-backup-later.zip” is not a Brickson backup this device can read: it is version 9, this device reads version 1. Nothing on the device changed.",
            "brickson-backup-damaged.zip":
                "“brickson-backup-damaged.zip” is not a Brickson backup this device can read: its settings are damaged. Nothing on the device changed.",
        ]
        for (name, words) in expected {
            #expect(rig.workshop.perform(.restoreBackup(file: name)) == .failed(words))
        }
    }

    @Test func C5_D7_aBackupCannotRaiseWhatPredictionKeepsOrBringAMessageOverTheLimit() throws {
        let rig = try Self.rig()
        var learned = LearnedWords(wordCapacity: 1_000_000, pairCapacity: 1_000_000)
        _ = learned.learn("good morning nurse")
        let settings = Settings(accessMethod: .touch, messageLimit: 500)
        let backup = DeviceBackup(
            board: familyBoard, settings: settings, learned: learned, message: String(repeating: "a", count: 501))
        #expect(rig.workshop.perform(.exportBackup(backup)).isExported)
        guard case .restored(let restored, _) = rig.workshop.perform(.restoreBackup(file: "brickson-backup.zip"))
        else {
            Issue.record("not restored")
            return
        }
        #expect(restored.learned.wordCapacity == LearnedWords.defaultWordCapacity)
        #expect(restored.learned.pairCapacity == LearnedWords.defaultPairCapacity)
        #expect(restored.learned.words == learned.words)
        #expect(restored.message == nil)
    }

    @Test func C5_anExportCutOffAsIfTheStickWerePulledLeavesTheOldFilesAndSaysSo() throws {
        let rig = try Self.rig()
        let old = Array("the export before\n".utf8)
        for name in ["brickson-log.csv", "brickson-backup.zip"] {
            try Data(old).write(to: URL(fileURLWithPath: rig.stick + "/" + name))
        }
        rig.store.log(LogEntry(kind: .warning, at: .zero, detail: String(repeating: "long ", count: 100_000)))
        var cut = rig.workshop
        cut.gate = { _ in false }
        let backup = DeviceBackup(board: familyBoard, settings: Settings(), learned: LearnedWords())
        for task in [StickTask.exportLog, .exportBackup(backup)] {
            guard case .failed(let words) = cut.perform(task) else {
                Issue.record("\(task) was not cut off")
                continue
            }
            #expect(words.hasSuffix("the stick was taken out or cannot be read."), "\(words)")
        }
        for name in ["brickson-log.csv", "brickson-backup.zip"] {
            #expect(try Array(Data(contentsOf: URL(fileURLWithPath: rig.stick + "/" + name))) == old)
        }
        #expect(names(rig.stick) == ["brickson-backup.zip", "brickson-log.csv"], "no temporary file is left")
    }

    @Test func C5_D6_theEventLogGoesToTheStickAsCSV() throws {
        let rig = try Self.rig()
        rig.store.log(LogEntry(kind: .warning, at: .zero, detail: "=SUM(A1)"))
        #expect(rig.workshop.perform(.exportLog).isExported)
        let text = try String(contentsOfFile: rig.stick + "/brickson-log.csv", encoding: .utf8)
        #expect(text.hasPrefix("time_utc,monotonic_ms,kind,detail,latency_ms\n"))
        #expect(text.contains("'=SUM(A1)"))
    }
}

extension StickOutcome {
    var isExported: Bool { if case .exported = self { true } else { false } }
}
