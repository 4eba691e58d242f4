import ALSAOutput
import Foundation
import SoundEngine

/// Holds the audio thread part-way through what it plays: after `holdAfter` writes with sound in them, the next
/// write waits until `release()`. A test then acts "while a phrase plays" however late the machine runs its own
/// thread, instead of sleeping and hoping the phrase has not ended yet.
public final class WriteGate: @unchecked Sendable {
    private let condition = NSCondition()
    private let holdAfter: Int
    private var audibleWrites = 0
    private var released = false
    private var held = false

    public init(holdAfter audibleWrites: Int) { holdAfter = audibleWrites }

    /// Wraps the sink `open` makes.
    public func opener(_ open: @escaping SinkOpener) -> SinkOpener {
        { [self] configuration in GatedSink(sink: try open(configuration), gate: self) }
    }

    /// Waits until the audio thread is held; false if it never was within `limit` seconds (a guard, not a
    /// measurement).
    public func waitUntilHeld(limit: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        condition.lock()
        defer { condition.unlock() }
        while !held {
            if !condition.wait(until: deadline) { return held }
        }
        return true
    }

    /// Lets the audio thread go on, for good.
    public func release() {
        condition.withLock {
            released = true
            condition.broadcast()
        }
    }

    /// Called by the audio thread before each write.
    fileprivate func pass(_ samples: UnsafeBufferPointer<Int16>) {
        condition.lock()
        defer { condition.unlock() }
        guard !released else { return }
        if audibleWrites >= holdAfter {
            held = true
            condition.broadcast()
            while !released { condition.wait() }
        } else if samples.contains(where: { $0 != 0 }) {
            audibleWrites += 1
        }
    }
}

/// A sink that asks its gate before each write.
final class GatedSink: AudioSink {
    let sink: any AudioSink
    let gate: WriteGate
    init(sink: any AudioSink, gate: WriteGate) {
        self.sink = sink
        self.gate = gate
    }
    var sampleRate: Int { sink.sampleRate }
    var periodFrames: Int { sink.periodFrames }
    var bufferFrames: Int { sink.bufferFrames }
    func write(_ samples: UnsafeBufferPointer<Int16>) -> WriteOutcome {
        gate.pass(samples)
        return sink.write(samples)
    }
    func prepare() -> ALSAError? { sink.prepare() }
    func drain() { sink.drain() }
    var channels: Int { sink.channels }
    func writeInterleaved(_ samples: UnsafeBufferPointer<Int16>) -> WriteOutcome {
        gate.pass(samples)
        return sink.writeInterleaved(samples)
    }
}
