import BricksonCore
import BricksonFakes
import Testing

/// G1–G8: the Get Attention tone starts only by a choice, and never by itself.
@Suite struct AlertTests {
    @Test func G1_getAttentionStartsTheToneAndAgainLeavesItPlaying() {
        var home = HomeDriver()
        let first = home.choose(.getAttention)
        #expect(first.filter { $0 == .startTone }.count == 1)
        #expect(home.state.stopShowing)
        home.send { .toneStarted(at: $0) }
        let again = home.choose(.getAttention)
        #expect(!again.contains(.startTone))
        #expect(!again.contains(.stopTone))
        #expect(home.state.stopShowing)
        #expect(home.state.statusLine == "Sounding")
    }

    @Test func G1_getAttentionChosenTwiceBeforeTheToneReportsStartsItOnce() {
        var home = HomeDriver()
        home.choose(.getAttention)
        #expect(!home.choose(.getAttention).contains(.startTone))
    }

    @Test func G1_getAttentionWorksWhileTypingAndWithEmergencyShowing() {
        var home = HomeDriver()
        home.choose(.type)
        #expect(home.choose(.getAttention).contains(.startTone))
        home.choose(.stop)
        home.choose(.emergency)
        #expect(home.choose(.getAttention).contains(.startTone))
    }

    @Test func G2_stopEndsTheToneAndGoes() {
        var home = HomeDriver()
        home.choose(.getAttention)
        home.send { .toneStarted(at: $0) }
        let stop = home.choose(.stop)
        #expect(stop.contains(.stopTone))
        #expect(!home.state.stopShowing)
        #expect(home.state.statusLine == nil)
        #expect(home.choose(.stop).isEmpty, "Stop does nothing when it is not showing")
    }

    @Test func G3_soundingOnlyOnceTheToneReallyPlaysAndIsAnnounced() {
        var home = HomeDriver(settings: Settings(voice: VoiceSettings(auditoryFeedback: true)))
        home.choose(.getAttention)
        #expect(home.state.statusLine == nil, "asked for is not yet sounding")
        let started = home.send { .toneStarted(at: $0) }
        #expect(home.state.statusLine == "Sounding")
        #expect(HomeDriver.announced(started) == ["Get Attention is sounding"])
    }

    @Test func G4_speechDucksTheToneUntilItEnds() {
        var home = HomeDriver()
        home.choose(.getAttention)
        home.send { .toneStarted(at: $0) }
        let phrase = HomeDriver.spoken(home.choose(.phrase(0)))
        #expect(home.send { .speechStarted(utterance: phrase[0].id, at: $0) }.contains(.duckTone(true)))
        #expect(home.send { .speechFinished(utterance: phrase[0].id, at: $0) }.contains(.duckTone(false)))
    }

    @Test func G4_noDuckingWithoutTheTone() {
        var home = HomeDriver()
        let phrase = HomeDriver.spoken(home.choose(.phrase(0)))
        let effects = home.send { .speechStarted(utterance: phrase[0].id, at: $0) }
        #expect(!effects.contains(.duckTone(true)))
    }

    @Test func G6_aToneThatCannotStartSaysAlertFailedAndIsNotRetried() {
        var home = HomeDriver(settings: Settings(voice: VoiceSettings(auditoryFeedback: true)))
        home.choose(.getAttention)
        let failed = home.send { .toneFailed(at: $0) }
        #expect(home.state.statusLine == "Alert failed")
        #expect(HomeDriver.announced(failed) == ["Alert failed"])
        #expect(!home.state.stopShowing)
        #expect(!home.advance(by: .seconds(60)).contains(.startTone))
        // Choosing Get Attention again tries again; the line holds until it plays.
        #expect(home.choose(.getAttention).contains(.startTone))
        #expect(home.state.statusLine == "Alert failed")
        home.send { .toneStarted(at: $0) }
        #expect(home.state.statusLine == "Sounding")
    }

    @Test func G6_aToneThatStopsByItselfTakesStopAwayAndSaysAlertStopped() {
        var home = HomeDriver()
        home.choose(.getAttention)
        home.send { .toneStarted(at: $0) }
        let lost = home.send { .toneLost(at: $0) }
        #expect(!home.state.stopShowing)
        #expect(home.state.statusLine == "Alert stopped")
        #expect(!lost.contains(.startTone))
        #expect(lost.contains(.setNurseCall(false)))
        #expect(HomeDriver.logged(lost).map(\.kind) == [.alertLost])
    }

    @Test func G6_nothingButGetAttentionEverStartsTheTone() {
        var home = HomeDriver()
        home.choose(.getAttention)
        home.send { .toneStarted(at: $0) }
        home.send { .toneLost(at: $0) }
        let controls: [ControlID] = [.yes, .no, .emergency, .again, .phrases, .type, .category(1), .phrase(0)]
        for control in controls {
            #expect(!home.choose(control).contains(.startTone), "\(control)")
        }
        #expect(!home.send { .volumeChecked(isLow: false, at: $0) }.contains(.startTone))
        #expect(!home.send { .screenChanged(nil, at: $0) }.contains(.startTone))
        #expect(!home.advance(by: .seconds(600)).contains(.startTone))
        #expect(home.history.filter { $0 == .startTone }.count == 1)
    }

    /// What the runtime does at start-up, over the pure core; the restart itself is `AlertRestartRuntimeTests`.
    @Test func G6_aHomeStateMadeAfreshFromWhatStorageKeptIsSilent() {
        // Given the tone was sounding when Brickson crashed or was restarted...
        var before = HomeDriver()
        before.choose(.getAttention)
        before.send { .toneStarted(at: $0) }
        #expect(before.state.stopShowing)
        // ...when Home starts again from what storage kept (the message, never the alert)...
        var home = HomeDriver(message: before.state.message, putBack: before.state.putBack, now: .milliseconds(5000))
        // ...then nothing is sounding, Stop does not show, and no timer or event starts the tone.
        #expect(!home.state.stopShowing)
        #expect(home.state.statusLine == nil)
        #expect(home.state.nextDeadline == nil)
        #expect(!home.send { .volumeChecked(isLow: false, at: $0) }.contains(.startTone))
        #expect(!home.send { .toneLost(at: $0) }.contains(.startTone))
        #expect(!home.advance(by: .seconds(600)).contains(.startTone))
        #expect(!home.history.contains(.startTone))
    }

    @Test func G8_theNurseCallFollowsTheTone() {
        var home = HomeDriver()
        #expect(home.choose(.getAttention).contains(.setNurseCall(true)))
        home.send { .toneStarted(at: $0) }
        #expect(home.choose(.stop).contains(.setNurseCall(false)))
        home.choose(.getAttention)
        #expect(home.send { .toneFailed(at: $0) }.contains(.setNurseCall(false)))
    }

    @Test func G2_aPhysicalStopEndsTheToneOnPress() {
        var home = HomeDriver()
        home.choose(.getAttention)
        home.send { .toneStarted(at: $0) }
        let effects = home.setLine(.stop, pressed: true) + home.advance(by: .milliseconds(30))
        #expect(effects.contains(.stopTone))
    }

    @Test func D6_alertsAreLogged() {
        var home = HomeDriver()
        home.choose(.getAttention)
        home.send { .toneStarted(at: $0) }
        home.choose(.stop)
        let kinds = HomeDriver.logged(home.history).map(\.kind)
        #expect(kinds == [.selection, .alertStart, .selection, .alertStop])
    }
}
