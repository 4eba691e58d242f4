import BricksonCore

/// Importing and exporting boards of phrases as Open Board Format files (C4): `.obf` (one board, JSON) and
/// `.obz` (a zip package of boards with a manifest).
public enum BoardFiles {
    /// Reads the board file at `path`. An `.obz` package replaces the categories (and the emergency phrases if
    /// it has an Emergency board); a single `.obf` board replaces or adds one category, or the emergency phrases.
    /// Throws `BoardFileError` for anything Brickson cannot use; `current` is never changed.
    public static func read(
        path: String, current: Board, limits: BoardFileLimits = BoardFileLimits()
    ) throws(BoardFileError) -> ImportedBoard {
        // A package is read where it lies, a part at a time (D8); a single board is one JSON text, read whole.
        if let package = try FileAccess.package(path, limit: limits.fileBytes) {
            return try OpenBoardPackage.read(zip: package, path: path, current: current, limits: limits)
        }
        let bytes = try FileAccess.read(path, limit: limits.fileBytes)
        let board = try OpenBoard.parse(bytes, entry: fileName(path), limits: limits)
        return try BoardImporter.board(single: board, entry: fileName(path), current: current, limits: limits)
    }

    /// Writes the whole board as an `.obz` package, synced before it returns (the stick may be pulled).
    public static func writePackage(_ board: Board, to path: String) throws(BoardFileError) {
        let partial = path + ".part"
        do throws(BoardFileError) {
            let writer = try ZipWriter(path: partial)
            for entry in BoardExporter.packageEntries(board) { try writer.add(entry.name, entry.bytes) }
            try writer.finish()
            try FileAccess.sync(partial)
        } catch {
            FileAccess.remove(partial)
            // The caregiver chose `path`: the message names it, not the file written beside it.
            if case .cannotWrite(_, let why) = error { throw .cannotWrite(file: path, why: why) }
            throw error
        }
        try FileAccess.rename(partial, to: path)
    }

    /// Writes one category, or the emergency phrases when `category` is "Emergency", as a single `.obf` board.
    public static func writeCategory(_ category: String, of board: Board, to path: String) throws(BoardFileError) {
        let wanted = BoardImporter.folded(category)
        let bytes: [UInt8]
        let locale = board.language?.rawValue ?? BoardExporter.defaultLocale
        if let found = board.categories.first(where: { $0.id == category || BoardImporter.folded($0.name) == wanted }) {
            bytes = BoardExporter.boardFile(id: found.id, name: found.name, phrases: found.phrases, locale: locale)
        } else if wanted == "emergency" {
            bytes = BoardExporter.boardFile(
                id: "emergency", name: "Emergency", phrases: board.emergency, emergency: true, locale: locale)
        } else {
            throw .noSuchCategory(category, available: board.categories.map(\.name) + ["Emergency"])
        }
        try FileAccess.write(bytes, to: path)
    }

    static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}
