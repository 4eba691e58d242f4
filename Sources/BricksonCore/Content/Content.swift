/// A phrase the person can say with one choice.
public struct Phrase: Equatable, Hashable, Sendable, Codable {
    /// A stable id, kept across edits, used for the speech cache and recorded clips.
    public var id: String
    /// The words shown and spoken.
    public var text: String
    /// A recorded clip of the person's own voice (S2, message banking), as a file name in the clips folder.
    public var clip: String?

    public init(id: String, text: String, clip: String? = nil) {
        self.id = id
        self.text = text
        self.clip = clip
    }
}

/// A category of phrases, shown in the row of categories.
public struct Category: Equatable, Hashable, Sendable, Codable {
    public var id: String
    public var name: String
    public var phrases: [Phrase]

    public init(id: String, name: String, phrases: [Phrase]) {
        self.id = id
        self.name = name
        self.phrases = phrases
    }
}

/// Everything the person can say from Home: categories of phrases and the emergency phrases.
public struct Board: Equatable, Hashable, Sendable, Codable {
    public var categories: [Category]
    public var emergency: [Phrase]
    /// The language its phrases are written in, which picks the voice and the words prediction offers (L2, L4); nil
    /// for plain English or a board that does not say (read as English, as every board was before languages).
    public var language: LanguageTag?
    /// Who has not yet checked its words, in words ("Machine-assisted translation, not yet reviewed by a native
    /// speaker with clinical experience"); nil for a board written in its own language or checked (L5).
    public var translationNote: String?

    public init(
        categories: [Category], emergency: [Phrase], language: LanguageTag? = nil, translationNote: String? = nil
    ) {
        self.categories = categories
        self.emergency = emergency
        self.language = language
        self.translationNote = translationNote
    }

    /// The language the board is spoken and predicted in: its own, or English when it does not say.
    public var spokenLanguage: LanguageTag { language ?? .english }

    /// Reads a kept board: a language that is not a tag (a damaged card) is read as none, so the phrases are kept
    /// and spoken in English rather than the whole board lost.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            categories: try container.decode([Category].self, forKey: .categories),
            emergency: try container.decode([Phrase].self, forKey: .emergency),
            language: try? container.decodeIfPresent(LanguageTag.self, forKey: .language),
            translationNote: try? container.decodeIfPresent(String.self, forKey: .translationNote))
    }

    enum CodingKeys: String, CodingKey {
        case categories, emergency, language, translationNote
    }
}
