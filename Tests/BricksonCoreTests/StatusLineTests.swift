import BricksonCore
import BricksonFakes
import Testing

/// H9: one status line, its words, and its order of priority.
@Suite struct StatusLineTests {
    /// Makes `warning` active on `home` by the events that cause it.
    static func cause(_ warning: StatusWarning, on home: inout HomeDriver) {
        switch warning {
        case .alertFailed:
            home.choose(.getAttention)
            home.send { .toneFailed(at: $0) }
        case .alertStopped:
            home.choose(.getAttention)
            home.send { .toneStarted(at: $0) }
            home.send { .toneLost(at: $0) }
        case .buttonsNotWorking:
            home.send { .buttonsChecked(missing: [.getAttention], at: $0) }
        case .volumeLow:
            home.send { .volumeChecked(isLow: true, at: $0) }
        case .stopped:
            let yes = HomeDriver.spoken(home.choose(.yes))
            home.send { .speechStarted(utterance: yes[0].id, at: $0) }
            home.send { .speechCutOff(utterance: yes[0].id, at: $0) }
        case .cannotSave:
            home.send { .saveFailed(revision: 1, at: $0) }
        case .notRestored:
            home.send { .storageRecovered(at: $0) }
        case .notAsSaved:
            home.send { .storageRolledBack(at: $0) }
        case .updateUndone:
            home.send { .updateUndone(runningVersion: "2026.12.02.1200", at: $0) }
        case .messageFull:
            // The message starts at its limit (one character); a keystroke is refused.
            home.choose(.type)
            home.send { .keyTyped(.character("b"), at: $0) }
            home.choose(.phrases)
        case .sounding:
            home.choose(.getAttention)
            home.send { .toneStarted(at: $0) }
        case .callWithoutTone:
            home.send { .nurseCallChecked(wired: true, at: $0) }
            home.choose(.getAttention)
            home.send { .toneFailed(at: $0) }
        case .noSound:
            home.send { .soundChecked(isWorking: false, at: $0) }
        case .updateInstalling:
            home.send { .updateStatusRead(UpdateStatus(phase: .installing, bundle: "next.raucb"), at: $0) }
        case .stickWorking:
            // An export of the event log started in Settings, and Settings closed while it runs.
            home.send { .stickChanged(StickContents(boardFiles: [], backups: []), at: $0) }
            home.choose(.settings)
            home.state = SettingsTests.opened(.usbStick, home)
            let export = home.state.settingsView!.rows.firstIndex { $0.label == StickWords.exportLog }!
            home.choose(.settingsRow(export))
            home.choose(.backToTalking)
        }
    }

    static func driver(auditoryFeedback: Bool = false) -> HomeDriver {
        HomeDriver(
            settings: Settings(voice: VoiceSettings(auditoryFeedback: auditoryFeedback), messageLimit: 1), message: "a")
    }

    @Test(arguments: StatusWarning.allCases)
    func H9_eachWarningAloneShowsItsWords(_ warning: StatusWarning) {
        var home = Self.driver()
        #expect(home.state.statusLine == nil)
        Self.cause(warning, on: &home)
        #expect(home.state.statusLine == warning.text)
        #expect(home.state.view.statusLine == warning.text)
    }

