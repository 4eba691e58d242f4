/// A gettext PO file read into a `Catalog` (L1), the format translators' tools (Poedit, Weblate, msgfmt) write.
///
/// The text is hostile until read: at most 512 KB; strings closed on their line with only `\\`, `\"`, `\n` and
/// `\t` as escapes and no raw control characters; each message once; plural messages with exactly the forms the
/// header's `Plural-Forms` gives; and the same placeholders as the English. Any of these refuses the whole file,
/// in words with its line, so a damaged catalog is never half used. A fuzzy or empty translation is untranslated:
/// the English shows.
public enum POFile {
    /// The largest PO text read.
    public static let largest = 512 * 1024

    /// The catalog in `text` (named `file` in errors), or why not.
    public static func parse(_ text: String, file: String) throws(POError) -> Catalog {
        guard text.utf8.count <= largest else {
            throw POError(file: file, line: 0, reason: "larger than \(largest / 1024) KB")
        }
        var reader = POReader(file: file)
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            try reader.read(raw.last == "\r" ? raw.dropLast() : raw, line: number)
        }
        try reader.finishEntry()
        return try reader.catalog()
    }
}

/// Why a PO file was refused: the file, its line (0 for the whole file) and what is wrong.
public struct POError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var reason: String

    public var description: String { line > 0 ? "\(file) line \(line): \(reason)" : "\(file): \(reason)" }
}

/// One message as it is read.
private struct POEntry {
    var line = 0
    var fuzzy = false
    var context: String?
    var id: String?
    var pluralID: String?
    var strings: [Int: String] = [:]
    /// Where a continuation line ("...") goes.
    var last: Field?

    enum Field: Equatable {
        case context, id, pluralID, string(Int)
    }

    var isEmpty: Bool { context == nil && id == nil && strings.isEmpty }
}

private struct POReader {
    let file: String
    var entry = POEntry()
    var header: [String: String]?
    var keys: Set<CatalogKey> = []
    var firstLine: [CatalogKey: Int] = [:]
    var translations: [CatalogKey: [String]] = [:]
    var pluralLines: [(key: CatalogKey, line: Int, forms: Int)] = []

    init(file: String) { self.file = file }

    func fail(_ line: Int, _ reason: String) -> POError { POError(file: file, line: line, reason: reason) }

