import BricksonCore

/// The Undo of the last import or restore from a USB stick (C5), kept in table `stick_undo` (schema 5) so that a
/// restart keeps it. What is read back is damage until checked, like every row: a row too large, one that does not
/// decode, or a file name a label could not carry drops the Undo (the board on the device is as it was; only the way
/// back is gone), and what it would bring back is held to what the device allows.
enum StickUndoRow {
    /// The most bytes the row's JSON may have: a board Home can show, the settings and learned words, many times over.
    static let byteLimit = 8 << 20

    /// The kept Undo, checked, and a notice when one was there and could not be used.
    static func read(from database: SQLiteDatabase) -> (undo: StickUndo?, notice: String?) {
        let lost = "The Undo of the last import or restore could not be read and is gone; the phrases are as they were."
        // Measured before it is read: a damaged length is never brought into memory.
        guard let bytes = try? database.scalar("SELECT length(CAST(json AS BLOB)) FROM stick_undo WHERE id = 1")
        else { return (nil, nil) }
        guard let size = bytes.integer else { return (nil, nil) }
        guard size <= byteLimit, let json = try? database.readJSON(from: "stick_undo"),
            let undo = SQLiteDatabase.decode(StickUndo.self, from: json)
        else { return (nil, lost) }
        return checked(undo).map { ($0, nil) } ?? (nil, lost)
    }

    /// `undo` held to what the device allows, or nil where it cannot be used at all.
    static func checked(_ undo: StickUndo) -> StickUndo? {
        switch undo {
        case .importBoard(let board, let file):
            guard LabelBounds.problem(file) == nil else { return nil }
            return .importBoard(before: LabelBounds.clamped(board), file: file)
        case .restore(let backup, let file):
            guard LabelBounds.problem(file) == nil else { return nil }
            // The device's own capacities and ranges, as a restore from a stick is held to; a restore never replaces
            // the message, so its Undo brings none back.
            let learned = LearnedWords(words: backup.learned.words, pairs: backup.learned.pairs)
            let before = DeviceBackup(
                board: LabelBounds.clamped(backup.board), settings: backup.settings.keptInRanges().settings,
                learned: learned)
            return .restore(before: before, file: file)
        }
    }

    /// Keeps `undo` in the table, or empties it (inside the caller's transaction).
    static func write(_ undo: StickUndo?, to database: SQLiteDatabase) throws(SQLiteError) {
        if let undo {
            try database.writeJSON(undo, to: "stick_undo")
        } else {
            try database.execute("DELETE FROM stick_undo")
        }
    }
}
