import BricksonFakes
import Testing

@testable import BricksonCore

/// L3: an on-screen keyboard per language, with its letters, digits and marks on pages, and Shift.
@Suite struct KeyboardLanguageTests {
    static let measurer = LayoutFixtures.measurer
    static let screen = LayoutFixtures.panels[1].screen

    /// Each language's alphabet, written out here rather than read from the keyboard, with the digits.
    static let alphabets: [String: String] = [
        "en": "abcdefghijklmnopqrstuvwxyz",
        "es": "abcdefghijklmnñopqrstuvwxyzáéíóúü",
        "fr": "abcdefghijklmnopqrstuvwxyzàâæçéèêëîïôœùûüÿ",
        "de": "abcdefghijklmnopqrstuvwxyzäöüß",
        "pt": "abcdefghijklmnopqrstuvwxyzáàâãçéêíóôõúü",
        "pl": "aąbcćdeęfghijklłmnńoópqrsśtuvwxyzźż",
        "ru": "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
        "ar": "ابتثجحخدذرزسشصضطظعغفقكلمنهوي" + "ءأإآؤئةى",
    ]

    static let languages = StarterContent.languages

    /// Home typing on the starter board of `language`, laid out on `screen`.
    static func typing(_ language: LanguageTag, settings: Settings = Settings(accessMethod: .touch)) -> HomeDriver {
        var home = HomeDriver(board: StarterContent.board(for: language), settings: settings)
        home.choose(.type)
        laidOut(&home)
        return home
    }

    static func scene(_ home: HomeDriver) -> Scene {
        layout(home.state.view, screen: screen, measurer: measurer)
    }

    /// Tells the core the scene's groups, as the runtime does after every change.
    static func laidOut(_ home: inout HomeDriver) {
        let groups = scene(home).scanGroups
        home.send { [typeAvailable = home.state.typeAvailable] in
            .sceneLaidOut(typeAvailable: typeAvailable, scanGroups: groups, at: $0)
        }
    }

    /// Chooses the page key until `page` shows, each time only a key the screen shows.
    static func turn(to page: Int, _ home: inout HomeDriver) {
        for _ in 0..<home.state.keyboard.pages.count where home.state.keyboardState.page != page {
            #expect(scene(home).controls.contains { $0.id == .key(.nextPage) })
            home.choose(.key(.nextPage))
            laidOut(&home)
        }
        #expect(home.state.keyboardState.page == page)
    }

    @Test(arguments: languages)
    func L3_eachKeyboardTypesEveryLetterOfItsAlphabetWithPagesAndShift(language: LanguageTag) throws {
        let alphabet = try #require(Self.alphabets[language.language])
        var home = Self.typing(language)
        let keyboard = home.state.keyboard
        #expect(keyboard.language == language.language)
        var expected = ""
        for letter in alphabet + "0123456789" {
            for capital in [false, true] {
                if capital && OnScreenKeyboard.capital(letter) == nil { continue }
                let page = keyboard.pages.firstIndex { $0.joined().contains { $0.key == .character(letter) } }
                let onBottom = keyboard.bottomRow(page: 0).contains { $0.key == .character(letter) }
                #expect(page != nil || onBottom, "\(language): no key types \(letter)")
                if let page { Self.turn(to: page, &home) }
                if capital {
                    home.choose(.key(.shift))
                    Self.laidOut(&home)
                    let shift = Self.scene(home).controls.first { $0.id == .key(.shift) }
                    #expect(shift?.isSelected == true, "Shift shows that it is on")
                }
                let shown = Self.scene(home).controls.first { $0.id == .key(.character(letter)) }
                #expect(shown != nil, "\(language): \(letter) shows on its page")
                home.choose(.key(.character(letter)))
                expected.append(capital ? OnScreenKeyboard.capital(letter)! : letter)
                #expect(home.state.keyboardState.shifted == false, "Shift is for one letter")
            }
        }
        #expect(home.state.message == expected)
        // Typed letters are single precomposed characters, as the word lists hold them (NFC, L4).
        #expect(home.state.message.unicodeScalars.count == home.state.message.count)
    }

