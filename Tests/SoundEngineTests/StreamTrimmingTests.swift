import Testing

@testable import SoundEngine

@Suite("Trimming espeak-ng's leading silence across chunks (S5)")
struct StreamTrimmingTests {
    @Test func S5_silenceBeforeSpeechIsDroppedAcrossChunksKeepingTheRunUp() {
        var trimmer = LeadingSilenceTrimmer(keep: 4)
        #expect(trimmer.process([0, 0, 0]) == [])
        #expect(trimmer.process([1, 2, 0, 0, 3]) == [])
        // The run-up is the last 4 samples before the first audible one, even across chunk boundaries.
        #expect(trimmer.process([0, 0, 900, 5, 0]) == [0, 3, 0, 0, 900, 5, 0])
        // After speech began, everything passes, silence included.
        #expect(trimmer.process([0, 0]) == [0, 0])
    }

    @Test func S2_partialPeriodsOfAStreamStillBeingSynthesisedWaitForMore() {
        let stream = SpeechStream(utterance: 1, samples: [1, 2, 3])
        #expect(!stream.hasWork(period: 4), "three samples of an unfinished stream are not yet a period")
        #expect(stream.hasWork(period: 3))
        stream.isComplete = true
        #expect(stream.hasWork(period: 4), "the end of a finished stream plays in part")
    }
}
