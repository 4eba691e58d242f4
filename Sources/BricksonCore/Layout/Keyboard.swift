/// Brickson's own on-screen keyboard (T1, L3): the keys, their rows and the words they show.
///
/// A language's keyboard is a fixed grid in the phrase area: every page has the same columns and the same four key
/// rows, and the bottom row (Delete, Space, Enter, Shift, the page key) stands in the same places on every page. So
/// a key's place depends only on the screen, the language and the page, never on the message or the predicted words
/// (T9), and the page changes only when the person chooses the page key (H3).
public enum OnScreenKeyboard {
    /// How many predicted words the row above the keys holds (T9).
    public static let predictionSlots = 3

    /// How many key rows every page of every language has: three rows of letters and the bottom row.
    public static let keyRowCount = 4

    /// The rows the keyboard needs, the predictions row included: the same for every language, so Type's room
    /// (T6) does not depend on the language.
    public static let rowCount = keyRowCount + 1

    /// One key and how many columns it spans.
    public struct Place: Equatable, Hashable, Sendable {
        /// The key.
        public var key: Key
        /// How many of the layout's columns it spans.
        public var span: Int
    }

    /// The keyboard of `language` (by its language subtag: "pt-BR" is "pt"); English for a language without one.
    public static func layout(for language: LanguageTag) -> KeyboardLayout {
        KeyboardLayout.all.first { $0.language == language.language } ?? .english
    }

    /// English's first page, top to bottom: the rows most code and tests mean by "the keyboard".
    public static var rows: [[Place]] { KeyboardLayout.english.rows(page: 0) }

    /// English's first page's keys, in reading order.
    public static var keys: [Key] { KeyboardLayout.english.keys(page: 0) }

    /// English's number of columns.
    public static var columns: Int { KeyboardLayout.english.columns }

    /// The words a key shows: a letter in its capital where it has a single one (as on a keyboard's keycaps; ß and
    /// the letters of scripts without case show themselves). The page key's words depend on the page: see
    /// `KeyboardLayout.label(_:page:)`.
    public static func label(_ key: Key) -> String {
        switch key {
        case .character(let character): capital(character).map(String.init) ?? String(character)
        case .space: "Space"
        case .backspace: "Delete"
        case .enter: "Enter"
        case .shift: "⇧"
        case .nextPage: "123"
        }
    }

    /// The capital Shift types for `character`, or nil where it has no single capital ("ß", digits, marks, Arabic).
    public static func capital(_ character: Character) -> Character? {
        let upper = String(character).uppercased()
        guard upper.count == 1, let capital = upper.first, capital != character else { return nil }
        return capital
    }

    static func letters(_ characters: String) -> [Place] {
        characters.map { Place(key: .character($0), span: 1) }
    }
}

/// The page the page key leads to, named by what it shows.
public struct KeyboardPageName: Hashable, Sendable {
    /// The page's index in its layout.
    public var index: Int
    /// The words on the page key ("123", "ABC", "АБВ").
    public var label: String
    /// What auditory feedback says for it (A5).
    public var spoken: String
}

/// One language's on-screen keyboard: its pages of letter rows and the bottom row every page shares.
public struct KeyboardLayout: Hashable, Sendable {
    /// The language subtag it is for ("de").
    public let language: String
    /// The columns every row spans.
    public let columns: Int
    /// Each page's three rows above the bottom row; a row may leave places empty at its end, never more than
    /// `columns`.
    public let pages: [[[OnScreenKeyboard.Place]]]
    /// Each page's name, at the same index.
    public let names: [KeyboardPageName]
    /// The bottom row without the page key: Delete, Space, Enter, Shift (where the script has capitals), marks.
    let bottomKeys: [OnScreenKeyboard.Place]

    init(
        language: String, columns: Int, pages: [[String]], names: [(label: String, spoken: String)],
        bottom: [OnScreenKeyboard.Place]
    ) {
        self.language = language
        self.columns = columns
        self.pages = pages.map { $0.map(OnScreenKeyboard.letters) }
        self.names = names.enumerated().map { KeyboardPageName(index: $0, label: $1.label, spoken: $1.spoken) }
        self.bottomKeys = bottom
    }

    /// The columns the page key spans: two, as one is too narrow for "123" on the narrowest panels (V1).
    static let pageSpan = 2

    /// Whether the script has capitals, so the keyboard has Shift.
    public var hasShift: Bool { bottomKeys.contains { $0.key == .shift } }

    /// The page the page key on `page` leads to: the next, and from the last back to the first.
    public func nextPage(after page: Int) -> KeyboardPageName { names[(page + 1) % pages.count] }

    /// The bottom row on `page`: the keys every page shares, then the page key.
    public func bottomRow(page: Int) -> [OnScreenKeyboard.Place] {
        bottomKeys + [OnScreenKeyboard.Place(key: .nextPage, span: Self.pageSpan)]
    }

    /// The words `key` shows on `page`: the page key names the page it leads to.
    public func label(_ key: Key, page: Int) -> String {
        key == .nextPage ? nextPage(after: page).label : OnScreenKeyboard.label(key)
    }

    /// The key rows of `page`, top to bottom (a page out of range is the first).
    public func rows(page: Int) -> [[OnScreenKeyboard.Place]] {
        let page = pages.indices.contains(page) ? page : 0
        return pages[page] + [bottomRow(page: page)]
    }

    /// The keys of `page` in reading order (the scanning order of the keys, A2).
    public func keys(page: Int) -> [Key] { rows(page: page).flatMap { $0.map(\.key) } }

    /// Every character any page types without Shift.
    public var characters: [Character] {
        (pages.flatMap { $0.flatMap { $0 } } + bottomKeys).compactMap {
            if case .character(let character) = $0.key { character } else { nil }
        }
    }

    /// Where every key of every page stands, as (row, first column, span): the same for the shared keys on every
    /// page, so the page key and Shift keep their places as pages change (H3).
    public func places(page: Int) -> [(key: Key, row: Int, column: Int, span: Int)] {
        var result: [(key: Key, row: Int, column: Int, span: Int)] = []
        for (row, places) in rows(page: page).enumerated() {
            var column = 0
            for place in places {
                result.append((place.key, row, column, place.span))
                column += place.span
            }
        }
        return result
    }
}

/// Which page of the keyboard shows and whether Shift is on (L3).
public struct KeyboardState: Hashable, Sendable {
    /// The page that shows, by index in the layout.
    public var page = 0
    /// Whether the next letter is a capital: Shift is chosen once for one capital, and chosen again to take it back.
    public var shifted = false

    public init(page: Int = 0, shifted: Bool = false) {
        self.page = page
        self.shifted = shifted
    }
}
