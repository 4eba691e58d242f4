import BricksonCore
import BricksonFakes
import Testing

/// S2, recording a phrase on the device: the core's side. Settings > Phrases > a phrase > Record my voice, Stop,
/// then Hear it, Keep or Discard; the capture and the clip file are the adapters' (effects and events).
@Suite struct VoiceRecordingFlowTests {
    typealias Editing = PhraseEditingTests
    static let board = StarterContent.board
    static var phrase: Phrase { board.categories[0].phrases[1] }

    /// Settings > Phrases > the first category's second phrase, on a device whose profile names `microphone`.
    static func atPhrase(microphone: String? = "plughw:1") -> HomeDriver {
        var home = Editing.inPhrases()
        home.send { .deviceFactsRead(DeviceFacts(microphone: microphone), at: $0) }
        Editing.tap(&home, board.categories[0].name + ":")
        Editing.tap(&home, phrase.text)
        return home
    }

    static func recorded(_ home: inout HomeDriver, seconds: Double = 2.5, problem: String? = nil) -> [Effect] {
        home.send { .takeRecorded(seconds: seconds, problem: problem, at: $0) }
    }

    @Test func S2_recordStopHearKeepLinksThePhraseToTheClipAndSavesAtOnce() {
        var home = Self.atPhrase()
        let homeBefore = home.state.view
        let started = Editing.tap(&home, RecordWords.record)
        #expect(started.contains(.startRecording) && started.contains(.stopSpeech))
        // While recording, Stop is the one action: nothing else changes the phrase meanwhile.
        #expect(!Editing.labels(home).contains(PhraseWords.delete))
        #expect(Editing.tap(&home, RecordWords.stop).contains(.stopRecording))
        _ = Self.recorded(&home)
        #expect(Editing.labels(home).contains("Recorded 2.5 seconds. Hear it, then Keep or Discard."))
        #expect(Editing.tap(&home, RecordWords.hear).contains(.hearTake))
        #expect(Editing.tap(&home, RecordWords.keep).contains(.keepTake(phraseID: Self.phrase.id)))
        #expect(Editing.labels(home).contains(RecordWords.keeping))
        let kept = home.send {
            .takeKept(phraseID: Self.phrase.id, clip: "voice-1.wav", problem: nil, at: $0)
        }
        let saved = Editing.savedBoards(kept)
        #expect(saved.count == 1, "saved at once (D4)")
        let linked = Phrase(id: Self.phrase.id, text: Self.phrase.text, clip: "voice-1.wav")
        #expect(saved.first?.categories[0].phrases[1] == linked)
        #expect(Editing.labels(home).contains(RecordWords.record), "the phrase can be recorded again")
        // Home keeps its board until Back to Talking; then the phrase plays the clip instead of synthesis.
        #expect(home.state.view == homeBefore)
        home.choose(.backToTalking)
        #expect(home.state.board.categories[0].phrases[1].clip == "voice-1.wav")
        #expect(HomeDriver.spoken(home.choose(.phrase(1))).first?.clip == "voice-1.wav")
    }

    @Test func S2_aClipStillBeingWrittenWhenSettingsClosesIsLinkedOnHomeWhenItIsWritten() {
        var home = Self.atPhrase()
        Editing.tap(&home, RecordWords.record)
        Editing.tap(&home, RecordWords.stop)
        _ = Self.recorded(&home)
        #expect(Editing.tap(&home, RecordWords.keep).contains(.keepTake(phraseID: Self.phrase.id)))
        // Back to Talking before the clip's answer: the write goes on, and its answer links the phrase on Home.
        home.choose(.backToTalking)
        #expect(home.state.board.categories[0].phrases[1].clip == nil)
        let kept = home.send {
            .takeKept(phraseID: Self.phrase.id, clip: "voice-1.wav", problem: nil, at: $0)
        }
        #expect(Editing.savedBoards(kept).first?.categories[0].phrases[1].clip == "voice-1.wav", "saved at once (D4)")
        #expect(home.state.board.categories[0].phrases[1].clip == "voice-1.wav")
        #expect(HomeDriver.spoken(home.choose(.phrase(1))).first?.clip == "voice-1.wav")
        // A write that failed meanwhile changes nothing.
        let before = home.state.board
        let failed = home.send { .takeKept(phraseID: Self.phrase.id, clip: nil, problem: "no room", at: $0) }
        #expect(Editing.savedBoards(failed).isEmpty && home.state.board == before)
    }