    mutating func read(_ text: Substring, line: Int) throws(POError) {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty { return try finishEntry() }
        if trimmed.hasPrefix("#") {
            // A comment after a message's strings starts the next message.
            if entry.id != nil && !entry.strings.isEmpty { try finishEntry() }
            if trimmed.hasPrefix("#,") && trimmed.contains("fuzzy") { entry.fuzzy = true }
            return
        }
        if trimmed.hasPrefix("\"") {
            guard let field = entry.last else { throw fail(line, "a string continues nothing") }
            let more = try quoted(trimmed, line: line)
            switch field {
            case .context: entry.context? += more
            case .id: entry.id? += more
            case .pluralID: entry.pluralID? += more
            case .string(let index): entry.strings[index]? += more
            }
            return
        }
        let keyword = trimmed.prefix { $0 != " " && $0 != "\t" && $0 != "\"" }
        let value = try quoted(trimmed.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }, line: line)
        switch keyword {
        case "msgctxt":
            if entry.id != nil { try finishEntry() }
            guard entry.context == nil else { throw fail(line, "a second msgctxt") }
            entry.context = value
            entry.line = line
            entry.last = .context
        case "msgid":
            if !entry.strings.isEmpty { try finishEntry() }
            guard entry.id == nil else { throw fail(line, "a second msgid without a msgstr") }
            entry.id = value
            if entry.context == nil { entry.line = line }
            entry.last = .id
        case "msgid_plural":
            guard entry.id != nil, entry.pluralID == nil, entry.strings.isEmpty else {
                throw fail(line, "msgid_plural not right after a msgid")
            }
            entry.pluralID = value
            entry.last = .pluralID
        default:
            guard let index = Self.stringIndex(keyword) else {
                throw fail(line, "\"\(keyword.prefix(20))\" is not a PO keyword")
            }
            guard entry.id != nil else { throw fail(line, "a msgstr with no msgid") }
            guard (index < 0) == (entry.pluralID == nil) else {
                throw fail(
                    line, index < 0 ? "a plural message needs msgstr[0], msgstr[1]…" : "msgstr[] without msgid_plural")
            }
            guard entry.strings[index] == nil, index == -1 || index == entry.strings.count else {
                throw fail(line, "msgstr[\(index)] out of order or repeated")
            }
            entry.strings[index] = value
            entry.last = .string(index)
        }
    }

    /// -1 for `msgstr`, N for `msgstr[N]`, nil for anything else.
    static func stringIndex(_ keyword: Substring) -> Int? {
        if keyword == "msgstr" { return -1 }
        guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]") else { return nil }
        let digits = keyword.dropFirst(7).dropLast()
        guard digits.count == 1, let index = Int(digits) else { return nil }
        return index
    }

    /// The words of a "…" string, escapes undone, or why it is refused.
    func quoted(_ text: Substring, line: Int) throws(POError) -> String {
        guard text.first == "\"" else { throw fail(line, "a string must start with \"") }
        var result = ""
        var escaped = false
        var rest = text.dropFirst()
        while let character = rest.first {
            rest = rest.dropFirst()
            if escaped {
                switch character {
                case "\\": result.append("\\")
                case "\"": result.append("\"")
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: throw fail(line, "the escape \\\(character) is not one PO files use")
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                guard rest.allSatisfy({ $0 == " " || $0 == "\t" }) else {
                    throw fail(line, "words after the string's closing \"")
                }
                return result
            } else if character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                throw fail(line, "a control character inside a string")
            } else {
                result.append(character)
            }
        }
        throw fail(line, "the string is not closed on its line")
    }

    mutating func finishEntry() throws(POError) {
        defer { entry = POEntry() }
        guard !entry.isEmpty else { return }
        guard let id = entry.id else { throw fail(entry.line, "a msgctxt with no msgid") }
        guard !entry.strings.isEmpty else { throw fail(entry.line, "msgid \"\(id.prefix(40))\" has no msgstr") }
        if id.isEmpty && entry.context == nil {
            guard header == nil else { throw fail(entry.line, "a second header") }
            header = Self.headerFields(entry.strings[-1] ?? "")
            return
        }
        guard !id.isEmpty else { throw fail(entry.line, "an empty msgid") }
        let key = CatalogKey(context: entry.context, id: id)
        if let first = firstLine[key] {
            throw fail(entry.line, "\(key) is already at line \(first)")
        }
        firstLine[key] = entry.line
        keys.insert(key)
        let english = entry.pluralID ?? id
        guard let expected = Placeholders.slots(english).map(Set.init) else {
            throw fail(entry.line, "a % in the English of \(key) starts no placeholder (%s, %d, %1$s, %%)")
        }
        if let pluralID = entry.pluralID, Placeholders.slots(id).map(Set.init) != expected {
            throw fail(entry.line, "\(key) and its plural \"\(pluralID)\" have different placeholders")
        }
        let forms = entry.strings.sorted { $0.key < $1.key }.map(\.value)
        for form in forms where !form.isEmpty {
            guard Placeholders.slots(form).map(Set.init) == expected else {
                throw fail(
                    entry.line, "the translation \"\(form.prefix(40))\" has other placeholders than the English \(key)")
            }
        }
        if entry.pluralID != nil { pluralLines.append((key, entry.line, forms.count)) }
        guard !entry.fuzzy, forms.allSatisfy({ !$0.isEmpty }) else { return }
        translations[key] = forms
    }

    /// "Key: value" lines of the header's msgstr.
    static func headerFields(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let pair = line.split(separator: ":", maxSplits: 1)
            guard pair.count == 2 else { continue }
            fields[pair[0].withoutBlankEnds] = pair[1].withoutBlankEnds
        }
        return fields
    }

    func catalog() throws(POError) -> Catalog {
        guard let header else { throw fail(0, "no header (the msgid \"\" at the top)") }
        guard let tagText = header["Language"], let language = LanguageTag(tagText) else {
            throw fail(0, "the header's Language is missing or not a language tag")
        }
        guard let pluralText = header["Plural-Forms"] else { throw fail(0, "the header has no Plural-Forms") }
        let plural: PluralRule
        do { plural = try PluralRule(header: pluralText) } catch { throw fail(0, "Plural-Forms: \(error)") }
        for entry in pluralLines where entry.forms != plural.count {
            throw fail(entry.line, "\(entry.key) has \(entry.forms) plural forms; Plural-Forms says \(plural.count)")
        }
        return Catalog(language: language, plural: plural, keys: keys, translations: translations)
    }
}
