import BricksonCommands
import BricksonCore
import Foundation
import Testing

@testable import OpenBoardFormat

/// Each kind of file Brickson must refuse, how to make it, and the error it must give.
enum BadFile: String, CaseIterable, Sendable {
    case truncatedPackage, damagedEntry, notJSON, deeplyNested, emptyFile, jsonButNotABoard, noButtonList,
        wrongFormatVersion,
        noFormat
    case traversalEntry, absoluteRoot, traversalLink, missingBoard
    case hugeLabel, hugeCategoryName, noButtons, onlyPictures, emptyEmergencyBoard
    case phraseNamedLikeAHomeButton, categoryNamedLikeAHomeButton, emergencyPhraseNamedStop
    case samePhraseTwiceInACategory, sameCategoryTwice
    case fileTooLarge, entryUnpacksTooLarge, tooManyButtons, missingFile

    /// Small limits for the size cases, so the test files stay small.
    var limits: BoardFileLimits {
        switch self {
        case .fileTooLarge: BoardFileLimits(fileBytes: 1024)
        case .tooManyButtons: BoardFileLimits(buttonsPerBoard: 5)
        default: BoardFileLimits()
        }
    }

    func make(in scratch: borrowing Scratch) throws -> String {
        func button(_ id: String, _ label: String) -> String { #"{"id": "\#(id)", "label": "\#(label)"}"# }
        func single(_ buttons: [String], name: String = "Garden chat") -> String {
            scratch.file("board.obf", boardJSON(id: "b", name: name, buttons: buttons))
        }
        func package(replacing old: String, with new: String, in entry: String) throws -> String {
            try scratch.package(
                "bad.obz",
                Sample.entries.map { $0.0 == entry ? ($0.0, $0.1.replacingOccurrences(of: old, with: new)) : $0 })
        }
        switch self {
        case .truncatedPackage:
            let whole = scratch.path + "/whole.obz"
            try BoardFiles.writePackage(StarterContent.board, to: whole)
            let bytes = [UInt8](FileManager.default.contents(atPath: whole)!)
            return scratch.file("cut.obz", Array(bytes.prefix(bytes.count / 2)))
        case .damagedEntry:
            // A byte inside the first entry's compressed data: the directory is intact, the entry's CRC is not.
            let whole = scratch.path + "/whole.obz"
            try BoardFiles.writePackage(StarterContent.board, to: whole)
            var bytes = [UInt8](FileManager.default.contents(atPath: whole)!)
            bytes[60] ^= 0xFF
            return scratch.file("damaged.obz", bytes)
        case .notJSON: return scratch.file("board.obf", "Pain: I'm in pain, it hurts\nComfort: I'm cold")
        case .deeplyNested:
            return scratch.file(
                "board.obf", String(repeating: "[", count: 1 << 20) + String(repeating: "]", count: 1 << 20))
        case .emptyFile: return scratch.file("board.obf", "")
        case .jsonButNotABoard: return scratch.file("board.obf", #"["I'm in pain", "It hurts"]"#)
        case .noButtonList: return scratch.file("board.obf", #"{"format": "open-board-0.1", "id": "1", "name": "x"}"#)
        case .wrongFormatVersion:
            return scratch.file(
                "board.obf", boardJSON(id: "b", name: "x", buttons: [button("1", "Hi")], format: "open-board-2.0"))
        case .noFormat: return scratch.file("board.obf", #"{"id": "1", "name": "x", "buttons": []}"#)
        case .traversalEntry:
            return try scratch.package("bad.obz", Sample.entries + [("../../etc/profile.d/evil.obf", Sample.food)])
        case .absoluteRoot:
            return try package(
                replacing: "\"root\": \"boards/home.obf\"", with: "\"root\": \"/etc/passwd\"", in: "manifest.json")
        case .traversalLink:
            return try package(
                replacing: "boards/feelings.obf", with: "boards/../../feelings.obf", in: "boards/home.obf")
        case .missingBoard:
            return try scratch.package("bad.obz", Sample.entries.filter { $0.0 != "boards/food.obf" })
        case .hugeLabel: return single([button("1", String(repeating: "I am in pain ", count: 400))])
        case .hugeCategoryName: return single([button("1", "Hi")], name: String(repeating: "Garden ", count: 20))
        case .noButtons: return single([])
        case .onlyPictures: return single([#"{"id": "1", "image_id": "i1"}"#, #"{"id": "2", "label": " \n "}"#])
        case .emptyEmergencyBoard:
            return try package(
                replacing: #"{"id": "1", "label": "Get help now"}, {"id": "2", "label": "I can't breathe"}"#,
                with: #"{"id": "1", "image_id": "help"}"#, in: "boards/sos.obf")
        case .phraseNamedLikeAHomeButton: return single([button("1", "I'm cold"), button("2", "yes ")])
        case .categoryNamedLikeAHomeButton: return single([button("1", "I'm cold")], name: "Settings")
        case .emergencyPhraseNamedStop:
            return try package(replacing: "Get help now", with: "Stop", in: "boards/sos.obf")
        case .samePhraseTwiceInACategory: return single([button("1", "Thank you"), button("2", " thank you")])
        case .sameCategoryTwice:
            return try package(replacing: "\"name\": \"Food\"", with: "\"name\": \"feelings\"", in: "boards/food.obf")
        case .fileTooLarge:
            return single((1...40).map { button("\($0)", "Phrase number \($0)") })
        case .entryUnpacksTooLarge:
            // Three MiB of spaces compress to a few KiB: the cap is on the unpacked bytes, not the header.
            return try package(
                replacing: "\"buttons\"", with: String(repeating: " ", count: 3 << 20) + "\"buttons\"",
                in: "boards/food.obf")
        case .tooManyButtons: return single((1...6).map { button("\($0)", "Phrase \($0)") })
        case .missingFile: return scratch.path + "/not-there.obz"
        }
    }

    func matches(_ error: BoardFileError) -> Bool {
        switch (self, error) {
        case (.truncatedPackage, .damagedPackage), (.damagedEntry, .damagedPackage), (.notJSON, .notJSON),
            (.deeplyNested, .notJSON),
            (.emptyFile, .notJSON),
            (.jsonButNotABoard, .notOpenBoard), (.noButtonList, .notOpenBoard), (.noFormat, .notOpenBoard),
            (.wrongFormatVersion, .unsupportedFormat(_, "open-board-2.0")),
            (.traversalEntry, .unsafePath("../../etc/profile.d/evil.obf")), (.absoluteRoot, .unsafePath("/etc/passwd")),
            (.traversalLink, .unsafePath("boards/../../feelings.obf")),
            (.missingBoard, .missingEntry("boards/food.obf")),
            (.hugeLabel, .labelTooLong(_, 200)), (.hugeCategoryName, .labelTooLong(_, 60)),
            (.noButtons, .noPhrases("board.obf")), (.onlyPictures, .noPhrases("board.obf")),
            (.emptyEmergencyBoard, .noPhrases("The Emergency board")),
            (.phraseNamedLikeAHomeButton, .clashesWithHome("yes", "Garden chat")),
            (.categoryNamedLikeAHomeButton, .clashesWithHome("Settings", nil)),
            (.emergencyPhraseNamedStop, .clashesWithHome("Stop", "Emergency")),
            (.samePhraseTwiceInACategory, .duplicatePhrase("thank you", "Garden chat")),
            (.sameCategoryTwice, .duplicateCategory("feelings")), (.fileTooLarge, .tooLarge),
            (.entryUnpacksTooLarge, .tooLarge("boards/food.obf", "2 MiB")), (.tooManyButtons, .tooMany(_, 6, 5)),
            (.missingFile, .cannotRead):
            return true
        default:
            return false
        }
    }
}

@Suite struct OpenBoardBadFileTests {
    @Test(arguments: BadFile.allCases)
    func C4_aBadFileGivesAClearMessageAndTheSavedBoardIsUnchanged(_ bad: BadFile) throws {
        let scratch = Scratch()
        save(savedBeforeImport, in: scratch.stateDirectory)
        let path = try bad.make(in: scratch)
        let error = try #require(throws: BoardFileError.self) {
            try BoardFileCommand.importBoard(file: path, stateDirectory: scratch.stateDirectory, limits: bad.limits)
        }
        #expect(bad.matches(error), "\(bad): \(error)")
        #expect(error.description.hasSuffix("The phrases on the device were not changed."))
        #expect(!error.description.contains("Optional("))
        #expect(savedBoard(in: scratch.stateDirectory) == savedBeforeImport)
        // Nothing was unpacked next to the file, whatever its entries were called.
        let left = try FileManager.default.subpathsOfDirectory(atPath: scratch.path).filter { !$0.hasPrefix("state") }
        #expect(left.allSatisfy { $0.hasSuffix(".obz") || $0.hasSuffix(".obf") })
    }

    @Test func C4_theMessagesSayWhatIsWrongInWords() {
        let label = BoardFileError.clashesWithHome(label: "Yes", category: "Chat").description
        #expect(
            label == "The phrase “Yes” in “Chat” has the name of a button on Home; rename it and import again. "
                + "The phrases on the device were not changed.")
        let cut = BoardFileError.damagedPackage(file: "board.obz", why: "not a zip archive").description
        #expect(cut.contains("board.obz is not a readable .obz package (not a zip archive)"))
        #expect(cut.contains("not copied completely"))
    }
}
