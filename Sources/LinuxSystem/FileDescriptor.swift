import Glibc

/// An open file descriptor with one owner, closed exactly once: by `close()` or, if its owner forgets, when it
/// goes away.
///
/// A `~Copyable` struct rather than a class: a descriptor is never shared in this program, only moved (into the
/// class that watches it, or to the end of a function), and the compiler then refuses a second owner or a use after
/// `close()` instead of a comment asking for care. It costs no allocation. Where several parts need the same
/// descriptor, the class that owns it is what they share.
public struct FileDescriptor: ~Copyable, Sendable {
    /// The kernel's number for it: for `epoll_ctl`, C libraries and `fstat`; never closed by anyone else.
    public let rawValue: Int32

    /// Takes ownership of `rawValue`, a descriptor just returned by a C call (timerfd, eventfd, signalfd…).
    public init(adopting rawValue: Int32) { self.rawValue = rawValue }

    /// Opens `path`. The corresponding C call is `open`, retried on `EINTR` (a FIFO's open can be interrupted).
    /// An open for writing can be planned to fail (`SystemCallFaults`).
    public static func open(_ path: String, _ flags: Int32, mode: mode_t = 0) throws(SystemCallError)
        -> FileDescriptor
    {
        FileDescriptor(adopting: try openRaw(path, flags, mode: mode))
    }

    /// Opens `path` as `open(_:_:mode:)` does (`O_CLOEXEC` added, retried on `EINTR`, an open for writing can be
    /// planned to fail) and hands back the kernel's number itself, owned by no one here: for a C library that takes
    /// the descriptor and closes it (libdrm's card, libinput's `open_restricted`), or for a name that is bytes
    /// rather than text. The corresponding C call is `open`.
    public static func openRaw(_ path: UnsafePointer<CChar>, _ flags: Int32, mode: mode_t = 0) throws(SystemCallError)
        -> Int32
    {
        let writing = flags & (O_WRONLY | O_RDWR | O_CREAT | O_TRUNC) != 0
        let raw = retryingInterrupts {
            if writing, let code = SystemCallFaults.fault(.open, path: path) { return SystemCallFaults.failing(code) }
            return Glibc.open(path, flags | O_CLOEXEC, mode)
        }
        guard raw >= 0 else { throw SystemCallError("open") }
        return raw
    }

    deinit { _ = Glibc.close(rawValue) }

    /// Closes it now; a failure (an I/O error reported late by NFS or a USB stick) is thrown, and the descriptor
    /// is closed all the same. Not retried on `EINTR`: on Linux the descriptor is gone even then. The
    /// corresponding C call is `close`.
    public consuming func close() throws(SystemCallError) {
        let raw = rawValue
        discard self
        guard Glibc.close(raw) == 0 else { throw SystemCallError("close") }
    }

