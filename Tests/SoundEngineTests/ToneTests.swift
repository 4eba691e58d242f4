import BricksonCore
import Foundation
import SoundEngine
import SoundMixing
import Testing

/// The tone exactly as the mixer makes it at `alertVolume`, undisturbed, from its first sample.
func referenceTone(count: Int, alertVolume: Float = 0.9) -> [Float] {
    var tone = AlertTone(sampleRate: 22050)
    return (0..<count).map { _ in tone.next() * alertVolume * 32767 }
}

/// The tone's gain in each 10 ms window of `samples` where the reference tone is sounding, with the level of
/// whatever else is there (speech), as (start, gain, rest).
func toneGains(_ samples: [Int16], alertVolume: Float = 0.9) -> [(start: Int, gain: Double, rest: Double)] {
    let reference = referenceTone(count: samples.count, alertVolume: alertVolume)
    let window = 220
    var result: [(Int, Double, Double)] = []
    var start = 0
    while start + window <= samples.count {
        var dot = 0.0
        var energy = 0.0
        for index in start..<start + window {
            dot += Double(samples[index]) * Double(reference[index])
            energy += Double(reference[index]) * Double(reference[index])
        }
        // Only windows well inside a burst (the reference at full level throughout).
        if energy / Double(window) > 0.4 * pow(0.9 * 32767, 2) / 2 {
            let gain = dot / energy
            var rest = 0.0
            for index in start..<start + window {
                let other = Double(samples[index]) - gain * Double(reference[index])
                rest += other * other
            }
            result.append((start, gain, (rest / Double(window)).squareRoot() / 32768))
        }
        start += window
    }
    return result
}

@Suite("The Get Attention tone through the real engine and ALSA's file PCM", .serialized)
struct ToneTests {
    @Test func G1_toneRepeatsUntilStopAndAnotherStartLeavesItPlaying() throws {
        let rig = try FileEngine(speed: 4)
        rig.engine.startTone()
        #expect(rig.recorder.waitFor(isToneStarted))
        Thread.sleep(forTimeInterval: 0.4)
        rig.engine.startTone()
        Thread.sleep(forTimeInterval: 0.6)
        rig.engine.stopTone()
        let samples = try rig.finish()
        let cycle = AlertTone(sampleRate: 22050).cycleSamples
        #expect(samples.count >= 2 * cycle, "at least two whole calls were written (\(samples.count) samples)")
        // Every written sample is the tone's, from its start, without a restart or a gap.
        let reference = referenceTone(count: samples.count)
        let mismatch = samples.indices.first { Float(samples[$0]) != Float(Int16(reference[$0])) }
        #expect(mismatch == nil, "the tone is continuous, first difference at \(mismatch ?? -1)")
        // Each call alternates the high and the low pitch.
        let burst = Int(AlertTone.burstSeconds * 22050)
        let slot = Int((AlertTone.burstSeconds + AlertTone.gapSeconds) * 22050)
        for call in 0..<samples.count / cycle {
            for index in 0..<AlertTone.burstsPerCall {
                let start = call * cycle + index * slot + burst / 4
                let part = samples[start..<start + burst / 2]
                let high = SampleMeasures.level(of: AlertTone.frequencies.high, in: part, sampleRate: 22050)
                let low = SampleMeasures.level(of: AlertTone.frequencies.low, in: part, sampleRate: 22050)
                #expect(index % 2 == 0 ? high > 0.8 && low < 0.1 : low > 0.8 && high < 0.1)
            }
        }
        #expect(rig.recorder.events.filter(isToneStarted).count == 1)
        #expect(!rig.recorder.events.contains(where: isToneLost))
    }

    @Test func G7_toneLevelIsTheAlertVolumeWhateverTheSpeechVolume() throws {
        let rig = try FileEngine(speed: 4, voice: VoiceSettings(volume: 0.05, alertVolume: 0.6))
        rig.engine.startTone()
        #expect(rig.recorder.waitFor(isToneStarted))
        Thread.sleep(forTimeInterval: 0.2)
        rig.engine.stopTone()
        let gains = toneGains(try rig.finish(), alertVolume: 1)
        #expect(!gains.isEmpty)
        #expect(gains.allSatisfy { abs($0.gain - 0.6) < 0.01 })
    }

    @Test func G4_phraseDuringToneLowersTheToneAndRestoresItAfter() throws {
        let rig = try FileEngine(speed: 4)
        let phrase = "Please call the nurse"
        rig.engine.prepare(board: board([phrase]), voice: FileEngine.voice)
        #expect(waitPrepared(rig.engine, phrase))
        rig.engine.startTone()
        #expect(rig.recorder.waitFor(isToneStarted))
        Thread.sleep(forTimeInterval: 0.3)
        rig.engine.duckTone(true)
        rig.engine.speak(Utterance(id: 1, text: phrase, source: .phrase(id: "p0")))
        #expect(rig.recorder.waitFor(finished(1)))
        rig.engine.duckTone(false)
        Thread.sleep(forTimeInterval: 0.4)
        rig.engine.stopTone()
        let gains = toneGains(try rig.finish())
        let speech = gains.filter { $0.rest > 0.02 }
        let first = try #require(speech.first?.start, "speech is in the written samples")
        let last = speech.last!.start
        let before = gains.filter { $0.start < first - 2205 }
        let after = gains.filter { $0.start > last + 2205 }
        #expect(before.count > 5 && after.count > 5, "tone before and after the phrase")
        #expect(before.allSatisfy { abs($0.gain - 1) < 0.02 }, "full level before")
        #expect(after.allSatisfy { abs($0.gain - 1) < 0.02 }, "full level again after")
        let during = speech.map(\.gain).sorted()
        let median = during[during.count / 2]
        #expect(median < 0.4, "ducked while the phrase plays (median gain \(median))")
        #expect(rig.recorder.events.filter(isToneStarted).count == 1)
    }
}
