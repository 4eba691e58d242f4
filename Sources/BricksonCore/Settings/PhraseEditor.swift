/// Settings > Phrases, edited on the device (C1): the categories and the emergency phrases, each list's items, and
/// one item's actions. Every change goes into the screen's draft board, is saved at once (`Effect.saveBoard`, D4)
/// and shows on Home only when Back to Talking closes Settings, so nothing on Home moves while a carer edits.
public enum PhraseList: Equatable, Hashable, Sendable {
    /// The categories themselves, in Home's order.
    case categories
    /// One category's phrases.
    case category(Int)
    /// The emergency phrases.
    case emergency
}

/// Where in Phrases the carer is.
public enum PhrasePlace: Equatable, Hashable, Sendable {
    /// The first page: one row a list.
    case lists
    /// One list's items, one row each.
    case list(PhraseList)
    /// One item's actions: move up, move down, delete.
    case item(PhraseList, Int)

    /// The place Back goes to, or nil on the first page (then Back leaves Phrases).
    var parent: PhrasePlace? {
        switch self {
        case .lists: nil
        case .list: .lists
        case .item(let list, _): .list(list)
        }
    }
}

/// A row of the Phrases editor.
enum PhraseEdit: Equatable, Sendable {
    case open(PhrasePlace)
    case moveUp, moveDown, delete
    /// Puts back what the last delete took.
    case undo
    /// Types a new item at the end of the list that shows (`LabelEditing.swift`).
    case add
    /// Types new words for the chosen item.
    case rename
    /// Records the chosen phrase in the person's voice (S2, `VoiceRecording.swift`).
    case record(RecordStep)
}

/// The Phrases editor's state, kept in `SettingsScreen`.
struct PhraseEditor: Equatable, Sendable {
    var place: PhrasePlace = .lists
    /// The board as edited; nil until the first change.
    var board: Board?
    /// The board before the last delete, and the words of what it took (for Undo).
    var undo: (board: Board, words: String)?
    /// Why the last change was refused, in words; cleared by the next choice.
    var refusal: String?
    /// The words being typed, while the keyboard shows (C1); nil otherwise.
    var typing: LabelDraft?
    /// Words saved and waiting for the layout's answer.
    var fitCheck: FitCheck?
    /// A take of the chosen phrase being recorded, heard or kept (S2); nil otherwise.
    var take: VoiceTake?

    static func == (lhs: PhraseEditor, rhs: PhraseEditor) -> Bool {
        lhs.place == rhs.place && lhs.board == rhs.board && lhs.undo?.board == rhs.undo?.board
            && lhs.undo?.words == rhs.undo?.words && lhs.refusal == rhs.refusal && lhs.typing == rhs.typing
            && lhs.fitCheck == rhs.fitCheck && lhs.take == rhs.take
    }
}

/// The words of the Phrases editor.
public enum PhraseWords {
    public static let note = msgid("Choose a list to arrange it.")
    public static let categories = msgid("Arrange the categories")
    public static let emergency = msgid("Emergency phrases")
    public static let moveUp = msgid("Move up")
    public static let moveDown = msgid("Move down")
    public static let delete = msgid("Delete")
    public static let lastCategory = msgid("Not deleted: Home needs at least one category.")
    public static let lastEmergency = msgid("Not deleted: Home needs at least one emergency phrase.")
    public static let lastPhrase = msgid("Not deleted: a category needs a phrase. Delete the category instead.")

    /// The Undo row: "Undo delete of “Water”".
    public static func undo(_ text: String, _ words: Catalog = .english) -> String {
        words("Undo delete of “%s”", text)
    }
}

extension Board {
    /// The labels of `list`'s items, in order (empty for a list that is not there).
    func labels(_ list: PhraseList) -> [String] {
        switch list {
        case .categories: categories.map(\.name)
        case .category(let index): categories.indices.contains(index) ? categories[index].phrases.map(\.text) : []
        case .emergency: emergency.map(\.text)
        }
    }

    /// Moves `list`'s item at `index` one place up or down; false where it cannot move (already at that end).
    mutating func move(_ list: PhraseList, _ index: Int, up: Bool) -> Bool {
        let count = labels(list).count
        let other = up ? index - 1 : index + 1
        guard (0..<count).contains(index), (0..<count).contains(other) else { return false }
        switch list {
        case .categories: categories.swapAt(index, other)
        case .category(let category): categories[category].phrases.swapAt(index, other)
        case .emergency: emergency.swapAt(index, other)
        }
        return true
    }

    /// Deletes `list`'s item at `index`, or says in words why not: Home always keeps a category, a phrase in each
    /// category and an emergency phrase.
    mutating func delete(_ list: PhraseList, _ index: Int) -> String? {
        guard labels(list).indices.contains(index) else { return nil }
        switch list {
        case .categories:
            guard categories.count > 1 else { return PhraseWords.lastCategory }
            categories.remove(at: index)
        case .category(let category):
            guard categories[category].phrases.count > 1 else { return PhraseWords.lastPhrase }
            categories[category].phrases.remove(at: index)
        case .emergency:
            guard emergency.count > 1 else { return PhraseWords.lastEmergency }
            emergency.remove(at: index)
        }
        return nil
    }
}

extension HomeState {
    /// The board Phrases shows: the draft once anything was changed, otherwise Home's.
    var editedBoard: Board { settingsScreen?.phrases.board ?? board }

