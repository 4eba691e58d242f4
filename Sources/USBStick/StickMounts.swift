import Glibc
import LinuxSystem

/// The mount table, watched for the system mounting or unmounting a USB stick at one folder (C5): the kernel marks
/// `/proc/self/mountinfo` with `EPOLLPRI` when the table changes (no timer), and a stick is in while the folder is on
/// another device than its parent. The runtime watches `descriptor` and asks `isMounted()` when it is marked.
public final class StickMounts {
    /// The folder the system mounts a stick at.
    public let folder: String
    private let table: FileDescriptor

    /// The mount table opened for `folder`. The corresponding C call is `open`.
    public init(folder: String) throws(SystemCallError) {
        self.folder = folder
        table = try FileDescriptor.open("/proc/self/mountinfo", O_RDONLY | O_CLOEXEC)
    }

    /// The descriptor to watch for `EPOLLPRI`.
    public var descriptor: Int32 { table.rawValue }

    /// Reads the table through again (what the kernel expects after a change is signalled, or it keeps signalling),
    /// then says whether a stick is mounted at the folder. The corresponding C calls are `pread` and `lstat`.
    public func isMounted() -> Bool {
        var offset = 0
        while let part = try? table.read(at: offset, count: 4096), !part.isEmpty { offset += part.count }
        return Self.isMountPoint(folder)
    }

    /// Whether `folder` has something mounted on it: it is on another device than its parent. The corresponding C
    /// call is `lstat` (answered from the kernel's cache of the mounted root, not from the stick).
    public static func isMountPoint(_ folder: String) -> Bool {
        var here = stat()
        var parent = stat()
        guard lstat(folder, &here) == 0, lstat(folder + "/..", &parent) == 0 else { return false }
        return here.st_dev != parent.st_dev
    }
}
