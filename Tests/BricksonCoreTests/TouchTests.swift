import BricksonCore
import BricksonFakes
import Testing

/// A1: a touch acts only on the control where it began, and only if it ends there.
@Suite struct TouchTests {
    @Test(arguments: [Duration.milliseconds(500), .milliseconds(1500)])
    func A1_aSlowPressStillSpeaks(_ holding: Duration) {
        var yes = HomeDriver()
        #expect(HomeDriver.spoken(yes.tap(.yes, holding: holding)).map(\.text) == ["Yes"])
        var phrase = HomeDriver()
        let spoken = HomeDriver.spoken(phrase.tap(.phrase(3), holding: holding))
        #expect(spoken.map(\.text) == [StarterContent.board.categories[0].phrases[3].text])
    }

    @Test func A1_aPressSpeaksOnLiftNotOnTouch() {
        var home = HomeDriver()
        let down = home.send { .touchBegan(point: Point(x: 5, y: 5), control: .yes, at: $0) }
        #expect(HomeDriver.spoken(down).isEmpty)
        #expect(home.state.view.pressed == .yes)
        let up = home.send { .touchEnded(point: Point(x: 5, y: 5), control: .yes, at: $0) }
        #expect(HomeDriver.spoken(up).map(\.text) == ["Yes"])
        #expect(home.state.view.pressed == nil)
    }

    @Test func A1_aTouchThatSlidesFromYesOntoNoSaysNothing() {
        var home = HomeDriver()
        home.send { .touchBegan(point: Point(x: 50, y: 50), control: .yes, at: $0) }
        home.advance(by: .milliseconds(200))
        home.send { .touchMoved(point: Point(x: 150, y: 50), control: .no, at: $0) }
        #expect(home.state.view.pressed == nil, "Yes is not drawn pressed once the finger leaves it")
        home.advance(by: .milliseconds(200))
        home.send { .touchEnded(point: Point(x: 150, y: 50), control: .no, at: $0) }
        #expect(HomeDriver.spoken(home.history).isEmpty)
    }

    @Test func A1_aTouchThatBeganOffEveryControlSaysNothingWhereItEnds() {
        var home = HomeDriver()
        home.send { .touchBegan(point: Point(x: 0, y: 0), control: nil, at: $0) }
        home.send { .touchEnded(point: Point(x: 50, y: 50), control: .no, at: $0) }
        #expect(HomeDriver.spoken(home.history).isEmpty)
    }

    @Test func A1_aVerticalDragAcrossThePhrasesCancels() {
        var home = HomeDriver()
        home.send { .screenChanged(Screen(width: 800, height: 480, pixelsPerMillimetre: 5), at: $0) }
        home.send { .touchBegan(point: Point(x: 400, y: 300), control: .phrase(2), at: $0) }
        // 9 mm down, then back up onto the same phrase: it was a drag, not a tap.
        home.send { .touchMoved(point: Point(x: 400, y: 345), control: .phrase(4), at: $0) }
        home.send { .touchMoved(point: Point(x: 400, y: 305), control: .phrase(2), at: $0) }
        home.send { .touchEnded(point: Point(x: 400, y: 305), control: .phrase(2), at: $0) }
        #expect(HomeDriver.spoken(home.history).isEmpty)
    }

    @Test func A1_aVerticalDragInsideOneTallPhraseCancels() {
        var home = HomeDriver()
        home.send { .screenChanged(Screen(width: 800, height: 480, pixelsPerMillimetre: 5), at: $0) }
        home.send { .touchBegan(point: Point(x: 400, y: 300), control: .phrase(2), at: $0) }
        home.send { .touchEnded(point: Point(x: 400, y: 345), control: .phrase(2), at: $0) }
        #expect(HomeDriver.spoken(home.history).isEmpty)
    }

    @Test func A1_aSmallWobbleOnAPhraseStillSpeaks() {
        var home = HomeDriver()
        home.send { .screenChanged(Screen(width: 800, height: 480, pixelsPerMillimetre: 5), at: $0) }
        home.send { .touchBegan(point: Point(x: 400, y: 300), control: .phrase(2), at: $0) }
        home.send { .touchMoved(point: Point(x: 410, y: 330), control: .phrase(2), at: $0) }
        home.send { .touchEnded(point: Point(x: 405, y: 335), control: .phrase(2), at: $0) }
        #expect(HomeDriver.spoken(home.history).count == 1)
    }

    @Test func A1_aCancelledTouchSaysNothing() {
        var home = HomeDriver()
        home.send { .touchBegan(point: Point(x: 5, y: 5), control: .yes, at: $0) }
        home.send { .touchCancelled(at: $0) }
        home.send { .touchEnded(point: Point(x: 5, y: 5), control: .yes, at: $0) }
        #expect(HomeDriver.spoken(home.history).isEmpty)
    }

    @Test func A1_theHoldTimeRefusesShorterTouches() {
        var home = HomeDriver(settings: Settings(buttons: ButtonSettings(holdTime: .milliseconds(300))))
        #expect(HomeDriver.spoken(home.tap(.yes, holding: .milliseconds(200))).isEmpty)
        #expect(HomeDriver.spoken(home.tap(.yes, holding: .milliseconds(300))).map(\.text) == ["Yes"])
    }

    @Test func A1_theIgnoreRepeatTimeIgnoresTheSameControlSoonAfter() {
        var home = HomeDriver(settings: Settings(buttons: ButtonSettings(ignoreRepeatTime: .seconds(1))))
        let first = HomeDriver.spoken(home.tap(.phrase(0)))
        home.send { .speechFinished(utterance: first[0].id, at: $0) }
        home.advance(by: .milliseconds(500))
        #expect(HomeDriver.spoken(home.tap(.phrase(0))).isEmpty)
        #expect(HomeDriver.spoken(home.tap(.no)).map(\.text) == ["No"], "another control is not held back")
        home.advance(by: .milliseconds(600))
        #expect(HomeDriver.spoken(home.tap(.phrase(0))).count == 1)
    }

    @Test func A1_aTouchOnADimmedControlDoesNothing() {
        var home = HomeDriver()
        home.choose(.type)
        #expect(HomeDriver.spoken(home.tap(.phrase(0))).isEmpty)
        #expect(home.state.view.pressed == nil)
    }
}
