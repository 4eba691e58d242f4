import BricksonCore
import Foundation
import Testing

@testable import OpenBoardFormat

/// C4, D4: board files are read and written with FoundationEssentials' JSON coders (no ICU on the device). What the
/// reader accepts, and what it makes of it, is checked here against `JSONSerialization`, which it replaced.
@Suite struct JSONValueTests {
    /// A board file whose field "x" holds `depth` arrays inside one another.
    static func nested(_ depth: Int) -> String {
        #"{"format": "open-board-0.1", "id": "b", "buttons": [], "x": "#
            + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
    }

    /// Reads `path` as an import would, expecting a refusal.
    static func refusal(_ path: String) throws -> BoardFileError {
        try #require(throws: BoardFileError.self) { try BoardFiles.read(path: path, current: savedBeforeImport) }
    }

    @Test(arguments: [
        nested(100_000), String(repeating: "[", count: 100_000), String(repeating: "{\"a\":", count: 50_000),
        nested(32),
    ])
    func C4_D4_deeplyNestedJSONIsRefusedInWords(json: String) throws {
        let scratch = Scratch()
        let error = try Self.refusal(scratch.file("board.obf", json))
        guard case .notJSON(_, let why) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(why.hasPrefix("it nests lists and objects more than 32 deep (at byte "), "\(why)")
    }

