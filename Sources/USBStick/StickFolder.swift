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
    package static func stick(_ code: Int32, doing what: String) -> StickError {
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
    package static func device(_ code: Int32, doing what: String) -> StickError {
        let why =
            switch code {
            case ENOSPC, EDQUOT: "the device's storage is full"
            case EROFS: "the device's storage cannot be written"
            default: SystemCallError.words(code)
            }
        return StickError("\(what): \(why).")
    }

    /// A failure where `place` is: on the stick or on the device itself.
    package static func failure(_ code: Int32, doing what: String, on place: WritePlace) -> StickError {
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

    /// How much of a stick's top is looked through before it is refused: a stick of 300,000 names, or one that
    /// answers each read slowly, is not read for minutes, and the names kept are only the ones that could be
    /// listed.
    public struct Bounds: Sendable, Equatable {
        /// Names read from the folder, of any kind.
        public var entries: Int
        /// Time spent reading and looking, in nanoseconds of the monotonic clock.
        public var nanoseconds: Int64

        /// Bounds from their parts.
        public init(entries: Int, nanoseconds: Int64) {
            self.entries = entries
            self.nanoseconds = nanoseconds
        }

        /// The device's: far beyond a stick a carer prepares, well inside what the stick's thread can wait.
        public static let stick = Bounds(entries: 50_000, nanoseconds: 10_000_000_000)
    }

    /// What is at the top of `folder`: board files, Brickson backups and update bundles (U3), or why it cannot be
    /// read. Read on the stick's own thread, never the loop's (a failing stick can hold a read for seconds); it
    /// gives up in words past `bounds`.
    public static func contents(of folder: String, bounds: Bounds = .stick) -> StickContents {
        let start = MonotonicClock.nanoseconds()
        func late() -> Bool { MonotonicClock.nanoseconds() - start > bounds.nanoseconds }
        let seconds = bounds.nanoseconds / 1_000_000_000
        var candidates: [String] = []
        var read = 0
        var problem: String?
        do throws(SystemCallError) {
            try Directory.forEachName(folder) { name in
                read += 1
                if read > bounds.entries {
                    problem = "it has over \(bounds.entries) files at its top, more than Brickson looks through"
                    return false
                }
                if read % 256 == 0, late() {
                    problem = "it was still being read after \(seconds) s (it may be failing)"
                    return false
                }
                // The cheap test first: a name of no kind listed is never measured.
                let lower = name.lowercased()
                let kind =
                    lower.hasSuffix(".obz") || lower.hasSuffix(".obf") || lower.hasSuffix(".raucb")
                    || (lower.hasPrefix("brickson-backup") && lower.hasSuffix(".zip"))
                if kind, isPlainName(name) { candidates.append(name) }
                return true
            }
        } catch {
            return StickContents(problem: "it cannot be read (\(SystemCallError.words(error.code)))")
        }
        if let problem { return StickContents(problem: problem) }
        var boards: [String] = []
        var backups: [String] = []
        var updates: [String] = []
        for name in candidates.sorted() {
            if late() {
                return StickContents(problem: "it was still being read after \(seconds) s (it may be failing)")
            }
            let lower = name.lowercased()
            let isBackup = lower.hasPrefix("brickson-backup") && lower.hasSuffix(".zip")
            let isBoard = lower.hasSuffix(".obz") || lower.hasSuffix(".obf")
            // An update bundle is only named here: the system checks and installs it (U3).
            let isUpdate = lower.hasSuffix(".raucb")
            let wanted =
                (isUpdate && updates.count < listLimit) || (isBackup && backups.count < listLimit)
                || (isBoard && boards.count < listLimit)
            guard wanted, isRegularFile(name, in: folder) else { continue }
            if isUpdate, updates.count < listLimit { updates.append(name) }
            if isBackup, backups.count < listLimit { backups.append(name) }
            if isBoard, boards.count < listLimit { boards.append(name) }
        }
        return StickContents(boardFiles: boards, backups: backups, updates: updates)
    }

    /// A name that stays at the top of the stick and is not hidden: no `/`, no control characters, not `.`-first
    /// (macOS leaves `._name` beside every file), at most 200 bytes.
    public static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 200 && !name.hasPrefix(".") && !name.contains("/")
            && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
            // Shown on a Settings row: a name cheap in bytes but costly to shape is not listed, as labels are not.
            && LabelBounds.problem(name) == nil
    }

    /// Whether `name` in `folder` is a regular file itself (a link is not followed). The corresponding C call is
    /// `fstatat` with `AT_SYMLINK_NOFOLLOW`.
    package static func isRegularFile(_ name: String, in folder: String) -> Bool {
        var info = stat()
        guard fstatat(AT_FDCWD, folder + "/" + name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
        return info.st_mode & S_IFMT == S_IFREG
    }

    /// `name` at the top of `folder` opened for reading: never through a link, never waiting on a FIFO.
    package static func opened(_ name: String, in folder: String) throws(StickError) -> FileDescriptor {
        guard isPlainName(name) else { throw StickError("“\(name)” is not a file at the top of the stick.") }
        do throws(SystemCallError) {
            return try FileDescriptor.open(folder + "/" + name, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY)
        } catch {
            if error.code == ELOOP { throw StickError("“\(name)” is a link, not a file: it was not read.") }
            throw .stick(error.code, doing: "“\(name)” could not be read")
        }
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
