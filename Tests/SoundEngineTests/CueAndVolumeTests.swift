import BricksonCore
import Foundation
import SoundEngine
import SoundMixing
import Testing

@Suite("The cue voice and the volume check (A5, S4)", .serialized)
struct CueAndVolumeTests {
    @Test func A5_G3_announcementsUseAQuieterCueVoiceAndReportNoSpeechEvents() throws {
        let text = "Get Attention is sounding"
        let spoken = try FileEngine()
        spoken.engine.speak(Utterance(id: 1, text: text, source: .message))
        #expect(spoken.recorder.waitFor(finished(1)))
        let speech = try spoken.finish()

        let cue = try FileEngine()
        cue.engine.announce(text)
        // The cue's end is reported (scanning may wait for it), and nothing else: a cue is not an utterance.
        #expect(cue.recorder.waitFor { if case .cueFinished = $0 { true } else { false } })
        let announced = try cue.finish()
        // (The device's opening is reported too, H9: that is the sound's state, not the cue's.)
        #expect(cue.recorder.events.filter { if case .soundChecked = $0 { false } else { true } }.count == 1)
        #expect(announced.count > 2205 && speech.count > 2205)
        // Both begin with the same short run-up before the first audible sample: nothing is written while
        // synthesis has not delivered.
        let cueStart = announced.firstIndex { $0 != 0 } ?? -1
        let speechStart = speech.firstIndex { $0 != 0 } ?? -2
        #expect(cueStart == speechStart && cueStart < 22050 / 200, "run-ups of \(cueStart) and \(speechStart)")
        // espeak-ng's output differs a little from one synthesis to the next (its noise for consonants, its
        // timing), so compare the levels of the two, not their samples.
        let ratio = SampleMeasures.rms(announced[...]) / SampleMeasures.rms(speech[...])
        #expect(abs(ratio - Double(Mixer.cueGain)) < 0.03, "the cue at \(ratio) of the speech level")
    }

    @Test func S4_outputWithoutAMixerIsNotGuessed() throws {
        let rig = try FileEngine()
        rig.engine.checkVolume()
        let deadline = Date().addingTimeInterval(10)
        while rig.recorder.warnings.isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        _ = try rig.finish()
        #expect(rig.recorder.warnings.contains { $0.contains("has no mixer control") })
        #expect(!rig.recorder.events.contains { if case .volumeChecked = $0 { true } else { false } })
    }

    @Test func S4_mixerThatCannotBeReadGivesAWarningNotAGuess() throws {
        let recorder = Recorder()
        let engine = try SoundEngine(
            configuration: SoundConfiguration(device: "null", mixer: ("hw:CARD=NoSuchCard", "Master")),
            voice: FileEngine.voice, report: { recorder.record($0) }, warn: { recorder.warn($0) })
        engine.checkVolume()
        let deadline = Date().addingTimeInterval(10)
        while recorder.warnings.isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        engine.shutdown()
        #expect(recorder.warnings.contains { $0.contains("Master") && $0.contains("cannot be read") })
        #expect(recorder.events.isEmpty)
    }
}
