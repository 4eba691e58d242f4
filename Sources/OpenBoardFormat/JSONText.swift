/// Checks on JSON text made before it is parsed, to say in words what is wrong and where.
enum JSONText {
    /// What is wrong with JSON text before it is parsed.
    enum Problem: Equatable {
        /// A comma followed only by white space and then `]` or `}`, at this offset.
        case trailingComma(at: Int)
        /// The bracket at this offset opens one array or object too many inside another.
        case tooDeep(at: Int)
    }

    /// The first trailing comma, or the first bracket nested deeper than `depthLimit`, or nil. Strings are
    /// skipped, escapes included. `JSONParser` refuses both as well, but only as "not JSON text"; and
    /// `JSONSerialization`, which read board files before it, took trailing commas.
    static func problem(in bytes: [UInt8], depthLimit: Int) -> Problem? {
        var inString = false
        var escaped = false
        var pendingComma: Int?
        var depth = 0
        for (offset, byte) in bytes.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let pendingComma { return .trailingComma(at: pendingComma) }
                depth = max(0, depth - 1)
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > depthLimit { return .tooDeep(at: offset) }
            case UInt8(ascii: ","):
                pendingComma = offset
                continue
            case UInt8(ascii: "\""):
                inString = true
            default:
                break
            }
            pendingComma = nil
        }
        return nil
    }

    /// The offset of the first trailing comma, or nil.
    static func trailingComma(in bytes: [UInt8]) -> Int? {
        guard case .trailingComma(let offset) = problem(in: bytes, depthLimit: .max) else { return nil }
        return offset
    }
}
