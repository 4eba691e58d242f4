import BricksonCore
import BricksonFakes
import Testing

/// A6: the big physical buttons. Edges only arm a sample; the level read after the debounce time decides.
///
/// Speech takes no time in these tests, so the repeat rule (S1) never hides a second press: what is proven here is
/// the buttons' own rules.
@Suite struct PhysicalButtonTests {
    static func driver(_ settings: Settings = Settings()) -> HomeDriver {
        var home = HomeDriver(settings: settings)
        home.speechTakesNoTime = true
        return home
    }

    static let bounce: [Duration] = [.zero, .milliseconds(1), .milliseconds(3), .milliseconds(8), .milliseconds(12)]

    @Test func A6_aBouncingPressSpeaksOnce() {
        var home = Self.driver()
        home.setLine(.yes, pressed: true, bounces: Self.bounce)
        home.advance(by: .milliseconds(300))
        home.setLine(.yes, pressed: false, bounces: Self.bounce)
        home.advance(by: .milliseconds(300))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["Yes"])
    }

    @Test func A6_aBounceLongAfterThePressDoesNotSpeakAgain() {
        var home = Self.driver()
        home.setLine(.no, pressed: true)
        home.advance(by: .milliseconds(400))
        // A late edge while the button is still held: sampled, still pressed, nothing new.
        home.setLine(.no, pressed: true, bounces: [.zero, .milliseconds(2)])
        home.advance(by: .milliseconds(400))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["No"])
    }

    @Test func A6_anEdgeAloneDecidesNothing() {
        var home = Self.driver()
        // An edge arrives but the line reads released after the debounce: a glitch, not a press.
        home.setLine(.yes, pressed: false)
        #expect(home.state.nextDeadline == .milliseconds(30))
        let sampled = home.advance(by: .milliseconds(300))
        #expect(sampled.contains(.sampleButton(.yes)))
        #expect(HomeDriver.spoken(home.history).isEmpty)
    }

    @Test func A6_aHeldButtonDoesNotRepeat() {
        var home = Self.driver()
        home.setLine(.yes, pressed: true)
        home.advance(by: .seconds(10))
        #expect(HomeDriver.spoken(home.history).count == 1)
        #expect(home.state.view.pressed == .yes)
    }

    @Test func A6_aStuckLineIsLoggedAndIgnoredUntilReleased() {
        let settings = Settings(buttons: ButtonSettings(stuckAfter: .seconds(20)))
        var home = Self.driver(settings)
        home.setLine(.yes, pressed: true)
        home.advance(by: .seconds(19))
        #expect(!HomeDriver.logged(home.history).contains { $0.kind == .buttonStuck })
        let stuck = home.advance(by: .seconds(2))
        #expect(HomeDriver.logged(stuck).map(\.kind) == [.buttonStuck])
        #expect(home.state.view.pressed == nil, "a stuck line is not drawn pressed")
        // Noise on the stuck line says nothing, and does not block No.
        home.setLine(.yes, pressed: true, bounces: Self.bounce)
        home.advance(by: .seconds(1))
        home.setLine(.no, pressed: true)
        home.advance(by: .milliseconds(300))
        home.setLine(.no, pressed: false)
        home.advance(by: .milliseconds(300))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["Yes", "No"])
        // Released: logged, says nothing; the next press works again.
        let released = home.setLine(.yes, pressed: false) + home.advance(by: .milliseconds(100))
        #expect(HomeDriver.logged(released).map(\.kind) == [.buttonStuck])
        #expect(HomeDriver.spoken(released).isEmpty)
        home.advance(by: .seconds(2))
        home.setLine(.yes, pressed: true)
        home.advance(by: .milliseconds(300))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["Yes", "No", "Yes"])
    }

    @Test func A6_yesAndNoPressedTogetherSayNeither() {
        var home = Self.driver()
        home.setLine(.yes, pressed: true)
        home.advance(by: .milliseconds(60))
        home.setLine(.no, pressed: true)
        home.advance(by: .seconds(1))
        home.setLine(.yes, pressed: false)
        home.setLine(.no, pressed: false)
        home.advance(by: .seconds(1))
        #expect(HomeDriver.spoken(home.history).isEmpty)
        #expect(HomeDriver.logged(home.history).contains { $0.kind == .warning })
    }

    @Test func A6_noPressedWhileYesIsStillHeldSaysNothingMore() {
        var home = Self.driver()
        home.setLine(.yes, pressed: true)
        home.advance(by: .milliseconds(500))
        home.setLine(.no, pressed: true)
        home.advance(by: .seconds(1))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["Yes"])
    }

    @Test func A6_aQuickTapStillSpeaksAfterTheChordWindow() {
        var home = Self.driver()
        home.setLine(.no, pressed: true)
        home.advance(by: .milliseconds(80))
        home.setLine(.no, pressed: false)
        home.advance(by: .milliseconds(200))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["No"])
    }

    @Test func A6_getAttentionActsOnPressWithoutWaitingForAChord() {
        var home = Self.driver()
        home.setLine(.getAttention, pressed: true)
        let effects = home.advance(by: .milliseconds(30))
        #expect(effects.contains(.startTone))
    }

    @Test func A6_aBouncingGetAttentionStartsTheToneOnce() {
        var home = Self.driver()
        home.setLine(.getAttention, pressed: true, bounces: Self.bounce)
        home.advance(by: .milliseconds(200))
        home.setLine(.getAttention, pressed: false, bounces: Self.bounce)
        home.advance(by: .milliseconds(200))
        home.send { .toneStarted(at: $0) }
        #expect(home.history.filter { $0 == .startTone }.count == 1)
        #expect(home.state.stopShowing)
    }

    @Test func D6_theSelectionLatencyCountsFromTheFirstEdge() {
        var home = Self.driver()
        home.setLine(.yes, pressed: true, bounces: Self.bounce)
        home.advance(by: .milliseconds(500))
        let selection = HomeDriver.logged(home.history).first { $0.kind == .selection }
        // Debounce (30 ms) and the chord window (150 ms) after the first edge.
        #expect(selection?.latency == .milliseconds(180))
        #expect(selection?.at == .milliseconds(180))
    }
}
