import Glibc

/// Reading and durably writing whole files, for a USB stick that may be pulled right after.
enum FileAccess {
    /// The bytes of `path`, refusing a file bigger than `limit`. The corresponding C calls are `open`, `fstat`
    /// and `read`. Opened with `O_NONBLOCK`, so that a FIFO or a device node is refused rather than waited on,
    /// and only a regular file is read.
    static func read(_ path: String, limit: Int) throws(BoardFileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw .cannotRead(file: path, why: errorText()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .cannotRead(file: path, why: errorText()) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .cannotRead(file: path, why: "it is not a regular file") }
        guard Int(info.st_size) <= limit else { throw .tooLarge(what: path, limit: byteCount(limit)) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let got = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw .cannotRead(file: path, why: errorText()) }
            if got == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<got])
            guard bytes.count <= limit else { throw .tooLarge(what: path, limit: byteCount(limit)) }
        }
    }

    /// Writes `bytes` beside `path`, syncs, and renames into place, so `path` is either the old file or the whole
    /// new one. The corresponding C calls are `write`, `fsync` and `rename`.
    static func write(_ bytes: [UInt8], to path: String) throws(BoardFileError) {
        let partial = path + ".part"
        let fd = open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .cannotWrite(file: path, why: errorText()) }
        var written = 0
        while written < bytes.count {
            let put = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if put < 0 && errno == EINTR { continue }
            guard put > 0 else {
                let why = errorText()
                close(fd)
                unlink(partial)
                throw .cannotWrite(file: path, why: why)
            }
            written += put
        }
        let synced = fsync(fd) == 0
        let why = errorText()
        close(fd)
        guard synced, Glibc.rename(partial, path) == 0 else {
            unlink(partial)
            throw .cannotWrite(file: path, why: synced ? errorText() : why)
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
