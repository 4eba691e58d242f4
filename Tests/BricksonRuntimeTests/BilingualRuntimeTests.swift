import BricksonCore
import Testing

/// L6 through the real runtime, headless, with real espeak-ng into the simulator's WAV: a Spanish board spoken in
/// English. The phrase is prepared and said in English; the typed message is said as written in a Spanish voice,
/// an utterance with its own voice beside the prepared one.
@Suite(.serialized) struct BilingualRuntimeTests {
    @Test func L6_S2_aSpanishBoardSpeaksItsPhraseInEnglishAndItsTypedMessageInSpanish() throws {
        var settings = Settings()
        settings.speechLanguage = LanguageTag("en")
        let run = try simulate(
            """
            wait 1500
            tap phrase 0
            wait 2500
            tap type
            wait 500
            type hola
            key enter
            wait 2500
            """, settings: settings, board: StarterContent.board(for: LanguageTag("es")!))
        let result = try #require(run.result)
        let track = try SoundTrack(wav: result.wav)

        // Prepared at start: the English words in the English voice.
        let prepared = run.effects.compactMap {
            if case .prepareSpeech(let board, let voice) = $0.0 { (board, voice) } else { nil }
        }
        #expect(prepared.count == 1)
        #expect(prepared.first?.1.voice == "en-us")
        #expect(prepared.first?.0.categories.first?.phrases.first?.text == "I'm in pain")

        let spoken = run.spoken
        #expect(spoken.map(\.text) == ["I'm in pain", "hola"])
        #expect(spoken.first?.voice == nil && spoken.first?.language == LanguageTag("en"))
        #expect(spoken.last?.voice?.voice == "es" && spoken.last?.language == LanguageTag("es"))
        // Each was said whole (espeak-ng knows both voices), and sounds where the engine says it started.
        for utterance in spoken {
            let start = try #require(
                run.firstEvent { if case .speechStarted(utterance.id, _) = $0 { true } else { false } })
            #expect(run.firstEvent { if case .speechFinished(utterance.id, _) = $0 { true } else { false } } != nil)
            #expect(track.hasSound(run.seconds(start), run.seconds(start) + 0.4), "\(utterance.text)")
        }
        #expect(!run.events.contains { if case .speechCutOff = $0.0 { true } else { false } })
        // The log says what was spoken and in which language.
        let said = run.logged.filter { $0.kind == .speechStart }.map(\.detail)
        #expect(said == ["phrase pain.1 in en", "message in es"])
    }
}
