import BricksonCore
import BricksonFakes
import Testing

/// S1, H2, H6, S3: what is said, when it is said again, and what is left to finish.
@Suite struct SpeechTests {
    let painPhrase = StarterContent.board.categories[0].phrases[0]

    @Test func H2_aPhraseSpeaksTheFirstTimeItIsChosen() {
        var home = HomeDriver()
        let spoken = HomeDriver.spoken(home.choose(.phrase(0)))
        #expect(spoken.map(\.text) == [painPhrase.text])
        #expect(spoken.first?.source == .phrase(id: painPhrase.id))
    }

    @Test func S1_choosingThePhraseStillSpeakingLetsItFinish() {
        var home = HomeDriver()
        let first = HomeDriver.spoken(home.choose(.phrase(0)))
        #expect(first.count == 1)
        home.advance(by: .milliseconds(100))
        home.send { .speechStarted(utterance: first[0].id, at: $0) }
        home.advance(by: .milliseconds(400))
        // Given it is still being spoken, when it is chosen again (a second tap, a bounce, a resting pointer)...
        let again = home.choose(.phrase(0))
        // ...then nothing new is spoken and nothing is stopped.
        #expect(HomeDriver.spoken(again).isEmpty)
        #expect(!again.contains(.stopSpeech))
    }

    @Test func S1_choosingThePhraseAskedForButNotYetStartedAlsoLetsItFinish() {
        var home = HomeDriver()
        home.choose(.yes)
        #expect(HomeDriver.spoken(home.choose(.yes)).isEmpty)
    }

    @Test func S1_choosingSomethingElseSpeaksItAtOnceWithoutAStop() {
        var home = HomeDriver()
        let first = HomeDriver.spoken(home.choose(.phrase(0)))
        home.send { .speechStarted(utterance: first[0].id, at: $0) }
        let effects = home.choose(.no)
        let second = HomeDriver.spoken(effects)
        #expect(second.map(\.text) == ["No"])
        #expect(second[0].id != first[0].id)
        // The sound engine stops the old one when the new speak arrives: no silence between them.
        #expect(!effects.contains(.stopSpeech))
    }

    @Test func S1_afterThePhraseEndsChoosingItAgainSpeaksIt() {
        var home = HomeDriver()
        let first = HomeDriver.spoken(home.choose(.phrase(0)))
        home.send { .speechStarted(utterance: first[0].id, at: $0) }
        home.advance(by: .seconds(1))
        home.send { .speechFinished(utterance: first[0].id, at: $0) }
        #expect(HomeDriver.spoken(home.choose(.phrase(0))).map(\.text) == [painPhrase.text])
    }

    @Test func S1_aReportAboutAReplacedUtteranceChangesNothing() {
        var home = HomeDriver()
        let first = HomeDriver.spoken(home.choose(.phrase(0)))
        home.choose(.yes)
        home.send { .speechCutOff(utterance: first[0].id, at: $0) }
        #expect(home.state.statusLine == nil)
        // Yes is still being said, so choosing it again lets it finish.
        #expect(HomeDriver.spoken(home.choose(.yes)).isEmpty)
    }

    @Test func H6_againSaysTheLastPhraseYesNoOrMessage() {
        var home = HomeDriver()
        #expect(HomeDriver.spoken(home.choose(.again)).isEmpty, "nothing said yet: Again says nothing")
        let phrase = HomeDriver.spoken(home.choose(.phrase(2)))
        home.send { .speechFinished(utterance: phrase[0].id, at: $0) }
        #expect(HomeDriver.spoken(home.choose(.again)).map(\.source) == [phrase[0].source])

        let no = HomeDriver.spoken(home.choose(.no))
        home.send { .speechFinished(utterance: no[0].id, at: $0) }
        #expect(HomeDriver.spoken(home.choose(.again)).map(\.text) == ["No"])

        home.choose(.type)
        home.send { .keyTyped(.character("h"), at: $0) }
        home.send { .keyTyped(.character("i"), at: $0) }
        let message = HomeDriver.spoken(home.send { .keyTyped(.enter, at: $0) })
        home.send { .speechFinished(utterance: message[0].id, at: $0) }
        home.choose(.phrases)
        let again = HomeDriver.spoken(home.choose(.again))
        #expect(again.map(\.text) == ["hi"])
        #expect(again.map(\.source) == [.message])
    }

    @Test func H6_againWhileTheLastThingIsStillSpeakingLetsItFinish() {
        var home = HomeDriver()
        home.choose(.yes)
        #expect(HomeDriver.spoken(home.choose(.again)).isEmpty)
    }

    @Test func S3_aCutOffPhraseShowsStoppedAndAgainSaysItAgain() {
        var home = HomeDriver()
        let first = HomeDriver.spoken(home.choose(.phrase(1)))
        home.send { .speechStarted(utterance: first[0].id, at: $0) }
        home.send { .speechCutOff(utterance: first[0].id, at: $0) }
        #expect(home.state.statusLine == "Stopped")
        let again = HomeDriver.spoken(home.choose(.again))
        #expect(again.map(\.text) == [first[0].text])
        #expect(home.state.statusLine == nil, "saying something again lets go of Stopped")
    }

    @Test func S2_aRecordedClipTravelsWithItsPhrase() {
        var board = StarterContent.board
        board.categories[0].phrases[0].clip = "pain-1.wav"
        var home = HomeDriver(board: board)
        #expect(HomeDriver.spoken(home.choose(.phrase(0))).first?.clip == "pain-1.wav")
    }

    @Test func D6_speechIsLoggedWithItsLatencyAndWithoutMessageText() {
        var home = HomeDriver()
        home.choose(.type)
        home.send { .keyTyped(.character("q"), at: $0) }
        let message = HomeDriver.spoken(home.send { .keyTyped(.enter, at: $0) })
        home.advance(by: .milliseconds(40))
        let started = HomeDriver.logged(home.send { .speechStarted(utterance: message[0].id, at: $0) })
        #expect(started.map(\.kind) == [.speechStart])
        #expect(started.first?.latency == .milliseconds(40))
        let everything = HomeDriver.logged(home.history)
        #expect(!everything.contains { $0.detail.contains("q") }, "\(everything)")
    }
}
