import BricksonCore
import Glibc
import LinuxSystem

/// How Brickson, which cannot mount, gets the stick made writable for an export and read-only again (C5).
///
/// The system mounts the stick read-only. For an export Brickson writes `write` into a request file in a folder of
/// its own; a privileged helper started by a systemd path unit (`brickson-usb-write.path`) reads that one word and
/// remounts the stick read-write, and when Brickson writes `done` it remounts it read-only. Brickson waits for the
/// stick to be writable by watching the file system's flag, at most `patience`.
public struct StickAccess: Sendable {
    /// The folder holding the request file (`/run/brickson/usb-request` on the device).
    public var requestFolder: String
    /// How long to wait for the helper.
    public var patience = Duration.seconds(5)

    /// Access through requests in `requestFolder`.
    public init(requestFolder: String) { self.requestFolder = requestFolder }

    /// The request file's name.
    public static let requestFile = "write"

    /// Asks for the stick at `folder` to be writable and waits until it is. The corresponding C calls are `write`
    /// (by temporary file and rename, so the helper never reads half a word) and `statvfs`.
    public func makeWritable(_ folder: String) throws(StickError) {
        guard !Self.isWritable(folder) else { return }
        try ask("write")
        let deadline = MonotonicClock.nanoseconds() + patience.nanosecondsRounded
        while MonotonicClock.nanoseconds() < deadline {
            if Self.isWritable(folder) { return }
            // The helper's remount takes a moment; a tenth of a second is no burden while a carer waits for a file.
            var pause = timespec(tv_sec: 0, tv_nsec: 100_000_000)
            _ = nanosleep(&pause, nil)
        }
        try? ask("done")
        throw StickError("The stick could not be made writable (the system did not answer). Nothing was written.")
    }

    /// Says the export is over: the stick goes back to read-only.
    public func done() { try? ask("done") }

    /// Whether the file system at `folder` takes writes. The corresponding C call is `statvfs`.
    static func isWritable(_ folder: String) -> Bool {
        var info = statvfs()
        guard statvfs(folder, &info) == 0 else { return false }
        return info.f_flag & UInt(ST_RDONLY) == 0
    }

    private func ask(_ word: String) throws(StickError) {
        do throws(StickError) {
            try StickWriter.write(Array("\(word)\n".utf8), as: Self.requestFile, in: requestFolder, place: "the system")
        } catch {
            throw StickError("The stick could not be made writable (\(error.description)) Nothing was written.")
        }
    }
}
