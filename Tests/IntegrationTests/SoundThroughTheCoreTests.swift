import ALSAOutput
import BricksonCore
import BricksonTestSupport
import Foundation
import SoundMixing
import Testing

@testable import SoundEngine

/// The core's `update` driving the real sound engine on ALSA's `file` and `null` PCMs, its reports fed back.
@Suite("The core and the real sound engine", .serialized)
struct SoundThroughTheCoreTests {
    static let long = "I would like to sit up a little more please, and then I would like some water"

    @Test func S1_aPhraseChosenTwiceWhilePlayingIsInTheSamplesOnce() throws {
        let device = WiredDevice(board: board([Self.long]))
        let pcm = FilePCM()
        // The phrase is held part-way (about 0.4 s in), so the second choice surely comes while it plays.
        let gate = WriteGate(holdAfter: 80)
        defer { gate.release() }
        let engine = try pcm.engine(speed: 4, inbox: device.inbox, gate: gate)
        device.engine = engine
        engine.prepare(board: device.state.board, voice: FilePCM.voice)
        #expect(device.run { _ in engine.isPrepared(text: Self.long) })
        let cached = try #require(engine.withLock { $0.cache[CacheKey(text: Self.long, clip: nil)] })

        device.choose(.phrase(0))
        #expect(device.run { $0.received { if case .speechStarted = $0 { true } else { false } } })
        #expect(gate.waitUntilHeld())
        device.choose(.phrase(0))
        gate.release()
        #expect(device.run { $0.received { if case .speechFinished = $0 { true } else { false } } })
        let samples = try pcm.finish(engine)[...]

        let head = cached[0..<4000]
        let at = try #require(find(head, in: samples), "the phrase is in the written samples")
        #expect(find(head, in: samples[(at + 1)...]) == nil, "the phrase's start is in the samples once")
        #expect(
            at + cached.count <= samples.count && samples[at..<at + cached.count].elementsEqual(cached),
            "the phrase played through to its end")
        let starts = device.events.filter { if case .speechStarted = $0 { true } else { false } }
        #expect(starts.count == 1, "one start reached the core")
    }

    @Test func G4_aPhraseDuringTheToneLowersItInTheSamplesAndItIsRestoredAfter() throws {
        let phrase = "Please call the nurse"
        let device = WiredDevice(board: board([phrase]))
        let pcm = FilePCM()
        let engine = try pcm.engine(speed: 4, inbox: device.inbox)
        device.engine = engine
        engine.prepare(board: device.state.board, voice: FilePCM.voice)
        #expect(device.run { _ in engine.isPrepared(text: phrase) })

        device.choose(.getAttention)
        #expect(device.run { $0.received { if case .toneStarted = $0 { true } else { false } } })
        // Some tone alone first, and after the phrase (at least this long: a busy machine only makes it longer).
        device.run(limit: 0.3) { _ in false }
        device.choose(.phrase(0))
        #expect(device.run { $0.received { if case .speechFinished = $0 { true } else { false } } })
        device.run(limit: 0.4) { _ in false }
        device.choose(.stop)
        let samples = try pcm.finish(engine)
        #expect(device.effects.contains(.duckTone(true)) && device.effects.contains(.duckTone(false)))

        let gains = toneGains(samples)
        let speech = gains.filter { $0.rest > 0.02 }
        let first = try #require(speech.first?.start, "the phrase is in the written samples")
        let last = speech.last!.start
        let before = gains.filter { $0.start < first - 2205 }
        let after = gains.filter { $0.start > last + 2205 }
        #expect(before.count > 5 && after.count > 5, "tone before and after the phrase")
        #expect(before.allSatisfy { abs($0.gain - 1) < 0.02 }, "the tone at full level before the phrase")
        #expect(after.allSatisfy { abs($0.gain - 1) < 0.02 }, "the tone at full level again after it")
        let during = speech.map(\.gain).sorted()
        #expect(during[during.count / 2] < 0.4, "the tone lowered while the phrase plays")
        #expect(device.events.filter { if case .toneStarted = $0 { true } else { false } }.count == 1)
    }

    @Test func G6_aSinkThatFailsStopsTheAlertWithAStatusLineAndNoRestart() throws {
        let device = WiredDevice()
        let sink = FailingSink(failAfter: 20)
        let engine = try SoundEngine(
            configuration: SoundConfiguration(
                device: "null", mixer: nil, clipsFolder: "clips", pacing: .clock(speed: 4)),
            voice: FilePCM.voice, report: { [inbox = device.inbox] in inbox.record($0) },
            warn: { [inbox = device.inbox] in inbox.warn($0) }, openSink: { try sink.open($0) })
        defer { engine.shutdown() }
        device.engine = engine

        device.choose(.getAttention)
        #expect(device.run { $0.received { if case .toneStarted = $0 { true } else { false } } })
        #expect(device.state.statusLine == "Sounding")
        #expect(device.run { $0.received { if case .toneLost = $0 { true } else { false } } })
        #expect(device.state.statusLine == "Alert stopped")
        #expect(!device.state.view.stopShowing, "Stop goes when the tone stopped by itself")

        // Nothing starts it again by itself: no `startTone` after the first, and the device is not reopened.
        let effectsAtLoss = device.effects.count
        device.run(limit: 0.5) { _ in false }
        #expect(!device.effects[effectsAtLoss...].contains(.startTone))
        #expect(device.effects.filter { $0 == .startTone }.count == 1)
        #expect(sink.opens == 1)
        #expect(device.state.statusLine == "Alert stopped")
    }
}

