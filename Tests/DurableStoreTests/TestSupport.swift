import BricksonCore
import Foundation
import Glibc
import Testing

@testable import DurableStore

/// A new empty directory for one test, removed when the test's value goes away.
final class ScratchDirectory {
    let path: String

    init() {
        var template = Array((NSTemporaryDirectory() + "/brickson-store-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        path = made.map { String(cString: $0) } ?? NSTemporaryDirectory() + "/brickson-store-\(UUID())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The database's path in this directory.
    var database: String { path + "/" + Store.databaseName }

    /// The names of the files in the directory.
    var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
}

/// Collects the events a store reports, and waits for one.
final class EventRecorder: @unchecked Sendable {
    private let condition = NSCondition()
    private var recorded: [Event] = []

    /// The callback to hand to `Store.open`.
    var report: @Sendable (Event) -> Void {
        { [self] event in
            condition.lock()
            recorded.append(event)
            condition.broadcast()
            condition.unlock()
        }
    }

    var events: [Event] {
        condition.lock()
        defer { condition.unlock() }
        return recorded
    }

    /// Waits until an event matching `matches` was reported; false if none came within `seconds` (a guard
    /// against hanging, far longer than the store ever needs — not a speed check).
    func waitFor(seconds: Double = 30, _ matches: (Event) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while !recorded.contains(where: matches) {
            if !condition.wait(until: deadline) { return recorded.contains(where: matches) }
        }
        return true
    }

    func waitForSaved(_ revision: Int) -> Bool {
        waitFor { if case .messageSaved(let saved, _) = $0 { saved >= revision } else { false } }
    }

    func waitForFailed(_ revision: Int) -> Bool {
        waitFor { if case .saveFailed(let failed, _) = $0 { failed == revision } else { false } }
    }
}

/// Reads `PRAGMA integrity_check` of the database at `path` with a connection of its own.
func integrity(of path: String) throws -> [String] {
    let database = try SQLiteDatabase(path: path)
    return try database.query("PRAGMA integrity_check").compactMap { $0.first?.text }
}

/// Runs a shell command as root (mount, umount); true if it succeeded.
@discardableResult
func shell(_ command: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command + " >/dev/null 2>&1"]
    do {
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    } catch {
        return false
    }
}

/// A small tmpfs mounted for one test (a size-limited, remountable partition); nil where mounting is not allowed.
final class SmallPartition {
    let directory: ScratchDirectory
    var path: String { directory.path }

    init?(size: String) {
        directory = ScratchDirectory()
        guard getuid() == 0, shell("mount -t tmpfs -o size=\(size),mode=0755 brickson-test \(directory.path)") else {
            return nil
        }
    }

    func remount(readOnly: Bool) -> Bool { shell("mount -o remount,\(readOnly ? "ro" : "rw") \(path)") }

    deinit { shell("umount -l \(path)") }
}
