import BricksonCore
import BricksonFakes
import Testing

/// The patient is never silenced by the carer's screen, and the call does not depend on the speaker (C1, G6, G8,
/// H9): physical Yes and No speak in Settings, Settings goes back to Home by itself, a wired nurse call stays on
/// whatever the tone does, a restart in the middle of an alert says so, and no sound shows from the start.
struct NeverSilencedTests {
    /// A physical press and release of `button`, with time for its hold-off.
    static func press(_ button: PhysicalButton, _ home: inout HomeDriver) -> [Effect] {
        var effects = home.setLine(button, pressed: true)
        effects += home.advance(by: .milliseconds(100))
        effects += home.setLine(button, pressed: false)
        effects += home.advance(by: .milliseconds(100))
        return effects
    }

    // MARK: C1: physical buttons in Settings

    @Test(arguments: [SettingsPage.settings, .voice, .buttons, .phrases, .usbStick, .about, .setUpSound])
    func C1_physicalYesAndNoSpeakOnEverySettingsPageButTheButtonTest(_ page: SettingsPage) {
        var home = SettingsTests.inSettings()
        home.state = SettingsTests.opened(page, home)
        let yes = HomeDriver.spoken(Self.press(.yes, &home)).map(\.text)
        #expect(yes == ["Yes"], "\(page)")
        home.advance(by: .seconds(1))
        let no = HomeDriver.spoken(Self.press(.no, &home)).map(\.text)
        #expect(no == ["No"], "\(page)")
        #expect(home.state.settingsOpen, "speaking leaves the carer's page as it was")
        #expect(home.state.settingsScreen?.page == page)
    }

    @Test func C1_theButtonTestAloneSaysNothingAndCallsNoOneAndSaysSoOnScreen() {
        var home = SettingsTests.inSettings()
        home.state = SettingsTests.opened(.setUpButtons, home)
        let labels = home.state.settingsView!.rows.map(\.label)
        #expect(labels.contains("Press each button once. No one is called."))
        var effects = Self.press(.yes, &home)
        effects += Self.press(.getAttention, &home)
        #expect(HomeDriver.spoken(effects).isEmpty)
        #expect(!effects.contains(.startTone) && !effects.contains(.setNurseCall(true)))
        // One page back, the same buttons speak and call again.
        home.choose(.settingsBack)
        #expect(HomeDriver.spoken(Self.press(.yes, &home)).map(\.text) == ["Yes"])
        #expect(Self.press(.getAttention, &home).contains(.startTone))
    }

    // MARK: C1: Settings goes back to Home by itself

    @Test func C1_settingsGoesBackToHomeAfterTwoMinutesWithoutAChoice() {
        var home = SettingsTests.inSettings()
        home.state = SettingsTests.opened(.voice, home)
        let index = SettingsTests.row(home, "Rate")!
        home.choose(.stepUp(index))
        home.advance(by: .seconds(119))
        #expect(home.state.settingsOpen, "not before two minutes")
        let effects = home.advance(by: .seconds(2))
        #expect(!home.state.settingsOpen, "back to Home by itself")
        #expect(home.state.settingsView == nil)
        // As Back to Talking: the draft is applied, and the log says why Settings closed.
        #expect(home.state.settings.voice.rate == Settings().voice.rate + 10)
        #expect(HomeDriver.logged(effects).contains { $0.detail.contains("without a choice") })
        #expect(home.state.nextDeadline == nil, "nothing more is timed")
    }

    @Test func C1_eachChoiceInSettingsStartsTheTwoMinutesAgain() {
        var home = SettingsTests.inSettings()
        home.advance(by: .seconds(100))
        home.choose(.settingsRow(0))
        home.advance(by: .seconds(100))
        #expect(home.state.settingsOpen, "200 s after opening, 100 s after the last choice")
        home.advance(by: .seconds(21))
        #expect(!home.state.settingsOpen)
    }

    @Test func C1_theTimeIsASettingInItsTableAndTheDraftsValueCounts() {
        #expect(Settings().buttons.settingsReturnTime == .seconds(120))
        #expect(SettingRanges.all.contains { $0.key == "settingsReturnTime" })
        var settings = Settings()
        settings.buttons.settingsReturnTime = .seconds(10)
        #expect(settings.rangesBroken.map(\.key) == ["settingsReturnTime"], "never shorter than 30 s")
        settings.buttons.settingsReturnTime = .seconds(601)
        #expect(settings.rangesBroken.map(\.key) == ["settingsReturnTime"], "never longer than 10 minutes")
        var home = SettingsTests.inSettings()
        home.state = SettingsTests.opened(.buttons, home)
        let index = SettingsTests.row(home, "Settings goes back to Home after")!
        #expect(home.state.settingsView!.rows[index].label == "Settings goes back to Home after: 120 s")
        home.choose(.stepDown(index))
        home.advance(by: .seconds(91))
        #expect(!home.state.settingsOpen, "the draft's 90 s counts at once")
        #expect(home.state.settings.buttons.settingsReturnTime == .seconds(90))
    }

    @Test func C1_aPhysicalYesDoesNotKeepSettingsOpen() {
        var home = SettingsTests.inSettings()
        home.advance(by: .seconds(60))
        _ = Self.press(.yes, &home)
        home.advance(by: .seconds(61))
        #expect(!home.state.settingsOpen, "the patient's answer is not the carer's choice")
    }

    @Test func C1_workTheCarerStartedGoesOnAndHomeSaysSo() {
        var home = SettingsTests.inSettings()
        home.send { .updateStatusRead(UpdateStatus(phase: .installing, bundle: "b.raucb", version: "2"), at: $0) }
        home.advance(by: .seconds(121))
        #expect(!home.state.settingsOpen)
        #expect(home.state.statusLine == "Installing an update")
        var done = UpdateStatus(phase: .installed, bundle: "b.raucb", version: "2")
        done.message = "Restart to use it."
        home.send { .updateStatusRead(done, at: $0) }
        #expect(home.state.statusLine == nil)
    }