/// A `null` PCM whose writes fail with ENODEV after `failAfter` periods, and which then cannot be opened again.
final class FailingSink: @unchecked Sendable {
    private let lock = NSLock()
    private var present = true
    private var openCount = 0
    let failAfter: Int

    init(failAfter: Int) { self.failAfter = failAfter }

    var opens: Int { lock.withLock { openCount } }

    func open(_ configuration: SoundConfiguration) throws -> any AudioSink {
        try lock.withLock {
            openCount += 1
            guard present else { throw ALSAError(call: "snd_pcm_open", code: -ENODEV) }
        }
        let pcm = try PCMPlayback(
            device: "null", sampleRate: configuration.sampleRate, periodFrames: configuration.periodFrames,
            bufferFrames: configuration.bufferFrames)
        return Sink(pcm: pcm, owner: self)
    }

    func unplug() { lock.withLock { present = false } }

    final class Sink: AudioSink {
        let pcm: PCMPlayback
        let owner: FailingSink
        var writes = 0
        init(pcm: PCMPlayback, owner: FailingSink) {
            self.pcm = pcm
            self.owner = owner
        }
        var sampleRate: Int { pcm.sampleRate }
        var periodFrames: Int { pcm.periodFrames }
        var bufferFrames: Int { pcm.bufferFrames }
        func write(_ samples: UnsafeBufferPointer<Int16>) -> WriteOutcome {
            writes += 1
            guard writes <= owner.failAfter else {
                owner.unplug()
                return .lost(ALSAError(call: "snd_pcm_writei", code: -ENODEV))
            }
            return pcm.write(samples)
        }
        func prepare() -> ALSAError? { pcm.prepare() }
        func drain() { pcm.drain() }
    }
}

/// The tone's gain in each 10 ms window of `samples` where the reference tone (the mixer's own, from the first
/// sample, at the alert volume) is at full level, with the level of whatever else is there, as (start, gain, rest).
func toneGains(_ samples: [Int16], alertVolume: Float = 0.9) -> [(start: Int, gain: Double, rest: Double)] {
    var tone = AlertTone(sampleRate: 22050)
    let reference = (0..<samples.count).map { _ in Double(tone.next() * alertVolume * 32767) }
    let window = 220
    var result: [(Int, Double, Double)] = []
    var start = 0
    while start + window <= samples.count {
        let range = start..<start + window
        let energy = range.reduce(0.0) { $0 + reference[$1] * reference[$1] }
        if energy / Double(window) > 0.4 * pow(0.9 * 32767, 2) / 2 {
            let gain = range.reduce(0.0) { $0 + Double(samples[$1]) * reference[$1] } / energy
            let rest = range.reduce(0.0) {
                let other = Double(samples[$1]) - gain * reference[$1]
                return $0 + other * other
            }
            result.append((start, gain, (rest / Double(window)).squareRoot() / 32768))
        }
        start += window
    }
    return result
}
