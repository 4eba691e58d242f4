import BricksonCore
import BricksonFakes
import Testing

/// T1–T8: typing, Speak and Enter, Clear and Put Back, dimming, the limit, and keeping the message.
@Suite struct TypingTests {
    static func typing(_ text: String, settings: Settings = Settings()) -> HomeDriver {
        var home = HomeDriver(settings: settings)
        home.choose(.type)
        for character in text { home.send { .keyTyped(.character(character), at: $0) } }
        return home
    }

    @Test func T1_typeOpensTheKeyboardAndKeysEditTheMessage() {
        var home = Self.typing("hello")
        #expect(home.state.view.isTyping)
        #expect(home.state.message == "hello")
        home.send { .keyTyped(.backspace, at: $0) }
        home.send { .keyTyped(.space, at: $0) }
        #expect(home.state.view.message == "hell ")
    }

    @Test func T1_keysDoNothingUntilTypeIsOpen() {
        var home = HomeDriver()
        #expect(home.send { .keyTyped(.character("a"), at: $0) }.isEmpty)
        #expect(home.choose(.key(.character("a"))).isEmpty)
        #expect(home.state.message == "")
    }

    @Test func T2_speakSaysTheWholeMessageAndItStays() {
        var home = Self.typing("I need water")
        let spoken = HomeDriver.spoken(home.choose(.again))
        #expect(spoken.map(\.text) == ["I need water"])
        #expect(spoken.map(\.source) == [.message])
        #expect(home.state.message == "I need water")
        #expect(home.state.view.isTyping)
    }

    @Test func T2_enterSaysTheWholeMessageAndItStays() {
        var home = Self.typing("hi there")
        #expect(HomeDriver.spoken(home.send { .keyTyped(.enter, at: $0) }).map(\.text) == ["hi there"])
        #expect(home.state.message == "hi there")
    }

    @Test func T2_anEmptyMessageSaysNothing() {
        var home = Self.typing("  ")
        #expect(HomeDriver.spoken(home.choose(.again)).isEmpty)
    }

    @Test func T3_phrasesGoesBackAndKeepsTheMessage() {
        var home = Self.typing("later")
        home.choose(.phrases)
        #expect(!home.state.view.isTyping)
        #expect(home.state.message == "later")
        home.choose(.type)
        #expect(home.state.view.message == "later")
    }

    @Test func T4_clearEmptiesTheMessageAndPutBackBringsItBackOnce() {
        var home = Self.typing("abc")
        home.choose(.clear)
        #expect(home.state.message == "")
        #expect(home.state.view.canPutBack)
        home.choose(.putBack)
        #expect(home.state.message == "abc")
        #expect(!home.state.view.canPutBack)
        home.send { .keyTyped(.character("d"), at: $0) }
        home.choose(.putBack)
        #expect(home.state.message == "abcd", "Put Back works once")
    }

    @Test func T4_clearingAnEmptyMessageKeepsPutBacksCopy() {
        var home = Self.typing("abc")
        home.choose(.clear)
        home.choose(.clear)
        home.choose(.putBack)
        #expect(home.state.message == "abc")
    }

    @Test func T4_clearAndPutBackDoNothingOutsideTyping() {
        var home = HomeDriver(message: "kept")
        #expect(home.choose(.clear).isEmpty)
        #expect(home.state.message == "kept")
    }

    @Test func T5_whileTypingCategoriesAndPhrasesAreIgnored() {
        var home = Self.typing("x")
        #expect(HomeDriver.spoken(home.choose(.phrase(0))).isEmpty)
        home.choose(.category(2))
        #expect(home.state.view.selectedCategory == 0)
        #expect(home.state.view.isTyping)
    }

