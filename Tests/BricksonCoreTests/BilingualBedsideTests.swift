import BricksonFakes
import Testing

@testable import BricksonCore

/// L6 in the pure core: the patient reads and chooses on a Spanish screen, and with "Speak phrases in" set to
/// English the staff hear the English starter board's phrase of the same id, in an English voice; the message area
/// shows both. A phrase with no parallel and a typed message are spoken as written, and the screen says so.
@Suite struct BilingualBedsideTests {
    static let spanish = LanguageTag("es")!
    static let english = LanguageTag("en")!

    /// Settings with phrases spoken in English.
    static var speakingEnglish: Settings {
        var settings = Settings()
        settings.speechLanguage = english
        return settings
    }

    /// Home on the Spanish starter board (or `board`), speaking in English, its sound engine started.
    static func bedside(board: Board = StarterContent.board(for: spanish), settings: Settings = speakingEnglish)
        -> HomeDriver
    {
        var home = HomeDriver(board: board, settings: settings)
        home.send { .soundEngineStarted(at: $0) }
        return home
    }

    /// The one utterance asked for in `effects`.
    static func said(_ effects: [Effect]) -> Utterance? {
        let spoken = HomeDriver.spoken(effects)
        return spoken.count == 1 ? spoken[0] : nil
    }

    /// The message area's words as Home lays it out, its top line first: what the staff heard beside how long ago,
    /// then the patient's words large in the place (H11).
    static func saidLine(_ home: HomeDriver) -> String? {
        let scene = layout(
            home.state.view, screen: LayoutFixtures.panels[0].screen, measurer: LayoutFixtures.measurer)
        guard let caption = scene.saidText else { return nil }
        return scene.messageShowsSaid ? caption + " / " + (scene.control(.message)?.label ?? "") : caption
    }

    @Test func L6_aPhraseChosenOnASpanishScreenIsSpokenFromTheEnglishBoardInAnEnglishVoiceAndBothShow() throws {
        var home = HomeDriver(board: StarterContent.board(for: Self.spanish), settings: Self.speakingEnglish)
        // Prepared in advance: the English words of the same phrases, in the English voice, with English Yes and No.
        let prepared = try #require(SpeechPreparationTests.prepared(home.send { .soundEngineStarted(at: $0) }).first)
        #expect(prepared.voice.voice == "en-us")
        #expect(prepared.board.categories.first?.phrases.first == Phrase(id: "pain.1", text: "I'm in pain"))
        #expect(prepared.board.emergency.first == Phrase(id: "emergency.1", text: "Help me now"))
        #expect(home.state.spokenAnswers == ["Yes", "No"])
        // The screen is the patient's: Spanish words on Home, the Spanish phrase on its button.
        #expect(home.state.view.labels.yes == "Sí")
        #expect(home.state.view.phrases[0] == "Tengo dolor")

        let utterance = try #require(Self.said(home.choose(.phrase(0))))
        #expect(utterance.text == "I'm in pain")
        #expect(utterance.voice == nil, "the prepared voice: English")
        #expect(utterance.language == Self.english)
        #expect(home.state.view.lastSaid == "Tengo dolor")
        #expect(home.state.view.saidAloud == .translated(language: "English", words: "I'm in pain"))
        #expect(Self.saidLine(home) == "Dicho: justo ahora / I'm in pain\nTengo dolor")
        // The log says what was spoken and in which language.
        let started = home.send { .speechStarted(utterance: utterance.id, at: $0) }
        #expect(HomeDriver.logged(started).map(\.detail) == ["phrase pain.1 in en"])

        // Emergency phrases and Yes and No too: the answer is to the staff's question, in their words.
        home.choose(.emergency)
        #expect(Self.said(home.choose(.phrase(1)))?.text == "I can't breathe")
        #expect(home.state.view.lastSaid == "No puedo respirar")
        let yes = try #require(Self.said(home.choose(.yes)))
        #expect(yes.text == "Yes" && yes.language == Self.english)
        #expect(Self.saidLine(home) == "Dicho: justo ahora / Yes\nSí")
        // Again says the English words again.
        home.send { .speechFinished(utterance: yes.id, at: $0) }
        #expect(Self.said(home.choose(.again))?.text == "Yes")
    }

