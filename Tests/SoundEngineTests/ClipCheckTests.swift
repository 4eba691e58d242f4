import Foundation
import RecordedClips
import Testing

/// S2: the one set of rules every recorded clip passes (format, length, loudness), refused in words.
@Suite struct ClipCheckTests {
    /// Writes `data` as a clip and reads it back as the sound engine does.
    static func read(_ data: Data) throws -> Result<[Int16], ClipError> {
        let folder = try clipsFolder()
        let path = folder + "/check.wav"
        try data.write(to: URL(fileURLWithPath: path))
        do {
            return .success(try ClipReader.read(path: path, sampleRate: 16000))
        } catch {
            return .failure(error)
        }
    }

    /// A 16-bit mono WAV of these samples at 16 kHz.
    static func wav(_ samples: [Int16]) -> Data {
        var data = Data()
        func le<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        data.append(contentsOf: Array("RIFF".utf8)); le(UInt32(36 + samples.count * 2))
        data.append(contentsOf: Array("WAVEfmt ".utf8)); le(UInt32(16)); le(UInt16(1)); le(UInt16(1))
        le(UInt32(16000)); le(UInt32(32000)); le(UInt16(2)); le(UInt16(16))
        data.append(contentsOf: Array("data".utf8)); le(UInt32(samples.count * 2))
        for sample in samples { le(sample) }
        return data
    }

    @Test func S2_aSpokenLengthClipAtAnyLevelBetweenQuietAndLoudIsKept() throws {
        let clip = try Self.read(SoundEngineTests_wav(frequency: 220, seconds: 1, rate: 16000, channels: 1))
        #expect((try? clip.get())?.count == 16000)
        // Quiet but heard (about −40 dBFS) is kept: a weak voice is still the person's voice.
        let quiet = (0..<16000).map { Int16(sin(Double($0) / 10) * 400) }
        #expect((try? Self.read(Self.wav(quiet)).get()) != nil)
    }

    /// Clips no one could use, and why.
    static let unusable: [(name: String, samples: [Int16], reason: String)] = {
        let silent = "it is silent (nothing was recorded)"
        let silence = [Int16](repeating: 0, count: 16000)
        let hiss: [Int16] = (0..<16000).map { (index: Int) -> Int16 in Int16(index % 7 * 10) }
        let click = [Int16](repeating: 9000, count: 800)
        let distorted: [Int16] = (0..<16000).map { (index: Int) -> Int16 in index % 4 < 2 ? Int16.max : -Int16.max }
        let tooLoud = "it is distorted: too loud throughout (record it again further from the microphone)"
        return [
            ("silence", silence, silent), ("hiss", hiss, silent),
            ("a click", click, "it is shorter than a fifth of a second"), ("distorted", distorted, tooLoud),
        ]
    }()

    @Test(arguments: 0..<4)
    func S2_anUnusableClipIsRefusedInWords(index: Int) throws {
        let (name, samples, reason) = Self.unusable[index]
        let clip = try Self.read(Self.wav(samples))
        #expect(throws: ClipError(file: "check.wav", reason: reason), "\(name)") { try clip.get() }
        #expect(ClipError(file: "check.wav", reason: reason).description.contains(reason))
    }

    @Test func S2_theRulesAreOnePlaceAndTheReaderUsesThem() {
        #expect(ClipReader.longestSeconds == ClipCheck.longestSeconds)
        #expect(
            ClipCheck.problem([Int16](repeating: 3000, count: 16000 * 121), sampleRate: 16000)
                == "it is longer than 120 seconds")
        #expect(ClipCheck.problem([], sampleRate: 16000) == "it holds no sound")
    }
}

/// The sine WAV of the clip tests.
func SoundEngineTests_wav(frequency: Double, seconds: Double, rate: Int, channels: Int) -> Data {
    wav(frequency: frequency, seconds: seconds, rate: rate, channels: channels)
}
