import BricksonCore
import Glibc
import LinuxSystem

/// How Brickson, which cannot mount, gets the stick made writable for an export and read-only again (C5).
///
/// The system mounts the stick read-only. For an export Brickson writes `write` into a request file in a folder of
/// its own; a privileged helper started by a systemd path unit (`brickson-usb-write.path`) reads that one word and
/// remounts the stick read-write, and when Brickson writes `done` it remounts it read-only. Brickson waits for the
/// stick to be writable by watching the file system's flag, at most `patience`.
///
/// A request can go unheard: a path unit starts its service once for a change, and a change that comes while the
/// service is still acting on the one before (an export right after another) starts nothing. So the request is a
/// state, not an event: Brickson writes it again every `askAgain` until the flag says it was carried out.
public struct StickAccess: Sendable {
    /// The folder holding the request file (`/run/brickson/usb-request` on the device).
    public var requestFolder: String
    /// How long to wait for the helper.
    public var patience = Duration.seconds(15)
    /// How often an unanswered request is written again.
    public var askAgain = Duration.seconds(1)

    /// Access through requests in `requestFolder`.
    public init(requestFolder: String) { self.requestFolder = requestFolder }

    /// The request file's name.
    public static let requestFile = "write"

    /// Asks for the stick at `folder` to be writable and waits until it is. The corresponding C calls are `write`
    /// (by temporary file and rename, so the helper never reads half a word) and `statvfs`.
    public func makeWritable(_ folder: String) throws(StickError) {
        guard !Self.isWritable(folder) else { return }
        try ask("write")
        guard waitUntil(writable: true, folder, asking: "write") else {
            done(folder)
            throw StickError("The stick could not be made writable (the system did not answer). Nothing was written.")
        }
    }

    /// Says the export is over: the stick goes back to read-only, asked again until it is (at most `patience`).
    public func done(_ folder: String) {
        guard (try? ask("done")) != nil else { return }
        _ = waitUntil(writable: false, folder, asking: "done")
    }

    /// Waits until the stick's flag is `writable`, writing `word` again every `askAgain`; false after `patience`.
    private func waitUntil(writable: Bool, _ folder: String, asking word: String) -> Bool {
        let start = MonotonicClock.nanoseconds()
        let deadline = start + patience.nanosecondsRounded
        var nextAsk = start + askAgain.nanosecondsRounded
        while MonotonicClock.nanoseconds() < deadline {
            if Self.isWritable(folder) == writable { return true }
            if MonotonicClock.nanoseconds() >= nextAsk {
                try? ask(word)
                nextAsk += askAgain.nanosecondsRounded
            }
            // The helper's remount takes a moment; a tenth of a second is no burden while a carer waits for a file.
            var pause = timespec(tv_sec: 0, tv_nsec: 100_000_000)
            _ = nanosleep(&pause, nil)
        }
        return Self.isWritable(folder) == writable
    }

    /// Whether the file system at `folder` takes writes. The corresponding C call is `statvfs`.
    package static func isWritable(_ folder: String) -> Bool {
        var info = statvfs()
        guard statvfs(folder, &info) == 0 else { return false }
        return info.f_flag & UInt(ST_RDONLY) == 0
    }

    private func ask(_ word: String) throws(StickError) {
        do throws(StickError) {
            try StickWriter.write(
                Array("\(word)\n".utf8), as: Self.requestFile, in: requestFolder, place: .device("the system"))
        } catch {
            throw StickError("The stick could not be made writable (\(error.description)) Nothing was written.")
        }
    }
}
