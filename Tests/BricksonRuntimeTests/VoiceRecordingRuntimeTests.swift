import BoardProfile
import BricksonCore
import BricksonRuntime
import BricksonSimulator
import DurableStore
import EspeakVoice
import EventLoop
import Foundation
import RecordedClips
import Testing

/// S2 through the real runtime, headless: a board profile naming a microphone (`audio.captureDevice`), here ALSA's
/// `file` capture plugin reading a phrase espeak-ng spoke into a raw file. A carer records a phrase by touch in
/// Settings > Phrases, hears it, keeps it; the clip is written into the clips folder, the phrase linked and saved,
/// and after Back to Talking (and after a restart) the phrase plays the clip instead of synthesis. ALSA's `null`
/// PCM gives sound as fast as it is read, so the take runs to the 120 s limit within moments (about 1.5 s here; the
/// script waits far longer, not a speed check); Stop is proved by the core's and the recorder's tests.
@Suite(.serialized) struct VoiceRecordingRuntimeTests {
    @Test func S2_aPhraseRecordedOnTheDeviceIsKeptSurvivesARestartAndPlaysInsteadOfSynthesis() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brickson-rec-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let synthesizer = try SpeechSynthesizer.shared.get()
        let voice = SpeechVoice(name: "en", rate: 150, pitch: 50)
        let spoken = try synthesizer.synthesize("I want my glasses", voice: voice)
        let raw = folder + "/microphone.raw"
        try spoken.map(\.littleEndian).withUnsafeBytes { Data($0) }.write(to: URL(fileURLWithPath: raw))
        var profile = try BoardLocation.load("simulator", boards: repositoryBoards)
        profile.audioCaptureDevice = "take"
        let category = StarterContent.board.categories[0]
        let phrase = category.phrases[1]
        try seedSettings(Settings(accessMethod: .touch, familySetupCheckedDay: 20_000), in: folder + "/state")
        func run(_ script: String) throws -> RunRecord {
            var options = try SimulateCommand.Options(arguments: ["--out", folder])
            options.scriptText = script
            options.captureConfiguration = """
                pcm.take { type file; slave.pcm { type null }; file "/dev/null"; infile "\(raw)"; format "raw" }
                """
            let record = RunRecord()
            record.stateDirectory = folder + "/state"
            record.result = try SimulateCommand.runHeadless(profile: profile, options: options) { event, effect in
                let now = DeviceClock.now()
                if let event { record.events.append((event, now)) }
                if let effect { record.effects.append((effect, now)) }
            }
            return record
        }
        let first = try run(
            """
            wait 1000
            tap settings
            wait 300
            tap "Phrases"
            wait 300
            tap "\(category.name): \(category.phrases.count) phrases"
            wait 300
            tap "\(phrase.text)"
            wait 300
            tap "\(RecordWords.record)"
            wait 12000
            tap "\(RecordWords.hear)"
            wait 300
            tap "\(RecordWords.keep)"
            wait 3000
            tap "Back to Talking"
            wait 1000
            tap "\(phrase.text)"
            wait 1500
            """)
        let recorded = first.events.compactMap {
            if case .takeRecorded(let seconds, let problem, _) = $0.0 { (seconds, problem) } else { nil }
        }
        #expect(recorded.count == 1 && recorded.first?.1 == nil, "\(recorded)")
        let kept = first.events.compactMap { if case .takeKept(_, let clip, _, _) = $0.0 { clip } else { nil } }
        let clip = try #require(kept.first ?? nil)
        let clipPath = folder + "/state/clips/" + clip
        // The clip is the take: the phrase espeak-ng said, as the microphone gave it.
        let samples = try ClipReader.read(path: clipPath, sampleRate: 22050)
        #expect(Array(samples.prefix(spoken.count)) == spoken)
        let spokenAfter = first.effects.compactMap { if case .speak(let utterance) = $0.0 { utterance } else { nil } }
        #expect(spokenAfter.last?.clip == clip && spokenAfter.last?.text == phrase.text)
        // A restart: the board on disk holds the link, and the phrase plays the clip.
        let again = Store.open(directory: folder + "/state", now: .zero)
        #expect(again.board.categories[0].phrases[1].clip == clip)
        again.store.close()
        let second = try run(
            """
            wait 1000
            tap "\(phrase.text)"
            wait 1500
            """)
        let afterRestart = second.effects.compactMap { if case .speak(let utterance) = $0.0 { utterance } else { nil } }
        #expect(afterRestart.last?.clip == clip)
        let prepared = second.effects.compactMap {
            if case .prepareSpeech(let board, _) = $0.0 { board.categories[0].phrases[1].clip } else { nil }
        }
        #expect(prepared.first == clip)
    }
}
