import Glibc
import LinuxSystem
import Testing

/// D3, C5: the one way Brickson puts a file in place (`AtomicFile`), under every failure a full card, a dying one
/// or a signal brings, each planned with `SystemCallFaults` on the real calls.
@Suite struct AtomicFileTests {
    static let old = Array("the board before".utf8)
    static let new = Array(String(repeating: "the whole new board. ", count: 5000).utf8)

    /// A folder holding `name` with the old bytes.
    static func folderWithOldFile(_ name: String = "board.obz") throws -> String {
        let folder = temporaryFolder()
        try AtomicFile.write(old, to: folder + "/" + name)
        return folder
    }

    static func names(_ folder: String) -> [String] { ((try? Directory.names(folder)) ?? []).sorted() }

    @Test func D3_aWriteReplacesTheFileWholeAndLeavesNothingBeside() throws {
        let folder = try Self.folderWithOldFile()
        try AtomicFile.write(Self.new, to: folder + "/board.obz")
        #expect(try ErasingTests.contents(folder + "/board.obz") == Self.new)
        #expect(Self.names(folder) == ["board.obz"])
    }

    /// Each call of the recipe failing with each errno a card gives: the old file stays whole, no temporary file is
    /// left, and the error names the call and the errno.
    @Test(arguments: [SystemCallFaults.Call.open, .write, .fsync, .rename], [ENOSPC, EIO])
    func D3_C5_aFailingCallLeavesTheOldFileWholeAndNothingBeside(call: SystemCallFaults.Call, code: Int32) throws {
        let folder = try Self.folderWithOldFile()
        SystemCallFaults.plan(code, in: call, under: folder)
        defer { SystemCallFaults.clear(under: folder) }
        #expect(throws: SystemCallError(call.description, code: code)) {
            try AtomicFile.write(Self.new, to: folder + "/board.obz")
        }
        #expect(try ErasingTests.contents(folder + "/board.obz") == Self.old)
        #expect(Self.names(folder) == ["board.obz"])
    }

    /// The second sync (after the rename: vfat's entry) and the folder's sync failing: the new name may hold the new
    /// file, but the error is told, so the caller never says "saved" of a write that may not last.
    @Test(arguments: [1, 2]) func D3_aSyncAfterTheRenameFailingIsTold(skipping: Int) throws {
        let folder = try Self.folderWithOldFile()
        SystemCallFaults.plan(EIO, in: .fsync, under: folder, skipping: skipping, times: 1)
        defer { SystemCallFaults.clear(under: folder) }
        #expect(throws: SystemCallError("fsync", code: EIO)) {
            try AtomicFile.write(Self.new, to: folder + "/board.obz")
        }
        #expect(!Self.names(folder).contains("board.obz" + AtomicFile.partial))
    }

    @Test func D3_aSignalDuringAWriteOrASyncIsRetried() throws {
        let folder = try Self.folderWithOldFile()
        SystemCallFaults.plan(EINTR, in: .write, under: folder, times: 3)
        SystemCallFaults.plan(EINTR, in: .fsync, under: folder, times: 2)
        SystemCallFaults.plan(EINTR, in: .rename, under: folder, times: 1)
        defer { SystemCallFaults.clear(under: folder) }
        try AtomicFile.write(Self.new, to: folder + "/board.obz")
        #expect(try ErasingTests.contents(folder + "/board.obz") == Self.new)
    }

    @Test func D3_D8_aLinkPlantedWhereTheTemporaryFileGoesIsRemovedNeverFollowed() throws {
        let folder = try Self.folderWithOldFile()
        let elsewhere = temporaryFolder() + "/precious"
        try AtomicFile.write(Array("not to be touched".utf8), to: elsewhere)
        #expect(symlink(elsewhere, folder + "/board.obz" + AtomicFile.partial) == 0)
        try AtomicFile.write(Self.new, to: folder + "/board.obz")
        #expect(try ErasingTests.contents(elsewhere) == Array("not to be touched".utf8))
        #expect(try ErasingTests.contents(folder + "/board.obz") == Self.new)
    }

    /// What a hostile stick or card can put where the temporary file goes, or give as a name: a folder (it cannot be
    /// removed, and is never written into), a FIFO (removed, never opened), a name as long as a name may be (the
    /// temporary name is then too long). Each is refused with the call's error or written past; the old file stays.
    @Test func D3_D8_aFolderAFIFOOrTheLongestNameAtTheTemporaryPlaceChangeNothingElse() throws {
        let folder = try Self.folderWithOldFile()
        let temporary = folder + "/board.obz" + AtomicFile.partial
        #expect(mkdir(temporary, 0o755) == 0)
        #expect(throws: SystemCallError.self) { try AtomicFile.write(Self.new, to: folder + "/board.obz") }
        #expect(try ErasingTests.contents(folder + "/board.obz") == Self.old)
        #expect(rmdir(temporary) == 0, "the planted folder was left as it was, empty")

        #expect(mkfifo(temporary, 0o644) == 0)
        try AtomicFile.write(Self.new, to: folder + "/board.obz")
        #expect(try ErasingTests.contents(folder + "/board.obz") == Self.new)

        let longest = String(repeating: "a", count: Int(NAME_MAX))
        #expect(throws: SystemCallError("open", code: ENAMETOOLONG)) {
            try AtomicFile.write(Self.new, to: folder + "/" + longest)
        }
        #expect(Self.names(folder) == ["board.obz"])
    }

    /// A plan holds only under its folder: tests side by side, each in its own folder, never see another's faults.
    @Test func F3_aPlanHoldsOnlyUnderItsFolder() throws {
        let failing = try Self.folderWithOldFile()
        let other = try Self.folderWithOldFile()
        SystemCallFaults.plan(ENOSPC, in: .write, under: failing)
        defer { SystemCallFaults.clear(under: failing) }
        try AtomicFile.write(Self.new, to: other + "/board.obz")
        #expect(try ErasingTests.contents(other + "/board.obz") == Self.new)
        #expect(throws: SystemCallError("write", code: ENOSPC)) {
            try AtomicFile.write(Self.new, to: failing + "/board.obz")
        }
    }
}
