/// Checks on JSON text that the JSON parser does not make.
enum JSONText {
    /// The offset of a comma followed only by white space and then `]` or `}` (a trailing comma, which JSON does
    /// not allow but Foundation's parser on Linux accepts), or nil. Strings are skipped, escapes included.
    static func trailingComma(in bytes: [UInt8]) -> Int? {
        var inString = false
        var escaped = false
        var pendingComma: Int?
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
                if let pendingComma { return pendingComma }
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
}
