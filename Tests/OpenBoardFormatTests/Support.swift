import BricksonCore
import DurableStore
import Foundation

@testable import OpenBoardFormat

/// A fresh folder for one test, removed by the test when it is done.
struct Scratch: ~Copyable {
    let path: String

    init() {
        path = FileManager.default.temporaryDirectory.path + "/obf-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to a file in the folder and returns its path.
    func file(_ name: String, _ text: String) -> String { file(name, Array(text.utf8)) }

    /// Writes `bytes` to a file in the folder and returns its path.
    func file(_ name: String, _ bytes: [UInt8]) -> String {
        let target = path + "/" + name
        _ = FileManager.default.createFile(atPath: target, contents: Data(bytes))
        return target
    }

    /// Builds a zip package from `entries` (names as given, even unsafe ones) and returns its path.
    func package(_ name: String, _ entries: [(String, String)]) throws -> String {
        let target = path + "/" + name
        let writer = try ZipWriter(path: target)
        for (entry, text) in entries { try writer.add(entry, Array(text.utf8)) }
        try writer.finish()
        return target
    }

    /// The state directory of a device, inside the folder.
    var stateDirectory: String { path + "/state" }
}

/// The board saved in `directory`, read the way Brickson reads it at start-up.
func savedBoard(in directory: String) -> Board {
    let opening = Store.open(directory: directory, now: .zero)
    opening.store.close()
    return opening.board
}

/// A small board unlike the starter board, saved in `directory` before a bad import is tried.
let savedBeforeImport = Board(
    categories: [
        Category(
            id: "garden", name: "Garden",
            phrases: [Phrase(id: "g1", text: "Water the roses"), Phrase(id: "g2", text: "Open the gate")])
    ],
    emergency: [Phrase(id: "e1", text: "Call the nurse now")])

/// Saves `board` in `directory` through the store, as a previous import would have.
func save(_ board: Board, in directory: String) {
    let opening = Store.open(directory: directory, now: .zero)
    opening.store.saveBoard(board)
    opening.store.close()
}

/// A minimal, valid board file with the given buttons (JSON text of each button).
func boardJSON(id: String, name: String, buttons: [String], format: String = "open-board-0.1") -> String {
    """
    {"format": "\(format)", "id": "\(id)", "locale": "en", "name": "\(name)",
     "buttons": [\(buttons.joined(separator: ", "))], "grid": {"rows": 1, "columns": \(max(1, buttons.count)),
     "order": [[]]}, "images": [], "sounds": []}
    """
}
