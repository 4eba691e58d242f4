import Glibc
import Synchronization

/// Planned failures of the calls that write, for tests: the next calls of one kind on files under a folder fail
/// with a chosen `errno` (ENOSPC, EIO, EINTR…) as a full card, a dying one or a signal would make them fail.
///
/// Every call that writes goes through here: `FileDescriptor`'s `open` (for writing), `write`, `sync`, and
/// `AtomicFile`'s `rename`, `unlink` and folder sync; the store's tests route SQLite's own writes through it too
/// (`SQLiteFaults` there, through SQLite's Unix VFS). A plan names a folder, so tests that run side by side, each in
/// its own folder, never see another's faults. The device never makes a plan: with none, each call costs one atomic
/// load and takes no lock (the audio thread writes the loop's eventfd through `FileDescriptor.write`).
public enum SystemCallFaults {
    /// The kinds of call a plan can fail.
    public enum Call: Sendable, Hashable, CustomStringConvertible {
        case open, write, fsync, rename, unlink

        public var description: String {
            switch self {
            case .open: "open"
            case .write: "write"
            case .fsync: "fsync"
            case .rename: "rename"
            case .unlink: "unlink"
            }
        }
    }

    struct Plan {
        var folder: String
        var call: Call
        var code: Int32
        /// Calls that still succeed before the first failure.
        var skipping: Int
        /// Failures still to come.
        var times: Int
    }

    static let plans = Guarded<[Plan]>([])
    /// How many plans there are, read without the lock on every call.
    static let planCount = Atomic<Int>(0)

    /// Makes calls of `call` on files under `folder` fail with `code`: `skipping` of them succeed first, then
    /// `times` fail (by default every one after), then they succeed again.
    public static func plan(_ code: Int32, in call: Call, under folder: String, skipping: Int = 0, times: Int = .max) {
        let absolute = folder.hasPrefix("/") ? folder : currentFolder() + "/" + folder
        let folder = absolute.hasSuffix("/") ? absolute : absolute + "/"
        plans.withLock {
            $0.append(Plan(folder: folder, call: call, code: code, skipping: skipping, times: times))
            planCount.store($0.count, ordering: .sequentiallyConsistent)
        }
    }

    /// Ends every plan for files under `folder`.
    public static func clear(under folder: String) {
        let absolute = folder.hasPrefix("/") ? folder : currentFolder() + "/" + folder
        let folder = absolute.hasSuffix("/") ? absolute : absolute + "/"
        plans.withLock {
            $0.removeAll { $0.folder == folder }
            planCount.store($0.count, ordering: .sequentiallyConsistent)
        }
    }

    /// The `errno` a call of `call` on `path` fails with, if a plan says so (and counts the call against it).
    public static func fault(_ call: Call, path: String) -> Int32? {
        guard planCount.load(ordering: .sequentiallyConsistent) > 0 else { return nil }
        return plans.withLock { plans -> Int32? in
            let absolute = path.hasPrefix("/") ? path : currentFolder() + "/" + path
            // A file under the folder, or the folder itself (its own sync).
            let under = absolute + "/"
            guard let index = plans.firstIndex(where: { $0.call == call && under.hasPrefix($0.folder) }) else {
                return nil
            }
            if plans[index].skipping > 0 {
                plans[index].skipping -= 1
                return nil
            }
            guard plans[index].times > 0 else { return nil }
            plans[index].times -= 1
            return plans[index].code
        }
    }

    /// The same for a path given as a C string: made text only while some plan is made.
    static func fault(_ call: Call, path: UnsafePointer<CChar>) -> Int32? {
        guard planCount.load(ordering: .sequentiallyConsistent) > 0 else { return nil }
        return fault(call, path: String(cString: path))
    }

    /// The same for a call on an open descriptor: the file it names is found in `/proc/self/fd` only while some
    /// plan is made.
    public static func fault(_ call: Call, descriptor: Int32) -> Int32? {
        guard planCount.load(ordering: .sequentiallyConsistent) > 0 else { return nil }
        guard let path = self.path(of: descriptor) else { return nil }
        return fault(call, path: path)
    }

    /// Fails the way a planned fault says, as the C call would: sets `errno` and returns -1.
    @inline(__always)
    static func failing(_ code: Int32) -> Int32 {
        errno = code
        return -1
    }

    private static func path(of descriptor: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func currentFolder() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
