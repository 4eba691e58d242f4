/// Word prediction (T9): the words to offer above the keyboard for a message being typed. Pure and deterministic.
///
/// While a word is being typed it offers completions of it; after a space, the next word. Candidates are ranked by
/// how often the person said them after the previous word, then by the built-in pairs, then by how often the person
/// said them at all, then by how common they are in the built-in words, and last by spelling, so equal candidates
/// always come in the same order.
public struct WordPredictor: Equatable, Sendable {
    /// The number of words offered: the layout's fixed slots above the keyboard.
    public static let slotCount = OnScreenKeyboard.predictionSlots

    /// What the person has taught it.
    public var learned: LearnedWords
    /// The words of the board's language it knows before anything is learned (L4).
    public var words: WordList

    /// A predictor that knows the built-in words of `words` (English unless told) and what is in `learned`.
    public init(learned: LearnedWords = LearnedWords(), words: WordList = .english) {
        self.learned = learned
        self.words = words
    }

    /// Up to `limit` words for `message`: completions of its last word, or the next word when it is empty or ends
    /// with a space. None while the last word holds something that is not a word (digits, symbols).
    public func predictions(for message: String, limit: Int = slotCount) -> [String] {
        guard limit > 0, let context = Context(message) else { return [] }
        var candidates = Set<String>()
        if context.partial.isEmpty {
            candidates.formUnion(learned.followers(of: context.previous).keys)
            candidates.formUnion(words.followers[context.previous, default: [:]].keys)
            // Without enough followers, the commonest words fill the row (a next word is always offered).
            candidates.formUnion(topWords(limit))
        } else {
            // Characters compared by canonical equivalence: an accent typed as a combining mark finds the same words.
            // Of the list's words only the commonest few can be offered unless learning or a pair lifts them, and
            // such words are among the learned words or the pairs (but for a learned pair whose word was dropped
            // from the full table of words and that the list ranks low: the pair still counts once offered).
            let typed = context.partial
            candidates.formUnion(learned.words.keys.filter { WordList.begins($0, with: typed) })
            candidates.formUnion(words.commonestCompletions(of: typed, limit: limit))
            candidates.formUnion(
                words.followers[context.previous, default: [:]].keys.filter { WordList.begins($0, with: typed) })
        }
        let ranked = candidates.map { Ranked(word: $0, rank: rank($0, after: context.previous)) }.sorted()
        return ranked.prefix(limit).map { context.shown(learned.form(of: $0.word) ?? words.form(of: $0.word)) }
    }

    /// The `limit` words ranked highest with no previous word in mind.
    private func topWords(_ limit: Int) -> [String] {
        // One pass keeping the best `limit` (no sort of the whole table at every keystroke).
        var learnedTop: [(word: String, count: Int)] = []
        for (word, use) in learned.words {
            if let worst = learnedTop.last, learnedTop.count == limit, (worst.count, word) >= (use.count, worst.word) {
                continue
            }
            let place = learnedTop.firstIndex { (use.count, $0.word) > ($0.count, word) } ?? learnedTop.count
            learnedTop.insert((word, use.count), at: place)
            if learnedTop.count > limit { learnedTop.removeLast() }
        }
        return learnedTop.map(\.word) + words.commonestFirst.prefix(limit)
    }

    private func rank(_ word: String, after previous: String) -> Rank {
        Rank(
            learnedPair: learned.pairs[LearnedWords.pairKey(previous, word)]?.count ?? 0,
            builtInPair: words.followers[previous]?[word] ?? 0,
            learnedWord: learned.words[word]?.count ?? 0,
            builtInWord: words.frequencies[word] ?? 0)
    }

    /// A candidate's counts, most important first.
    private struct Rank {
        var learnedPair, builtInPair, learnedWord, builtInWord: Int
    }

    /// A candidate and its rank; sorting puts the best first, ties by spelling.
    private struct Ranked: Comparable {
        var word: String
        var rank: Rank

        static func < (a: Ranked, b: Ranked) -> Bool {
            let x = a.rank
            let y = b.rank
            if x.learnedPair != y.learnedPair { return x.learnedPair > y.learnedPair }
            if x.builtInPair != y.builtInPair { return x.builtInPair > y.builtInPair }
            if x.learnedWord != y.learnedWord { return x.learnedWord > y.learnedWord }
            if x.builtInWord != y.builtInWord { return x.builtInWord > y.builtInWord }
            return a.word < b.word
        }

        static func == (a: Ranked, b: Ranked) -> Bool { a.word == b.word }
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
            // Only the last two pieces matter: found from the end, so a long message costs no more than a short one.
            let typed = message[Self.pieceStart(in: message, before: message.endIndex)...]
            if !typed.isEmpty {
                guard typed.allSatisfy(WordTokens.isWordCharacter), typed.first?.isLetter == true else { return nil }
            }
            var beforeEnd = typed.startIndex
            while beforeEnd > message.startIndex, message[message.index(before: beforeEnd)].isWhitespace {
                beforeEnd = message.index(before: beforeEnd)
            }
            let before = message[Self.pieceStart(in: message, before: beforeEnd)..<beforeEnd]
            partial = typed.lowercased()
            if before.isEmpty || before.last.map({ ".!?".contains($0) }) == true {
                previous = LearnedWords.start
            } else {
                // After a number or symbol there is no previous word to go by.
                previous = WordTokens.word(before) ?? ""
            }
            capitalised = typed.first?.isUppercase ?? (previous == LearnedWords.start)
        }

        /// Where the piece of non-space characters that ends at `end` begins.
        private static func pieceStart(in message: String, before end: String.Index) -> String.Index {
            var start = end
            while start > message.startIndex, !message[message.index(before: start)].isWhitespace {
                start = message.index(before: start)
            }
            return start
        }

        /// How a word is shown and typed, given its `form` (as learned, "Sarah", or as its list writes it, "I'm",
        /// "Wasser"): with a capital at the start of a sentence or when the word was begun with one. Scripts with no
        /// capitals (Arabic) are unchanged.
        func shown(_ form: String) -> String {
            guard capitalised, let first = form.first else { return form }
            return String(first).uppercased() + form.dropFirst()
        }
    }
}
