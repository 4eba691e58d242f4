import BricksonCore

/// One board of an Open Board Format file, reduced to what Brickson uses: its name and the words on its buttons.
///
/// Everything else in the file (pictures, sounds, colours, URLs) is ignored and never fetched: a board file is
/// data, never code.
struct OpenBoard: Equatable {
    /// One button, in grid order.
    struct Button: Equatable {
        var id: String
        /// The words shown on it, cleaned of control characters.
        var label: String
        /// The words spoken, when they differ from the label.
        var vocalization: String
        /// Where it leads, for a button that opens another board.
        var link: Link?
        /// A special action (`:clear`, `+s`): not a phrase.
        var action: String?
        /// A recorded clip's file name, in Brickson's own extension field, or from the format's own `sound_id` where
        /// that sound is a file in the package's `sounds/` folder (C4).
        var clip: String?
        /// The format's `sound_id`: the id of an entry in the board's `sounds` list.
        var soundID: String? = nil

        /// What Brickson shows and says for it: the spoken words if there are any, else the label.
        var text: String { vocalization.isEmpty ? label : vocalization }
    }

    /// A `load_board` link.
    struct Link: Equatable {
        var id: String?
        var path: String?
    }

    /// The only format version Brickson reads.
    static let formatVersion = "open-board-0.1"
    /// The extension field that carries a phrase's recorded clip.
    static let clipField = "ext_brickson_clip"
    /// The extension field that marks the board Brickson exported its emergency phrases to.
    static let emergencyField = "ext_brickson_emergency"
    /// The extension field that carries a board's translation note (L5): who has not yet checked its words.
    static let translationNoteField = "ext_brickson_translation_note"

    var id: String
    var name: String
    var buttons: [Button]
    /// Whether Brickson marked it as the emergency phrases when exporting.
    var isMarkedEmergency = false
    /// The board's `locale` as written in the file, cleaned; empty when it has none (L5).
    var locale = ""
    /// Brickson's translation note, cleaned; empty when it has none (L5).
    var translationNote = ""

    /// Parses one `.obf` board. `entry` names it in messages.
    static func parse(_ bytes: [UInt8], entry: String, limits: BoardFileLimits) throws(BoardFileError) -> OpenBoard {
        let object = try jsonObject(bytes, entry: entry, limits: limits)
        try checkFormat(object, entry: entry)
        guard let list = object["buttons"]?.array else {
            throw .notOpenBoard(entry: entry, why: "it has no list of buttons")
        }
        guard list.count <= limits.buttonsPerBoard else {
            throw .tooMany(what: "buttons on one board", count: list.count, limit: limits.buttonsPerBoard)
        }
        var buttons: [Button] = []
        for (index, item) in list.enumerated() {
            guard let fields = item.object else {
                throw .notOpenBoard(entry: entry, why: "button \(index + 1) is not a button")
            }
            buttons.append(try button(fields, index: index, limits: limits))
        }
        // A button's own sound (`sound_id`, a `sounds` entry with a `path`) is its clip when it is a plain file in the
        // package's `sounds/` folder, where Brickson's own export puts clips too; a URL is never fetched (D7).
        var soundFiles: [String: String] = [:]
        for sound in object["sounds"]?.array ?? [] {
            guard let id = identifier(sound["id"]), let path = sound["path"]?.string, path.hasPrefix("sounds/") else {
                continue
            }
            let name = String(path.dropFirst("sounds/".count))
            if isPlainClipName(name) { soundFiles[id] = name }
        }
        for index in buttons.indices where buttons[index].clip == nil {
            buttons[index].clip = buttons[index].soundID.flatMap { soundFiles[$0] }
        }
        let id = identifier(object["id"]) ?? ""
        let name = clean(object["name"]?.string ?? "")
        try checkLabel(name, limit: limits.nameCharacters)
        // A locale is a short tag and a note a sentence: longer text is cut, never kept whole from a hostile file.
        let locale = String(clean(object["locale"]?.string ?? "").prefix(35))
        let note = String(clean(object[translationNoteField]?.string ?? "").prefix(300))
        return OpenBoard(
            id: id, name: name, buttons: try ordered(buttons, grid: object["grid"], limits: limits),
            isMarkedEmergency: object[emergencyField]?.flag ?? false, locale: locale, translationNote: note)
    }

    /// Parses JSON text into an object, refusing oversize text, trailing commas and deep nesting first.
    static func jsonObject(
        _ bytes: [UInt8], entry: String, limits: BoardFileLimits
    ) throws(BoardFileError) -> [String: JSONValue] {
        guard bytes.count <= limits.boardBytes else {
            throw .tooLarge(what: entry, limit: byteCount(limits.boardBytes))
        }
        let text = JSONParser.utf8(bytes)
        switch JSONText.problem(in: text, depthLimit: limits.jsonDepth) {
        case .trailingComma(let offset)?:
            throw .notJSON(entry: entry, why: "it has a comma before a closing bracket at byte \(offset + 1)")
        case .tooDeep(let offset)?:
            throw .notJSON(
                entry: entry,
                why: "it nests lists and objects more than \(limits.jsonDepth) deep (at byte \(offset + 1))")
        case nil:
            break
        }
        let parsed: JSONValue
        do {
            parsed = try JSONParser.parse(text, depthLimit: limits.jsonDepth)
        } catch {
            let why = bytes.isEmpty ? "it is empty" : "it is not JSON text"
            throw .notJSON(entry: entry, why: why)
        }
        switch parsed {
        case .object(let object): return object
        case .array: throw .notOpenBoard(entry: entry, why: "it is JSON, but not an object with a board in it")
        // A lone number or string is not JSON text to an Open Board reader (nor was it to `JSONSerialization`).
        default: throw .notJSON(entry: entry, why: "it is not JSON text")
        }
    }