    @Test func T5_whileTypingEmergencyShowsTheEmergencyPhrasesWithOneChoice() {
        var home = Self.typing("half a message")
        home.choose(.emergency)
        #expect(home.state.view.showingEmergency)
        #expect(!home.state.view.isTyping)
        #expect(home.state.view.phrases == StarterContent.board.emergency.map(\.text))
        #expect(home.state.message == "half a message", "the message is kept")
        let spoken = HomeDriver.spoken(home.choose(.phrase(0)))
        #expect(spoken.map(\.text) == [StarterContent.board.emergency[0].text])
    }

    @Test func T5_whileTypingYesNoAndGetAttentionStillWork() {
        var home = Self.typing("x")
        #expect(HomeDriver.spoken(home.choose(.yes)).map(\.text) == ["Yes"])
        #expect(home.choose(.getAttention).contains(.startTone))
    }

    @Test func T6_typeDoesNothingWhereTheLayoutHasNoRoomForTheKeyboard() {
        var home = HomeDriver()
        home.send { .sceneLaidOut(typeAvailable: false, scanGroups: [], at: $0) }
        home.choose(.type)
        #expect(!home.state.view.isTyping)
    }

    @Test func T6_typeAvailabilityComesFromTheLayoutEvent() {
        var home = HomeDriver()
        #expect(home.state.typeAvailable, "until the layout says otherwise")
        home.send { .sceneLaidOut(typeAvailable: false, scanGroups: [[.yes, .no], [.type]], at: $0) }
        #expect(!home.state.typeAvailable)
        #expect(home.state.scanGroups == [[.yes, .no], [.type]])
        #expect(HomeDriver.logged(home.choose(.type)).isEmpty && !home.state.view.isTyping, "dimmed: nothing happens")
        home.send { .sceneLaidOut(typeAvailable: true, scanGroups: [[.yes, .no], [.type]], at: $0) }
        home.choose(.type)
        #expect(home.state.view.isTyping, "the layout found room again: Type opens")
    }

    @Test func T8_aKeystrokePastTheLimitIsRefusedShownAndSpoken() {
        var home = Self.typing("abcd", settings: Settings(messageLimit: 4))
        let refused = home.send { .keyTyped(.character("e"), at: $0) }
        #expect(home.state.message == "abcd")
        #expect(home.state.statusLine == "Message full")
        #expect(HomeDriver.announced(refused) == ["Message full"])
        #expect(!refused.contains { if case .saveMessage = $0 { true } else { false } })
        // Spoken again at every refusal, not only the first.
        #expect(HomeDriver.announced(home.send { .keyTyped(.space, at: $0) }) == ["Message full"])
        home.send { .keyTyped(.backspace, at: $0) }
        #expect(home.state.statusLine == nil)
        home.send { .keyTyped(.character("e"), at: $0) }
        #expect(home.state.message == "abce")
    }

    @Test func T7_everyEditIsSavedWithARisingRevision() {
        var home = Self.typing("ab")
        home.choose(.clear)
        home.choose(.putBack)
        home.send { .keyTyped(.backspace, at: $0) }
        let saves: [(String, String?, Int)] = home.history.compactMap {
            if case .saveMessage(let message, let putBack, let revision) = $0 { return (message, putBack, revision) }
            return nil
        }
        #expect(saves.map(\.0) == ["a", "ab", "", "ab", "a"])
        #expect(saves.map(\.1) == [nil, nil, "ab", nil, nil])
        #expect(saves.map(\.2) == [1, 2, 3, 4, 5])
    }

    @Test func T7_aRestartComesBackWithTheMessageAndPutBacksCopy() {
        let home = HomeDriver(message: "kept", putBack: "older")
        #expect(home.state.view.message == "kept")
        #expect(home.state.view.canPutBack)
        #expect(!home.state.view.isTyping)
    }

    @Test func D6_typedCharactersAreNotLoggedUnlessAllowed() {
        let hidden = Self.typing("zq")
        #expect(!HomeDriver.logged(hidden.history).contains { $0.detail.contains("z") })
        let shown = Self.typing("zq", settings: Settings(logMessageText: true))
        #expect(HomeDriver.logged(shown.history).contains { $0.detail.contains("z") })
    }
}
