/// The espeak-ng voices a person would choose for each language, each named in its own language (L2).
///
/// A board's phrases are spoken in the board's language: the chosen voice when it speaks that language, otherwise
/// the language's first voice here. The names are those `espeak_SetVoiceByName` finds in the data Debian's
/// espeak-ng-data ships (its voice files' names: "en" is British English and "fr" French of France, while "en-gb"
/// and "fr-fr" are not found by name), checked against the installed data by the L2 tests; a language not listed
/// here is asked of espeak-ng by its own tag, which has voices for about a hundred.
public enum LanguageVoices {
    /// Each voice and the name a speaker of its language would give it, by language, the most usual first.
    public static let byLanguage: [(language: String, voices: [(voice: String, name: String)])] = [
        (
            "en",
            [
                ("en", "English (British)"), ("en-us", "English (American)"),
                ("en-gb-scotland", "English (Scottish)"), ("en-gb-x-rp", "English (Received Pronunciation)"),
            ]
        ),
        ("es", [("es", "Español (España)"), ("es-419", "Español (Latinoamérica)")]),
        ("fr", [("fr", "Français (France)"), ("fr-be", "Français (Belgique)"), ("fr-ch", "Français (Suisse)")]),
        ("de", [("de", "Deutsch")]),
        ("pt", [("pt", "Português (Portugal)"), ("pt-br", "Português (Brasil)")]),
        ("pl", [("pl", "Polski")]),
        ("ar", [("ar", "العربية")]),
        ("ru", [("ru", "Русский")]),
    ]

    /// Every voice listed, language by language.
    public static var all: [String] { byLanguage.flatMap { $0.voices.map(\.voice) } }

    /// The voices listed for `language` (by its language subtag), the most usual first; empty when none is listed.
    public static func voices(for language: LanguageTag) -> [String] {
        byLanguage.first { $0.language == language.language }?.voices.map(\.voice) ?? []
    }

    /// The language a voice speaks: the part of its name before the first "-" ("en" for "en-gb-scotland").
    public static func language(ofVoice voice: String) -> String {
        String(voice.lowercased().prefix { $0 != "-" })
    }

    /// The voice that speaks a board in `language`: `chosen` when it speaks that language, else the language's
    /// most usual voice, else the language's own tag for espeak-ng to find.
    public static func voice(_ chosen: String, for language: LanguageTag) -> String {
        if Self.language(ofVoice: chosen) == language.language { return chosen }
        return voices(for: language).first ?? language.rawValue.lowercased()
    }

    /// The name a person would say for `voice`, in its own language, or nil when it is not listed.
    public static func name(of voice: String) -> String? {
        let wanted = voice.lowercased()
        for entry in byLanguage {
            if let found = entry.voices.first(where: { $0.voice == wanted }) { return found.name }
        }
        return nil
    }
}
