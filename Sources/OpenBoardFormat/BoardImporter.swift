import BricksonCore

/// A board of phrases read from a file, with what was left out of it.
public struct ImportedBoard: Equatable, Sendable {
    /// The board that would replace the current one.
    public var board: Board
    /// What was skipped or kept, in words for the caregiver (pictures, links, special buttons).
    public var notices: [String]
}

/// Turns Open Board Format boards into Brickson's board of phrases and checks it the way Home needs it.
enum BoardImporter {
    /// An `.obz` package: the root board's own phrases, then one category per board it links to. A linked board
    /// named like "Emergency" replaces the emergency phrases; without one, the current ones are kept.
    static func board(
        root: OpenBoard, linked: [OpenBoard], current: Board, limits: BoardFileLimits
    ) throws(BoardFileError) -> ImportedBoard {
        var notes = Notes()
        var ids = UniqueIds()
        var categories: [Category] = []
        var emergency: [Phrase]?
        let rootPhrases = notes.phrases(of: root, nested: false)
        if !rootPhrases.isEmpty {
            categories.append(ids.category(root, name: root.name.isEmpty ? "General" : root.name, rootPhrases))
        }
        // Brickson's own mark wins over names, so a category such as "Emergency contacts" stays a category.
        let marked = linked.firstIndex { $0.isMarkedEmergency } ?? linked.firstIndex(where: isEmergency)
        for (index, board) in linked.enumerated() {
            let phrases = notes.phrases(of: board, nested: true)
            if index == marked {
                emergency = phrases.map { ids.phrase($0, in: board.id.isEmpty ? "emergency" : board.id) }
                continue
            }
            guard !phrases.isEmpty else {
                notes.add("The board \(quoted(board.name)) has no phrases and was left out.")
                continue
            }
            let name = board.name.isEmpty ? "Category \(categories.count + 1)" : board.name
            categories.append(ids.category(board, name: name, phrases))
        }
        if emergency == nil { notes.add("The file has no Emergency board: the emergency phrases were kept.") }
        // The root's locale names the package's language; a root without one goes by its first linked board.
        let locale = root.locale.isEmpty ? linked.first(where: { !$0.locale.isEmpty })?.locale ?? "" : root.locale
        let board = Board(
            categories: categories, emergency: emergency ?? current.emergency, language: notes.language(locale),
            translationNote: root.translationNote.isEmpty ? nil : root.translationNote)
        try check(board, entry: "The package", limits: limits)
        return ImportedBoard(board: board, notices: notes.list)
    }

    /// A single `.obf` board: it becomes one category (replacing one with the same id or name) or, if it is named
    /// like "Emergency", the emergency phrases. The rest of the current board stays.
    static func board(
        single: OpenBoard, entry: String, current: Board, limits: BoardFileLimits
    ) throws(BoardFileError) -> ImportedBoard {
        var notes = Notes()
        let phrases = notes.phrases(of: single, nested: true)
        guard !phrases.isEmpty else { throw .noPhrases(entry: entry) }
        var board = current
        var ids = UniqueIds()
        // One board joins the current one and is spoken in its language; a different locale is said, not followed.
        if let language = notes.language(single.locale), language.language != current.spokenLanguage.language {
            notes.add(
                "The board's locale is \(quoted(language.rawValue)); its phrases join a board in "
                    + "\(quoted(current.spokenLanguage.rawValue)) and are spoken in that language.")
        }
        if single.isMarkedEmergency || isEmergency(single) {
            ids.reserve(board.categories.flatMap { $0.phrases.map(\.id) })
            board.emergency = phrases.map { ids.phrase($0, in: "emergency") }
            notes.add("The emergency phrases were replaced; the categories were kept.")
        } else {
            let name = single.name.isEmpty ? entryName(entry) : single.name
            let index = board.categories.firstIndex {
                (!single.id.isEmpty && $0.id == single.id) || folded($0.name) == folded(name)
            }
            let others = board.categories.enumerated().filter { $0.offset != index }.map(\.element)
            ids.reserve(others.map(\.id), categories: true)
            ids.reserve(others.flatMap { $0.phrases.map(\.id) } + board.emergency.map(\.id))
            let category = ids.category(single, name: name, phrases)
            if let index {
                board.categories[index] = category
                notes.add("The category \(quoted(name)) was replaced; the other categories were kept.")
            } else {
                board.categories.append(category)
                notes.add("The category \(quoted(name)) was added after the others.")
            }
        }
        try check(board, entry: entry, limits: limits)
        return ImportedBoard(board: board, notices: notes.list)
    }

