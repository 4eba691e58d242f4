import BricksonFakes
import Testing

@testable import BricksonCore

/// L1: the screen's language chosen in Settings by its own name, saved at once, shown on Home after Back to
/// Talking, spoken by the cues, and what it does to the board.
@Suite struct ScreenLanguageTests {
    static let spanish = LanguageTag("es")!

    /// Settings > Text and Display, opened by its row.
    static func openDisplay(_ home: inout HomeDriver) {
        home.choose(.settings)
        home.choose(.settingsRow(home.state.settingsView!.rows.firstIndex { $0.kind == .open(.display) }!))
    }

    static func languageRow(_ home: HomeDriver) -> Int {
        home.state.settingsView!.rows.firstIndex { $0.label.hasPrefix("Language: ") || $0.label.hasPrefix("Idioma: ") }!
    }

    @Test func L1_theLanguageIsChosenByItsOwnNameAndSavedAtOnce() {
        var home = HomeDriver()
        Self.openDisplay(&home)
        let row = Self.languageRow(home)
        #expect(home.state.settingsView!.rows[row].label == "Language: English")
        var names: [String] = []
        var saved: [LanguageTag?] = []
        for _ in 1..<BuiltInCatalogs.languages.count {
            let effects = home.choose(.stepUp(row))
            saved += effects.compactMap { if case .saveSettings(let draft) = $0 { draft.language } else { nil } }
            names.append(String(home.state.settingsView!.rows[row].label.split(separator: ":").last!.dropFirst()))
        }
        #expect(names == ["Español", "Français", "Deutsch", "Português", "Polski", "العربية", "Русский"])
        #expect(saved.map { $0?.rawValue } == ["es", "fr", "de", "pt", "pl", "ar", "ru"])
        #expect(home.state.settingsView!.rows[row].label == "Язык: Русский")
    }

