import ALSAOutput
import BricksonCore
import Foundation
import SoundEngine
import Testing

@Suite("ALSA playback (D3)")
struct PCMPlaybackTests {
    @Test func nullPCMTakesShortPeriodsAndATenMillisecondBuffer() throws {
        let pcm = try PCMPlayback(device: "null", sampleRate: 22050, periodFrames: 110, bufferFrames: 220)
        #expect(pcm.sampleRate == 22050)
        #expect(pcm.channels == 1)
        #expect(pcm.periodFrames <= 128 && pcm.bufferFrames <= 256)
        let silence = [Int16](repeating: 0, count: 110)
        #expect(silence.withUnsafeBufferPointer { pcm.write($0) } == .written)
    }

    @Test func filePCMWritesExactlyTheSamplesGiven() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pcm-\(UUID().uuidString).raw").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let samples = (0..<1000).map { Int16(truncatingIfNeeded: $0 * 37) }
        do {
            let pcm = try PCMPlayback(
                device: "file:'\(path)',raw", sampleRate: 22050, periodFrames: 110, bufferFrames: 220)
            #expect(samples.withUnsafeBufferPointer { pcm.write($0) } == .written)
            pcm.drain()
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let written = data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        #expect(written == samples)
    }

    @Test func missingDeviceIsRefusedWithTheCallAndTheReason() {
        #expect {
            _ = try PCMPlayback(device: "hw:CARD=NoSuchCard", sampleRate: 22050, periodFrames: 110, bufferFrames: 220)
        } throws: { error in
            let text = (error as? ALSAError)?.description ?? ""
            return text.contains("snd_pcm_open hw:CARD=NoSuchCard")
        }
    }
}

@Suite("Sound configuration")
struct SoundConfigurationTests {
    @Test(arguments: [(0, 110, 220), (22050, 0, 220), (22050, 110, 100)])
    func impossibleConfigurationIsRefusedWithTheValues(rate: Int, period: Int, buffer: Int) {
        #expect {
            _ = try SoundEngine(
                configuration: SoundConfiguration(
                    device: "null", mixer: nil, sampleRate: rate, periodFrames: period, bufferFrames: buffer),
                voice: VoiceSettings(), report: { _ in })
        } throws: { error in
            (error as? SoundConfigurationError)?.description.contains("period \(period), buffer \(buffer)") == true
        }
    }
}
