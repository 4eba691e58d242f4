/// Words typed in Settings > Phrases (C1): a new phrase, category or emergency phrase, or new words for one, typed
/// with the on-screen keyboard or a USB keyboard into the editor's own draft. The patient's message and Put Back's
/// copy are never touched.
public enum LabelTarget: Equatable, Hashable, Sendable {
    /// A new item at the end of `list`: a phrase, an emergency phrase, or (for `.categories`) a category's name.
    case add(PhraseList)
    /// A new category's first phrase, once its name was kept: Home never shows a category without a phrase.
    case firstPhrase(categoryName: String)
    /// New words for the item at `index` of `list`.
    case rename(PhraseList, Int)

    /// The list the words go into.
    var list: PhraseList {
        switch self {
        case .add(let list), .rename(let list, _): list
        case .firstPhrase: .categories
        }
    }

    /// Whether the words name a category (and so take a category's place on Home's row).
    var isCategoryName: Bool {
        switch self {
        case .add(.categories), .rename(.categories, _): true
        default: false
        }
    }
}

/// The words being typed and what they are for.
struct LabelDraft: Equatable, Sendable {
    var target: LabelTarget
    var text: String
}

/// Words waiting for the layout's answer (`Effect.checkHomeFit`): the board they would make.
struct FitCheck: Equatable, Sendable {
    var draft: LabelDraft
    var words: String
    var board: Board
}

/// What an edited label may be (C1), before the layout is asked whether Home can show it whole
/// (`HomeFit`, `Effect.checkHomeFit`): words, within the bounds of every label (`LabelBounds`), no longer than a
/// phrase place or a category place could ever hold, not a name Home's buttons have, not twice in one list.
public enum EditedLabelRules {
    /// The most characters in a phrase or an emergency phrase (typing stops there, said aloud).
    public static let phraseCharacters = 60
    /// The most characters in a category's name (a place in the row of categories is narrow).
    public static let categoryCharacters = 20

    /// The most characters for `target`'s words.
    static func limit(_ target: LabelTarget) -> Int {
        target.isCategoryName ? categoryCharacters : phraseCharacters
    }

    /// Home's own controls: a phrase or category may not take one of their names (H5: no two controls share a
    /// name, which auditory scanning also speaks).
    static let homeNames: Set<String> = [
        "yes", "no", "emergency", "get attention", "again", "speak", "phrases", "type", "stop", "settings", "clear",
        "put back", "pause", "resume",
    ]

    /// Home's own controls' names in the screen's language too (L1), lowercased.
    static func homeNames(_ catalog: Catalog) -> Set<String> {
        let labels = HomeLabels(catalog)
        let names = [
            labels.yes, labels.no, labels.emergency, labels.getAttention, labels.again, labels.speak, labels.phrases,
            labels.type, labels.stop, labels.settings, labels.clear, labels.putBack, labels.pause, labels.resume,
        ]
        return homeNames.union(names.map { $0.lowercased() })
    }

    /// Why `text` cannot be kept as `target`'s words on `board`, in `words`' language; nil where it can. A label
    /// bound's reason stays English inside the sentence.
    static func refusal(_ text: String, for target: LabelTarget, on board: Board, _ words: Catalog = .english)
        -> String?
    {
        let label = text.trimmingSpaces
        guard !label.isEmpty else { return words("Not kept: there are no words yet.") }
        if let problem = LabelBounds.problem(label) { return words("Not kept: %s.", "\(problem)") }
        let limit = limit(target)
        guard label.count <= limit else {
            return words.plural("Not kept: at most %d letter.", "Not kept: at most %d letters.", count: limit)
        }
        let key = label.lowercased()
        guard !homeNames(words).contains(key) else {
            if key == "stop" || key == HomeLabels(words).stop.lowercased() {
                // Why not, exactly (H5, G2): the two would share a name exactly while the alert sounds.
                return words(
                    "Not kept: “%s” is the name of the button that ends the alert, and the two could be taken for each other. Add a word, such as “please”.",
                    label)
            }
            return words("Not kept: “%s” is the name of a button on Home.", label)
        }
        var others = board.labels(target.list)
        if case .rename(_, let index) = target, others.indices.contains(index) { others.remove(at: index) }
        if case .firstPhrase = target { others = [] }
        guard !others.contains(where: { $0.trimmingSpaces.lowercased() == key }) else {
            return words("Not kept: “%s” is already in this list.", label)
        }
        return nil
    }
}

