import BricksonCore
import BricksonRuntime
import BricksonSimulator
import DurableStore
import Foundation
import Glibc
import Testing

/// U3 and U5 through the real runtime, headless: the test plays the system's part, writing status files into the
/// folder the runtime watches (the script's `update status FILE`, a rename as the system's helper does it) and
/// reading the requests Brickson writes. The event log is the real SQLite one.
@Suite(.serialized) struct UpdateRuntimeTests {
    static let settings = Settings(accessMethod: .touch, familySetupCheckedDay: 20_000)
    static let bundle = "new.raucb"

    /// A new folder.
    static func folder(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A stick holding the bundle, and beside it what must not be listed: a link, a hidden file, a FIFO, a folder.
    static func stick() throws -> String {
        let stick = try folder("stick")
        FileManager.default.createFile(atPath: stick + "/" + bundle, contents: Data("bundle".utf8))
        FileManager.default.createFile(atPath: stick + "/.hidden.raucb", contents: Data())
        try FileManager.default.createSymbolicLink(atPath: stick + "/link.raucb", withDestinationPath: "/etc/passwd")
        #expect(mkfifo(stick + "/fifo.raucb", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: stick + "/folder.raucb", withIntermediateDirectories: false)
        return stick
    }

    /// A status file the system would write, in `folder`, named `name`; its path.
    static func status(_ lines: String, in folder: String, as name: String, undone: Bool = false) throws -> String {
        let text =
            lines + "\nrunning-version=2026.12.02.1200\nrunning-slot=A\nother-version=2026.11.20.0900\n"
            + "last-update=2026.11.20.0900 installed on 20 Nov 2026, running\nundone=\(undone ? "yes" : "no")\n"
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The update folder (standing for /run/brickson) with the boot's idle status already written.
    static func updateFolder(undone: Bool = false) throws -> String {
        let updates = try folder("updates")
        for sub in ["update", "update-request"] {
            try FileManager.default.createDirectory(atPath: updates + "/" + sub, withIntermediateDirectories: true)
        }
        _ = try status("state=idle", in: updates + "/update", as: "status", undone: undone)
        return updates
    }

    static func request(_ updates: String) -> String? {
        try? String(contentsOfFile: updates + "/update-request/request", encoding: .utf8)
    }

    /// The `update` lines of the run's event log in SQLite, as CSV lines.
    static func updateLog(_ run: RunRecord) throws -> [String] {
        let opening = Store.open(directory: run.stateDirectory, now: .zero)
        defer { opening.store.close() }
        return try opening.store.eventLogCSV().split(separator: "\n").filter { $0.contains(",update,") }.map {
            String($0)
        }
    }

    static func statuses(_ run: RunRecord) -> [UpdateStatus?] {
        run.events.compactMap { if case .updateStatusRead(let status, _) = $0.0 { status } else { nil } }
    }

    static func requests(_ run: RunRecord) -> [UpdateRequest] {
        run.effects.compactMap { if case .updateRequest(let request) = $0.0 { request } else { nil } }
    }

    static func openUpdatePage(_ stick: String) -> String {
        """
        wait 1000
        usb insert \(stick)
        tap settings
        wait 300
        tap "USB stick"
        wait 300
        tap "Update: \(bundle)"
        wait 300

        """
    }

    @Test func U3_onlyThePlainBundleIsListedAndChoosingItWritesTheInspectLine() throws {
        let stick = try Self.stick()
        let updates = try Self.updateFolder()
        let run = try simulate(Self.openUpdatePage(stick), settings: Self.settings) { $0.updateFolder = updates }
        let listed = run.events.compactMap { if case .stickChanged(let contents?, _) = $0.0 { contents } else { nil } }
        #expect(listed.last?.updates == [Self.bundle], "no link, hidden file, FIFO or folder")
        #expect(Self.request(updates) == "inspect \(Self.bundle)\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: updates + "/update-request")
        #expect(!left.contains("request.part"))
        #expect(try Self.updateLog(run).contains { $0.hasSuffix(",asked: inspect \(Self.bundle),") })
    }

    @Test func U3_G1_getAttentionSoundsWhileInstallingAndTheRestartIsAskedOnlyOnceInstalled() throws {
        let stick = try Self.stick()
        let updates = try Self.updateFolder()
        let files = try Self.folder("system")
        let bundleLines = "bundle=\(Self.bundle)\nversion=2026.12.03.1200"
        let ready = try Self.status("state=ready\n\(bundleLines)\nchanges=Security fixes", in: files, as: "ready")
        let installing = try Self.status("state=installing\n\(bundleLines)\nprogress=40", in: files, as: "installing")
        let installed = try Self.status(
            "state=installed\n\(bundleLines)\nmessage=Restart to use it.", in: files, as: "installed")
        let run = try simulate(
            Self.openUpdatePage(stick) + """
                update status \(ready)
                wait 300
                tap "Install this update"
                wait 300
                update status \(installing)
                wait 300
                tap "Restart now"
                wait 200
                tap "Back to Talking"
                wait 500
                press getAttention
                wait 1500
                press stop
                wait 500
                tap settings
                wait 300
                tap "USB stick"
                wait 300
                tap "Update: \(Self.bundle)"
                wait 300
                update status \(installed)
                wait 300
                tap "Restart now"
                wait 300
                tap "Restart into the new system now"
                wait 500
                """, settings: Self.settings
        ) { $0.updateFolder = updates }
        // The system never answered the install meanwhile: the alert sounded all the same, where it was pressed.
        let press = try #require(run.result?.presses.first { $0.button == .getAttention }?.at)
        let tone = try #require(run.firstEvent { if case .toneStarted = $0 { true } else { false } })
        #expect(tone > press)
        let track = try SoundTrack(wav: try #require(run.result).wav)
        #expect(track.hasSound(run.seconds(tone) + 0.1, run.seconds(tone) + 1))
        // Inspect on opening, install when chosen, no new inspect while installing, restart only once installed.
        #expect(Self.requests(run) == [.inspect(Self.bundle), .install(Self.bundle), .restart])
        let installedAt = try #require(
            run.firstEvent {
                if case .updateStatusRead(let status?, _) = $0 { status.phase == .installed } else { false }
            })
        let restartAt = try #require(run.effects.first { $0.0 == .updateRequest(.restart) }?.1)
        #expect(restartAt > installedAt)
        #expect(Self.request(updates) == "restart\n")
        let log = try Self.updateLog(run)
        for words in [
            "asked: inspect \(Self.bundle)", "\(Self.bundle) ready: version 2026.12.03.1200",
            "asked: install \(Self.bundle)",
            "\(Self.bundle) installing: version 2026.12.03.1200", "\(Self.bundle) installed: version 2026.12.03.1200",
            "asked: restart",
        ] {
            #expect(log.contains { $0.contains(",\(words),") }, "\(words) in \(log)")
        }
    }

    @Test func U5_U4_theStatusAtStartIsReadAndAnUndoneUpdateIsToldOnceABoot() throws {
        let updates = try Self.updateFolder(undone: true)
        let first = try simulate("wait 800\npress yes\nwait 800", settings: Self.settings) { $0.updateFolder = updates }
        let status = try #require(Self.statuses(first).first ?? nil)
        #expect(status.otherVersion == "2026.11.20.0900" && status.runningVersion == "2026.12.02.1200")
        #expect(status.lastUpdate == "2026.11.20.0900 installed on 20 Nov 2026, running")
        let told = first.events.filter { if case .updateUndone = $0.0 { true } else { false } }
        #expect(told.count == 1)
        #expect(try Self.updateLog(first).contains { $0.contains(",undone: back on 2026.12.02.1200,") })
        // Brickson restarted in the same boot (the request folder is the boot's): not told again.
        let second = try simulate("wait 800", settings: Self.settings) { $0.updateFolder = updates }
        #expect(!second.events.contains { if case .updateUndone = $0.0 { true } else { false } })
        #expect(Self.statuses(second).first??.undone == true)
    }

    @Test func U3_U5_aHostileStatusFileIsUnknownChangesNothingAndNeverBlocks() throws {
        let updates = try Self.updateFolder()
        let files = try Self.folder("hostile")
        #expect(mkfifo(files + "/fifo", 0o644) == 0)
        FileManager.default.createFile(atPath: files + "/huge", contents: Data(count: 10 << 20))
        var junk = [UInt8](repeating: 0, count: 3000)
        for index in junk.indices { junk[index] = UInt8(truncatingIfNeeded: index &* 7919 &+ 13) }
        FileManager.default.createFile(atPath: files + "/junk", contents: Data(junk))
        let many = "state=idle\n" + (0..<5000).map { "line\($0)=x" }.joined(separator: "\n")
        FileManager.default.createFile(atPath: files + "/lines", contents: Data(many.utf8))
        let long = "state=idle\nlast-update=" + String(repeating: "a", count: 100_000)
        FileManager.default.createFile(atPath: files + "/long", contents: Data(long.utf8))
        try FileManager.default.createSymbolicLink(atPath: files + "/link", withDestinationPath: "/etc/passwd")
        let hostile = ["fifo", "huge", "junk", "lines", "long", "link"]
        // Yes and No by turns: something else is always said at once (the repeat rule, S1, lets a Yes still being
        // said finish instead).
        let script = hostile.enumerated().map { index, file in
            "update status \(files)/\(file)\nwait 300\npress \(index % 2 == 0 ? "yes" : "no")\nwait 600"
        }.joined(separator: "\n")
        let run = try simulate(
            "wait 800\n" + script + "\npress getAttention\nwait 800\npress stop\nwait 300",
            settings: Self.settings
        ) { $0.updateFolder = updates }
        // The good status at start, then each hostile one read as unknown (nil), never as something it is not.
        let read = Self.statuses(run)
        #expect(read.first??.phase == .idle)
        #expect(read.count == 1 + hostile.count, "\(read)")
        #expect(read.dropFirst().allSatisfy { $0 == nil })
        // Nothing was asked of the system; every Yes and No was said and the alert sounded after the last of them.
        #expect(Self.requests(run).isEmpty)
        #expect(run.spoken.filter { $0.source == .yes || $0.source == .no }.count == hostile.count)
        #expect(run.firstEvent { if case .toneStarted = $0 { true } else { false } } != nil)
        #expect(try Self.updateLog(run).contains { $0.contains(",the status cannot be read,") })
    }

    @Test func U5_aStatusFolderMadeAfterTheStartIsFoundAndWatched() throws {
        let updates = try Self.folder("updates")
        try FileManager.default.createDirectory(atPath: updates + "/update-request", withIntermediateDirectories: true)
        // Not a folder yet: Brickson starts without one to watch, and looks again every second.
        FileManager.default.createFile(atPath: updates + "/update", contents: Data())
        let system = Thread {
            Thread.sleep(forTimeInterval: 2)
            try? FileManager.default.removeItem(atPath: updates + "/update")
            try? FileManager.default.createDirectory(atPath: updates + "/update", withIntermediateDirectories: false)
            _ = try? Self.status("state=idle", in: updates + "/update", as: "status")
        }
        system.start()
        let files = try Self.folder("system")
        let ready = try Self.status(
            "state=ready\nbundle=\(Self.bundle)\nversion=2026.12.03.1200", in: files, as: "ready")
        let run = try simulate("wait 5000\nupdate status \(ready)\nwait 500", settings: Self.settings) {
            $0.updateFolder = updates
        }
        // Found by the look every second (Brickson was up well before the folder was made), then watched: the change
        // written after it is read too.
        let read = Self.statuses(run)
        #expect(read.contains { $0?.phase == .idle })
        #expect(read.last??.phase == .ready)
    }

    @Test func U3_theScriptPlaysTheSystemsPartWithUpdateStatus() throws {
        let script = try SimulatorScript.parse("update status /tmp/a status file\n", file: "s")
        #expect(script.commands == [.updateStatus("/tmp/a status file")])
        #expect(throws: SimulatorScript.ParseError.self) { try SimulatorScript.parse("update ready\n", file: "s") }
        #expect(throws: SimulatorScript.ParseError.self) { try SimulatorScript.parse("update status\n", file: "s") }
    }

    @Test func U5_aStatusThatIsAFolderOrMissingAtStartIsUnknown() throws {
        for folder in [true, false] {
            let updates = try Self.updateFolder()
            try FileManager.default.removeItem(atPath: updates + "/update/status")
            if folder {
                try FileManager.default.createDirectory(
                    atPath: updates + "/update/status", withIntermediateDirectories: false)
            }
            let run = try simulate("wait 800\npress yes\nwait 600", settings: Self.settings) {
                $0.updateFolder = updates
            }
            #expect(Self.statuses(run).count == 1 && Self.statuses(run).first == .some(nil), "folder: \(folder)")
            #expect(run.spoken.map(\.source) == [.yes])
        }
    }

    @Test func U3_aRequestThatCannotBeWrittenIsSaidInWords() throws {
        let stick = try Self.stick()
        let updates = try Self.updateFolder()
        // The request folder is not a folder: nothing can be written there.
        try FileManager.default.removeItem(atPath: updates + "/update-request")
        FileManager.default.createFile(atPath: updates + "/update-request", contents: Data())
        let run = try simulate(Self.openUpdatePage(stick), settings: Self.settings) { $0.updateFolder = updates }
        let failed = run.events.compactMap { if case .updateRequestFailed(let words, _) = $0.0 { words } else { nil } }
        #expect(failed.count == 1)
        // The reason only, in the system's words; the core puts it in a sentence (L1).
        #expect(failed.first == "Not a directory")
    }
}