    @Test func C4_D4_aDeeplyNestedManifestIsRefusedInWords() throws {
        let scratch = Scratch()
        let manifest =
            #"{"format": "open-board-0.1", "root": "boards/home.obf", "x": "#
            + String(repeating: "[", count: 100_000) + "}"
        let path = try scratch.package("deep.obz", [("manifest.json", manifest)])
        let error = try Self.refusal(path)
        #expect(
            error == .notJSON(entry: "manifest.json", why: "it nests lists and objects more than 32 deep (at byte 93)"))
    }

    @Test func C4_nestingUpToTheLimitAndBracketsInsideWordsAreRead() throws {
        // The board is one level, "x" adds 31: 32 in all.
        let board = try OpenBoard.parse(Array(Self.nested(31).utf8), entry: "b.obf", limits: BoardFileLimits())
        #expect(board.id == "b")
        let label = String(repeating: "[{", count: 100)
        let json = boardJSON(id: "b", name: "Chat", buttons: [#"{"id": "1", "label": "\#(label)"}"#])
        let bracketed = try OpenBoard.parse(Array(json.utf8), entry: "b.obf", limits: BoardFileLimits())
        #expect(bracketed.buttons.map(\.label) == [label])
    }

    /// What `OpenBoard.identifier` made of a value `JSONSerialization` gave, before the reader left Foundation.
    static func identifierBefore(_ value: Any?) -> String? {
        if let text = value as? String {
            let id = OpenBoard.clean(text)
            return id.isEmpty || id.count > 100 ? nil : id
        }
        if let number = value as? NSNumber {
            let double = number.doubleValue
            if double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
            return number.stringValue
        }
        return nil
    }

    @Test(arguments: [
        "7", "7.0", "-3", "-0", "1e3", "1.5", "0.1", "-2.25", "1e20", "12345678901234567", "-9223372036854775808",
        "true", "false", "null", #""  b 7\t""#, #""""#, "[1]", "{}", #""\u00e9""#,
    ])
    func C4_idsGivenAsNumbersOrStringsReadAsTheyDidBefore(value: String) throws {
        let json = #"{"id": \#(value), "flag": \#(value)}"#
        let old = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let new = try OpenBoard.jsonObject(Array(json.utf8), entry: "b.obf", limits: BoardFileLimits())
        #expect(OpenBoard.identifier(new["id"]) == Self.identifierBefore(old["id"]))
        #expect(new["flag"]?.flag == old["flag"] as? Bool, "the emergency mark reads as before")
    }

    @Test(arguments: [
        " Hi ", "\u{00A0}Hi\u{3000}", "\u{2003}\tHi there\u{202F}", "Hi\u{200B}", "\u{1680}", "", "   ", "é\u{0301} ",
        "\u{FEFF}Hi", " \u{0301}Hi",
    ])
    func C4_wordsAreTrimmedOfSpacesAsBefore(text: String) {
        let before = text.trimmingCharacters(in: .whitespaces)
        #expect(OpenBoard.trimmed(text.unicodeScalars).unicodeScalars.elementsEqual(before.unicodeScalars))
    }

    @Test(arguments: [
        #"{"a": 1, "a": 2}"#, "\u{FEFF}{\"a\": 1}", #"{"a": "\ud83d\ude00"}"#, #"{"a": 1e400}"#, "{\"a\": \"\u{0}\"}",
        #"{"a": "\ud800"}"#, "{\"a\": \"\u{FFFF}\"}", #"{"a": -}"#, #"{"a": 01}"#, "{\"a\": [1, 2,, 3]}",
    ])
    func C4_oddJSONIsReadOrRefusedInWordsNeverTrapped(json: String) {
        // Whatever the decoder decides, it answers: a value or a refusal in words.
        do {
            let object = try OpenBoard.jsonObject(Array(json.utf8), entry: "b.obf", limits: BoardFileLimits())
            #expect(object["a"] != nil)
        } catch {
            guard case .notJSON(_, let why) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(!why.isEmpty)
        }
    }

    @Test(arguments: ["5", #""a board""#, "true", "null"])
    func C4_aLoneValueIsNotJSONTextToTheReader(json: String) {
        #expect(throws: BoardFileError.notJSON(entry: "b.obf", why: "it is not JSON text")) {
            try OpenBoard.jsonObject(Array(json.utf8), entry: "b.obf", limits: BoardFileLimits())
        }
    }

    @Test func C4_exportedKeysAreSortedSoTheSameBoardAlwaysGivesTheSameBytes() throws {
        let keys = (0..<300).map { "key\($0)" } + ["B", "a", "_", "Z", "10", "9", "é"]
        var forward: [String: JSONValue] = [:]
        for (index, key) in keys.enumerated() { forward[key] = .integer(Int64(index)) }
        var backward: [String: JSONValue] = [:]
        backward.reserveCapacity(4096)
        for (index, key) in keys.enumerated().reversed() { backward[key] = .integer(Int64(index)) }
        let text = JSONValue.object(forward).encoded()
        #expect(text == JSONValue.object(backward).encoded())
        let written = String(decoding: text, as: UTF8.self)
        let offsets = keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }.compactMap { key in
            written.range(of: "\"\(key)\" :").map { written.distance(from: written.startIndex, to: $0.lowerBound) }
        }
        #expect(offsets.count == keys.count && offsets == offsets.sorted(), "keys in code-point order")
        // Another process hashes with another seed, so sets and dictionaries come out in another order there: the
        // same board exported by `brickson export-board` in a process of its own is the same bytes, entry by entry.
        let brickson = Self.builtProduct("brickson")
        try #require(FileManager.default.isExecutableFile(atPath: brickson), "build brickson first: \(brickson)")
        let scratch = Scratch()
        let path = scratch.path + "/starter.obz"
        let child = Process()
        child.executableURL = URL(fileURLWithPath: brickson)
        child.arguments = ["export-board", path, "--starter", "en"]
        child.environment = ProcessInfo.processInfo.environment.filter { $0.key != "SWIFT_DETERMINISTIC_HASHING" }
        child.standardOutput = FileHandle.nullDevice
        try child.run()
        child.waitUntilExit()
        try #require(child.terminationStatus == 0)
        let package = try ZipReader(path: path, file: "starter.obz")
        let here = BoardExporter.packageEntries(StarterContent.board(for: .english))
        #expect(try package.entryNames(limit: 100) == here.map(\.name))
        for entry in here {
            #expect(try package.read(entry.name, limit: 1 << 20) == entry.bytes, "\(entry.name)")
        }
    }

    /// The path of an executable built beside the test bundle (SwiftPM puts every product in one folder).
    static func builtProduct(_ name: String) -> String {
        let bundle = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        return (bundle as NSString).deletingLastPathComponent + "/" + name
    }

    @Test func C4_anExportedBoardIsTheSameJSONAsBefore() throws {
        // Only the writer changed: `JSONSerialization` reads the new text back to what the exporter put in.
        let bytes = BoardExporter.boardFile(
            id: "c1", name: "Pain \"now\"/é", phrases: [Phrase(id: "p1", text: "It hurts", clip: "p1.wav")],
            emergency: true)
        let object = try JSONSerialization.jsonObject(with: Data(bytes))
        let expected: [String: Any] = [
            "format": "open-board-0.1", "id": "c1", "locale": "en", "name": "Pain \"now\"/é",
            "buttons": [["id": "p1", "label": "It hurts", "ext_brickson_clip": "p1.wav"]],
            "grid": ["rows": 1, "columns": 1, "order": [["p1"]]], "images": [Any](), "sounds": [Any](),
            "ext_brickson_emergency": true,
        ]
        let sorted = { (value: Any) in try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]) }
        #expect(try sorted(object) == sorted(expected))
    }
}

extension JSONValueTests {
    @Test func C4_everySpaceFoundationTrimmedIsTrimmedAndNoOther() {
        for value in UInt32(0)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(scalar)
            let before = text.trimmingCharacters(in: .whitespaces)
            #expect(OpenBoard.trimmed(text.unicodeScalars) == before, "U+\(String(value, radix: 16))")
        }
    }
}

/// The parser against `JSONSerialization`, the parser it replaced, on generated and damaged documents.
extension JSONValueTests {
    /// A small seeded generator (xorshift), so a failure can be run again.
    struct Seeded {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
    }

    static let atoms = [
        "0", "-0", "1", "-12", "1.5", "1e3", "1E-2", "true", "false", "null", #""""#, #""a""#, #""\u00e9""#,
        #""\ud83d\ude00""#, #""\n\t\\\/\"""#, "\"é😀\"", "[]", "{}",
    ]

