import BricksonFakes
import Foundation
import Testing

@testable import BricksonCore

/// L2, L4, L5 in the pure core: language tags, each language's word list and its capitals, the starter board in
/// every language, and the voice a board in another language is spoken with.
@Suite struct LanguageTests {
    static func tag(_ text: String) -> LanguageTag { LanguageTag(text)! }

    static func predictor(_ language: String, learned: LearnedWords = LearnedWords()) -> WordPredictor {
        WordPredictor(learned: learned, words: .builtIn(for: tag(language)))
    }

    // MARK: Language tags

    @Test func L5_languageTagsAreCheckedAndWrittenInTheirUsualCase() {
        #expect(LanguageTag("pt_br")?.rawValue == "pt-BR")
        #expect(LanguageTag("EN")?.rawValue == "en")
        #expect(LanguageTag("sr-latn-rs")?.rawValue == "sr-Latn-RS")
        #expect(LanguageTag("es-419")?.language == "es")
        for bad in [
            "", "e", "english", "en-", "en--gb", "e1", "en-toolongsubtag", "ру", "en gb",
            String(repeating: "a-", count: 20) + "a",
        ] {
            #expect(LanguageTag(bad) == nil, "\(bad)")
        }
    }

    // MARK: L4 prediction per language

    /// Each language, a word of a hospital bed, and a prefix that offers it among the first three.
    static let ownWords: [(language: String, typed: String, offered: String)] = [
        ("en", "I need wat", "water"), ("es", "tengo dol", "dolor"), ("fr", "j'ai besoin d'un méd", "médecin"),
        ("de", "ich brauche was", "Wasser"), ("pt", "preciso de águ", "água"), ("pl", "potrzebuję lek", "lekarz"),
        ("ar", "أحتاج مست", "مستشفى"), ("ru", "мне нужен вра", "врач"),
    ]

    @Test(arguments: 0..<8)
    func L4_everyLanguagesListLoadsAndOffersItsOwnWords(_ index: Int) {
        let (language, typed, offered) = Self.ownWords[index]
        let words = WordList.builtIn(for: Self.tag(language))
        #expect(words.language.language == language)
        #expect(words.count >= 9_000, "\(language): \(words.count) words")
        let predictions = Self.predictor(language).predictions(for: typed)
        #expect(predictions.contains(offered), "\(language) \"\(typed)\" → \(predictions)")
        // The next word, before anything is typed, comes from the language's own list.
        let next = Self.predictor(language).predictions(for: "")
        #expect(next.count == WordPredictor.slotCount && next.allSatisfy { words.contains($0) }, "\(next)")
    }

    @Test func L4_everyBuiltInLanguageHasItsList() {
        #expect(WordList.languages.map(\.rawValue) == ["en", "es", "fr", "de", "pt", "pl", "ar", "ru"])
        for language in WordList.languages {
            #expect(WordList.builtIn(for: language).count >= 9_000, "\(language)")
        }
        // A region or script does not lose the list: Brazilian Portuguese is Portuguese.
        #expect(WordList.builtIn(for: Self.tag("pt-BR")) == WordList.builtIn(for: Self.tag("pt")))
    }

    @Test func L4_aLanguageWithoutAListOffersOnlyWhatWasLearnedNeverEnglish() {
        #expect(Self.predictor("it").predictions(for: "I need w").isEmpty, "no English for an Italian board")
        var learned = LearnedWords()
        learned.learn("Ho bisogno di acqua")
        #expect(Self.predictor("it", learned: learned).predictions(for: "ho bisogno di ac") == ["acqua"])
    }

    @Test func L4_accentsTypedAsCombiningMarksFindTheSameWords() {
        let precomposed = Self.predictor("fr").predictions(for: "j'ai besoin d'un méd")
        let combining = Self.predictor("fr").predictions(for: "j'ai besoin d'un me\u{301}d")
        #expect(precomposed.contains("médecin") && combining == precomposed, "\(combining)")
        #expect(Self.predictor("pl").predictions(for: "dzię").contains("dziękuję"))
        #expect(Self.predictor("de").predictions(for: "ich bin müd").contains("müde"))
        #expect(Self.predictor("es").predictions(for: "El niñ").contains("niño"))
    }

    @Test func L4_wordsInCyrillicAndArabicAreLearnedAndOffered() {
        var learned = LearnedWords()
        learned.learn("Позовите Наташу. Мне нужна санация")
        learned.learn("أريد رؤية سلمى")
        let russian = Self.predictor("ru", learned: learned)
        #expect(russian.predictions(for: "позовите н").first == "Наташу", "a learned name keeps its capital")
        #expect(russian.predictions(for: "мне нужна с").first == "санация", "a learned pair comes first")
        let arabic = Self.predictor("ar", learned: learned)
        #expect(arabic.predictions(for: "أريد رؤية س").first == "سلمى")
    }

