import BricksonCore
import Glibc

/// Recorded clips no kept board names, removed at start (C5, D8): the ones an Undo took with it, a board Home showed
/// until Back to Talking, an import left unanswered when Brickson stopped, a take kept just before a power cut. Left
/// there, they would fill the data partition the message is saved on, one import at a time.
///
/// Only when everything that names clips was read whole — the board and the Undo, from a database opened for writing
/// and neither moved aside nor rolled back — since a board that could not be read still names its clips in the copy
/// kept for repair. Only regular files with plain names go: the staging folder of an import, the package being built
/// for an export (names starting with a dot) and anything that is not a file stay. What goes is overwritten first.
enum ClipSweep {
    /// The clip file names `board` names.
    static func names(in board: Board) -> Set<String> {
        Set((board.emergency + board.categories.flatMap(\.phrases)).compactMap(\.clip))
    }

    /// Removes every clip in the clips folder of `directory` that no name in `kept` is; returns the names removed.
    @discardableResult
    static func sweep(directory: String, keeping kept: Set<String>) -> [String] {
        let folder = directory + "/" + HandOver.clipsName
        var removed: [String] = []
        for name in Files.names(in: folder).sorted() where !name.hasPrefix(".") && !kept.contains(name) {
            var info = stat()
            let path = folder + "/" + name
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            // The person's own voice, or their words: overwritten where it lies first, so no freed block keeps it
            // (C6 holds the partition to that).
            if Files.overwriteAndRemove(path) { removed.append(name) }
        }
        if !removed.isEmpty { Files.syncDirectory(folder) }
        return removed
    }
}
