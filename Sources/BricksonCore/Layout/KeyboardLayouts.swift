/// The on-screen keyboards of the starter languages (L3): each language's letters where its own keyboards put them,
/// digits and marks (and what letters did not fit) on a second page.
///
/// English keeps the ten columns it always had; the others take eleven or twelve so that the letters their words
/// use most stand on the first page: ñ, ß, ä ö ü, é è à, ą ę ł ó ś ć ń ź ż, ã ç, all 33 Cyrillic letters, all 28
/// Arabic letters with the hamza forms. Every letter is one precomposed character (NFC), as the word lists hold them,
/// so a typed "é" and prediction's "é" are the same letter (L4).
extension KeyboardLayout {
    typealias Place = OnScreenKeyboard.Place

    /// Delete, Space, Enter and Shift, with Space taking what is left of `columns` after the page key. Delete, Space
    /// and Enter come first, as they always did, so a switch reaches them in as few steps as before (A2). Of twelve
    /// columns Delete takes three: two are too narrow for its word on the narrowest panels (V1).
    static func standardBottom(columns: Int) -> [Place] {
        let delete = columns >= 12 ? 3 : 2
        return [
            Place(key: .backspace, span: delete), Place(key: .space, span: columns - 3 - delete - pageSpan),
            Place(key: .enter, span: 2), Place(key: .shift, span: 1),
        ]
    }

    /// The Latin letters, for names and words written in Latin letters, on a page of their own where the language's
    /// own letters are not Latin (Russian, Arabic).
    static let latin = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

    static let letters = (label: "ABC", spoken: msgid("Letters"))
    static let numbers = (label: "123", spoken: msgid("Numbers and marks"))

    /// English: QWERTY with the marks it always had.
    public static let english = KeyboardLayout(
        language: "en", columns: 10,
        pages: [["qwertyuiop", "asdfghjkl'", "zxcvbnm,.?"], ["1234567890", "!-:;\"()/@&", "+=%*#€£$"]],
        names: [letters, numbers], bottom: standardBottom(columns: 10))

    /// Spanish: QWERTY with ñ, and á é í on the first page; ó ú ü ¿ ¡ with the digits.
    public static let spanish = KeyboardLayout(
        language: "es", columns: 11,
        pages: [["qwertyuiopá", "asdfghjklñé", "zxcvbnm,.?í"], ["1234567890", "óúü¿¡'-!:;\"", "()/@%€ºª"]],
        names: [letters, numbers], bottom: standardBottom(columns: 11))

    /// French: AZERTY with é è à; the other accents, œ and æ with the digits.
    public static let french = KeyboardLayout(
        language: "fr", columns: 11,
        pages: [["azertyuiopé", "qsdfghjklmè", "wxcvbn',.?à"], ["1234567890", "çêëâùûüîïô", "œæÿ-!:;\"()"]],
        names: [letters, (label: "123", spoken: msgid("Numbers, accents and marks"))],
        bottom: standardBottom(columns: 11))

    /// German: QWERTZ with ü ö ä and ß.
    public static let german = KeyboardLayout(
        language: "de", columns: 11,
        pages: [["qwertzuiopü", "asdfghjklöä", "yxcvbnmß,.?"], ["1234567890", "-!:;\"()/@%€", "+=*#&'éàè"]],
        names: [letters, numbers], bottom: standardBottom(columns: 11))

    /// Portuguese: QWERTY with ç, ã, é and á; the other accents with the digits.
    public static let portuguese = KeyboardLayout(
        language: "pt", columns: 11,
        pages: [["qwertyuiopã", "asdfghjklçé", "zxcvbnm,.?á"], ["1234567890", "àâêíóôõúü'-", "!:;\"()@%€ºª"]],
        names: [letters, numbers], bottom: standardBottom(columns: 11))

    /// Polish: QWERTY with all nine Polish letters; comma and full stop with the digits.
    public static let polish = KeyboardLayout(
        language: "pl", columns: 12,
        pages: [["qwertyuiopąę", "asdfghjklłóś", "zxcvbnmćńźż?"], ["1234567890", ",.'-!:;\"()/@", "%+=*#&"]],
        names: [letters, numbers], bottom: standardBottom(columns: 12))

    /// Russian: ЙЦУКЕН with all 33 letters (ъ and ё at the end of the third row); marks with the digits.
    public static let russian = KeyboardLayout(
        language: "ru", columns: 11,
        pages: [
            ["йцукенгшщзх", "фывапролджэ", "ячсмитьбюъё"], ["1234567890", ",.?!-:;\"()'", "/@%+=*#&"], latin,
        ],
        names: [(label: "АБВ", spoken: msgid("Letters")), numbers, (label: "ABC", spoken: msgid("Latin letters"))],
        bottom: standardBottom(columns: 11))

    /// Arabic: the common Arabic keyboard's letters with ذ and the hamza forms. Arabic has no capitals, so there is no
    /// Shift: its place holds the Arabic comma. Arabic-Indic and Western digits, and the Arabic question mark, on the
    /// second page.
    public static let arabic = KeyboardLayout(
        language: "ar", columns: 12,
        pages: [
            ["ضصثقفغعهخحجد", "شسيبلاتنمكطذ", "ئءؤرىةوزظأإآ"], ["١٢٣٤٥٦٧٨٩٠", "1234567890", "؟.!:؛-\"()/@%"], latin,
        ],
        names: [
            (label: "أبت", spoken: msgid("Letters")), (label: "١٢٣", spoken: msgid("Numbers and marks")),
            (label: "ABC", spoken: msgid("Latin letters")),
        ],
        bottom: [
            Place(key: .backspace, span: 3), Place(key: .space, span: 4), Place(key: .enter, span: 2),
            Place(key: .character("،"), span: 1),
        ])

    /// Every keyboard there is, English first.
    public static let all: [KeyboardLayout] = [english, spanish, french, german, portuguese, polish, russian, arabic]
}
