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

    /// Writes `bytes` as `path`, so `path` is either the old file or the whole new one (`AtomicFile.write`).
    static func write(_ bytes: [UInt8], to path: String) throws(BoardFileError) {
        do throws(SystemCallError) {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .cannotWrite(file: path, why: SystemCallError.words(error.code))
        }
    }

    /// Syncs a file written by someone else (libzip) and its folder. The corresponding C call is `fsync`.
    static func sync(_ path: String) throws(BoardFileError) {
        do throws(SystemCallError) {
            try FileDescriptor.open(path, O_RDONLY).sync()
            try AtomicFile.syncFolder(of: path)
        } catch {
            throw .cannotWrite(file: path, why: SystemCallError.words(error.code))
        }
    }

    /// Renames a finished file into place and makes the rename durable (`AtomicFile.rename`).
    static func rename(_ from: String, to path: String) throws(BoardFileError) {
        do throws(SystemCallError) {
            try AtomicFile.rename(from, to: path)
            try AtomicFile.syncFolder(of: path)
        } catch {
            remove(from)
            throw .cannotWrite(file: path, why: SystemCallError.words(error.code))
        }
    }

    /// Removes a file that was not finished (`AtomicFile.remove`).
    static func remove(_ path: String) { AtomicFile.remove(path) }

}
