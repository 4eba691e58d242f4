import ALSAOutput
import BricksonCore
import Foundation
import SoundEngine
import SoundMixing
import Testing

/// A sound device that can be unplugged: a real ALSA `null` PCM behind it, whose writes fail with ENODEV after
/// `failAfter` periods, after which it cannot be opened until it is "plugged in" again.
final class UnpluggableDevice: @unchecked Sendable {
    private let lock = NSLock()
    private var _present = true
    private var _opens = 0
    let failAfter: Int

    init(failAfter: Int) { self.failAfter = failAfter }

    var opens: Int { lock.withLock { _opens } }
    var present: Bool {
        get { lock.withLock { _present } }
        set { lock.withLock { _present = newValue } }
    }

    func open(_ configuration: SoundConfiguration) throws -> any AudioSink {
        try lock.withLock {
            _opens += 1
            guard _present else { throw ALSAError(call: "snd_pcm_open", code: -ENODEV) }
        }
        let pcm = try PCMPlayback(
            device: "null", sampleRate: configuration.sampleRate,
            periodFrames: configuration.periodFrames, bufferFrames: configuration.bufferFrames)
        return Sink(pcm: pcm, device: self)
    }

    final class Sink: AudioSink {
        let pcm: PCMPlayback
        let device: UnpluggableDevice
        var writes = 0
        init(pcm: PCMPlayback, device: UnpluggableDevice) {
            self.pcm = pcm
            self.device = device
        }
        var sampleRate: Int { pcm.sampleRate }
        var periodFrames: Int { pcm.periodFrames }
        var bufferFrames: Int { pcm.bufferFrames }
        func write(_ samples: UnsafeBufferPointer<Int16>) -> WriteOutcome {
            writes += 1
            if writes > device.failAfter {
                device.present = false
                return .lost(ALSAError(call: "snd_pcm_writei", code: -ENODEV))
            }
            return pcm.write(samples)
        }
        func prepare() -> ALSAError? { pcm.prepare() }
        func drain() { pcm.drain() }
    }
}

@Suite("A lost or missing sound device (G6, S3)", .serialized)
struct DeviceLossTests {
    func engine(_ device: UnpluggableDevice, _ recorder: Recorder) throws -> SoundEngine {
        try SoundEngine(
            configuration: SoundConfiguration(device: "usb-speaker", mixer: nil, pacing: .clock(speed: 4)),
            voice: FileEngine.voice, report: { recorder.record($0) }, warn: { recorder.warn($0) },
            openSink: { try device.open($0) })
    }

    @Test func S3_phraseCutOffByALostDeviceIsReported() throws {
        let device = UnpluggableDevice(failAfter: 20)
        let recorder = Recorder()
        let engine = try engine(device, recorder)
        defer { engine.shutdown() }
        engine.speak(Utterance(id: 1, text: "I am in pain, please help me", source: .phrase(id: "p")))
        #expect(recorder.waitFor(cutOff(1)))
        #expect(recorder.events.contains(where: started(1)))
        #expect(!recorder.events.contains(where: finished(1)))
        #expect(recorder.warnings.contains { $0.contains("was lost") })
    }

    @Test func G6_toneLostIsReportedAndNeverRestartsByItself() throws {
        let device = UnpluggableDevice(failAfter: 30)
        let recorder = Recorder()
        let engine = try engine(device, recorder)
        defer { engine.shutdown() }
        engine.startTone()
        engine.speak(Utterance(id: 2, text: "Please come quickly", source: .phrase(id: "p")))
        #expect(recorder.waitFor(isToneLost))
        #expect(recorder.waitFor(cutOff(2)))
        // The device comes back; the engine does not reopen it or start the tone by itself.
        device.present = true
        Thread.sleep(forTimeInterval: 0.3)
        #expect(device.opens == 1)
        #expect(recorder.events.filter(isToneStarted).count == 1)
        // Choosing Get Attention again tries again, and works now the device is back.
        engine.startTone()
        #expect(recorder.wait { $0.filter(isToneStarted).count == 2 })
        #expect(device.opens == 2)
        engine.stopTone()
    }

    @Test func G6_toneThatCannotStartFailsOnARealMissingALSADevice() throws {
        let recorder = Recorder()
        let engine = try SoundEngine(
            configuration: SoundConfiguration(device: "hw:CARD=NoSuchCard", mixer: nil), voice: FileEngine.voice,
            report: { recorder.record($0) }, warn: { recorder.warn($0) })
        defer { engine.shutdown() }
        engine.startTone()
        #expect(recorder.waitFor(isToneFailed))
        #expect(!recorder.events.contains(where: isToneStarted))
        #expect(recorder.warnings.contains { $0.contains("hw:CARD=NoSuchCard") && $0.contains("cannot be opened") })
        engine.speak(Utterance(id: 3, text: "Yes", source: .yes))
        #expect(recorder.waitFor(cutOff(3)))
    }

    /// ALSA's `file` PCM writing to `/dev/full`: alsa-lib's own write fails with EIO once its buffer flushes,
    /// which `snd_pcm_recover` cannot mend — a real ALSA stream failing mid-play.
    func failingALSAEngine(_ recorder: Recorder) throws -> SoundEngine {
        try SoundEngine(
            configuration: SoundConfiguration(device: "file:'/dev/full',raw", mixer: nil, pacing: .clock(speed: 4)),
            voice: FileEngine.voice, report: { recorder.record($0) }, warn: { recorder.warn($0) })
    }

    @Test func G6_S3_realALSAStreamThatFailsMidPlayGivesAlertStoppedAndStopped() throws {
        let recorder = Recorder()
        let engine = try failingALSAEngine(recorder)
        defer { engine.shutdown() }
        engine.startTone()
        engine.speak(Utterance(id: 1, text: "Please call my wife and tell her to come now", source: .message))
        #expect(recorder.waitFor(isToneLost))
        #expect(recorder.waitFor(cutOff(1)))
        #expect(recorder.warnings.contains { $0.contains("was lost") })
        // The tone does not come back by itself, though the device would open again.
        Thread.sleep(forTimeInterval: 0.3)
        #expect(recorder.events.filter(isToneStarted).count == 1, "it sounded once, before the failure")
        #expect(recorder.events.filter(isToneLost).count == 1)
        #expect(!recorder.events.contains(where: finished(1)))
    }
}
