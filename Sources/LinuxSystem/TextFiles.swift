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
        let contents: Contents
        do { contents = try Self.contents(path, limit: limit) } catch {
            throw Refusal(reason: "cannot be read (\(SystemCallError.words(error.code)))")
        }
        switch contents {
        case .bytes(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .notRegular: throw Refusal(reason: "is not a regular file")
        case .tooLarge: throw Refusal(reason: "is larger than \(limit) bytes")
        }
    }

    private enum Contents {
        case bytes([UInt8])
        case notRegular
        case tooLarge
    }

    private static func contents(_ path: String, limit: Int) throws(SystemCallError) -> Contents {
        let file = try FileDescriptor.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
        let info = try file.status()
        guard info.st_mode & S_IFMT == S_IFREG else { return .notRegular }
        guard Int(info.st_size) <= limit else { return .tooLarge }
        var bytes: [UInt8] = []
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 16 << 10, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let got = try file.read(into: chunk)
            if got == 0 { break }
            bytes.append(contentsOf: chunk[0..<got])
            // A file that grows while being read (or lies in its size) is cut off at the limit, never followed.
            guard bytes.count <= limit else { return .tooLarge }
        }
        return .bytes(bytes)
    }
}
