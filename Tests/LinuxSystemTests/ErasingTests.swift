import Glibc
import LinuxSystem
import Testing

/// C6: a file of the person's is overwritten where it lies before it is removed, so the blocks the file system frees
/// hold zeros; no free space is needed (a hole stays a hole).
@Suite struct ErasingTests {
    /// The bytes of the file at `path`.
    static func contents(_ path: String) throws -> [UInt8] {
        let file = try FileDescriptor.open(path, O_RDONLY)
        guard case .bytes(let bytes) = try file.readWhole(limit: 1 << 24) else {
            Issue.record("\(path) could not be read whole")
            return []
        }
        return bytes
    }

    @Test func C6_aRemovedFileIsOverwrittenWithZerosWhereItLiesFirst() throws {
        let folder = temporaryFolder()
        let path = folder + "/backup.zip"
        let words = Array(String(repeating: "Tell Zebulon the key is under the blue pot. ", count: 3000).utf8)
        let file = try FileDescriptor.open(path, O_WRONLY | O_CREAT, mode: 0o600)
        try file.writeAll(words)
        try file.close()
        // A second name for the same blocks: it still reads them after the first name is gone.
        #expect(link(path, folder + "/witness") == 0)
        #expect(Erasing.overwriteAndRemove(path))
        #expect(access(path, F_OK) != 0, "removed")
        let left = try Self.contents(folder + "/witness")
        #expect(left.count == words.count, "the same size, overwritten in place")
        #expect(left.allSatisfy { $0 == 0 }, "nothing of the words is left in its blocks")
    }

    @Test func C6_aHoleIsNotFilledSoASparseFileNeedsNoRoom() throws {
        let folder = temporaryFolder()
        let path = folder + "/sparse"
        let file = try FileDescriptor.open(path, O_WRONLY | O_CREAT, mode: 0o600)
        try file.writeAll(Array("start".utf8))
        #expect(ftruncate(file.rawValue, 8 << 20) == 0)
        #expect(lseek(file.rawValue, (8 << 20) - 3, SEEK_SET) >= 0)
        try file.writeAll(Array("end".utf8))
        try file.close()
        #expect(link(path, folder + "/witness") == 0)
        var before = stat()
        stat(path, &before)
        #expect(Erasing.overwriteAndRemove(path))
        var after = stat()
        stat(folder + "/witness", &after)
        #expect(after.st_blocks <= before.st_blocks, "no block was added: \(before.st_blocks) → \(after.st_blocks)")
        let left = try Self.contents(folder + "/witness")
        #expect(!left.contains(UInt8(ascii: "s")) && !left.contains(UInt8(ascii: "e")))
    }

    @Test func C6_aLinkIsRemovedNeverFollowedAndAFIFONeverBlocks() throws {
        let folder = temporaryFolder()
        let target = folder + "/elsewhere"
        let file = try FileDescriptor.open(target, O_WRONLY | O_CREAT, mode: 0o600)
        try file.writeAll(Array("keep me".utf8))
        try file.close()
        #expect(symlink(target, folder + "/link") == 0)
        #expect(Erasing.overwriteAndRemove(folder + "/link"))
        #expect(try Self.contents(target) == Array("keep me".utf8), "what the link pointed at is untouched")
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)
        #expect(Erasing.overwriteAndRemove(folder + "/fifo"))
        #expect(access(folder + "/fifo", F_OK) != 0)
    }
}
