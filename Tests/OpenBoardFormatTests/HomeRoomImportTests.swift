import BoardProfile
import BricksonCommands
import BricksonCore
import BricksonFakes
import Foundation
import Testing

@testable import OpenBoardFormat

/// C4, H1: `import-board --board ID` refuses, in words, a board Home cannot show whole on that board's panel.
@Suite struct HomeRoomImportTests {
    /// A board profile folder with one board, `small`, whose panel is `width` × `height` mm.
    func boards(in scratch: borrowing Scratch, width: Int, height: Int) -> String {
        let folder = scratch.path + "/boards"
        try! FileManager.default.createDirectory(atPath: folder + "/small", withIntermediateDirectories: true)
        _ = scratch.file(
            "boards/small/board.conf",
            """
            name = Small panel
            display.widthMillimetres = \(width)
            display.heightMillimetres = \(height)
            audio.device = default
            audio.mixer = none

            """)
        return folder
    }

    /// One category, "Chat", with `count` phrases, as a single board file.
    func chat(_ count: Int, in scratch: borrowing Scratch) -> String {
        let buttons = (1...count).map { #"{"id": "\#($0)", "label": "Chat phrase \#($0)"}"# }
        return scratch.file("chat.obf", boardJSON(id: "chat", name: "Chat", buttons: buttons))
    }

    func run(_ arguments: [String]) throws {
        try BoardFileCommand.run(arguments, measurer: MonospaceMeasurer())
    }

    @Test func C4_aBoardHomeCannotShowOnThePanelIsRefusedNamingTheCategoryAndChangesNothing() throws {
        let scratch = Scratch()
        save(savedBeforeImport, in: scratch.stateDirectory)
        let boards = boards(in: scratch, width: 154, height: 86)
        let file = chat(30, in: scratch)
        let arguments = ["import-board", file, "--state-dir", scratch.stateDirectory, "--board", "small"]
        let error = try #require(throws: BoardFileError.self) { try run(arguments + ["--boards", boards]) }
        guard case .homeCannotShowOnPanel(let panel, _, let shortfalls) = error, let shortfall = shortfalls.first
        else {
            Issue.record("unexpected refusal: \(error)")
            return
        }
        #expect(panel == "the 154 × 86 mm panel of “small”")
        // Garden's two phrases show; Chat's thirty do not.
        #expect(shortfalls.count == 1)
        #expect(shortfall.list == "Chat" && shortfall.count == 30 && shortfall.shown < 30)
        #expect(error.description.contains("Home shows \(shortfall.shown) of the 30 phrases in “Chat”"))
        #expect(error.description.hasSuffix("The phrases on the device were not changed."))
        #expect(savedBoard(in: scratch.stateDirectory) == savedBeforeImport)
        // Without --board only the fixed limits are checked, and the same file imports.
        try run(["import-board", file, "--state-dir", scratch.stateDirectory])
        #expect(savedBoard(in: scratch.stateDirectory).categories.contains { $0.name == "Chat" })
    }

    @Test func H1_aBoardHomeShowsWholeOnThePanelImports() throws {
        let scratch = Scratch()
        save(savedBeforeImport, in: scratch.stateDirectory)
        let boards = boards(in: scratch, width: 154, height: 86)
        let file = chat(3, in: scratch)
        try run([
            "import-board", file, "--state-dir", scratch.stateDirectory, "--board", "small", "--boards", boards,
        ])
        let saved = savedBoard(in: scratch.stateDirectory)
        #expect(saved.categories.map(\.name) == ["Garden", "Chat"])
    }

    @Test func C4_aBoardProfileThatCannotBeReadOrBoardsAloneIsAUsageError() throws {
        let scratch = Scratch()
        save(savedBeforeImport, in: scratch.stateDirectory)
        let file = chat(3, in: scratch)
        let state = ["--state-dir", scratch.stateDirectory]
        let missing = try #require(throws: BoardFileError.self) {
            try run(["import-board", file, "--board", "nowhere", "--boards", scratch.path] + state)
        }
        #expect(missing.description.contains("--board nowhere"))
        let alone = try #require(throws: BoardFileError.self) {
            try run(["import-board", file, "--boards", scratch.path] + state)
        }
        #expect(alone.description.hasPrefix("--boards is for --board"))
        #expect(savedBoard(in: scratch.stateDirectory) == savedBeforeImport)
    }
}
