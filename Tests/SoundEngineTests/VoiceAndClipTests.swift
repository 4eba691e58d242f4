import BricksonCore
import EspeakVoice
import Foundation
import RecordedClips
import SoundEngine
import SoundMixing
import Testing

/// A 16-bit PCM WAV file of a sine at `frequency`, `seconds` long.
func wav(frequency: Double, seconds: Double, rate: Int, channels: Int) -> Data {
    let frames = Int(seconds * Double(rate))
    var data = Data()
    func le<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }
    let bytes = frames * channels * 2
    data.append(contentsOf: Array("RIFF".utf8)); le(UInt32(36 + bytes))
    data.append(contentsOf: Array("WAVEfmt ".utf8)); le(UInt32(16)); le(UInt16(1)); le(UInt16(channels))
    le(UInt32(rate)); le(UInt32(rate * channels * 2)); le(UInt16(channels * 2)); le(UInt16(16))
    data.append(contentsOf: Array("data".utf8)); le(UInt32(bytes))
    for frame in 0..<frames {
        let value = Int16(sin(2 * Double.pi * frequency * Double(frame) / Double(rate)) * 16000)
        for _ in 0..<channels { le(value) }
    }
    return data
}

/// A folder of clips: a real WAV and a text file named like one.
func clipsFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clips-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try wav(frequency: 440, seconds: 0.5, rate: 44100, channels: 2).write(
        to: folder.appendingPathComponent("hello.wav"))
    try Data("This is a shopping list, not a recording.\n".utf8).write(to: folder.appendingPathComponent("list.wav"))
    return folder.path
}

@Suite("Voices and recorded clips (S2)", .serialized)
struct VoiceAndClipTests {
    @Test func S2_missingVoiceFallsBackToTheDefaultVoiceWithAWarning() throws {
        let rig = try FileEngine(voice: VoiceSettings(voice: "xx-no-such-voice", volume: 1))
        rig.engine.speak(Utterance(id: 1, text: "I am thirsty", source: .phrase(id: "p")))
        #expect(rig.recorder.waitFor(finished(1)))
        let samples = try rig.finish()
        #expect(Double(audibleSpan(samples)) / 22050 > 0.4, "the phrase is still spoken")
        #expect(rig.recorder.warnings.contains { $0.contains("xx-no-such-voice") && $0.contains("default voice") })
    }

    @Test func S2_synthesizerReportsAMissingVoiceAndStillSpeaks() throws {
        let synthesizer = try SpeechSynthesizer.shared.get()
        var warnings: [String] = []
        let samples = try synthesizer.synthesize(
            "Hello", voice: SpeechVoice(name: "no-such-voice", rate: 150, pitch: 50), warning: { warnings.append($0) })
        #expect(warnings.count == 1)
        #expect(samples.withUnsafeBufferPointer { SampleMeasures.firstAudible($0) } != nil)
    }

    @Test func S2_recordedClipPlaysInsteadOfSynthesis() throws {
        let rig = try FileEngine(clips: try clipsFolder())
        rig.engine.speak(Utterance(id: 1, text: "Hello", source: .phrase(id: "p"), clip: "hello.wav"))
        #expect(rig.recorder.waitFor(finished(1)))
        let samples = try rig.finish()
        let seconds = Double(audibleSpan(samples)) / 22050
        #expect(abs(seconds - 0.5) < 0.01, "the clip's half second, at the output rate (\(seconds) s)")
        #expect(SampleMeasures.level(of: 440, in: samples[...], sampleRate: 22050) > 0.2)
        #expect(rig.recorder.warnings.isEmpty)
    }

    @Test func S2_clipThatIsNotAudioIsRefusedAndThePhraseIsSynthesised() throws {
        let rig = try FileEngine(clips: try clipsFolder())
        rig.engine.speak(
            Utterance(id: 1, text: "I need the toilet", source: .phrase(id: "p"), clip: "list.wav"))
        #expect(rig.recorder.waitFor(finished(1)))
        let samples = try rig.finish()
        #expect(Double(audibleSpan(samples)) / 22050 > 0.5, "the phrase is spoken by synthesis")
        #expect(SampleMeasures.level(of: 440, in: samples[...], sampleRate: 22050) < 0.05)
        let warning = rig.recorder.warnings.first { $0.contains("list.wav") }
        #expect(warning?.contains("not a WAV or FLAC sound file") == true)
        #expect(warning?.contains("spoken by the synthesiser instead") == true)
    }

    @Test func S2_preparedClipIsCachedUnderItsPhrase() throws {
        let rig = try FileEngine(clips: try clipsFolder())
        let phrase = Phrase(id: "hi", text: "Hello", clip: "hello.wav")
        rig.engine.prepare(
            board: Board(categories: [Category(id: "c", name: "C", phrases: [phrase])], emergency: []),
            voice: FileEngine.voice)
        let deadline = Date().addingTimeInterval(20)
        while !rig.engine.isPrepared(text: "Hello", clip: "hello.wav") && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        #expect(rig.engine.isPrepared(text: "Hello", clip: "hello.wav"))
        _ = try rig.finish()
    }

    @Test(arguments: ["missing.wav", "../etc/passwd", ""])
    func S2_badClipNamesAreRefusedWithAClearMessage(name: String) throws {
        let rig = try FileEngine(clips: try clipsFolder())
        rig.engine.speak(Utterance(id: 1, text: "Yes", source: .yes, clip: name))
        #expect(rig.recorder.waitFor(finished(1)))
        _ = try rig.finish()
        #expect(rig.recorder.warnings.count == 1)
        #expect(rig.recorder.warnings.first?.contains("\"\(name)\"") == true)
    }
}

@Suite("Reading recorded clips with libsndfile")
struct ClipReaderTests {
    @Test func S2_stereoClipAt44100IsReadAsMonoAtTheOutputRate() throws {
        let folder = try clipsFolder()
        let samples = try ClipReader.read(path: folder + "/hello.wav", sampleRate: 22050)
        #expect(abs(samples.count - 11025) <= 2)
        #expect(SampleMeasures.level(of: 440, in: samples[...], sampleRate: 22050) > 0.4)
    }

    @Test func S2_textFileIsNotAClip() throws {
        let folder = try clipsFolder()
        #expect(throws: ClipError.self) { try ClipReader.read(path: folder + "/list.wav", sampleRate: 22050) }
    }
}
