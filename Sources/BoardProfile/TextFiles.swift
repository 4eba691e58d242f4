import Glibc

/// Reading a small text file given on the command line or found on disk (board.conf, a simulator script).
public enum TextFiles {
    /// Why a text file was not read, in words after its path.
    public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// What was wrong.
        public var reason: String
        public var description: String { reason }

        /// A refusal for `reason`.
        public init(reason: String) { self.reason = reason }
    }

    /// The whole of the regular file at `path`, refusing anything else (a FIFO, a device such as `/dev/zero`, a
    /// folder) without waiting on it, and any file larger than `limit` bytes without reading it all. CRLF line ends
    /// are kept (the parsers accept them). The corresponding C calls are `open(O_NONBLOCK)`, `fstat` and `read`.
    public static func read(_ path: String, limit: Int = 1 << 20) throws(Refusal) -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw Refusal(reason: "cannot be read (\(String(cString: strerror(errno))))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw Refusal(reason: "cannot be read (\(String(cString: strerror(errno))))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Refusal(reason: "is not a regular file") }
        guard Int(info.st_size) <= limit else { throw Refusal(reason: "is larger than \(limit) bytes") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        while true {
            let got = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw Refusal(reason: "cannot be read (\(String(cString: strerror(errno))))") }
            if got == 0 { break }
            bytes.append(contentsOf: chunk[0..<got])
            // A file that grows while being read (or lies in its size) is cut off at the limit, never followed.
            guard bytes.count <= limit else { throw Refusal(reason: "is larger than \(limit) bytes") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
