import BricksonCore
import BricksonFakes
import Testing

/// H10: the message a nurse can follow: a new word after a spoken message, and the last thing spoken on screen.
@Suite struct MessageTests {
    @Test func H10_typingAfterASpokenMessageStartsANewWord() {
        var home = TypingTests.typing("my wife")
        home.send { .keyTyped(.enter, at: $0) }
        for character in "Please" { home.send { .keyTyped(.character(character), at: $0) } }
        #expect(home.state.message == "my wife Please")
        // Only once: the next letters run on in the new word.
        #expect(!home.state.message.contains("  "))
    }

    @Test func H10_aMessageEndingInASpaceOrFollowedByPunctuationGetsNoExtraSpace() {
        var home = TypingTests.typing("my wife ")
        home.send { .keyTyped(.enter, at: $0) }
        home.send { .keyTyped(.character("P"), at: $0) }
        #expect(home.state.message == "my wife P")
        var other = TypingTests.typing("my wife")
        other.send { .keyTyped(.enter, at: $0) }
        other.send { .keyTyped(.character("."), at: $0) }
        #expect(other.state.message == "my wife.")
    }

    @Test func H10_editingAfterSpeakingNeedsNoSpace() {
        // Backspace after Speak edits the spoken message: the next letter joins it, as typed.
        var home = TypingTests.typing("my wif")
        home.send { .keyTyped(.enter, at: $0) }
        home.send { .keyTyped(.backspace, at: $0) }
        home.send { .keyTyped(.character("f"), at: $0) }
        #expect(home.state.message == "my wif")
    }

    @Test func H10_aPredictionAfterASpokenMessageIsANewWord() {
        var home = TypingTests.typing("my wife")
        home.send { .keyTyped(.enter, at: $0) }
        let predictions = home.state.view.predictions
        guard let first = predictions.first else {
            Issue.record("no predictions to choose")
            return
        }
        home.choose(.prediction(0))
        #expect(home.state.message == "my wife \(first) ")
    }

    /// While a message is being typed, what was said last stays above it, "Said: …" (H10, H11).
    @Test func H10_theLastThingSpokenShowsAboveTheMessage() {
        var home = HomeDriver()
        #expect(home.state.view.lastSaid == nil)
        home.choose(.yes)
        #expect(home.state.view.lastSaid == "Yes")
        home.choose(.phrase(0))
        let phrase = home.state.view.phrases[0]
        #expect(home.state.view.lastSaid == phrase)
        home.choose(.type)
        let scene = layout(home.state.view, screen: LayoutFixtures.panels[2].screen, measurer: LayoutFixtures.measurer)
        #expect(scene.saidText == "Said: \(phrase)")
        // In a strip of its own inside the message's place, there whether or not anything was said (H3).
        let message = scene.control(.message)!.frame
        #expect(scene.saidFrame.height > 0 && message.overlap(scene.saidFrame) == scene.saidFrame)
        let before = layout(
            HomeDriver().state.view, screen: LayoutFixtures.panels[2].screen,
            measurer: LayoutFixtures.measurer)
        #expect(before.saidText == nil && before.saidFrame == scene.saidFrame)
    }
}

/// T9, T1: the prediction row starts at its first slot; Type shows that it is open.
@Suite struct TypingRowTests {
    @Test func H10_aPredictionThatRepeatsAKeyLeavesNoGapAndTheSlotChoosesWhatItShows() {
        var home = TypingTests.typing("")
        var view = home.state.view
        view.predictions = ["I", "need", "water"]
        // "I" is a key's name (H5): left out, and "need" takes the first slot.
        #expect(view.shownPredictions == ["need", "water"])
        let scene = layout(view, screen: LayoutFixtures.panels[0].screen, measurer: LayoutFixtures.measurer)
        #expect(scene.control(.prediction(0))?.label == "need")
        #expect(scene.control(.prediction(2)) == nil)
        // The core chooses the word its slot shows.
        let shown = home.state.view.shownPredictions
        if let first = shown.first {
            home.choose(.prediction(0))
            #expect(home.state.message.hasPrefix(first))
        }
    }

    @Test func H10_typeShowsThatItIsOpen() {
        let home = TypingTests.typing("hi")
        let scene = layout(home.state.view, screen: LayoutFixtures.panels[2].screen, measurer: LayoutFixtures.measurer)
        #expect(scene.control(.type)?.isSelected == true)
        let talking = layout(
            HomeDriver().state.view, screen: LayoutFixtures.panels[2].screen,
            measurer: LayoutFixtures.measurer)
        #expect(talking.control(.type)?.isSelected == false)
    }
}
