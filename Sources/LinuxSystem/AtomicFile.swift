import Glibc

/// Putting a file in place whole or not at all, the one way every part of Brickson does it (D3, C5, C6): a
/// temporary file beside it, written, synced, renamed over the old one, synced again, and the folder synced. Power
/// cut or a stick pulled at any moment leaves the old file or the whole new one, never a part.
public enum AtomicFile {
    /// The suffix of the temporary file beside the one being written.
    public static let partial = ".part"

    /// Writes `bytes` as `path` (see `write(to:mode:durable:_:)`).
    public static func write(
        _ bytes: [UInt8], to path: String, mode: mode_t = 0o644, durable: Bool = true
    ) throws(SystemCallError) {
        try write(to: path, mode: mode, durable: durable) { (file: borrowing FileDescriptor) throws(SystemCallError) in
            try file.writeAll(bytes)
        }
    }

    /// Writes what `fill` writes as `path`. A file left at the temporary name by a write that was cut off (or a link
    /// planted there) is removed first, never followed, and the temporary file is made new (`O_EXCL`,
    /// `O_NOFOLLOW`). On any failure, `fill`'s own included, the temporary file is removed where it still can be,
    /// `path` is as it was, and the error names the call that failed. The corresponding C calls are `unlink`,
    /// `open`, `write`, `fsync`, `rename`, `fsync` again, `close`, and `open` and `fsync` of the folder; each can be
    /// planned to fail (`SystemCallFaults`). `durable: false` leaves out the syncs, for a file that matters only
    /// while the system runs (on a tmpfs, written at every frame): whole or not at all still, but not kept over a
    /// power cut.
    public static func write(
        to path: String, mode: mode_t = 0o644, durable: Bool = true,
        _ fill: (borrowing FileDescriptor) throws(SystemCallError) -> Void
    ) throws(SystemCallError) {
        let temporary = path + partial
        _ = remove(temporary)
        do throws(SystemCallError) {
            let file = try FileDescriptor.open(
                temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NOCTTY, mode: mode)
            try fill(file)
            if durable { try file.sync() }
            try rename(temporary, to: path)
            // vfat writes the renamed entry with size 0 and no cluster, and fills them in only when the file's inode
            // is written back: a stick pulled before that held an empty file under the final name (seen in the image
            // test). Synced again through the same descriptor, the new name holds the whole file.
            if durable { try file.sync() }
            try file.close()
        } catch {
            _ = remove(temporary)
            throw error
        }
        if durable { try syncFolder(of: path) }
    }

    /// Renames `from` over `to`. The corresponding C call is `rename`, retried on `EINTR`.
    public static func rename(_ from: String, to: String) throws(SystemCallError) {
        let result = retryingInterrupts {
            if let code = SystemCallFaults.fault(.rename, path: to) { return SystemCallFaults.failing(code) }
            return Glibc.rename(from, to)
        }
        guard result == 0 else { throw SystemCallError("rename") }
    }

    /// Removes `path` (a link itself, never what it names); true when nothing is left there. The corresponding C
    /// call is `unlink`, retried on `EINTR`.
    @discardableResult
    public static func remove(_ path: String) -> Bool {
        let result = retryingInterrupts {
            if let code = SystemCallFaults.fault(.unlink, path: path) { return SystemCallFaults.failing(code) }
            return unlink(path)
        }
        return result == 0 || errno == ENOENT
    }

    /// Makes a rename or a removal in the folder holding `path` durable. A file system whose folders cannot be
    /// synced (`EINVAL`) is taken as done. The corresponding C calls are `open` and `fsync` of the folder.
    public static func syncFolder(of path: String) throws(SystemCallError) {
        let folder = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        try syncFolder(folder)
    }

    /// Makes renames and removals in `folder` durable (see `syncFolder(of:)`).
    public static func syncFolder(_ folder: String) throws(SystemCallError) {
        let raw = retryingInterrupts { Glibc.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard raw >= 0 else { throw SystemCallError("open") }
        let directory = FileDescriptor(adopting: raw)
        do throws(SystemCallError) {
            try directory.sync()
        } catch {
            guard error.code == EINVAL else { throw error }
        }
    }
}
