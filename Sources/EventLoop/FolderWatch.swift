import Glibc
import LinuxSystem

/// An inotify descriptor watching one folder for files written, renamed in or out, or removed: the loop hears of a
/// change the moment the kernel makes it, with no timer.
public final class FolderWatch {
    private let file: FileDescriptor
    private var watch: Int32 = -1
    /// The descriptor to watch in the loop.
    public var descriptor: Int32 { file.rawValue }
    /// Whether a folder is being watched (false before `watch`, and after the folder itself went).
    public var isWatching: Bool { watch >= 0 }

    /// A watch on nothing yet. The corresponding C call is `inotify_init1(IN_NONBLOCK | IN_CLOEXEC)`.
    public init() throws(SystemCallError) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw SystemCallError("inotify_init1") }
        file = FileDescriptor(adopting: descriptor)
    }

    /// Watches `folder`: nil once it is, or the error code where it cannot be (a folder not made yet).
    /// The corresponding C call is `inotify_add_watch`.
    public func watch(_ folder: String) -> Int32? {
        let mask =
            IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_DELETE_SELF
            | IN_MOVE_SELF | IN_ONLYDIR
        let added = inotify_add_watch(descriptor, folder, UInt32(mask))
        guard added >= 0 else { return errno }
        watch = added
        return nil
    }

    /// Takes the events waiting; after it the descriptor is quiet until the next change. Returns false where the
    /// folder itself went (removed, renamed or unmounted): then it is no longer watched.
    public func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            var offset = 0
            // Each event is a fixed header (descriptor, mask, cookie, name length) and the name's bytes.
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= got {
                let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                if event.mask & UInt32(IN_IGNORED) != 0 { watch = -1 }
                offset += header + Int(event.len)
            }
        }
        return isWatching
    }
}
