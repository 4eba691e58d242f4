import BricksonCore
import Glibc
import LinuxSystem
import Testing
import UpdateChannel

/// A new empty folder under /tmp.
func temporaryFolder() -> String {
    var template = Array("/tmp/update-channel-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
}

/// The whole of the file at `path`.
func contents(_ path: String) throws -> [UInt8] {
    guard case .bytes(let bytes) = try FileDescriptor.open(path, O_RDONLY).readWhole(limit: 1 << 20) else {
        throw SystemCallError("read", code: EINVAL)
    }
    return bytes
}

/// U3, U5: the status file as the runtime hears it, with real files: read only when it is another file, never
/// waited on, and every refusal in words.
@Suite struct UpdateStatusFileTests {
    static let ready = "state=ready\nbundle=a.raucb\nversion=2026.12.01.0900\n"

    /// A status file in a new folder holding `text`, if any.
    static func statusFile(_ text: String? = ready) throws -> UpdateStatusFile {
        let folder = temporaryFolder()
        if let text { try AtomicFile.write(Array(text.utf8), to: folder + "/" + UpdateStatusFile.name) }
        return UpdateStatusFile(folder: folder)
    }

    @Test func U3_aStatusIsReadAndTheSameFileReadAgainIsUnchanged() throws {
        var file = try Self.statusFile()
        let status = try #require(UpdateStatus.parse(Array(Self.ready.utf8)))
        #expect(file.read() == .read(status, problem: nil))
        #expect(file.read() == .unchanged)
    }

    @Test func U3_aMissingStatusIsToldOnceInWords() throws {
        var file = try Self.statusFile(nil)
        let words = SystemCallError.words(ENOENT)
        #expect(file.read() == .missing(problem: "the status \(file.path) cannot be read (\(words))"))
        #expect(file.read() == .unchanged)
        try AtomicFile.write(Array(Self.ready.utf8), to: file.path)
        #expect(file.read() == .read(UpdateStatus.parse(Array(Self.ready.utf8)), problem: nil))
    }

    @Test func U3_aStatusReplacedByARenameIsReadAgain() throws {
        var file = try Self.statusFile()
        _ = file.read()
        // The same bytes under a new inode: the system's rename into place, which the stamp sees.
        try AtomicFile.write(Array(Self.ready.utf8), to: file.path)
        #expect(file.read() == .read(UpdateStatus.parse(Array(Self.ready.utf8)), problem: nil))
        let installing = "state=installing\nbundle=a.raucb\nprogress=40\n"
        try AtomicFile.write(Array(installing.utf8), to: file.path)
        #expect(file.read() == .read(UpdateStatus.parse(Array(installing.utf8)), problem: nil))
        #expect(file.read() == .unchanged)
    }

    /// A FIFO in the status's place is opened without waiting for a writer and refused, so the loop never blocks.
    @Test func U3_aFIFOInPlaceOfTheStatusIsRefusedWithoutWaiting() throws {
        var file = try Self.statusFile(nil)
        #expect(mkfifo(file.path, 0o600) == 0)
        #expect(file.read() == .read(nil, problem: "the status \(file.path) is not a regular file"))
        #expect(file.read() == .unchanged)
    }

    @Test func U3_aStatusOverTheByteLimitIsRefused() throws {
        var file = try Self.statusFile("state=idle\n" + String(repeating: "x", count: UpdateStatus.byteLimit))
        #expect(file.read() == .read(nil, problem: "the status \(file.path) is larger than 4096 bytes"))
    }

    @Test func U3_aDamagedStatusIsReadAsNothingAndSaidDamaged() throws {
        var file = try Self.statusFile("state=sideways\n")
        #expect(file.read() == .read(nil, problem: "the status \(file.path) is damaged"))
        #expect(file.read() == .unchanged)
    }

    /// A link in the status's place is not followed (`O_NOFOLLOW`), even to a good status.
    @Test func U3_aLinkInPlaceOfTheStatusIsNotFollowed() throws {
        let elsewhere = temporaryFolder() + "/status"
        try AtomicFile.write(Array(Self.ready.utf8), to: elsewhere)
        var file = try Self.statusFile(nil)
        #expect(symlink(elsewhere, file.path) == 0)
        let words = SystemCallError.words(ELOOP)
        #expect(file.read() == .missing(problem: "the status \(file.path) cannot be read (\(words))"))
    }
}

/// U3, U4: the request folder: the request written whole, and this boot's undone update told once.
@Suite struct UpdateRequestFolderTests {
    @Test func U4_theUndoneUpdateIsNotedOnceABoot() {
        let folder = UpdateRequestFolder(temporaryFolder())
        #expect(folder.firstUndoneNoticeThisBoot())
        #expect(!folder.firstUndoneNoticeThisBoot())
        #expect(!UpdateRequestFolder(folder.path).firstUndoneNoticeThisBoot(), "another Brickson this boot")
    }

    /// A folder that cannot hold the note (here, none at all) tells the undone update rather than stay silent.
    @Test func U4_noFolderForTheNoteStillTellsIt() {
        let folder = UpdateRequestFolder(temporaryFolder() + "/gone")
        #expect(folder.firstUndoneNoticeThisBoot())
    }

    @Test func U3_aRequestIsWrittenWholeAsOneLine() throws {
        let folder = UpdateRequestFolder(temporaryFolder())
        try folder.write(.install("next update.raucb"))
        let request = folder.path + "/" + UpdateRequestFolder.requestName
        #expect(try contents(request) == Array("install next update.raucb\n".utf8))
        try folder.write(.restart)
        #expect(try contents(request) == Array("restart\n".utf8))
        #expect(try Directory.names(folder.path).sorted() == [UpdateRequestFolder.requestName])
    }

    /// A full card leaves the last request as it was, and the error names the call.
    @Test func U3_D3_aRequestThatCannotBeWrittenLeavesTheLastOne() throws {
        let folder = UpdateRequestFolder(temporaryFolder())
        try folder.write(.inspect("a.raucb"))
        SystemCallFaults.plan(ENOSPC, in: .write, under: folder.path)
        defer { SystemCallFaults.clear(under: folder.path) }
        #expect(throws: SystemCallError("write", code: ENOSPC)) { try folder.write(.install("a.raucb")) }
        #expect(try contents(folder.path + "/" + UpdateRequestFolder.requestName) == Array("inspect a.raucb\n".utf8))
    }
}