    @Test func S2_discardForgetsTheTakeAndChangesNothing() {
        var home = Self.atPhrase()
        Editing.tap(&home, RecordWords.record)
        Editing.tap(&home, RecordWords.stop)
        _ = Self.recorded(&home)
        let effects = Editing.tap(&home, RecordWords.discard)
        #expect(effects.contains(.discardTake))
        #expect(Editing.savedBoards(effects).isEmpty)
        #expect(Editing.labels(home).contains(RecordWords.record) && Editing.labels(home).contains(PhraseWords.delete))
        #expect(Editing.savedBoards(home.choose(.backToTalking)).isEmpty)
        #expect(home.state.board == Self.board)
    }

    @Test func S2_aRefusedTakeIsSaidInWordsCannotBeKeptAndChangesNothing() {
        var home = Self.atPhrase()
        Editing.tap(&home, RecordWords.record)
        Editing.tap(&home, RecordWords.stop)
        let words = RecordWords.refused("it is silent (nothing was recorded)")
        _ = Self.recorded(&home, problem: "it is silent (nothing was recorded)")
        #expect(Editing.labels(home).contains(words))
        #expect(!Editing.labels(home).contains(RecordWords.keep), "a refused take has no Keep")
        #expect(Editing.labels(home).contains(RecordWords.recordAgain))
        #expect(Editing.tap(&home, RecordWords.recordAgain).contains(.startRecording))
        home.choose(.settingsBack)
        #expect(home.state.board == Self.board)
    }

    @Test func S2_aClipThatCouldNotBeWrittenIsSaidAndTheBoardIsUnchanged() {
        var home = Self.atPhrase()
        Editing.tap(&home, RecordWords.record)
        Editing.tap(&home, RecordWords.stop)
        _ = Self.recorded(&home)
        Editing.tap(&home, RecordWords.keep)
        let answer = home.send {
            .takeKept(phraseID: Self.phrase.id, clip: nil, problem: "it could not be written", at: $0)
        }
        #expect(Editing.savedBoards(answer).isEmpty)
        #expect(Editing.labels(home).contains(RecordWords.refused("it could not be written")))
        #expect(Editing.savedBoards(home.choose(.backToTalking)).isEmpty)
    }

    @Test func S2_leavingThePhraseWhileRecordingDiscardsTheTake() {
        var home = Self.atPhrase()
        Editing.tap(&home, RecordWords.record)
        #expect(home.choose(.settingsBack).contains(.discardTake))
        // The take's end, arriving late, changes nothing.
        _ = Self.recorded(&home)
        #expect(!Editing.labels(home).contains(RecordWords.keep))
        Editing.tap(&home, Self.phrase.text)
        Editing.tap(&home, RecordWords.record)
        #expect(home.choose(.backToTalking).contains(.discardTake))
    }

    @Test func S2_withoutAMicrophoneThereIsNoRecordRowAndAboutSaysSo() {
        var home = Self.atPhrase(microphone: nil)
        #expect(!Editing.labels(home).contains(RecordWords.record))
        #expect(Editing.labels(home).contains(RecordWords.noMicrophone))
        #expect(Editing.tap(&home, RecordWords.noMicrophone).isEmpty)
        home.choose(.settingsBack)
        home.choose(.settingsBack)
        home.choose(.settingsBack)
        Editing.tap(&home, "About")
        #expect(Editing.labels(home).contains { $0.hasPrefix("Microphone: none in the board profile") })
    }
}
