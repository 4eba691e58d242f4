import BricksonCore
import BricksonFakes
import Foundation
import Testing

/// A6: the big physical buttons. An edge arms a read 2 ms later (glitch filter); a changed level is the press, at
/// once; the line's edges are then ignored for the hold-off and its level is read once more when it ends.
///
/// Speech takes no time in most of these tests, so the repeat rule (S1) never hides a second press: what is proven
/// here is the buttons' own rules.
@Suite struct PhysicalButtonTests {
    static func driver(_ settings: Settings = Settings()) -> HomeDriver {
        var home = HomeDriver(settings: settings)
        home.speechTakesNoTime = true
        return home
    }

    static let waiting = Settings(buttons: ButtonSettings(waitBeforeAnswer: true))

    /// A bounce whose 2 ms read lands on the contact open again (edges at 0 and 1 ms): the unlucky case.
    static let bounce: [Duration] = [.zero, .milliseconds(1), .milliseconds(3), .milliseconds(8), .milliseconds(12)]

    /// `count` edges spread evenly over `span`, as a bouncing contact or the system test's `bounce` tool gives.
    static func edges(_ count: Int, over span: Duration) -> [Duration] {
        (0..<count).map { span * (Double($0) / Double(max(count - 1, 1))) }
    }

    static func presses(_ effects: [Effect]) -> Int { HomeDriver.logged(effects).filter { $0.kind == .press }.count }

    @Test func A6_aCleanPressIsConfirmedTwoMillisecondsAfterItsFirstEdge() {
        var home = Self.driver()
        home.setLine(.yes, pressed: true)
        #expect(home.state.nextDeadline == .milliseconds(2))
        let confirmed = home.advance(by: .milliseconds(2))
        #expect(HomeDriver.spoken(confirmed).map(\.text) == ["Yes"], "said at once: no chord wait by default")
        let selection = HomeDriver.logged(confirmed).first { $0.kind == .selection }
        #expect(selection?.latency == .milliseconds(2))
    }

    @Test func A6_aSubMillisecondSpikeIsNoPress() {
        var home = Self.driver()
        // The line dips for 0.4 ms (a spike on a long cable) and is back at rest when it is read.
        home.setLine(.yes, pressed: false, bounces: [.zero, .microseconds(400)])
        home.advance(by: .seconds(1))
        #expect(Self.presses(home.history) == 0)
        #expect(HomeDriver.spoken(home.history).isEmpty)
        // The line works at once afterwards.
        home.setLine(.yes, pressed: true)
        #expect(HomeDriver.spoken(home.advance(by: .milliseconds(2))).map(\.text) == ["Yes"])
    }

    @Test func A6_anEdgeAloneDecidesNothing() {
        var home = Self.driver()
        // One edge whose partner the kernel merged: the line reads released, a glitch, not a press.
        home.setLine(.yes, pressed: false)
        let sampled = home.advance(by: .milliseconds(300))
        #expect(sampled.filter { $0 == .sampleButton(.yes) }.count == 1)
        #expect(HomeDriver.spoken(home.history).isEmpty)
    }