    /// The rows of Settings > Phrases where the carer is.
    func phraseItems() -> [SettingsItem] {
        let editor = settingsScreen?.phrases ?? PhraseEditor()
        // While words are typed the keyboard takes the rows' place.
        guard editor.typing == nil else { return [] }
        let board = editedBoard
        var items: [SettingsItem] = editor.refusal.map { [.text($0)] } ?? []
        switch editor.place {
        case .lists:
            // The emergency phrases first: the list a carer most needs to get right. What Home cannot show last.
            items.append(.text(PhraseWords.note))
            items.append(.phrase(.open(.list(.emergency))))
            items.append(.phrase(.open(.list(.categories))))
            items += board.categories.indices.map { .phrase(.open(.list(.category($0)))) }
            items += homeShortfalls.map { .text($0.said(in: words)) }
        case .list(let list):
            // Undo and Add first, so both are on the first rows however long the list (no More to reach them).
            if editor.undo != nil { items.append(.phrase(.undo)) }
            items.append(.phrase(.add))
            items += board.labels(list).indices.map { .phrase(.open(.item(list, $0))) }
            return items
        case .item(let list, let index):
            let labels = board.labels(list)
            items.append(.text(words("Chosen: %s", labels.indices.contains(index) ? labels[index] : "")))
            // While a take is under way its rows are the only actions: nothing else changes the phrase meanwhile.
            let screen = settingsScreen ?? SettingsScreen(editing: settings)
            if editor.take == nil {
                items += [.phrase(.rename), .phrase(.moveUp), .phrase(.moveDown), .phrase(.delete)]
            }
            items += recordItems(screen)
            if editor.take != nil { return items }
        }
        if editor.undo != nil { items.append(.phrase(.undo)) }
        return items
    }

    /// How a Phrases row shows.
    func phraseRow(_ edit: PhraseEdit, _ screen: SettingsScreen) -> SettingsRow {
        let board = editedBoard
        switch edit {
        case .open(.lists): return SettingsRow(SettingsPage.phrases.title, .action)
        case .open(.list(.categories)): return SettingsRow(PhraseWords.categories, .action)
        case .open(.list(.category(let index))):
            let category = board.categories.indices.contains(index) ? board.categories[index] : nil
            let count = category?.phrases.count ?? 0
            let phrases = words.plural("%d phrase", "%d phrases", count: count)
            return SettingsRow(words("%1$s: %2$s", category?.name ?? "", phrases), .action)
        case .open(.list(.emergency)): return SettingsRow(PhraseWords.emergency, .action)
        case .open(.item(let list, let index)):
            let labels = board.labels(list)
            return SettingsRow(labels.indices.contains(index) ? labels[index] : "", .action)
        case .moveUp, .moveDown:
            let up = edit == .moveUp
            guard case .item(let list, let index) = screen.phrases.place else { return SettingsRow("", .info) }
            var moved = board
            let can = moved.move(list, index, up: up)
            let name = up ? PhraseWords.moveUp : PhraseWords.moveDown
            guard !can else { return SettingsRow(name, .action) }
            let already = up ? words("%s: already first", words(name)) : words("%s: already last", words(name))
            return SettingsRow(already, .info)
        case .delete: return SettingsRow(PhraseWords.delete, .action)
        case .undo: return SettingsRow(PhraseWords.undo(screen.phrases.undo?.words ?? "", words), .action)
        case .add:
            guard case .list(let list) = screen.phrases.place else { return SettingsRow("", .info) }
            let words =
                switch list {
                case .categories: LabelWords.addCategory
                case .category: LabelWords.addPhrase
                case .emergency: LabelWords.addEmergency
                }
            return SettingsRow(words, .action)
        case .rename: return SettingsRow(LabelWords.rename, .action)
        case .record(let step): return recordRow(step, screen)
        }
    }

    /// A Phrases row chosen: open a place, or change the draft board and save it at once (D4).
    mutating func actOnPhrases(_ edit: PhraseEdit, in screen: inout SettingsScreen, _ effects: inout [Effect]) {
        screen.phrases.refusal = nil
        var board = screen.phrases.board ?? self.board
        switch edit {
        case .open(let place):
            dropTake(in: &screen, &effects)
            screen.phrases.place = place
            screen.batch = 0
            screenChanged()
            return
        case .moveUp, .moveDown:
            guard case .item(let list, let index) = screen.phrases.place,
                board.move(list, index, up: edit == .moveUp)
            else { return }
            // The item stays chosen where it went, so Move up can be chosen again and again. Undo is for the last
            // change only: after a move it would take the move back too.
            screen.phrases.place = .item(list, index + (edit == .moveUp ? -1 : 1))
            screen.phrases.undo = nil
        case .delete:
            guard case .item(let list, let index) = screen.phrases.place else { return }
            let before = board
            let words = board.labels(list)[index]
            if let refusal = board.delete(list, index) {
                screen.phrases.refusal = refusal
                return
            }
            screen.phrases.undo = (before, words)
            screen.phrases.place = .list(list)
            screen.batch = 0
            screenChanged()
        case .add:
            guard case .list(let list) = screen.phrases.place else { return }
            startTyping(.add(list), in: &screen)
            return
        case .rename:
            guard case .item(let list, let index) = screen.phrases.place else { return }
            startTyping(.rename(list, index), in: &screen)
            return
        case .record(let step):
            actOnRecording(step, in: &screen, &effects)
            return
        case .undo:
            guard let undo = screen.phrases.undo else { return }
            board = undo.board
            screen.phrases.undo = nil
            // Places may have shifted with the delete: start from the lists again.
            screen.phrases.place = .lists
            screen.batch = 0
            screenChanged()
        }
        guard board != (screen.phrases.board ?? self.board) else { return }
        screen.phrases.board = board
        effects.append(.saveBoard(board))
    }
}
