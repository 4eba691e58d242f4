import BricksonCore
import Glibc
import LinuxSystem

/// The system's update status file (U3, U5), read whole when it is another file than last time, and never waited
/// on. It keeps what it last read, so a status that did not change is not read again; used by one thread.
public struct UpdateStatusFile {
    /// The status file's name in the status folder.
    public static let name = "status"

    /// What one look at the status file found.
    public enum Reading: Equatable, Sendable {
        /// The same file as last time (or missing again): nothing to tell.
        case unchanged
        /// It cannot be opened (missing, or a link), this time and not the last: the problem in words.
        case missing(problem: String)
        /// Another file than last time: the status it holds (nil when it is damaged, too large, not a regular file
        /// or cannot be read) and the problem in words, if there is one.
        case read(UpdateStatus?, problem: String?)
    }

    /// The status file's path.
    public let path: String
    /// What the file was when last looked at: nil before the first look.
    private var seen: Stamp?

    /// The status file in `folder`, not read yet.
    public init(folder: String) { path = folder + "/" + Self.name }

    /// Reads the status file if it is another than last time. Opened with `O_NONBLOCK` and `O_NOFOLLOW`, refused
    /// unless a regular file, at most `UpdateStatus.byteLimit` bytes. The corresponding C calls are `open`, `fstat`
    /// and `read`.
    public mutating func read() -> Reading {
        let file: FileDescriptor
        do throws(SystemCallError) {
            file = try FileDescriptor.open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY)
        } catch {
            guard seen != .missing else { return .unchanged }
            seen = .missing
            return .missing(problem: "the status \(path) cannot be read (\(SystemCallError.words(error.code)))")
        }
        do throws(SystemCallError) {
            let stamp = Stamp(try file.status())
            guard stamp != seen else { return .unchanged }
            seen = stamp
            switch try file.readWhole(limit: UpdateStatus.byteLimit) {
            case .bytes(let bytes):
                let status = UpdateStatus.parse(bytes)
                return .read(status, problem: status == nil ? "the status \(path) is damaged" : nil)
            case .notRegular: return .read(nil, problem: "the status \(path) is not a regular file")
            case .tooLarge:
                return .read(nil, problem: "the status \(path) is larger than \(UpdateStatus.byteLimit) bytes")
            }
        } catch {
            return .read(nil, problem: "the status \(path) cannot be read (\(error))")
        }
    }

    /// Which status file was read: a rename in its place, or a write to it, changes this.
    enum Stamp: Equatable {
        case missing
        case file(device: UInt, inode: UInt, size: Int, modified: Int, modifiedNanoseconds: Int, changed: Int)

        /// The stamp of the file `info` describes.
        init(_ info: stat) {
            self = .file(
                device: UInt(info.st_dev), inode: UInt(info.st_ino), size: Int(info.st_size),
                modified: Int(info.st_mtim.tv_sec), modifiedNanoseconds: Int(info.st_mtim.tv_nsec),
                changed: Int(info.st_ctim.tv_nsec))
        }
    }
}
