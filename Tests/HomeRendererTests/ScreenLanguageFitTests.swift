import BricksonCore
import BricksonFakes
import Testing

@testable import HomeRenderer

/// L1 with H3, V1 and V2: Home's fixed words and Settings' words in every screen language fit whole, with the real
/// layout and pango. Home: every size of the matrix, bold, at the default and the largest text size (as the L5
/// starter boards are tested), with that language's starter board. Settings: every page on the 7-inch and 10-inch
/// panels. Arabic's Home is checked as it is drawn: mirrored, its words laid out right to left (L7).
@Suite struct ScreenLanguageFitTests {
    struct LanguageCase: CustomTestStringConvertible, Sendable {
        var language: LanguageTag
        var textSize: TextSize
        var testDescription: String { "\(language) \(textSize.name) bold" }
    }

    static let languages = BuiltInCatalogs.languages.map(\.tag).filter { $0 != .english }

    static let cases = languages.flatMap { language in
        [TextSize.default, .largest].map { LanguageCase(language: language, textSize: $0) }
    }

    @Test(arguments: cases)
    func L1_H3_V1_everyHomeLabelOfEveryLanguageFitsWholeAtEverySize(_ fit: LanguageCase) {
        let measurer = PangoMeasurer()
        let renderer = Renderer()
        let words = BuiltInCatalogs.catalog(for: fit.language)
        #expect(words.language.language == fit.language.language)
        // L7: a right-to-left language's labels are checked in the mirrored Home, drawn from the right.
        let (_, first) = TextFitTests.views(
            DisplaySettings(), board: StarterContent.board(for: fit.language), words: words)[0]
        let scene = layout(
            first, screen: Screen(width: 800, height: 480, pixelsPerMillimetre: 5.19), measurer: measurer)
        #expect(scene.direction == fit.language.writingDirection)
        #expect((scene.control(.yes)!.frame.minX > scene.control(.no)!.frame.minX) == fit.language.isRightToLeft)
        // 320×240 is left out as for English (TextFitTests): no room at the default size for any language.
        for (width, height) in matrixSizes where !(width == 320 && height == 240) {
            let problems = TextFitTests().labelProblems(
                width: width, height: height, fit: TextFitTests.FitCase(textSize: fit.textSize, bold: true),
                measurer: measurer, renderer: renderer, board: StarterContent.board(for: fit.language), words: words)
            #expect(problems.isEmpty, "\(Int(width))×\(Int(height)): \(problems.count) problems: \(problems.prefix(8))")
        }
    }

    /// Settings open on `page` with the screen in `language`, as `SettingsRenderTests` opens it.
    static func settingsState(_ page: SettingsPage, language: LanguageTag, textSize: TextSize) -> HomeState {
        settingsDriver(page, language: language, textSize: textSize).state
    }

    /// The driver of `settingsState`, to go on choosing from there.
    static func settingsDriver(_ page: SettingsPage, language: LanguageTag, textSize: TextSize) -> HomeDriver {
        var settings = Settings(
            display: DisplaySettings(textSize: textSize, bold: true), accessMethod: .touch, familySetupCheckedDay: 1)
        settings.language = language
        var home = HomeDriver(settings: settings)
        home.send { .deviceFactsRead(DeviceFacts(version: "1.0", board: "pi4", voices: ["en-us"], today: 1), at: $0) }
        home.choose(.settings)
        var path: [SettingsPage] = []
        var step: SettingsPage? = page
        while let current = step, current != .settings {
            path.insert(current, at: 0)
            step = current.parent
        }
        for next in path {
            home.choose(.settingsRow(home.state.settingsView!.rows.firstIndex { $0.kind == .open(next) }!))
        }
        return home
    }

    struct SettingsCase: CustomTestStringConvertible, Sendable {
        var language: LanguageTag
        var testDescription: String { "\(language)" }
    }

    /// What is wrong with Settings' words in `language`: each problem by its place (panel, page, size, control),
    /// with its words.
    static func settingsProblems(_ language: LanguageTag) -> [String: String] {
        let measurer = PangoMeasurer()
        let renderer = Renderer()
        var problems: [String: String] = [:]
        let panels = [
            Screen(pixels: Size(width: 800, height: 480), millimetres: Size(width: 154, height: 86)),
            Screen(pixels: Size(width: 1280, height: 800), millimetres: Size(width: 217, height: 136)),
        ]
        for screen in panels {
            for page in SettingsPage.allCases {
                for size in [TextSize.default, .largest] {
                    let state = Self.settingsState(page, language: language, textSize: size)
                    let view = state.settingsView!
                    // Every batch of rows (More), so rows past the first screenful are drawn too.
                    for batch in 0..<4 {
                        var shown = view
                        shown.batch = batch
                        let scene = layoutSettings(shown, home: state.view, screen: screen, measurer: measurer)
                        let placements = renderer.placements(scene)
                        for control in scene.controls where !control.label.isEmpty {
                            guard let placed = placements[control.id] else { continue }
                            let place = "\(Int(screen.pixels.width)) \(page) \(size.name) \(control.id)"
                            if placed.breaksWord { problems[place] = "\"\(control.label)\": a word is broken" }
                            if !placed.inner.insetBy(-1).contains(inkOf: placed.ink) {
                                problems[place] = "\"\(control.label)\": ink outside its place"
                            }
                        }
                    }
                }
            }
        }
        return problems
    }