    @Test func L4_capitalsComeFromEachLanguagesListNotFromARuleForEnglish() {
        // English: "I" and its contractions are written so in the list.
        #expect(Self.predictor("en").predictions(for: "so i").first == "I")
        #expect(Self.predictor("en").predictions(for: "so i'").contains("I'm"))
        // German: nouns carry their capital in the list; verbs and adjectives do not.
        let german = Self.predictor("de")
        #expect(german.predictions(for: "ich brauche was").contains("Wasser"))
        #expect(german.predictions(for: "ich brauche was").allSatisfy { $0 != "wasser" })
        #expect(german.predictions(for: "ich bin müd").contains("müde"), "an adjective stays lowercase")
        #expect(!german.predictions(for: "so i").contains("I"), "English's I is not German's")
        // Spanish "yo" and Polish "ja" are lowercase inside a sentence, with a capital at its start.
        #expect(Self.predictor("es").predictions(for: "y").contains("y"))
        #expect(Self.predictor("es").predictions(for: "").allSatisfy { $0.first?.isUppercase == true })
        // Cyrillic capitals at the start of a sentence; Arabic, which has none, is unchanged.
        let russian = Self.predictor("ru").predictions(for: "")
        #expect(russian.allSatisfy { $0.first?.isUppercase == true } && russian.contains("В"), "\(russian)")
        let arabic = Self.predictor("ar").predictions(for: "")
        #expect(arabic.allSatisfy { WordList.builtIn(for: Self.tag("ar")).form(of: $0) == $0 }, "\(arabic)")
    }

    @Test func L4_aBoardInSpanishIsPredictedInSpanish() {
        var home = HomeDriver(board: StarterContent.board(for: Self.tag("es")))
        home.choose(.type)
        for character in "tengo dol" {
            home.send { .keyTyped(character == " " ? .space : .character(character), at: $0) }
        }
        #expect(home.state.view.predictions.contains("dolor"), "\(home.state.view.predictions)")
        var english = HomeDriver()
        english.choose(.type)
        for character in "tengo dol" {
            english.send { .keyTyped(character == " " ? .space : .character(character), at: $0) }
        }
        #expect(!english.state.view.predictions.contains("dolor"))
    }

    // MARK: L5 starter boards

    @Test(arguments: StarterContent.languages)
    func L5_everyStarterBoardHasEveryCategoryAndEmergencyPhraseFilledAndMarked(_ language: LanguageTag) {
        let english = StarterContent.board
        let board = StarterContent.board(for: language)
        #expect(board.categories.map(\.id) == english.categories.map(\.id))
        for (category, original) in zip(board.categories, english.categories) {
            #expect(category.phrases.map(\.id) == original.phrases.map(\.id), "\(language) \(category.name)")
            #expect(!category.name.isEmpty && category.phrases.allSatisfy { !$0.text.isEmpty })
        }
        #expect(board.emergency.map(\.id) == english.emergency.map(\.id))
        #expect(board.emergency.allSatisfy { !$0.text.isEmpty })
        if language == .english {
            #expect(board.language == nil && board.translationNote == nil)
        } else {
            #expect(board.language == language)
            #expect(board.translationNote == StarterContent.unreviewedNote, "marked as not reviewed")
            // Really translated: no phrase or name is left in English.
            let englishTexts = Set(english.categories.flatMap { [$0.name] + $0.phrases.map(\.text) })
            #expect(board.categories.allSatisfy { !englishTexts.contains($0.name) })
            #expect(board.categories.flatMap(\.phrases).allSatisfy { !englishTexts.contains($0.text) })
        }
    }

