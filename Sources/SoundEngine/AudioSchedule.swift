import BricksonCore

/// What the audio thread does next, worked out from the engine's shared state (S1–S5, G1–G6), as `FlipSchedule`
/// does for the display: pure bookkeeping with no lock, no thread, no device, so every rule is tested on its own.
///
/// The thread keeps one schedule. Each turn it takes the lock once, sleeps there while `hasWork` is false, asks
/// `next` for a step (which moves the shared state on: positions, finished streams), and lets go of the lock; it
/// then does the step outside the lock (drain, open, mix and write) and reports the events `written` or `lost`
/// return.
struct AudioSchedule {
    /// Whether the sound device is open.
    var deviceOpen = false
    /// Whether the stream is running (written to since it was last drained or prepared).
    var running = false
    /// Whether the mixer is sounding the alert tone.
    var toneOn = false
    /// Whether `toneStarted` was reported for the tone sounding now.
    var toneReported = false

    /// One turn of the audio thread.
    enum Step {
        /// The engine is shutting down: close the device and end the thread.
        case stop
        /// Nothing to play: let what was written play out, then stop the stream.
        case drain
        /// Nothing to do until something changes (the tone is silenced in the mixer if `stopTone`).
        case rest(stopTone: Bool)
        /// Open the device (first sound, `openOutput`, or after it was lost).
        case open
        /// Mix and write one period.
        case play(PeriodPlan)
    }

    /// Whether the audio thread must wake: the condition it sleeps on.
    func hasWork(_ state: SharedState) -> Bool {
        state.shutdown || state.isActive || (state.openWanted && !deviceOpen) || running || toneOn
    }

    /// The next step, moving `state` on. For a period of `frames`, the speech and cue samples to mix are copied
    /// into `speech` and `cue` (at least `frames` long). `now` stamps events reported before the write.
    mutating func next(
        _ state: inout SharedState, frames: Int, speech: inout [Int16], cue: inout [Int16], now: () -> Instant
    ) -> Step {
        if state.shutdown { return .stop }
        let opening = state.openWanted && !deviceOpen
        if !state.isActive && !opening {
            if running {
                running = false
                return .drain
            }
            let stopTone = toneOn
            if toneOn {
                toneOn = false
                toneReported = false
            }
            return .rest(stopTone: stopTone)
        }
        if !deviceOpen { return .open }
        // Opened ahead of the first sound (`openOutput`): nothing to play yet.
        if !state.isActive {
            state.openWanted = false
            return .rest(stopTone: false)
        }
        return .play(plan(&state, frames: frames, speech: &speech, cue: &cue, now: now))
    }

    /// One period: the levels, the tone (G1), speech (S2) and a cue (A5) to mix, whether to duck the tone (G4),
    /// and what to report.
    private mutating func plan(
        _ state: inout SharedState, frames: Int, speech speechBuffer: inout [Int16], cue cueBuffer: inout [Int16],
        now: () -> Instant
    ) -> PeriodPlan {
        var plan = PeriodPlan(frames: frames, prepare: !running)
        plan.speechVolume = Float(min(1, max(0, state.levels.speech)))
        plan.alertVolume = Float(min(1, max(0, state.levels.alert)))
        if state.toneWanted != toneOn {
            plan.tone = state.toneWanted ? .start : .stop
            toneOn = state.toneWanted
            if !toneOn { toneReported = false }
        }
        plan.toneSounding = toneOn
        if let speech = state.speech {
            plan.speech = speech
            if speech.failed {
                // Synthesis failed: the phrase cannot be said (S3).
                plan.reportFirst.append(.speechCutOff(utterance: speech.utterance ?? 0, at: now()))
                state.speech = nil
            } else {
                plan.speechFrames = Self.take(from: speech, into: &speechBuffer, frames: frames)
                if plan.speechFrames > 0 && !speech.started {
                    speech.started = true
                    plan.started = speech.utterance
                }
                if speech.isPlayedOut {
                    plan.finished = speech.utterance
                    state.speech = nil
                }
            }
        }
        if let cue = state.cue {
            plan.cueFrames = cue.failed ? 0 : Self.take(from: cue, into: &cueBuffer, frames: frames)
            if cue.failed || cue.isPlayedOut {
                // The next cue waited for this one to end (A5); the voice falls silent when none waits.
                state.cue = state.nextCue
                state.nextCue = nil
                plan.cueFinished = state.cue == nil
            }
        }
        plan.duck = state.duckCommanded || (plan.speech != nil && !(plan.speech?.failed ?? false))
        running = true
        return plan
    }

