import BricksonCommands
import BricksonCore
import Testing

@testable import OpenBoardFormat

/// A package written by hand from the Open Board Format specification, the way other AAC software writes one:
/// numeric ids, a grid whose order differs from the button list, vocalizations that differ from labels, links by
/// path and by id only, picture-only and special-action buttons, and an Emergency board.
enum Sample {
    static let manifest = """
        {
          "format": "open-board-0.1",
          "root": "boards/home.obf",
          "paths": {
            "boards": {"1": "boards/home.obf", "2": "boards/feelings.obf", "3": "boards/food.obf",
                       "4": "boards/sos.obf"},
            "images": {"img1": "images/happy.png"},
            "sounds": {}
          }
        }
        """

    static let home = """
        {
          "format": "open-board-0.1", "id": 1, "locale": "en", "name": "Quick talk",
          "description_html": "<b>Start here</b>",
          "buttons": [
            {"id": 10, "label": "Hello", "vocalization": "Hello, nice to see you",
             "background_color": "rgb(255,255,255)"},
            {"id": 11, "label": "Feelings", "load_board": {"id": "2", "path": "boards/feelings.obf"}},
            {"id": 12, "label": "Food", "load_board": {"id": "3"}},
            {"id": 13, "label": "SOS", "load_board": {"id": "4", "path": "boards/sos.obf"}},
            {"id": 14, "label": "clear", "action": ":clear"},
            {"id": 15, "image_id": "img1"},
            {"id": 16, "label": "Goodbye"},
            {"id": 17, "label": "Web", "load_board": {"url": "https://example.org/boards/9"}}
          ],
          "grid": {"rows": 2, "columns": 4, "order": [[11, 12, 13, 10], [16, 14, 15, 17]]},
          "images": [{"id": "img1", "path": "images/happy.png", "content_type": "image/png", "width": 300,
                      "height": 300}],
          "sounds": []
        }
        """

    static let feelings = """
        {
          "format": "open-board-0.1", "id": "2", "locale": "en", "name": "Feelings",
          "buttons": [
            {"id": "f2", "label": "sad", "vocalization": "I feel sad"},
            {"id": "f1", "label": "happy", "vocalization": "I feel happy", "image_id": "img1"},
            {"id": "f3", "label": "  tired\\n ", "sound_id": "s1"},
            {"id": "f4", "label": "More", "load_board": {"path": "boards/more.obf"}}
          ],
          "grid": {"rows": 2, "columns": 2, "order": [["f1", "f2"], ["f3", null]]},
          "images": [{"id": "img1", "url": "https://example.org/happy.png", "content_type": "image/png",
                      "width": 300, "height": 300}],
          "sounds": [{"id": "s1", "url": "https://example.org/tired.mp3", "content_type": "audio/mpeg"}]
        }
        """

    static let food = """
        {"format": "open-board-0.1", "id": "3", "locale": "en", "name": "Food",
         "buttons": [{"id": "1", "label": "Soup please"}, {"id": "2", "label": "Some bread"}],
         "grid": {"rows": 1, "columns": 2, "order": [["1", "2"]]}, "images": [], "sounds": []}
        """

    static let sos = """
        {"format": "open-board-0.1", "id": "4", "locale": "en", "name": "Emergency",
         "buttons": [{"id": "1", "label": "Get help now"}, {"id": "2", "label": "I can't breathe"}],
         "grid": {"rows": 1, "columns": 2, "order": [["1", "2"]]}, "images": [], "sounds": []}
        """

    static var entries: [(String, String)] {
        [
            ("manifest.json", manifest), ("boards/home.obf", home), ("boards/feelings.obf", feelings),
            ("boards/food.obf", food), ("boards/sos.obf", sos), ("images/happy.png", "not really a picture"),
        ]
    }
}

