/// The words and word pairs the person has said with the typed message (T9), counted, with bounded memory.
///
/// Learned when the message is spoken, kept on disk (`Effect.saveLearnedWords`) and given back to `HomeState` at a
/// restart. When a count table passes its capacity the least used entries go (down to nine tenths of it): the lowest
/// count first, then the one used longest ago, then by spelling, so the same history always keeps the same entries.
public struct LearnedWords: Equatable, Sendable, Codable {
    /// How often a word or pair was said, and when last (a count of learned messages, not a clock).
    public struct Use: Equatable, Sendable, Codable {
        /// How many times it was said.
        public var count: Int
        /// The number of the learned message it was last said in.
        public var last: Int
        /// For a word: how it was last written inside a sentence when that had capitals ("Sarah", "TV"); nil when
        /// it was written in lowercase.
        public var form: String?

        /// A use `count` times, last in learned message `last`, last written as `form`.
        public init(count: Int, last: Int, form: String? = nil) {
            self.count = count
            self.last = last
            self.form = form
        }

        // One letter keys: the table is written after every spoken message.
        enum CodingKeys: String, CodingKey {
            case count = "c"
            case last = "l"
            case form = "f"
        }
    }

    /// The most words kept by default.
    public static let defaultWordCapacity = 1500
    /// The most word pairs kept by default.
    public static let defaultPairCapacity = 3000
    /// The word before the first word of a message or of a sentence, in pairs.
    public static let start = "^"
    /// The longest word learned, in characters; longer runs of letters are not words anyone will want offered.
    public static let longestWord = 30

    /// Each learned word (lowercase) and its use.
    public private(set) var words: [String: Use]
    /// Each learned pair as "previous next" (the previous word may be `start`) and its use.
    public private(set) var pairs: [String: Use]
    /// The number of messages learned so far.
    public private(set) var messagesLearned: Int
    /// The most words kept.
    public let wordCapacity: Int
    /// The most pairs kept.
    public let pairCapacity: Int

    /// Nothing learned yet, keeping at most these many words and pairs (at least one of each).
    public init(wordCapacity: Int = defaultWordCapacity, pairCapacity: Int = defaultPairCapacity) {
        self.words = [:]
        self.pairs = [:]
        self.messagesLearned = 0
        self.wordCapacity = max(1, wordCapacity)
        self.pairCapacity = max(1, pairCapacity)
    }

    /// What storage kept, checked as it is read: entries with no use are left out, lowercase keys only, and no more
    /// than the capacities (the least used go first). The count of learned messages goes on after the latest use.
    public init(
        words: [String: Use], pairs: [String: Use], wordCapacity: Int = defaultWordCapacity,
        pairCapacity: Int = defaultPairCapacity
    ) {
        self.init(wordCapacity: wordCapacity, pairCapacity: pairCapacity)
        // Keys over the text gate are left out (D8): a word of one letter and thousands of marks froze Type.
        self.words = words.filter {
            $0.value.count > 0 && $0.value.last >= 0 && Self.admits(word: $0.key) && $0.key == $0.key.lowercased()
        }.mapValues(Self.gated)
        self.pairs = pairs.filter {
            $0.value.count > 0 && $0.value.last >= 0 && Self.admits(pair: $0.key) && $0.key == $0.key.lowercased()
        }.mapValues(Self.gated)
        Self.trim(&self.words, to: self.wordCapacity)
        Self.trim(&self.pairs, to: self.pairCapacity)
        messagesLearned = (self.words.values.map(\.last) + self.pairs.values.map(\.last)).max() ?? 0
    }

    /// Whether `word` passes the text gate (D8) as a learned word: no more scalars than `longestWord` characters
    /// of the most marks each, and no character with more.
    public static func admits(word: String) -> Bool {
        TextGate.problem(word, maxScalars: longestWord * TextGate.maxScalarsPerCharacter) == nil
    }

    /// Whether a pair's key (two words and a space) passes the text gate (D8).
    public static func admits(pair: String) -> Bool {
        TextGate.problem(pair, maxScalars: (2 * longestWord + 1) * TextGate.maxScalarsPerCharacter) == nil
    }

    /// The use with a written form over the gate dropped (the word is then shown as kept, in lowercase).
    static func gated(_ use: Use) -> Use {
        guard let form = use.form, !admits(word: form) else { return use }
        var use = use
        use.form = nil
        return use
    }

    /// Whether nothing has been learned.
    public var isEmpty: Bool { words.isEmpty && pairs.isEmpty }

    /// How `word` (any case) was last written inside a sentence, when that had capitals ("Sarah").
    public func form(of word: String) -> String? { words[word.lowercased()]?.form }

    /// How many times `word` (any case) was said.
    public func count(of word: String) -> Int { words[word.lowercased()]?.count ?? 0 }

    /// How many times `next` was said right after `previous` (`LearnedWords.start` for a sentence's first word).
    public func count(of next: String, after previous: String) -> Int {
        pairs[Self.pairKey(previous.lowercased(), next.lowercased())]?.count ?? 0
    }

