import BricksonFakes
import Testing

@testable import BricksonCore

/// L1 for the screens that were English in every language: the Update page (U3) and About's systems (U5), what
/// Home leaves out of a board (C4), the USB stick's rows and results (C5), the editor's refusals (C1) and the cue
/// for a chosen category. The system's own words (a reason, a version, what an update changes) stay as it wrote
/// them, inside sentences in the screen's language.
@Suite struct ScreenWordsTests {
    static let spanish = LanguageTag("es")!
    static let bundle = "new.raucb"

    static func settings(_ language: LanguageTag?) -> Settings {
        var settings = Settings(accessMethod: .touch, familySetupCheckedDay: 20_000)
        settings.language = language
        settings.voice.auditoryFeedback = true
        return settings
    }

    /// Settings > USB stick with one bundle on the stick, the screen in `language`.
    static func onStickPage(_ language: LanguageTag?) -> HomeDriver {
        var home = HomeDriver(settings: settings(language))
        home.send { .deviceFactsRead(DeviceFacts(version: "1.0", board: "pi4", today: 20_000), at: $0) }
        home.send { .soundEngineStarted(at: $0) }
        home.send { .stickChanged(StickContents(boardFiles: ["family.obz"], updates: [bundle]), at: $0) }
        home.choose(.settings)
        home.state = SettingsTests.opened(.usbStick, home)
        return home
    }

    static func status(_ lines: String) -> UpdateStatus { UpdateStatus.parse(Array(lines.utf8))! }

    static func info(_ home: HomeDriver) -> String {
        home.state.settingsView!.rows.filter { $0.kind == .info }.map(\.label).joined(separator: " ")
    }

    static func actions(_ home: HomeDriver) -> [String] {
        home.state.settingsView!.rows.filter { $0.kind == .action }.map(\.label)
    }

    static func index(_ home: HomeDriver, _ label: String) -> Int {
        home.state.settingsView!.rows.firstIndex { $0.label == label }!
    }

