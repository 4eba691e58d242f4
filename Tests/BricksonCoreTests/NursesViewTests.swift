import BricksonCore
import BricksonFakes
import Testing

/// H11: the nurse's view. What was said last holds the message's place, whole and large, with how long ago; the
/// newest wins between it and the message.
@Suite struct NursesViewTests {
    static let screen = LayoutFixtures.panels[2].screen

    static func scene(_ home: HomeDriver) -> Scene {
        layout(home.state.view, screen: screen, measurer: LayoutFixtures.measurer)
    }

    @Test func H11_aPhraseSaidAfterATypedMessageTakesTheMessagesPlace() {
        var home = TypingTests.typing("Please call my daughter")
        home.choose(.phrases)
        // Typed, not said: the message holds the place, and nothing said yet means no top line.
        #expect(!home.state.view.showsSaid)
        #expect(Self.scene(home).control(.message)?.label == "Please call my daughter")
        home.choose(.phrase(1))
        let phrase = home.state.view.phrases[1]
        let scene = Self.scene(home)
        #expect(scene.messageShowsSaid)
        #expect(scene.control(.message)?.label == phrase)
        #expect(scene.saidText == "Said: just now")
        // Larger than the message is typed, whole at that size in the place under the top line.
        let typedSize = layout(
            TypingTests.typing("Please call my daughter").state.view, screen: Self.screen,
            measurer: LayoutFixtures.measurer
        ).control(.message)!.fontSize
        let control = scene.control(.message)!
        #expect(control.fontSize > typedSize)
        let padding = LabelMetrics.padding(pixelsPerMillimetre: Self.screen.pixelsPerMillimetre)
        let width = control.frame.width - 2 * padding - LabelMetrics.messageMarkWidth(fontSize: control.fontSize)
        let measured = LayoutFixtures.measurer.measure(
            phrase, fontSize: control.fontSize, bold: false, maxWidth: width)
        #expect(!measured.breaksWord)
        #expect(measured.height <= control.frame.height - scene.saidFrame.height - 2 * padding)
        // The message is kept: Type brings it back to the place.
        #expect(home.state.message == "Please call my daughter")
    }

    @Test func H11_theNewestWins() {
        var home = HomeDriver()
        home.choose(.yes)
        #expect(home.state.view.showsSaid && Self.scene(home).control(.message)?.label == "Yes")
        // Type opened: the message is what the person works on; an answer while typing is said, the place shows
        // the message being typed, and "Said: Yes" stays above it.
        home.choose(.type)
        #expect(!home.state.view.showsSaid)
        home.choose(.no)
        #expect(!home.state.view.showsSaid)
        #expect(Self.scene(home).saidText == "Said: No")
        home.send { .keyTyped(.character("h"), at: $0) }
        // Type closed after an edit that came after the answer: the message is the newest.
        home.choose(.phrases)
        #expect(!home.state.view.showsSaid && Self.scene(home).control(.message)?.label == "h")
        // Said after it: the answer is the newest.
        home.choose(.yes)
        #expect(Self.scene(home).control(.message)?.label == "Yes")
        // The message said is what was said: it shows as said, without the cursor's look.
        home.choose(.type)
        home.choose(.again)  // Speak
        home.choose(.phrases)
        let scene = Self.scene(home)
        #expect(scene.messageShowsSaid && scene.control(.message)?.label == "h")
    }

    @Test func H11_howLongAgoStepsByTheMinuteAndStopsAtAnHour() {
        var home = HomeDriver()
        home.choose(.yes)
        #expect(home.state.view.saidAge == .justNow)
        home.advance(by: .seconds(59))
        #expect(home.state.view.saidAge == .justNow)
        home.advance(by: .seconds(2))
        #expect(home.state.view.saidAge == .minutes(1))
        #expect(Self.scene(home).saidText == "Said: 1 min ago")
        home.advance(by: .seconds(60 * 58))
        #expect(home.state.view.saidAge == .minutes(59))
        home.advance(by: .seconds(60))
        #expect(home.state.view.saidAge == .overAnHour)
        #expect(Self.scene(home).saidText == "Said: over an hour ago")
        // Nothing more is timed for it: an hour on, the loop sleeps.
        #expect(home.state.nextDeadline == nil)
        // Said again: just now, and the steps begin again.
        home.choose(.again)
        #expect(home.state.view.saidAge == .justNow && home.state.nextDeadline != nil)
    }

    @Test func H11_aStoppedAnswerPutsBackWhatThePlaceShowed() {
        // The default chord window (150 ms).
        var home = HomeDriver()
        home.choose(.phrase(0))
        home.advance(by: .seconds(120))
        #expect(home.state.view.saidAge == .minutes(2))
        // Yes said at once, then No within the window: Yes is stopped, and the place shows the phrase as before.
        home.setLine(.yes, pressed: true)
        home.advance(by: .milliseconds(40))
        home.setLine(.no, pressed: true)
        home.advance(by: .milliseconds(40))
        #expect(home.state.view.lastSaid == home.state.view.phrases[0])
        #expect(home.state.view.saidAge == .minutes(2))
    }
}
