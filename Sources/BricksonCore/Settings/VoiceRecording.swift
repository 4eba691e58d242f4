/// Recording a phrase in the person's voice on the device (S2, message banking), from Settings > Phrases > a
/// phrase: Record, Stop, then Hear it, Keep or Discard. Only where the board profile names a microphone
/// (`DeviceFacts.microphone`). The core only asks and listens: the capture (`Effect.startRecording`), the take's
/// check (`Event.takeRecorded`) and the clip file (`Effect.keepTake`, `Event.takeKept`) are the adapters'.
public enum RecordStep: Equatable, Hashable, Sendable {
    case start, stop, hear, keep, discard
}

/// Where a take of one phrase is, kept in Phrases' state.
enum VoiceTake: Equatable, Sendable {
    /// Recording the phrase with this id.
    case recording(phraseID: String)
    /// Recorded: how long, and why it cannot be kept (nil: it can).
    case recorded(phraseID: String, seconds: Double, problem: String?)
    /// Keep was chosen; waiting for the clip file to be written.
    case keeping(phraseID: String)

    var phraseID: String {
        switch self {
        case .recording(let id), .recorded(let id, _, _), .keeping(let id): id
        }
    }
}

/// The words of recording.
public enum RecordWords {
    public static let record = msgid("Record my voice")
    public static let recordAgain = msgid("Record again")
    public static let stop = msgid("Stop recording")
    public static let hear = msgid("Hear it")
    public static let keep = msgid("Keep")
    public static let discard = msgid("Discard")
    public static let recording = msgid("Recording: say the phrase, then choose Stop recording.")
    public static let keeping = msgid("Keeping the recording…")
    public static let noMicrophone = msgid("Record my voice: no microphone in the board profile")
    public static let discarded = msgid("Recording discarded.")

    /// About's line on the microphone.
    static func about(_ microphone: String?, _ words: Catalog = .english) -> String {
        microphone.map { words("Microphone: %s", $0) } ?? words("Microphone: none in the board profile")
    }

    /// A take that can be kept.
    static func recorded(_ seconds: Double, _ words: Catalog = .english) -> String {
        let tenths = Int((seconds * 10).rounded())
        let point = words(".", context: "decimal separator")
        return words("Recorded %s seconds. Hear it, then Keep or Discard.", "\(tenths / 10)\(point)\(tenths % 10)")
    }

    /// A take that cannot be kept, and why (the why in English: it comes from the recorder).
    public static func refused(_ problem: String, _ words: Catalog = .english) -> String {
        words("Not kept: %s. Record again or Discard.", problem)
    }

    /// The take is the phrase's clip now.
    static func kept(_ text: String, _ words: Catalog = .english) -> String {
        words("Kept: “%s” now plays in this voice.", text)
    }
}

extension Board {
    /// The phrase (in a category or the emergency phrases) with `id`, if there is one.
    func phrase(id: String) -> Phrase? {
        (emergency + categories.flatMap(\.phrases)).first { $0.id == id }
    }

    /// Links the phrase with `id` to the recorded clip `clip` (a file name in the clips folder).
    mutating func link(_ id: String, to clip: String) {
        for index in emergency.indices where emergency[index].id == id { emergency[index].clip = clip }
        for category in categories.indices {
            for index in categories[category].phrases.indices where categories[category].phrases[index].id == id {
                categories[category].phrases[index].clip = clip
            }
        }
    }
}

extension HomeState {
    /// The phrase the chosen item is, where it is a phrase (not a category's name).
    func chosenPhrase(_ screen: SettingsScreen) -> Phrase? {
        guard case .item(let list, let index) = screen.phrases.place else { return nil }
        let board = editedBoard
        switch list {
        case .categories: return nil
        case .emergency: return board.emergency.indices.contains(index) ? board.emergency[index] : nil
        case .category(let category):
            guard board.categories.indices.contains(category),
                board.categories[category].phrases.indices.contains(index)
            else { return nil }
            return board.categories[category].phrases[index]
        }
    }

    /// The rows of a phrase's page while a take is under way (they replace the other actions), or the row that
    /// starts one; empty for a category.
    func recordItems(_ screen: SettingsScreen) -> [SettingsItem] {
        guard chosenPhrase(screen) != nil else { return [] }
        guard deviceFacts.microphone != nil else { return [.text(RecordWords.noMicrophone)] }
        switch screen.phrases.take {
        case nil: return [.phrase(.record(.start))]
        case .recording: return [.text(RecordWords.recording), .phrase(.record(.stop))]
        case .recorded(_, let seconds, nil):
            return [.text(RecordWords.recorded(seconds, words))]
                + [.hear, .keep, .discard].map { .phrase(.record($0)) }
        case .recorded(_, _, let problem?):
            return [.text(RecordWords.refused(problem, words))]
                + [.hear, .start, .discard].map { .phrase(.record($0)) }
        case .keeping: return [.text(RecordWords.keeping)]
        }
    }

