import BricksonFakes
import Testing

@testable import BricksonCore

/// T9: the predicted words above the keyboard, how they are ranked, what learning does, and choosing one.
@Suite struct WordPredictionTests {
    static func typing(_ text: String, settings: Settings = Settings(), learned: LearnedWords = LearnedWords())
        -> HomeDriver
    {
        let state = HomeState(board: StarterContent.board, settings: settings, learned: learned, at: .zero)
        var home = HomeDriver(state: state, now: .zero)
        home.choose(.type)
        home.type(text)
        return home
    }

    static func learned(_ messages: String...) -> LearnedWords {
        var learned = LearnedWords()
        for message in messages { learned.learn(message) }
        return learned
    }

    // MARK: Ranking

    @Test func T9_aPartialWordIsCompletedFromTheBuiltInWordsMostCommonFirst() {
        let predictor = WordPredictor()
        let offered = predictor.predictions(for: "so he", limit: 4)
        #expect(offered.count == 4)
        #expect(offered.allSatisfy { $0.hasPrefix("he") })
        let frequencies = offered.map { BuiltInWords.frequencies[$0] ?? 0 }
        #expect(frequencies == frequencies.sorted(by: >), "\(offered)")
        // Nothing more common than the last offered is left out.
        let left = BuiltInWords.frequencies.filter { $0.key.hasPrefix("he") && !offered.contains($0.key) }
        #expect(left.allSatisfy { $0.value <= frequencies.last! })
        #expect(offered == ["help", "here", "he", "her"])
    }

    @Test func T9_builtInPairsComeBeforeCommonWordsWhenNothingIsLearned() {
        let predictor = WordPredictor()
        #expect(predictor.predictions(for: "I need ", limit: 4) == ["to", "the", "a", "help"])
        #expect(predictor.predictions(for: "I need w").first == "water", "water is a built-in pair after need")
        #expect(predictor.predictions(for: "", limit: 4) == ["I", "Please", "Can", "Thank"], "the start of a message")
    }

    @Test func T9_aLearnedPairRanksFirstThenBuiltInPairsThenLearnedWords() {
        let learned = Self.learned("I need my glasses", "my glasses are dirty")
        let predictor = WordPredictor(learned: learned)
        // "my" follows "need" once in what was said: before every built-in pair.
        #expect(predictor.predictions(for: "I need ", limit: 4) == ["my", "to", "the", "a"])
        // With no pair for it, a word said before comes before more common built-in words.
        #expect(predictor.predictions(for: "I need g").first == "glasses")
        #expect(WordPredictor().predictions(for: "I need g").first == "get")
        #expect(predictor.predictions(for: "it is di").first == "dirty")
        #expect(!WordPredictor().predictions(for: "it is di").contains("dirty"), "not a built-in word")
    }

    @Test func T9_equalCandidatesAlwaysComeInTheSameOrder() {
        let learned = Self.learned("zebra zulu zinc", "zinc zulu zebra")
        let predictor = WordPredictor(learned: learned)
        #expect(predictor.predictions(for: "apple z") == ["zebra", "zinc", "zulu"], "ties go by spelling")
    }

    @Test func T9_onlyWordsArePredicted() {
        let predictor = WordPredictor()
        #expect(predictor.predictions(for: "room 1").isEmpty, "a number is not completed")
        #expect(predictor.predictions(for: "hello :").isEmpty)
        #expect(predictor.predictions(for: "qqqxz").isEmpty, "nothing starts so")
        var learned = LearnedWords()
        let learnedSomething = learned.learn("12 34 ?!")
        #expect(!learnedSomething && learned.isEmpty, "nothing to learn")
        learned.learn("at 3pm, call Sarah.")
        #expect(learned.count(of: "pm") == 0 && learned.count(of: "3pm") == 0)
        #expect(learned.count(of: "call") == 1 && learned.count(of: "sarah") == 1)
        #expect(learned.count(of: "call", after: LearnedWords.start) == 0, "a number breaks the chain of pairs")
    }

    @Test func T9_capitalsFollowTheSentenceAndHowTheWordWasLearned() {
        let predictor = WordPredictor(learned: Self.learned("please call Sarah now", "Thanks. Sarah is here"))
        #expect(predictor.predictions(for: "call s").first == "Sarah", "a name keeps its capital")
        #expect(predictor.predictions(for: "I am fine. ").allSatisfy { $0.first?.isUppercase == true })
        #expect(predictor.predictions(for: "Wa").allSatisfy { $0.first?.isUppercase == true })
        #expect(predictor.predictions(for: "so i").contains("I"))
        #expect(predictor.predictions(for: "so th").allSatisfy { $0.first?.isLowercase == true })
    }