    @Test(arguments: StarterContent.languages)
    func L5_H5_noTwoNamesOnHomeAreTheSameAndEveryLabelIsWithinItsBounds(_ language: LanguageTag) {
        let board = StarterContent.board(for: language)
        for shown in board.categories.map(\.phrases) + [board.emergency] {
            let names = StarterContent.fixedLabels + board.categories.map(\.name) + shown.map(\.text)
            let folded = names.map { $0.lowercased() }
            #expect(Set(folded).count == folded.count, "\(language): \(names)")
            for name in names { #expect(LabelBounds.problem(name) == nil, "\(language): \(name)") }
        }
    }

    @Test func L5_aKeptBoardKeepsItsLanguageAndADamagedOneLosesOnlyTheLanguage() throws {
        let spanish = StarterContent.board(for: Self.tag("es"))
        let json = try JSONEncoder().encode(spanish)
        #expect(try JSONDecoder().decode(Board.self, from: json) == spanish)
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains(#""language":"es""#))
        let damaged = text.replacingOccurrences(of: #""language":"es""#, with: #""language":"not a tag""#)
        let read = try JSONDecoder().decode(Board.self, from: Data(damaged.utf8))
        #expect(read.language == nil && read.categories == spanish.categories && read.emergency == spanish.emergency)
        // A board kept before languages reads as English.
        let old = try JSONEncoder().encode(StarterContent.board)
        #expect(!String(decoding: old, as: UTF8.self).contains("language"))
        #expect(try JSONDecoder().decode(Board.self, from: old).spokenLanguage == .english)
    }

    @Test func L5_anUnknownLanguageGetsTheEnglishStarterBoard() {
        #expect(StarterContent.board(for: Self.tag("it")) == StarterContent.board)
        #expect(StarterContent.board(for: Self.tag("es-MX")).language == Self.tag("es"))
    }

    // MARK: L2 voices

    static func preparedVoice(_ effects: [Effect]) -> String? {
        effects.compactMap {
            if case .prepareSpeech(_, let voice) = $0 { return voice.voice }
            return nil
        }.last
    }

    @Test func L2_aSpanishBoardIsSpokenWithASpanishVoice() {
        var home = HomeDriver(board: StarterContent.board(for: Self.tag("es")))
        #expect(Self.preparedVoice(home.send { .soundEngineStarted(at: $0) }) == "es")
        // A Latin American voice chosen for it is kept.
        var settings = Settings()
        settings.voice.voice = "es-419"
        var chosen = HomeDriver(board: StarterContent.board(for: Self.tag("es")), settings: settings)
        #expect(Self.preparedVoice(chosen.send { .soundEngineStarted(at: $0) }) == "es-419")
        // The English board keeps the English voice chosen.
        var english = HomeDriver()
        #expect(Self.preparedVoice(english.send { .soundEngineStarted(at: $0) }) == "en-us")
    }

    @Test func L2_everyBuiltInLanguageHasAVoiceNamedInItsOwnLanguage() {
        for language in StarterContent.languages {
            let voice = LanguageVoices.voice("en-us", for: language)
            #expect(LanguageVoices.language(ofVoice: voice) == language.language, "\(language)")
            #expect(LanguageVoices.name(of: voice) != nil, "\(voice)")
        }
        #expect(LanguageVoices.name(of: "es") == "Español (España)")
        #expect(LanguageVoices.name(of: "fr") == "Français (France)")
        #expect(LanguageVoices.name(of: "de") == "Deutsch")
        #expect(LanguageVoices.name(of: "ru") == "Русский")
        #expect(LanguageVoices.name(of: "ar") == "العربية")
        // A language with no voice listed is asked of espeak-ng by its own tag.
        #expect(LanguageVoices.voice("en-us", for: Self.tag("it")) == "it")
    }

    @Test func L2_voiceSettingsStepsThroughTheBoardLanguagesVoicesByTheirOwnNames() {
        var home = HomeDriver(board: StarterContent.board(for: Self.tag("es")))
        let facts = DeviceFacts(version: "1.0", board: "pi4", voices: ["en-gb", "en-us", "es", "es-419"], today: 1)
        home.send { .deviceFactsRead(facts, at: $0) }
        home.choose(.settings)
        let voicePage = home.state.settingsView!.rows.firstIndex { $0.kind == .open(.voice) }!
        home.choose(.settingsRow(voicePage))
        // Until a screen language is chosen, a Spanish board's screen is in Spanish too (L1).
        #expect(
            home.state.settingsView!.rows[0]
                == SettingsRow("Voz: Español (España)", .stepper(canDown: false, canUp: true)))
        home.choose(.stepUp(0))
        #expect(home.state.settingsView!.rows[0].label == "Voz: Español (Latinoamérica)")
        #expect(home.state.settingsScreen!.draft.voice.voice == "es-419")
    }

    @Test func L4_swearingAndInsultsInTheCorpusAreNeverOfferedUntilThePersonTypesThem() {
        for language in WordList.languages {
            let withheld = WithheldWords.words(for: language.language)
            #expect(!withheld.isEmpty, "\(language) has no withheld words")
            let predictor = WordPredictor(learned: LearnedWords(), words: .builtIn(for: language))
            for word in withheld {
                #expect(!WordList.builtIn(for: language).contains(word), "\(language) lists \(word)")
                for length in 1...word.count {
                    let offered = predictor.predictions(for: String(word.prefix(length)))
                    #expect(!offered.contains { $0.lowercased() == word }, "\(language) offers \(word)")
                }
            }
        }
        // The person's own words are theirs: typed once, a withheld word is learned and offered like any other.
        var learned = LearnedWords()
        learned.learn("my back hurts like shit")
        #expect(Self.predictor("en", learned: learned).predictions(for: "hurts like sh").first == "shit")
    }
}