extension String {
    /// Without spaces at either end, and each run of spaces inside as one.
    var trimmingSpaces: String { split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
}

/// The words of typing in Phrases.
public enum LabelWords {
    public static let addPhrase = msgid("Add a phrase")
    public static let addCategory = msgid("Add a category")
    public static let addEmergency = msgid("Add an emergency phrase")
    public static let rename = msgid("Change the words")
    /// The foot line while typing.
    public static let help = msgid("Save keeps the words; Back leaves without a change")
    /// Save, the keyboard's Enter in Phrases.
    public static let save = msgid("Save")

    /// The layout has no room for the words whole at the text size Home will use.
    public static func doesNotFit(_ text: String, _ words: Catalog = .english) -> String {
        words("Not kept: “%s” does not fit whole on Home at this text size. Try fewer or shorter words.", text)
    }

    /// The title while typing: what the words are for, then the words so far.
    static func title(_ draft: LabelDraft, _ words: Catalog = .english) -> String {
        let what =
            switch draft.target {
            case .add(.categories): words("New category")
            case .add(.emergency): words("New emergency phrase")
            case .add(.category): words("New phrase")
            case .firstPhrase(let name): words("First phrase of %s", name)
            case .rename: words("New words")
            }
        return words("%1$s: %2$s", what, draft.text + "_")
    }
}

extension Board {
    /// An id used nowhere on the board: `prefix` and the first free number.
    func unusedID(_ prefix: String) -> String {
        var used = Set(categories.map(\.id) + emergency.map(\.id))
        for category in categories { used.formUnion(category.phrases.map(\.id)) }
        var number = 1
        while used.contains("\(prefix)-\(number)") { number += 1 }
        return "\(prefix)-\(number)"
    }

    /// `words` kept as `target` (already checked by `EditedLabelRules.refusal`). A renamed phrase drops its recorded
    /// clip, which said the old words.
    mutating func keep(_ words: String, as target: LabelTarget) {
        switch target {
        case .add(.categories), .firstPhrase: break  // A category is added with its first phrase.
        case .add(.category(let index)):
            guard categories.indices.contains(index) else { return }
            categories[index].phrases.append(Phrase(id: unusedID("phrase"), text: words, addedForPerson: true))
        case .add(.emergency):
            emergency.append(Phrase(id: unusedID("emergency"), text: words, addedForPerson: true))
        case .rename(.categories, let index):
            guard categories.indices.contains(index) else { return }
            categories[index].name = words
        case .rename(.category(let category), let index):
            guard categories.indices.contains(category), categories[category].phrases.indices.contains(index),
                categories[category].phrases[index].text != words
            else { return }
            let old = categories[category].phrases[index]
            categories[category].phrases[index] = Phrase(id: old.id, text: words, addedForPerson: old.addedForPerson)
        case .rename(.emergency, let index):
            guard emergency.indices.contains(index), emergency[index].text != words else { return }
            let old = emergency[index]
            emergency[index] = Phrase(id: old.id, text: words, addedForPerson: old.addedForPerson)
        }
    }
}

extension HomeState {
    /// Whether the carer is typing words in Phrases: the keyboard shows in Settings and keys go to the draft.
    public var isTypingLabel: Bool { settingsScreen?.phrases.typing != nil }

    /// Starts typing words for `target`: empty for a new item, the item's words to change.
    mutating func startTyping(_ target: LabelTarget, in screen: inout SettingsScreen) {
        var text = ""
        if case .rename(let list, let index) = target {
            let labels = editedBoard.labels(list)
            text = labels.indices.contains(index) ? labels[index] : ""
        }
        screen.phrases.typing = LabelDraft(target: target, text: text)
        keyboardState = KeyboardState()
        screen.phrases.refusal = nil
        screen.batch = 0
        screenChanged()
    }

    /// A key in Phrases' keyboard (or a USB keyboard's) while words are typed.
    mutating func typeLabelKey(_ key: Key, _ effects: inout [Effect]) {
        guard var screen = settingsScreen, var draft = screen.phrases.typing else { return }
        screen.phrases.refusal = nil
        // A key after Save: the words changed, so an answer still to come is for words no longer there.
        screen.phrases.fitCheck = nil
        guard let key = keyboardKey(key) else {
            settingsScreen = screen
            return
        }
        switch key {
        case .shift, .nextPage: break
        case .character(let character): appendLabel(character, to: &draft, in: &screen, &effects)
        case .space: appendLabel(" ", to: &draft, in: &screen, &effects)
        case .backspace: if !draft.text.isEmpty { draft.text.removeLast() }
        case .enter:
            saveLabel(draft, in: &screen, &effects)
            settingsScreen = screen
            return
        }
        screen.phrases.typing = draft
        settingsScreen = screen
    }