    /// Reads at most `buffer.count` bytes; 0 at the end of the file. `EAGAIN` is thrown (a non-blocking
    /// descriptor with nothing to read). The corresponding C call is `read`, retried on `EINTR`.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(SystemCallError) -> Int {
        let count = retryingInterrupts { Glibc.read(rawValue, buffer.baseAddress, buffer.count) }
        guard count >= 0 else { throw SystemCallError("read") }
        return count
    }

    /// What `readWhole(limit:)` found.
    public enum WholeFile: Equatable, Sendable {
        /// Every byte of the file.
        case bytes([UInt8])
        /// Not a regular file (a FIFO, a device node, a folder): nothing was read.
        case notRegular
        /// Bigger than the limit, by its size or by what it gave while being read.
        case tooLarge
    }

    /// Reads a regular file to its end, refusing one over `limit` bytes: by its size first, and then by what it
    /// gives, so a file that grows while being read (or lies in its size) is cut off at the limit, never followed.
    /// The corresponding C calls are `fstat` and `read`.
    public func readWhole(limit: Int) throws(SystemCallError) -> WholeFile {
        let info = try status()
        guard info.st_mode & S_IFMT == S_IFREG else { return .notRegular }
        guard Int(info.st_size) <= limit else { return .tooLarge }
        var bytes: [UInt8] = []
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let got = try read(into: chunk)
            if got == 0 { return .bytes(bytes) }
            bytes.append(contentsOf: chunk[0..<got])
            guard bytes.count <= limit else { return .tooLarge }
        }
    }

    /// What `regularSize(limit:)` found.
    public enum RegularSize: Equatable, Sendable {
        /// A regular file of this many bytes, at most the limit.
        case size(Int)
        /// Not a regular file (a FIFO, a device node, a folder).
        case notRegular
        /// Bigger than the limit.
        case tooLarge
    }

    /// The size of a regular file of at most `limit` bytes, for a reader that reads it a part at a time rather than
    /// whole. The corresponding C call is `fstat`.
    public func regularSize(limit: Int) throws(SystemCallError) -> RegularSize {
        let info = try status()
        guard info.st_mode & S_IFMT == S_IFREG else { return .notRegular }
        guard Int(info.st_size) <= limit else { return .tooLarge }
        return .size(Int(info.st_size))
    }

    /// Up to `count` bytes from `offset`, leaving the file's position as it was. The corresponding C call is
    /// `pread`.
    public func read(at offset: Int, count: Int) throws(SystemCallError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBytes { buffer in
            retryingInterrupts { pread(rawValue, buffer.baseAddress, buffer.count, off_t(offset)) }
        }
        guard got >= 0 else { throw SystemCallError("pread") }
        return Array(bytes[0..<got])
    }

    /// Reads until `buffer` is full or the file ends; returns how many bytes came.
    public func readFully(into buffer: UnsafeMutableRawBufferPointer) throws(SystemCallError) -> Int {
        var filled = 0
        while filled < buffer.count {
            let got = try read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            if got == 0 { break }
            filled += got
        }
        return filled
    }

    /// Writes at most `bytes.count` bytes; returns how many went. The corresponding C call is `write`, retried on
    /// `EINTR`. It can be planned to fail (`SystemCallFaults`).
    public func write(_ bytes: UnsafeRawBufferPointer) throws(SystemCallError) -> Int {
        try Self.write(bytes, toDescriptor: rawValue)
    }

    /// Writes all of `bytes`, however many calls that takes. A write that makes no progress (a full disk that
    /// returns 0) is thrown as `ENOSPC`.
    public func writeAll(_ bytes: UnsafeRawBufferPointer) throws(SystemCallError) {
        var written = 0
        while written < bytes.count {
            let put = try write(UnsafeRawBufferPointer(rebasing: bytes[written...]))
            guard put > 0 else { throw SystemCallError("write", code: ENOSPC) }
            written += put
        }
    }

    /// Writes all of `bytes` to the descriptor `raw`, which another owns (a closure cannot capture a noncopyable
    /// owner, so it is handed the number).
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, toDescriptor raw: Int32) throws(SystemCallError) {
        var written = 0
        while written < bytes.count {
            let put = try write(UnsafeRawBufferPointer(rebasing: bytes[written...]), toDescriptor: raw)
            guard put > 0 else { throw SystemCallError("write", code: ENOSPC) }
            written += put
        }
    }

    /// `write(_:)` on the descriptor `raw`, which another owns.
    static func write(_ bytes: UnsafeRawBufferPointer, toDescriptor raw: Int32) throws(SystemCallError) -> Int {
        let count = retryingInterrupts {
            if let code = SystemCallFaults.fault(.write, descriptor: raw) { return Int(SystemCallFaults.failing(code)) }
            return Glibc.write(raw, bytes.baseAddress, bytes.count)
        }
        guard count >= 0 else { throw SystemCallError("write") }
        return count
    }

    /// Writes all of `bytes`.
    public func writeAll(_ bytes: [UInt8]) throws(SystemCallError) {
        let result = bytes.withUnsafeBytes { buffer in Result { () throws(SystemCallError) in try writeAll(buffer) } }
        try result.get()
    }

    /// Makes what was written durable. The corresponding C call is `fsync`, retried on `EINTR`.
    public func sync() throws(SystemCallError) {
        let result = retryingInterrupts {
            if let code = SystemCallFaults.fault(.fsync, descriptor: rawValue) { return SystemCallFaults.failing(code) }
            return fsync(rawValue)
        }
        guard result == 0 else { throw SystemCallError("fsync") }
    }

    /// The file's type, size and mode. The corresponding C call is `fstat`.
    public func status() throws(SystemCallError) -> stat {
        var info = stat()
        guard fstat(rawValue, &info) == 0 else { throw SystemCallError("fstat") }
        return info
    }

    /// Whether it names a regular file (not a FIFO, a device or a folder).
    public func isRegularFile() throws(SystemCallError) -> Bool { try status().st_mode & S_IFMT == S_IFREG }

    /// Writes zeros over every byte the file holds, where it lies, and syncs: needs no free space (a hole, which
    /// holds nothing, is skipped rather than filled) and leaves the size as it was. On file systems that write in
    /// place (ext4, FAT) the old bytes are then gone from the blocks; a file system that copies on write, or a
    /// card's wear-levelling, may still hold them elsewhere. The corresponding C calls are `lseek` (`SEEK_DATA`,
    /// `SEEK_HOLE`), `pwrite` (retried on `EINTR`) and `fsync`.
    public func overwriteWithZeros() throws(SystemCallError) {
        let size = try status().st_size
        let zeros = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 4096)
        defer { zeros.deallocate() }
        zeros.initializeMemory(as: UInt8.self, repeating: 0)
        var offset: off_t = 0
        while offset < size {
            let data = lseek(rawValue, offset, seekData)
            // ENXIO: no data after `offset`, only a hole to the end.
            if data < 0 { if errno == ENXIO { break } else { throw SystemCallError("lseek") } }
            var end = lseek(rawValue, data, seekHole)
            if end < 0 { end = size }
            var at = data
            while at < min(end, size) {
                let count = Int(min(off_t(zeros.count), min(end, size) - at))
                let put = retryingInterrupts { pwrite(rawValue, zeros.baseAddress, count, at) }
                guard put > 0 else { throw SystemCallError("pwrite", code: put == 0 ? ENOSPC : errno) }
                at += off_t(put)
            }
            offset = end
        }
        try sync()
    }
}

/// Removing a file of the person's so that its bytes do not stay behind in blocks the file system frees (C6).
public enum Erasing {
    /// Overwrites the regular file at `path` with zeros where it lies (`FileDescriptor.overwriteWithZeros`), then
    /// removes it. Needs no free space. A link is removed, never followed; a FIFO never blocks it; a file that cannot
    /// be overwritten is removed all the same. True when nothing is left at `path` and whatever was there was
    /// overwritten first (or was no file). The corresponding C calls are `open` (`O_NOFOLLOW`, `O_NONBLOCK`),
    /// `fstat`, `pwrite`, `fsync` and `unlink`.
    @discardableResult
    public static func overwriteAndRemove(_ path: String) -> Bool {
        guard access(path, F_OK) == 0 else { return true }
        var overwritten = true
        if let file = try? FileDescriptor.open(path, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY),
            (try? file.isRegularFile()) == true
        {
            overwritten = (try? file.overwriteWithZeros()) != nil
        }
        return unlink(path) == 0 && overwritten
    }
}

/// `SEEK_DATA` and `SEEK_HOLE` (Linux's values; glibc declares them only with `_GNU_SOURCE`).
private let seekData: Int32 = 3
private let seekHole: Int32 = 4