    /// Checks what Home needs: phrases to say, emergency phrases, names that fit, no name twice in one row and
    /// none that scanning would confuse with a fixed control.
    static func check(_ board: Board, entry: String, limits: BoardFileLimits) throws(BoardFileError) {
        guard board.categories.contains(where: { !$0.phrases.isEmpty }) else { throw .noPhrases(entry: entry) }
        guard board.categories.count <= limits.boards else {
            throw .tooMany(what: "categories", count: board.categories.count, limit: limits.boards)
        }
        let total = board.categories.reduce(board.emergency.count) { $0 + $1.phrases.count }
        guard total <= limits.phrases else { throw .tooMany(what: "phrases", count: total, limit: limits.phrases) }
        guard !board.emergency.isEmpty else {
            throw .noPhrases(entry: "The Emergency board")
        }
        // What Home can show at once: never a silent success that Home then cuts or squeezes.
        guard board.categories.count <= limits.categoriesOnHome else {
            throw .homeCannotShow(
                what: "categories", count: board.categories.count, limit: limits.categoriesOnHome)
        }
        for category in board.categories where category.phrases.count > limits.phrasesPerCategory {
            throw .homeCannotShow(
                what: "phrases in \(quoted(category.name))", count: category.phrases.count,
                limit: limits.phrasesPerCategory)
        }
        guard board.emergency.count <= limits.phrasesPerCategory else {
            throw .homeCannotShow(
                what: "emergency phrases", count: board.emergency.count, limit: limits.phrasesPerCategory)
        }
        let fixed = Set(StarterContent.fixedLabels.map(lookalike))
        var names = Set<String>()
        for category in board.categories {
            try OpenBoard.checkLabel(category.name, limit: limits.nameCharacters)
            guard !fixed.contains(lookalike(category.name)) else {
                throw .clashesWithHome(label: category.name, category: nil)
            }
            guard names.insert(lookalike(category.name)).inserted else { throw .duplicateCategory(category.name) }
            try checkPhrases(category.phrases, category: category.name, fixed: fixed, limits: limits)
        }
        try checkPhrases(board.emergency, category: "Emergency", fixed: fixed, limits: limits)
    }

    private static func checkPhrases(
        _ phrases: [Phrase], category: String, fixed: Set<String>, limits: BoardFileLimits
    ) throws(BoardFileError) {
        var texts = Set<String>()
        for phrase in phrases {
            try OpenBoard.checkLabel(phrase.text, limit: limits.labelCharacters)
            guard !fixed.contains(lookalike(phrase.text)) else {
                throw .clashesWithHome(label: phrase.text, category: category)
            }
            guard texts.insert(lookalike(phrase.text)).inserted else {
                throw .duplicatePhrase(text: phrase.text, category: category)
            }
        }
    }

    /// Whether a board holds the emergency phrases.
    static func isEmergency(_ board: OpenBoard) -> Bool { folded(board.name).utf8.contains("emergency".utf8) }

    /// Case and surrounding spaces do not make two names different to a listener.
    static func folded(_ text: String) -> String {
        OpenBoard.clean(text).lowercased()
    }

    /// Nor do letters of another script that look the same, accents or invisible characters, to a reader.
    static func lookalike(_ text: String) -> String { LookAlikes.skeleton(OpenBoard.clean(text)) }

    /// Whether `label` reads as Stop, the control that ends the alert.
    static func namesStop(_ label: String) -> Bool { lookalike(label) == lookalike("Stop") }

    private static func entryName(_ entry: String) -> String {
        let file = entry.split(separator: "/").last.map(String.init) ?? entry
        return file.hasSuffix(".obf") ? String(file.dropLast(4)) : file
    }
}

/// What the import left out, counted once per kind.
private struct Notes {
    var list: [String] = []

    mutating func add(_ note: String) { list.append(note) }

    /// The language a file's `locale` names (L5), or nil for none; one that is not a language tag is said.
    mutating func language(_ locale: String) -> LanguageTag? {
        guard !locale.isEmpty else { return nil }
        guard let tag = LanguageTag(locale) else {
            add("The locale \(quoted(locale)) is not a language tag: the board is read as English.")
            return nil
        }
        // Plain English is what a board that names no language is read as: kept as none, so it round-trips.
        return tag == .english ? nil : tag
    }

    /// The phrase buttons of a board; links, special actions and picture-only buttons are counted and skipped.
    mutating func phrases(of board: OpenBoard, nested: Bool) -> [OpenBoard.Button] {
        var result: [OpenBoard.Button] = []
        var links = 0
        var actions = 0
        var empty = 0
        for button in board.buttons {
            if button.link != nil {
                if nested { links += 1 }
            } else if button.action != nil {
                actions += 1
            } else if button.text.isEmpty {
                empty += 1
            } else {
                result.append(button)
            }
        }
        let name = quoted(board.name.isEmpty ? board.id : board.name)
        if links > 0 {
            list.append("\(name): \(links) link(s) to other boards were skipped (Brickson has one row of categories).")
        }
        if actions > 0 { list.append("\(name): \(actions) special button(s) (spelling, clear…) were skipped.") }
        if empty > 0 { list.append("\(name): \(empty) button(s) with a picture but no words were skipped.") }
        return result
    }
}

/// Keeps ids unique across the board: a file's button ids are only unique within their own board.
private struct UniqueIds {
    private var phrases = Set<String>()
    private var categories = Set<String>()

    mutating func reserve(_ ids: [String], categories: Bool = false) {
        if categories { self.categories.formUnion(ids) } else { phrases.formUnion(ids) }
    }

    mutating func category(_ board: OpenBoard, name: String, _ buttons: [OpenBoard.Button]) -> Category {
        let id = Self.unique(board.id.isEmpty ? "imported" : board.id, nil, in: &categories)
        return Category(id: id, name: name, phrases: buttons.map { phrase($0, in: id) })
    }

    mutating func phrase(_ button: OpenBoard.Button, in category: String) -> Phrase {
        Phrase(id: Self.unique(button.id, category, in: &phrases), text: button.text, clip: button.clip)
    }

    /// `id`, else `prefix.id`, else `prefix.id-2`, `-3`…
    private static func unique(_ id: String, _ prefix: String?, in used: inout Set<String>) -> String {
        var candidate = id
        if used.contains(candidate), let prefix { candidate = "\(prefix).\(id)" }
        let base = candidate
        var number = 2
        while used.contains(candidate) {
            candidate = "\(base)-\(number)"
            number += 1
        }
        used.insert(candidate)
        return candidate
    }
}
