import BricksonCore
import Foundation

/// Writes Brickson's board of phrases as Open Board Format boards that other AAC software can open.
enum BoardExporter {
    /// The locale written into exported boards.
    static let locale = "en"

    /// The entries of an `.obz` package: a root board linking one board per category and the emergency board,
    /// and the manifest. Texts, ids and clip names come back unchanged when the package is imported.
    static func packageEntries(_ board: Board) -> [(name: String, bytes: [UInt8])] {
        var usedIds = Set(board.categories.map(\.id))
        let emergencyId = unique("emergency", &usedIds)
        let rootId = unique("brickson-home", &usedIds)
        var entries: [(name: String, bytes: [UInt8])] = []
        var paths: [String: String] = [:]
        var links: [[String: Any]] = []
        for (index, category) in board.categories.enumerated() {
            let path = "boards/\(index + 1).obf"
            entries.append((path, json(boardObject(id: category.id, name: category.name, phrases: category.phrases))))
            paths[category.id] = path
            links.append(link(id: category.id, name: category.name, path: path))
        }
        let emergencyPath = "boards/emergency.obf"
        var emergency = boardObject(id: emergencyId, name: "Emergency", phrases: board.emergency)
        emergency[OpenBoard.emergencyField] = true
        entries.append((emergencyPath, json(emergency)))
        paths[emergencyId] = emergencyPath
        links.append(link(id: emergencyId, name: "Emergency", path: emergencyPath))

        let rootPath = "boards/home.obf"
        entries.insert((rootPath, json(boardObject(id: rootId, name: "Brickson", buttons: links))), at: 0)
        paths[rootId] = rootPath
        let manifest: [String: Any] = [
            "format": OpenBoard.formatVersion, "root": rootPath,
            "paths": ["boards": paths, "images": [String: Any](), "sounds": [String: Any]()],
        ]
        entries.insert((OpenBoardPackage.manifestName, json(manifest)), at: 0)
        return entries
    }

    /// One category (or the emergency phrases) as a single `.obf` board.
    static func boardFile(id: String, name: String, phrases: [Phrase], emergency: Bool = false) -> [UInt8] {
        var object = boardObject(id: id, name: name, phrases: phrases)
        if emergency { object[OpenBoard.emergencyField] = true }
        return json(object)
    }

    private static func boardObject(id: String, name: String, phrases: [Phrase]) -> [String: Any] {
        boardObject(
            id: id, name: name,
            buttons: phrases.map { phrase in
                var button: [String: Any] = ["id": phrase.id, "label": phrase.text]
                if let clip = phrase.clip { button[OpenBoard.clipField] = clip }
                return button
            })
    }

    /// A board with its buttons in a grid of up to four columns, in reading order.
    private static func boardObject(id: String, name: String, buttons: [[String: Any]]) -> [String: Any] {
        let columns = max(1, min(4, buttons.count))
        let rows = (buttons.count + columns - 1) / columns
        let order: [[Any]] = (0..<rows).map { row in
            (0..<columns).map { column in
                let index = row * columns + column
                return index < buttons.count ? buttons[index]["id"]! : NSNull()
            }
        }
        return [
            "format": OpenBoard.formatVersion, "id": id, "locale": locale, "name": name, "buttons": buttons,
            "grid": ["rows": rows, "columns": columns, "order": order], "images": [Any](), "sounds": [Any](),
        ]
    }

    private static func link(id: String, name: String, path: String) -> [String: Any] {
        ["id": "link-\(id)", "label": name, "load_board": ["id": id, "path": path]]
    }

    private static func unique(_ id: String, _ used: inout Set<String>) -> String {
        var candidate = id
        var number = 2
        while used.contains(candidate) {
            candidate = "\(id)-\(number)"
            number += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// JSON text, keys sorted so that the same board always gives the same file.
    private static func json(_ object: Any) -> [UInt8] {
        // Only strings, numbers, booleans, arrays and dictionaries are put in: serialising cannot fail.
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        return [UInt8](data)
    }
}
