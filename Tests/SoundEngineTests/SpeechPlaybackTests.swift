import BricksonCore
import Foundation
import SoundEngine
import SoundMixing
import Testing

@Suite("Speech through the real engine and ALSA's file PCM", .serialized)
struct SpeechPlaybackTests {
    @Test func S2_chosenPhraseProducesEspeakAudio() throws {
        let rig = try FileEngine()
        rig.engine.speak(Utterance(id: 1, text: "I am in pain", source: .phrase(id: "pain-1")))
        #expect(rig.recorder.waitFor(finished(1)))
        let samples = try rig.finish()
        let seconds = Double(audibleSpan(samples)) / 22050
        #expect(seconds > 0.5 && seconds < 3, "the phrase lasts \(seconds) s")
        #expect(SampleMeasures.rms(samples[...]) > 0.02)
        #expect(rig.recorder.events.filter(started(1)).count == 1)
    }
}
