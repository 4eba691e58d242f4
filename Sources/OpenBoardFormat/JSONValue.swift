#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One JSON value of a board file, in types: what the board reader walks and the exporter writes.
///
/// It is read with `JSONDecoder` and written with `JSONEncoder`, which FoundationEssentials has, so reading a board
/// file needs no ICU (`JSONSerialization`, which gave `Any`, is only in full Foundation). The size, trailing commas
/// and depth are checked on the bytes before decoding (`OpenBoard.jsonObject`).
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A whole number that fits in 64 bits ("4", "1.0", "1e3"), kept exactly: ids and grid sizes.
    case integer(Int64)
    /// Any other number (a fraction, or a whole number beyond 64 bits, kept as its nearest `Double`).
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value of `key` in an object; nil for a missing key or a value that is not an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let fields) = self else { return nil }
        return fields[key]
    }

    /// The text of a string.
    var string: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// The items of an array.
    var array: [JSONValue]? {
        guard case .array(let items) = self else { return nil }
        return items
    }

    /// The fields of an object.
    var object: [String: JSONValue]? {
        guard case .object(let fields) = self else { return nil }
        return fields
    }

    /// A true or false: a boolean, or the number 1 or 0 (which `JSONSerialization`'s numbers also read as one).
    var flag: Bool? {
        switch self {
        case .bool(let value): value
        case .integer(let value) where value == 0 || value == 1: value == 1
        case .number(let value) where value == 0 || value == 1: value == 1
        default: nil
        }
    }

    /// Decodes JSON text. Whatever the text, this throws or returns: it never traps.
    static func decode(_ bytes: [UInt8]) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    /// JSON text, indented, keys sorted (by Unicode code point), so the same value always gives the same bytes.
    func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // `encode(to:)` writes every case, and numbers that JSON cannot hold as null, so encoding cannot fail.
        return (try? encoder.encode(self)).map { [UInt8]($0) } ?? []
    }
}

extension JSONValue: Codable {
    /// Tries the kinds in the order board files use them most (strings, objects, arrays), so that a typical
    /// value costs at most a few failed tries.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let fields = try? container.decode([String: JSONValue].self) {
            self = .object(fields)
        } else if let items = try? container.decode([JSONValue].self) {
            self = .array(items)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else {
            self = .number(try container.decode(Double.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value) where value.isFinite: try container.encode(value)
        case .number: try container.encodeNil()
        case .string(let text): try container.encode(text)
        case .array(let items): try container.encode(items)
        case .object(let fields): try container.encode(fields)
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    init(stringLiteral value: String) { self = .string(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(integerLiteral value: Int64) { self = .integer(value) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
