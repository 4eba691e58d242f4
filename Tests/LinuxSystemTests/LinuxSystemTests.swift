import Glibc
import LinuxSystem
import Synchronization
import Testing

/// A fresh folder under /tmp for one test.
func temporaryFolder() -> String {
    var template = Array("/tmp/linux-system-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
}

/// A pipe as two owned descriptors.
struct PipeEnds: ~Copyable {
    var reader: FileDescriptor
    var writer: FileDescriptor

    init() throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SystemCallError("pipe") }
        reader = FileDescriptor(adopting: ends[0])
        writer = FileDescriptor(adopting: ends[1])
    }
}

/// The read end of a pipe whose write end went away with its owner.
func readerOfAClosedPipe() throws -> FileDescriptor {
    let ends = try PipeEnds()
    return ends.reader
}

@Suite struct FileDescriptorTests {
    @Test func closingTheOnlyOwnerClosesTheDescriptor() throws {
        let ends = try PipeEnds()
        let reader = ends.reader
        try ends.writer.close()
        // The write end is closed (no copy of it is left anywhere), so the read end sees the end of the file.
        var byte: UInt8 = 0
        let got = try withUnsafeMutableBytes(of: &byte) { bytes throws(SystemCallError) in
            try reader.read(into: bytes)
        }
        #expect(got == 0)
    }

    @Test func anOwnerThatGoesAwayClosesTheDescriptor() throws {
        let reader = try readerOfAClosedPipe()
        var byte: UInt8 = 0
        let got = try withUnsafeMutableBytes(of: &byte) { bytes throws(SystemCallError) in
            try reader.read(into: bytes)
        }
        #expect(got == 0)
    }

    @Test func writeAllAndReadFullyMoveEveryByte() throws {
        let ends = try PipeEnds()
        let reader = ends.reader
        let writer = ends.writer
        // Less than a pipe's buffer: it all goes in before anything is read.
        let sent = (0..<40_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try writer.writeAll(sent)
        try writer.close()
        var received = [UInt8](repeating: 0, count: sent.count + 10)
        let count = try received.withUnsafeMutableBytes { bytes throws(SystemCallError) in
            try reader.readFully(into: bytes)
        }
        #expect(count == sent.count)
        #expect(Array(received[0..<count]) == sent)
    }

    @Test func aMissingFileIsAnErrnoError() {
        #expect(throws: SystemCallError("open", code: ENOENT)) {
            _ = try FileDescriptor.open("/nonexistent/linux-system-test", O_RDONLY)
        }
    }

    /// A descriptor handed over to a C library (libdrm, libinput) is open, closed on exec, and owned by whoever
    /// took it: the number stays open until that owner closes it.
    @Test func aRawOpenHandsOverAnOpenDescriptorClosedOnExec() throws {
        let folder = temporaryFolder()
        try AtomicFile.write(Array("card".utf8), to: folder + "/card0")
        let raw = try FileDescriptor.openRaw(folder + "/card0", O_RDWR)
        #expect(fcntl(raw, F_GETFD) & FD_CLOEXEC != 0)
        let file = FileDescriptor(adopting: raw)
        #expect(try file.readWhole(limit: 16) == .bytes(Array("card".utf8)))
        try file.close()
        #expect(fcntl(raw, F_GETFD) == -1)
    }

