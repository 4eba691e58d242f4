import BricksonCore
import CSQLite
import Glibc
import LinuxSystem
import Testing

@testable import DurableStore

/// SQLite's own writes, routed through `SystemCallFaults` like every other write of Brickson: SQLite's Unix VFS lets
/// a program replace the system calls it makes (`xSetSystemCall`), so a test plans ENOSPC or EIO on the real
/// database's writes, in its own folder, and SQLite answers them as it answers a full or failing card. Installed
/// once, for the whole test process; a write under no plan goes straight to the C library.
enum SQLiteFaults {
    typealias PositionedWrite = @convention(c) (Int32, UnsafeRawPointer?, Int, Int) -> Int
    typealias PlainWrite = @convention(c) (Int32, UnsafeRawPointer?, Int) -> Int

    /// SQLite's calls before they were replaced (set once, before any is replaced).
    nonisolated(unsafe) static var realPwrite: PositionedWrite?
    nonisolated(unsafe) static var realPwrite64: PositionedWrite?
    nonisolated(unsafe) static var realWrite: PlainWrite?

    /// Replaces SQLite's `write`, `pwrite` and `pwrite64` (whichever this SQLite uses) once; true when at least one
    /// was replaced.
    static let installed: Bool = {
        guard let vfs = sqlite3_vfs_find(nil), let set = vfs.pointee.xSetSystemCall,
            let get = vfs.pointee.xGetSystemCall
        else { return false }
        var replaced = 0
        if let original = get(vfs, "pwrite") {
            realPwrite = unsafeBitCast(original, to: PositionedWrite.self)
            let faulting: PositionedWrite = { descriptor, bytes, count, offset in
                if let code = SystemCallFaults.fault(.write, descriptor: descriptor) { return fail(code) }
                return SQLiteFaults.realPwrite!(descriptor, bytes, count, offset)
            }
            if set(vfs, "pwrite", unsafeBitCast(faulting, to: sqlite3_syscall_ptr.self)) == SQLITE_OK { replaced += 1 }
        }
        if let original = get(vfs, "pwrite64") {
            realPwrite64 = unsafeBitCast(original, to: PositionedWrite.self)
            let faulting: PositionedWrite = { descriptor, bytes, count, offset in
                if let code = SystemCallFaults.fault(.write, descriptor: descriptor) { return fail(code) }
                return SQLiteFaults.realPwrite64!(descriptor, bytes, count, offset)
            }
            if set(vfs, "pwrite64", unsafeBitCast(faulting, to: sqlite3_syscall_ptr.self)) == SQLITE_OK {
                replaced += 1
            }
        }
        if let original = get(vfs, "write") {
            realWrite = unsafeBitCast(original, to: PlainWrite.self)
            let faulting: PlainWrite = { descriptor, bytes, count in
                if let code = SystemCallFaults.fault(.write, descriptor: descriptor) { return fail(code) }
                return SQLiteFaults.realWrite!(descriptor, bytes, count)
            }
            if set(vfs, "write", unsafeBitCast(faulting, to: sqlite3_syscall_ptr.self)) == SQLITE_OK { replaced += 1 }
        }
        return replaced > 0
    }()

    static func fail(_ code: Int32) -> Int {
        errno = code
        return -1
    }
}

/// D4, F3: a write error (ENOSPC: the card is full; EIO: the card is failing) on the message's save and on the
/// board's save, injected into SQLite's own writes of the real database. The failure is reported, the database
/// stays whole, what was saved before is what a restart finds, and saving resumes by itself once writes succeed.
@Suite struct WriteErrorTests {
    static let fast = StoreOptions(retryInterval: .milliseconds(200))

    @Test(arguments: [ENOSPC, EIO])
    func D4_F3_aWriteErrorOnTheMessagesSaveIsReportedAndNothingIsLost(code: Int32) throws {
        try #require(SQLiteFaults.installed, "SQLite's system calls could not be replaced")
        let directory = ScratchDirectory()
        let recorder = EventRecorder()
        let opening = Store.open(directory: directory.path, now: .zero, options: Self.fast, report: recorder.report)
        opening.store.saveMessage(message: "I am cold", putBack: nil, revision: 1)
        try #require(recorder.waitForSaved(1))

        SystemCallFaults.plan(code, in: .write, under: directory.path)
        opening.store.saveMessage(message: "I need suction", putBack: "I am cold", revision: 2)
        #expect(recorder.waitForFailed(2))
        // A restart while the card still fails finds the message saved before, whole.
        SystemCallFaults.clear(under: directory.path)
        #expect(recorder.waitForSaved(2), "saving resumes by itself when writes succeed again")
        opening.store.close()
        #expect(try integrity(of: directory.database) == ["ok"])
        let again = Store.open(directory: directory.path, now: .zero)
        defer { again.store.close() }
        #expect(again.message == "I need suction" && again.putBack == "I am cold" && again.revision == 2)
    }

    @Test(arguments: [ENOSPC, EIO])
    func D4_F3_aWriteErrorOnTheBoardsSaveKeepsTheBoardBeforeWholeAndSavesItLater(code: Int32) throws {
        try #require(SQLiteFaults.installed, "SQLite's system calls could not be replaced")
        let directory = ScratchDirectory()
        let opening = Store.open(directory: directory.path, now: .zero, options: Self.fast)
        var family = StarterContent.board
        family.categories[0].phrases[0].text = "Call my daughter Anna"

        SystemCallFaults.plan(code, in: .write, under: directory.path)
        opening.store.saveBoard(family)
        opening.store.waitUntilWritten()
        // Closed while the card still fails (one more try at closing fails too): the board before is what is kept.
        opening.store.close()
        SystemCallFaults.clear(under: directory.path)
        #expect(try integrity(of: directory.database) == ["ok"])
        let restarted = Store.open(directory: directory.path, now: .zero, options: Self.fast)
        #expect(restarted.board.categories[0].phrases[0].text == "I'm in pain", "the board before")
        #expect(restarted.board == StarterContent.board, "the board before, whole")

        restarted.store.saveBoard(family)
        restarted.store.close()
        let again = Store.open(directory: directory.path, now: .zero)
        defer { again.store.close() }
        #expect(again.board.categories[0].phrases[0].text == "Call my daughter Anna")
        #expect(again.board == family)
    }
}
