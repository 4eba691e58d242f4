import Foundation
import SoundMixing
import Testing

@Suite("The alert tone (G1, G7)")
struct AlertToneTests {
    let rate = 22050

    func render(_ count: Int) -> [Float] {
        var tone = AlertTone(sampleRate: rate)
        return (0..<count).map { _ in tone.next() }
    }

    func level(_ samples: ArraySlice<Float>, _ frequency: Double) -> Double {
        SampleMeasures.level(of: frequency, in: ArraySlice(samples.map { Int16($0 * 32767) }), sampleRate: rate)
    }

    @Test func G1_callAlternatesHighAndLowBurstsWithGapsAndRepeats() {
        let tone = AlertTone(sampleRate: rate)
        let samples = render(tone.cycleSamples * 3)
        let slot = Int((AlertTone.burstSeconds + AlertTone.gapSeconds) * Double(rate))
        let burst = Int(AlertTone.burstSeconds * Double(rate))
        for call in 0..<3 {
            for index in 0..<AlertTone.burstsPerCall {
                let start = call * tone.cycleSamples + index * slot
                let middle = samples[(start + burst / 4)..<(start + 3 * burst / 4)]
                let expected = index % 2 == 0 ? AlertTone.frequencies.high : AlertTone.frequencies.low
                let other = index % 2 == 0 ? AlertTone.frequencies.low : AlertTone.frequencies.high
                #expect(level(middle, expected) > 0.95)
                #expect(level(middle, other) < 0.05)
                #expect(samples[(start + burst + 2)..<(start + slot)].allSatisfy { $0 == 0 }, "a gap after each burst")
            }
            let pauseStart = call * tone.cycleSamples + AlertTone.burstsPerCall * slot
            #expect(samples[pauseStart..<((call + 1) * tone.cycleSamples)].allSatisfy { $0 == 0 })
        }
    }

    @Test func G7_burstsFadeInAndOutWithoutClicks() {
        let samples = render(AlertTone(sampleRate: rate).cycleSamples)
        let largestStep = zip(samples, samples.dropFirst()).map { abs($1 - $0) }.max() ?? 0
        // A full-scale 880 Hz sine moves at most 2π·880/22050 ≈ 0.25 per sample; a click would jump further.
        #expect(largestStep < 0.26)
        #expect(samples.allSatisfy { abs($0) <= 1 })
        #expect(samples.max()! > 0.99)
    }
}

@Suite("Ducking and the mixer (G4, G7)")
struct MixerTests {
    let rate = 22050

    @Test func G4_duckingRampsDownAndBackWithoutAJump() {
        var ramp = DuckingRamp(sampleRate: rate)
        let rampSamples = Int(DuckingRamp.rampSeconds * Double(rate))
        var gains: [Float] = []
        for _ in 0..<(rampSamples + 10) { gains.append(ramp.next(ducked: true)) }
        #expect(abs(gains.last! - DuckingRamp.duckedGain) < 0.0001)
        #expect(gains[rampSamples / 2] > DuckingRamp.duckedGain, "not at once: a ramp")
        for _ in 0..<(rampSamples + 10) { gains.append(ramp.next(ducked: false)) }
        #expect(gains.last! == 1)
        let largestStep = zip(gains, gains.dropFirst()).map { abs($1 - $0) }.max()!
        // Each step is a 30 ms ramp's share of the change: about 0.0012 at 22050 Hz, far below a click.
        #expect(largestStep < 0.002)
    }

    func mix(
        _ mixer: inout Mixer, speech: [Int16] = [], cue: [Int16] = [], duck: Bool = false, count: Int
    ) -> [Int16] {
        var output = [Int16](repeating: 0, count: count)
        speech.withUnsafeBufferPointer { s in
            cue.withUnsafeBufferPointer { c in
                output.withUnsafeMutableBufferPointer { mixer.render(speech: s, cue: c, duck: duck, into: $0) }
            }
        }
        return output
    }

    @Test(arguments: [0.0, 0.3, 1.0])
    func G7_toneLevelIsTheAlertVolumeAtAnySpeechVolume(speechVolume: Double) {
        var mixer = Mixer(sampleRate: rate, speechVolume: speechVolume, alertVolume: 0.7)
        mixer.startTone()
        let out = mix(&mixer, count: 2000)
        let peak = out.map { abs(Int($0)) }.max()!
        #expect(abs(Double(peak) / 32767 - 0.7) < 0.01)
    }

    @Test func S2_speechIsScaledByTheSpeechVolumeAndTheCueIsQuieter() {
        var mixer = Mixer(sampleRate: rate, speechVolume: 0.5, alertVolume: 1)
        let speech = [Int16](repeating: 10000, count: 100)
        #expect(mix(&mixer, speech: speech, count: 100).allSatisfy { $0 == 5000 })
        #expect(mix(&mixer, cue: speech, count: 100).allSatisfy { $0 == 2500 })
        #expect(mix(&mixer, speech: speech, count: 200)[100...].allSatisfy { $0 == 0 }, "silence after the end")
    }

    @Test func G4_duckedToneUnderSpeechAndLoudSumsClipInsteadOfWrapping() {
        var mixer = Mixer(sampleRate: rate, speechVolume: 1, alertVolume: 1)
        mixer.startTone()
        let loud = [Int16](repeating: 32000, count: 4000)
        let out = mix(&mixer, speech: loud, duck: false, count: 4000)
        // 32000 plus a full-scale tone reaches 64767 at the top, which clips to full scale instead of wrapping to
        // a large negative value; at the bottom it is 32000 - 32767.
        #expect(out.max() == 32767)
        #expect(out.min()! >= -767)
        var ducked = Mixer(sampleRate: rate, speechVolume: 1, alertVolume: 1)
        ducked.startTone()
        let quiet = mix(&ducked, duck: true, count: 4000)
        let tail = quiet[2000...].map { abs(Int($0)) }.max()!
        #expect(abs(Double(tail) / 32767 - Double(DuckingRamp.duckedGain)) < 0.01)
    }

    @Test func G1_startingTheToneAgainLeavesItPlayingWhereItWas() {
        var once = Mixer(sampleRate: rate, speechVolume: 1, alertVolume: 1)
        var twice = once
        once.startTone()
        twice.startTone()
        let a = mix(&once, count: 3000)
        twice.startTone()
        let b = mix(&twice, count: 3000)
        #expect(a == b)
        once.stopTone()
        #expect(mix(&once, count: 100).allSatisfy { $0 == 0 })
    }
}