    // MARK: G8: the call does not depend on the speaker

    /// Home on a board that wires a nurse-call output.
    static func wired() -> HomeDriver {
        var home = HomeDriver()
        home.send { .nurseCallChecked(wired: true, at: $0) }
        return home
    }

    @Test func G8_theCallStaysOnWhenTheToneFailsUntilStop() {
        var home = Self.wired()
        #expect(home.choose(.getAttention).contains(.setNurseCall(true)))
        let failed = home.send { .toneFailed(at: $0) }
        #expect(!failed.contains(.setNurseCall(false)), "a dead speaker still calls the nurse")
        #expect(home.state.nurseCallOn)
        #expect(home.state.stopShowing, "Stop shows while the call is on")
        #expect(home.state.statusLine == "No tone: nurse call on")
        #expect(HomeDriver.logged(failed).contains { $0.detail.contains("nurse call stays on") })
        // Get Attention again tries the tone again; the call is not asked for twice.
        let again = home.choose(.getAttention)
        #expect(again.contains(.startTone) && !again.contains(.setNurseCall(true)))
        home.send { .toneStarted(at: $0) }
        #expect(home.state.statusLine == "Sounding")
        // Stop ends both.
        let stop = home.choose(.stop)
        #expect(stop.contains(.stopTone) && stop.contains(.setNurseCall(false)) && stop.contains(.keepAlertOn(false)))
        #expect(!home.state.stopShowing && !home.state.nurseCallOn)
    }

    @Test func G8_aToneLostMidAlertLeavesTheCallOnAndStopEndsItWithoutAToneToStop() {
        var home = Self.wired()
        home.choose(.getAttention)
        home.send { .toneStarted(at: $0) }
        #expect(!home.send { .toneLost(at: $0) }.contains(.setNurseCall(false)))
        #expect(home.state.stopShowing)
        #expect(home.state.statusLine == "No tone: nurse call on")
        let stop = home.choose(.stop)
        #expect(stop.contains(.setNurseCall(false)) && !stop.contains(.stopTone))
        #expect(home.state.statusLine == "Alert stopped", "the fault stays on the line after Stop")
    }

    @Test func G6_withNoCallWiredAFailedToneEndsTheAlert() {
        var home = HomeDriver()
        home.choose(.getAttention)
        let failed = home.send { .toneFailed(at: $0) }
        #expect(failed.contains(.setNurseCall(false)) && failed.contains(.keepAlertOn(false)))
        #expect(!home.state.stopShowing)
        #expect(home.state.statusLine == "Alert failed")
    }

    @Test func G8_theCallInSettingsShowsStopAndSaysTheToneFailed() {
        var home = Self.wired()
        home.choose(.settings)
        _ = Self.press(.getAttention, &home)
        home.send { .toneFailed(at: $0) }
        #expect(home.state.settingsView?.stopShowing == true)
        #expect(home.state.settingsFootLine == "No tone: nurse call on")
    }

    // MARK: G6: a restart in the middle of an alert

    @Test func G6_theAlertIsKeptOnDiskFromGetAttentionUntilStop() {
        var home = HomeDriver()
        #expect(home.choose(.getAttention).contains(.keepAlertOn(true)))
        home.send { .toneStarted(at: $0) }
        #expect(home.choose(.stop).contains(.keepAlertOn(false)))
    }

    @Test func G6_aRestartDuringAnAlertSaysAlertStoppedAndStartsNothing() {
        var home = HomeDriver(now: .milliseconds(5000))
        let effects = home.send { .restartedDuringAlert(at: $0) }
        #expect(home.state.statusLine == "Alert stopped")
        #expect(!effects.contains(.startTone) && !effects.contains(.setNurseCall(true)))
        #expect(effects.contains(.keepAlertOn(false)), "said once: the next start is a start like any other")
        #expect(!home.state.stopShowing)
        #expect(!home.advance(by: .seconds(600)).contains(.startTone))
        // Get Attention tries again, and once the tone plays the line lets go of the notice.
        home.choose(.getAttention)
        home.send { .toneStarted(at: $0) }
        #expect(home.state.statusLine == "Sounding")
    }

    // MARK: H9: the status line

    @Test func H9_noSoundShowsFromTheStartNotAfterAPress() {
        var home = HomeDriver()
        home.send { .soundChecked(isWorking: false, at: $0) }
        #expect(home.state.statusLine == "No sound")
        home.send { .soundChecked(isWorking: true, at: $0) }
        #expect(home.state.statusLine == nil)
    }

    @Test func H9_soundingOutranksUpdateRestoreAndSoundNotices() {
        var home = HomeDriver()
        home.send { .updateUndone(runningVersion: "1.0", at: $0) }
        home.send { .storageRecovered(at: $0) }
        home.send { .volumeChecked(isLow: true, at: $0) }
        home.choose(.getAttention)
        home.send { .toneStarted(at: $0) }
        #expect(home.state.statusLine == "Sounding")
        #expect(home.state.activeWarnings.first == .sounding)
        home.choose(.stop)
        #expect(home.state.statusLine == "Volume very low")
    }

    @Test func H9_theAlertsFaultsOutrankSounding() {
        #expect(StatusWarning.alertFailed < .sounding && StatusWarning.alertStopped < .sounding)
        #expect(StatusWarning.callWithoutTone < .sounding)
        for notice in [StatusWarning.updateUndone, .notRestored, .notAsSaved, .volumeLow, .noSound, .messageFull] {
            #expect(StatusWarning.sounding < notice, "\(notice)")
        }
    }
}
