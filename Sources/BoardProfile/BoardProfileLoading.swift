import Glibc

extension BoardProfile {
    /// Reads and parses `path`; a file that cannot be read is an error naming it.
    public static func load(path: String) throws(BoardProfileError) -> BoardProfile {
        guard let text = readTextFile(path) else {
            throw BoardProfileError(
                file: path, line: nil, field: nil, problem: "cannot be read (\(String(cString: strerror(errno))))")
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

/// The whole of a small text file, or nil. The corresponding C calls are `fopen` and `fread`.
func readTextFile(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
        if count < chunk.count { break }
        if bytes.count > 1_000_000 { return nil }
    }
    if ferror(file) != 0 { return nil }
    return String(decoding: bytes, as: UTF8.self)
}
