import Glibc
import LinuxSystem

/// Lets a test cut a write off as if the stick were pulled: called with the bytes written so far, it returns
/// false to stop there. The device never sets one.
public typealias WriteGate = @Sendable (_ written: Int) -> Bool

/// Writes whole files to a USB stick so that a stick pulled at any moment holds either the old file or the whole
/// new one (C5): a temporary file beside it, synced, renamed into place, and the folder synced.
public enum StickWriter {
    /// The suffix of a file being written.
    public static let partial = AtomicFile.partial

    /// Writes `bytes` as `name` at the top of `folder` (`AtomicFile.write`). On any failure the temporary file is
    /// removed where it still can be, `name` is left as it was, and the error says why in words.
    public static func write(
        _ bytes: [UInt8], as name: String, in folder: String, place: WritePlace = .stick, gate: WriteGate? = nil
    ) throws(StickError) {
        try put(.bytes(bytes), as: name, in: folder, place: place, gate: gate)
    }

    /// Copies the file at `source` (on the device) as `name` at the top of `folder`, a quarter of a MiB at a time,
    /// never holding it whole (D8), with the same guarantees as `write`.
    public static func copy(
        _ source: String, as name: String, in folder: String, place: WritePlace = .stick, gate: WriteGate? = nil
    ) throws(StickError) {
        try put(.file(source), as: name, in: folder, place: place, gate: gate)
    }

    /// What is written: bytes in memory, or a file read a part at a time.
    enum Source {
        case bytes([UInt8])
        case file(String)
    }

    private static func put(
        _ source: Source, as name: String, in folder: String, place: WritePlace, gate: WriteGate?
    ) throws(StickError) {
        do throws(SystemCallError) {
            try AtomicFile.write(to: folder + "/" + name) { (file: borrowing FileDescriptor) throws(SystemCallError) in
                try writeChunks(source, to: file, gate: gate)
            }
        } catch {
            throw .failure(error.code, doing: "“\(name)” could not be written to \(place.words)", on: place)
        }
    }

    /// Writes the source a quarter of a MiB at a time, asking `gate` after each part (tests cut a write off there).
    /// Each way has a function of its own, and no function both owns a descriptor and throws from a loop: Swift
    /// 6.0.3's optimiser crashed (CopyPropagation) on every mix of the two that was tried.
    private static func writeChunks(
        _ source: Source, to file: borrowing FileDescriptor, gate: WriteGate?
    ) throws(SystemCallError) {
        switch source {
        case .bytes(let bytes): try writeBytes(bytes, to: file, gate: gate)
        case .file(let path): try copyFile(path, to: file, gate: gate)
        }
    }

    private static func writeBytes(
        _ bytes: [UInt8], to file: borrowing FileDescriptor, gate: WriteGate?
    ) throws(SystemCallError) {
        var written = 0
        while written < bytes.count {
            let end = min(written + (256 << 10), bytes.count)
            try file.writeAll(Array(bytes[written..<end]))
            written = end
            if let gate, !gate(written) { throw SystemCallError("write", code: EIO) }
        }
    }

    private static func copyFile(
        _ path: String, to file: borrowing FileDescriptor, gate: WriteGate?
    ) throws(SystemCallError) {
        let input = try FileDescriptor.open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        try copyChunks(from: input, to: file, gate: gate)
    }

    /// Copies `input` to `file` a quarter of a MiB at a time, asking `gate` after each part.
    private static func copyChunks(
        from input: borrowing FileDescriptor, to file: borrowing FileDescriptor, gate: WriteGate?
    ) throws(SystemCallError) {
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 << 10, alignment: 1)
        defer { chunk.deallocate() }
        var written = 0
        while true {
            let got = try input.readFully(into: chunk)
            if got == 0 { break }
            try file.writeAll(UnsafeRawBufferPointer(rebasing: chunk[0..<got]))
            written += got
            if let gate, !gate(written) { throw SystemCallError("write", code: EIO) }
        }
    }

    /// Makes a rename or a removal in `folder` durable (`AtomicFile.syncFolder`).
    package static func syncFolder(_ folder: String, doing: String, on place: WritePlace) throws(StickError) {
        do throws(SystemCallError) {
            // vfat's fsync of a folder writes its entries (and the FAT); an error here means the change may not last.
            try AtomicFile.syncFolder(folder)
        } catch {
            throw .failure(error.code, doing: doing, on: place)
        }
    }
}
