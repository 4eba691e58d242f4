import BricksonCore
import Glibc
import LinuxSystem
import OpenBoardFormat

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

    /// A system call's failure on the device's own storage (its clips folder, its scratch folder), in words that
    /// do not blame the stick: a full card is the device's to clear, not the stick's.
    static func device(_ code: Int32, doing what: String) -> StickError {
        let why =
            switch code {
            case ENOSPC, EDQUOT: "the device's storage is full"
            case EROFS: "the device's storage cannot be written"
            default: SystemCallError.words(code)
            }
        return StickError("\(what): \(why).")
    }

    /// A failure where `place` is: on the stick or on the device itself.
    static func failure(_ code: Int32, doing what: String, on place: WritePlace) -> StickError {
        switch place {
        case .stick: .stick(code, doing: what)
        case .device: .device(code, doing: what)
        }
    }
}

/// Where a file is written: its failures are told in words that name the right thing (a full stick or a full
/// device are different things to clear).
public enum WritePlace: Sendable, Equatable {
    /// The USB stick.
    case stick
    /// A folder on the device itself, named in words ("the device's clips folder").
    case device(String)

    /// The place in words.
    var words: String {
        switch self {
        case .stick: "the stick"
        case .device(let name): name
        }
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

    /// The package `name` at the top of `folder`, opened where it lies and read a part at a time, never whole (D8):
    /// nil where the file is not a package (it does not start like a zip and `always` is false). Opened as `read`
    /// opens a file, and refused the same way when it is over `limit`. The corresponding C calls are `openat`,
    /// `fstat` and `pread`.
    static func package(
        _ name: String, in folder: String, limit: Int, always: Bool = false
    ) throws(StickError) -> PackageReader? {
        let file = try opened(name, in: folder)
        let found: FileDescriptor.RegularSize
        let start: [UInt8]
        do throws(SystemCallError) {
            found = try file.regularSize(limit: limit)
            start = found == .notRegular ? [] : try file.read(at: 0, count: 2)
        } catch {
            throw .stick(error.code, doing: "“\(name)” could not be read")
        }
        let size: Int
        switch found {
        case .size(let bytes): size = bytes
        case .notRegular: throw StickError("“\(name)” is not a regular file: it was not read.")
        case .tooLarge: throw StickError("“\(name)” is too large (over \(limit >> 20) MiB): it was not read.")
        }
        guard always || start == Array("PK".utf8) || name.lowercased().hasSuffix(".obz") else { return nil }
        do throws(BoardFileError) {
            return try PackageReader(file: file, size: size, name: name)
        } catch {
            throw StickError(error.description)
        }
    }

    /// `name` at the top of `folder` opened for reading: never through a link, never waiting on a FIFO.
    private static func opened(_ name: String, in folder: String) throws(StickError) -> FileDescriptor {
        guard isPlainName(name) else { throw StickError("“\(name)” is not a file at the top of the stick.") }
        let raw = retryingInterrupts {
            open(folder + "/" + name, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC)
        }
        guard raw >= 0 else {
            let code = errno
            if code == ELOOP { throw StickError("“\(name)” is a link, not a file: it was not read.") }
            throw .stick(code, doing: "“\(name)” could not be read")
        }
        return FileDescriptor(adopting: raw)
    }

    /// The bytes of `name` at the top of `folder`, at most `limit`. Opened with `O_NOFOLLOW` and `O_NONBLOCK`:
    /// a link, a FIFO or a device node is refused at once, whatever the listing saw. The corresponding C calls are
    /// `openat`, `fstat` and `read`.
    public static func read(_ name: String, in folder: String, limit: Int) throws(StickError) -> [UInt8] {
        let file = try opened(name, in: folder)
        let whole: FileDescriptor.WholeFile
        do throws(SystemCallError) {
            whole = try file.readWhole(limit: limit)
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
