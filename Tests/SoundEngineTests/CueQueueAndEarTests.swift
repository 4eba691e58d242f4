import ALSAOutput
import BricksonCore
import Foundation
import SoundMixing
import Testing

@testable import SoundEngine

/// A5: the cue voice says each name whole, reports when it falls silent, and on a stereo output speaks only into
/// the left ear (the person's earpiece) while speech and the tone fill both.
@Suite struct CueQueueTests {
    static func isCueFinished(_ event: Event) -> Bool { if case .cueFinished = event { true } else { false } }

    @Test func A5_aNewCueWaitsForTheOneSoundingAndOnlyTheNewestWaits() throws {
        var rig = ScheduleRig.open()
        let first = stream(nil, [1, 1, 1, 1, 1, 1, 1, 1])
        rig.state.queueCue(first)
        #expect(try rig.period().cueFrames == 4)
        let second = stream(nil, [2, 2, 2, 2])
        let third = stream(nil, [3, 3, 3, 3])
        rig.state.queueCue(second)
        rig.state.queueCue(third)
        #expect(second.cancelled, "a cue overtaken while waiting is never said")
        #expect(!first.cancelled, "the cue sounding is not cut mid-word")
        #expect(rig.state.cue === first)
        let end = try rig.period()
        #expect(rig.cue == [1, 1, 1, 1])
        #expect(!end.cueFinished, "another cue follows")
        #expect(rig.state.cue === third)
        let last = try rig.period()
        #expect(rig.cue == [3, 3, 3, 3])
        #expect(last.cueFinished)
        let at = rig.clock
        #expect(rig.schedule.written(last, at: at, finishedAt: at) == [.cueFinished(at: at)])
    }

    @Test func A5_aCueNotYetBegunIsReplaced() {
        var rig = ScheduleRig.open()
        let waiting = stream(nil, [], complete: false)
        rig.state.queueCue(waiting)
        let newer = stream(nil, [2, 2, 2, 2])
        rig.state.queueCue(newer)
        #expect(waiting.cancelled)
        #expect(rig.state.cue === newer)
        #expect(rig.state.nextCue == nil)
    }

    @Test func A5_aCueThatCannotBeSaidStillEndsTheWait() throws {
        var rig = ScheduleRig.open()
        let failed = stream(nil, [], complete: false)
        failed.failed = true
        rig.state.queueCue(failed)
        let plan = try rig.period()
        #expect(plan.cueFrames == 0)
        #expect(plan.cueFinished)
    }

    @Test func A5_speechDropsEveryCue() {
        var rig = ScheduleRig.open()
        let sounding = stream(nil, [1, 1, 1, 1, 1, 1, 1, 1])
        sounding.position = 4
        rig.state.cue = sounding
        let waiting = stream(nil, [2, 2, 2, 2])
        rig.state.queueCue(waiting)
        rig.state.dropCues()
        #expect(sounding.cancelled && waiting.cancelled)
        #expect(rig.state.cue == nil && rig.state.nextCue == nil)
    }
}

@Suite struct CueEarMixTests {
    static func mix(route: CueRoute, channels: Int) -> [Int16] {
        var mixer = Mixer(sampleRate: 22050, speechVolume: 1, alertVolume: 1)
        let speech: [Int16] = [1000, 1000, 0, 0]
        let cue: [Int16] = [0, 2000, 2000, 0]
        var output = [Int16](repeating: -1, count: speech.count * channels)
        speech.withUnsafeBufferPointer { speech in
            cue.withUnsafeBufferPointer { cue in
                output.withUnsafeMutableBufferPointer {
                    mixer.render(speech: speech, cue: cue, duck: false, route: route, channels: channels, into: $0)
                }
            }
        }
        return output
    }

    @Test func A5_theCueGoesToTheLeftChannelOnlyAndSpeechToBoth() {
        let gain = Int16(2000 * Mixer.cueGain)
        // Frames interleaved left, right.
        #expect(Self.mix(route: .leftChannel, channels: 2) == [1000, 1000, 1000 + gain, 1000, gain, 0, 0, 0])
    }

    @Test func A5_withoutAnEarpieceTheCueIsInEveryChannel() {
        let gain = Int16(2000 * Mixer.cueGain)
        #expect(Self.mix(route: .allChannels, channels: 2) == [1000, 1000, 1000 + gain, 1000 + gain, gain, gain, 0, 0])
        #expect(Self.mix(route: .leftChannel, channels: 1) == [1000, 1000 + gain, gain, 0])
    }
}

