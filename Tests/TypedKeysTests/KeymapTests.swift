import BricksonCore
import DeviceValues
import Glibc
import Testing

@testable import TypedKeys

/// L3: a USB keyboard through a real libxkbcommon keymap compiled from the machine's xkb-data.
@Suite struct KeymapTests {
    // Linux input key codes (linux/input-event-codes.h).
    static let (q, w, y, z, a, e, f, l, n) = (
        UInt32(16), UInt32(17), UInt32(21), UInt32(44), UInt32(30), UInt32(18),
        UInt32(33), UInt32(38), UInt32(49)
    )
    static let (two, minus, equal, leftBrace, semicolon, apostrophe, grave, backslash) = (
        UInt32(3), UInt32(12), UInt32(13), UInt32(26), UInt32(39), UInt32(40), UInt32(41), UInt32(43)
    )
    static let (shift, rightAlt, capsLock) = (KeyCodes.leftShift, UInt32(100), UInt32(58))

    /// What pressing and releasing `codes` in turn types.
    static func type(_ keymap: Keymap, _ codes: [UInt32]) -> String {
        codes.map { code in
            let text = keymap.key(code, pressed: true)
            _ = keymap.key(code, pressed: false)
            return text
        }.joined()
    }

    /// What `code` types with `modifier` held.
    static func type(_ keymap: Keymap, _ code: UInt32, holding modifier: UInt32) -> String {
        _ = keymap.key(modifier, pressed: true)
        defer { _ = keymap.key(modifier, pressed: false) }
        return type(keymap, [code])
    }

    @Test func L3_germanTypesUmlautsSharpSAndSwapsZAndY() throws {
        let german = try Keymap(layout: Keymap.layoutName(for: LanguageTag("de")!))
        #expect(german.layout == "de")
        #expect(Self.type(german, [Self.y, Self.z]) == "zy")
        #expect(Self.type(german, [Self.minus, Self.apostrophe, Self.semicolon, Self.leftBrace]) == "ßäöü")
        #expect(Self.type(german, Self.apostrophe, holding: Self.shift) == "Ä")
        #expect(Self.type(german, Self.q, holding: Self.rightAlt) == "@", "AltGr")
        // Caps Lock: capitals until pressed again.
        #expect(Self.type(german, [Self.capsLock, Self.a, Self.semicolon, Self.capsLock, Self.a]) == "AÖa")
    }

    @Test func L3_frenchIsAZERTYWithAccentsAndADeadCircumflex() throws {
        let french = try Keymap(layout: "fr")
        #expect(Self.type(french, [Self.q, Self.a, Self.w, Self.z, Self.semicolon]) == "aqzwm")
        #expect(Self.type(french, [Self.two]) == "é")
        #expect(Self.type(french, Self.two, holding: Self.shift) == "2")
        try #require(french.composes, "the compose tables (libx11-data) are needed for dead keys")
        // ^ then e: ê, in one character as the word lists write it (NFC).
        let circumflex = Self.type(french, [Self.leftBrace, Self.e])
        #expect(circumflex == "ê")
        #expect(circumflex.unicodeScalars.count == 1)
        #expect(Self.type(french, [Self.leftBrace]) == "", "a dead key alone types nothing yet")
        #expect(Self.type(french, [Self.e]) == "ê")
    }

    @Test func L3_spanishTypesEñeAndAccentsByItsDeadKey() throws {
        let spanish = try Keymap(layout: "es")
        #expect(Self.type(spanish, [Self.semicolon]) == "ñ")
        #expect(Self.type(spanish, Self.semicolon, holding: Self.shift) == "Ñ")
        try #require(spanish.composes)
        #expect(Self.type(spanish, [Self.apostrophe, Self.a]) == "á")
        #expect(Self.type(spanish, [Self.apostrophe, Self.e]) == "é")
    }

    @Test func L3_russianTypesCyrillicAndArabicTypesArabic() throws {
        let russian = try Keymap(layout: Keymap.layoutName(for: LanguageTag("ru")!))
        #expect(Self.type(russian, [Self.q, Self.f, Self.grave]) == "йаё")
        #expect(Self.type(russian, Self.q, holding: Self.shift) == "Й")
        let arabic = try Keymap(layout: Keymap.layoutName(for: LanguageTag("ar")!))
        #expect(arabic.layout == "ara")
        #expect(Self.type(arabic, [Self.q, Self.f]) == "ضب")
    }

    @Test func L3_polishAndPortugueseTypeTheirLetters() throws {
        let polish = try Keymap(layout: "pl")
        #expect(Self.type(polish, Self.a, holding: Self.rightAlt) == "ą")
        #expect(Self.type(polish, Self.l, holding: Self.rightAlt) == "ł")
        let portuguese = try Keymap(layout: "pt")
        #expect(Self.type(portuguese, [Self.semicolon]) == "ç")
        try #require(portuguese.composes)
        #expect(Self.type(portuguese, [Self.backslash, Self.a]) == "ã", "dead tilde")
    }

    @Test func L3_everyStarterLanguageHasALayoutThatCompiles() throws {
        for language in StarterContent.languages {
            let name = Keymap.layoutName(for: language)
            let choice = KeymapChoice(layout: name)
            #expect(choice.keymap?.layout == name, "\(language): \(choice.notes)")
        }
        #expect(Keymap.layoutName(for: LanguageTag("nl")!) == "us")
    }

    /// Hostile or missing: a layout that does not exist, a name that is a path, xkb-data missing or damaged. Each is
    /// said in words, and typing goes on (US, or the built-in table), never no keyboard.
    @Test func L3_aLayoutThatDoesNotCompileFallsBackToUSAndSaysSo() throws {
        let missing = KeymapChoice(layout: "zz")
        #expect(missing.keymap?.layout == "us")
        #expect(missing.notes.first?.contains("\"zz\" did not compile") == true, "\(missing.notes)")
        #expect(Self.type(try #require(missing.keymap), [Self.y, Self.z]) == "yz")

        let path = KeymapChoice(layout: "../../../etc/passwd")
        #expect(path.keymap?.layout == "us")
        #expect(path.notes.first?.contains("is not a keyboard layout name") == true, "\(path.notes)")
        #expect(!Keymap.isSafeName("de,fr") && !Keymap.isSafeName(String(repeating: "a", count: 33)))
    }

    @Test func L3_withoutXkbDataTypingFallsBackToTheBuiltInTableAndSaysSo() throws {
        var template = Array("/tmp/brickson-xkb-XXXXXX".utf8CString)
        let folder = try #require(
            template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        defer {
            unlink(folder + "/rules/evdev")
            rmdir(folder + "/rules")
            rmdir(folder)
        }
        let empty = KeymapChoice(layout: "de", includePaths: [folder])
        #expect(empty.keymap == nil)
        #expect(empty.notes.contains { $0.contains("built-in US table") }, "\(empty.notes)")
        // A damaged rules file is no better, and no worse.
        mkdir(folder + "/rules", 0o700)
        let file = fopen(folder + "/rules/evdev", "w")
        fputs("! model = \u{1}\u{2} garbage {{{{\n\u{0}", file)
        fclose(file)
        let damaged = KeymapChoice(layout: "de", includePaths: [folder])
        #expect(damaged.keymap == nil)
        #expect(damaged.notes.count >= 2, "\(damaged.notes)")
    }
}