@Suite struct OpenBoardImportTests {
    @Test func C4_aHandWrittenPackageBecomesCategoriesInGridOrderWithSpokenWords() throws {
        let scratch = Scratch()
        let path = try scratch.package("sample.obz", Sample.entries)
        let imported = try BoardFiles.read(path: path, current: StarterContent.board)
        #expect(
            imported.board.categories == [
                Category(
                    id: "1", name: "Quick talk",
                    phrases: [Phrase(id: "10", text: "Hello, nice to see you"), Phrase(id: "16", text: "Goodbye")]),
                Category(
                    id: "2", name: "Feelings",
                    phrases: [
                        Phrase(id: "f1", text: "I feel happy"), Phrase(id: "f2", text: "I feel sad"),
                        Phrase(id: "f3", text: "tired"),
                    ]),
                // The emergency board reuses button ids "1" and "2": its phrases get the board id in front.
                Category(
                    id: "3", name: "Food",
                    phrases: [Phrase(id: "1", text: "Soup please"), Phrase(id: "2", text: "Some bread")]),
            ])
        #expect(
            imported.board.emergency == [
                Phrase(id: "4.1", text: "Get help now"), Phrase(id: "4.2", text: "I can't breathe"),
            ])
        let notices = imported.notices.joined(separator: "\n")
        #expect(notices.contains("special button"))
        #expect(notices.contains("picture but no words"))
        #expect(notices.contains("1 link(s) to other boards were skipped"))
        #expect(notices.contains("lead outside the package"))
    }

    @Test func C4_withoutAnEmergencyBoardTheCurrentEmergencyPhrasesAreKept() throws {
        let scratch = Scratch()
        let entries = Sample.entries.filter { $0.0 != "boards/sos.obf" }.map { entry in
            entry.0 == "boards/home.obf"
                ? (
                    entry.0,
                    entry.1.replacingOccurrences(
                        of: "\"path\": \"boards/sos.obf\"", with: "\"path\": \"boards/food.obf\"")
                )
                : entry
        }
        let imported = try BoardFiles.read(
            path: try scratch.package("no-sos.obz", entries), current: StarterContent.board)
        #expect(imported.board.emergency == StarterContent.board.emergency)
        #expect(imported.board.categories.map(\.name) == ["Quick talk", "Feelings", "Food"])
        #expect(imported.notices.contains { $0.contains("emergency phrases were kept") })
    }

    @Test func C4_aSingleBoardFileAddsOrReplacesOneCategoryAndKeepsTheRest() throws {
        let scratch = Scratch()
        let added = try BoardFiles.read(path: scratch.file("food.obf", Sample.food), current: StarterContent.board)
        #expect(added.board.categories.dropLast() == StarterContent.board.categories[...])
        #expect(
            added.board.categories.last
                == Category(
                    id: "3", name: "Food",
                    phrases: [Phrase(id: "1", text: "Soup please"), Phrase(id: "2", text: "Some bread")]))
        #expect(added.board.emergency == StarterContent.board.emergency)

        let pain = boardJSON(id: "pain", name: "Pain", buttons: [#"{"id": "p1", "label": "It stings"}"#])
        let replaced = try BoardFiles.read(path: scratch.file("pain.obf", pain), current: added.board)
        #expect(replaced.board.categories.count == added.board.categories.count)
        #expect(
            replaced.board.categories[0]
                == Category(id: "pain", name: "Pain", phrases: [Phrase(id: "p1", text: "It stings")]))
        #expect(replaced.board.categories[1...] == added.board.categories[1...])
    }

    @Test func C4_aSingleEmergencyBoardReplacesOnlyTheEmergencyPhrases() throws {
        let scratch = Scratch()
        let imported = try BoardFiles.read(path: scratch.file("sos.obf", Sample.sos), current: StarterContent.board)
        #expect(imported.board.categories == StarterContent.board.categories)
        #expect(imported.board.emergency.map(\.text) == ["Get help now", "I can't breathe"])
        #expect(Set(imported.board.emergency.map(\.id)).count == 2)
    }

    @Test func C4_importThroughTheStoreReplacesTheSavedBoard() throws {
        let scratch = Scratch()
        save(savedBeforeImport, in: scratch.stateDirectory)
        let path = try scratch.package("sample.obz", Sample.entries)
        try BoardFileCommand.run(["import-board", path, "--state-dir", scratch.stateDirectory])
        let saved = savedBoard(in: scratch.stateDirectory)
        let readBack = try BoardFiles.read(path: path, current: savedBeforeImport)
        #expect(saved == readBack.board)
        #expect(saved != savedBeforeImport)
    }
}