    @Test func L6_aPhraseWithNoParallelIsSpokenAsWrittenInThePatientsVoiceAndTheScreenSaysSo() throws {
        var board = StarterContent.board(for: Self.spanish)
        // A carer renamed the first phrase and added one: neither has English words.
        board.categories[0].phrases[0].text = "Me duele mucho la pierna"
        board.categories[0].phrases.append(Phrase(id: "pain.9", text: "Llamen a Ana"))
        var home = Self.bedside(board: board)
        let utterance = try #require(Self.said(home.choose(.phrase(0))))
        #expect(utterance.text == "Me duele mucho la pierna", "never a guess at the English")
        #expect(utterance.voice?.voice == "es", "the patient's voice, which speaks their language")
        #expect(utterance.language == Self.spanish)
        #expect(home.state.view.saidAloud == .asWritten(notIn: "English"))
        #expect(
            Self.saidLine(home)
                == "Dicho: justo ahora — tal como está escrito, no en English / Me duele mucho la pierna")
        let started = home.send { .speechStarted(utterance: utterance.id, at: $0) }
        #expect(HomeDriver.logged(started).map(\.detail) == ["phrase pain.1 in es"])
        #expect(Self.said(home.choose(.phrase(8)))?.text == "Llamen a Ana")
        // Only the phrases the staff hear in English are prepared in the English voice; the others are not, so no
        // English voice ever reads Spanish words from the cache.
        let prepared = try #require(SpeechPreparationTests.prepared(home.history).last)
        let ids = prepared.board.categories.first?.phrases.map(\.id) ?? []
        #expect(!ids.contains("pain.1") && !ids.contains("pain.9") && ids.contains("pain.2"))
        #expect(prepared.board.categories.first?.phrases.first { $0.id == "pain.2" }?.text == "The pain is worse")
    }

    @Test func L6_aBoardInALanguageWithoutAStarterBoardIsSpokenAsWritten() throws {
        var italian = StarterContent.board
        italian.language = LanguageTag("it")
        italian.categories[0].phrases[0].text = "Ho dolore"
        var home = Self.bedside(board: italian)
        let utterance = try #require(Self.said(home.choose(.phrase(0))))
        #expect(utterance.text == "Ho dolore" && utterance.voice?.voice == "it")
        #expect(home.state.view.saidAloud == .asWritten(notIn: "English"))
    }

    @Test func L6_typedTextIsSpokenInThePatientsLanguageNotTranslated() throws {
        var home = Self.bedside()
        home.choose(.type)
        for character in "hola Ana" {
            home.send { .keyTyped(character == " " ? .space : .character(character), at: $0) }
        }
        let utterance = try #require(Self.said(home.choose(.again)))
        #expect(utterance.text == "hola Ana")
        #expect(utterance.voice?.voice == "es" && utterance.language == Self.spanish)
        #expect(home.state.view.saidAloud == .asWritten(notIn: "English"))
        let started = home.send { .speechStarted(utterance: utterance.id, at: $0) }
        #expect(HomeDriver.logged(started).map(\.detail) == ["message in es"], "no message text in the log (D6)")
    }

    @Test func L6_withoutASecondLanguageEverythingIsSpokenAsWrittenAsBefore() throws {
        // The default, and a choice of the board's own language, are today's behaviour.
        var sameLanguage = Settings()
        sameLanguage.speechLanguage = Self.spanish
        for settings in [Settings(), sameLanguage] {
            var home = Self.bedside(settings: settings)
            let utterance = try #require(Self.said(home.choose(.phrase(0))))
            #expect(utterance == Utterance(id: utterance.id, text: "Tengo dolor", source: .phrase(id: "pain.1")))
            #expect(home.state.view.saidAloud == nil)
            #expect(Self.saidLine(home) == "Dicho: justo ahora / Tengo dolor")
            #expect(Self.said(home.choose(.yes))?.text == "Sí")
            #expect(home.state.cueVoice == nil)
            let prepared = SpeechPreparationTests.prepared(home.history).first
            #expect(prepared?.board == StarterContent.board(for: Self.spanish))
        }
    }

    @Test func L6_A5_controlNamesAreSaidInTheScreensLanguagesVoiceNotTheStaffs() {
        var settings = Self.speakingEnglish
        settings.voice.rate = 120
        let home = Self.bedside(settings: settings)
        #expect(home.state.cueVoice == VoiceSettings(voice: "es", rate: 120))
        #expect(SpeechPreparationTests.prepared(home.history).first?.voice == VoiceSettings(voice: "en-us", rate: 120))
    }

    @Test func L6_C1_speakPhrasesInIsChosenInVoiceSettingsByTheLanguagesOwnNames() throws {
        var home = HomeDriver(board: StarterContent.board(for: Self.spanish))
        home.send { .soundEngineStarted(at: $0) }
        home.choose(.settings)
        home.state = SettingsTests.opened(.voice, home)
        let row = try #require(SettingsTests.row(home, "Decir las frases en"))
        #expect(home.state.settingsView!.rows[row].label == "Decir las frases en: Igual que la pantalla")
        #expect(
            home.state.settingsView!.rows[row + 1].label == "Los mensajes escritos se dicen tal cual, sin traducir.")
        let stepped = home.choose(.stepUp(row))
        #expect(home.state.settingsView!.rows[row].label == "Decir las frases en: English")
        #expect(SettingsTests.saved(stepped).map(\.speechLanguage) == [Self.english], "saved at once (C2)")
        // Heard as set while Settings is open: English words, English voice.
        #expect(SpeechPreparationTests.prepared(stepped).map(\.voice.voice) == ["en-us"])
        home.choose(.stepUp(row))
        #expect(home.state.settingsView!.rows[row].label == "Decir las frases en: Español")
        home.choose(.stepDown(row))
        home.choose(.backToTalking)
        #expect(home.state.settings.speechLanguage == Self.english)
        #expect(Self.said(home.choose(.phrase(0)))?.text == "I'm in pain")
        // Back to the screen's language: the first step down from English.
        home.choose(.settings)
        home.state = SettingsTests.opened(.voice, home)
        home.choose(.stepDown(row))
        #expect(home.state.settingsScreen!.draft.speechLanguage == nil)
        #expect(SettingsTests.row(home, "Decir las frases en") == row, "the row stays where it was (C1)")
    }

    @Test func L6_theVoiceRowStepsThroughTheStaffLanguagesVoices() throws {
        var home = HomeDriver(board: StarterContent.board(for: Self.spanish), settings: Self.speakingEnglish)
        let facts = DeviceFacts(version: "1.0", board: "pi4", voices: ["en", "en-us", "es", "es-419"], today: 1)
        home.send { .deviceFactsRead(facts, at: $0) }
        home.choose(.settings)
        home.state = SettingsTests.opened(.voice, home)
        #expect(home.state.settingsView!.rows[0].label == "Voz: English (American)")
        home.choose(.stepDown(0))
        #expect(home.state.settingsView!.rows[0].label == "Voz: English (British)")
    }

    @Test(arguments: LayoutFixtures.panels)
    func L6_H3_theMessageAreasPlaceIsTheSameWithOneLanguageOrTwo(_ panel: LayoutFixtures.Panel) {
        let board = StarterContent.board(for: Self.spanish)
        var one = HomeView(
            categories: board.categories.map(\.name), phrases: board.categories[0].phrases.map(\.text),
            lastSaid: "Tengo dolor")
        one.labels = HomeLabels(BuiltInCatalogs.catalog(for: Self.spanish))
        var two = one
        two.saidAloud = .translated(language: "English", words: "I'm in pain")
        var asWritten = one
        asWritten.saidAloud = .asWritten(notIn: "English")
        let measurer = LayoutFixtures.measurer
        let scenes = [one, two, asWritten].map { layout($0, screen: panel.screen, measurer: measurer) }
        for scene in scenes.dropFirst() {
            #expect(scene.controls.map(\.frame) == scenes[0].controls.map(\.frame))
            #expect(scene.saidFrame == scenes[0].saidFrame && scene.statusFrame == scenes[0].statusFrame)
            #expect(scene.saidFontSize == scenes[0].saidFontSize)
        }
        #expect(Set(scenes.map(\.saidText)).count == 3, "only the words differ")
    }
}
