/// A language by its BCP 47 tag ("en", "es", "pt-BR", "ar"): what a board is written in, what its voice speaks and
/// which words prediction offers (L2, L4, L5).
///
/// Kept in BCP 47's usual case (language lowercase, region uppercase, script titlecase) and checked as it is made:
/// a tag from a board file or a damaged card that is not one gives nil, never a language nobody chose.
public struct LanguageTag: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The tag, such as "pt-BR".
    public let rawValue: String

    /// English, the language of the device before anyone chooses another.
    public static let english = LanguageTag(checked: "en")

    /// The tag in `text` ("es", "pt_BR", "sr-Latn-RS"), or nil when it is not a BCP 47 language tag: a language of
    /// two or three letters, then subtags of one to eight letters or digits, at most 35 characters in all.
    public init?(_ text: String) {
        guard !text.isEmpty, text.utf8.count <= 35 else { return nil }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(Self.isASCIILetter) else {
            return nil
        }
        var normalised = [first.lowercased()]
        for part in parts.dropFirst() {
            guard (1...8).contains(part.count), part.allSatisfy({ Self.isASCIILetter($0) || $0.isASCII && $0.isNumber })
            else { return nil }
            if part.count == 2 && part.allSatisfy(Self.isASCIILetter) {
                normalised.append(part.uppercased())  // a region: "BR"
            } else if part.count == 4 && part.allSatisfy(Self.isASCIILetter) {
                normalised.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())  // a script: "Latn"
            } else {
                normalised.append(part.lowercased())
            }
        }
        rawValue = normalised.joined(separator: "-")
    }

    private init(checked: String) { rawValue = checked }

    /// The language without region or script: "pt" for "pt-BR".
    public var language: String { String(rawValue.prefix { $0 != "-" }) }

    public var description: String { rawValue }

    private static func isASCIILetter(_ character: Character) -> Bool { character.isASCII && character.isLetter }

    /// A tag is written as its text; one that is not a tag fails to decode (a damaged card).
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let tag = LanguageTag(text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "\"\(text)\" is not a language tag"))
        }
        self = tag
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// The direction a script is read in: where a line starts, and so which side of Home is the reading side (L7).
public enum WritingDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

extension LanguageTag {
    /// The scripts written right to left (ISO 15924): Arabic, Hebrew, Syriac, Thaana, N'Ko, Adlam, Hanifi Rohingya,
    /// Mandaic, Samaritan.
    static let rightToLeftScripts: Set<String> = [
        "Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Rohg", "Mand", "Samr",
    ]

    /// The languages whose usual script is one of those, when the tag names no script: Arabic, Hebrew, Persian, Urdu,
    /// Pashto, Sindhi, Yiddish, Dhivehi, Central Kurdish, Uyghur, Syriac.
    static let rightToLeftLanguages: Set<String> = [
        "ar", "he", "iw", "fa", "ur", "ps", "sd", "yi", "dv", "ckb", "ug", "syr",
    ]

    /// The direction the language is written in (L7): from the tag's script subtag where it names one ("az-Arab",
    /// "sd-Deva"), else from the language's usual script. The one place Brickson decides it; Home's layout and the
    /// renderer both follow it.
    public var writingDirection: WritingDirection {
        let subtags = rawValue.split(separator: "-").dropFirst()
        if let script = subtags.first(where: { $0.count == 4 && $0.first!.isLetter }) {
            return Self.rightToLeftScripts.contains(String(script)) ? .rightToLeft : .leftToRight
        }
        return Self.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }

    /// Whether the language is written right to left (L7).
    public var isRightToLeft: Bool { writingDirection == .rightToLeft }
}