    @Test func L1_settingsTurnsToTheChosenLanguageAtOnceAndHomeAfterBackToTalking() {
        var home = HomeDriver()
        Self.openDisplay(&home)
        home.choose(.stepUp(Self.languageRow(home)))
        // Settings speaks the draft's language at once, so whoever chose it can read what follows.
        #expect(home.state.settingsView!.words.language == Self.spanish)
        #expect(home.state.settingsView!.rows.contains { $0.label == "Tamaño del texto: Normal" })
        // Home keeps its words until Settings closes, as every setting does (C2).
        #expect(home.state.view.labels.yes == "Yes")
        home.choose(.backToTalking)
        let labels = home.state.view.labels
        #expect(
            [labels.yes, labels.no, labels.emergency, labels.getAttention] == ["Sí", "No", "Emergencia", "Llamar"])
        #expect(home.state.settings.language == Self.spanish)
    }

    @Test func L1_anUntouchedStarterBoardBecomesTheChosenLanguagesStarterBoard() {
        var home = HomeDriver()
        Self.openDisplay(&home)
        home.choose(.stepUp(Self.languageRow(home)))
        let effects = home.choose(.backToTalking)
        #expect(home.state.board == StarterContent.board(for: Self.spanish))
        #expect(effects.contains(.saveBoard(StarterContent.board(for: Self.spanish))))
        // Yes is said in the board's language, which the voice speaks.
        #expect(HomeDriver.spoken(home.choose(.yes)).map(\.text) == ["Sí"])
    }

    /// The predicted words follow a language change at once, not after a restart: a Spanish board predicts Spanish
    /// words the first time Type opens after the change, and Arabic then Arabic ones (L1, L4).
    @Test func L1_L4_predictionsFollowALanguageChangeAtOnce() {
        var home = HomeDriver()
        home.choose(.type)
        let english = home.state.view.shownPredictions
        #expect(!english.isEmpty)
        home.choose(.type)
        for (steps, language) in [(1, Self.spanish), (5, LanguageTag("ar")!)] {
            Self.openDisplay(&home)
            let row = Self.languageRow(home)
            for _ in 0..<steps { home.choose(.stepUp(row)) }
            home.choose(.backToTalking)
            #expect(home.state.board.spokenLanguage == language)
            home.choose(.type)
            #expect(home.state.isTyping)
            let expected = HomeView.shownPredictions(
                WordPredictor(learned: home.state.learned, words: .builtIn(for: language)).predictions(for: ""),
                categories: home.state.board.categories.map(\.name), message: "", keyboard: home.state.keyboard,
                labels: home.state.homeLabels)
            #expect(!expected.isEmpty && expected != english, "\(language)")
            #expect(home.state.view.shownPredictions == expected, "\(language)")
            home.choose(.type)
        }
    }

    @Test func L1_anEditedBoardKeepsItsPhrasesAndLanguage() {
        var board = StarterContent.board
        board.categories[0].phrases[0].text = "My own words"
        var home = HomeDriver(board: board)
        Self.openDisplay(&home)
        home.choose(.stepUp(Self.languageRow(home)))
        let effects = home.choose(.backToTalking)
        #expect(home.state.board == board)
        #expect(!effects.contains { if case .saveBoard = $0 { true } else { false } })
        #expect(home.state.view.labels.phrases == "Frases")
    }

    @Test func L1_untilOneIsChosenTheBoardsLanguageShowsIfTheDeviceHasItsWords() {
        var polish = HomeDriver(board: StarterContent.board(for: LanguageTag("pl")!))
        #expect(polish.state.view.labels.yes == "Tak")
        // Settings' Language row names the language the screen is in, and steps on from it.
        Self.openDisplay(&polish)
        let row = polish.state.settingsView!.rows.firstIndex { $0.label.hasPrefix("Język: ") }!
        #expect(polish.state.settingsView!.rows[row].label == "Język: Polski")
        polish.choose(.stepUp(row))
        #expect(polish.state.settingsScreen!.draft.language == LanguageTag("ar"))
        var italian = StarterContent.board
        italian.language = LanguageTag("it")
        #expect(HomeDriver(board: italian).state.view.labels.yes == "Yes")
    }

    @Test func L1_A5_spokenCuesAndWarningsAreInTheChosenLanguage() {
        var settings = Settings(accessMethod: .touch)
        settings.voice.auditoryFeedback = true
        settings.language = LanguageTag("de")
        var home = HomeDriver(settings: settings)
        #expect(HomeDriver.announced(home.choose(.emergency)) == ["Notfall, gewählt"])
        #expect(HomeDriver.announced(home.choose(.settings)) == ["Einstellungen"])
        home.choose(.backToTalking)
        home.send { .volumeChecked(isLow: true, at: $0) }
        #expect(home.state.statusLine == "Sehr leise")
    }

    @Test func L1_numbersAndPluralsFollowTheLanguage() {
        var settings = Settings(messageLimit: 500)
        settings.language = LanguageTag("pl")
        var home = HomeDriver(settings: settings)
        Self.openDisplay(&home)
        let labels = home.state.settingsView!.rows.map(\.label)
        #expect(labels.contains("Limit wiadomości: 500 znaków"))
        let polish = BuiltInCatalogs.catalog(for: LanguageTag("pl")!)
        let forms = [1, 2, 5, 22].map { polish.plural("%d character", "%d characters", count: $0) }
        #expect(forms == ["1 znak", "2 znaki", "5 znaków", "22 znaki"])
        let russian = BuiltInCatalogs.catalog(for: LanguageTag("ru")!)
        #expect(
            [1, 3, 11, 21].map { russian.plural("%d character", "%d characters", count: $0) } == [
                "1 символ", "3 символа", "11 символов", "21 символ",
            ])
        // A decimal comma where the language writes one.
        #expect(SettingStepper.seconds(1500, polish) == "1,5 s")
    }

    @Test func L1_wordsMadeWithNamesAndNumbersAreTranslatedAroundThem() {
        let spanish = BuiltInCatalogs.catalog(for: Self.spanish)
        #expect(PhraseWords.undo("Agua", spanish) == "Deshacer el borrado de «Agua»")
        let french = BuiltInCatalogs.catalog(for: LanguageTag("fr")!)
        #expect(RecordWords.recorded(2.5, french) == "2,5 secondes enregistrées. Écoutez, puis gardez ou jetez.")
        let polish = BuiltInCatalogs.catalog(for: LanguageTag("pl")!)
        var board = StarterContent.board
        board.categories = Array(board.categories.prefix(2))
        #expect(
            StickWords.imported(board, file: "a.obz", polish).hasPrefix(
                "Zaimportowano „a.obz”: 2 kategorie, 16 zwrotów."))
        // English keeps its words, with its plurals right: "1 category", not "1 categories".
        board.categories = Array(board.categories.prefix(1))
        #expect(StickWords.imported(board, file: "a.obz").hasPrefix("Imported “a.obz”: 1 category, 8 phrases."))
    }
}
