import BricksonCore
import BricksonFakes
import Testing

/// H1, H7, H8: what Home shows, categories, Emergency.
@Suite struct HomeTests {
    @Test func H1_homeStartsOnTheFirstCategoryWithNothingSoundingOrWarning() {
        let view = HomeDriver().state.view
        #expect(view.categories == StarterContent.board.categories.map(\.name))
        #expect(view.selectedCategory == 0)
        #expect(view.phrases == StarterContent.board.categories[0].phrases.map(\.text))
        #expect(!view.stopShowing && !view.isTyping && !view.showingEmergency)
        #expect(view.statusLine == nil)
        #expect(view.accessMethod == .eyeTracking, "eye tracking's sizes until anything is chosen")
    }

    @Test func H8_choosingACategoryShowsItsPhrasesAndSaysSelected() {
        var home = HomeDriver(settings: Settings(voice: VoiceSettings(auditoryFeedback: true)))
        let effects = home.choose(.category(3))
        #expect(home.state.view.selectedCategory == 3)
        #expect(home.state.view.phrases == StarterContent.board.categories[3].phrases.map(\.text))
        #expect(HomeDriver.announced(effects) == ["\(StarterContent.board.categories[3].name), selected"])
    }

    @Test func H7_emergencyShowsTheEmergencyPhrasesFromAnyState() {
        let states: [(String, (inout HomeDriver) -> Void)] = [
            ("start", { _ in }),
            ("another category", { $0.choose(.category(4)) }),
            ("typing", { $0.choose(.type) }),
            ("sounding", { $0.choose(.getAttention) }),
            ("speaking", { $0.choose(.phrase(0)) }),
        ]
        for (name, given) in states {
            var home = HomeDriver(settings: Settings(voice: VoiceSettings(auditoryFeedback: true)))
            given(&home)
            let effects = home.choose(.emergency)
            #expect(home.state.view.showingEmergency, "\(name)")
            #expect(home.state.view.phrases == StarterContent.board.emergency.map(\.text), "\(name)")
            #expect(HomeDriver.announced(effects).contains("Emergency, selected"), "\(name)")
            let spoken = HomeDriver.spoken(home.choose(.phrase(1)))
            #expect(spoken.map(\.text) == [StarterContent.board.emergency[1].text], "\(name): one choice speaks")
        }
    }

    @Test func H7_aCategoryOrPhrasesLeavesTheEmergencyPhrases() {
        var home = HomeDriver()
        home.choose(.emergency)
        home.choose(.phrases)
        #expect(!home.state.view.showingEmergency)
        home.choose(.emergency)
        home.choose(.category(1))
        #expect(!home.state.view.showingEmergency)
        #expect(home.state.view.selectedCategory == 1)
    }

    @Test func H1_aControlThatIsNotThereIsLoggedAndChangesNothing() {
        var home = HomeDriver()
        #expect(HomeDriver.logged(home.choose(.phrase(99))).map(\.kind) == [.fault])
        #expect(HomeDriver.logged(home.choose(.category(-1))).map(\.kind) == [.fault])
        #expect(home.choose(.stop).isEmpty, "Stop while silent is hidden, not a mistake")
        #expect(home.history.allSatisfy { if case .log = $0 { true } else { false } })
        #expect(home.state == HomeDriver().state)
    }

    @Test func C2_settingsApplyWhenSettingsClosesAndAreSaved() {
        var home = HomeDriver()
        home.choose(.settings)
        #expect(home.state.settingsOpen)
        #expect(home.state.view.accessMethod == .eyeTracking)
        let settings = Settings(accessMethod: .touch, messageLimit: 80)
        let effects = home.send { .settingsApplied(settings, at: $0) }
        #expect(effects.contains(.saveSettings(settings)))
        #expect(home.state.view.accessMethod == .touch)
        #expect(!home.state.settingsOpen)
    }

    @Test func C1_aRestingPointerOrASwitchCanOpenSettings() {
        var home = HomeDriver()
        home.send { .pointerMoved(point: Point(x: 700, y: 300), control: .settings, at: $0) }
        // Three dwell times for Settings (A3_C1_aGlanceOfTheDwellTimeDoesNotOpenSettings).
        home.advance(by: .seconds(4))
        #expect(home.state.settingsOpen)
    }

    @Test func H5_aReplacedBoardShowsAndAChosenCategoryThatWentFallsBackToTheFirst() {
        var home = HomeDriver()
        home.choose(.category(5))
        var board = StarterContent.board
        board.categories.removeLast(3)
        home.send { .boardReplaced(board, at: $0) }
        #expect(home.state.view.categories == board.categories.map(\.name))
        #expect(home.state.view.selectedCategory == 0)
    }
}
