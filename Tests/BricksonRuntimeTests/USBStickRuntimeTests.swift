import BricksonCore
import BricksonRuntime
import BricksonSimulator
import DurableStore
import Foundation
import Glibc
import OpenBoardFormat
import Testing

/// C5 (and C4's sounds) through the real runtime, headless: the simulator's `usb insert DIR` stands for the stick
/// the system mounted; a carer works Settings > USB stick by touch, and the store, the stick's files and the
/// recorded sound are checked afterwards.
@Suite(.serialized) struct USBStickRuntimeTests {
    static let settings = Settings(accessMethod: .touch, familySetupCheckedDay: 20_000)

    /// A new folder standing for a stick.
    static func stick() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stick-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A mono WAV of a 440 Hz tone, a second long: nothing espeak-ng says has one steady pitch like it.
    static let tone: [UInt8] = {
        var bytes: [UInt8] = []
        func le<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        let rate = 22050
        bytes += Array("RIFF".utf8)
        le(UInt32(36 + rate * 2))
        bytes += Array("WAVEfmt ".utf8)
        for value in [UInt32(16)] { le(value) }
        for value in [UInt16(1), UInt16(1)] { le(value) }
        for value in [UInt32(rate), UInt32(rate * 2)] { le(value) }
        for value in [UInt16(2), UInt16(16)] { le(value) }
        bytes += Array("data".utf8)
        le(UInt32(rate * 2))
        for frame in 0..<rate { le(Int16(sin(2 * Double.pi * 440 * Double(frame) / Double(rate)) * 16000)) }
        return bytes
    }()

    static var family: Board {
        var board = StarterContent.board
        board.categories = [
            Category(
                id: "family", name: "Family",
                phrases: [Phrase(id: "anna", text: "Call Anna", clip: "anna.wav"), Phrase(id: "tom", text: "Call Tom")])
        ]
        return board
    }

    /// A new stick holding `family.obz`: the Family board and Anna's clip, the 440 Hz tone.
    static func stickWithFamily() throws -> String {
        let stick = try Self.stick()
        let writer = try PackageWriter(path: stick + "/family.obz")
        for entry in BoardFiles.packageEntries(Self.family) { try writer.add(entry.name, entry.bytes) }
        try writer.add("sounds/anna.wav", Self.tone)
        try writer.finish()
        return stick
    }

    /// Opens Settings > USB stick with the stick at `folder` in.
    static func openStickPage(_ folder: String) -> String {
        """
        wait 1000
        usb insert \(folder)
        tap settings
        wait 300
        tap "USB stick"
        wait 300

        """
    }