    /// English's own problems: Back to Talking's words reach past their place on the 10-inch panel at the standard
    /// size (a limit of Settings' layout found by this test, not of any translation).
    static let englishProblems = settingsProblems(.english)

    @Test func L1_V1_englishSettingsRowsFitWholeSaveBackToTalkingOnTheTenInchPanel() {
        #expect(Self.englishProblems.keys.allSatisfy { $0.hasPrefix("1280 ") && $0.hasSuffix(" backToTalking") })
        withKnownIssue("Back to Talking's words reach past their place at 1280×800, standard size") {
            #expect(Self.englishProblems.isEmpty, "\(Self.englishProblems.sorted { $0.key < $1.key }.prefix(4))")
        }
    }

    @Test(arguments: languages.map(SettingsCase.init))
    func L1_V1_everySettingsRowOfEveryLanguageFitsWhole(_ fit: SettingsCase) {
        #expect(BuiltInCatalogs.catalog(for: fit.language).language.language == fit.language.language)
        // Where English's words do not fit either, the place is too small, not the translation (English's test).
        let problems = Self.settingsProblems(fit.language).filter { Self.englishProblems[$0.key] == nil }
        let listed = problems.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        #expect(problems.isEmpty, "\(problems.count) problems: \(listed.prefix(10))")
    }

    /// The Update page (U3) and About's systems (U5) in every language, English too, with the real layout and
    /// pango: the longest words the system sends, in each state the page shows, on the 7-inch and 10-inch panels at
    /// the default and the largest text size, bold, every batch of rows. The rows are cut by `UpdateWords.rows`'
    /// character rule; this proves that rule holds for each language's words and script.
    @Test(arguments: BuiltInCatalogs.languages.map(\.tag).map(SettingsCase.init))
    func L1_U3_V1_theUpdatePageOfEveryLanguageFitsWhole(_ fit: SettingsCase) {
        let measurer = PangoMeasurer()
        let renderer = Renderer()
        let words = BuiltInCatalogs.catalog(for: fit.language)
        let name = "brickson-qemu-x86_64-2026.12.03.1200+g0123456789abcdef0123456789abcdef01234567.raucb"
        let head = "bundle=\(name)\nversion=2026.12.03.1200+g0123456789abcdef0123456789abcdef01234567\n"
        let statuses = [
            "state=ready\nchanges=" + String(repeating: "Security fixes from Debian, ", count: 20),
            "state=refused", "state=busy", "state=failed", "state=installing\nprogress=100", "state=installed",
        ].map { UpdateStatus.parse(Array((head + $0).utf8))! }
        let running = "2026.12.02.1200+g0123456789abcdef0123456789abcdef01234567"
        let idle = UpdateStatus.parse(
            Array("state=idle\nother-version=\(running)\nlast-update=\(running) installed on 1 Dec 2026".utf8))!
        var problems: [String] = []
        var checked = 0
        let panels = [
            Screen(pixels: Size(width: 800, height: 480), millimetres: Size(width: 154, height: 86)),
            Screen(pixels: Size(width: 1280, height: 800), millimetres: Size(width: 217, height: 136)),
        ]
        for screen in panels {
            for size in [TextSize.default, .largest] {
                var home = Self.settingsDriver(.usbStick, language: fit.language, textSize: size)
                home.send { .updateStatusRead(idle, at: $0) }
                home.send { .stickChanged(StickContents(updates: [name]), at: $0) }
                var views = [Self.settingsState(.about, language: fit.language, textSize: size).settingsView!]
                var withStatus = Self.settingsDriver(.about, language: fit.language, textSize: size)
                withStatus.send { .updateStatusRead(idle, at: $0) }
                views.append(withStatus.state.settingsView!)
                home.choose(.settingsRow(home.state.settingsView!.rows.count - 1))
                views.append(home.state.settingsView!)
                for status in statuses {
                    var shown = home
                    shown.send { .updateStatusRead(status, at: $0) }
                    views.append(shown.state.settingsView!)
                    if status.phase == .installed {
                        let restart = words(UpdateWords.restart)
                        shown.choose(.settingsRow(shown.state.settingsView!.rows.firstIndex { $0.label == restart }!))
                        views.append(shown.state.settingsView!)
                    }
                }
                var failed = home
                failed.send { .updateRequestFailed("Read-only file system", at: $0) }
                views.append(failed.state.settingsView!)
                for view in views {
                    for batch in 0..<4 {
                        var shown = view
                        shown.batch = batch
                        let scene = layoutSettings(shown, home: home.state.view, screen: screen, measurer: measurer)
                        let placements = renderer.placements(scene)
                        // Back to Talking's own limit is English's (`L1_V1_englishSettingsRows…`), not this page's.
                        for control in scene.controls where !control.label.isEmpty && control.id != .backToTalking {
                            guard let placed = placements[control.id] else { continue }
                            checked += 1
                            let place = "\(Int(screen.pixels.width)) \(size.name) \"\(control.label)\""
                            if placed.breaksWord { problems.append("\(place): a word is broken") }
                            if !placed.inner.insetBy(-1).contains(inkOf: placed.ink) {
                                problems.append("\(place): ink outside its place")
                            }
                        }
                    }
                }
            }
        }
        #expect(checked > 200)
        #expect(problems.isEmpty, "\(problems.count) problems: \(Set(problems).sorted().prefix(10))")
    }
}
