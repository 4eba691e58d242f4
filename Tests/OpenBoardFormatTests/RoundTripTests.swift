import BricksonCommands
import BricksonCore
import Foundation
import Testing

@testable import OpenBoardFormat

@Suite struct OpenBoardRoundTripTests {
    /// The starter board with a recorded clip, awkward ids, and a category whose name contains "Emergency".
    static let awkward: Board = {
        var board = StarterContent.board
        board.categories[0].phrases[0].clip = "clip-0001.wav"
        board.categories.append(
            Category(
                id: "emergency", name: "Emergency contacts",
                phrases: [
                    Phrase(id: "1", text: "Call my daughter, \"Anna\""), Phrase(id: "ü/é 2", text: "Ça va? ½ 😀"),
                ]))
        return board
    }()

    @Test(arguments: [StarterContent.board, awkward])
    func C4_aBoardExportedAsAPackageComesBackWithTheSameTextsIdsAndClips(board: Board) throws {
        let scratch = Scratch()
        let path = scratch.path + "/board.obz"
        try BoardFiles.writePackage(board, to: path)
        let current = Board(categories: [], emergency: [Phrase(id: "x", text: "Something else")])
        let imported = try BoardFiles.read(path: path, current: current)
        #expect(imported.board == board)
        #expect(!FileManager.default.fileExists(atPath: path + ".part"))
    }

    @Test func C4_theExportedPackageFollowsTheOpenBoardFormat() throws {
        let scratch = Scratch()
        let path = scratch.path + "/board.obz"
        try BoardFiles.writePackage(StarterContent.board, to: path)
        let zip = try ZipReader(path: path, file: path)
        let manifest = try json(zip.read("manifest.json", limit: 1 << 20))
        #expect(manifest["format"] as? String == "open-board-0.1")
        let paths = try #require((manifest["paths"] as? [String: Any])?["boards"] as? [String: String])
        let root = try json(zip.read(try #require(manifest["root"] as? String), limit: 1 << 20))
        let links = try #require(root["buttons"] as? [[String: Any]]).compactMap { $0["load_board"] as? [String: Any] }
        #expect(links.count == StarterContent.board.categories.count + 1)
        for link in links {
            let target = try #require(link["path"] as? String)
            #expect(paths[try #require(link["id"] as? String)] == target)
            let board = try json(zip.read(target, limit: 1 << 20))
            #expect(board["format"] as? String == "open-board-0.1")
            let buttons = try #require(board["buttons"] as? [[String: Any]])
            let grid = try #require(board["grid"] as? [String: Any])
            let order = try #require(grid["order"] as? [[Any]])
            let rows = try #require(grid["rows"] as? Int)
            let columns = try #require(grid["columns"] as? Int)
            #expect(order.count == rows && order.allSatisfy { $0.count == columns })
            // Every button is placed exactly once, and every id in the grid is a button's.
            let placed = order.joined().compactMap { $0 as? String }
            #expect(placed == buttons.compactMap { $0["id"] as? String })
            #expect(buttons.allSatisfy { ($0["label"] as? String)?.isEmpty == false })
        }
    }

    @Test func C4_oneCategoryExportedAsABoardFileComesBackAsThatCategory() throws {
        let scratch = Scratch()
        let path = scratch.path + "/comfort.obf"
        try BoardFiles.writeCategory("Comfort", of: StarterContent.board, to: path)
        let comfort = StarterContent.board.categories.first { $0.name == "Comfort" }!
        let other = Board(categories: [], emergency: StarterContent.board.emergency)
        #expect(try BoardFiles.read(path: path, current: other).board.categories == [comfort])
        // Into a board that has it already: it replaces itself, nothing else changes.
        #expect(try BoardFiles.read(path: path, current: StarterContent.board).board == StarterContent.board)

        #expect(
            throws: BoardFileError.noSuchCategory(
                "Garden", available: StarterContent.board.categories.map(\.name) + ["Emergency"])
        ) {
            try BoardFiles.writeCategory("Garden", of: StarterContent.board, to: scratch.path + "/garden.obf")
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/garden.obf"))
    }

    @Test func C4_exportAndImportCommandsCarryABoardFromOneDeviceToAnother() throws {
        let scratch = Scratch()
        let first = scratch.path + "/first"
        let second = scratch.path + "/second"
        save(Self.awkward, in: first)
        save(savedBeforeImport, in: second)
        let stick = scratch.path + "/stick.obz"
        try BoardFileCommand.run(["export-board", stick, "--state-dir", first])
        try BoardFileCommand.run(["import-board", stick, "--state-dir", second])
        #expect(savedBoard(in: second) == Self.awkward)

        let emergency = scratch.path + "/emergency.obf"
        try BoardFileCommand.run(["export-board", emergency, "--category", "Emergency", "--state-dir", first])
        save(savedBeforeImport, in: second)
        try BoardFileCommand.run(["import-board", emergency, "--state-dir", second])
        #expect(
            savedBoard(in: second) == Board(categories: savedBeforeImport.categories, emergency: Self.awkward.emergency)
        )
    }

    @Test(arguments: [
        [String](), ["import-board"], ["export-board", "a.obf"], ["import-board", "a.obz", "--state-dir"],
        ["import-board", "a.obz", "b.obz"], ["import-board", "a.obz", "--category", "Pain"], ["board", "a.obz"],
        ["export-board", "a.obz", "--category", "Pain"],
    ])
    func C4_wrongArgumentsGiveTheUsageAndDoNothing(arguments: [String]) throws {
        let scratch = Scratch()
        let withState = arguments.map { $0 == "a.obz" || $0 == "a.obf" ? scratch.path + "/" + $0 : $0 }
        let state = arguments.contains("--state-dir") ? [] : ["--state-dir", scratch.stateDirectory]
        let error = try #require(throws: BoardFileError.self) { try BoardFileCommand.run(withState + state) }
        #expect(error.description.contains("usage: brickson import-board"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/a.obf"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/a.obz"))
    }

    @Test func C4_exportFromAFolderWithoutASavedBoardWritesNothing() throws {
        let scratch = Scratch()
        let stick = scratch.path + "/stick.obz"
        let error = try #require(throws: BoardFileError.self) {
            try BoardFileCommand.run(["export-board", stick, "--state-dir", scratch.stateDirectory])
        }
        #expect(error.description.contains("there is no saved board of phrases"))
        #expect(!FileManager.default.fileExists(atPath: stick))
        #expect(!FileManager.default.fileExists(atPath: scratch.stateDirectory))
    }

