import BricksonCore
import BricksonTestSupport
import Foundation
import SoundMixing
import Testing

@testable import SoundEngine

@Suite("Prepared phrases, the repeat rule and interruption, through ALSA's file PCM", .serialized)
struct RepeatAndInterruptTests {
    static let long = "I would like to sit up a little more please"
    static let short = "Water please"

    @Test func S2_preparedPhrasesAreSynthesisedAheadAndPlayFromTheCache() throws {
        let rig = try FileEngine()
        rig.engine.prepare(board: board([Self.short]), voice: FileEngine.voice)
        #expect(waitPrepared(rig.engine, Self.short))
        #expect(rig.engine.isPrepared(text: "Yes") && rig.engine.isPrepared(text: "No"))
        let cached = try #require(rig.engine.withLock { $0.cache[CacheKey(text: Self.short, clip: nil)] })
        rig.engine.speak(Utterance(id: 7, text: Self.short, source: .phrase(id: "p0")))
        #expect(rig.recorder.waitFor(finished(7)))
        let samples = try rig.finish()
        // The written audio is the cached audio, whole and once.
        let at = find(cached[...], in: samples)
        try #require(at != nil, "the cached audio is in the written samples")
        #expect(find(cached[...], in: Array(samples[(at! + 1)...])) == nil, "and only once")
    }

    @Test func S1_sameUtteranceAgainWhilePlayingDoesNotRestartIt() throws {
        // Some way into the phrase (about 0.4 s of it: 80 periods of 5 ms), as a second tap would be.
        let gate = WriteGate(holdAfter: 80)
        let rig = try FileEngine(gate: gate)
        rig.engine.prepare(board: board([Self.long]), voice: FileEngine.voice)
        #expect(waitPrepared(rig.engine, Self.long))
        let cached = try #require(rig.engine.withLock { $0.cache[CacheKey(text: Self.long, clip: nil)] })
        let utterance = Utterance(id: 3, text: Self.long, source: .phrase(id: "p0"))
        rig.engine.speak(utterance)
        #expect(rig.recorder.waitFor(started(3)))
        #expect(gate.waitUntilHeld())
        rig.engine.speak(utterance)
        rig.engine.speak(utterance)
        gate.release()
        #expect(rig.recorder.waitFor(finished(3)))
        let samples = try rig.finish()
        let head = cached[0..<4000]
        let at = find(head, in: samples)
        try #require(at != nil, "the phrase is in the written samples")
        #expect(find(head, in: Array(samples[(at! + 1)...])) == nil, "the phrase's start appears once")
        let whole = at! + cached.count <= samples.count && Array(samples[at!..<at! + cached.count]) == cached
        #expect(whole, "the phrase played through to its end")
        #expect(rig.recorder.events.filter(started(3)).count == 1)
        #expect(rig.recorder.events.filter(finished(3)).count == 1)
    }

    @Test func S1_newPhraseStopsTheOldOneAtOnce() throws {
        // The old phrase held part-way, so the new one surely comes while it plays.
        let gate = WriteGate(holdAfter: 20)
        let rig = try FileEngine(gate: gate)
        rig.engine.prepare(board: board([Self.long, Self.short]), voice: FileEngine.voice)
        #expect(waitPrepared(rig.engine, Self.long) && waitPrepared(rig.engine, Self.short))
        let (first, second) = try #require(
            rig.engine.withLock { state -> ([Int16], [Int16])? in
                guard let a = state.cache[CacheKey(text: Self.long, clip: nil)],
                    let b = state.cache[CacheKey(text: Self.short, clip: nil)]
                else { return nil }
                return (a, b)
            })
        rig.engine.speak(Utterance(id: 1, text: Self.long, source: .phrase(id: "p0")))
        #expect(rig.recorder.waitFor(started(1)))
        #expect(gate.waitUntilHeld())
        rig.engine.speak(Utterance(id: 2, text: Self.short, source: .phrase(id: "p1")))
        gate.release()
        #expect(rig.recorder.waitFor(finished(2)))
        let samples = try rig.finish()
        let firstAt = find(first[0..<64], in: samples)
        let secondAt = find(second[...], in: samples)
        try #require(firstAt != nil && secondAt != nil, "both phrases are in the written samples")
        let playedOfFirst = secondAt! - firstAt!
        #expect(playedOfFirst > 0 && playedOfFirst < first.count, "the old phrase was cut")
        let between = Array(samples[firstAt!..<secondAt!]) == Array(first[0..<playedOfFirst])
        #expect(between, "the new phrase follows the old one's last sample directly")
        #expect(!rig.recorder.events.contains(where: finished(1)))
        #expect(!rig.recorder.events.contains(where: cutOff(1)), "a replaced phrase is not a fault")
    }

    @Test func S2_typedMessageIsSynthesisedWhenSpokenAndStreams() throws {
        let rig = try FileEngine()
        let message = "Please tell my daughter that I am feeling much better today"
        rig.engine.speak(Utterance(id: 9, text: message, source: .message))
        #expect(rig.recorder.waitFor(finished(9)))
        #expect(!rig.engine.isPrepared(text: message))
        let samples = try rig.finish()
        let seconds = Double(audibleSpan(samples)) / 22050
        #expect(seconds > 2 && seconds < 8, "the message lasts \(seconds) s")
    }

    @Test func stopSpeechEndsThePhraseWithoutAFault() throws {
        let gate = WriteGate(holdAfter: 20)
        let rig = try FileEngine(speed: 1, gate: gate)
        rig.engine.speak(Utterance(id: 4, text: Self.long, source: .phrase(id: "p0")))
        #expect(rig.recorder.waitFor(started(4)))
        #expect(gate.waitUntilHeld())
        rig.engine.stopSpeech()
        rig.engine.speak(Utterance(id: 5, text: "Yes", source: .yes))
        gate.release()
        #expect(rig.recorder.waitFor(finished(5)))
        let samples = try rig.finish()
        #expect(Double(audibleSpan(samples)) / 22050 < 2.5)
        #expect(!rig.recorder.events.contains(where: finished(4)))
        #expect(!rig.recorder.events.contains(where: cutOff(4)))
    }
}
