/// The one gate text passes where it enters (D8): keys typed on the screen or a USB keyboard, the message and Put
/// Back's copy read back from disk or a backup, learned words. Labels keep their own byte bound (`LabelBounds`)
/// and share this gate's cap on marks.
///
/// A text short in characters can still be costly to shape: one letter with 99,990 combining marks is one
/// character, and drawing it takes seconds a frame, every frame. So text is bounded in Unicode scalars, and in
/// scalars per character, before anything counts, measures or shapes its characters.
public enum TextGate {
    /// The most Unicode scalars in one character (grapheme cluster). The longest emoji sequences in use have 10
    /// (a kiss with two skin tones); scripts such as Devanagari or Tibetan stack fewer than 8.
    public static let maxScalarsPerCharacter = 16
    /// The most scalars in a message (and in Put Back's copy) read from disk or a backup: the longest message limit
    /// with room to spare.
    public static let maxMessageScalars = 100_000

    /// Whether `scalar` is one of Unicode's explicit direction controls: the embeddings and overrides (U+202A–U+202E)
    /// and the isolates (U+2066–U+2069). An override shows "sey" where the voice says "yes"; the others change the
    /// order in which a row's words are shown. Brickson sets the direction of what it draws itself (isolates where
    /// directions mix are its layout's, never the text's); text from outside carries none. The marks (U+200E LRM,
    /// U+200F RLM, U+061C ALM) stay: they only settle where a neutral character such as a full stop goes.
    public static func isDirectionControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// Whether `scalar` draws nothing: a space, or an invisible character (a joiner, a zero-width space, a
    /// variation selector, a filler; Unicode's default-ignorable code points).
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
            || scalar.properties.generalCategory == .format
    }

    /// Whether `text` is not empty but shows nothing: a button of only joiners is blank and still speaks.
    public static func showsNothing(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy(isInvisible)
    }

    /// `text` without its direction controls (what is shown is then what is spoken, in either direction).
    public static func withoutDirectionControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isDirectionControl) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isDirectionControl($0) })
        return String(scalars)
    }

    /// Why a text does not pass.
    public enum Problem: Equatable, Sendable {
        /// More scalars than allowed in all.
        case tooManyScalars
        /// A character made of more scalars (combining marks, joiners) than `maxScalarsPerCharacter`.
        case tooManyMarks
        /// A direction control (U+202A–U+202E, U+2066–U+2069): what is shown would differ from what is spoken.
        case directionControl

        /// In words, for a refusal that also names the text ("its message …").
        public var words: String {
            switch self {
            case .tooManyScalars: "is too long"
            case .tooManyMarks:
                "has a letter carrying more than \(TextGate.maxScalarsPerCharacter - 1) accents or joiners"
            case .directionControl:
                "holds a direction control, which would show its words in another order than they are spoken"
            }
        }
    }

    /// What is wrong with `text`, or nil when it passes. Scalars are counted first and the count stops past
    /// `maxScalars`, so a text of any size costs at most that much work.
    public static func problem(_ text: String, maxScalars: Int) -> Problem? {
        var scalars = 0
        var direction = false
        for scalar in text.unicodeScalars {
            scalars += 1
            if scalars > maxScalars { return .tooManyScalars }
            if isDirectionControl(scalar) { direction = true }
        }
        if text.contains(where: { $0.unicodeScalars.count > maxScalarsPerCharacter }) { return .tooManyMarks }
        return direction ? .directionControl : nil
    }

    /// `text` brought through the gate: cut to `maxScalars` scalars, direction controls dropped, then the marks of
    /// a character past `maxScalarsPerCharacter` dropped. Text that passes comes back unchanged.
    public static func repaired(_ text: String, maxScalars: Int = maxMessageScalars) -> String {
        guard problem(text, maxScalars: maxScalars) != nil else { return text }
        var result = String.UnicodeScalarView()
        let cut = String(String.UnicodeScalarView(text.unicodeScalars.prefix(maxScalars)))
        for character in withoutDirectionControls(cut) {
            result.append(contentsOf: character.unicodeScalars.prefix(maxScalarsPerCharacter))
        }
        return String(result)
    }

    /// Whether `addition` may be added after `text`: a key whose mark would join the last letter and take it past
    /// `maxScalarsPerCharacter` is not (a USB layout with combining dead keys can send marks one by one).
    /// A direction control is never added: typed text reads in the order it was typed.
    public static func admits(_ addition: Character, after text: String) -> Bool {
        guard !addition.unicodeScalars.contains(where: isDirectionControl) else { return false }
        let tail = text.last.map(String.init) ?? ""
        return !(tail + String(addition)).contains { $0.unicodeScalars.count > maxScalarsPerCharacter }
    }
}
