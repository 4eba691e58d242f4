import ALSAOutput
import BricksonCore
import Foundation
import Testing

@testable import SoundEngine

/// The core's `update` driving the real sound engine on ALSA's `file` and `null` PCMs, its reports fed back.
@Suite("The core and the real sound engine", .serialized)
struct SoundThroughTheCoreTests {
    static let long = "I would like to sit up a little more please, and then I would like some water"

    @Test func S1_aPhraseChosenTwiceWhilePlayingIsInTheSamplesOnce() throws {
        let device = WiredDevice(board: board([Self.long]))
        let pcm = FilePCM()
        // Real time: the phrase plays for seconds, so the second choice surely comes while it plays.
        let engine = try pcm.engine(speed: 1, inbox: device.inbox)
        device.engine = engine
        engine.prepare(board: device.state.board, voice: FilePCM.voice)
        #expect(device.run { _ in engine.isPrepared(text: Self.long) })
        let cached = try #require(engine.withLock { $0.cache[CacheKey(text: Self.long, clip: nil)] })

        device.choose(.phrase(0))
        #expect(device.run { $0.received { if case .speechStarted = $0 { true } else { false } } })
        device.choose(.phrase(0))
        #expect(device.run { $0.received { if case .speechFinished = $0 { true } else { false } } })
        let samples = try pcm.finish(engine)[...]

        let head = cached[0..<4000]
        let at = try #require(find(head, in: samples), "the phrase is in the written samples")
        #expect(find(head, in: samples[(at + 1)...]) == nil, "the phrase's start is in the samples once")
        #expect(at + cached.count <= samples.count && samples[at..<at + cached.count].elementsEqual(cached),
            "the phrase played through to its end")
        let starts = device.events.filter { if case .speechStarted = $0 { true } else { false } }
        #expect(starts.count == 1, "one start reached the core")
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
