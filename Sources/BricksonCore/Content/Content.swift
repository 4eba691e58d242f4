/// A phrase the person can say with one choice.
public struct Phrase: Equatable, Hashable, Sendable, Codable {
    /// A stable id, kept across edits, used for the speech cache and recorded clips.
    public var id: String
    /// The words shown and spoken.
    public var text: String
    /// A recorded clip of the person's own voice (S2, message banking), as a file name in the clips folder.
    public var clip: String?
    /// Typed in on this device since the last hand-over (the family's names, say), so New patient can offer to
    /// remove it (C6). Kept on disk only when true.
    public var addedForPerson: Bool

    public init(id: String, text: String, clip: String? = nil, addedForPerson: Bool = false) {
        self.id = id
        self.text = text
        self.clip = clip
        self.addedForPerson = addedForPerson
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id), text: try container.decode(String.self, forKey: .text),
            clip: try container.decodeIfPresent(String.self, forKey: .clip),
            addedForPerson: (try? container.decodeIfPresent(Bool.self, forKey: .addedForPerson)) ?? false)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(text, forKey: .text)
        try container.encodeIfPresent(clip, forKey: .clip)
        if addedForPerson { try container.encode(true, forKey: .addedForPerson) }
    }

    enum CodingKeys: String, CodingKey {
        case id, text, clip, addedForPerson
    }
}

/// A category of phrases, shown in the row of categories.
public struct Category: Equatable, Hashable, Sendable, Codable {
    public var id: String
    public var name: String
    public var phrases: [Phrase]
    /// Made on this device since the last hand-over (C6), like `Phrase.addedForPerson`.
    public var addedForPerson: Bool

    public init(id: String, name: String, phrases: [Phrase], addedForPerson: Bool = false) {
        self.id = id
        self.name = name
        self.phrases = phrases
        self.addedForPerson = addedForPerson
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id), name: try container.decode(String.self, forKey: .name),
            phrases: try container.decode([Phrase].self, forKey: .phrases),
            addedForPerson: (try? container.decodeIfPresent(Bool.self, forKey: .addedForPerson)) ?? false)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(phrases, forKey: .phrases)
        if addedForPerson { try container.encode(true, forKey: .addedForPerson) }
    }

    enum CodingKeys: String, CodingKey {
        case id, name, phrases, addedForPerson
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
