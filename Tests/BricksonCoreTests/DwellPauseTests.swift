import BricksonCore
import BricksonFakes
import Testing

/// A3 (issue: never silenced): an eye-gaze or head-pointer user has a Pause that dwell reaches, in a place of its
/// own that never moves and that no switch scan stops on; while it is on, looking chooses nothing but Resume, and
/// the carer sees it.
@Suite struct DwellPauseTests {
    static func driver(_ method: AccessMethod = .eyeTracking, auditoryFeedback: Bool = true) -> HomeDriver {
        var settings = Settings(accessMethod: method)
        settings.voice.auditoryFeedback = auditoryFeedback
        var home = HomeDriver(settings: settings)
        home.speechTakesNoTime = true
        home.send { .screenChanged(Screen(width: 800, height: 480, pixelsPerMillimetre: 5), at: $0) }
        return home
    }

    /// Rests the pointer on `control` at `point` for `time`: what that asked for.
    @discardableResult
    static func rest(
        _ home: inout HomeDriver, on control: ControlID?, at point: Point, for time: Duration = .milliseconds(1300)
    ) -> [Effect] {
        var effects = home.send { .pointerMoved(point: point, control: control, at: $0) }
        effects += home.advance(by: time)
        return effects
    }

    @Test func A3_pauseStopsDwellChoosingAndShowsIt() {
        var home = Self.driver()
        // Before: resting on a phrase says it.
        #expect(HomeDriver.spoken(Self.rest(&home, on: .phrase(0), at: Point(x: 60, y: 300))).count == 1)
        let paused = Self.rest(&home, on: .pause, at: Point(x: 700, y: 220))
        #expect(HomeDriver.announced(paused).contains("Paused: looking chooses nothing"))
        let pauseShown = home.state.view
        #expect(pauseShown.dwellPaused)
        // Resting anywhere else, however long: nothing is said, nothing opens, no progress is drawn.
        var effects: [Effect] = []
        for (control, x) in [(ControlID.phrase(0), 60.0), (.yes, 200), (.emergency, 400), (.settings, 560)] {
            effects += Self.rest(&home, on: control, at: Point(x: x, y: 100), for: .seconds(5))
            #expect(home.state.view.dwell == nil, "\(control)")
        }
        #expect(HomeDriver.spoken(effects).isEmpty)
        #expect(!home.state.settingsOpen && !home.state.view.showingEmergency)
        // Touch, a click and the physical buttons still choose: only looking is paused.
        #expect(HomeDriver.spoken(NeverSilencedTests.press(.yes, &home)).map(\.text) == ["Yes"])
        home.send { .touchBegan(point: Point(x: 300, y: 100), control: .no, at: $0) }
        let touched = home.send { .touchEnded(point: Point(x: 300, y: 100), control: .no, at: $0) }
        #expect(HomeDriver.spoken(touched).map(\.text) == ["No"])
        // Resting on Resume for the dwell time: looking chooses again.
        let resumed = Self.rest(&home, on: .pause, at: Point(x: 700, y: 220))
        #expect(HomeDriver.announced(resumed).contains("Looking chooses again"))
        #expect(!home.state.view.dwellPaused)
        #expect(HomeDriver.spoken(Self.rest(&home, on: .phrase(1), at: Point(x: 220, y: 300))).count == 1)
    }

    /// What the carer sees: Pause reads Resume with its ring and check mark while dwell is paused, in the same
    /// place; nothing else on Home changes frame.
    @Test func A3_H3_thePausedStateShowsOnPauseItselfAndMovesNothing() {
        let screen = Screen(width: 800, height: 480, pixelsPerMillimetre: 5)
        var view = LayoutFixtures.start(DisplaySettings(), .eyeTracking)
        let before = layout(view, screen: screen, measurer: LayoutFixtures.measurer)
        view.dwellPaused = true
        let after = layout(view, screen: screen, measurer: LayoutFixtures.measurer)
        let pause = before.control(.pause)!
        let resume = after.control(.pause)!
        #expect(pause.label == "Pause" && pause.icon == .pauseBars && !pause.isSelected)
        #expect(resume.label == "Resume" && resume.icon == .resumeTriangle && resume.isSelected)
        #expect(before.controls.map(\.frame) == after.controls.map(\.frame))
    }

    /// Pause is for a pointer with dwell: in a place of its own on every panel for head pointing and eye tracking,
    /// apart from every other control, in no switch scan group; touch and switches have no Pause.
    @Test(arguments: LayoutFixtures.panels.map(\.name))
    func A2_A3_pauseHasAPlaceOfItsOwnOutsideTheScanOrder(panel: String) {
        let screen = LayoutFixtures.panels.first { $0.name == panel }!.screen
        for method in AccessMethod.allCases {
            for (state, view) in LayoutFixtures.states(DisplaySettings(), method) {
                let scene = layout(view, screen: screen, measurer: LayoutFixtures.measurer)
                let context = "\(panel), \(method), \(state)"
                guard method.choosesByDwell else {
                    #expect(scene.control(.pause) == nil, "\(context)")
                    continue
                }
                let pause = scene.control(.pause)
                #expect(pause != nil, "\(context)")
                #expect(!scene.scanGroups.joined().contains(.pause), "\(context)")
                for other in scene.controls where other.id != .pause {
                    #expect(!other.frame.intersects(pause?.frame ?? other.frame), "\(other.id): \(context)")
                }
            }
        }
    }

    /// A restart never brings back a paused eye tracker: Pause writes nothing to disk, so what a restart reads
    /// (settings, board, message) is as it was, and looking chooses from the start.
    @Test func A3_pauseIsNotKeptAcrossARestart() {
        var home = Self.driver()
        let paused = Self.rest(&home, on: .pause, at: Point(x: 700, y: 220))
        let resumed = Self.rest(&home, on: .pause, at: Point(x: 700, y: 220))
        let pausedAgain = Self.rest(&home, on: .pause, at: Point(x: 700, y: 220))
        #expect(home.state.view.dwellPaused)
        for effect in paused + resumed + pausedAgain {
            switch effect {
            case .saveSettings, .saveBoard, .saveMessage, .saveLearnedWords: Issue.record("Pause wrote \(effect)")
            default: break
            }
        }
        var restarted = HomeDriver(settings: home.state.settings)
        restarted.speechTakesNoTime = true
        restarted.send { .screenChanged(Screen(width: 800, height: 480, pixelsPerMillimetre: 5), at: $0) }
        #expect(HomeDriver.spoken(Self.rest(&restarted, on: .yes, at: Point(x: 60, y: 100))).count == 1)
    }
}
