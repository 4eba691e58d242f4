import BricksonCore
import Testing

@testable import SoundEngine

/// The audio thread's plan, period by period, without a thread, a lock or a device.
struct ScheduleRig {
    static let frames = 4
    var schedule = AudioSchedule()
    var state = SharedState(voice: VoiceSettings(), period: frames)
    var speech = [Int16](repeating: 0, count: frames)
    var cue = [Int16](repeating: 0, count: frames)
    var clock = Instant(nanoseconds: 1_000)

    /// A rig whose device is already open.
    static func open() -> ScheduleRig {
        var rig = ScheduleRig()
        rig.schedule.opened(&rig.state, period: frames)
        return rig
    }

    mutating func next() -> AudioSchedule.Step {
        let now = clock
        return schedule.next(&state, frames: Self.frames, speech: &speech, cue: &cue, now: { now })
    }

    /// The next step, which must be a period to play.
    mutating func period(_ sourceLocation: SourceLocation = #_sourceLocation) throws -> PeriodPlan {
        guard case .play(let plan) = next() else {
            Issue.record("expected a period to play", sourceLocation: sourceLocation)
            throw PlanMissing()
        }
        return plan
    }

    /// Plays the next period and writes it successfully: the events reported after the write.
    mutating func playAndWrite() throws -> [Event] {
        let plan = try period()
        clock = clock + .milliseconds(10)
        return plan.reportFirst + schedule.written(plan, at: clock, finishedAt: clock)
    }

    struct PlanMissing: Error {}
}

func stream(_ utterance: Int?, _ samples: [Int16], complete: Bool = true) -> SpeechStream {
    SpeechStream(utterance: utterance, samples: samples, isComplete: complete)
}

@Suite struct AudioScheduleTests {
    @Test func S5_nothingAskedForMeansTheThreadSleeps() throws {
        var rig = ScheduleRig.open()
        #expect(!rig.schedule.hasWork(rig.state), "nothing asked for yet")
        // A phrase and a cue play to their ends: the thread writes their two periods, lets the stream play out, and
        // sleeps again, rather than writing silence for ever.
        rig.state.speech = stream(4, [1, 2, 3, 4, 5, 6])
        rig.state.cue = stream(nil, [7, 8])
        var steps: [String] = []
        while rig.schedule.hasWork(rig.state) && steps.count < 10 {
            switch rig.next() {
            case .play(let plan):
                steps.append("play")
                _ = rig.schedule.written(plan, at: rig.clock, finishedAt: rig.clock)
            case .drain: steps.append("drain")
            case .rest: steps.append("rest")
            case .open: steps.append("open")
            case .stop: steps.append("stop")
            }
        }
        #expect(steps == ["play", "play", "drain"])
        #expect(!rig.schedule.hasWork(rig.state), "nothing asked for after the phrase")
        guard case .rest(stopTone: false) = rig.next() else {
            Issue.record("woken with nothing asked for, the thread rests")
            return
        }
    }

    @Test func S5_openOutputOpensTheDeviceAheadAndPlaysNothing() {
        var rig = ScheduleRig()
        rig.state.openWanted = true
        #expect(rig.schedule.hasWork(rig.state))
        guard case .open = rig.next() else { Issue.record("expected the device to be opened"); return }
        rig.schedule.opened(&rig.state, period: ScheduleRig.frames)
        #expect(!rig.state.openWanted)
        #expect(!rig.schedule.hasWork(rig.state))
    }

    @Test func S2_speechStartsInItsFirstPeriodAndFinishesInItsLast() throws {
        var rig = ScheduleRig.open()
        rig.state.speech = stream(7, [1, 2, 3, 4, 5, 6])
        let first = try rig.period()
        #expect(first.prepare)
        #expect(first.speechFrames == 4)
        #expect(rig.speech == [1, 2, 3, 4])
        #expect(first.started == 7)
        #expect(first.finished == nil)
        let at = rig.clock
        #expect(rig.schedule.written(first, at: at, finishedAt: at) == [.speechStarted(utterance: 7, at: at)])
        let second = try rig.period()
        #expect(!second.prepare)
        #expect(second.speechFrames == 2)
        #expect(Array(rig.speech[0..<2]) == [5, 6])
        #expect(second.started == nil)
        #expect(second.finished == 7)
        #expect(rig.state.speech == nil)
        #expect(rig.schedule.written(second, at: at, finishedAt: at) == [.speechFinished(utterance: 7, at: at)])
        // Nothing left: the stream is drained, then the thread sleeps.
        guard case .drain = rig.next() else { Issue.record("expected a drain"); return }
        guard case .rest(stopTone: false) = rig.next() else { Issue.record("expected a rest"); return }
        #expect(!rig.schedule.hasWork(rig.state))
    }