    @Test(arguments: languages)
    func L3_shiftChosenTwiceTypesNoCapitalAndDigitsHaveNone(language: LanguageTag) {
        var home = Self.typing(language)
        let keyboard = home.state.keyboard
        guard keyboard.hasShift else {
            // Arabic has no capitals: no Shift, and the Arabic comma in its place.
            #expect(language.language == "ar")
            #expect(!keyboard.keys(page: 0).contains(.shift))
            let shiftPlace = KeyboardLayout.polish.places(page: 0).first { $0.key == .shift }!
            let comma = keyboard.places(page: 0).first { $0.key == .character("،") }!
            #expect(comma.row == shiftPlace.row && comma.column == shiftPlace.column)
            return
        }
        let first = keyboard.pages[0][0][0].key
        home.choose(.key(.shift))
        home.choose(.key(.shift))
        home.choose(.key(first))
        #expect(home.state.message == String(describing: first))
        Self.turn(to: 1, &home)
        home.choose(.key(.shift))
        home.choose(.key(.character("1")))
        #expect(home.state.message.last == "1")
        #expect(home.state.keyboardState.shifted, "a digit leaves Shift on for the next letter")
    }

    /// Every key of every page, with Shift on and off: Home's other controls and the shared keys keep their frames,
    /// a page's keys never overlap and stay inside the keyboard's area (H3, T9).
    @Test(arguments: languages)
    func L3_H3_everyPageIsOneFixedGridAndNothingElseMoves(language: LanguageTag) {
        for panel in LayoutFixtures.panels {
            var home = Self.typing(language)
            let keyboard = home.state.keyboard
            var frames: [ControlID: Rect] = [:]
            for page in keyboard.pages.indices {
                for shifted in [false, true] {
                    home.state.keyboardState = KeyboardState(page: page, shifted: shifted && keyboard.hasShift)
                    for message in ["", "xy"] {
                        var view = home.state.view
                        view.message = message
                        view.predictions = message.isEmpty ? [] : ["the", "one", "two"]
                        let scene = layout(view, screen: panel.screen, measurer: Self.measurer)
                        guard scene.typeAvailable else { continue }
                        let keys = scene.controls.filter { $0.role == .key }
                        #expect(keys.map(\.id) == keyboard.keys(page: page).map { .key($0) })
                        for control in scene.controls where control.role != .prediction {
                            if let before = frames[control.id] {
                                #expect(before == control.frame, "\(language), \(panel): \(control.id) moved")
                            }
                            frames[control.id] = control.frame
                        }
                        for (index, key) in keys.enumerated() {
                            let area = scene.keyboardFrame
                            #expect(
                                key.frame.minX >= area.minX - 0.5 && key.frame.maxX <= area.maxX + 0.5
                                    && key.frame.minY >= area.minY - 0.5 && key.frame.maxY <= area.maxY + 0.5,
                                "\(language) \(panel): \(key.id)")
                            for other in keys[(index + 1)...] {
                                #expect(!key.frame.intersects(other.frame), "\(key.id) overlaps \(other.id)")
                            }
                        }
                    }
                }
            }
        }
    }

    /// Where English's keyboard fits, every language's does, at every size of the H3 matrix: every key as tall as the
    /// plan asks, its label whole at the default size or larger (V1), and as wide as touch's size wherever English's
    /// ten columns are.
    @Test(arguments: languages)
    func L3_A4_everyKeyboardFitsWhereEnglishFits(language: LanguageTag) {
        for (panel, display, access) in LayoutFixtures.panelMatrix {
            var view = LayoutFixtures.start(display, access)
            view.isTyping = true
            let english = layout(view, screen: panel.screen, measurer: Self.measurer)
            view.keyboard = OnScreenKeyboard.layout(for: language)
            let context = "\(language), \(panel), \(display.textSize), bold \(display.bold), \(access as Any)"
            let plan = HomePlan(LayoutInput(view, screen: panel.screen), measurer: Self.measurer)
            #expect(plan.typeAvailable == english.typeAvailable, "\(context)")
            guard plan.typeAvailable && plan.fitsMinimum else { continue }
            let touch = AccessMethod.touch.minimumMillimetres * plan.pixelsPerMillimetre
            let englishNarrow = english.controls.contains { $0.role == .key && $0.frame.width < touch - 1 }
            for page in view.keyboard.pages.indices {
                view.keyboardState.page = page
                let scene = layout(view, plan: plan, measurer: Self.measurer)
                for key in scene.controls where key.role == .key {
                    #expect(
                        key.frame.height >= plan.keyMillimetres * plan.pixelsPerMillimetre - 1, "\(context)")
                    #expect(englishNarrow || key.frame.width >= touch - 1, "\(context): \(key.id) narrow")
                    #expect(key.fontSize >= plan.defaultFontSize - 0.01, "\(context): \(key.id) shrank")
                    let ink = Self.measurer.measure(
                        key.label, fontSize: key.fontSize, bold: display.bold, maxWidth: 1e9)
                    #expect(ink.width <= key.frame.width, "\(context): \(key.label) wider than its key")
                }
            }
        }
    }

    /// Two switches, step scan: keys of every row of every page are reached group, row, then item, and chosen (A2).
    @Test(arguments: languages)
    func L3_A2_rowColumnScanningReachesEveryRowOfEveryPageAndKeysAlongIt(language: LanguageTag) {
        let buttons = ButtonSettings(
            ignoreRepeatTime: .zero, scanTime: .seconds(1), scanFirstItemExtra: .zero, scanLoops: 2, switchCount: 2,
            scanMode: .step)
        var home = Self.typing(language, settings: Settings(buttons: buttons, accessMethod: .switches))
        // Scanning rests while a message is spoken (A2): Enter's message is said at once here.
        home.speechTakesNoTime = true
        let keyboard = home.state.keyboard
        func click(_ button: PhysicalButton) {
            home.setLine(button, pressed: true)
            home.advance(by: .milliseconds(50))
            home.setLine(button, pressed: false)
            home.advance(by: .milliseconds(50))
        }
        /// Moves until `wanted` holds of the highlight, then selects.
        func pick(_ what: String, _ wanted: ([ControlID]) -> Bool) {
            for _ in 0..<80 where !wanted(home.state.view.scanHighlight) { click(.switchMove) }
            #expect(wanted(home.state.view.scanHighlight), "\(language): never reached \(what)")
            click(.switchSelect)
        }
        for page in keyboard.pages.indices {
            for (row, places) in keyboard.rows(page: page).enumerated() {
                // Every row of every page is scanned into; in it, the first key, the last and one between that turns
                // with the page and row (every key with BRICKSON_FULL_MATRIX=1): the scan's path to a key is the same
                // code for each key of a row, and the whole walk is most of this suite's time.
                let sampled = places.indices.filter {
                    LayoutFixtures.fullMatrix || $0 == 0 || $0 == places.count - 1 || $0 == (page + row) % places.count
                }
                for place in sampled.map({ places[$0] }) where place.key != .nextPage && place.key != .shift {
                    let id = ControlID.key(place.key)
                    let before = home.state.message
                    let said = home.history.count
                    let highlight = home.state.view.scanHighlight
                    if highlight.isEmpty || !highlight.allSatisfy(\.isKeyboard) || highlight.count > keyboard.columns {
                        pick("the keyboard") { $0.contains(id) && $0.count > keyboard.columns }
                    }
                    pick("row \(row)") { $0 == places.map { ControlID.key($0.key) } }
                    pick("\(place.key)") { $0 == [id] }
                    let spoke = home.history[said...].contains { if case .speak = $0 { true } else { false } }
                    #expect(
                        place.key == .enter ? spoke : home.state.message != before || place.key == .backspace,
                        "\(language): \(place.key)")
                    Self.laidOut(&home)
                }
            }
            // The page key last: reached the same way, it turns the page.
            let bottom = keyboard.rows(page: page).last!.map { ControlID.key($0.key) }
            let highlight = home.state.view.scanHighlight
            if highlight.isEmpty || !highlight.allSatisfy(\.isKeyboard) || highlight.count > keyboard.columns {
                pick("the keyboard") { $0.contains(.key(.nextPage)) && $0.count > keyboard.columns }
            }
            pick("the bottom row") { $0 == bottom }
            pick("the page key") { $0 == [.key(.nextPage)] }
            #expect(home.state.keyboardState.page == (page + 1) % keyboard.pages.count)
            Self.laidOut(&home)
        }
    }

    /// Auditory feedback names the page key by where it leads, Shift with its state, and marks by their names (A5).
    @Test func L3_A5_theCueVoiceNamesThePageKeyShiftAndMarks() {
        let spanish = KeyboardLayout.spanish
        #expect(spanish.spokenName(.nextPage, page: 0, shifted: false) == "Numbers and marks")
        #expect(spanish.spokenName(.nextPage, page: 1, shifted: false) == "Letters")
        #expect(spanish.spokenName(.shift, page: 0, shifted: true) == "Shift, selected")
        #expect(spanish.spokenName(.character("¿"), page: 1, shifted: false) == "Inverted question mark")
        #expect(KeyboardLayout.arabic.spokenName(.character("؟"), page: 0, shifted: false) == "Arabic question mark")
        #expect(spanish.label(.nextPage, page: 0) == "123" && spanish.label(.nextPage, page: 1) == "ABC")
        #expect(OnScreenKeyboard.label(.character("ß")) == "ß", "not SS")
        #expect(OnScreenKeyboard.label(.character("ñ")) == "Ñ")
    }

    /// Every letter the language's word list writes is on its keyboard, as one precomposed character, so prediction
    /// and typing agree (L4); and typing an accented letter finds the words that begin with it.
    @Test(arguments: languages)
    func L3_L4_everyLetterOfTheWordListIsOnTheKeyboardAsTheListWritesIt(language: LanguageTag) {
        let keyboard = OnScreenKeyboard.layout(for: language)
        let typed = Set(keyboard.characters)
        #expect(typed.count == keyboard.characters.count, "\(language): a character on two keys")
        for character in keyboard.characters {
            #expect(character.unicodeScalars.count == 1, "\(language): \(character) is not one precomposed letter")
        }
        let words = WordList.builtIn(for: language)
        var missing: Set<Character> = []
        for word in words.commonestFirst + words.commonestCompletions(of: "", limit: 5000) {
            for character in word.lowercased() where character.isLetter && !typed.contains(character) {
                missing.insert(character)
            }
        }
        #expect(missing.isEmpty, "\(language): the word list writes \(missing.sorted()) that no key types")
    }

    @Test func L3_L4_anAccentedLetterTypedFindsWordsThatBeginWithIt() {
        var home = Self.typing(LanguageTag("fr")!)
        home.choose(.key(.character("é")))
        let shown = home.state.view.shownPredictions
        #expect(!shown.isEmpty)
        #expect(shown.allSatisfy { $0.lowercased().hasPrefix("é") }, "\(shown)")
    }

    /// The keyboard follows the board's language, and a language without a keyboard of its own gets English's.
    @Test func L3_theBoardsLanguageChoosesTheKeyboard() {
        #expect(OnScreenKeyboard.layout(for: LanguageTag("pt-BR")!) == .portuguese)
        #expect(OnScreenKeyboard.layout(for: LanguageTag("nl")!) == .english)
        #expect(HomeDriver(board: StarterContent.board(for: LanguageTag("ru")!)).state.keyboard == .russian)
        #expect(HomeDriver().state.keyboard == .english)
        for keyboard in KeyboardLayout.all {
            for page in keyboard.pages.indices {
                let rows = keyboard.rows(page: page)
                #expect(rows.count == OnScreenKeyboard.keyRowCount)
                #expect(rows.allSatisfy { $0.reduce(0) { $0 + $1.span } <= keyboard.columns })
                #expect(rows.last!.reduce(0) { $0 + $1.span } == keyboard.columns)
            }
        }
    }
}
