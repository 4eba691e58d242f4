import BricksonData
import Foundation
import Testing

@testable import BricksonCore

/// L1: the catalogs' PO files, their parser, gettext's plural expressions, and the catalogs built into the binary.
@Suite struct CatalogTests {
    /// The repository's top, from this file's place in it.
    static let top = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: top.appendingPathComponent(path), encoding: .utf8)
    }

    static let languages = BuiltInCatalogs.languages.map(\.tag).filter { $0 != .english }

    // MARK: Plural expressions

    @Test func L1_pluralFormsFollowEachLanguagesRule() throws {
        let polish = try PluralRule(
            header: "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);")
        #expect(
            [1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 112, 122].map(polish.form) == [
                0, 1, 1, 1, 2, 2, 2, 2, 2, 1, 2, 2, 1,
            ])
        let russian = try PluralRule(
            header:
                "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
        )
        #expect([1, 2, 5, 11, 21, 22, 111, 0].map(russian.form) == [0, 1, 2, 2, 0, 1, 2, 2])
        let arabic = try PluralRule(
            header:
                "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);")
        #expect([0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111].map(arabic.form) == [0, 1, 2, 3, 3, 4, 4, 5, 5, 3, 4])
        let french = try PluralRule(header: "nplurals=2; plural=(n > 1);")
        #expect([0, 1, 2].map(french.form) == [0, 0, 1])
        #expect([0, 1, 2].map(PluralRule.oneOther.form) == [1, 0, 1])
    }

    @Test func L1_pluralExpressionsFollowCsPrecedence() throws {
        // `a || b && c` is `a || (b && c)`; `-`, `*` and `%` bind tighter than comparisons; `!` binds tightest.
        #expect(try PluralRule(header: "nplurals=2; plural=n==1 || n==2 && n==3;").form(for: 1) == 1)
        #expect(try PluralRule(header: "nplurals=6; plural=2+3*n%4;").form(for: 3) == 3)
        #expect(try PluralRule(header: "nplurals=2; plural=!(n-1);").form(for: 1) == 1)
        #expect(try PluralRule(header: "nplurals=3; plural=n<2 ? 0 : n<5 ? 1 : 2;").form(for: 4) == 1)
        #expect(try PluralRule(header: "nplurals=2; plural=n/0;").form(for: 4) == 0)
    }

    @Test(arguments: [
        "nplurals=2;", "plural=(n != 1);", "nplurals=9; plural=n;", "nplurals=2; plural=(n != 1;",
        "nplurals=2; plural=n ? 1;", "nplurals=2; plural=x;", "nplurals=2; plural=n >> 1;",
        "nplurals=2; plural=" + String(repeating: "(", count: 60) + "n" + String(repeating: ")", count: 60) + ";",
        "nplurals=2; plural=" + String(repeating: "n+", count: 300) + "n;",
    ])
    func L1_badPluralExpressionsAreRefusedInWords(_ header: String) {
        #expect(throws: PluralRuleError.self) { try PluralRule(header: header) }
    }

    // MARK: The parser

    static let header = """
        msgid ""
        msgstr ""
        "Language: pl\\n"
        "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"


        """

    @Test func L1_aPOFileGivesItsWordsWithContextsPluralsAndPlaceholders() throws {
        let text =
            Self.header + """
                # A translator's comment.
                msgid "Back"
                msgstr "Wstecz"

                msgctxt "scan cue"
                msgid "Stop"
                msgstr "Zatrzymaj"

                msgid "%d day"
                msgid_plural "%d days"
                msgstr[0] "%d dzień"
                msgstr[1] "%d dni"
                msgstr[2] "%d dni"

                msgid "%1$s: %2$s"
                msgstr "%2$s — %1$s"

                msgid "Quote \\"and\\" back\\\\slash"
                msgstr ""
                "Cudzysłów \\"i\\" "
                "ukośnik\\\\"

                #, fuzzy
                msgid "Clear"
                msgstr "Wyczyść?"

                msgid "Type"
                msgstr ""
                """
        let words = try POFile.parse(text, file: "pl.po")
        #expect(words.language == LanguageTag("pl"))
        #expect(words("Back") == "Wstecz")
        #expect(words("Stop") == "Stop")
        #expect(words("Stop", context: "scan cue") == "Zatrzymaj")
        #expect(words.plural("%d day", "%d days", count: 1) == "1 dzień")
        #expect(words.plural("%d day", "%d days", count: 3) == "3 dni")
        #expect(words.plural("%d day", "%d days", count: 5) == "5 dni")
        #expect(words("%1$s: %2$s", "Rate", "150") == "150 — Rate")
        #expect(words("Quote \"and\" back\\slash") == "Cudzysłów \"i\" ukośnik\\")
        // Fuzzy and empty translations are untranslated: the English shows, and they count as missing.
        #expect(words("Clear") == "Clear")
        #expect(words("Type") == "Type")
        #expect(words("Not in the file") == "Not in the file")
        let template = Catalog(
            language: .english, plural: .oneOther,
            keys: [CatalogKey(id: "Back"), CatalogKey(id: "Clear"), CatalogKey(id: "Type"), CatalogKey(id: "New")],
            translations: [:])
        #expect(words.missing(from: template).map(\.id) == ["Clear", "New", "Type"])
    }

    struct Damage: CustomTestStringConvertible, Sendable {
        var name: String
        var body: String
        var line: Int
        var words: String
        var testDescription: String { name }
    }

    /// Each damage, the line it is on (the header and a blank line take lines 1–5) and words the refusal must hold.
    static let damages: [Damage] = [
        Damage(name: "bad escape", body: "msgid \"Back\"\nmsgstr \"Wst\\qecz\"", line: 7, words: "escape \\q"),
        Damage(name: "unterminated", body: "msgid \"Back\"\nmsgstr \"Wstecz", line: 7, words: "not closed"),
        Damage(name: "words after the string", body: "msgid \"Back\" x\nmsgstr \"\"", line: 6, words: "after"),
        Damage(
            name: "duplicate", body: "msgid \"Back\"\nmsgstr \"A\"\n\nmsgid \"Back\"\nmsgstr \"B\"", line: 9,
            words: "already at line 6"),
        Damage(
            name: "other placeholder", body: "msgid \"Version: %s\"\nmsgstr \"Wersja: %d\"", line: 6,
            words: "other placeholders"),
        Damage(
            name: "placeholder dropped", body: "msgid \"Board: %s\"\nmsgstr \"Płytka\"", line: 6, words: "placeholders"),
        Damage(
            name: "stray percent", body: "msgid \"50% off\"\nmsgstr \"50% mniej\"", line: 6,
            words: "starts no placeholder"),
        Damage(
            name: "too few plural forms",
            body: "msgid \"%d day\"\nmsgid_plural \"%d days\"\nmsgstr[0] \"%d dzień\"\nmsgstr[1] \"%d dni\"", line: 6,
            words: "2 plural forms"),
        Damage(name: "msgstr without msgid", body: "msgstr \"Wstecz\"", line: 6, words: "no msgid"),
        Damage(name: "not a keyword", body: "msgid \"Back\"\nmsgtxt \"Wstecz\"", line: 7, words: "not a PO keyword"),
        Damage(
            name: "control character", body: "msgid \"Back\"\nmsgstr \"W\u{7}\"", line: 7, words: "control character"),
        Damage(name: "continuation of nothing", body: "\"Wstecz\"", line: 6, words: "continues nothing"),
    ]

    @Test(arguments: damages)
    func L1_aDamagedPOFileIsRefusedInWordsWithItsLine(_ damage: Damage) {
        do {
            _ = try POFile.parse(Self.header + damage.body, file: "pl.po")
            Issue.record("\(damage.name) was read")
        } catch {
            #expect(error.line == damage.line, "\(error)")
            #expect(error.description.contains(damage.words), "\(error)")
            #expect(error.description.hasPrefix("pl.po line \(damage.line): "))
        }
    }

    @Test func L1_aPOFileWithoutAHeaderOrTooLargeIsRefused() {
        #expect(throws: POError.self) { try POFile.parse("msgid \"Back\"\nmsgstr \"Wstecz\"\n", file: "x.po") }
        #expect(throws: POError.self) {
            try POFile.parse("msgid \"\"\nmsgstr \"Language: pl\\n\"\n", file: "x.po")  // no Plural-Forms
        }
        let huge = Self.header + String(repeating: "# padding\n", count: 60_000)
        #expect(throws: POError.self) { try POFile.parse(huge, file: "x.po") }
    }

    // MARK: The built-in catalogs

    @Test func L1_theGeneratedSourcesAreThePOFilesByteForByte() throws {
        #expect(try Self.read("Translations/brickson.pot") == CatalogTexts.template)
        for language in Self.languages {
            let file = try #require(BuiltInCatalogs.files[language.language])
            #expect(try Self.read("Translations/\(file.file)") == file.text, "run Translations/make-catalogs")
        }
    }

    @Test(arguments: languages)
    func L1_everyCatalogComplete(_ language: LanguageTag) throws {
        let file = try #require(BuiltInCatalogs.files[language.language])
        let catalog = try POFile.parse(file.text, file: file.file)
        #expect(catalog.language.language == language.language)
        let missing = catalog.missing(from: BuiltInCatalogs.english)
        #expect(
            missing.isEmpty,
            "\(file.file) lacks \(missing.count): \(missing.map(\.description).joined(separator: ", "))")
        let extra = catalog.keys.subtracting(BuiltInCatalogs.english.keys)
        #expect(extra.isEmpty, "\(file.file) has messages the template does not: \(extra.sorted())")
        #expect(file.text.contains("\"X-Native-Review: none\\n\""), "\(file.file) must say it is not reviewed")
    }

    @Test func L1_theTemplateHoldsEveryMessageTheCoreAsksFor() throws {
        // Simple word boundaries, as Python's: Unicode's would see "self.words" as one word.
        let pattern = #/\b(?:words|msgid)\(\s*"((?:[^"\\]|\\.)*)"(?:\s*,\s*context:\s*"((?:[^"\\]|\\.)*)")?/#
            .wordBoundaryKind(.simple)
        let plural = #/\bwords\.plural\(\s*"((?:[^"\\]|\\.)*)"/#.wordBoundaryKind(.simple)
        var asked: Set<CatalogKey> = []
        let sources = Self.top.appendingPathComponent("Sources/BricksonCore")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for path in files where path.hasSuffix(".swift") && !path.contains("Catalogs/") {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for match in text.matches(of: pattern) {
                asked.insert(CatalogKey(context: match.2.map(Self.unescaped), id: Self.unescaped(match.1)))
            }
            for match in text.matches(of: plural) { asked.insert(CatalogKey(id: Self.unescaped(match.1))) }
        }
        #expect(asked.count > 100)
        let template = BuiltInCatalogs.english.keys
        #expect(asked.subtracting(template).isEmpty, "not in the template: \(asked.subtracting(template).sorted())")
        #expect(template.subtracting(asked).isEmpty, "asked for by nothing: \(template.subtracting(asked).sorted())")
    }

    static func unescaped(_ text: Substring) -> String {
        text.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    @Test func L1_theBuiltInCatalogsParseAndNothingIsMissing() {
        #expect(BuiltInCatalogs.problems.isEmpty, "\(BuiltInCatalogs.problems)")
        for language in Self.languages {
            #expect(BuiltInCatalogs.catalog(for: language).language.language == language.language)
        }
        #expect(BuiltInCatalogs.catalog(for: LanguageTag("it")!).language == .english)
        #expect(BuiltInCatalogs.catalog(for: LanguageTag("pt-BR")!).language == LanguageTag("pt"))
    }
}