    /// The device opened with periods of `period` frames: sound works (H9: a "No sound" before lets go).
    @discardableResult
    mutating func opened(_ state: inout SharedState, period: Int, now: Instant = .zero) -> [Event] {
        deviceOpen = true
        running = false
        state.openWanted = false
        state.period = period
        return [.soundChecked(isWorking: true, at: now)]
    }

    /// The device could not be opened: everything asked for is dropped and reported (S3, G6), and that nothing
    /// can be heard (H9) — at start too, where `openOutput` asked and nothing was wanted yet.
    mutating func failedToOpen(_ state: inout SharedState, now: Instant) -> [Event] {
        state.openWanted = false
        return Self.failEverything(&state, toneHadStarted: false, now: now) + [.soundChecked(isWorking: false, at: now)]
    }

    /// The period was written at `at`: what began sounding and what finished (S2, G1).
    mutating func written(_ plan: PeriodPlan, at: Instant, finishedAt: Instant) -> [Event] {
        var events: [Event] = []
        if let started = plan.started { events.append(.speechStarted(utterance: started, at: at)) }
        if plan.toneSounding && !toneReported {
            toneReported = true
            events.append(.toneStarted(at: at))
        }
        if let finished = plan.finished { events.append(.speechFinished(utterance: finished, at: finishedAt)) }
        if plan.cueFinished { events.append(.cueFinished(at: finishedAt)) }
        return events
    }

    /// The device was lost while writing `plan`'s period: the phrase in it is cut off even if it had just
    /// finished (S3), the tone is lost or failed and not wanted any more (G6); the device is opened again at the
    /// next sound.
    mutating func lost(_ plan: PeriodPlan, _ state: inout SharedState, now: Instant) -> [Event] {
        var events: [Event] = []
        if let speech = plan.speech, let id = speech.utterance, state.speech === speech || plan.finished != nil {
            events.append(.speechCutOff(utterance: id, at: now))
            if state.speech === speech { state.speech = nil }
        }
        events += Self.failEverything(&state, toneHadStarted: toneReported, now: now)
        deviceOpen = false
        running = false
        toneOn = false
        toneReported = false
        return events
    }

    /// Copies up to `frames` samples of `stream` into `buffer` and moves its position. A stream still being
    /// synthesised gives whole periods only (a part period padded with silence would put gaps inside words).
    static func take(from stream: SpeechStream, into buffer: inout [Int16], frames: Int) -> Int {
        let count = min(frames, stream.samples.count - stream.position)
        guard count > 0, count == frames || stream.isComplete else { return 0 }
        for index in 0..<count { buffer[index] = stream.samples[stream.position + index] }
        stream.position += count
        return count
    }

    /// Drops everything asked for after the device failed: speech is cut off (S3), the tone is lost or failed
    /// (G6) and is not wanted any more, so it never comes back by itself.
    static func failEverything(_ state: inout SharedState, toneHadStarted: Bool, now: Instant) -> [Event] {
        var events: [Event] = []
        if let speech = state.speech, let id = speech.utterance {
            speech.cancelled = true
            events.append(.speechCutOff(utterance: id, at: now))
        }
        state.speech = nil
        state.dropCues()
        if state.toneWanted || toneHadStarted {
            events.append(toneHadStarted ? .toneLost(at: now) : .toneFailed(at: now))
        }
        state.toneWanted = false
        state.duckCommanded = false
        return events
    }
}

/// One period as the schedule planned it; the audio thread mixes and writes it outside the lock.
struct PeriodPlan {
    /// Frames in the period.
    var frames: Int
    /// The stream was stopped (drained, or just opened): prepare it before writing.
    var prepare: Bool
    var speechVolume: Float = 0
    var alertVolume: Float = 0
    /// Start or stop the mixer's tone.
    var tone: ToneChange?
    /// Whether the tone sounds in this period.
    var toneSounding = false
    /// Samples of speech and of the cue copied for this period (at the start of their buffers).
    var speechFrames = 0
    var cueFrames = 0
    /// The last cue's samples are in this period and no cue follows it (A5).
    var cueFinished = false
    /// Whether the tone is ducked under speech (G4).
    var duck = false
    /// The phrase this period took samples from (or found failed), for a loss during the write.
    var speech: SpeechStream?
    /// Reported before writing: a phrase that cannot be said.
    var reportFirst: [Event] = []
    /// The utterance whose first samples are in this period.
    var started: Int?
    /// The utterance whose last samples are in this period.
    var finished: Int?

    enum ToneChange: Equatable {
        case start
        case stop
    }
}