    @Test func S2_speechStillBeingSynthesisedPlaysOnlyWholePeriods() throws {
        var rig = ScheduleRig.open()
        let partial = stream(3, [1, 2, 3, 4, 5, 6], complete: false)
        rig.state.speech = partial
        #expect(try rig.period().speechFrames == 4)
        // Two samples wait for the next chunk: no half period padded with silence, no work until it comes.
        #expect(!rig.state.isActive)
        partial.samples += [7, 8]
        #expect(rig.schedule.hasWork(rig.state))
        #expect(try rig.period().speechFrames == 4)
        #expect(rig.speech == [5, 6, 7, 8])
    }

    @Test func S3_speechWhoseSynthesisFailedIsCutOffBeforeTheWrite() throws {
        var rig = ScheduleRig.open()
        let failed = stream(9, [], complete: false)
        failed.failed = true
        rig.state.speech = failed
        let plan = try rig.period()
        #expect(plan.reportFirst == [.speechCutOff(utterance: 9, at: rig.clock)])
        #expect(plan.speechFrames == 0)
        #expect(!plan.duck)
        #expect(rig.state.speech == nil)
    }

    @Test func S3_aLostDeviceCutsOffThePhraseEvenInItsLastPeriod() throws {
        var rig = ScheduleRig.open()
        rig.state.speech = stream(5, [1, 2])
        let plan = try rig.period()
        #expect(plan.finished == 5)
        let events = rig.schedule.lost(plan, &rig.state, now: rig.clock)
        #expect(events == [.speechCutOff(utterance: 5, at: rig.clock)])
        #expect(!rig.schedule.deviceOpen)
    }

    @Test func S3_aLostDeviceCutsOffThePhraseAskedForDuringTheWrite() throws {
        var rig = ScheduleRig.open()
        rig.state.speech = stream(5, [1, 2, 3, 4, 5, 6, 7, 8])
        let plan = try rig.period()
        let newer = stream(6, [1, 2, 3, 4])
        rig.state.speech = newer
        let events = rig.schedule.lost(plan, &rig.state, now: rig.clock)
        #expect(events == [.speechCutOff(utterance: 6, at: rig.clock)])
        #expect(newer.cancelled)
        #expect(rig.state.speech == nil)
    }

    @Test func G1_theToneStartsOnceAndIsReportedOnceWhenFirstWritten() throws {
        var rig = ScheduleRig.open()
        rig.state.toneWanted = true
        let first = try rig.period()
        #expect(first.tone == .start)
        #expect(first.toneSounding)
        let at = rig.clock
        #expect(rig.schedule.written(first, at: at, finishedAt: at) == [.toneStarted(at: at)])
        let second = try rig.period()
        #expect(second.tone == nil)
        #expect(rig.schedule.written(second, at: at, finishedAt: at) == [])
    }

    @Test func G1_aStoppedToneIsSilencedWhenNothingElseSounds() throws {
        var rig = ScheduleRig.open()
        rig.state.toneWanted = true
        _ = try rig.playAndWrite()
        rig.state.toneWanted = false
        guard case .drain = rig.next() else { Issue.record("expected a drain"); return }
        #expect(rig.schedule.hasWork(rig.state))
        guard case .rest(stopTone: true) = rig.next() else { Issue.record("expected the tone stopped"); return }
        #expect(!rig.schedule.hasWork(rig.state))
        // Asked for again, it starts (and is reported) again.
        rig.state.toneWanted = true
        #expect(try rig.playAndWrite() == [.toneStarted(at: rig.clock)])
    }