    @Test func H9_theWordsAreExactlyTheSpecs() {
        #expect(
            StatusWarning.allCases.map(\.text) == [
                "Alert failed", "Alert stopped", "No tone: nurse call on", "Sounding", "Buttons not working",
                "No sound", "Volume very low", "Stopped", "Message cannot be saved", "Message not restored",
                "Message not as saved", "Update was undone", "Message full", "Installing an update",
                "Using the USB stick",
            ])
    }

    /// The alert faults and "Sounding" never hold together: the faults hold the line until the tone plays again,
    /// and playing again is what ends them. That is proven by `G6_…`; every other pair is checked here.
    static func canHoldTogether(_ a: StatusWarning, _ b: StatusWarning) -> Bool {
        let alert: Set<StatusWarning> = [.alertFailed, .alertStopped, .callWithoutTone, .sounding]
        return !(alert.contains(a) && alert.contains(b))
    }

    /// A restore warning goes once a choice is made while it shows (D4), and so does an undone update (U5): causing
    /// "Stopped", "Message full" or "Using the USB stick" after it makes such a choice, so that order leaves only the second warning
    /// (proven by `D4_H9_aRestoreWarning…` and `U5_U4_anUndoneUpdate…`).
    static func seesTheFirst(_ order: [StatusWarning]) -> Bool {
        [.notRestored, .notAsSaved, .updateUndone].contains(order[0])
            && [.stopped, .messageFull, .stickWorking].contains(order[1])
    }

    @Test func H9_everyPairShowsTheHigherPriorityWhicheverCameFirst() {
        var pairs = 0
        for higher in StatusWarning.allCases {
            for lower in StatusWarning.allCases where higher < lower && Self.canHoldTogether(higher, lower) {
                for order in [[higher, lower], [lower, higher]] where !Self.seesTheFirst(order) {
                    var home = Self.driver()
                    for warning in order { Self.cause(warning, on: &home) }
                    #expect(home.state.activeWarnings.contains(lower), "\(order)")
                    #expect(home.state.statusLine == higher.text, "\(order)")
                }
                pairs += 1
            }
        }
        #expect(pairs == 99)
    }

    @Test func H9_alertFaultsHoldTheLineUntilGetAttentionPlaysAgain() {
        for fault in [StatusWarning.alertFailed, .alertStopped] {
            var home = Self.driver()
            Self.cause(fault, on: &home)
            Self.cause(.volumeLow, on: &home)
            home.send { .volumeChecked(isLow: false, at: $0) }
            Self.cause(.stopped, on: &home)
            #expect(home.state.statusLine == fault.text)
            home.choose(.getAttention)
            #expect(home.state.statusLine == fault.text, "asking again is not playing again")
            home.send { .toneStarted(at: $0) }
            #expect(home.state.statusLine == "Sounding", "playing again lets go, and Sounding outranks the rest")
            home.choose(.stop)
            #expect(home.state.statusLine == "Stopped")
        }
    }

    @Test func H9_aWarningBehindAnotherIsStillAnnounced() {
        var home = Self.driver(auditoryFeedback: true)
        Self.cause(.alertFailed, on: &home)
        let before = home.history.count
        Self.cause(.stopped, on: &home)
        #expect(home.state.statusLine == "Alert failed")
        #expect(HomeDriver.announced(Array(home.history[before...])) == ["Stopped"])
    }

    @Test func H9_everyWarningIsAnnouncedOnceWhenAuditoryFeedbackIsOn() {
        for warning in StatusWarning.allCases {
            var home = Self.driver(auditoryFeedback: true)
            Self.cause(warning, on: &home)
            let announced = HomeDriver.announced(home.history)
            #expect(announced.last == warning.spoken, "\(warning)")
            #expect(announced.filter { $0 == warning.spoken }.count == 1, "\(warning)")
        }
    }

    @Test func H9_nothingIsAnnouncedWithAuditoryFeedbackOffButARefusedKeystroke() {
        for warning in StatusWarning.allCases {
            var home = Self.driver(auditoryFeedback: false)
            Self.cause(warning, on: &home)
            let expected = warning == .messageFull ? ["Message full"] : []
            #expect(HomeDriver.announced(home.history) == expected, "\(warning)")
        }
    }

    @Test func H9_theSaveWarningGoesWhenTheFailedRevisionOrALaterOneIsKept() {
        var home = HomeDriver()
        home.choose(.type)
        home.send { .keyTyped(.character("a"), at: $0) }
        home.send { .keyTyped(.character("b"), at: $0) }
        home.send { .saveFailed(revision: 2, at: $0) }
        #expect(home.state.statusLine == "Message cannot be saved")
        home.send { .messageSaved(revision: 1, at: $0) }
        #expect(home.state.statusLine == "Message cannot be saved", "an older revision does not clear it")
        home.send { .messageSaved(revision: 2, at: $0) }
        #expect(home.state.statusLine == nil, "the store's retry of the failed revision succeeded")
        home.send { .keyTyped(.character("c"), at: $0) }
        home.send { .saveFailed(revision: 3, at: $0) }
        home.send { .keyTyped(.character("d"), at: $0) }
        home.send { .messageSaved(revision: 4, at: $0) }
        #expect(home.state.statusLine == nil, "a later revision kept clears it too")
    }

    @Test(arguments: [StatusWarning.notRestored, .notAsSaved])
    func D4_H9_aRestoreWarningStaysUntilAChoiceIsMadeWhileItShows(_ warning: StatusWarning) {
        var home = HomeDriver()
        Self.cause(warning, on: &home)
        home.choose(.type)
        #expect(home.state.statusLine == nil, "a choice while it showed: seen")

        var saved = HomeDriver()
        Self.cause(warning, on: &saved)
        saved.send { .messageSaved(revision: 7, at: $0) }
        #expect(saved.state.statusLine == warning.text, "a save is not someone seeing it")
        saved.choose(.getAttention)
        saved.send { .toneStarted(at: $0) }
        saved.choose(.stop)
        saved.choose(.emergency)
        #expect(saved.state.activeWarnings.contains(warning), "Get Attention, Stop and Emergency are not reading")

        var hidden = HomeDriver()
        Self.cause(warning, on: &hidden)
        Self.cause(.cannotSave, on: &hidden)
        hidden.choose(.yes)
        #expect(hidden.state.activeWarnings.contains(warning), "behind a higher warning it was not seen")
        hidden.send { .messageSaved(revision: 1, at: $0) }
        #expect(hidden.state.statusLine == warning.text)
        hidden.choose(.yes)
        #expect(hidden.state.statusLine == nil)
    }

    @Test func H9_volumeVeryLowGoesWhenTheMixerIsUp() {
        var home = HomeDriver()
        home.send { .volumeChecked(isLow: true, at: $0) }
        #expect(home.state.statusLine == "Volume very low")
        home.send { .volumeChecked(isLow: false, at: $0) }
        #expect(home.state.statusLine == nil)
    }
}

