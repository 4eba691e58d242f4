import Glibc

/// Reading a small text file given on the command line or found on disk (board.conf, a simulator script, the
/// image's version file): the one capped reader.
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
        let contents: FileDescriptor.WholeFile
        do { contents = try Self.contents(path, limit: limit) } catch {
            throw Refusal(reason: "cannot be read (\(SystemCallError.words(error.code)))")
        }
        switch contents {
        case .bytes(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .notRegular: throw Refusal(reason: "is not a regular file")
        case .tooLarge: throw Refusal(reason: "is larger than \(limit) bytes")
        }
    }

    private static func contents(_ path: String, limit: Int) throws(SystemCallError) -> FileDescriptor.WholeFile {
        try FileDescriptor.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY).readWhole(limit: limit)
    }
}
