/// The words of the screen in one language (L1): English words in, that language's words out.
///
/// The core is handed one and asks it for every word it shows or says: `words(english)`,
/// `words(english, argument)`, `words.plural(singular, plural, count: n)`, always with the English as a literal at
/// the call (or marked with `msgid(english)` where it is kept as data), so Translations/make-catalogs finds it. The
/// English words are the keys (gettext's msgid), with a context where one English word has two meanings. A word
/// the catalog lacks comes back in English, never as an empty control.
public struct Catalog: Equatable, Sendable {
    /// The language the words are in.
    public let language: LanguageTag
    /// How this language chooses among a message's plural forms.
    public let plural: PluralRule
    /// Every message the catalog's file lists, translated or not.
    public let keys: Set<CatalogKey>
    /// The translated messages: one form, or one per plural form.
    let translations: [CatalogKey: [String]]

    /// A catalog from its parts (the PO parser's answer; tests).
    public init(
        language: LanguageTag, plural: PluralRule, keys: Set<CatalogKey>, translations: [CatalogKey: [String]]
    ) {
        self.language = language
        self.plural = plural
        self.keys = keys.union(translations.keys)
        self.translations = translations
    }

    /// English: every key is its own word.
    public static let english = Catalog(language: .english, plural: .oneOther, keys: [], translations: [:])

    /// The words for `id` (in `context`), with `%s`/`%d`/`%1$s` filled by `arguments` in order; English when
    /// the catalog lacks them. Without arguments the words come as they are, placeholders and all (a template
    /// filled later, such as "Said: %s").
    public func callAsFunction(_ id: String, _ arguments: String..., context: String? = nil) -> String {
        let words = translations[CatalogKey(context: context, id: id)]?.first ?? id
        return arguments.isEmpty ? words : Placeholders.fill(words, arguments)
    }

    /// The plural form for `count` of a message whose English is `singular` / `plural`, with `%d` (or the first
    /// placeholder) filled by the count and any further placeholders by `arguments`.
    public func plural(
        _ singular: String, _ plural: String, count: Int, _ arguments: String..., context: String? = nil
    ) -> String {
        let key = CatalogKey(context: context, id: singular)
        let words: String
        if let forms = translations[key], forms.count == self.plural.count {
            words = forms[self.plural.form(for: count)]
        } else {
            words = count == 1 ? singular : plural
        }
        return Placeholders.fill(words, ["\(count)"] + arguments)
    }

    /// Whether the catalog has its own words for `key`.
    public func translates(_ key: CatalogKey) -> Bool { translations[key] != nil }

    /// The messages of `template` this catalog has no words for, in the template's order of keys.
    public func missing(from template: Catalog) -> [CatalogKey] {
        template.keys.filter { translations[$0] == nil }.sorted()
    }
}

/// One message's key: its English words and, where one English word has two meanings, a context (gettext's
/// msgctxt).
public struct CatalogKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// A short note of which meaning, or nil.
    public var context: String?
    /// The English words (msgid).
    public var id: String

    /// A key from its parts.
    public init(context: String? = nil, id: String) {
        self.context = context
        self.id = id
    }

    public static func < (lhs: CatalogKey, rhs: CatalogKey) -> Bool {
        (lhs.context ?? "", lhs.id) < (rhs.context ?? "", rhs.id)
    }

    public var description: String { context.map { "\"\(id)\" (\($0))" } ?? "\"\(id)\"" }
}

/// printf's placeholders as gettext's c-format knows them, the few the catalogs use: `%s` and `%d` in order,
/// `%1$s` and `%2$d` by position, and `%%` for a percent sign.
enum Placeholders {
    /// One placeholder: which argument, and whether it is a number.
    struct Slot: Hashable, Comparable {
        var position: Int
        var isNumber: Bool
        static func < (lhs: Slot, rhs: Slot) -> Bool { lhs.position < rhs.position }
    }

    /// The placeholders in `text`, or nil when a `%` starts none of them.
    static func slots(_ text: String) -> [Slot]? {
        var slots: [Slot] = []
        var next = 1
        var characters = Substring(text)
        while let percent = characters.firstIndex(of: "%") {
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                characters = characters.dropFirst()
                continue
            }
            var position = next
            let digits = characters.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty {
                guard digits.count <= 1, let explicit = Int(digits), explicit > 0,
                    characters.dropFirst(digits.count).first == "$"
                else { return nil }
                position = explicit
                characters = characters.dropFirst(digits.count + 1)
            } else {
                next += 1
            }
            guard let kind = characters.first, kind == "s" || kind == "d" else { return nil }
            slots.append(Slot(position: position, isNumber: kind == "d"))
            characters = characters.dropFirst()
        }
        return slots
    }

    /// `text` with its placeholders replaced by `arguments` (a placeholder past them stays empty).
    static func fill(_ text: String, _ arguments: [String]) -> String {
        guard text.contains("%") else { return text }
        var result = ""
        var next = 0
        var characters = Substring(text)
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                result += "%"
                characters = characters.dropFirst()
                continue
            }
            var index = next
            let digits = characters.prefix { $0.isASCII && $0.isNumber }
            if let explicit = Int(digits), characters.dropFirst(digits.count).first == "$" {
                index = explicit - 1
                characters = characters.dropFirst(digits.count + 1)
            } else {
                next += 1
            }
            if let kind = characters.first, kind == "s" || kind == "d" {
                characters = characters.dropFirst()
                if arguments.indices.contains(index) { result += arguments[index] }
            } else {
                result += "%"
            }
        }
        return result + characters
    }
}

/// Marks English words as a catalog key where they are kept as data and translated later with `words(key)`
/// (gettext's `N_`): Translations/make-catalogs finds them here and puts them in the template.
func msgid(_ english: String) -> String { english }