    /// One more character, or a refusal said and shown at the limit (never a silent keystroke, T8's rule).
    func appendLabel(
        _ character: Character, to draft: inout LabelDraft, in screen: inout SettingsScreen, _ effects: inout [Effect]
    ) {
        let limit = EditedLabelRules.limit(draft.target)
        guard draft.text.count < limit else {
            let words = self.words.plural("Full: at most %d letter.", "Full: at most %d letters.", count: limit)
            screen.phrases.refusal = words
            effects.append(.announce(words))
            return
        }
        if character == " " && (draft.text.isEmpty || draft.text.last == " ") { return }
        // A direction control, or a mark past the text gate's cap on one letter, is not added (D8).
        guard TextGate.admits(character, after: draft.text) else { return }
        draft.text.append(character)
    }

    /// Save: checks the words (in words, at once), then asks the layout whether Home can show them whole at the
    /// settings Home will use (`Effect.checkHomeFit`); `homeFitChecked` keeps them or says why not.
    mutating func saveLabel(_ draft: LabelDraft, in screen: inout SettingsScreen, _ effects: inout [Effect]) {
        var board = screen.phrases.board ?? self.board
        if let refusal = EditedLabelRules.refusal(draft.text, for: draft.target, on: board, words) {
            refuseLabel(refusal, in: &screen, &effects)
            return
        }
        let words = draft.text.trimmingSpaces
        switch draft.target {
        case .add(.categories):
            // The name is checked in its place on the row of categories, with a phrase for Home's rule.
            board.categories.append(
                Category(
                    id: board.unusedID("category"), name: words, phrases: [Phrase(id: "", text: "")],
                    addedForPerson: true))
        case .firstPhrase(let name):
            board.categories.append(
                Category(
                    id: board.unusedID("category"), name: name,
                    phrases: [Phrase(id: board.unusedID("phrase"), text: words, addedForPerson: true)],
                    addedForPerson: true))
        default: board.keep(words, as: draft.target)
        }
        screen.phrases.fitCheck = FitCheck(draft: draft, words: words, board: board)
        // Only the list the words go into is laid out: one layout on the loop, not one for every list.
        var list = draft.target.list
        if case .firstPhrase = draft.target { list = .category(board.categories.count - 1) }
        effects.append(.checkHomeFit(board: board, settings: screen.draft, list: list))
    }

    /// Says why the words were not kept, on the foot line and aloud; typing goes on so they can be put right.
    func refuseLabel(_ refusal: String, in screen: inout SettingsScreen, _ effects: inout [Effect]) {
        screen.phrases.refusal = refusal
        effects.append(.announce(refusal))
    }

    /// The layout's answer for the words being saved: kept (saved at once, D4), or refused in words. A new
    /// category's name asks for its first phrase next. An answer for another board (stale) is ignored.
    mutating func homeFitChecked(_ checked: Board, _ misfits: Set<String>, _ at: Instant, _ effects: inout [Effect]) {
        if let checking = stick.checking, checking.board == checked {
            stickFitChecked(misfits, at, &effects)
            return
        }
        guard var screen = settingsScreen, let check = screen.phrases.fitCheck, check.board == checked else { return }
        screen.phrases.fitCheck = nil
        defer { settingsScreen = screen }
        guard !misfits.contains(check.words) else {
            refuseLabel(LabelWords.doesNotFit(check.words, words), in: &screen, &effects)
            return
        }
        if case .add(.categories) = check.draft.target {
            screen.phrases.typing = LabelDraft(target: .firstPhrase(categoryName: check.words), text: "")
            screenChanged()
            return
        }
        screen.phrases.typing = nil
        // After a change the item's list shows, with the new words in their place.
        screen.phrases.place = .list(check.draft.target.list)
        screen.batch = 0
        screenChanged()
        guard check.board != (screen.phrases.board ?? board) else { return }
        // Undo is for the last delete only: after other changes it would take them back too.
        screen.phrases.undo = nil
        screen.phrases.board = check.board
        effects.append(.saveBoard(check.board))
    }

    /// Back while typing: the words are left, nothing changed.
    mutating func stopTyping(in screen: inout SettingsScreen) {
        screen.phrases.typing = nil
        screen.phrases.fitCheck = nil
        screen.phrases.refusal = nil
        screenChanged()
    }
}