    /// Counts the words of a spoken message and each word with the one before it. Returns whether anything was
    /// learned (a message of no words, only numbers or punctuation, teaches nothing).
    @discardableResult
    public mutating func learn(_ message: String) -> Bool {
        let tokens = WordTokens.tokens(of: message)
        guard tokens.contains(where: { $0.word != nil }) else { return false }
        messagesLearned += 1
        var previous: String? = Self.start
        for token in tokens {
            guard let word = token.word else {
                previous = token.endsSentence ? Self.start : nil
                continue
            }
            Self.add(word, to: &words, at: messagesLearned)
            // The first word of a sentence has its capital from the sentence, not from the word.
            if previous != Self.start { words[word]?.form = token.form == word ? nil : token.form }
            if let previous { Self.add(Self.pairKey(previous, word), to: &pairs, at: messagesLearned) }
            previous = token.endsSentence ? Self.start : word
        }
        // Over capacity, a tenth more goes than must: the sort that finds the least used then runs once in many
        // messages, not at every Speak once the tables are full.
        if words.count > wordCapacity { Self.trim(&words, to: wordCapacity - wordCapacity / 10) }
        if pairs.count > pairCapacity { Self.trim(&pairs, to: pairCapacity - pairCapacity / 10) }
        return true
    }

    /// The learned words said after `previous`, with their counts.
    func followers(of previous: String) -> [String: Int] {
        let prefix = previous + " "
        var found: [String: Int] = [:]
        for (key, use) in pairs where key.utf8.starts(with: prefix.utf8) {
            found[String(key.dropFirst(prefix.count))] = use.count
        }
        return found
    }

    static func pairKey(_ previous: String, _ next: String) -> String { previous + " " + next }

    private static func add(_ key: String, to table: inout [String: Use], at message: Int) {
        table[key, default: Use(count: 0, last: message)].count += 1
        table[key]?.last = message
    }

    /// Drops the least used entries until `table` holds at most `capacity`.
    private static func trim(_ table: inout [String: Use], to capacity: Int) {
        guard table.count > capacity else { return }
        let leastUsedFirst = table.sorted { a, b in
            if a.value.count != b.value.count { return a.value.count < b.value.count }
            if a.value.last != b.value.last { return a.value.last < b.value.last }
            return a.key < b.key
        }
        for (key, _) in leastUsedFirst.prefix(table.count - capacity) { table[key] = nil }
    }

    /// Decodes and checks what it reads: a kept table never brings back more than its capacity or a use of none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            words: try container.decode([String: Use].self, forKey: .words),
            pairs: try container.decode([String: Use].self, forKey: .pairs),
            wordCapacity: try container.decode(Int.self, forKey: .wordCapacity),
            pairCapacity: try container.decode(Int.self, forKey: .pairCapacity))
        messagesLearned = max(messagesLearned, try container.decode(Int.self, forKey: .messagesLearned))
    }

    enum CodingKeys: String, CodingKey {
        case words, pairs, messagesLearned, wordCapacity, pairCapacity
    }
}

/// A message cut into words as prediction sees them.
enum WordTokens {
    /// One whitespace-separated piece of a message.
    struct Token: Equatable {
        /// The word, lowercase, with surrounding punctuation taken off; nil when the piece is not a word (numbers,
        /// symbols, or longer than `LearnedWords.longestWord`).
        var word: String?
        /// The word as written, with its capitals.
        var form: String
        /// Whether the piece ends a sentence (".", "!" or "?").
        var endsSentence: Bool
    }

    static func tokens(of text: String) -> [Token] {
        text.split(whereSeparator: \.isWhitespace).map { piece in
            let endsSentence = piece.last.map { ".!?".contains($0) } ?? false
            let word = word(piece)
            let form =
                word == nil ? "" : String(piece.drop { !$0.isLetter }.reversed().drop { !$0.isLetter }.reversed())
            return Token(word: word, form: form, endsSentence: endsSentence)
        }
    }

    /// The word in `piece`, lowercase, or nil: letters, with apostrophes or hyphens inside.
    static func word(_ piece: Substring) -> String? {
        // Punctuation around the word goes ("water.", "(help)"); a digit anywhere makes it not a word ("3pm").
        let isLetterOrDigit = { (character: Character) in character.isLetter || character.isNumber }
        guard let first = piece.firstIndex(where: isLetterOrDigit), let last = piece.lastIndex(where: isLetterOrDigit)
        else { return nil }
        let core = piece[first...last]
        // A letter carrying more marks than the text gate allows is not learned (D8), whatever its length.
        guard LearnedWords.admits(word: String(core)) else { return nil }
        guard core.count <= LearnedWords.longestWord, core.allSatisfy(isWordCharacter) else { return nil }
        return core.lowercased()
    }

    /// A letter, or an apostrophe or hyphen (inside a word: "don't", "x-ray").
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character == "'" || character == "’" || character == "-"
    }
}
