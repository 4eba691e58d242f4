/// Word prediction while typing (T9): the row of predicted words, choosing one, and learning.
extension HomeState {
    /// Predicts again, while typing, when the message or what was learned changed since the last prediction.
    mutating func refreshPredictions() {
        // Outside typing the row is hidden; it is worked out in the step that opens Type.
        guard isTyping else { return }
        let input = PredictionInput(
            message: message, messagesLearned: learned.messagesLearned, language: board.spokenLanguage)
        guard input != predictedFrom else { return }
        predictedFrom = input
        predictions = WordPredictor(learned: learned, words: .builtIn(for: board.spokenLanguage)).predictions(
            for: message)
    }

    /// The predicted words the row shows now, worked out from the state itself: never through `view`, whose scan
    /// highlight asks which controls are choosable, which asks this (a loop that overflowed the stack while
    /// scanning the keyboard).
    var shownPredictions: [String] {
        guard isTyping else { return [] }
        return HomeView.shownPredictions(
            predictions, categories: board.categories.map(\.name), message: message, keyboard: keyboard,
            labels: homeLabels)
    }

    /// A predicted word chosen: it takes the place of the word being typed, followed by a space, and is saved like a
    /// keystroke (D4). Past the limit it is refused as a keystroke is: shown and spoken, the message unchanged (T8).
    mutating func acceptPrediction(_ index: Int, _ at: Instant, _ effects: inout [Effect]) {
        let shown = shownPredictions
        guard shown.indices.contains(index) else { return }
        let word = shown[index]
        // After a spoken message the last word is finished: the chosen word starts a new one (H10).
        let partialLength = messageSpoken ? 0 : message.reversed().prefix { !$0.isWhitespace }.count
        let start = messageSpoken && message.last.map { !$0.isWhitespace } == true ? " " : ""
        let edited = String(message.dropLast(partialLength)) + start + word + " "
        guard edited.count <= settings.messageLimit else {
            messageFull = true
            effects.append(.announce(StatusWarning.messageFull.spoken(words)))
            log(.warning, at, "message full", &effects)
            return
        }
        message = edited
        messageFull = false
        saveMessage(&effects)
        announce(word, &effects)
    }

    /// Counts the words of a spoken message and asks storage to keep the counts.
    mutating func learnWords(_ spoken: String, _ effects: inout [Effect]) {
        guard learned.learn(spoken) else { return }
        effects.append(.saveLearnedWords(learned))
    }
}

/// What a row of predictions was worked out from: the message, how many messages had been learned and the board's
/// language (a language chosen in Settings changes the starter board, and the words predicted with it at once).
struct PredictionInput: Equatable, Sendable {
    var message: String
    var messagesLearned: Int
    var language: LanguageTag
}