/// Through ALSA's `file` PCM into a stereo WAV file: the real device path, with the cue on the left only.
@Suite("The cue in the left ear through ALSA (A5)", .serialized)
struct CueEarThroughALSATests {
    @Test func A5_onAStereoOutputTheCueIsOnlyInTheLeftChannelAndSpeechInBoth() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cue-\(UUID().uuidString).wav").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = Recorder()
        var configuration = SoundConfiguration(device: "file:'\(path)',wav", mixer: nil, pacing: .clock(speed: 4))
        configuration.cueRoute = .leftChannel
        let engine = try SoundEngine(
            configuration: configuration, voice: FileEngine.voice, report: { recorder.record($0) },
            warn: { recorder.warn($0) })
        engine.announce("Emergency")
        #expect(recorder.waitFor(CueQueueTests.isCueFinished))
        engine.speak(Utterance(id: 1, text: "Yes", source: .yes))
        #expect(recorder.waitFor(finished(1)))
        engine.shutdown()
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.count > 44)
        let channels = data.withUnsafeBytes { $0.load(fromByteOffset: 22, as: UInt16.self) }
        #expect(channels == 2, "a stereo WAV")
        let samples = data.dropFirst(44).withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        let left = stride(from: 0, to: samples.count - 1, by: 2).map { samples[$0] }
        let right = stride(from: 1, to: samples.count, by: 2).map { samples[$0] }
        let loud: (Int16) -> Bool = { abs(Int($0)) > Int(SampleMeasures.silenceThreshold) }
        // Speech comes only after the cue was said: until the right channel first moves, everything is the cue.
        guard let speechStart = right.firstIndex(where: { $0 != 0 }) else {
            Issue.record("expected speech in the right channel")
            return
        }
        let cueInLeft = left[..<speechStart].filter(loud).count
        #expect(cueInLeft > 22050 / 10, "the cue (\(cueInLeft) audible samples) in the left ear, the right silent")
        #expect(Array(left[speechStart...]) == Array(right[speechStart...]), "speech is the same in both ears")
        #expect(right[speechStart...].contains(where: loud))
        #expect(recorder.warnings.isEmpty)
    }
}

/// Through two of ALSA's `file` PCMs: the cue voice on its own device, speech and the tone on the main one.
@Suite("The cue on its own device through ALSA (A5)", .serialized)
struct CueDeviceThroughALSATests {
    static func read(_ path: String) throws -> [Int16] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    static func loud(_ sample: Int16) -> Bool { abs(Int(sample)) > Int(SampleMeasures.silenceThreshold) }

    /// Says a cue, waits for its end, then says Yes; what each file holds.
    static func run(cueDevice: String, main: String) throws -> (main: [Int16], recorder: Recorder) {
        let recorder = Recorder()
        var configuration = SoundConfiguration(device: "file:'\(main)',raw", mixer: nil, pacing: .clock(speed: 4))
        configuration.cueDevice = cueDevice
        let engine = try SoundEngine(
            configuration: configuration, voice: FileEngine.voice, report: { recorder.record($0) },
            warn: { recorder.warn($0) })
        engine.announce("Emergency")
        #expect(recorder.waitFor(CueQueueTests.isCueFinished))
        engine.speak(Utterance(id: 1, text: "Yes", source: .yes))
        #expect(recorder.waitFor(finished(1)))
        engine.shutdown()
        return (try read(main), recorder)
    }

    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).raw").path
    }

    @Test func A5_theCueIsSaidOnlyOnItsOwnDeviceAndSpeechOnlyOnTheMainOne() throws {
        let main = Self.temporary("main")
        let earpiece = Self.temporary("cue")
        defer {
            try? FileManager.default.removeItem(atPath: main)
            try? FileManager.default.removeItem(atPath: earpiece)
        }
        let (speech, recorder) = try Self.run(cueDevice: "file:'\(earpiece)',raw", main: main)
        let cue = try Self.read(earpiece)
        #expect(recorder.warnings.isEmpty)
        // The main device: Yes only, so its first audible sample comes after the cue's last.
        guard let speechStart = speech.firstIndex(where: Self.loud), let cueEnd = cue.lastIndex(where: Self.loud)
        else {
            Issue.record("expected speech on the main device and the cue on its own")
            return
        }
        #expect(cue.filter(Self.loud).count > 22050 / 10, "the cue on its own device")
        #expect(speech[..<min(cueEnd, speech.count)].allSatisfy { !Self.loud($0) }, "the room heard no cue")
        #expect(speechStart > cueEnd, "speech on the main device after the cue ended")
        #expect(cue[min(speechStart, cue.count)...].allSatisfy { !Self.loud($0) }, "no speech in the earpiece")
    }

    @Test func A5_aCueDeviceThatCannotOpenIsWarnedOfAndTheCueGoesWithSpeech() throws {
        let main = Self.temporary("main")
        defer { try? FileManager.default.removeItem(atPath: main) }
        let (speech, recorder) = try Self.run(cueDevice: "hw:CARD=NoSuchCard", main: main)
        #expect(recorder.warnings.contains { $0.contains("NoSuchCard") && $0.contains("with speech") })
        #expect(recorder.events.contains(where: finished(1)), "speech is never touched")
        #expect(speech.filter(Self.loud).count > 22050 / 5, "the cue and Yes on the main device")
    }
}