    @Test(arguments: [
        (9, Duration.milliseconds(4)), (9, .milliseconds(15)), (41, .milliseconds(8)), (41, .milliseconds(20)),
    ])
    func A6_aBouncingPressAndReleaseIsExactlyOnePress(_ count: Int, _ span: Duration) {
        var home = Self.driver()
        home.setLine(.yes, pressed: true, bounces: Self.edges(count, over: span))
        home.advance(by: .milliseconds(300))
        #expect(home.state.view.pressed == .yes, "held after the bounce")
        home.setLine(.yes, pressed: false, bounces: Self.edges(count, over: span))
        home.advance(by: .milliseconds(300))
        #expect(home.state.view.pressed == nil)
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["Yes"])
        #expect(Self.presses(home.history) == 1)
    }

    @Test func A6_theHoldOffIgnoresTheRestOfTheBounceAndReadsOnceWhenItEnds() {
        var home = Self.driver()
        home.setLine(.no, pressed: true)
        #expect(HomeDriver.spoken(home.advance(by: .milliseconds(2))).map(\.text) == ["No"])
        // The contact keeps bouncing, and a read in the middle would find it open: none is made.
        var during: [Effect] = []
        for offset in stride(from: 1, through: 25, by: 2) {
            during += home.advance(by: .milliseconds(2))
            home.levels[.no] = offset % 4 != 1
            during += home.send { .buttonEdge(.no, at: $0) }
        }
        #expect(!during.contains(.sampleButton(.no)), "edges in the hold-off arm no read")
        home.levels[.no] = true
        let end = home.advance(by: .milliseconds(10))
        #expect(end.filter { $0 == .sampleButton(.no) }.count == 1, "one read when the 30 ms hold-off ends")
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["No"])
    }

    @Test func A6_aReadThatFallsInTheBounceIsReadAgainWhenTheHoldOffEnds() {
        var home = Self.driver()
        // At 2 ms the contact is open again (edges at 0 and 1 ms): not yet a press, but not lost either.
        home.setLine(.yes, pressed: true, bounces: Self.bounce)
        #expect(Self.presses(home.history) == 0)
        let later = home.advance(by: .milliseconds(30))
        #expect(HomeDriver.spoken(later).map(\.text) == ["Yes"])
        home.advance(by: .milliseconds(300))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["Yes"])
    }

    @Test func A6_aTapShorterThanTheHoldOffSpeaksOnceAndIsReleased() {
        var home = Self.driver()
        home.setLine(.yes, pressed: true)
        home.advance(by: .milliseconds(8))
        home.setLine(.yes, pressed: false)
        home.advance(by: .milliseconds(100))
        #expect(home.state.view.pressed == nil, "the release is read when the hold-off ends")
        home.setLine(.yes, pressed: true)
        home.advance(by: .milliseconds(100))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["Yes", "Yes"])
    }

    @Test func A6_aBounceLongAfterThePressDoesNotSpeakAgain() {
        var home = Self.driver()
        home.setLine(.no, pressed: true)
        home.advance(by: .milliseconds(400))
        // A late edge while the button is still held: read, still pressed, nothing new.
        home.setLine(.no, pressed: true, bounces: [.zero, .milliseconds(2)])
        home.advance(by: .milliseconds(400))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["No"])
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

    // MARK: Yes and No together

    @Test func A6_yesSpeaksAtOnceAndNoWithinTheWindowStopsItAndSaysNothingMore() {
        var home = HomeDriver()  // speech takes time here: the Yes is still playing when No comes
        home.setLine(.yes, pressed: true)
        let yes = home.advance(by: .milliseconds(2))
        #expect(HomeDriver.spoken(yes).map(\.text) == ["Yes"])
        home.send { .speechStarted(utterance: HomeDriver.spoken(yes)[0].id, at: $0) }
        home.advance(by: .milliseconds(60))
        home.setLine(.no, pressed: true)
        let no = home.advance(by: .milliseconds(2))
        #expect(no.contains(.stopSpeech), "the Yes stops at once")
        #expect(HomeDriver.spoken(no).isEmpty)
        #expect(HomeDriver.logged(no).contains { $0.kind == .warning && $0.detail.contains("yes and no together") })
        home.advance(by: .seconds(1))
        home.setLine(.yes, pressed: false)
        home.setLine(.no, pressed: false)
        home.advance(by: .seconds(1))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["Yes"], "nothing more is said")
        // Again has nothing to repeat: the stopped Yes was not an answer.
        #expect(HomeDriver.spoken(home.choose(.again)).isEmpty)
    }

    @Test func A6_noAfterTheChordWindowIsItsOwnAnswer() {
        var home = Self.driver()
        home.setLine(.yes, pressed: true)
        home.advance(by: .milliseconds(100))
        home.setLine(.yes, pressed: false)
        home.advance(by: .milliseconds(200))
        home.setLine(.no, pressed: true)
        home.advance(by: .milliseconds(100))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["Yes", "No"])
        #expect(!home.history.contains(.stopSpeech))
    }

    @Test func A6_noPressedWhileYesIsStillHeldSaysNothingMore() {
        var home = Self.driver()
        home.setLine(.yes, pressed: true)
        home.advance(by: .milliseconds(500))
        home.setLine(.no, pressed: true)
        home.advance(by: .seconds(1))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["Yes"])
    }

    @Test func A6_waitingBeforeAnswerYesAndNoTogetherSayNeither() {
        var home = Self.driver(Self.waiting)
        home.setLine(.yes, pressed: true)
        home.advance(by: .milliseconds(60))
        home.setLine(.no, pressed: true)
        home.advance(by: .seconds(1))
        home.setLine(.yes, pressed: false)
        home.setLine(.no, pressed: false)
        home.advance(by: .seconds(1))
        #expect(HomeDriver.spoken(home.history).isEmpty)
        #expect(HomeDriver.logged(home.history).contains { $0.kind == .warning && $0.detail.contains("neither") })
    }

    @Test func A6_waitingBeforeAnswerAQuickTapSpeaksWhenTheChordWindowEnds() {
        var home = Self.driver(Self.waiting)
        home.setLine(.no, pressed: true)
        home.advance(by: .milliseconds(80))
        home.setLine(.no, pressed: false)
        #expect(HomeDriver.spoken(home.history).isEmpty, "not before the window ends")
        home.advance(by: .milliseconds(200))
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["No"])
        let selection = HomeDriver.logged(home.history).first { $0.kind == .selection }
        #expect(selection?.latency == .milliseconds(152), "the 2 ms read and the 150 ms window")
    }

    @Test func A6_theWaitChoiceIsInButtonsAndSwitchesInPlainWords() {
        var home = HomeDriver()
        home.choose(.settings)
        let buttons = home.state.settingsView!.rows.firstIndex { $0.kind == .open(.buttons) }!
        home.choose(.settingsRow(buttons))
        let row = home.state.settingsView!.rows.firstIndex { $0.label.hasPrefix("Wait a moment before saying") }
        guard let row else {
            Issue.record("no row for the wait choice on Buttons and Switches")
            return
        }
        #expect(home.state.settingsView!.rows[row].label == "Wait a moment before saying Yes or No: Off")
        let saved = home.choose(.settingsRow(row)).compactMap { effect -> Settings? in
            if case .saveSettings(let settings) = effect { return settings }
            return nil
        }
        #expect(saved.map(\.buttons.waitBeforeAnswer) == [true])
    }

    @Test func A6_settingsSavedBeforeTheWaitChoiceExistedStillLoadWithTheDefault() throws {
        var json = String(decoding: try JSONEncoder().encode(Settings()), as: UTF8.self)
        #expect(!json.contains("waitsBeforeAnswer"), "the default is not written")
        json = String(decoding: try JSONEncoder().encode(Self.waiting), as: UTF8.self)
        let old = json.replacingOccurrences(of: "\"waitsBeforeAnswer\":true,", with: "")
            .replacingOccurrences(of: ",\"waitsBeforeAnswer\":true", with: "")
        #expect(old != json)
        let loaded = try JSONDecoder().decode(Settings.self, from: Data(old.utf8))
        #expect(loaded.buttons.waitBeforeAnswer == false)
        #expect(try JSONDecoder().decode(Settings.self, from: Data(json.utf8)).buttons.waitBeforeAnswer)
    }

    // MARK: Get Attention

    @Test func A6_getAttentionActsOnPressWithoutWaitingForAChord() {
        var home = Self.driver(Self.waiting)
        home.setLine(.getAttention, pressed: true)
        let effects = home.advance(by: .milliseconds(2))
        #expect(effects.contains(.startTone))
    }

    @Test func A6_aBouncingGetAttentionStartsTheToneOnce() {
        var home = Self.driver()
        home.setLine(.getAttention, pressed: true, bounces: Self.edges(41, over: .milliseconds(20)))
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
        // The 2 ms read fell in the bounce; the read at the end of the 30 ms hold-off found the press.
        #expect(selection?.latency == .milliseconds(30))
        #expect(selection?.at == .milliseconds(30))
    }
}
