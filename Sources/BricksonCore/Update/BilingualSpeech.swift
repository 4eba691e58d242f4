/// A bilingual bedside (L6): the patient reads and chooses in the board's language; with "Speak phrases in" set to
/// another language (the staff's), a phrase, an emergency phrase, Yes and No are spoken in that language, from the
/// parallel board: the starter board written in it, whose phrases have the same ids (L5).
///
/// Only a phrase as its starter board wrote it has a parallel. One a carer added or renamed, or an imported board's,
/// has none: it is spoken as written, in the patient's language and voice, and the screen says so; nothing is
/// guessed. Typed messages are spoken as written too: the device translates nothing by machine.
extension HomeState {
    /// The staff's language with `settings`: the one chosen in "Speak phrases in" when it is not the board's; nil
    /// when phrases are spoken as written (the default, and a choice of the board's own language).
    func staffLanguage(_ settings: Settings) -> LanguageTag? {
        guard let chosen = settings.speechLanguage, chosen.language != board.spokenLanguage.language else { return nil }
        return chosen
    }

    /// The language phrases, Yes and No are spoken in with `settings`: the staff's, or the board's.
    func phraseLanguage(_ settings: Settings) -> LanguageTag { staffLanguage(settings) ?? board.spokenLanguage }

    /// The settings speech follows now: Settings' draft while it is open (so Try is heard as set), else those in use.
    var speechSettings: Settings { settingsScreen?.draft ?? settings }

    /// The patient's voice with the settings in use: the chosen voice where it speaks the board's language, else
    /// that language's most usual (L2). Typed messages and phrases without a parallel are spoken in it.
    var patientVoice: VoiceSettings {
        var voice = settings.voice
        voice.voice = LanguageVoices.voice(voice.voice, for: board.spokenLanguage)
        return voice
    }

    /// The staff's words for `phrase`, of a board in `boardLanguage`, with `settings`: the parallel phrase's, when
    /// the phrase is word for word its starter board's and the staff's language has a starter board; else nil.
    func parallelText(of phrase: Phrase, in boardLanguage: LanguageTag, _ settings: Settings) -> String? {
        guard let staff = staffLanguage(settings),
            StarterContent.phraseText(phrase.id, in: boardLanguage) == phrase.text
        else { return nil }
        return StarterContent.phraseText(phrase.id, in: staff)
    }

    /// What choosing `phrase` says with the settings in use. With a staff language: its parallel, in the staff's
    /// voice (a recorded clip is the patient's own voice in their own language, so it is not played then); without
    /// a parallel, the phrase as written, in the patient's voice (and its clip), marked so the screen says so.
    func spoken(_ phrase: Phrase) -> Spoken {
        var spoken = Spoken(text: phrase.text, source: .phrase(id: phrase.id), clip: phrase.clip)
        guard let staff = staffLanguage(settings) else { return spoken }
        if let parallel = parallelText(of: phrase, in: board.spokenLanguage, settings) {
            spoken.text = parallel
            spoken.clip = nil
            spoken.shown = phrase.text
            spoken.language = staff
            spoken.saidAloud = .translated(language: BuiltInCatalogs.name(of: staff), words: parallel)
        } else {
            spoken.voice = patientVoice
            spoken.language = board.spokenLanguage
            spoken.saidAloud = .asWritten(notIn: BuiltInCatalogs.name(of: staff))
        }
        return spoken
    }

    /// Yes or No (`source`) as said now: in the staff's words when they are chosen (the answer is to their
    /// question), the patient's showing beside them.
    func spokenAnswer(_ source: Utterance.Source) -> Spoken {
        let isYes = source == .yes
        let heard = isYes ? spokenWords("Yes") : spokenWords("No")
        var spoken = Spoken(text: heard, source: source)
        guard let staff = staffLanguage(settings) else { return spoken }
        spoken.shown = isYes ? homeLabels.yes : homeLabels.no
        spoken.language = staff
        spoken.saidAloud = .translated(language: BuiltInCatalogs.name(of: staff), words: heard)
        return spoken
    }

    /// The typed message as said now: always as written, in the patient's language (no machine translation); with a
    /// staff language chosen, in the patient's voice, and the screen says it is not in the staff's language.
    func spokenMessage() -> Spoken {
        var spoken = Spoken(text: message, source: .message)
        guard let staff = staffLanguage(settings) else { return spoken }
        spoken.voice = patientVoice
        spoken.language = board.spokenLanguage
        spoken.saidAloud = .asWritten(notIn: BuiltInCatalogs.name(of: staff))
        return spoken
    }

    /// `board` as it is heard with `settings`, for speech prepared ahead of time (S2): itself when phrases are
    /// spoken as written; with a staff language, each phrase with a parallel in the staff's words (without its clip),
    /// and none of those without one: they are said in another voice, the patient's, synthesised as they are chosen.
    func spokenBoard(_ board: Board, _ settings: Settings) -> Board {
        guard let staff = staffLanguage(settings) else { return board }
        func heard(_ phrase: Phrase) -> Phrase? {
            parallelText(of: phrase, in: board.spokenLanguage, settings).map { Phrase(id: phrase.id, text: $0) }
        }
        var spoken = board
        spoken.language = staff
        spoken.translationNote = nil
        spoken.emergency = board.emergency.compactMap(heard)
        for index in spoken.categories.indices {
            spoken.categories[index].phrases = board.categories[index].phrases.compactMap(heard)
        }
        return spoken
    }