extension CatalogTests {
    @Test func L1_aCatalogLackingWordsOrDamagedIsNamedForTheLogAndEnglishShows() {
        let header =
            "msgid \"\"\nmsgstr \"\"\n\"Language: es\\n\"\n\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\n"
        let files: [String: (file: String, text: String)] = [
            "es": ("es.po", header + "msgid \"Yes\"\nmsgstr \"Sí\"\n\nmsgid \"No\"\nmsgstr \"\"\n"),
            "fr": ("fr.po", header.replacingOccurrences(of: "es", with: "fr") + "msgid \"Yes\"\nmsgstr \"Oui"),
        ]
        let template = Catalog(
            language: .english, plural: .oneOther,
            keys: [CatalogKey(id: "Yes"), CatalogKey(id: "No"), CatalogKey(id: "Back")], translations: [:])
        let read = BuiltInCatalogs.read(files, template: template)
        #expect(
            read.problems == [
                "es.po lacks 2 of 3 messages; English shows",
                "fr.po line 7: the string is not closed on its line; the screen shows English in its place",
            ])
        #expect(read.catalogs["es"]?("Yes") == "Sí")
        #expect(read.catalogs["es"]?("No") == "No")
        #expect(read.catalogs["fr"] == nil)
    }
}

extension CatalogTests {
    /// A seeded generator, so a failure is the same on every run.
    struct SeededBytes: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    @Test func L1_aPOFileDamagedAtRandomIsReadOrRefusedNeverCrashes() throws {
        let file = try #require(BuiltInCatalogs.files["pl"])
        var random = SeededBytes(state: 18)
        let pieces: [[UInt8]] = [
            [0x22], [0x5C], [0x0A], [0x25], Array("msgstr[9] ".utf8), Array("msgid ".utf8), [0xFF],
        ]
        var read = 0
        var refused = 0
        for _ in 0..<300 {
            var bytes = Array(file.text.utf8)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(contentsOf: pieces.randomElement(using: &random)!, at: at)
                default: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...200, using: &random)))
                }
            }
            do {
                let catalog = try POFile.parse(String(decoding: bytes, as: UTF8.self), file: "pl.po")
                // Read: every word it gives has the English's placeholders, whatever was damaged.
                for key in catalog.keys where catalog.translates(key) {
                    #expect(Placeholders.slots(catalog(key.id, context: key.context)) != nil)
                }
                read += 1
            } catch {
                #expect(error.description.hasPrefix("pl.po"))
                refused += 1
            }
        }
        #expect(read + refused == 300 && refused > 0)
    }
}
