import BricksonData

/// The catalogs the device carries (L1): each language's PO file, embedded in the binary by
/// Translations/make-catalogs and parsed once, at first use, by the parser the tests check.
///
/// The device has its words whatever its disk holds. A catalog that fails to parse (the L1 tests prove none does)
/// leaves that language's screen in English and says why in `problems`, which the runtime logs at start.
public enum BuiltInCatalogs {
    /// The screen's languages, each by its own name, English first (Settings > Display > Language).
    public static let languages: [(tag: LanguageTag, name: String)] = [
        ("en", "English"), ("es", "Español"), ("fr", "Français"), ("de", "Deutsch"), ("pt", "Português"),
        ("pl", "Polski"), ("ar", "العربية"), ("ru", "Русский"),
    ].compactMap { tag, name in LanguageTag(tag).map { ($0, name) } }

    /// The PO text of each language but English, by language subtag, and the file it came from.
    static let files: [String: (file: String, text: String)] = [
        "es": ("es.po", CatalogTexts.po_es), "fr": ("fr.po", CatalogTexts.po_fr), "de": ("de.po", CatalogTexts.po_de),
        "pt": ("pt.po", CatalogTexts.po_pt),
        "pl": ("pl.po", CatalogTexts.po_pl), "ar": ("ar.po", CatalogTexts.po_ar), "ru": ("ru.po", CatalogTexts.po_ru),
    ]

    /// The English template: every message the core asks for.
    public static let english: Catalog = {
        (try? POFile.parse(CatalogTexts.template, file: "brickson.pot")) ?? .english
    }()

    /// Each language's catalog, parsed; a language whose file failed is missing here (English shows).
    static let parsed = read(files, template: english)

    /// The catalogs in `files` (by language subtag) and, one line each, what is wrong with them beside `template`:
    /// a file that fails to parse (that language shows English) or lacks messages (those show in English).
    static func read(
        _ files: [String: (file: String, text: String)], template: Catalog
    ) -> (catalogs: [String: Catalog], problems: [String]) {
        var catalogs: [String: Catalog] = [:]
        var problems: [String] = []
        for (language, file) in files.sorted(by: { $0.key < $1.key }) {
            do {
                let catalog = try POFile.parse(file.text, file: file.file)
                catalogs[language] = catalog
                let missing = catalog.missing(from: template).count
                if missing > 0 {
                    problems.append("\(file.file) lacks \(missing) of \(template.keys.count) messages; English shows")
                }
            } catch {
                problems.append("\(error); the screen shows English in its place")
            }
        }
        return (catalogs, problems)
    }

    /// Parses every built-in catalog again, as at first use, and says what is wrong (benchmarks: the cost at start).
    public static func readAgain() -> [String] { read(files, template: english).problems }

    /// What is wrong with the built-in catalogs, one line each, for the log at start (empty when nothing is).
    public static var problems: [String] { parsed.problems }

    /// The catalog for `language` (by its language subtag), or English's.
    public static func catalog(for language: LanguageTag) -> Catalog {
        parsed.catalogs[language.language] ?? english
    }

    /// The language's own name ("Español"), or its tag for one the device has no catalog for.
    public static func name(of language: LanguageTag) -> String {
        languages.first { $0.tag.language == language.language }?.name ?? language.rawValue
    }
}
