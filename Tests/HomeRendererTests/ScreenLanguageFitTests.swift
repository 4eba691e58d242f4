import BricksonCore
import BricksonFakes
import Testing

@testable import HomeRenderer

/// L1 with H3, V1 and V2: Home's fixed words and Settings' words in every screen language fit whole, with the real
/// layout and pango. Home: every size of the matrix, bold, at the default and the largest text size (as the L5
/// starter boards are tested), with that language's starter board. Settings: every page on every panel of the
/// matrix, at its real size in millimetres. Arabic's Home is checked as it is drawn: mirrored, its words laid out right to left (L7).
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
        // 320×240 too: its known limit (`KnownLimits.smallestPanel`) excuses only ink reaching past a place there.
        for (width, height) in matrixSizes {
            let problems = TextFitTests().labelProblems(
                width: width, height: height, fit: TextFitTests.FitCase(textSize: fit.textSize, bold: true),
                measurer: measurer, renderer: renderer, board: StarterContent.board(for: fit.language), words: words)
            KnownLimits.expect(problems, "\(Int(width))×\(Int(height))")
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

    /// What is wrong with Settings' words in `language`: every page on every panel of the matrix at its real size
    /// (`TextSizeStepTests.panels`: 7-inch 800×480 and 1024×600, 10.1-inch, 15.6-inch, two portrait, the 4-inch
    /// square and the 2.8-inch), at the default and the largest text size, every batch of rows.
    static func settingsProblems(_ language: LanguageTag) -> [LabelProblem] {
        let measurer = PangoMeasurer()
        let renderer = Renderer()
        var problems: [LabelProblem] = []
        for (_, screen) in TextSizeStepTests.panels {
            for page in SettingsPage.allCases {
                for size in [TextSize.default, .largest] {
                    let state = Self.settingsState(page, language: language, textSize: size)
                    let view = state.settingsView!
                    let plan = SettingsPlan(LayoutInput(state.view, screen: screen), measurer: measurer)
                    // Every batch of rows (More), so every row is drawn, the ones past the first screenful too.
                    for batch in 0..<plan.pageCount(rowCount: view.rows.count, anchorRow: view.page.anchorRow) {
                        var shown = view
                        shown.batch = batch
                        let scene = layoutSettings(shown, plan: plan, home: state.view, measurer: measurer)
                        problems += Self.problems(scene, renderer: renderer, place: "\(page) batch \(batch)", size)
                    }
                }
            }
        }
        return Array(Set(problems)).sorted { $0.description < $1.description }
    }

    /// What is wrong with the words of `scene` (a Settings page) as drawn.
    static func problems(_ scene: Scene, renderer: Renderer, place: String, _ size: TextSize) -> [LabelProblem] {
        let placements = renderer.placements(scene)
        var problems: [LabelProblem] = []
        for control in scene.controls where !control.label.isEmpty {
            guard let placed = placements[control.id] else { continue }
            func problem(_ kind: LabelProblem.Kind) -> LabelProblem {
                LabelProblem(
                    width: Int(scene.size.width.rounded()), height: Int(scene.size.height.rounded()), place: place,
                    textSize: size, control: control.id, label: control.label, kind: kind)
            }
            if placed.breaksWord { problems.append(problem(.brokenWord)) }
            if !placed.inner.insetBy(-1).contains(inkOf: placed.ink) { problems.append(problem(.inkOutside)) }
        }
        return problems
    }

    /// English's own Settings rows: everything fits, Back to Talking at 1280×800 too (it took the part of Phrases'
    /// place every access method's size shares, too narrow there for its words, until it took the size in use's).
    @Test func L1_V1_englishSettingsRowsFitWholeBackToTalkingOnTheTenInchPanelToo() {
        KnownLimits.expect(Self.settingsProblems(.english), owning: [KnownLimits.squarePanelSettings], "English")
    }

    /// Every other language's Settings rows, under the same known limits as English's.
    @Test(arguments: languages.map(SettingsCase.init))
    func L1_V1_everySettingsRowOfEveryLanguageFitsWhole(_ fit: SettingsCase) {
        #expect(BuiltInCatalogs.catalog(for: fit.language).language.language == fit.language.language)
        KnownLimits.expect(Self.settingsProblems(fit.language), "\(fit.language)")
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
        var problems: [LabelProblem] = []
        var checked = 0
        for (_, screen) in TextSizeStepTests.panels {
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
                        checked += scene.controls.filter { !$0.label.isEmpty }.count
                        problems += Self.problems(scene, renderer: renderer, place: "update batch \(batch)", size)
                    }
                }
            }
        }
        #expect(checked > 200)
        KnownLimits.expect(Array(Set(problems)).sorted { $0.description < $1.description }, "\(fit.language)")
    }
}
