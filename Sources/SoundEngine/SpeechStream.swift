import SoundMixing

/// Samples of one utterance (or one cue) on their way to the mixer: all at once from the cache, or chunk by chunk
/// from synthesis. Every field is read and written under the engine's lock.
final class SpeechStream {
    /// The utterance id events answer with; nil for a cue.
    let utterance: Int?
    /// The samples so far.
    var samples: [Int16]
    /// Whether all samples are here.
    var isComplete: Bool
    /// Synthesis failed: the utterance cannot be spoken.
    var failed = false
    /// Stopped or replaced: synthesis stops, playback forgets it.
    var cancelled = false
    /// The next sample to play.
    var position = 0
    /// Whether `speechStarted` was reported.
    var started = false

    init(utterance: Int?, samples: [Int16] = [], isComplete: Bool = false) {
        self.utterance = utterance
        self.samples = samples
        self.isComplete = isComplete
    }

    /// Whether the audio thread has something to do with it now: a whole period of samples to play, an end or a
    /// failure to report. A stream waiting for synthesis lets the audio thread sleep until the chunk arrives, and
    /// is never played in part periods padded with silence (that would put gaps inside words).
    func hasWork(period: Int) -> Bool { failed || isComplete || samples.count - position >= period }

    /// Whether everything was played.
    var isPlayedOut: Bool { isComplete && position >= samples.count }
}

/// Drops the silence espeak-ng puts before speech, across chunks, keeping a short run-up: the first sample that
/// leaves for the sound card is (nearly) the first one anyone can hear (S5).
struct LeadingSilenceTrimmer {
    /// Samples of run-up kept before the first audible one.
    let keep: Int
    private var held: [Int16] = []
    private var passing = false

    init(keep: Int) { self.keep = keep }

    /// The part of `chunk` to play.
    mutating func process(_ chunk: [Int16]) -> [Int16] {
        if passing { return chunk }
        guard let first = chunk.withUnsafeBufferPointer({ SampleMeasures.firstAudible($0) }) else {
            held.append(contentsOf: chunk)
            if held.count > keep { held.removeFirst(held.count - keep) }
            return []
        }
        passing = true
        let runUp = held + chunk[..<first]
        return Array(runUp.suffix(keep)) + chunk[first...]
    }
}