    static func document(_ random: inout Seeded, depth: Int = 0) -> String {
        if depth > 3 || random.next(2) == 0 { return atoms[random.next(atoms.count)] }
        let items = (0..<random.next(4)).map { _ in
            random.next(2) == 0 ? document(&random, depth: depth + 1) : ""
        }
        if random.next(2) == 0 {
            return "[" + items.map { $0.isEmpty ? "null" : $0 }.joined(separator: ",") + "]"
        }
        return "{" + items.map { "\"k\(random.next(4))\" : \($0.isEmpty ? "1" : $0)" }.joined(separator: ", ") + "}"
    }

    /// Whether `value` (from `JSONSerialization`) is what `parsed` holds.
    static func same(_ value: Any, _ parsed: JSONValue) -> Bool {
        switch parsed {
        case .null: return value is NSNull
        case .string(let text): return value as? String == text
        case .bool(let flag): return (value as? NSNumber)?.doubleValue == (flag ? 1 : 0)
        case .integer(let number): return (value as? NSNumber)?.int64Value == number
        case .number(let number): return (value as? NSNumber)?.doubleValue == number
        case .array(let items):
            guard let list = value as? [Any], list.count == items.count else { return false }
            return zip(list, items).allSatisfy { same($0, $1) }
        case .object(let fields):
            guard let object = value as? [String: Any], object.count == fields.count else { return false }
            return fields.allSatisfy { key, field in object[key].map { same($0, field) } ?? false }
        }
    }

    /// Numbers beyond a Double's precision or range, which `JSONSerialization` kept as decimals (or refused), are
    /// left out of the comparison: there the two differ on purpose.
    static func hasExtremeNumber(_ bytes: [UInt8]) -> Bool {
        var run = 0
        var afterExponent = false
        for byte in bytes {
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                run += 1
                if run >= 10 || (afterExponent && run >= 3) { return true }
            } else {
                afterExponent =
                    byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                    || (afterExponent && run == 0 && (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")))
                run = 0
            }
        }
        return false
    }

    @Test func C4_D7_theParserReadsWhatJSONSerializationReadAndRefusesWhatItRefused() throws {
        var random = Seeded(state: 0x9E37_79B9_7F4A_7C15)
        let junk =
            Array("[]{},:\"\\ 01-+.eEtrufalsn".utf8) + [0x00, 0x09, 0x0A, 0x7F, 0xC3, 0xA9, 0xFF, 0xED, 0xA0, 0x80]
        var compared = 0
        var refused = 0
        for round in 0..<40_000 {
            var bytes = Array("{\"r\": \(Self.document(&random))}".utf8)
            for _ in 0..<(round % 4) {
                let place = random.next(bytes.count)
                switch random.next(3) {
                case 0: bytes[place] = junk[random.next(junk.count)]
                case 1: bytes.insert(junk[random.next(junk.count)], at: place)
                default: if bytes.count > 1 { bytes.remove(at: place) }
                }
            }
            guard !Self.hasExtremeNumber(bytes) else { continue }
            let before = try? JSONSerialization.jsonObject(with: Data(bytes))
            let now = try? JSONParser.parse(JSONParser.utf8(bytes), depthLimit: 32)
            let text = String(decoding: bytes, as: UTF8.self)
            switch (before, now) {
            case (nil, nil):
                refused += 1
            case (let value?, let parsed?):
                #expect(Self.same(value, parsed), "\(text)")
                compared += 1
            case (nil, _?):
                Issue.record("read what JSONSerialization refused: \(text)")
            case (_?, nil):
                // JSON allows no trailing comma; JSONSerialization took one.
                #expect(JSONText.trailingComma(in: bytes) != nil, "refused what JSONSerialization read: \(text)")
            }
        }
        #expect(compared > 10_000 && refused > 20_000, "\(compared) read, \(refused) refused")
    }

    @Test(arguments: [
        String.Encoding.utf8, .utf16, .utf16LittleEndian, .utf16BigEndian, .utf32, .utf32LittleEndian,
        .utf32BigEndian,
    ])
    func C4_boardFilesInUTF16OrUTF32OrWithAByteOrderMarkReadAsBefore(encoding: String.Encoding) throws {
        let json = boardJSON(id: "b", name: "Café 😀", buttons: [#"{"id": 7, "label": "Ça va ? 𝐘"}"#])
        var data = try #require(json.data(using: encoding))
        if encoding == .utf8 { data = Data([0xEF, 0xBB, 0xBF]) + data }
        let before = try JSONSerialization.jsonObject(with: data)
        let now = try JSONParser.parse(JSONParser.utf8(Array(data)), depthLimit: 32)
        #expect(Self.same(before, now))
        let board = try OpenBoard.parse(Array(data), entry: "b.obf", limits: BoardFileLimits())
        #expect(board.name == "Café 😀" && board.buttons.map(\.label) == ["Ça va ? 𝐘"])
    }
}
