import Glibc
import LinuxSystem

/// Whether an alert was on when Brickson last stopped (G6, D5): an empty file beside the database while Get
/// Attention is on, made at the press and removed at Stop, each made durable with the folder. A start that finds it
/// says "Alert stopped" and starts nothing: the tone never comes back by itself.
///
/// A file of its own, not a row: a database from a newer or older version, one moved aside as damaged, or a full
/// partition that refuses a transaction must not lose the one fact that tells the nurse the call was cut.
struct AlertMark {
    /// The mark's path.
    let path: String

    init(directory: String) { path = directory + "/brickson.alert-on" }

    /// Whether the mark is there: a regular file, not a link or anything else planted in its place.
    var isSet: Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Makes the mark (`on`) or removes it, and makes the change durable. Returns whether it holds afterwards as
    /// asked. The corresponding C calls are `open`, `fsync`, `unlink`.
    @discardableResult
    func set(_ on: Bool) -> Bool {
        if on {
            if isSet { return true }
            guard let file = try? FileDescriptor.open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, mode: 0o600)
            else { return false }
            _ = try? file.sync()
        } else {
            guard isSet else { return true }
            guard AtomicFile.remove(path) else { return false }
        }
        Files.syncDirectory(String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]))
        return isSet == on
    }
}
