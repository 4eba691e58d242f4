import Glibc
import LinuxSystem

extension BoardProfile {
    /// Reads and parses `path`; a file that cannot be read is an error naming it.
    public static func load(path: String) throws(BoardProfileError) -> BoardProfile {
        let text: String
        do throws(TextFiles.Refusal) {
            text = try TextFiles.read(path)
        } catch {
            throw BoardProfileError(file: path, line: nil, field: nil, problem: error.reason)
        }
        return try parse(text, file: path)
    }

    /// The profile of board `id`, from `<boardsDirectory>/<id>/board.conf`. Board ids are folder names: letters,
    /// digits and dashes only.
    public static func load(board id: String, boardsDirectory: String) throws(BoardProfileError) -> BoardProfile {
        let path = "\(boardsDirectory)/\(id)/board.conf"
        guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw BoardProfileError(file: path, line: nil, field: nil, problem: "`\(id)` is not a board id")
        }
        return try load(path: path)
    }
}

extension BoardProfile {
    /// The installed boards folder.
    public static let installedBoards = "/usr/share/brickson/Board"

    /// Finds and reads `<folder>/<id>/board.conf`, the folder being the first of `boards`, `$BRICKSON_BOARDS`,
    /// `./Board` and the installed copy that holds it (`brickson run` and `import-board --board` alike).
    public static func locate(_ id: String, boards: String?) throws(BoardProfileError) -> BoardProfile {
        let candidates = [boards, getenv("BRICKSON_BOARDS").map { String(cString: $0) }, "Board", installedBoards]
            .compactMap { $0 }
        let folder = candidates.first { access("\($0)/\(id)/board.conf", R_OK) == 0 } ?? candidates.first ?? "Board"
        return try load(board: id, boardsDirectory: folder)
    }
}