    /// A name that is bytes, not text, is opened as it is, never as its text with replacement characters.
    @Test func aRawOpenTakesANameThatIsNotText() throws {
        let folder = temporaryFolder()
        let path = Array((folder + "/f").utf8) + [0xFF, 0xFE] + Array(".obz".utf8) + [0]
        func openByBytes(_ flags: Int32) throws -> Int32 {
            try path.withUnsafeBufferPointer { bytes in
                try bytes.withMemoryRebound(to: CChar.self) { characters in
                    try FileDescriptor.openRaw(characters.baseAddress!, flags, mode: 0o644)
                }
            }
        }
        try FileDescriptor(adopting: try openByBytes(O_CREAT | O_WRONLY)).close()
        try FileDescriptor(adopting: try openByBytes(O_RDONLY)).close()
        #expect(throws: SystemCallError("open", code: ENOENT)) {
            _ = try FileDescriptor.openRaw(folder + "/f\u{FFFD}\u{FFFD}.obz", O_RDONLY)
        }
    }

    @Test func aRawOpenOfAMissingFileGivesItsErrno() {
        #expect(throws: SystemCallError("open", code: ENOENT)) {
            _ = try FileDescriptor.openRaw(temporaryFolder() + "/missing", O_RDWR)
        }
    }

    /// A planned fault fails a raw open for writing as it fails `open`; a raw open for reading never is.
    @Test func D3_aRawOpenForWritingCanBePlannedToFail() throws {
        let folder = temporaryFolder()
        try AtomicFile.write(Array("card".utf8), to: folder + "/card0")
        SystemCallFaults.plan(EIO, in: .open, under: folder, times: 1)
        defer { SystemCallFaults.clear(under: folder) }
        try FileDescriptor(adopting: try FileDescriptor.openRaw(folder + "/card0", O_RDONLY)).close()
        #expect(throws: SystemCallError("open", code: EIO)) {
            _ = try FileDescriptor.openRaw(folder + "/card0", O_RDWR)
        }
        try FileDescriptor(adopting: try FileDescriptor.openRaw(folder + "/card0", O_RDWR)).close()
    }
}

/// How many times the test's SIGUSR1 handler ran.
let interruptions = Atomic<Int>(0)

@Suite struct InterruptedCallTests {
    /// A signal whose handler is installed without SA_RESTART makes a blocking `read` fail with EINTR; the layer
    /// calls it again, so the reader still gets its byte.
    @Test func aReadInterruptedBySignalsIsRetried() throws {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in interruptions.add(1, ordering: .relaxed) }
        action.sa_flags = 0
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        sigaction(SIGUSR1, &action, &previous)
        defer { sigaction(SIGUSR1, &previous, nil) }
        // The test runner's threads may block signals: let this one take SIGUSR1 while it reads.
        var usr1 = sigset_t()
        sigemptyset(&usr1)
        sigaddset(&usr1, SIGUSR1)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &usr1, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }

        let ends = try PipeEnds()
        let reader = ends.reader
        let writer = ends.writer
        let reading = pthread_self()
        let before = interruptions.load(ordering: .relaxed)
        let rawWriter = writer.rawValue
        // Signals the reader while it is blocked in `read`, several times, then gives it its byte.
        let signaller = try WorkerThread(name: "test-signaller") {
            for _ in 0..<5 {
                var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
                nanosleep(&pause, nil)
                pthread_kill(reading, SIGUSR1)
            }
            // Waits for the handler to have run (at most 5 s, so a failure ends rather than hangs).
            // (Signals sent while one is pending merge, so not every one of the five need arrive.)
            for _ in 0..<5000 where interruptions.load(ordering: .relaxed) == before {
                var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
                nanosleep(&pause, nil)
            }
            var one: UInt8 = 42
            _ = Glibc.write(rawWriter, &one, 1)
        }
        var byte: UInt8 = 0
        let got = try withUnsafeMutableBytes(of: &byte) { bytes throws(SystemCallError) in
            try reader.read(into: bytes)
        }
        signaller.join()
        #expect(interruptions.load(ordering: .relaxed) > before)
        #expect(got == 1)
        #expect(byte == 42)
        _ = consume writer
    }
}

@Suite struct TextFileTests {
    @Test func aSmallFileIsReadWhole() throws {
        let folder = temporaryFolder()
        let path = folder + "/board.conf"
        let file = try FileDescriptor.open(path, O_WRONLY | O_CREAT, mode: 0o644)
        try file.writeAll(Array("display = hdmi\r\n".utf8))
        try file.close()
        #expect(try TextFiles.read(path) == "display = hdmi\r\n")
    }