    @Test func C5_C4_aBoardOnTheStickIsImportedInSettingsShowsAfterBackAndItsClipPlays() throws {
        let stick = try Self.stickWithFamily()
        let run = try simulate(
            Self.openStickPage(stick) + """
                tap "Import “family.obz”"
                wait 1500
                tap "Import it"
                wait 500
                tap "Back to Talking"
                wait 800
                tap "Call Anna"
                wait 1500
                """, settings: Self.settings)
        let saved = Store.open(directory: run.stateDirectory, now: .zero)
        defer { saved.store.close() }
        #expect(saved.board.categories == Self.family.categories)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: run.stateDirectory + "/clips/anna.wav"))) == Self.tone)
        // The phrase is said with its clip: the recording holds the clip's steady 440 Hz.
        let anna = try #require(run.spoken.first { $0.text == "Call Anna" })
        #expect(anna.clip == "anna.wav")
        let started = run.seconds(
            try #require(run.firstEvent { if case .speechStarted(anna.id, _) = $0 { true } else { false } }))
        let track = try SoundTrack(wav: try #require(run.result).wav)
        let middle = track.slice(started + 0.3, started + 0.6)
        #expect(abs(track.zeroCrossingFrequency(middle) - 440) < 15, "\(track.zeroCrossingFrequency(middle)) Hz")
        #expect(SoundTrack.rms(middle) > 2000)
    }

    /// The Undo of an import survives a restart (C5): the runtime keeps it on disk, starts with it, and the carer's
    /// Undo after the restart brings the board from before back, on Home and on disk; the import's clip, which no
    /// board names after that, goes at the next start.
    @Test func C5_D4_undoImportStillWorksAfterARestart() throws {
        let stick = try Self.stickWithFamily()
        let first = try simulate(
            Self.openStickPage(stick) + """
                tap "Import “family.obz”"
                wait 1500
                tap "Import it"
                wait 500
                tap "Back to Talking"
                wait 800
                """, settings: Self.settings)
        let kept = first.effects.contains { if case .keepStickUndo(.importBoard?) = $0.0 { true } else { false } }
        #expect(kept)
        let restarted = try simulate(
            """
            wait 1000
            tap settings
            wait 300
            tap "USB stick"
            wait 300
            tap "Undo import of “family.obz”"
            wait 500
            tap "Back to Talking"
            wait 800
            """, after: first)
        let back = restarted.effects.contains { $0.0 == .saveBoard(StarterContent.board) }
        #expect(back)
        let saved = Store.open(directory: restarted.stateDirectory, now: .zero)
        saved.store.close()
        #expect(saved.board.categories == StarterContent.board.categories && saved.stickUndo == nil)
        // Anna's clip came with the import and no board names it now: the next start removes it (ClipSweep).
        let clip = restarted.stateDirectory + "/clips/anna.wav"
        #expect(FileManager.default.fileExists(atPath: clip))
        _ = try simulate("wait 300", after: restarted)
        #expect(!FileManager.default.fileExists(atPath: clip))
    }

    @Test func C5_D8_aDeclinedImportLeavesNoneOfItsClipsOnTheDevice() throws {
        let stick = try Self.stickWithFamily()
        let run = try simulate(
            Self.openStickPage(stick) + """
                tap "Import “family.obz”"
                wait 1500
                tap "Do not import"
                wait 800
                """, settings: Self.settings)
        // The clip was on the device while the carer was asked (read and checked before the question), and is gone
        // after the answer; the board is the one before.
        let clipSeen = run.effects.contains { if case .removeClips(["anna.wav"]) = $0.0 { true } else { false } }
        #expect(clipSeen)
        #expect(!FileManager.default.fileExists(atPath: run.stateDirectory + "/clips/anna.wav"))
        let saved = Store.open(directory: run.stateDirectory, now: .zero)
        defer { saved.store.close() }
        #expect(saved.board.categories == StarterContent.board.categories)
    }

    @Test func C5_D6_theBoardTheLogAndABackupGoToTheStickAndTheBackupRestoresOnAnotherDevice() throws {
        let stick = try Self.stick()
        var settings = Self.settings
        settings.voice.rate = 120
        settings.display.bold = true
        let first = try simulate(
            Self.openStickPage(stick) + """
                tap "Export the phrases (.obz)"
                wait 1500
                tap "Export the event log (CSV)"
                wait 1500
                tap "Export a backup"
                wait 1500
                """, settings: settings, board: Self.family)
        let files = try FileManager.default.contentsOfDirectory(atPath: stick).sorted()
        #expect(files == ["brickson-backup.zip", "brickson-board.obz", "brickson-log.csv"])
        let exported = try BoardFiles.read(path: stick + "/brickson-board.obz", current: StarterContent.board)
        #expect(exported.board.categories.map(\.name) == ["Family"])
        let log = try String(contentsOfFile: stick + "/brickson-log.csv", encoding: .utf8)
        #expect(log.hasPrefix("time_utc,monotonic_ms,kind,detail,latency_ms\n"))
        #expect(log.contains("selection"))
        #expect(first.logged.filter { $0.detail.hasPrefix("USB stick") }.isEmpty, "nothing failed: \(first.logged)")

        // Another device, with the starter board and its own settings, restores it.
        let second = try simulate(
            Self.openStickPage(stick) + """
                tap "More (page 1 of 2)"
                wait 300
                tap "Restore “brickson-backup.zip”"
                wait 1500
                tap "Restore it"
                wait 500
                tap "Back to Talking"
                wait 500
                """, settings: Self.settings)
        let restored = Store.open(directory: second.stateDirectory, now: .zero)
        defer { restored.store.close() }
        #expect(
            restored.board.categories
                == Self.family.categories.map { category in
                    var plain = category
                    // The clip was never on the first device: the backup could not carry it, so the phrase uses the voice.
                    plain.phrases = plain.phrases.map { Phrase(id: $0.id, text: $0.text) }
                    return plain
                })
        #expect(restored.settings.voice.rate == 120 && restored.settings.display.bold)
    }

    @Test func C5_D7_badFilesOnTheStickAreRefusedInWordsAndChangeNothing() throws {
        let stick = try Self.stick()
        try Data(Array("PK\u{3}\u{4}garbage".utf8)).write(to: URL(fileURLWithPath: stick + "/bad.obz"))
        try Data("not json at all".utf8).write(to: URL(fileURLWithPath: stick + "/words.obf"))
        let huge = FileManager.default.createFile(atPath: stick + "/huge.obz", contents: nil)
        #expect(huge)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: stick + "/huge.obz"))
        try handle.truncate(atOffset: (64 << 20) + 1)
        try handle.close()
        let run = try simulate(
            Self.openStickPage(stick) + """
                tap "Import “bad.obz”"
                wait 1000
                tap "More (page 1 of 2)"
                wait 300
                tap "Import “huge.obz”"
                wait 1000
                tap "More (page 1 of 2)"
                wait 300
                tap "Import “words.obf”"
                wait 1000
                tap "Back to Talking"
                wait 500
                """, settings: Self.settings)
        let asked = run.effects.filter { if case .stickTask = $0.0 { true } else { false } }
        #expect(asked.count == 3)
        let failed = run.events.compactMap {
            if case .stickTaskFinished(.failed(let words), _) = $0.0 { words } else { nil }
        }
        #expect(failed.count == 3, "\(failed)")
        #expect(failed.allSatisfy { $0.hasSuffix("not changed.") || $0.hasSuffix("not read.") }, "\(failed)")
        #expect(!run.effects.contains { if case .saveBoard = $0.0 { true } else { false } })
        let saved = Store.open(directory: run.stateDirectory, now: .zero)
        defer { saved.store.close() }
        #expect(saved.board == StarterContent.board)
    }

    @Test func C5_aStickTakenOutIsSaidAndItsFilesGoFromSettings() throws {
        let stick = try Self.stick()
        try Data("{}".utf8).write(to: URL(fileURLWithPath: stick + "/one.obf"))
        let run = try simulate(
            Self.openStickPage(stick) + """
                usb remove
                wait 300
                tap "Import “one.obf”"
                wait 300
                """, settings: Self.settings)
        #expect(run.events.contains { if case .stickChanged(nil, _) = $0.0 { true } else { false } })
        #expect(!run.effects.contains { if case .stickTask = $0.0 { true } else { false } })
    }
}

/// C5: the runtime sees a file system mounted at its stick folder, and its going, through the mount table
/// (`/proc/self/mountinfo`, `EPOLLPRI`), as the device sees the system's mount helper. Needs the right to mount
/// (root in the build machine's container); elsewhere it does not run.
@Suite(.serialized) struct StickMountWatchTests {
    /// Whether this process may mount a tmpfs (tried once on a folder of its own).
    static let canMount: Bool = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mount-\(UUID().uuidString)").path
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
            mount("probe", folder, "tmpfs", 0, "size=64k") == 0
        else { return false }
        umount2(folder, Int32(MNT_DETACH))
        return true
    }()

