import Glibc
import LinuxSystem

/// Reading and durably writing whole files, for a USB stick that may be pulled right after.
enum FileAccess {
    /// The bytes of `path`, refusing a file bigger than `limit`. The corresponding C calls are `open`, `fstat`
    /// and `read`. Opened with `O_NONBLOCK`, so that a FIFO or a device node is refused rather than waited on,
    /// and only a regular file is read.
    static func read(_ path: String, limit: Int) throws(BoardFileError) -> [UInt8] {
        let file = try opened(path)
        let whole: FileDescriptor.WholeFile
        do throws(SystemCallError) {
            whole = try file.readWhole(limit: limit)
        } catch {
            throw .cannotRead(file: path, why: SystemCallError.words(error.code))
        }
        switch whole {
        case .bytes(let bytes): return bytes
        case .notRegular: throw .cannotRead(file: path, why: "it is not a regular file")
        case .tooLarge: throw .tooLarge(what: path, limit: byteCount(limit))
        }
    }

    /// The package at `path` opened where it lies, when it is one (it starts like a zip or is named `.obz`); nil for
    /// a single board. A file bigger than `limit` is refused. The corresponding C calls are `open`, `fstat` and
    /// `pread`.
    static func package(_ path: String, limit: Int) throws(BoardFileError) -> ZipReader? {
        let file = try opened(path)
        let found: FileDescriptor.RegularSize
        do throws(SystemCallError) {
            found = try file.regularSize(limit: limit)
        } catch {
            throw .cannotRead(file: path, why: SystemCallError.words(error.code))
        }
        let size: Int
        switch found {
        case .size(let bytes): size = bytes
        case .notRegular: throw .cannotRead(file: path, why: "it is not a regular file")
        case .tooLarge: throw .tooLarge(what: path, limit: byteCount(limit))
        }
        let start: [UInt8]
        do throws(SystemCallError) {
            start = try file.read(at: 0, count: 2)
        } catch {
            throw .cannotRead(file: path, why: SystemCallError.words(error.code))
        }
        guard path.lowercased().hasSuffix(".obz") || start == Array("PK".utf8) else { return nil }
        return try ZipReader(descriptor: file.rawValue, size: size, file: path)
    }

    /// `path` opened for reading, never waiting (a FIFO or a device node is refused, not waited on).
    private static func opened(_ path: String) throws(BoardFileError) -> FileDescriptor {
        do throws(SystemCallError) {
            return try FileDescriptor.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
        } catch {
            throw .cannotRead(file: path, why: SystemCallError.words(error.code))
        }
    }

    /// Writes `bytes` beside `path`, syncs, and renames into place, so `path` is either the old file or the whole
    /// new one. The corresponding C calls are `write`, `fsync` and `rename`.
    static func write(_ bytes: [UInt8], to path: String) throws(BoardFileError) {
        let partial = path + ".part"
        do throws(SystemCallError) {
            let file = try FileDescriptor.open(partial, O_WRONLY | O_CREAT | O_TRUNC, mode: 0o644)
            try file.writeAll(bytes)
            try file.sync()
            try file.close()
        } catch {
            unlink(partial)
            throw .cannotWrite(file: path, why: SystemCallError.words(error.code))
        }
        guard Glibc.rename(partial, path) == 0 else {
            let why = errorText()
            unlink(partial)
            throw .cannotWrite(file: path, why: why)
        }
        syncDirectory(of: path)
    }

    /// Syncs a file written by someone else (libzip) and its folder. The corresponding C call is `fsync`.
    static func sync(_ path: String) throws(BoardFileError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotWrite(file: path, why: errorText()) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw .cannotWrite(file: path, why: errorText()) }
        syncDirectory(of: path)
    }

    /// Renames a finished file into place and makes the rename durable. The corresponding C call is `rename`.
    static func rename(_ from: String, to path: String) throws(BoardFileError) {
        guard Glibc.rename(from, path) == 0 else {
            let why = errorText()
            remove(from)
            throw .cannotWrite(file: path, why: why)
        }
        syncDirectory(of: path)
    }

    /// Removes a file that was not finished. The corresponding C call is `unlink`.
    static func remove(_ path: String) { _ = unlink(path) }

    /// Makes a rename in the folder of `path` durable.
    private static func syncDirectory(of path: String) {
        let scalars = path.unicodeScalars
        let folder = scalars.lastIndex(of: "/").map { String(scalars[..<$0]) } ?? "."
        let fd = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}