    /// The board as the staff hear it with the settings in use (L6); the board itself when phrases are spoken as
    /// written. The runtime waits for its emergency phrases to be prepared at start (S5).
    public var heardBoard: Board { spokenBoard(board, settings) }

    /// Yes and No as they are said now, for the sound engine to prepare with the board (S2).
    public var spokenAnswers: [String] { [spokenWords("Yes"), spokenWords("No")] }

    /// The voice control names and warnings are said in (A5, H9) when the screen's language is not the one phrases
    /// are spoken in (L6): the screen's language's, with the same rate and pitch; nil when they are the same (the
    /// voice speech is prepared in).
    public var cueVoice: VoiceSettings? {
        let settings = speechSettings
        let screen = screenLanguage(settings)
        guard screen.language != phraseLanguage(settings).language else { return nil }
        var voice = settings.voice
        voice.voice = LanguageVoices.voice(voice.voice, for: screen)
        return voice
    }
}

/// What the staff heard beside what the patient chose, when a second language is spoken (L6): shown after "Said:"
/// in the message area, whose place is the same with it or without (H3).
public enum SaidAloud: Hashable, Sendable {
    /// Spoken in `language` (its own name, "English") as `words`.
    case translated(language: String, words: String)
    /// Spoken as written, in the patient's language: there are no words for it in `notIn` (the staff's language, by
    /// its own name): a phrase a carer wrote or renamed, an imported board's, or a typed message.
    case asWritten(notIn: String)
}

extension HomeLabels {
    /// The message area's top line (H10) for `said`, the patient's words, and what the staff heard (L6).
    public func saidLine(_ said: String, _ aloud: SaidAloud?) -> String {
        switch aloud {
        case nil: Placeholders.fill(self.said, [said])
        case .translated(let language, let words): Placeholders.fill(saidTranslated, [said, language, words])
        case .asWritten(let language): Placeholders.fill(saidAsWritten, [said, language])
        }
    }

    /// How long ago, in words (H11): "just now", "3 min ago", "over an hour ago".
    public func ago(_ age: SaidAge) -> String {
        switch age {
        case .justNow: justNow
        case .minutes(let minutes): Placeholders.fill(minutesAgo, [String(minutes)])
        case .overAnHour: overAnHourAgo
        }
    }

    /// The line above the message's place (H11): "Said: 3 min ago" over what was said while it shows there, and
    /// "Said: …" with the words while the message holds the place; what the staff heard beside it (L6).
    ///
    /// While what was said holds the place and the staff heard it in their own words, the caption is only how long
    /// ago: the staff's words are in the place, whole (`HomeView.saidInPlace`), not at the end of a line that may
    /// be cut.
    public func saidCaption(_ view: HomeView) -> String? {
        guard let said = view.lastSaid else { return nil }
        if view.showsSaid, let age = view.saidAge {
            if case .translated = view.saidAloud { return saidLine(ago(age), nil) }
            return saidLine(ago(age), view.saidAloud)
        }
        return saidLine(said, view.saidAloud)
    }
}

extension HomeView {
    /// What the message's place shows of what was said (H11). With a second language spoken (L6), what the staff
    /// heard comes first, on a line of its own, and then the patient's words: the nurse reads the words they
    /// heard whole, and where the place cannot hold both at the default size, it is the patient's that the mark
    /// says continue.
    public var saidInPlace: String? {
        guard let said = lastSaid else { return nil }
        if case .translated(_, let words) = saidAloud, words != said { return words + "\n" + said }
        return said
    }
}

extension StarterContent {
    /// Every starter board's phrases, by language subtag and phrase id, made once: the parallel boards of a
    /// bilingual bedside (L6), looked up at every update while one is chosen, so without walking a board.
    static let phraseTexts: [String: [String: String]] = Dictionary(
        uniqueKeysWithValues: languages.map { language in
            let board = board(for: language)
            let phrases = board.emergency + board.categories.flatMap(\.phrases)
            return (language.language, Dictionary(phrases.map { ($0.id, $0.text) }) { first, _ in first })
        })

    /// The words of the phrase `id` on the starter board in `language`; nil where that language has no starter
    /// board or the board no such phrase.
    static func phraseText(_ id: String, in language: LanguageTag) -> String? {
        phraseTexts[language.language]?[id]
    }
}

extension HomeState {
    /// Voice Settings' rows for the spoken language (L6), under the voice, whose choices follow it: "Speak phrases
    /// in", and what it leaves as written.
    var speechLanguageItems: [SettingsItem] {
        [.stepper(.speechLanguage), .text(BilingualWords.typedAsWritten)]
    }
}

/// The fixed words of a bilingual bedside (L6).
public enum BilingualWords {
    /// Under "Speak phrases in": the device does not translate what is typed.
    public static let typedAsWritten = msgid("Typed messages are spoken as written, not translated.")
}
