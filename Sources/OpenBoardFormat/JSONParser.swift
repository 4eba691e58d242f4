/// A strict JSON parser (RFC 8259) for board files: one pass over the bytes, no exceptions thrown per value, nesting
/// bounded, so a hostile 2 MiB file costs about as much as a friendly one.
///
/// `JSONDecoder` can only read a value of unknown type by trying each type in turn, and every failed try builds an
/// error: 2 MiB of numbers took 3.4 s that way, against 0.26 s for `JSONSerialization`, which is not in
/// FoundationEssentials. Like `JSONSerialization` it takes UTF-8 (with or without a byte-order mark), UTF-16 and
/// UTF-32, and the last of a key given twice.
struct JSONParser {
    /// Where the text stops being JSON, as an offset into its UTF-8 bytes.
    struct Failure: Error, Equatable {
        var offset: Int
    }

    private let bytes: [UInt8]
    private let depthLimit: Int
    private var offset = 0
    private var depth = 0

    private init(_ bytes: [UInt8], depthLimit: Int) {
        self.bytes = bytes
        self.depthLimit = depthLimit
    }

    /// Parses UTF-8 JSON text (see `utf8(_:)`) into one value; arrays and objects inside one another deeper than
    /// `depthLimit` are a failure, not a deep recursion.
    static func parse(_ utf8: [UInt8], depthLimit: Int) throws(Failure) -> JSONValue {
        var parser = JSONParser(utf8, depthLimit: depthLimit)
        // Every byte of a string is copied into a Swift string as it is: invalid UTF-8 is refused here, once.
        let text = String(decoding: utf8, as: UTF8.self)
        guard text.utf8.elementsEqual(utf8) else { throw Failure(offset: 0) }
        parser.skipSpace()
        let value = try parser.value()
        parser.skipSpace()
        guard parser.offset == utf8.count else { throw Failure(offset: parser.offset) }
        return value
    }

    /// `bytes` as UTF-8 without a byte-order mark: UTF-16 and UTF-32 (told by their mark, or by the zero bytes
    /// around the first character, as RFC 4627 describes) are converted, anything else is taken as UTF-8.
    static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        func units<Unit: FixedWidthInteger>(_: Unit.Type, bigEndian: Bool, skipping mark: Int) -> [Unit] {
            let size = MemoryLayout<Unit>.size
            return stride(from: mark, to: bytes.count - size + 1, by: size).map { start in
                var unit: Unit = 0
                for index in 0..<size {
                    let byte = Unit(bytes[start + (bigEndian ? index : size - 1 - index)])
                    unit = unit << 8 | byte
                }
                return unit
            }
        }
        func utf16(bigEndian: Bool, mark: Int) -> [UInt8] {
            Array(String(decoding: units(UInt16.self, bigEndian: bigEndian, skipping: mark), as: UTF16.self).utf8)
        }
        func utf32(bigEndian: Bool, mark: Int) -> [UInt8] {
            Array(String(decoding: units(UInt32.self, bigEndian: bigEndian, skipping: mark), as: UTF32.self).utf8)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return utf32(bigEndian: true, mark: 4) }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return utf32(bigEndian: false, mark: 4) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bigEndian: true, mark: 2) }
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bigEndian: false, mark: 2) }
        guard bytes.count >= 4 else { return bytes }
        switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
        case (0, 0, 0, _): return utf32(bigEndian: true, mark: 0)
        case (_, 0, 0, 0): return utf32(bigEndian: false, mark: 0)
        case (0, _, _, _): return utf16(bigEndian: true, mark: 0)
        case (_, 0, _, _): return utf16(bigEndian: false, mark: 0)
        default: return bytes
        }
    }

    private var failure: Failure { Failure(offset: offset) }

    private mutating func skipSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): offset += 1
            default: return
            }
        }
    }

    /// Takes `byte` if it is next.
    private mutating func take(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    private mutating func value() throws(Failure) -> JSONValue {
        guard offset < bytes.count else { throw failure }
        switch bytes[offset] {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(Failure) -> JSONValue {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { throw failure }
        for index in 0..<count where bytes[offset + index] != word.utf8Start[index] { throw failure }
        offset += count
        return value
    }

    /// Enters one more array or object, refusing to go deeper than the limit.
    private mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= depthLimit else { throw failure }
        offset += 1
        skipSpace()
    }

    private mutating func object() throws(Failure) -> JSONValue {
        try enter()
        var fields: [String: JSONValue] = [:]
        if !take(UInt8(ascii: "}")) {
            repeat {
                skipSpace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw failure }
                let key = try string()
                skipSpace()
                guard take(UInt8(ascii: ":")) else { throw failure }
                skipSpace()
                fields[key] = try value()
                skipSpace()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { throw failure }
        }
        depth -= 1
        return .object(fields)
    }

    private mutating func array() throws(Failure) -> JSONValue {
        try enter()
        var items: [JSONValue] = []
        if !take(UInt8(ascii: "]")) {
            repeat {
                skipSpace()
                items.append(try value())
                skipSpace()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "]")) else { throw failure }
        }
        depth -= 1
        return .array(items)
    }

    /// A string, from its opening quote to past its closing one.
    private mutating func string() throws(Failure) -> String {
        offset += 1
        let start = offset
        // Most strings have no escape: they are copied in one piece.
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                defer { offset += 1 }
                return String(decoding: bytes[start..<offset], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw failure }
            offset += 1
        }
        var text = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &text)
            case ..<0x20:
                offset -= 1
                throw failure
            default:
                text.append(byte)
            }
        }
        throw failure
    }

    /// One escape after its backslash, appended as UTF-8. A lone surrogate is refused, as `JSONSerialization` did.
    private mutating func escape(into text: inout [UInt8]) throws(Failure) {
        guard offset < bytes.count else { throw failure }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var value = UInt32(try hex4())
            if (0xD800..<0xDC00).contains(value) {
                guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) else { throw failure }
                let low = UInt32(try hex4())
                guard (0xDC00..<0xE000).contains(low) else { throw failure }
                value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { throw failure }
            UTF8.encode(scalar) { text.append($0) }
        default:
            offset -= 1
            throw failure
        }
    }

    private mutating func hex4() throws(Failure) -> UInt16 {
        guard offset + 4 <= bytes.count else { throw failure }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure
            }
            value = value << 4 | UInt16(digit)
            offset += 1
        }
        return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`: a whole number that fits in 64 bits is kept exactly.
    private mutating func number() throws(Failure) -> JSONValue {
        let start = offset
        _ = take(UInt8(ascii: "-"))
        func digits() -> Int {
            let first = offset
            while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
            return offset - first
        }
        let leadingZero = offset < bytes.count && bytes[offset] == UInt8(ascii: "0")
        let whole = digits()
        guard whole > 0, !(leadingZero && whole > 1) else { throw Failure(offset: start) }
        var isInteger = true
        if take(UInt8(ascii: ".")) {
            isInteger = false
            guard digits() > 0 else { throw failure }
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            isInteger = false
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard digits() > 0 else { throw failure }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if isInteger, let integer = Int64(text) { return .integer(integer) }
        // An exponent beyond a Double's range is refused, as `JSONSerialization` refused it, not read as infinity.
        guard let number = Double(text), number.isFinite else { throw Failure(offset: start) }
        return .number(number)
    }
}
