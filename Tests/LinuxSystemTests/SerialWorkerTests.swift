import Glibc
import LinuxSystem
import Synchronization
import Testing

/// C5: the stick's thread runs its jobs in order, never makes whoever hands one in wait, and is let go without
/// waiting for a job that never ends.
@Suite struct SerialWorkerTests {
    /// A gate a job waits at until the test opens it.
    final class Gate: Sendable {
        let open = Guarded(false)
        func wait() { open.withLock(when: { $0 }) { _ in } }
        func release() { open.update { $0 = true } }
    }

    /// Waits (at most 10 s) until `done` holds; false if it never did.
    func eventually(_ done: () -> Bool) -> Bool {
        let deadline = MonotonicClock.nanoseconds() + 10_000_000_000
        while !done() {
            guard MonotonicClock.nanoseconds() < deadline else { return false }
            usleep(1000)
        }
        return true
    }

    @Test func C5_jobsRunInTheOrderHandedInOnTheWorkersOwnThread() throws {
        let worker = try SerialWorker(name: "test-serial")
        defer { worker.finish() }
        let ran = Mutex<[Int]>([])
        let caller = pthread_self()
        let elsewhere = Mutex(true)
        for index in 0..<100 {
            worker.submit {
                if pthread_equal(pthread_self(), caller) != 0 { elsewhere.withLock { $0 = false } }
                ran.withLock { $0.append(index) }
            }
        }
        #expect(eventually { ran.withLock { $0.count } == 100 })
        #expect(ran.withLock { $0 } == Array(0..<100))
        #expect(elsewhere.withLock { $0 })
    }

    @Test func C5_aJobThatNeverEndsHoldsOnlyTheJobsAfterItNeverTheCaller() throws {
        let worker = try SerialWorker(name: "test-serial")
        let gate = Gate()
        let ran = Mutex<[String]>([])
        worker.submit {
            gate.wait()
            ran.withLock { $0.append("stalled") }
        }
        worker.submit { ran.withLock { $0.append("after") } }
        // Both were handed in, and more can be, while the first job is stuck: the caller was never held.
        worker.submit { ran.withLock { $0.append("later") } }
        #expect(eventually { worker.waiting == 2 })
        #expect(ran.withLock { $0 }.isEmpty)
        gate.release()
        #expect(eventually { ran.withLock { $0 } == ["stalled", "after", "later"] })
        worker.finish()
    }

    @Test func C5_finishingDropsTheJobsNotStartedAndDoesNotWaitForTheOneRunning() throws {
        let worker = try SerialWorker(name: "test-serial")
        let gate = Gate()
        let started = Mutex(false)
        let ran = Mutex<[String]>([])
        worker.submit {
            started.withLock { $0 = true }
            gate.wait()
            ran.withLock { $0.append("stalled") }
        }
        worker.submit { ran.withLock { $0.append("dropped") } }
        #expect(eventually { started.withLock { $0 } })
        // Returns although the running job is stuck.
        worker.finish()
        worker.submit { ran.withLock { $0.append("after finish") } }
        gate.release()
        #expect(eventually { ran.withLock { $0 } == ["stalled"] })
        usleep(50_000)
        #expect(ran.withLock { $0 } == ["stalled"])
    }

    @Test func C5_aFolderIsVisitedNameByNameAndTheVisitCanStopEarly() throws {
        let folder = temporaryFolder()
        for index in 0..<50 { close(open(folder + "/file-\(index)", O_CREAT | O_WRONLY | O_CLOEXEC, 0o644)) }
        var all: [String] = []
        try Directory.forEachName(folder) {
            all.append($0); return true
        }
        #expect(Set(all) == Set((0..<50).map { "file-\($0)" }))
        var some = 0
        try Directory.forEachName(folder) { _ in
            some += 1; return some < 7
        }
        #expect(some == 7)
        #expect(throws: SystemCallError.self) { try Directory.forEachName(folder + "/file-1") { _ in true } }
    }
}
