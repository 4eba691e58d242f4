import BricksonData

/// The words prediction knows in one language before anything is learned (L4, T9).
///
/// Each list is made by `make-word-lists` (in `BricksonData`'s `WordLists/`) from wordfreq's frequency data (a real
/// corpus of many sources; licence and sources in the `README.md` there) and built into the binary: the words are
/// parsed the first time a language is used, never read from a file at run time. Each word is kept in its own form:
/// "I", "I'm" and German nouns ("Wasser") carry their capitals in the list, so how a word is shown is data, not a
/// rule per language.
/// English also has the hand-written words and pairs of a hospital bed (`BuiltInWords`), ranked above the list.
public struct WordList: Equatable, Sendable {
    /// The language of the words.
    public let language: LanguageTag
    /// Each word (lowercase) and how common it is: a larger number is more common.
    let frequencies: [String: Int]
    /// The words whose own form has capitals ("I'm", "Wasser"), by their lowercase spelling.
    let forms: [String: String]
    /// After a word (lowercase, or `LearnedWords.start`), the words likely to follow, with a larger number likelier.
    let followers: [String: [String: Int]]
    /// The commonest words, commonest first: the row offered when nothing better is known.
    let commonestFirst: [String]
    /// Every word in Unicode order, for finding the completions of a prefix without looking at every word.
    private let ordered: [String]
    /// How common each word of `ordered` is, at the same index.
    private let orderedFrequencies: [Int]

    /// A list for `language`: `ranked` holds words in their own form, commonest first, separated by spaces;
    /// `handWritten` words (lowercase keys, a larger number commoner) rank above every listed word.
    init(
        language: LanguageTag, ranked: String, handWritten: [String: Int] = [:],
        followers: [String: [String: Int]] = [:]
    ) {
        var frequencies: [String: Int] = [:]
        var forms: [String: String] = [:]
        let words = ranked.split(whereSeparator: \.isWhitespace)
        let withheld = WithheldWords.words(for: language.language)
        for (rank, form) in words.enumerated() {
            let word = form.lowercased()
            guard frequencies[word] == nil, !withheld.contains(word) else { continue }
            frequencies[word] = words.count - rank
            if word != form { forms[word] = String(form) }
        }
        for (word, number) in handWritten { frequencies[word] = words.count + number }
        self.language = language
        self.frequencies = frequencies
        self.forms = forms
        self.followers = followers
        self.commonestFirst = frequencies.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(32).map(\.key)
        self.ordered = frequencies.keys.sorted()
        self.orderedFrequencies = ordered.map { frequencies[$0] ?? 0 }
    }

    /// The number of words it knows.
    public var count: Int { frequencies.count }

    /// Whether it knows `word` (any case).
    public func contains(_ word: String) -> Bool { frequencies[word.lowercased()] != nil }

    /// How `word` (lowercase) is written on its own: "I'm" for "i'm", "Wasser" for "wasser", else itself.
    public func form(of word: String) -> String { forms[word] ?? word }

    /// The `limit` commonest known words that begin with `prefix` (lowercase), commonest first, ties by spelling.
    /// String order is that of the words' canonical forms, and `begins` compares characters by canonical
    /// equivalence, so "e" followed by a combining acute accent finds the same words as "é". One pass over the
    /// completions keeping the best few: a one-letter prefix has hundreds, and this runs at every keystroke.
    func commonestCompletions(of prefix: String, limit: Int) -> [String] {
        var low = 0
        var high = ordered.count
        while low < high {
            let middle = (low + high) / 2
            if ordered[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var best: [(word: String, frequency: Int)] = []
        while low < ordered.count, Self.begins(ordered[low], with: prefix) {
            let frequency = orderedFrequencies[low]
            // Words come in spelling order, so one as common as the worst kept comes after it.
            if best.count < limit || frequency > best[best.count - 1].frequency {
                let place = best.firstIndex { $0.frequency < frequency } ?? best.count
                best.insert((ordered[low], frequency), at: place)
                if best.count > limit { best.removeLast() }
            }
            low += 1
        }
        return best.map(\.word)
    }

    /// Whether `word` begins with `prefix`, character by character as the person reads them. A prefix of ASCII
    /// letters is compared byte by byte, the same answer for words in canonical form at a fraction of the cost.
    static func begins(_ word: String, with prefix: String) -> Bool {
        if prefix.utf8.allSatisfy({ $0 < 0x80 }) { return word.utf8.starts(with: prefix.utf8) }
        return word.hasPrefix(prefix)
    }

    /// The built-in list for `language` (by its language subtag: "pt-BR" has Portuguese), or an empty list when
    /// none is built in: prediction then offers only what the person has taught it, never another language's words.
    public static func builtIn(for language: LanguageTag) -> WordList {
        switch language.language {
        case "en": english
        case "es": spanish
        case "fr": french
        case "de": german
        case "pt": portuguese
        case "pl": polish
        case "ar": arabic
        case "ru": russian
        default: WordList(language: language, ranked: "")
        }
    }

    /// The languages a list is built in for.
    public static let languages = ["en", "es", "fr", "de", "pt", "pl", "ar", "ru"].compactMap(LanguageTag.init)

    /// English: the hand-written words of a hospital bed, then the list.
    public static let english = WordList(
        language: .english, ranked: WordListTexts.englishWords, handWritten: BuiltInWords.frequencies,
        followers: BuiltInWords.followers)
    static let spanish = WordList(language: LanguageTag("es")!, ranked: WordListTexts.spanishWords)
    static let french = WordList(language: LanguageTag("fr")!, ranked: WordListTexts.frenchWords)
    static let german = WordList(language: LanguageTag("de")!, ranked: WordListTexts.germanWords)
    static let portuguese = WordList(language: LanguageTag("pt")!, ranked: WordListTexts.portugueseWords)
    static let polish = WordList(language: LanguageTag("pl")!, ranked: WordListTexts.polishWords)
    static let arabic = WordList(language: LanguageTag("ar")!, ranked: WordListTexts.arabicWords)
    static let russian = WordList(language: LanguageTag("ru")!, ranked: WordListTexts.russianWords)

    public static func == (a: WordList, b: WordList) -> Bool {
        a.language == b.language && a.frequencies == b.frequencies && a.forms == b.forms && a.followers == b.followers
    }
}