    // MARK: Learning

    @Test func T9_speakingTheMessageTeachesItsWordsAndAsksToKeepThem() {
        var home = Self.typing("I need my ")
        let before = home.state.view.predictions
        #expect(!before.contains("glasses"))
        for character in "glasses" { home.send { .keyTyped(.character(character), at: $0) } }
        let effects = home.choose(.again)
        #expect(HomeDriver.spoken(effects).map(\.text) == ["I need my glasses"])
        let saved = effects.compactMap { if case .saveLearnedWords(let learned) = $0 { learned } else { nil } }
        #expect(saved.count == 1)
        #expect(saved.first == home.state.learned)
        #expect(home.state.learned.count(of: "glasses", after: "my") == 1)
        home.choose(.clear)
        home.type("I need my ")
        #expect(home.state.view.predictions.first == "glasses", "learning changed the predictions")
        #expect(home.state.view.predictions != before)
    }

    @Test func T9_typingAloneTeachesNothing() {
        var home = Self.typing("banana bread ")
        home.choose(.clear)
        #expect(home.state.learned.isEmpty)
        #expect(!home.history.contains { if case .saveLearnedWords = $0 { true } else { false } })
    }

    @Test func T9_speakPressedAgainWhileTheMessagePlaysIsNotLearnedTwice() {
        var home = Self.typing("tea please")
        home.choose(.again)
        home.advance(by: .seconds(1))
        let again = home.choose(.again)
        #expect(HomeDriver.spoken(again).isEmpty, "S1: left to finish")
        #expect(home.state.learned.count(of: "tea") == 1)
    }

    // MARK: Choosing a prediction

    @Test func T9_choosingAPredictionReplacesThePartialWordAndAddsASpace() throws {
        var settings = Settings()
        settings.voice.auditoryFeedback = true
        var home = Self.typing("I need wa", settings: settings)
        let slot = try #require(home.state.view.predictions.firstIndex(of: "water"))
        let effects = home.choose(.prediction(slot))
        #expect(home.state.message == "I need water ")
        #expect(effects.contains(.saveMessage(message: "I need water ", putBack: nil, revision: 10)))
        #expect(effects.contains(.announce("water")), "A5: the choice is said with the cue voice")
        #expect(home.state.view.predictions.count == WordPredictor.slotCount, "the next word is offered at once")
        #expect(home.state.view.predictions == WordPredictor().predictions(for: "I need water "))
    }