    @Test func L1_U3_theUpdatePageIsInTheScreensLanguage() {
        var home = Self.onStickPage(Self.spanish)
        let opened = home.choose(.settingsRow(Self.index(home, "Actualización: new.raucb")))
        #expect(HomeDriver.announced(opened) == ["Actualización: new.raucb"])
        #expect(Self.info(home) == "Actualización: new.raucb Comprobando…")
        let version = "bundle=\(Self.bundle)\nversion=2026.12.03.1200\n"
        home.send { .updateStatusRead(Self.status(version + "state=ready\nchanges=Security fixes"), at: $0) }
        // What the update changes is the system's words, shown as written.
        #expect(Self.info(home) == "Actualización: new.raucb Versión 2026.12.03.1200. Qué cambia: Security fixes")
        #expect(Self.actions(home) == ["Instalar esta actualización"])
        home.choose(.settingsRow(Self.index(home, "Instalar esta actualización")))
        #expect(Self.info(home) == "Actualización: new.raucb Iniciando la instalación…")
        home.send { .updateStatusRead(Self.status(version + "state=installing\nprogress=40"), at: $0) }
        #expect(Self.info(home) == "Actualización: new.raucb Versión 2026.12.03.1200: Instalando… 40 %")
        home.send { .updateStatusRead(Self.status(version + "state=installed\nmessage=Restart to use it."), at: $0) }
        #expect(
            Self.info(home)
                == "Actualización: new.raucb La versión 2026.12.03.1200 está instalada. Reinicie para usarla.")
        #expect(Self.actions(home) == ["Reiniciar ahora", "Después"])
        home.choose(.settingsRow(Self.index(home, "Reiniciar ahora")))
        #expect(Self.actions(home) == ["Cancelar: reiniciar después", "Reiniciar ya en el sistema nuevo"])
        #expect(home.state.settingsView!.footLine?.hasPrefix("El aparato se reinicia en el sistema nuevo") == true)
    }

    @Test func L1_U3_aRefusalOrFailureIsSaidInTheScreensLanguageWithTheSystemsReasonAsWritten() {
        var home = Self.onStickPage(Self.spanish)
        home.choose(.settingsRow(Self.index(home, "Actualización: new.raucb")))
        home.send { .updateStatusRead(Self.status("bundle=\(Self.bundle)\nstate=refused"), at: $0) }
        #expect(Self.info(home).hasSuffix("Esta actualización fue rechazada. No se cambió nada."))
        let effects = home.send { .updateRequestFailed("No space left on device", at: $0) }
        #expect(
            Self.info(home)
                == "Actualización: new.raucb No se pudo pasar la petición al sistema (No space left on device). No se "
                + "cambió nada.")
        // The log stays English for whoever reads it.
        let logged = effects.compactMap { if case .log(let entry) = $0 { entry.detail } else { nil } }
        #expect(
            logged == [
                "update: The request could not be given to the system (No space left on device). Nothing was changed."
            ])
    }

    @Test func L1_U5_aboutsSystemsAreInTheScreensLanguage() {
        var home = SettingsTests.inSettings(Self.settings(Self.spanish))
        home.state = SettingsTests.opened(.about, home)
        let labels = home.state.settingsView!.rows.map(\.label)
        #expect(labels.contains("Versión del otro sistema: desconocida"))
        #expect(labels.contains("Última actualización: desconocida"))
        home.send { .updateStatusRead(Self.status("state=idle\nother-version=2026.11.20.0900"), at: $0) }
        // The rows are cut where a line is full, as the system's words always were (`UpdateWords.rows`).
        let text = home.state.settingsView!.rows.map(\.label).joined(separator: " ")
        #expect(text.contains("Versión del otro sistema: 2026.11.20.0900 Última actualización: desconocida"))
    }

    /// Every language's Update page and About rows have words of their own: no English word of theirs shows
    /// (the bundle's name, the version and the system's reason are chosen to hold none of them).
    @Test(arguments: BuiltInCatalogs.languages.map(\.tag).filter { $0 != .english })
    func L1_U3_noUpdateRowIsEnglishInAnyLanguage(_ language: LanguageTag) {
        let english = [
            "Checking", "Install this", "Installing", "Restart now", "Later", "was refused", "Nothing was", "unknown",
            "other system", "Last update", "restart later", "is installed", "failed.", "request", "Another update",
            "silent",
        ]
        let englishText = Self.updatePageLabels(nil).joined(separator: " ")
        #expect(english.filter { !englishText.contains($0) } == [], "the English page holds every word looked for")
        for label in Self.updatePageLabels(language) {
            #expect(!english.contains { label.contains($0) }, "\(language): \(label)")
        }
    }

    /// The labels of the Update page through each of its states, and of About's systems.
    static func updatePageLabels(_ language: LanguageTag?) -> [String] {
        var home = onStickPage(language)
        var labels = [home.state.settingsView!.rows.last!.label]
        home.choose(.settingsRow(home.state.settingsView!.rows.count - 1))
        labels += home.state.settingsView!.rows.map(\.label)
        let version = "bundle=\(bundle)\nversion=1\n"
        for state in ["ready", "refused", "busy", "failed", "installing\nprogress=40", "installed"] {
            home.send { .updateStatusRead(status(version + "state=" + state), at: $0) }
            labels += home.state.settingsView!.rows.map(\.label).dropFirst()
        }
        home.choose(.settingsRow(home.state.settingsView!.rows.count - 2))
        labels += home.state.settingsView!.rows.map(\.label).suffix(2) + [home.state.settingsView!.footLine ?? ""]
        home.send { .updateRequestFailed("reason", at: $0) }
        labels += home.state.settingsView!.rows.map(\.label).dropFirst()
        var about = SettingsTests.inSettings(settings(language))
        about.state = SettingsTests.opened(.about, about)
        labels += about.state.settingsView!.rows.map(\.label)
        return labels
    }

    @Test func L1_C4_whatHomeLeavesOutIsSaidInTheScreensLanguageAndLoggedInEnglish() {
        var home = SettingsTests.inSettings(Self.settings(Self.spanish))
        home.choose(.backToTalking)
        let board = home.state.board
        let effects = home.send { .homeRoomChecked(HomeRoom(phrases: 1, categories: 1), at: $0) }
        home.choose(.settings)
        home.state = SettingsTests.opened(.about, home)
        let labels = home.state.settingsView!.rows.map(\.label)
        #expect(labels.contains("Emergencia: la pantalla muestra 1 de sus \(board.emergency.count) frases"))
        #expect(labels.contains("La pantalla muestra 1 de las \(board.categories.count) categorías del tablero"))
        let category = board.categories[0]
        #expect(labels.contains("\(category.name): la pantalla muestra 1 de sus \(category.phrases.count) frases"))
        let logged = effects.compactMap { if case .log(let entry) = $0 { entry.detail } else { nil } }
        #expect(logged.contains("Emergency: Home shows 1 of its \(board.emergency.count) phrases on this screen"))
    }

    @Test func L1_C1_theEditorsRefusalsAreInTheScreensLanguageAndRefuseHomesNamesInIt() {
        let words = BuiltInCatalogs.catalog(for: Self.spanish)
        let board = StarterContent.board(for: Self.spanish)
        let target = LabelTarget.add(.emergency)
        #expect(EditedLabelRules.refusal(" ", for: target, on: board, words) == "No guardado: aún no hay palabras.")
        // "Sí" is Yes on a Spanish Home: no phrase may take a button's name (H5), in English or in Spanish.
        #expect(
            EditedLabelRules.refusal("Sí", for: target, on: board, words)
                == "No guardado: «Sí» es el nombre de un botón de la pantalla.")
        #expect(EditedLabelRules.refusal("yes", for: target, on: board, words) != nil)
        // Pause and Resume, the eye-gaze user's (A3), in either language.
        for name in ["Pausa", "reanudar", "Pause", "Resume"] {
            #expect(EditedLabelRules.refusal(name, for: target, on: board, words) != nil, "\(name)")
        }
        let existing = board.emergency[0].text
        #expect(
            EditedLabelRules.refusal(existing, for: target, on: board, words)
                == "No guardado: «\(existing)» ya está en esta lista.")
        let long = String(repeating: "a", count: EditedLabelRules.phraseCharacters + 1)
        #expect(
            EditedLabelRules.refusal(long, for: target, on: board, words)
                == "No guardado: \(EditedLabelRules.phraseCharacters) letras como máximo.")
    }

    @Test func L1_C5_theStickRowsAreInTheScreensLanguage() {
        let home = Self.onStickPage(Self.spanish)
        let labels = home.state.settingsView!.rows.map(\.label)
        #expect(labels.contains("Nada hecho todavía."))
        #expect(labels.contains("La copia guarda el mensaje: No"))
        #expect(labels.contains("Importar «family.obz»"))
    }

    @Test func L1_C5_anExportIsSaidInTheScreensLanguageWithTheFilesName() {
        var home = Self.onStickPage(Self.spanish)
        home.choose(.settingsRow(home.state.settingsView!.rows.firstIndex { $0.label == "Exportar una copia" }!))
        home.send { .stickTaskFinished(.exported(file: "brickson-backup.obz", clipsLeftOut: 2), at: $0) }
        #expect(
            home.state.settingsView!.rows.map(\.label).contains(
                "Copia de todo (sin el mensaje) guardada en la memoria como «brickson-backup.obz». 2 grabaciones no se "
                    + "pudieron leer y se dejaron fuera."))
        var english = Self.onStickPage(nil)
        english.choose(.settingsRow(english.state.settingsView!.rows.firstIndex { $0.label == StickWords.exportLog }!))
        english.send { .stickTaskFinished(.exported(file: "brickson-log.csv"), at: $0) }
        #expect(
            english.state.settingsView!.rows.map(\.label).contains(
                "Saved the event log to the stick as “brickson-log.csv”."))
    }

    @Test func L1_C1_thePhrasesEditorsCountsAreInTheScreensLanguage() {
        var home = SettingsTests.inSettings(Self.settings(Self.spanish))
        home.state = SettingsTests.opened(.phrases, home)
        let category = home.state.board.categories[0]
        let row = home.state.settingsView!.rows.firstIndex { $0.label.hasPrefix(category.name + ": ") }
        #expect(
            row.map { home.state.settingsView!.rows[$0].label } == "\(category.name): \(category.phrases.count) frases")
    }

    @Test func L1_A5_aChosenCategoryIsSaidInTheScreensLanguage() {
        var home = HomeDriver(settings: Self.settings(Self.spanish))
        home.choose(.settings)
        home.choose(.backToTalking)
        let effects = home.choose(.category(1))
        #expect(HomeDriver.announced(effects) == ["\(home.state.board.categories[1].name), seleccionado"])
    }
}
