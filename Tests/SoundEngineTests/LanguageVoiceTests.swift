import BricksonCore
import EspeakVoice
import Testing

/// L2 with the real espeak-ng and its installed data: every voice offered for a language is there and speaks that
/// language's starter board.
@Suite(.serialized) struct LanguageVoiceTests {
    @Test(arguments: LanguageVoices.all)
    func L2_everyOfferedVoiceIsInstalledAndSpeaksItsLanguagesStarterBoard(_ voice: String) throws {
        let synthesizer = try SpeechSynthesizer.shared.get()
        let language = try #require(LanguageTag(LanguageVoices.language(ofVoice: voice)))
        let board = StarterContent.board(for: language)
        var warnings: [String] = []
        let samples = try synthesizer.synthesize(
            board.emergency[0].text + ". " + board.categories[0].phrases[0].text,
            voice: SpeechVoice(name: voice, rate: 150, pitch: 50), warning: { warnings.append($0) })
        #expect(warnings.isEmpty, "\(voice): \(warnings)")
        #expect(samples.count > synthesizer.sampleRate / 2, "\(voice): \(samples.count) samples")
        #expect(samples.contains { abs(Int($0)) > 1000 }, "\(voice) is heard")
    }

    @Test func L2_aVoiceThatIsNotInstalledIsSaidNotSilentlyUsed() throws {
        let synthesizer = try SpeechSynthesizer.shared.get()
        var warnings: [String] = []
        _ = try synthesizer.synthesize(
            "Hola", voice: SpeechVoice(name: "es-xx-missing", rate: 150, pitch: 50), warning: { warnings.append($0) })
        #expect(warnings.count == 1, "the check above would see a missing voice")
    }
}
