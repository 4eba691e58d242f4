/// Words the built-in lists never offer on their own (L4, T9).
///
/// The lists are a corpus's frequencies (subtitles, forums and social media among its sources), so their commonest
/// words include swearing, sexual words and insults: a device at a hospital bed must not put "fuck" in front of a
/// patient, a visitor or a child because two letters were typed. These words are left out of the built-in lists
/// only. The person's own words are theirs: a withheld word the person types is learned like any other and offered
/// to them from then on (`LearnedWords`). Mild words that a person at a bed may well want unprompted ("damn",
/// "crap", "verdammt") are not withheld. The lists were written from the words each language's list holds; they
/// have not been reviewed by native speakers (ACCESSIBILITY.md, L4).
enum WithheldWords {
    /// The withheld words of `language` (its language subtag), lowercase.
    static func words(for language: String) -> Set<String> {
        switch language {
        case "en":
            [
                "fuck", "fucking", "fucked", "fucker", "fuckin", "fucks", "motherfucker", "shit", "shitty", "bullshit",
                "shits", "cunt", "whore", "whores", "bitch", "bitches", "slut", "sluts", "dick", "dicks", "cock",
                "cocks", "pussy", "asshole", "assholes", "bastard", "bastards", "porn", "tits", "boobs", "nigga",
                "niggas", "nigger", "fag", "faggot", "retard", "retarded", "twat", "wanker",
            ]
        case "es":
            [
                "puta", "putas", "puto", "putos", "mierda", "joder", "coño", "cabrón", "cabrones", "pendejo",
                "pendejos", "polla", "culo", "carajo", "verga", "pinche", "gilipollas", "maricón", "follar", "chingar",
                "chingada",
            ]
        case "fr":
            [
                "putain", "merde", "connard", "connards", "connasse", "salope", "salopes", "pute", "putes", "enculé",
                "enculés", "bite", "couilles", "foutre", "nique", "niquer", "con", "cons", "chier", "pédé",
            ]
        case "de":
            [
                "scheiße", "scheiß", "scheisse", "scheiss", "arschloch", "fick", "ficken", "fickt", "fotze", "hure",
                "huren", "schlampe", "arsch", "kacke", "wichser", "schwuchtel",
            ]
        case "pt":
            [
                "porra", "caralho", "merda", "foda", "foder", "fodido", "puta", "putas", "cu", "buceta", "viado",
                "bosta",
            ]
        case "pl":
            [
                "kurwa", "kurwy", "kurwę", "chuj", "huj", "pierdole", "pierdolić", "jebać", "jebany", "jebane",
                "spierdalaj", "pizda", "dupa", "dupy",
            ]
        case "ru":
            ["блядь", "бля", "блять", "хуй", "хуя", "пизда", "пиздец", "ебать", "сука", "суки", "мудак", "нахуй"]
        case "ar":
            ["كس", "زب", "شرموطة", "منيوك", "قحبة"]
        default: []
        }
    }
}
