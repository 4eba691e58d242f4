import BricksonCore
import EventLoop
import Glibc
import Testing

@Suite struct EventLoopTests {
    @Test func D5_timerFiresAtItsDeadlineAndTheLoopWakesForIt() throws {
        let loop = try EventLoop()
        let timer = try DeadlineTimer()
        var fired: [UInt64] = []
        try loop.watch(timer.descriptor) { fired.append(timer.acknowledge()) }
        let deadline = DeviceClock.now() + .milliseconds(20)
        try timer.arm(at: deadline)
        #expect(timer.deadline == deadline)
        try loop.runOnce()
        #expect(fired == [1])
        #expect(DeviceClock.now() >= deadline)
        #expect(timer.deadline == nil)
    }

    @Test func D5_aDeadlineAlreadyPastFiresAtOnce() throws {
        let loop = try EventLoop()
        let timer = try DeadlineTimer()
        var fired = 0
        try loop.watch(timer.descriptor) { fired += Int(timer.acknowledge()) }
        try timer.arm(at: DeviceClock.now() - .seconds(5))
        try loop.runOnce(timeoutMilliseconds: 5_000)
        #expect(fired == 1)
    }

    @Test func D5_aDisarmedTimerNeverWakesTheLoop() throws {
        let loop = try EventLoop()
        let timer = try DeadlineTimer()
        var fired = 0
        try loop.watch(timer.descriptor) { fired += Int(timer.acknowledge()) }
        try timer.arm(at: DeviceClock.now() + .milliseconds(10))
        try timer.arm(at: nil)
        let handled = try loop.runOnce(timeoutMilliseconds: 50)
        #expect(handled == 0)
        #expect(fired == 0)
    }

    @Test func D5_resultsPostedFromOtherThreadsWakeTheLoopInOrder() throws {
        let loop = try EventLoop()
        let inbox = try EventInbox<Int>()
        var received: [Int] = []
        try loop.watch(inbox.descriptor) { received += inbox.drain() }
        let threads = (0..<4).map { worker in
            Thread { for index in 0..<50 { inbox.post(worker * 1000 + index) } }
        }
        threads.forEach { $0.join() }
        try loop.runOnce()
        #expect(received.count == 200)
        for worker in 0..<4 {
            let mine = received.filter { $0 / 1000 == worker }
            #expect(mine == (0..<50).map { worker * 1000 + $0 })
        }
        // Drained: nothing left to wake for.
        #expect(try loop.runOnce(timeoutMilliseconds: 0) == 0)
    }

    @Test func D5_terminationSignalsArriveThroughTheLoop() throws {
        let loop = try EventLoop()
        let signals = try SignalSource(signals: [SIGUSR2])
        var received: [Int32] = []
        try loop.watch(signals.descriptor) {
            received += signals.read()
            loop.stop()
        }
        // raise() directs the signal at this thread, where it is blocked: it waits in the signalfd.
        raise(SIGUSR2)
        try loop.run()
        #expect(received == [SIGUSR2])
    }

    @Test func D5_anUnwatchedDescriptorIsNoLongerHandled() throws {
        let loop = try EventLoop()
        let inbox = try EventInbox<Int>()
        var calls = 0
        try loop.watch(inbox.descriptor) { calls += 1 }
        #expect(loop.isWatching(inbox.descriptor))
        loop.unwatch(inbox.descriptor)
        inbox.post(1)
        #expect(try loop.runOnce(timeoutMilliseconds: 0) == 0)
        #expect(calls == 0)
        #expect(!loop.isWatching(inbox.descriptor))
    }

    @Test func D5_theLoopCountsItsTurnsForTheWatchdog() throws {
        let loop = try EventLoop()
        let before = loop.lastTurnover
        try loop.runOnce(timeoutMilliseconds: 1)
        #expect(loop.turnovers == 1)
        #expect(loop.lastTurnover >= before)
    }
}

/// A plain thread for posting from outside the test's own thread.
final class Thread: @unchecked Sendable {
    private var handle = pthread_t()
    private let body: () -> Void

    init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
        let context = Unmanaged.passRetained(self).toOpaque()
        pthread_create(&handle, nil, { context in
            let thread = Unmanaged<Thread>.fromOpaque(context!).takeRetainedValue()
            thread.body()
            return nil
        }, context)
    }

    func join() { pthread_join(handle, nil) }
}
