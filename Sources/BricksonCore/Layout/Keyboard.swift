/// Brickson's own on-screen keyboard (T1): the keys, their rows and the words they show.
///
/// Every row spans the same ten columns, so the keys form a fixed grid in the phrase area: a key's place
/// depends only on the screen, never on the message or the predicted words (T9).
public enum OnScreenKeyboard {
    /// The number of columns every key row spans.
    public static let columns = 10

    /// How many predicted words the row above the keys holds (T9).
    public static let predictionSlots = 3

    /// One key and how many columns it spans.
    public struct Place: Equatable, Hashable, Sendable {
        /// The key.
        public var key: Key
        /// How many of the `columns` it spans.
        public var span: Int
    }

    /// The key rows, top to bottom; each row's spans add up to `columns`.
    public static let rows: [[Place]] = [
        letters("qwertyuiop"),
        letters("asdfghjkl'"),
        letters("zxcvbnm,.?"),
        [Place(key: .backspace, span: 2), Place(key: .space, span: 6), Place(key: .enter, span: 2)],
    ]

    /// Every key, in reading order (the scanning order of the keys, A2).
    public static let keys: [Key] = rows.flatMap { $0.map(\.key) }

    /// The rows the keyboard needs, the predictions row included.
    public static let rowCount = rows.count + 1

    /// The words a key shows (and auditory feedback speaks, A5).
    public static func label(_ key: Key) -> String {
        switch key {
        case .character(let character): String(character).uppercased()
        case .space: "Space"
        case .backspace: "Delete"
        case .enter: "Enter"
        }
    }

    static func letters(_ characters: String) -> [Place] {
        characters.map { Place(key: .character($0), span: 1) }
    }
}