/// H9: a board whose big buttons are missing or failed says so on the status line and in About.
@Suite struct ButtonBoardStatusTests {
    @Test func H9_aMissingBigButtonShowsOnTheStatusLineAndInAbout() {
        var home = StatusLineTests.driver()
        home.send { .buttonsChecked(missing: [.getAttention, .yes], at: $0) }
        #expect(home.state.statusLine == "Buttons not working")
        home.choose(.settings)
        home.choose(.settingsRow(7))
        #expect(home.state.settingsScreen?.page == .about)
        let rows = home.state.settingsView!.rows.map(\.label)
        #expect(rows.contains("Buttons not working: Yes button, Get Attention button"))
    }

    @Test func H9_aFailedButtonIsLoggedOnceAndClearsWhenTheButtonsAreBack() {
        var home = StatusLineTests.driver()
        let first = home.send { .buttonsChecked(missing: [.no], at: $0) }
        #expect(HomeDriver.logged(first).map(\.kind) == [.fault])
        #expect(HomeDriver.logged(home.send { .buttonsChecked(missing: [.no], at: $0) }).isEmpty)
        home.send { .buttonsChecked(missing: [], at: $0) }
        #expect(home.state.statusLine == nil)
    }

    @Test func H9_aBoardWithoutBigButtonsOrMissingOnlyASwitchSaysNothing() {
        var home = StatusLineTests.driver()
        home.send { .buttonsChecked(missing: [], at: $0) }
        #expect(home.state.statusLine == nil)
        home.send { .buttonsChecked(missing: [.switchSelect], at: $0) }
        #expect(home.state.statusLine == nil)
    }
}
