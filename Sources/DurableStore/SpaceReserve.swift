import Glibc
import LinuxSystem

/// Room kept on the data partition for the message (D4): a file of zeros beside the database, given back when the
/// partition is full so that the next save of the message has the few pages it needs, and made again once the
/// partition has room.
///
/// In WAL mode every commit appends frames, so without room kept aside a full partition leaves even the message
/// alone unsavable, and the log of saves itself may be what filled it.
struct SpaceReserve {
    /// The reserve file's path.
    let path: String
    /// Its size; zero turns the reserve off.
    let bytes: Int

    init(directory: String, bytes: Int) {
        self.path = directory + "/brickson.reserve"
        self.bytes = bytes
    }

    /// Whether the reserve is in place.
    var isHeld: Bool { bytes > 0 && (Files.size(path) ?? 0) >= bytes }

    /// Makes the reserve if it is missing and the partition has plenty of room (four times the reserve), so that
    /// making it never takes the room the next save needs. The corresponding C calls are `statvfs`, `open`,
    /// `posix_fallocate` (or `write` where the file system cannot allocate) and `fsync`.
    @discardableResult
    func replenish() -> Bool {
        guard bytes > 0, !isHeld else { return isHeld }
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        var info = statvfs()
        guard statvfs(folder.isEmpty ? "." : folder, &info) == 0,
            UInt64(info.f_bavail) * UInt64(info.f_frsize) >= UInt64(bytes) * 4
        else { return false }
        guard let file = try? FileDescriptor.open(path, O_WRONLY | O_CREAT | O_NOFOLLOW, mode: 0o600) else {
            return false
        }
        var made = posix_fallocate(file.rawValue, 0, off_t(bytes)) == 0
        if !made {
            // A file system that cannot allocate: zeros, written out.
            made = (try? file.writeAll([UInt8](repeating: 0, count: bytes))) != nil
        }
        made = made && (try? file.sync()) != nil
        _ = consume file
        if !made { AtomicFile.remove(path) }
        return made
    }

    /// Gives the room back if the partition is already full (less free than the reserve itself): at start, so that
    /// the database can be opened and the first saves find room. The corresponding C calls are `statvfs`, `unlink`.
    @discardableResult
    func releaseIfFull() -> Bool {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        var info = statvfs()
        guard statvfs(folder.isEmpty ? "." : folder, &info) == 0,
            UInt64(info.f_bavail) * UInt64(info.f_frsize) < UInt64(max(bytes, 1))
        else { return false }
        return release()
    }

    /// Gives the room back; true if there was a reserve to give. The corresponding C call is `unlink`.
    func release() -> Bool {
        guard Files.exists(path) else { return false }
        return Files.remove(path)
    }
}
