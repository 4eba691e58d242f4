import BricksonCore

/// Reading an `.obz` package: its manifest, its root board and the boards the root links to.
enum OpenBoardPackage {
    /// The manifest's entry name.
    static let manifestName = "manifest.json"

    /// Reads the package `bytes` (the file at `path`) into a board of phrases. Nothing outside the package is ever
    /// opened or fetched.
    static func read(
        bytes: [UInt8], path: String, current: Board, limits: BoardFileLimits
    ) throws(BoardFileError) -> ImportedBoard {
        try read(zip: try ZipReader(bytes: bytes, file: path), path: path, current: current, limits: limits)
    }

    /// Reads the package opened as `zip` (the file at `path`) into a board of phrases.
    static func read(
        zip: ZipReader, path: String, current: Board, limits: BoardFileLimits
    ) throws(BoardFileError) -> ImportedBoard {
        for name in try zip.entryNames(limit: limits.packageEntries) where !isSafe(name) {
            throw .unsafePath(name)
        }
        let manifest = try OpenBoard.jsonObject(
            try zip.read(manifestName, limit: limits.boardBytes), entry: manifestName, limits: limits)
        try OpenBoard.checkFormat(manifest, entry: manifestName)
        guard let rootPath = manifest["root"]?.string else {
            throw .notOpenBoard(entry: manifestName, why: "the manifest does not name the root board")
        }
        let paths = manifest["paths"]?["boards"]?.object ?? [:]
        var boardPaths: [String: String] = [:]
        for (id, value) in paths {
            guard let entry = value.string else { continue }
            guard isSafe(entry) else { throw .unsafePath(entry) }
            boardPaths[id] = entry
        }
        guard isSafe(rootPath) else { throw .unsafePath(rootPath) }
        let root = try OpenBoard.parse(
            try zip.read(rootPath, limit: limits.boardBytes), entry: rootPath, limits: limits)

        var seen: Set<String> = [rootPath]
        var linked: [OpenBoard] = []
        var unresolved = 0
        for button in root.buttons {
            guard let link = button.link else { continue }
            guard let entry = link.path ?? link.id.flatMap({ boardPaths[$0] }) else {
                unresolved += 1
                continue
            }
            guard isSafe(entry) else { throw .unsafePath(entry) }
            guard seen.insert(entry).inserted else { continue }
            guard linked.count < limits.boards else {
                throw .tooMany(what: "linked boards", count: linked.count + 1, limit: limits.boards)
            }
            var board = try OpenBoard.parse(try zip.read(entry, limit: limits.boardBytes), entry: entry, limits: limits)
            if board.name.isEmpty { board.name = button.label }
            linked.append(board)
        }
        var imported = try BoardImporter.board(root: root, linked: linked, current: current, limits: limits)
        if unresolved > 0 {
            imported.notices.append(
                "\(unresolved) link(s) on the root board lead outside the package and were skipped.")
        }
        return imported
    }

    /// A relative path that stays inside the package: no `..`, no leading `/`, no backslash, no drive or URL.
    static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"),
            !path.unicodeScalars.contains(where: { $0 == "\\" || $0 == ":" || $0.value < 0x20 })
        else { return false }
        // A folder entry ends with "/"; its last (empty) part is allowed.
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            if part == ".." || part == "." { return false }
            if part.isEmpty && index != parts.count - 1 { return false }
        }
        return true
    }
}