    @Test func G1_theToneStopsMidPhraseWhenNoLongerWanted() throws {
        var rig = ScheduleRig.open()
        rig.state.toneWanted = true
        rig.state.speech = stream(1, [Int16](repeating: 1, count: 12))
        _ = try rig.playAndWrite()
        rig.state.toneWanted = false
        let plan = try rig.period()
        #expect(plan.tone == .stop)
        #expect(!plan.toneSounding)
    }

    @Test func G4_theToneIsDuckedUnderSpeechAndWhenTheCoreAsks() throws {
        var rig = ScheduleRig.open()
        rig.state.toneWanted = true
        #expect(try rig.period().duck == false)
        rig.state.duckCommanded = true
        #expect(try rig.period().duck == true)
        rig.state.duckCommanded = false
        rig.state.speech = stream(2, [Int16](repeating: 1, count: 8))
        #expect(try rig.period().duck == true)
    }

    @Test func G6_aLostDeviceLosesTheToneAndNeverRestartsIt() throws {
        var rig = ScheduleRig.open()
        rig.state.toneWanted = true
        rig.state.duckCommanded = true
        _ = try rig.playAndWrite()
        let plan = try rig.period()
        let events = rig.schedule.lost(plan, &rig.state, now: rig.clock)
        #expect(events == [.toneLost(at: rig.clock)])
        #expect(!rig.state.toneWanted)
        #expect(!rig.state.duckCommanded)
        #expect(!rig.schedule.hasWork(rig.state))
    }

    @Test func G6_aToneAskedForWhenTheDeviceCannotOpenFails() {
        var rig = ScheduleRig()
        rig.state.toneWanted = true
        rig.state.speech = stream(4, [1, 2, 3, 4])
        guard case .open = rig.next() else { Issue.record("expected the device to be opened"); return }
        let events = rig.schedule.failedToOpen(&rig.state, now: rig.clock)
        #expect(
            events == [
                .speechCutOff(utterance: 4, at: rig.clock), .toneFailed(at: rig.clock),
                .soundChecked(isWorking: false, at: rig.clock),
            ])
        #expect(!rig.schedule.hasWork(rig.state))
    }

    @Test func H9_theDeviceOpenedAtStartOrNotIsReportedWithNothingAskedFor() {
        var rig = ScheduleRig()
        rig.state.openWanted = true
        guard case .open = rig.next() else { Issue.record("expected the device to be opened"); return }
        // Nothing was asked for: the only report is that nothing can be heard (H9, at start, not at a press).
        #expect(
            rig.schedule.failedToOpen(&rig.state, now: rig.clock) == [.soundChecked(isWorking: false, at: rig.clock)])
        rig.state.openWanted = true
        guard case .open = rig.next() else { Issue.record("expected another try"); return }
        #expect(
            rig.schedule.opened(&rig.state, period: 4, now: rig.clock) == [
                .soundChecked(isWorking: true, at: rig.clock)
            ])
    }

    @Test func A5_aCueIsMixedUntilPlayedOut() throws {
        var rig = ScheduleRig.open()
        rig.state.cue = stream(nil, [9, 9, 9, 9, 8, 8])
        let first = try rig.period()
        #expect(first.cueFrames == 4)
        #expect(!first.duck)
        #expect(rig.cue == [9, 9, 9, 9])
        #expect(try rig.period().cueFrames == 2)
        #expect(rig.state.cue == nil)
    }

    @Test func G7_levelsAreClampedIntoTheMixersRange() throws {
        var rig = ScheduleRig.open()
        rig.state.levels = (speech: 1.7, alert: -0.2)
        rig.state.toneWanted = true
        let plan = try rig.period()
        #expect(plan.speechVolume == 1)
        #expect(plan.alertVolume == 0)
    }

    @Test func shutdownEndsTheThreadWhateverIsPlaying() {
        var rig = ScheduleRig.open()
        rig.state.toneWanted = true
        rig.state.shutdown = true
        guard case .stop = rig.next() else { Issue.record("expected the thread to stop"); return }
    }
}
