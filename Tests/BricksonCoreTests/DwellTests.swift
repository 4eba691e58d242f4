import BricksonFakes
import Foundation
import Testing

@testable import BricksonCore

/// A3: a pointer resting on a control for the dwell time chooses it.
@Suite struct DwellTests {
    /// 5 px per mm: the default 6 mm tolerance is 30 px; the default dwell time is 1.2 s.
    static func driver(auditoryFeedback: Bool = false) -> HomeDriver {
        var settings = Settings()
        settings.voice.auditoryFeedback = auditoryFeedback
        var home = HomeDriver(settings: settings)
        home.send { .screenChanged(Screen(width: 800, height: 480, pixelsPerMillimetre: 5), at: $0) }
        return home
    }

    static func rest(_ home: inout HomeDriver, on control: ControlID?, at point: Point) {
        home.send { .pointerMoved(point: point, control: control, at: $0) }
    }

    @Test func A3_restingForTheDwellTimeChoosesOnce() {
        var home = Self.driver()
        Self.rest(&home, on: .yes, at: Point(x: 100, y: 100))
        home.advance(by: .milliseconds(1100))
        #expect(HomeDriver.spoken(home.history).isEmpty)
        #expect((home.state.view.dwell?.fraction ?? 0) > 0.8)
        #expect(home.state.view.dwell?.control == .yes)
        home.advance(by: .milliseconds(100))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["Yes"])
        // Still resting: nothing more, however long (look away before reselecting).
        home.advance(by: .seconds(10))
        #expect(HomeDriver.spoken(home.history).count == 1)
        #expect(home.state.view.dwell == nil)
    }

    /// C1, A3 (issue: never silenced): Settings on Home takes three dwell times (3.6 s by default), so a glance of
    /// the normal dwell time never opens the carer's screen; its progress fills at that pace. Inside Settings the
    /// normal dwell time chooses.
    @Test func A3_C1_aGlanceOfTheDwellTimeDoesNotOpenSettings() {
        var home = Self.driver()
        Self.rest(&home, on: .settings, at: Point(x: 700, y: 200))
        home.advance(by: .milliseconds(1300))
        #expect(!home.state.settingsOpen)
        let fraction = home.state.view.dwell?.fraction ?? 0
        #expect(fraction > 0.25 && fraction < 0.4, "\(fraction)")
        home.advance(by: .milliseconds(2200))
        #expect(!home.state.settingsOpen)
        home.advance(by: .milliseconds(200))
        #expect(home.state.settingsOpen)
        // In Settings, Back to Talking takes the normal dwell time.
        Self.rest(&home, on: .backToTalking, at: Point(x: 100, y: 30))
        home.advance(by: .milliseconds(1250))
        #expect(!home.state.settingsOpen)
        // At a dwell time of 2 s, Settings takes 6 s.
        var settings = Settings()
        settings.buttons.dwellTime = .seconds(2)
        var slow = HomeDriver(settings: settings)
        slow.send { .screenChanged(Screen(width: 800, height: 480, pixelsPerMillimetre: 5), at: $0) }
        Self.rest(&slow, on: .settings, at: Point(x: 700, y: 200))
        slow.advance(by: .milliseconds(5900))
        #expect(!slow.state.settingsOpen)
        slow.advance(by: .milliseconds(200))
        #expect(slow.state.settingsOpen)
    }

    @Test func A3_A1_aClickWhereThePointerRestsIsOneChoiceNotAClickAndADwell() {
        var home = Self.driver()
        // Yes is said at once, so a second choice could not be the repeat rule letting it finish (S1).
        home.speechTakesNoTime = true
        Self.rest(&home, on: .yes, at: Point(x: 100, y: 100))
        home.advance(by: .milliseconds(100))
        home.send { .touchBegan(point: Point(x: 100, y: 100), control: .yes, at: $0) }
        home.advance(by: .milliseconds(80))
        home.send { .touchEnded(point: Point(x: 100, y: 100), control: .yes, at: $0) }
        // The pointer stays where it clicked, far longer than the dwell time: still one Yes, and no progress drawn.
        home.advance(by: .seconds(5))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["Yes"])
        #expect(home.state.view.dwell == nil)
        // Moved away to No and rested there, dwell chooses again.
        Self.rest(&home, on: .no, at: Point(x: 300, y: 100))
        home.advance(by: .milliseconds(1300))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["Yes", "No"])
    }

    @Test func A3_aJitteringPointerDoesNotChooseAgainUntilItLooksAway() {
        var home = Self.driver()
        home.speechTakesNoTime = true
        Self.rest(&home, on: .no, at: Point(x: 100, y: 100))
        home.advance(by: .milliseconds(1200))
        for step in 0..<40 {
            Self.rest(&home, on: .no, at: Point(x: 100 + Double(step % 5) * 4, y: 100 - Double(step % 3) * 5))
            home.advance(by: .milliseconds(100))
        }
        #expect(HomeDriver.spoken(home.history).count == 1)
    }

    @Test func A3_theProgressFillsInStillSteps() {
        var home = Self.driver()
        Self.rest(&home, on: .no, at: Point(x: 100, y: 100))
        var fractions: [Double] = []
        for _ in 0..<5 {
            home.advance(by: .milliseconds(240))
            fractions.append(home.state.view.dwell?.fraction ?? -1)
        }
        #expect(fractions.dropLast() == fractions.dropLast().sorted())
        #expect(fractions.dropLast().allSatisfy { $0 > 0 && $0 < 1 })
    }

    @Test func A3_wanderingWithinTheToleranceStillChooses() {
        var home = Self.driver()
        Self.rest(&home, on: .yes, at: Point(x: 100, y: 100))
        home.advance(by: .milliseconds(600))
        Self.rest(&home, on: .yes, at: Point(x: 120, y: 110))
        home.advance(by: .milliseconds(600))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["Yes"])
    }

    @Test func A3_movingBeyondTheToleranceStartsAgain() {
        var home = Self.driver()
        Self.rest(&home, on: .yes, at: Point(x: 100, y: 100))
        home.advance(by: .milliseconds(600))
        Self.rest(&home, on: .yes, at: Point(x: 160, y: 100))
        home.advance(by: .milliseconds(1000))
        #expect(HomeDriver.spoken(home.history).isEmpty)
        home.advance(by: .milliseconds(200))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["Yes"])
    }

    @Test func A3_aBriefSlipKeepsTheProgress() {
        var home = Self.driver()
        Self.rest(&home, on: .yes, at: Point(x: 100, y: 100))
        home.advance(by: .milliseconds(800))
        Self.rest(&home, on: nil, at: Point(x: 140, y: 100))
        home.advance(by: .milliseconds(200))
        Self.rest(&home, on: .yes, at: Point(x: 100, y: 100))
        // 800 ms before the slip, 400 ms after: chosen (the slip's 200 ms do not count).
        home.advance(by: .milliseconds(390))
        #expect(HomeDriver.spoken(home.history).isEmpty)
        home.advance(by: .milliseconds(20))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["Yes"])
    }

    @Test func A3_aLongerSlipOntoAnotherControlMovesTheDwellThere() {
        var home = Self.driver()
        Self.rest(&home, on: .yes, at: Point(x: 100, y: 100))
        home.advance(by: .milliseconds(800))
        Self.rest(&home, on: .no, at: Point(x: 300, y: 100))
        home.advance(by: .milliseconds(1200))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["No"])
    }

    @Test func A3_lookingAwayThenBackChoosesAgain() {
        var home = Self.driver()
        Self.rest(&home, on: .phrase(0), at: Point(x: 100, y: 300))
        home.advance(by: .milliseconds(1200))
        let first = HomeDriver.spoken(home.history)
        home.send { .speechFinished(utterance: first[0].id, at: $0) }
        Self.rest(&home, on: nil, at: Point(x: 400, y: 20))
        home.advance(by: .milliseconds(500))
        Self.rest(&home, on: .phrase(0), at: Point(x: 100, y: 300))
        home.advance(by: .milliseconds(1200))
        #expect(HomeDriver.spoken(home.history).count == 2)
    }

    @Test func A3_aRestingPointerOnGetAttentionLeavesTheTonePlaying() {
        var home = Self.driver()
        Self.rest(&home, on: .getAttention, at: Point(x: 100, y: 100))
        home.advance(by: .seconds(30))
        #expect(home.history.filter { $0 == .startTone }.count == 1)
    }

    @Test func A3_S1_aPointerBackOnThePhraseStillSpeakingLetsItFinish() {
        var home = Self.driver()
        Self.rest(&home, on: .phrase(0), at: Point(x: 100, y: 300))
        home.advance(by: .milliseconds(1200))
        Self.rest(&home, on: nil, at: Point(x: 400, y: 20))
        home.advance(by: .milliseconds(500))
        Self.rest(&home, on: .phrase(0), at: Point(x: 100, y: 300))
        home.advance(by: .milliseconds(1200))
        #expect(HomeDriver.spoken(home.history).count == 1)
    }

    @Test func A5_aControlsNameIsSaidAsThePointerComesToRestOnIt() {
        var home = Self.driver(auditoryFeedback: true)
        Self.rest(&home, on: .getAttention, at: Point(x: 100, y: 100))
        Self.rest(&home, on: .getAttention, at: Point(x: 104, y: 100))
        Self.rest(&home, on: .category(1), at: Point(x: 400, y: 200))
        home.advance(by: .milliseconds(400))
        #expect(HomeDriver.announced(home.history) == ["Get Attention", "Breathing"])
    }
}

