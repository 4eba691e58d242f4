import BricksonCore

/// Writes Brickson's board of phrases as Open Board Format boards that other AAC software can open.
enum BoardExporter {
    /// The locale written into exported boards of a board that names no language (L5).
    static let defaultLocale = "en"

    /// The entries of an `.obz` package: a root board linking one board per category and the emergency board,
    /// and the manifest. Texts, ids and clip names come back unchanged when the package is imported. `carried`
    /// names the clips the package carries in its `sounds/` folder: their buttons also get the format's own
    /// `sound_id` and their boards a `sounds` list (and the manifest its `paths.sounds`), so other AAC software
    /// knows which button a sound belongs to.
    static func packageEntries(_ board: Board, carried: Set<String> = []) -> [(name: String, bytes: [UInt8])] {
        let locale = board.language?.rawValue ?? defaultLocale
        var usedIds = Set(board.categories.map(\.id))
        let emergencyId = unique("emergency", &usedIds)
        let rootId = unique("brickson-home", &usedIds)
        var entries: [(name: String, bytes: [UInt8])] = []
        var paths: [String: JSONValue] = [:]
        var links: [[String: JSONValue]] = []
        for (index, category) in board.categories.enumerated() {
            let path = "boards/\(index + 1).obf"
            entries.append(
                (
                    path,
                    json(
                        boardObject(
                            id: category.id, name: category.name, phrases: category.phrases, locale: locale,
                            carried: carried))
                ))
            paths[category.id] = .string(path)
            links.append(link(id: category.id, name: category.name, path: path))
        }
        let emergencyPath = "boards/emergency.obf"
        var emergency = boardObject(
            id: emergencyId, name: "Emergency", phrases: board.emergency, locale: locale, carried: carried)
        emergency[OpenBoard.emergencyField] = true
        entries.append((emergencyPath, json(emergency)))
        paths[emergencyId] = .string(emergencyPath)
        links.append(link(id: emergencyId, name: "Emergency", path: emergencyPath))

        let rootPath = "boards/home.obf"
        var root = boardObject(id: rootId, name: "Brickson", buttons: links, locale: locale)
        if let note = board.translationNote { root[OpenBoard.translationNoteField] = .string(note) }
        entries.insert((rootPath, json(root)), at: 0)
        paths[rootId] = .string(rootPath)
        let manifest: JSONValue = [
            "format": .string(OpenBoard.formatVersion), "root": .string(rootPath),
            "paths": [
                "boards": .object(paths), "images": [:],
                "sounds": .object(
                    Dictionary(
                        carried.map { (soundID($0), JSONValue.string(soundPath($0))) }, uniquingKeysWith: { a, _ in a })
                ),
            ],
        ]
        entries.insert((OpenBoardPackage.manifestName, manifest.encoded()), at: 0)
        return entries
    }

    /// One category (or the emergency phrases) as a single `.obf` board.
    static func boardFile(
        id: String, name: String, phrases: [Phrase], emergency: Bool = false, locale: String = defaultLocale
    ) -> [UInt8] {
        var object = boardObject(id: id, name: name, phrases: phrases, locale: locale)
        if emergency { object[OpenBoard.emergencyField] = true }
        return json(object)
    }

    private static func boardObject(
        id: String, name: String, phrases: [Phrase], locale: String, carried: Set<String> = []
    ) -> [String: JSONValue] {
        var sounds: [String: JSONValue] = [:]
        var object = boardObject(
            id: id, name: name,
            buttons: phrases.map { phrase in
                var button: [String: JSONValue] = ["id": .string(phrase.id), "label": .string(phrase.text)]
                if let clip = phrase.clip {
                    button[OpenBoard.clipField] = .string(clip)
                    if carried.contains(clip) {
                        button["sound_id"] = .string(soundID(clip))
                        sounds[clip] = [
                            "id": .string(soundID(clip)), "path": .string(soundPath(clip)),
                            "content_type": .string(contentType(clip)),
                        ]
                    }
                }
                return button
            }, locale: locale)
        // In the order of the clips' names, so that the same board always gives the same file.
        object["sounds"] = .array(sounds.keys.sorted().compactMap { sounds[$0] })
        return object
    }

    /// The format's id of a carried clip's sound: the same in every board of the package and in its manifest.
    private static func soundID(_ clip: String) -> String { "sound-\(clip)" }
    /// Where a carried clip is in the package.
    private static func soundPath(_ clip: String) -> String { "sounds/\(clip)" }
    /// The media type of a clip, by its name (Brickson keeps WAV and FLAC clips only).
    private static func contentType(_ clip: String) -> String {
        clip.lowercased().hasSuffix(".flac") ? "audio/flac" : "audio/wav"
    }

    /// A board with its buttons in a grid of up to four columns, in reading order.
    private static func boardObject(
        id: String, name: String, buttons: [[String: JSONValue]], locale: String
    ) -> [String: JSONValue] {
        let columns = max(1, min(4, buttons.count))
        let rows = (buttons.count + columns - 1) / columns
        let order: [JSONValue] = (0..<rows).map { row in
            .array(
                (0..<columns).map { column in
                    let index = row * columns + column
                    return index < buttons.count ? buttons[index]["id"] ?? .null : .null
                })
        }
        return [
            "format": .string(OpenBoard.formatVersion), "id": .string(id), "locale": .string(locale),
            "name": .string(name), "buttons": .array(buttons.map(JSONValue.object)),
            "grid": ["rows": .integer(Int64(rows)), "columns": .integer(Int64(columns)), "order": .array(order)],
            "images": [], "sounds": [],
        ]
    }

    private static func link(id: String, name: String, path: String) -> [String: JSONValue] {
        [
            "id": .string("link-\(id)"), "label": .string(name),
            "load_board": ["id": .string(id), "path": .string(path)],
        ]
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
    private static func json(_ object: [String: JSONValue]) -> [UInt8] { JSONValue.object(object).encoded() }
}