    @Test func aFIFOIsRefusedWithoutWaitingOnIt() throws {
        let path = temporaryFolder() + "/pipe"
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: TextFiles.Refusal(reason: "is not a regular file")) { try TextFiles.read(path) }
    }

    @Test func aHugeFileIsRefusedWithoutReadingIt() throws {
        let path = temporaryFolder() + "/huge"
        let file = try FileDescriptor.open(path, O_WRONLY | O_CREAT, mode: 0o644)
        let truncated = ftruncate(file.rawValue, 1 << 30)
        #expect(truncated == 0)
        try file.close()
        #expect(throws: TextFiles.Refusal(reason: "is larger than 1048576 bytes")) { try TextFiles.read(path) }
        #expect(throws: TextFiles.Refusal(reason: "is larger than 10 bytes")) { try TextFiles.read(path, limit: 10) }
    }

    @Test func aFolderIsRefused() {
        #expect(throws: TextFiles.Refusal.self) { try TextFiles.read(temporaryFolder()) }
    }

    @Test func aFolderIsListed() throws {
        let folder = temporaryFolder()
        for name in ["card1", "card0", "renderD128"] {
            try FileDescriptor.open(folder + "/" + name, O_WRONLY | O_CREAT, mode: 0o644).close()
        }
        #expect(try Directory.names(folder).sorted() == ["card0", "card1", "renderD128"])
        #expect(throws: SystemCallError("opendir", code: ENOENT)) { try Directory.names(folder + "/missing") }
    }
}

@Suite struct ThreadAndClockTests {
    @Test func theClockIsTheKernelsMonotonicClockAndNeverGoesBack() {
        // The kernel's CLOCK_MONOTONIC never goes back (the wall clock can be set back, and is on a board with no
        // real-time clock when the network tells it the date): every reading falls between two of CLOCK_MONOTONIC
        // taken around it.
        for _ in 0..<1000 {
            var before = timespec()
            var after = timespec()
            clock_gettime(CLOCK_MONOTONIC, &before)
            let reading = MonotonicClock.nanoseconds()
            clock_gettime(CLOCK_MONOTONIC, &after)
            let low = MonotonicClock.nanoseconds(before)
            let high = MonotonicClock.nanoseconds(after)
            #expect(low <= reading && reading <= high, "\(low) ≤ \(reading) ≤ \(high)")
        }
        // A reading and its timespec name the same instant both ways.
        let reading = MonotonicClock.nanoseconds()
        #expect(MonotonicClock.nanoseconds(MonotonicClock.timespec(nanoseconds: reading)) == reading)
        var last = MonotonicClock.nanoseconds()
        for _ in 0..<100_000 {
            let now = MonotonicClock.nanoseconds()
            #expect(now >= last)
            last = now
        }
    }

    @Test func aWaiterWakesWhenTheGuardedStateChanges() throws {
        let work = Guarded<(ready: Bool, seen: Int?)>((false, nil))
        let waiter = try WorkerThread(name: "test-waiter") {
            work.withLock(when: { $0.ready }) { $0.seen = 7 }
        }
        #expect(work.withLock { $0.seen } == nil)
        work.update { $0.ready = true }
        waiter.join()
        waiter.join()
        #expect(work.withLock { $0.seen } == 7)
    }

    @Test func aWaitEndsAtItsDeadlineWhenNothingChanges() {
        let work = Guarded(false)
        let deadline = MonotonicClock.nanoseconds() + 20_000_000
        let ready = work.withLock(when: { $0 }, deadline: { _ in deadline }) { $0 }
        #expect(!ready)
        #expect(MonotonicClock.nanoseconds() >= deadline)
    }

    @Test func aThreadRunsItsBodyOnceBeforeJoinReturns() throws {
        let runs = Guarded(0)
        let thread = try WorkerThread(name: "a-name-longer-than-fifteen-bytes") { runs.withLock { $0 += 1 } }
        thread.join()
        #expect(runs.withLock { $0 } == 1)
    }
}
