import Foundation
import SoundMixing
import Testing

@Suite("Volume classification (S4, G7)")
struct VolumeClassificationTests {
    @Test(arguments: [
        (MixerReading(switchOn: false, volume: (80, 0, 100)), true),
        (MixerReading(switchOn: true, volume: (0, 0, 100)), true),
        (MixerReading(switchOn: true, volume: (10, 0, 100)), true),
        (MixerReading(switchOn: true, volume: (20, 0, 100)), false),
        (MixerReading(switchOn: nil, volume: (60, 0, 87)), false),
        (MixerReading(switchOn: true, volume: (40, 0, 100), centibels: -4500), true),
        (MixerReading(switchOn: true, volume: (10, 0, 100), centibels: -1200), false),
        (MixerReading(switchOn: nil, volume: nil), false),
        (MixerReading(switchOn: true, volume: (5, 5, 5)), false),
    ])
    func S4_mutedOrVeryLowIsLow(reading: MixerReading, isLow: Bool) {
        #expect(VolumeClassification.isLow(reading) == isLow)
    }
}

@Suite("Resampling and measuring samples")
struct ResamplingTests {
    func sine(_ frequency: Double, rate: Int, count: Int) -> [Int16] {
        (0..<count).map { Int16(16000 * sin(2 * Double.pi * frequency * Double($0) / Double(rate))) }
    }

    @Test func sameRateIsUnchanged() {
        var resampler = Resampler(from: 22050, to: 22050)
        let input = sine(440, rate: 22050, count: 500)
        #expect(resampler.process(input) == input)
    }

    @Test(arguments: [(44100, 22050), (16000, 22050), (22050, 48000)])
    func rateChangeKeepsLengthAndPitch(from: Int, to: Int) {
        var resampler = Resampler(from: from, to: to)
        let input = sine(440, rate: from, count: from / 2)
        let output = resampler.process(input)
        #expect(abs(output.count - to / 2) <= 2)
        #expect(SampleMeasures.level(of: 440, in: output[100...], sampleRate: to) > 0.45)
    }

    @Test func chunksJoinWithoutASeam() {
        let input = sine(300, rate: 44100, count: 4410)
        var whole = Resampler(from: 44100, to: 22050)
        var chunked = Resampler(from: 44100, to: 22050)
        let a = whole.process(input)
        let b = stride(from: 0, to: input.count, by: 333).flatMap {
            chunked.process(Array(input[$0..<min(input.count, $0 + 333)]))
        }
        #expect(a == b)
    }

    @Test func S5_leadingSilenceIsTrimmedKeepingARunUp() {
        let samples = [Int16](repeating: 0, count: 1000) + [Int16](repeating: 5000, count: 10)
        let trimmed = SampleMeasures.trimmingLeadingSilence(samples, keep: 100)
        #expect(trimmed.count == 110)
        #expect(trimmed[100] == 5000)
        #expect(SampleMeasures.trimmingLeadingSilence([0, 0, 0], keep: 1) == [0, 0, 0])
    }
}
