import BricksonCore
import BricksonFakes
import Testing

/// Speech prepared ahead of time (S2, S5) and a replaced board (C4): the core decides when Yes, No and the board's
/// phrases are synthesised again, and asks once for each change.
@Suite struct SpeechPreparationTests {
    /// The preparations asked for in `effects`.
    static func prepared(_ effects: [Effect]) -> [(board: Board, voice: VoiceSettings)] {
        effects.compactMap {
            if case .prepareSpeech(let board, let voice) = $0 { return (board, voice) }
            return nil
        }
    }

    /// Settings open on Voice Settings, with the sound engine started.
    static func onVoiceSettings() -> HomeDriver {
        var home = SettingsTests.inSettings()
        home.send { .soundEngineStarted(at: $0) }
        home.state = SettingsTests.opened(.voice, home)
        return home
    }

    @Test func S5_speechIsPreparedOnceTheSoundEngineStartsAndNotBefore() {
        var home = HomeDriver()
        #expect(Self.prepared(home.choose(.yes)).isEmpty, "no engine yet: nothing to prepare into")
        let started = Self.prepared(home.send { .soundEngineStarted(at: $0) })
        #expect(started.count == 1)
        #expect(started.first?.board == StarterContent.board)
        #expect(started.first?.voice == Settings().voice)
        #expect(Self.prepared(home.choose(.no)).isEmpty, "the same board and voice are not prepared again")
    }

    @Test func C2_aNewVoicePreparesSpeechOnce() {
        var home = Self.onVoiceSettings()
        // en-us is the default; en-gb is the voice before it.
        let stepped = Self.prepared(home.choose(.stepDown(0)))
        #expect(stepped.map(\.voice.voice) == ["en-gb"], "the draft's voice is heard at once, in Settings")
        #expect(stepped.first?.board == StarterContent.board)
        let rate = SettingsTests.row(home, "Rate")!
        home.choose(.stepUp(rate))
        let faster = Self.prepared(home.history).last
        #expect(faster?.voice.voice == "en-gb" && faster?.voice.rate == 160, "every change of the draft's voice")
        let preparedSoFar = Self.prepared(home.history).count
        // Trying the voice, choosing on a page, closing Settings with the voice being heard: nothing new to prepare.
        let tried = home.choose(.settingsRow(SettingsTests.row(home, "Try the voice")!))
        #expect(Self.prepared(tried).isEmpty)
        #expect(tried.contains { if case .tryVoice(_, let voice) = $0 { voice.voice == "en-gb" } else { false } })
        home.choose(.settingsBack)
        home.choose(.backToTalking)
        #expect(home.state.settings.voice.voice == "en-gb")
        #expect(Self.prepared(home.history).count == preparedSoFar, "prepared once for each new voice")
    }

    @Test func C2_settingsAppliedWhileAVoiceIsTriedPrepareTheAppliedVoice() {
        var home = Self.onVoiceSettings()
        home.choose(.stepDown(0))
        // The settings in use arrive from elsewhere while Settings is open: Home takes them, and their voice is the
        // one the screen now asks for.
        let applied = Self.prepared(home.send { .settingsApplied(Settings(), at: $0) })
        #expect(applied.map(\.voice.voice) == ["en-us"])
    }

    @Test func C2_tryingAVoiceNotYetPreparedPreparesItFirst() {
        // The draft's voice differs from the one in use but the engine only now starts: Try prepares it first, so
        // it is heard as set.
        var home = SettingsTests.inSettings()
        home.state = SettingsTests.opened(.voice, home)
        home.choose(.stepDown(0))
        home.send { .soundEngineStarted(at: $0) }
        let rate = SettingsTests.row(home, "Rate")!
        home.choose(.stepUp(rate))
        let tried = home.choose(.settingsRow(SettingsTests.row(home, "Try the voice")!))
        #expect(Self.prepared(tried).isEmpty, "already prepared when the rate changed")
        #expect(Self.prepared(home.history).map(\.voice.rate) == [150, 160])
    }

    @Test func C4_aReplacedBoardIsSavedAndPrepared() {
        var home = HomeDriver()
        home.send { .soundEngineStarted(at: $0) }
        var board = StarterContent.board
        board.categories.removeLast(3)
        let effects = home.send { .boardReplaced(board, at: $0) }
        #expect(effects.contains(.saveBoard(board)))
        #expect(Self.prepared(effects).map(\.board) == [board])
        #expect(Self.prepared(effects).map(\.voice) == [Settings().voice])
        // The same board again (its clips may be new files): kept and prepared again.
        let again = home.send { .boardReplaced(board, at: $0) }
        #expect(again.contains(.saveBoard(board)) && Self.prepared(again).count == 1)
    }

    @Test func C4_aBoardReplacedWhileSettingsAreOpenIsPreparedInTheDraftsVoice() {
        var home = Self.onVoiceSettings()
        home.choose(.stepDown(0))
        var board = StarterContent.board
        board.emergency.removeLast()
        let effects = home.send { .boardReplaced(board, at: $0) }
        #expect(Self.prepared(effects).map(\.voice.voice) == ["en-gb"])
        #expect(Self.prepared(effects).map(\.board) == [board])
    }

    @Test func C4_aBoardReplacedBeforeTheSoundEngineStartsIsSavedAndPreparedWhenItStarts() {
        var home = HomeDriver()
        var board = StarterContent.board
        board.categories.removeLast()
        let effects = home.send { .boardReplaced(board, at: $0) }
        #expect(effects.contains(.saveBoard(board)))
        #expect(Self.prepared(effects).isEmpty)
        #expect(Self.prepared(home.send { .soundEngineStarted(at: $0) }).map(\.board) == [board])
    }
}
