/// Word prediction (T9): the words to offer above the keyboard for a message being typed. Pure and deterministic.
///
/// While a word is being typed it offers completions of it; after a space, the next word. Candidates are ranked by
/// how often the person said them after the previous word, then by the built-in pairs, then by how often the person
/// said them at all, then by how common they are in the built-in words, and last by spelling, so equal candidates
/// always come in the same order.
public struct WordPredictor: Equatable, Sendable {
    /// The number of words offered: the fixed slots above the keyboard.
    public static let slotCount = 4

    /// What the person has taught it.
    public var learned: LearnedWords

    /// A predictor that knows the built-in words and what is in `learned`.
    public init(learned: LearnedWords = LearnedWords()) {
        self.learned = learned
    }

    /// Up to `limit` words for `message`: completions of its last word, or the next word when it is empty or ends
    /// with a space. None while the last word holds something that is not a word (digits, symbols).
    public func predictions(for message: String, limit: Int = slotCount) -> [String] {
        guard limit > 0, let context = Context(message) else { return [] }
        var candidates = Set<String>()
        if context.partial.isEmpty {
            candidates.formUnion(learned.followers(of: context.previous).keys)
            candidates.formUnion(BuiltInWords.followers[context.previous, default: [:]].keys)
            // Without enough followers, the commonest words fill the row (a next word is always offered).
            candidates.formUnion(topWords(limit))
        } else {
            candidates.formUnion(learned.words.keys.filter { $0.hasPrefix(context.partial) })
            candidates.formUnion(BuiltInWords.frequencies.keys.filter { $0.hasPrefix(context.partial) })
            candidates.formUnion(
                BuiltInWords.followers[context.previous, default: [:]].keys.filter { $0.hasPrefix(context.partial) })
        }
        let ranked = candidates.map { Ranked(word: $0, rank: rank($0, after: context.previous)) }.sorted()
        return ranked.prefix(limit).map { context.shown(learned.form(of: $0.word) ?? $0.word) }
    }

    /// The `limit` words ranked highest with no previous word in mind.
    private func topWords(_ limit: Int) -> [String] {
        let learnedTop = learned.words.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }.prefix(limit)
        let builtInTop = BuiltInWords.frequencies.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(limit)
        return learnedTop.map(\.key) + builtInTop.map(\.key)
    }

    private func rank(_ word: String, after previous: String) -> [Int] {
        [
            learned.count(of: word, after: previous),
            BuiltInWords.followers[previous]?[word] ?? 0,
            learned.count(of: word),
            BuiltInWords.frequencies[word] ?? 0,
        ]
    }

    /// A candidate and its counts, most important first; sorting puts the best first, ties by spelling.
    private struct Ranked: Comparable {
        var word: String
        var rank: [Int]

        static func < (a: Ranked, b: Ranked) -> Bool {
            for (x, y) in zip(a.rank, b.rank) where x != y { return x > y }
            return a.word < b.word
        }
    }

    /// Where the message is: the word being typed (lowercase, maybe empty) and the word before it.
    struct Context {
        /// The word being typed, lowercase; empty after a space or at the start.
        var partial: String
        /// The word before it, lowercase, or `LearnedWords.start` at the start of the message or of a sentence.
        var previous: String
        /// Whether offered words start with a capital: at the start of a sentence, or typed with one.
        var capitalised: Bool

        /// Nil when the word being typed is not a word prediction can complete.
        init?(_ message: String) {
            let endsWithSpace = message.last?.isWhitespace ?? true
            var pieces = message.split(whereSeparator: \.isWhitespace)
            var typed: Substring = ""
            if !endsWithSpace, let last = pieces.popLast() {
                guard last.allSatisfy(WordTokens.isWordCharacter), last.first?.isLetter == true else { return nil }
                typed = last
            }
            partial = typed.lowercased()
            if let before = pieces.last, let previousWord = WordTokens.word(before),
                !(before.last.map { ".!?".contains($0) } ?? false)
            {
                previous = previousWord
            } else {
                // The start of the message, after a sentence's end, or after a number or symbol: no previous word.
                previous = pieces.isEmpty || (pieces.last?.last.map { ".!?".contains($0) } ?? false)
                    ? LearnedWords.start : ""
            }
            capitalised = typed.first?.isUppercase ?? (previous == LearnedWords.start)
        }

        /// How `word` is shown and typed: as learned ("Sarah"), "I" and its contractions with a capital, and with a
        /// capital at the start of a sentence or when the word was begun with one.
        func shown(_ word: String) -> String {
            if word == "i" || word.hasPrefix("i'") || word.hasPrefix("i’") || capitalised {
                return (word.first.map { String($0).uppercased() } ?? "") + word.dropFirst()
            }
            return word
        }
    }
}