    /// How a recording row shows.
    func recordRow(_ step: RecordStep, _ screen: SettingsScreen) -> SettingsRow {
        switch step {
        case .start:
            if case .recorded = screen.phrases.take { return SettingsRow(RecordWords.recordAgain, .action) }
            return SettingsRow(RecordWords.record, .action)
        case .stop: return SettingsRow(RecordWords.stop, .action)
        case .hear: return SettingsRow(RecordWords.hear, .action)
        case .keep: return SettingsRow(RecordWords.keep, .action)
        case .discard: return SettingsRow(RecordWords.discard, .action)
        }
    }

    /// A recording row chosen.
    mutating func actOnRecording(_ step: RecordStep, in screen: inout SettingsScreen, _ effects: inout [Effect]) {
        guard deviceFacts.microphone != nil, let phrase = chosenPhrase(screen) else { return }
        switch (step, screen.phrases.take) {
        case (.start, nil), (.start, .recorded):
            // Speech would be recorded with the phrase: it stops first.
            effects.append(.stopSpeech)
            effects.append(.startRecording)
            screen.phrases.take = .recording(phraseID: phrase.id)
        case (.stop, .recording): effects.append(.stopRecording)
        case (.hear, .recorded): effects.append(.hearTake)
        case (.keep, .recorded(let id, _, nil)):
            screen.phrases.take = .keeping(phraseID: id)
            effects.append(.keepTake(phraseID: id))
        case (.discard, .recorded):
            dropTake(in: &screen, &effects)
            screen.phrases.refusal = RecordWords.discarded
            announce(RecordWords.discarded, &effects)
        default: return
        }
        screen.batch = 0
        screenChanged()
    }

    /// Forgets a take not kept (leaving the phrase's page, Back, Back to Talking): a recording stops.
    mutating func dropTake(in screen: inout SettingsScreen, _ effects: inout [Effect]) {
        guard let take = screen.phrases.take else { return }
        // A clip being written is left to finish: its answer finds the take gone and changes nothing on screen,
        // but the phrase is linked (the file is kept).
        if case .keeping = take { return }
        screen.phrases.take = nil
        effects.append(.discardTake)
    }

    /// The take ended (`Event.takeRecorded`): it can be heard, then kept or discarded; a refusal is said in words.
    mutating func takeRecorded(seconds: Double, problem: String?, _ effects: inout [Effect]) {
        guard var screen = settingsScreen, case .recording(let id) = screen.phrases.take else { return }
        screen.phrases.take = .recorded(phraseID: id, seconds: seconds, problem: problem)
        screen.batch = 0
        settingsScreen = screen
        screenChanged()
        announce(problem.map { RecordWords.refused($0, words) } ?? RecordWords.recorded(seconds, words), &effects)
    }

    /// The take was written as `clip` (`Event.takeKept`): the phrase is linked to it and the board saved at once
    /// (D4); it plays instead of synthesis once Back to Talking brings the board to Home. A write that failed is
    /// said in words and changes nothing.
    mutating func takeKept(phraseID: String, clip: String?, problem: String?, _ effects: inout [Effect]) {
        guard var screen = settingsScreen else {
            // Settings was closed while the clip was being written (it is written on a thread of its own): the carer
            // chose Keep, so the phrase on Home is linked to it now and saved. A write that failed changes nothing.
            guard let clip, board.phrase(id: phraseID) != nil else { return }
            var linked = board
            linked.link(phraseID, to: clip)
            boardReplaced(linked, &effects)
            return
        }
        if case .keeping(phraseID) = screen.phrases.take { screen.phrases.take = nil }
        defer {
            settingsScreen = screen
            screenChanged()
        }
        guard let clip else {
            let words = RecordWords.refused(problem ?? "the recording could not be written", self.words)
            screen.phrases.refusal = words
            announce(words, &effects)
            return
        }
        var board = screen.phrases.board ?? self.board
        guard let phrase = board.phrase(id: phraseID) else { return }
        board.link(phraseID, to: clip)
        screen.phrases.board = board
        screen.phrases.undo = nil
        screen.phrases.refusal = RecordWords.kept(phrase.text, words)
        effects.append(.saveBoard(board))
        announce(RecordWords.kept(phrase.text, words), &effects)
    }
}
