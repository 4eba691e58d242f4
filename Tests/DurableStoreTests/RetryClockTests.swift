import BricksonCore
import LinuxSystem
import Synchronization
import Testing

@testable import DurableStore

/// How far the retry clock of `RetryClockTests` is moved ahead of the monotonic clock, in nanoseconds.
let retryClockAdvance = Atomic<Int64>(0)

/// D4: a failed save is tried again on the monotonic clock. A board without a real-time clock starts near 1970
/// and jumps decades when the network sets the time; a wall-clock deadline would then retry at once or never.
@Suite struct RetryClockTests {
    @Test func D4_aFailedSaveIsRetriedWhenTheMonotonicClockSaysSo() throws {
        let recorder = EventRecorder()
        let directory = ScratchDirectory()
        var options = StoreOptions(retryInterval: .seconds(3600), maxPageCount: 1, reserveBytes: 0)
        options.clock = { MonotonicClock.nanoseconds() + retryClockAdvance.load(ordering: .relaxed) }
        let opening = Store.open(directory: directory.path, now: .zero, options: options, report: recorder.report)
        defer { opening.store.close() }
        opening.store.saveMessage(message: "Before full", putBack: nil, revision: 1)
        try #require(recorder.waitForSaved(1))

        let long = String(repeating: "Please call my daughter. ", count: 400)
        opening.store.saveMessage(message: long, putBack: nil, revision: 2)
        try #require(recorder.waitForFailed(2))
        // Room comes back, but the retry is an hour away on its clock: a log entry queued now waits with it.
        opening.store.changeOptions { $0.maxPageCount = nil }
        opening.store.log(LogEntry(kind: .warning, at: .zero, detail: "waiting"))
        opening.store.waitUntilWritten()
        #expect(!recorder.events.contains { if case .messageSaved(2, _) = $0 { true } else { false } })

        // The hour passes on the monotonic clock (the wall clock is not touched): the next wake-up retries.
        retryClockAdvance.add(3601 * 1_000_000_000, ordering: .relaxed)
        opening.store.log(LogEntry(kind: .warning, at: .zero, detail: "an hour later"))
        #expect(recorder.waitForSaved(2))
    }
}
