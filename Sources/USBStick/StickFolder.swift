import BricksonCore
import Glibc
import LinuxSystem

/// Why something on or for the USB stick could not be done, in words for the carer (C5).
public struct StickError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, ending with what it means for the device.
    public var description: String

    /// An error in these words.
    public init(_ description: String) { self.description = description }

    /// A system call's failure on the stick, in the words a carer needs: full, locked, gone.
    static func stick(_ code: Int32, doing what: String) -> StickError {
        let why =
            switch code {
            case ENOSPC, EDQUOT: "the stick is full"
            case EROFS: "the stick cannot be written (is its lock switch on?)"
            case EIO, ENODEV, ENXIO, ENOENT, ESTALE, ENOTDIR: "the stick was taken out or cannot be read"
            case EACCES, EPERM: "the stick does not allow it"
            default: SystemCallError.words(code)
            }
        return StickError("\(what): \(why).")
    }
}

/// The top of a mounted USB stick: what can be imported or restored, and the files read from it (C5).
///
/// Every name comes from the stick and is hostile: only plain names of regular files at the top are listed and
/// opened (never through a symbolic link, never waiting on a FIFO or a device node), and reading stops at a cap.
public enum StickFolder {
    /// The names Brickson writes.
    public static let boardFile = "brickson-board.obz"
    public static let logFile = "brickson-log.csv"
    public static let backupFile = "brickson-backup.zip"
    /// At most this many files of each kind are listed (a stick full of files is not a list to scroll).
    public static let listLimit = 20

    /// What is at the top of `folder`: board files, Brickson backups and update bundles (U3), or why it cannot be
    /// read.
    public static func contents(of folder: String) -> StickContents {
        let names: [String]
        do throws(SystemCallError) {
            names = try Directory.names(folder)
        } catch {
            return StickContents(problem: "it cannot be read (\(SystemCallError.words(error.code)))")
        }
        var boards: [String] = []
        var backups: [String] = []
        var updates: [String] = []
        for name in names.sorted() where isPlainName(name) && !name.hasSuffix(".part") {
            let lower = name.lowercased()
            let isBackup = lower.hasPrefix("brickson-backup") && lower.hasSuffix(".zip")
            let isBoard = lower.hasSuffix(".obz") || lower.hasSuffix(".obf")
            // An update bundle is only named here: the system checks and installs it (U3).
            let isUpdate = lower.hasSuffix(".raucb")
            guard isBackup || isBoard || isUpdate, isRegularFile(name, in: folder) else { continue }
            if isUpdate, updates.count < listLimit { updates.append(name) }
            if isBackup, backups.count < listLimit { backups.append(name) }
            if isBoard, boards.count < listLimit { boards.append(name) }
        }
        return StickContents(boardFiles: boards, backups: backups, updates: updates)
    }

    /// A name that stays at the top of the stick and is not hidden: no `/`, no control characters, not `.`-first
    /// (macOS leaves `._name` beside every file), at most 200 bytes.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 200 && !name.hasPrefix(".") && !name.contains("/")
            && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
            // Shown on a Settings row: a name cheap in bytes but costly to shape is not listed, as labels are not.
            && LabelBounds.problem(name) == nil
    }

    /// Whether `name` in `folder` is a regular file itself (a link is not followed). The corresponding C call is
    /// `fstatat` with `AT_SYMLINK_NOFOLLOW`.
    static func isRegularFile(_ name: String, in folder: String) -> Bool {
        var info = stat()
        guard fstatat(AT_FDCWD, folder + "/" + name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
        return info.st_mode & S_IFMT == S_IFREG
    }

    /// The bytes of `name` at the top of `folder`, at most `limit`. Opened with `O_NOFOLLOW` and `O_NONBLOCK`:
    /// a link, a FIFO or a device node is refused at once, whatever the listing saw. The corresponding C calls are
    /// `openat`, `fstat` and `read`.
    public static func read(_ name: String, in folder: String, limit: Int) throws(StickError) -> [UInt8] {
        guard isPlainName(name) else { throw StickError("“\(name)” is not a file at the top of the stick.") }
        let raw = retryingInterrupts {
            open(folder + "/" + name, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC)
        }
        guard raw >= 0 else {
            let code = errno
            if code == ELOOP { throw StickError("“\(name)” is a link, not a file: it was not read.") }
            throw .stick(code, doing: "“\(name)” could not be read")
        }
        let whole: FileDescriptor.WholeFile
        do throws(SystemCallError) {
            whole = try FileDescriptor(adopting: raw).readWhole(limit: limit)
        } catch {
            throw .stick(error.code, doing: "“\(name)” could not be read")
        }
        switch whole {
        case .bytes(let bytes): return bytes
        case .notRegular: throw StickError("“\(name)” is not a regular file: it was not read.")
        case .tooLarge: throw StickError("“\(name)” is too large (over \(limit >> 20) MiB): it was not read.")
        }
    }
}
