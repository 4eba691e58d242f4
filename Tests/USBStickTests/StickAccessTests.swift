import Foundation
import Glibc
import LinuxSystem
import Testing

@testable import USBStick

/// C5: how Brickson has the stick made writable for an export, against a real read-only mount (a tmpfs) and a
/// stand-in for the system's helper that remounts it as the request file says, as the device's helper does. Needs
/// root (mount): skipped, and said to be, without it; as root a mount that fails is a failure, never a pass.
@Suite(.serialized, .enabled(if: getuid() == 0, "mounting a tmpfs needs root"))
struct StickAccessTests {
    /// A tmpfs mounted read-only at a new folder, and a request folder beside it.
    final class Rig: @unchecked Sendable {
        let stick: String
        let requests: String
        let mounted: Bool

        init() throws {
            stick = try temporaryFolder("stick")
            requests = try temporaryFolder("usb-request")
            mounted = getuid() == 0 && Self.run("mount -t tmpfs -o size=1m,ro brickson-stick-test \(stick)")
        }

        deinit {
            _ = Self.run("umount \(stick)")
        }

        /// The word the request file holds, or nil.
        var request: String? {
            (try? String(contentsOfFile: requests + "/" + StickAccess.requestFile, encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// What the device's helper does for one request: remount read-write for "write", read-only for "done".
        func carryOut(_ word: String) {
            _ = Self.run("mount -o remount,\(word == "write" ? "rw" : "ro") \(stick)")
        }

        @discardableResult
        static func run(_ command: String) -> Bool {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", command + " 2>/dev/null"]
            guard (try? process.run()) != nil else { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }
    }

    /// The helper that misses the first request (it came while the service was still busy with the one before) and
    /// carries out every request written after that: the export is still made writable, because Brickson asks
    /// again. Before the request was written again, this export failed after waiting.
    @Test func C5_aRequestTheSystemMissedIsAskedAgainAndTheExportGoesAhead() throws {
        let rig = try Rig()
        try #require(rig.mounted, "root, yet a tmpfs could not be mounted")
        var access = StickAccess(requestFolder: rig.requests)
        access.askAgain = .milliseconds(200)
        let requestPath = rig.requests + "/" + StickAccess.requestFile
        let stop = Guarded(false)
        let helper = Thread {
            // Each request is written by temporary file and rename: a new file, so a new inode.
            var lastInode: ino_t = 0
            var requests = 0
            while !stop.withLock({ $0 }) {
                var info = stat()
                if stat(requestPath, &info) == 0, info.st_ino != lastInode {
                    lastInode = info.st_ino
                    requests += 1
                    // The first request is missed; the ones after it are carried out.
                    if requests > 1, let word = rig.request { rig.carryOut(word) }
                }
                usleep(20_000)
            }
        }
        helper.start()
        defer { stop.withLock { $0 = true } }
        try access.makeWritable(rig.stick)
        #expect(StickAccess.isWritable(rig.stick))
        access.done(rig.stick)
        #expect(!StickAccess.isWritable(rig.stick), "the stick is read-only again after the export")
        #expect(rig.request == "done")
    }

    /// A system that never answers: the export is refused in words after `patience`, and the stick is asked back to
    /// read-only.
    @Test func C5_aSystemThatNeverAnswersIsSaidInWords() throws {
        let rig = try Rig()
        try #require(rig.mounted, "root, yet a tmpfs could not be mounted")
        var access = StickAccess(requestFolder: rig.requests)
        access.patience = .milliseconds(600)
        access.askAgain = .milliseconds(200)
        #expect(
            throws: StickError(
                "The stick could not be made writable (the system did not answer). Nothing was written.")
        ) {
            try access.makeWritable(rig.stick)
        }
        #expect(!StickAccess.isWritable(rig.stick))
        #expect(rig.request == "done")
    }
}
