/// How much text one label may hold (C4, D7), wherever labels come from: a board file, the saved phrases, a board
/// profile.
///
/// A label short in characters can still be costly to shape: one letter with tens of thousands of combining marks
/// is one character, and shaping it blocks the loop that must answer Get Attention. So a label is bounded in bytes
/// and in Unicode scalars per character, before anything counts or measures its characters.
public enum LabelBounds {
    /// The most UTF-8 bytes in one label or name (a 200-character phrase in any script fits: 3 bytes a letter).
    public static let maxBytes = 800
    /// The most Unicode scalars in one character (grapheme cluster): the text gate's (D8).
    public static let maxScalarsPerCharacter = TextGate.maxScalarsPerCharacter

    /// Why a label is over the bounds.
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// More UTF-8 bytes than `maxBytes`.
        case tooManyBytes(Int)
        /// A character made of more scalars (combining marks, joiners) than `maxScalarsPerCharacter`.
        case tooManyMarks(Int)
        /// A direction control (`TextGate.isDirectionControl`), by its code point: the label would show its words
        /// in another order than the voice says them.
        case directionControl(UInt32)
        /// Not empty, but only spaces and invisible characters: a blank button that still speaks.
        case nothingToSee

        /// In words, for a message that also names the label.
        public var description: String {
            switch self {
            case .tooManyBytes(let bytes):
                "it takes \(bytes) bytes (at most \(LabelBounds.maxBytes))"
            case .tooManyMarks(let scalars):
                "one of its letters carries \(scalars) accents or joiners (at most "
                    + "\(LabelBounds.maxScalarsPerCharacter))"
            case .directionControl(let value):
                "it holds a direction control (U+\(String(value, radix: 16, uppercase: true))), which would show its "
                    + "words in another order than they are spoken"
            case .nothingToSee:
                "it has nothing to see, only spaces or invisible characters"
            }
        }
    }

    /// What is wrong with `text`, or nil when it is within the bounds. Bytes are checked first, so a label of any
    /// size costs at most `maxBytes` of work.
    public static func problem(_ text: String) -> Problem? {
        let bytes = text.utf8.count
        guard bytes <= maxBytes else { return .tooManyBytes(bytes) }
        for character in text {
            let scalars = character.unicodeScalars.count
            if scalars > maxScalarsPerCharacter { return .tooManyMarks(scalars) }
        }
        if let control = text.unicodeScalars.first(where: TextGate.isDirectionControl) {
            return .directionControl(control.value)
        }
        if TextGate.showsNothing(text) { return .nothingToSee }
        return nil
    }

    /// `text` cut to the bounds: direction controls dropped, extra marks of a character dropped, then whole
    /// characters up to `maxBytes`. (A label with nothing to see stays as it is: only an import or the editor can
    /// refuse it, and it was one of those that let it in.)
    public static func clamped(_ text: String) -> String {
        guard let problem = problem(text), problem != .nothingToSee else { return text }
        var result = ""
        var bytes = 0
        // Only the first maxBytes bytes can survive: never segment more than that.
        let cut = String(decoding: text.utf8.prefix(maxBytes * 2), as: UTF8.self)
        for character in TextGate.withoutDirectionControls(cut) {
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: character.unicodeScalars.prefix(maxScalarsPerCharacter))
            let text = String(piece)
            guard bytes + text.utf8.count <= maxBytes else { break }
            result += text
            bytes += text.utf8.count
        }
        return result
    }

    /// The board with every name and phrase cut to the bounds (for phrases read back from disk: a damaged or
    /// hand-edited database must not stall Home either).
    public static func clamped(_ board: Board) -> Board {
        var board = board
        for index in board.categories.indices {
            board.categories[index].name = clamped(board.categories[index].name)
            for phrase in board.categories[index].phrases.indices {
                board.categories[index].phrases[phrase].text = clamped(board.categories[index].phrases[phrase].text)
            }
        }
        for index in board.emergency.indices { board.emergency[index].text = clamped(board.emergency[index].text) }
        return board
    }
}