    @Test(.enabled(if: canMount, "mounting needs CAP_SYS_ADMIN"))
    func C5_aStickMountedAtTheFolderShowsInSettingsAndGoesWhenUnmounted() throws {
        let folder = try USBStickRuntimeTests.stick()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("brickson-test-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        var options = try SimulateCommand.Options(arguments: ["--out", out])
        options.scriptText = "wait 6000\n"
        options.stickFolder = folder
        let profile = try BoardLocation.load("simulator", boards: repositoryBoards)
        // The system's side: a file system with a board file on it is mounted, and later lazily unmounted.
        let mountError = Locked<Int32?>(nil)
        let system = Thread {
            Thread.sleep(forTimeInterval: 2.5)
            guard mount("stick", folder, "tmpfs", 0, "size=1m") == 0 else {
                mountError.change { $0 = errno }
                return
            }
            _ = FileManager.default.createFile(atPath: folder + "/family.obz", contents: Data("PK".utf8))
            Thread.sleep(forTimeInterval: 2)
            umount2(folder, Int32(MNT_DETACH))
        }
        let seen = Locked<[StickContents?]>([])
        system.start()
        _ = try SimulateCommand.runHeadless(profile: profile, options: options) { event, _ in
            if case .stickChanged(let contents, _)? = event { seen.change { $0.append(contents) } }
        }
        try #require(mountError.value == nil, "the stick's tmpfs could not be mounted (errno \(mountError.value ?? 0))")
        let changes = seen.value
        // Settings hears at once that a stick is in, then what its thread read on it, then that it went.
        #expect(changes.count == 3, "\(changes)")
        #expect(changes.first == .beingRead)
        #expect(changes.dropFirst().first??.problem == nil && changes.dropFirst().first??.reading == false)
        #expect(changes.last! == nil)
    }
}

/// A value changed from the loop thread and read after the run.
final class Locked<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()
    init(_ value: Value) { stored = value }
    func change(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
    var value: Value { lock.withLock { stored } }
}

/// C5: the simulator script's `usb insert DIR` (the rest of the line, spaces and all) and `usb remove`.
@Suite struct StickScriptTests {
    @Test func C5_theScriptPlugsAndPullsAStickAtAFolder() throws {
        let script = try SimulatorScript.parse("usb insert /tmp/my stick \nwait 10\nusb remove\n", file: "the script")
        #expect(script.commands == [.stick(folder: "/tmp/my stick"), .wait(.milliseconds(10)), .stick(folder: nil)])
        #expect(script.timeline.map(\.action) == [.stick(folder: "/tmp/my stick"), .stick(folder: nil)])
        for wrong in ["usb", "usb insert", "usb eject", "usb remove now"] {
            #expect(throws: SimulatorScript.ParseError.self) { try SimulatorScript.parse(wrong, file: "the script") }
        }
    }
}

/// C5 with S5: everything that reads the stick runs on the stick's own thread, so a stick that stops answering
/// (a failing one holds each read for seconds) never holds a press, a frame or the runtime's end.
@Suite(.serialized) struct StalledStickRuntimeTests {
    @Test func C5_S5_aStickWhoseReadingNeverEndsHoldsNoPressNoScreenAndNotTheEnd() throws {
        let stick = try USBStickRuntimeTests.stick()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("brickson-test-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        var options = try SimulateCommand.Options(arguments: ["--out", out])
        options.scriptText = """
            wait 1000
            usb insert \(stick)
            wait 300
            press yes
            wait 1500
            tap settings
            wait 300
            tap "USB stick"
            wait 500

            """
        let profile = try BoardLocation.load("simulator", boards: repositoryBoards)
        // The stick's reading waits until it is let go: by the test after the run, or by this guard after 60 s
        // should the run itself be held (which is the failure this test is for).
        let gate = Locked(false)
        let readsStarted = Locked(0)
        let letGoByGuard = Locked(false)
        let guardThread = Thread {
            Thread.sleep(forTimeInterval: 60)
            if !gate.value { letGoByGuard.change { $0 = true } }
            gate.change { $0 = true }
        }
        guardThread.start()
        let changes = Locked<[StickContents?]>([])
        let yesStarted = Locked(false)
        let touches = Locked(0)
        let result = try SimulateCommand.runHeadless(
            profile: profile, options: options,
            observer: { event, _ in
                if case .stickChanged(let contents, _)? = event { changes.change { $0.append(contents) } }
                if case .speechStarted(1, _)? = event { yesStarted.change { $0 = true } }
                // A scripted tap is made only where its control is on screen: two mean Settings showed its rows.
                if case .touchBegan(_, .some, _)? = event { touches.change { $0 += 1 } }
            },
            stickReader: { _ in
                readsStarted.change { $0 += 1 }
                while !gate.value { usleep(1000) }
                return StickContents(boardFiles: ["never.obz"])
            })
        let heldToTheEnd = !gate.value
        gate.change { $0 = true }
        #expect(heldToTheEnd && !letGoByGuard.value, "the run ended only when the stick's reading was let go")
        #expect(readsStarted.value == 1)
        // Yes was said while the stick was being read, and the carer's taps went on to Settings.
        #expect(result.presses.contains { $0.button == .yes })
        #expect(yesStarted.value)
        #expect(touches.value == 2)
        // Settings heard that a stick is in and is being read; nothing of the stalled reading ever came.
        #expect(changes.value == [.beingRead])
    }

    @Test func C5_whatAStickTakenOutWasFoundToHoldNeverShowsForTheNextOne() throws {
        let stick = try USBStickRuntimeTests.stick()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("brickson-test-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        var options = try SimulateCommand.Options(arguments: ["--out", out])
        options.scriptText = """
            wait 1000
            usb insert \(stick)
            wait 300
            usb remove
            wait 300
            usb insert \(stick)
            wait 1000

            """
        let profile = try BoardLocation.load("simulator", boards: repositoryBoards)
        // The first stick's reading is held until the next stick is in, then answers late, as a failing stick's
        // last read does.
        let gate = Locked(false)
        let reads = Locked(0)
        let changes = Locked<[StickContents?]>([])
        _ = try SimulateCommand.runHeadless(
            profile: profile, options: options,
            observer: { event, _ in
                if case .stickChanged(let contents, _)? = event {
                    changes.change { $0.append(contents) }
                    if changes.value.count == 3 { gate.change { $0 = true } }
                }
            },
            stickReader: { _ in
                var index = 0
                reads.change {
                    $0 += 1
                    index = $0
                }
                if index == 1 {
                    let deadline = Date().addingTimeInterval(30)
                    while !gate.value && Date() < deadline { usleep(1000) }
                    return StickContents(boardFiles: ["first stick.obz"])
                }
                return StickContents(boardFiles: ["second stick.obz"])
            })
        #expect(reads.value == 2)
        #expect(
            changes.value == [.beingRead, nil, .beingRead, StickContents(boardFiles: ["second stick.obz"])],
            "\(changes.value)")
    }
}
