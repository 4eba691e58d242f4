import BoardProfile

/// Finds `Board/<id>/board.conf`: `--boards`, `$BRICKSON_BOARDS`, `./Board`, or the installed copy.
public enum BoardLocation {
    public static let installed = BoardProfile.installedBoards

    public static func load(_ id: String, boards: String?) throws(RuntimeError) -> BoardProfile {
        do throws(BoardProfileError) {
            return try BoardProfile.locate(id, boards: boards)
        } catch {
            throw .board(error.description)
        }
    }
}
