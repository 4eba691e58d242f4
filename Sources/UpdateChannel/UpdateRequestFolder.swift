import BricksonCore
import Glibc
import LinuxSystem

/// The folder where Brickson asks the system for an update (U3): the request file, and the file that says this
/// boot's undone update was already told. Brickson's own folder, made empty by the system at each boot.
public struct UpdateRequestFolder: Sendable {
    /// The request file's name.
    public static let requestName = "request"
    /// The name of the file that says this boot's undone update was already told, so a restart of Brickson does
    /// not say it again.
    public static let undoneNotedName = "undone-noted"

    /// The folder's path.
    public let path: String

    /// The request folder at `path`.
    public init(_ path: String) { self.path = path }

    /// Whether no Brickson before this one told of the undone update since the system started: the first call
    /// makes the file that says it was told. A failure other than finding the file already there counts as not
    /// told. The corresponding C call is `open(O_CREAT | O_EXCL)`.
    public func firstUndoneNoticeThisBoot() -> Bool {
        do throws(SystemCallError) {
            let notice = path + "/" + Self.undoneNotedName
            try FileDescriptor.open(notice, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600).close()
            return true
        } catch {
            return error.code != EEXIST
        }
    }

    /// Writes `request` as one line for the system, whole or not at all (`AtomicFile.write`), so the system never
    /// reads half a line. The corresponding C calls are `AtomicFile.write`'s.
    public func write(_ request: UpdateRequest) throws(SystemCallError) {
        try AtomicFile.write(Array((request.line + "\n").utf8), to: path + "/" + Self.requestName)
    }
}