    @Test func T9_A5_aSlotIsNamedByItsWordForScanningAndDwell() {
        var home = Self.typing("I need ")
        let offered = home.state.view.predictions
        #expect(offered.count == WordPredictor.slotCount)
        // The slots show the words that repeat no control's name ("a" is a key's), from the first slot (H5).
        let shown = home.state.view.shownPredictions
        #expect(shown == offered.filter { $0.lowercased() != "a" })
        for (slot, word) in shown.enumerated() { #expect(home.state.label(.prediction(slot)) == word) }
        #expect(home.state.label(.prediction(shown.count)) == "Prediction \(shown.count + 1)", "an empty slot")
        home.choose(.phrases)
        #expect(home.state.label(.prediction(0)) == "Prediction 1", "a hidden slot has no word")
    }

    @Test func T9_aNextWordIsAddedAfterTheSpace() {
        var home = Self.typing("I need ")
        #expect(home.state.view.predictions.first == "to")
        home.choose(.prediction(0))
        #expect(home.state.message == "I need to ")
    }

    @Test func T9_withoutAuditoryFeedbackTheChoiceIsNotAnnounced() {
        var home = Self.typing("I need ")
        let effects = home.choose(.prediction(0))
        #expect(!effects.contains { if case .announce = $0 { true } else { false } })
    }

    @Test func T9_T8_aPredictionPastTheLimitIsRefusedShownAndSpoken() throws {
        var home = Self.typing("I need wa", settings: Settings(messageLimit: 12))
        let slot = try #require(home.state.view.predictions.firstIndex(of: "water"))
        let effects = home.choose(.prediction(slot))
        #expect(home.state.message == "I need wa", "\"I need water \" is 13 characters")
        #expect(!effects.contains { if case .saveMessage = $0 { true } else { false } })
        #expect(effects.contains(.announce("Message full")), "spoken even with auditory feedback off")
        #expect(home.state.statusLine == "Message full")
        // A shorter word that fits is still taken.
        let shorter = try #require(home.state.view.predictions.firstIndex(of: "was"))
        home.choose(.prediction(shorter))
        #expect(home.state.message == "I need was ")
        #expect(home.state.statusLine == nil)
    }

    @Test func T9_T8_aPredictionThatJustFitsIsTaken() throws {
        var home = Self.typing("I need wa", settings: Settings(messageLimit: 13))
        let slot = try #require(home.state.view.predictions.firstIndex(of: "water"))
        home.choose(.prediction(slot))
        #expect(home.state.message == "I need water ")
        #expect(home.state.statusLine == nil)
    }

    @Test func T9_predictionsClearWhenTypingCloses() {
        var home = Self.typing("I ne")
        #expect(!home.state.view.predictions.isEmpty)
        home.choose(.phrases)
        #expect(home.state.view.predictions.isEmpty)
        #expect(home.choose(.prediction(0)).isEmpty, "a hidden prediction does nothing")
        #expect(home.state.message == "I ne")
        home.choose(.type)
        #expect(home.state.view.predictions == WordPredictor().predictions(for: "I ne"))
        home.choose(.emergency)
        #expect(home.state.view.predictions.isEmpty)
    }

    @Test func T9_anEmptySlotDoesNothingAndASlotBeyondTheRowIsAFault() {
        // Only "blank" and "blanket" begin so, among the built-in words and the English list (L4).
        var home = Self.typing("blank")
        let offered = home.state.view.predictions
        #expect(offered.count < WordPredictor.slotCount, "\(offered)")
        #expect(home.choose(.prediction(WordPredictor.slotCount - 1)).isEmpty)
        let beyond = home.choose(.prediction(WordPredictor.slotCount))
        #expect(beyond.contains { if case .log(let entry) = $0 { entry.kind == .fault } else { false } })
        #expect(home.state.message == "blank")
    }

    @Test func T9_theRowNeverHoldsMoreThanItsSlots() {
        var learned = LearnedWords()
        for word in ["want", "wanted", "wants", "wander", "wave", "way", "we"] { learned.learn("I \(word)") }
        var home = Self.typing("", learned: learned)
        for text in ["I ", "I w", "I wa", "I wan", "I want", "I want "] {
            home.choose(.clear)
            home.type(text)
            #expect(home.state.view.predictions.count <= WordPredictor.slotCount)
            #expect(Set(home.state.view.predictions).count == home.state.view.predictions.count, "no word twice")
        }
    }

    // MARK: Bounded memory

    @Test func T9_learnedWordsAreBoundedAndTheLeastUsedGoFirst() {
        var learned = LearnedWords(wordCapacity: 5, pairCapacity: 4)
        for _ in 0..<3 { learned.learn("pain medicine") }
        learned.learn("alpha")
        learned.learn("bravo charlie delta echo foxtrot")
        #expect(learned.words.count == 5)
        #expect(learned.pairs.count == 4)
        #expect(learned.count(of: "pain") == 3 && learned.count(of: "medicine") == 3, "the most used stay")
        #expect(learned.count(of: "alpha") == 0, "of the words said once, the one said longest ago goes first")
        #expect(learned.count(of: "medicine", after: "pain") == 3)
        for round in 0..<500 { learned.learn("new \(Self.letters(round)) words") }
        #expect(learned.words.count == 5 && learned.pairs.count == 4)
        #expect(learned.count(of: "new") == 500 && learned.count(of: "words") == 500, "said most, kept")
        #expect(learned.count(of: "pain") == 3, "said more often than each new word")
    }

    @Test func T9_aFullTableDropsATenthSoItIsNotSortedAtEverySpeak() {
        var learned = LearnedWords(wordCapacity: 20, pairCapacity: 1000)
        for _ in 0..<5 { learned.learn("pain") }
        for number in 0..<19 { learned.learn(Self.letters(number + 100)) }
        #expect(learned.words.count == 20, "full, not over")
        learned.learn("one more")
        #expect(learned.words.count == 18, "over by two: down to nine tenths")
        #expect(learned.count(of: "pain") == 5 && learned.count(of: "more") == 1, "the least used and oldest went")
        #expect(learned.count(of: Self.letters(100)) == 0 && learned.count(of: Self.letters(118)) == 1)
    }

    /// 0 → "a", 25 → "z", 26 → "ba": a different word of letters for every number.
    static func letters(_ number: Int) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        var number = number
        var word = String(alphabet[number % 26])
        while number >= 26 {
            number /= 26
            word = String(alphabet[number % 26]) + word
        }
        return word
    }
}

extension HomeDriver {
    /// Types `text` on the keyboard, a space as the space key.
    mutating func type(_ text: String) {
        for character in text { send { .keyTyped(character == " " ? .space : .character(character), at: $0) } }
    }
}
