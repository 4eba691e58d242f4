import BricksonCore
import Glibc
import LinuxSystem

/// The few file-system calls the store needs, with errno turned into plain answers.
enum Files {
    /// Whether anything is at `path`. The corresponding C call is `access(F_OK)`.
    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// The size of the file at `path`, or nil if there is none. The corresponding C call is `stat`.
    static func size(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// Creates `path` and its parents as needed; true if it is a directory afterwards. The C call is `mkdir`.
    static func makeDirectory(_ path: String) -> Bool {
        var partial = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            partial += "/" + component
            if mkdir(partial, 0o755) != 0 && errno != EEXIST { return false }
        }
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether new files can be made in `directory` now (read-only mounts, permissions). The C call is `access`.
    static func isWritableDirectory(_ directory: String) -> Bool { access(directory, W_OK | X_OK) == 0 }

    /// Renames `from` to `to`, never over an existing file. The C calls are `access` and `rename`.
    static func renameWithoutReplacing(_ from: String, _ to: String) -> Bool {
        guard !exists(to) else { return false }
        return rename(from, to)
    }

    /// Removes the file at `path`; true where nothing is left there (`AtomicFile.remove`).
    static func remove(_ path: String) -> Bool { AtomicFile.remove(path) }

    /// Overwrites the file at `path` with zeros where it lies, then removes it (New patient, C6;
    /// `Erasing.overwriteAndRemove`).
    @discardableResult
    static func overwriteAndRemove(_ path: String) -> Bool { Erasing.overwriteAndRemove(path) }

    /// The names in the folder at `directory` (none where it cannot be listed).
    static func names(in directory: String) -> [String] { (try? Directory.names(directory)) ?? [] }

    /// Renames `from` to `to`, replacing it (`AtomicFile.rename`).
    static func rename(_ from: String, _ to: String) -> Bool { (try? AtomicFile.rename(from, to: to)) != nil }

    /// Makes a directory's entries (renames, new files) durable (`AtomicFile.syncFolder`); a failure is not
    /// reported: every caller has already put what matters in place, and its next write syncs again.
    static func syncDirectory(_ directory: String) { try? AtomicFile.syncFolder(directory) }

    /// Up to `count` bytes from the start of `path`. The corresponding C calls are `open` and `read`.
    static func readPrefix(_ path: String, count: Int) -> [UInt8]? {
        guard let file = try? FileDescriptor.open(path, O_RDONLY) else { return nil }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 1)
        defer { buffer.deallocate() }
        // A read error ends the prefix where it stopped, as the end of the file would.
        var filled = 0
        while filled < count,
            let got = try? file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...])),
            got > 0
        {
            filled += got
        }
        return Array(buffer[0..<filled])
    }

    /// Copies `from` to `to` (replacing it) and syncs it. The corresponding C calls are `read`, `write`, `fsync`.
    static func copy(_ from: String, _ to: String) -> Bool {
        do throws(SystemCallError) {
            let source = try FileDescriptor.open(from, O_RDONLY)
            let target = try FileDescriptor.open(to, O_WRONLY | O_CREAT | O_TRUNC, mode: 0o644)
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65536, alignment: 1)
            defer { buffer.deallocate() }
            while true {
                let got = try source.read(into: buffer)
                if got == 0 { break }
                try target.writeAll(UnsafeRawBufferPointer(rebasing: buffer[0..<got]))
            }
            try target.sync()
            try target.close()
            return true
        } catch {
            return false
        }
    }
}

/// The clocks the store reads: the monotonic clock for events, the wall clock for file names and the log.
enum Clocks {
    /// Now on the monotonic clock, the system layer's `MonotonicClock`.
    static func monotonic() -> Instant { Instant(nanoseconds: MonotonicClock.nanoseconds()) }

    /// Milliseconds since 1970 on the wall clock. The corresponding C call is `clock_gettime(CLOCK_REALTIME)`.
    static func wallMilliseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
    }

    /// A wall-clock time as `2026-11-29T12:30:05.123Z` (UTC). The corresponding C call is `gmtime_r`.
    static func iso8601(milliseconds: Int64) -> String {
        var seconds = time_t(milliseconds / 1000)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let millis = Int(milliseconds % 1000)
        let fraction = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):"
            + "\(two(parts.tm_min)):\(two(parts.tm_sec)).\(fraction)Z"
    }

    /// A wall-clock time for a file name: `20261129T123005Z`.
    static func fileStamp(milliseconds: Int64) -> String {
        iso8601(milliseconds: milliseconds).filter { $0.isNumber || $0 == "T" }.prefix(15) + "Z"
    }
}
