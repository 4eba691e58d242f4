import BricksonCore
import LinuxSystem

/// Boards and packages as bytes and entries, for the USB stick's workflows (C5): a file read once, with no path
/// followed again, and a backup that is an `.obz` package with Brickson's own entries beside the boards.
extension BoardFiles {
    /// Reads a board file already in memory: a package when it starts like a zip (or `name` ends in `.obz`),
    /// else a single board. Throws `BoardFileError` for anything Brickson cannot use; `current` is never changed.
    public static func read(
        bytes: [UInt8], name: String, current: Board, limits: BoardFileLimits = BoardFileLimits()
    ) throws(BoardFileError) -> ImportedBoard {
        guard bytes.count <= limits.fileBytes else {
            throw .tooLarge(what: name, limit: byteCount(limits.fileBytes))
        }
        if name.lowercased().hasSuffix(".obz") || bytes.starts(with: Array("PK".utf8)) {
            return try OpenBoardPackage.read(bytes: bytes, path: name, current: current, limits: limits)
        }
        let board = try OpenBoard.parse(bytes, entry: name, limits: limits)
        return try BoardImporter.board(single: board, entry: name, current: current, limits: limits)
    }

    /// Reads the board in a package already opened (the file `name`). Throws `BoardFileError` for anything Brickson
    /// cannot use; `current` is never changed.
    public static func read(
        package: PackageReader, name: String, current: Board, limits: BoardFileLimits = BoardFileLimits()
    ) throws(BoardFileError) -> ImportedBoard {
        try OpenBoardPackage.read(zip: package.reader, path: name, current: current, limits: limits)
    }

    /// The entries of the whole board as an `.obz` package (manifest, root board, one board per category and an
    /// Emergency board), for a writer that adds entries of its own. `carried`: the clips the writer adds as
    /// `sounds/NAME` entries, which the boards then name as their buttons' sounds in the format's own way.
    public static func packageEntries(_ board: Board, carried: Set<String> = []) -> [(name: String, bytes: [UInt8])] {
        BoardExporter.packageEntries(board, carried: carried)
    }
}

/// A zip package being written at `path` (libzip writes it whole when `finish` is called).
public final class PackageWriter {
    private let writer: ZipWriter

    /// Creates (or truncates) the package at `path`. The corresponding C call is `zip_open`.
    public init(path: String) throws(BoardFileError) { writer = try ZipWriter(path: path) }

    /// Adds one entry. The corresponding C call is `zip_file_add`.
    public func add(_ name: String, _ bytes: [UInt8]) throws(BoardFileError) { try writer.add(name, bytes) }

    /// Adds one entry made of the first `size` bytes of the file at `path`, read a part at a time only when the
    /// package is written. The corresponding C calls are `zip_source_file_create` and `zip_file_add`.
    public func addFile(_ name: String, path: String, size: Int) throws(BoardFileError) {
        try writer.addFile(name, path: path, size: size)
    }

    /// Writes the package. The corresponding C call is `zip_close`.
    public func finish() throws(BoardFileError) { try writer.finish() }
}

/// A zip package read from memory or from an open file, checked for consistency; entries read with a cap and their
/// CRC checked.
public final class PackageReader {
    let reader: ZipReader

    /// Opens the package in `bytes` (the file `name`). The corresponding C call is `zip_open_from_source`.
    public init(bytes: [UInt8], name: String) throws(BoardFileError) {
        reader = try ZipReader(bytes: bytes, file: name)
    }

    /// Opens the package in the open regular file `file`, `size` bytes long, where it lies: it is read a part at a
    /// time, never whole (D8). The corresponding C calls are `zip_source_filep_create` and `zip_open_from_source`.
    public init(file: borrowing FileDescriptor, size: Int, name: String) throws(BoardFileError) {
        reader = try ZipReader(descriptor: file.rawValue, size: size, file: name)
    }

    /// The names of the entries, refusing more than `limit`.
    public func entryNames(limit: Int) throws(BoardFileError) -> [String] { try reader.entryNames(limit: limit) }

    /// One entry's bytes, refusing more than `limit`.
    public func read(_ name: String, limit: Int) throws(BoardFileError) -> [UInt8] {
        try reader.read(name, limit: limit)
    }

    /// Hands one entry's bytes to `body` 64 KiB at a time, refusing more than `limit`; `body` returns false to stop,
    /// and the result is then false.
    @discardableResult
    public func stream(
        _ name: String, limit: Int, into body: (UnsafeRawBufferPointer) -> Bool
    ) throws(BoardFileError) -> Bool {
        try reader.stream(name, limit: limit, into: body)
    }
}