    /// Checks the `format` field.
    static func checkFormat(_ object: [String: JSONValue], entry: String) throws(BoardFileError) {
        guard let format = object["format"]?.string else {
            throw .notOpenBoard(entry: entry, why: "it does not say which format it is (no \"format\" field)")
        }
        guard format == formatVersion else { throw .unsupportedFormat(entry: entry, found: format) }
    }

    private static func button(
        _ fields: [String: JSONValue], index: Int, limits: BoardFileLimits
    ) throws(BoardFileError) -> Button {
        let label = clean(fields["label"]?.string ?? "")
        let vocalization = clean(fields["vocalization"]?.string ?? "")
        for text in [label, vocalization] { try checkLabel(text, limit: limits.labelCharacters) }
        var link: Link?
        if let target = fields["load_board"]?.object {
            link = Link(id: identifier(target["id"]), path: target["path"]?.string)
        }
        var action = fields["action"]?.string
        if action == nil, let actions = fields["actions"]?.array, !actions.isEmpty {
            action = actions[0].string ?? "actions"
        }
        var clip = fields[clipField]?.string
        // Only a plain file name in the clips folder; anything with a path in it is dropped.
        if let name = clip, !isPlainClipName(name) { clip = nil }
        return Button(
            id: identifier(fields["id"]) ?? "\(index + 1)", label: label, vocalization: vocalization, link: link,
            action: action, clip: clip, soundID: identifier(fields["sound_id"]))
    }

    /// A clip's name as the clips folder takes it: not empty, no path, not hidden.
    static func isPlainClipName(_ name: String) -> Bool {
        !name.isEmpty && !name.unicodeScalars.contains(where: { $0 == "/" || $0 == "\\" }) && !name.hasPrefix(".")
    }

    /// Checks a label or name against the character limit, counting no further than the limit, and then against
    /// the bounds every label has (bytes, marks on one letter).
    static func checkLabel(_ text: String, limit: Int) throws(BoardFileError) {
        if text.prefix(limit + 1).count > limit { throw .labelTooLong(label: text, limit: limit) }
        if let problem = LabelBounds.problem(text) { throw .labelTooHeavy(label: text, why: problem.description) }
    }

    /// Buttons in the grid's order (rows top to bottom, left to right), then any the grid does not place. The grid's
    /// size is checked first, and each cell is found by id in one step, so a large grid costs no more than its size.
    private static func ordered(
        _ buttons: [Button], grid: JSONValue?, limits: BoardFileLimits
    ) throws(BoardFileError) -> [Button] {
        guard let rows = grid?["order"]?.array else { return buttons }
        let cells = rows.reduce(0) { $0 + ($1.array?.count ?? 0) }
        guard cells <= limits.gridCells else {
            throw .tooMany(what: "places in one board's grid", count: cells, limit: limits.gridCells)
        }
        var waiting: [String: [Int]] = [:]
        for (index, button) in buttons.enumerated().reversed() { waiting[button.id, default: []].append(index) }
        var placed = [Bool](repeating: false, count: buttons.count)
        var result: [Button] = []
        for row in rows {
            for cell in row.array ?? [] {
                guard let id = identifier(cell), let index = waiting[id]?.popLast() else { continue }
                placed[index] = true
                result.append(buttons[index])
            }
        }
        return result + buttons.indices.filter { !placed[$0] }.map { buttons[$0] }
    }

    /// Ids may be strings or numbers in files from other software.
    /// Control characters are removed and an id longer than 100 characters is not used (one is made instead).
    static func identifier(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let text)?:
            let id = clean(text)
            return id.isEmpty || id.count > 100 ? nil : id
        case .integer(let number)?:
            return String(number)
        case .number(let number)?:
            if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
            return "\(number)"
        // `true` and `false` were numbers to `JSONSerialization`, so they have always read as "1" and "0".
        case .bool(let flag)?:
            return flag ? "1" : "0"
        default:
            return nil
        }
    }

    /// Words as Brickson shows them: line breaks and tabs become spaces, other control characters go, and
    /// surrounding spaces are trimmed.
    static func clean(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator:
                if scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar.value == 0x2028
                    || scalar.value == 0x2029
                {
                    scalars.append(" ")
                }
            default: scalars.append(scalar)
            }
        }
        return trimmed(scalars)
    }

    /// `scalars` without the spaces at either end: the separators of Unicode's category Zs (the space, the no-break
    /// space, the ideographic space…), the tab and the zero-width space, the set Foundation's
    /// `CharacterSet.whitespaces` trims on Linux.
    static func trimmed(_ scalars: String.UnicodeScalarView) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