/// A3: the pointer the core knows is what the layout draws; looking away (the pointer leaving the screen) is a rest
/// that chooses nothing; Snap to Item is a setting the layout passes on.
@Suite struct PointerTests {
    @Test func A3_thePointerIsInTheViewWhereItIsAndGoesWhenItLeaves() {
        var home = DwellTests.driver()
        #expect(home.state.view.pointer == nil)
        DwellTests.rest(&home, on: .yes, at: Point(x: 100, y: 90))
        #expect(home.state.view.pointer == Point(x: 100, y: 90))
        DwellTests.rest(&home, on: nil, at: Point(x: 420, y: 300))
        #expect(home.state.view.pointer == Point(x: 420, y: 300))
        home.send { .pointerLeft(at: $0) }
        #expect(home.state.view.pointer == nil)
    }

    @Test func A3_lookingAwayForgetsTheRestSoNothingIsChosen() {
        var home = DwellTests.driver()
        DwellTests.rest(&home, on: .yes, at: Point(x: 100, y: 100))
        home.advance(by: .milliseconds(1000))
        home.send { .pointerLeft(at: $0) }
        #expect(home.state.view.dwell == nil)
        home.advance(by: .seconds(5))
        #expect(HomeDriver.spoken(home.history).isEmpty)
        // Back on Yes: a whole new dwell.
        DwellTests.rest(&home, on: .yes, at: Point(x: 100, y: 100))
        home.advance(by: .milliseconds(1000))
        #expect(HomeDriver.spoken(home.history).isEmpty)
        home.advance(by: .milliseconds(200))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["Yes"])
    }

    @Test func A3_snapToItemIsASettingTheLayoutPassesOnInPixels() {
        var settings = Settings()
        #expect(settings.buttons.snapToItemMillimetres == 4)
        settings.buttons.snapToItemMillimetres = 10
        var home = HomeDriver(settings: settings)
        let screen = Screen(width: 800, height: 480, pixelsPerMillimetre: 5)
        home.send { .screenChanged(screen, at: $0) }
        let scene = layout(home.state.view, screen: screen, measurer: LayoutFixtures.measurer)
        #expect(scene.pointerSnap == 50)
        // A point in the margin left of the first phrase snaps to it; one in the status line (the rest area)
        // snaps to nothing.
        let phrase = scene.control(.phrase(0))!.frame
        let beside = Point(x: phrase.minX - 3, y: phrase.center.y)
        #expect(scene.control(at: beside) == nil)
        #expect(scene.pointerTarget(at: beside)?.id == .phrase(0))
        #expect(scene.control(at: scene.statusFrame.center) == nil)
        #expect(scene.pointerTarget(at: scene.statusFrame.center) == nil)
    }

    @Test func A3_snapToItemIsAStepperFromOffTo20mmAndAnOldSaveKeepsTheDefault() throws {
        var settings = Settings()
        settings.buttons.snapToItemMillimetres = 500
        #expect(settings.keptInRanges().corrected == ["snapToItemMillimetres"])
        #expect(settings.keptInRanges().settings.buttons.snapToItemMillimetres == 4)
        let stepper = SettingStepper.snapToItem
        #expect(stepper.minimum == 0 && stepper.maximum == 20)
        #expect(stepper.format(0, .english) == "Off" && stepper.format(7, .english) == "7 mm")
        // Settings saved before Snap to Item existed have no such field: they load with the default.
        let old = try JSONEncoder().encode(Settings())
        #expect(!String(decoding: old, as: UTF8.self).contains("snaps"))
        #expect(try JSONDecoder().decode(Settings.self, from: old).buttons.snapToItemMillimetres == 4)
        var changed = Settings()
        changed.buttons.snapToItemMillimetres = 0
        let saved = try JSONEncoder().encode(changed)
        #expect(try JSONDecoder().decode(Settings.self, from: saved).buttons.snapToItemMillimetres == 0)
    }
}
