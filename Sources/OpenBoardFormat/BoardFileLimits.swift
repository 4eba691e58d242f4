/// The most a board file may hold; anything bigger is refused before it can fill memory or the screen.
public struct BoardFileLimits: Sendable, Equatable {
    /// Size of the file on the stick (an `.obz` may carry pictures, which are never read).
    public var fileBytes: Int
    /// Size of one board's JSON text, or of the manifest, once unpacked.
    public var boardBytes: Int
    /// Entries in an `.obz` package.
    public var packageEntries: Int
    /// Boards that become categories (plus the root and Emergency boards).
    public var boards: Int
    /// Buttons on one board.
    public var buttonsPerBoard: Int
    /// Phrases on the whole board of phrases.
    public var phrases: Int
    /// Characters in one phrase.
    public var labelCharacters: Int
    /// Characters in one category name.
    public var nameCharacters: Int
    /// Categories Home's row can show beside Settings without squeezing Yes and No.
    public var categoriesOnHome: Int
    /// Phrases one category (or the emergency phrases) may hold: what Home's phrase area can show at once.
    public var phrasesPerCategory: Int
    /// Places in one board's grid (`grid.order`); checked before the buttons are put in grid order.
    public var gridCells: Int
    /// Arrays and objects inside one another in one JSON text; a board needs four or five.
    public var jsonDepth: Int

    /// The device's limits.
    public init(
        fileBytes: Int = 64 << 20, boardBytes: Int = 2 << 20, packageEntries: Int = 10_000, boards: Int = 60,
        buttonsPerBoard: Int = 400, phrases: Int = 3000, labelCharacters: Int = 200, nameCharacters: Int = 60,
        categoriesOnHome: Int = 12, phrasesPerCategory: Int = 30, gridCells: Int = 4096,
        jsonDepth: Int = 32
    ) {
        self.categoriesOnHome = categoriesOnHome
        self.phrasesPerCategory = phrasesPerCategory
        self.gridCells = gridCells
        self.jsonDepth = jsonDepth
        self.fileBytes = fileBytes
        self.boardBytes = boardBytes
        self.packageEntries = packageEntries
        self.boards = boards
        self.buttonsPerBoard = buttonsPerBoard
        self.phrases = phrases
        self.labelCharacters = labelCharacters
        self.nameCharacters = nameCharacters
    }
}

/// A byte count in words: "2 MiB", "900 bytes".
func byteCount(_ bytes: Int) -> String {
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
}
