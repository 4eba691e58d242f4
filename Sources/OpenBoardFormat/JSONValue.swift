#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One JSON value of a board file, in types: what the board reader walks and the exporter writes.
///
/// It is read by `JSONParser` and written with `JSONEncoder`, which FoundationEssentials has, so board files need
/// no ICU (`JSONSerialization`, which gave `Any`, is only in full Foundation). The size, trailing commas and depth
/// are checked on the bytes before parsing (`OpenBoard.jsonObject`).
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number written without a fraction or an exponent that fits in 64 bits ("4", "-12"), kept exactly: ids and
    /// grid sizes.
    case integer(Int64)
    /// Any other number ("1.5", "1.0", "1e3", or a whole number beyond 64 bits), as its nearest `Double`.
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

    /// JSON text, indented, keys sorted (by Unicode code point), so the same value always gives the same bytes.
    func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // `encode(to:)` writes every case, and numbers that JSON cannot hold as null, so encoding cannot fail.
        return (try? encoder.encode(self)).map { [UInt8]($0) } ?? []
    }
}

extension JSONValue: Encodable {
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
