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
        #expect(
            BoardExporter.packageEntries(StarterContent.board).map(\.bytes)
                == BoardExporter.packageEntries(StarterContent.board).map(\.bytes))
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
