import Glibc

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