    @Test func C4_exportToAFolderThatIsNotThereSaysSo() throws {
        let scratch = Scratch()
        for name in ["board.obz", "pain.obf"] {
            let path = scratch.path + "/unplugged/" + name
            let error = try #require(throws: BoardFileError.self) {
                if name.hasSuffix(".obz") {
                    try BoardFiles.writePackage(StarterContent.board, to: path)
                } else {
                    try BoardFiles.writeCategory("Pain", of: StarterContent.board, to: path)
                }
            }
            guard case .cannotWrite(path, _) = error else {
                Issue.record("\(error)")
                continue
            }
            #expect(error.description.hasPrefix("\(path) could not be written: "))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }

    private func json(_ bytes: [UInt8]) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }
}

/// L5: a board's language and its translation note travel with it through Open Board Format files.
@Suite struct OpenBoardLocaleTests {
    @Test(arguments: StarterContent.languages)
    func L5_theLocaleAndTranslationNoteRoundTripAndEveryStarterBoardImports(_ language: LanguageTag) throws {
        let scratch = Scratch()
        let path = scratch.path + "/board.obz"
        let board = StarterContent.board(for: language)
        try BoardFiles.writePackage(board, to: path)
        // Reading it checks it as any board file is checked: labels within bounds, no clash with Home's names.
        let imported = try BoardFiles.read(path: path, current: StarterContent.board)
        #expect(imported.board == board)
        #expect(imported.board.spokenLanguage.language == language.language)
        let zip = try ZipReader(path: path, file: path)
        let manifest = try JSONSerialization.jsonObject(with: Data(zip.read("manifest.json", limit: 1 << 20)))
        let rootPath = try #require((manifest as? [String: Any])?["root"] as? String)
        let root = try JSONSerialization.jsonObject(with: Data(zip.read(rootPath, limit: 1 << 20)))
        #expect((root as? [String: Any])?["locale"] as? String == language.rawValue)
    }

    @Test func L5_oneCategoryFileCarriesItsBoardsLocale() throws {
        let scratch = Scratch()
        let path = scratch.path + "/dolor.obf"
        let spanish = StarterContent.board(for: LanguageTag("es")!)
        try BoardFiles.writeCategory("Dolor", of: spanish, to: path)
        let object = try JSONSerialization.jsonObject(with: try #require(FileManager.default.contents(atPath: path)))
        #expect((object as? [String: Any])?["locale"] as? String == "es")
        // Into a Spanish board it joins quietly; into an English one it is said that it will be spoken in English.
        #expect(try BoardFiles.read(path: path, current: spanish).notices.allSatisfy { !$0.contains("locale") })
        let notices = try BoardFiles.read(path: path, current: StarterContent.board).notices
        #expect(notices.contains { $0.contains("locale is “es”") && $0.contains("spoken in that language") })
    }

    @Test func L5_aLocaleThatIsNotALanguageTagIsSaidAndChangesNothing() throws {
        let scratch = Scratch()
        for (locale, said) in [("klingon!", true), ("", false), (String(repeating: "x", count: 5000), true)] {
            let board = StarterContent.board
            let imported = try BoardFiles.read(
                path: scratch.file(
                    "single.obf",
                    boardJSON(id: "x", name: "Garten", buttons: [#"{"id": "1", "label": "Blumen"}"#])
                        .replacingOccurrences(of: #""locale": "en""#, with: #""locale": "\#(locale)""#)),
                current: board)
            #expect(imported.board.language == nil, "\(locale.prefix(10))")
            #expect(imported.notices.contains { $0.contains("is not a language tag") } == said, "\(imported.notices)")
        }
    }

    @Test func L5_theStarterBoardInALanguageIsExportedToBeImported() throws {
        let scratch = Scratch()
        let stick = scratch.path + "/inicio.obz"
        try BoardFileCommand.run(["export-board", stick, "--starter", "es"])
        let state = scratch.path + "/state"
        save(StarterContent.board, in: state)
        try BoardFileCommand.run(["import-board", stick, "--state-dir", state])
        let saved = savedBoard(in: state)
        #expect(saved == StarterContent.board(for: LanguageTag("es")!))
        #expect(saved.translationNote == StarterContent.unreviewedNote, "still marked as not reviewed")
    }

    @Test(arguments: [["--starter", "it"], ["--starter"], ["--starter", "es", "--category", "Dolor"]])
    func L5_aStarterLanguageWithoutABoardIsRefusedWithTheLanguagesThereAre(_ extra: [String]) throws {
        let scratch = Scratch()
        let stick = scratch.path + "/a.obz"
        let error = try #require(throws: BoardFileError.self) {
            try BoardFileCommand.run(["export-board", stick] + extra)
        }
        #expect(error.description.contains("usage: brickson import-board"))
        #expect(extra.count > 2 || error.description.contains("en, es, fr, de, pt, pl, ar, ru"), "\(error)")
        #expect(!FileManager.default.fileExists(atPath: stick))
    }
}
