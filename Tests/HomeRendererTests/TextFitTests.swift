import BricksonCore
import Testing

@testable import HomeRenderer

/// V1 and V2 with the real layout and pango: every starter label, every text size, bold on and off, at every size
/// of the matrix (so each label meets its narrowest space): no word broken by pango's own line breaks, the ink
/// inside the button, and no label smaller than the default size.
@Suite struct TextFitTests {
    struct FitCase: CustomTestStringConvertible, Sendable {
        var textSize: TextSize
        var bold: Bool
        var testDescription: String { "\(textSize.name)\(bold ? " bold" : "")" }
    }

    static let cases = TextSize.allCases.flatMap { size in [false, true].map { FitCase(textSize: size, bold: $0) } }

    /// Views that between them show every starter label: each category chosen, the emergency phrases, typing,
    /// Stop showing.
    static func views(
        _ display: DisplaySettings, board: Board = StarterContent.board, words: Catalog = .english
    ) -> [(String, HomeView)] {
        let labels = HomeLabels(words)
        return board.categories.indices.map { index in
            var view = NamedHomeState.start.view(display: display)
            view.labels = labels
            view.categories = board.categories.map(\.name)
            view.selectedCategory = index
            view.phrases = board.categories[index].phrases.map(\.text)
            return ("category \(index)", view)
        }
            + [NamedHomeState.emergency, .typing, .sounding].map { state in
                var view = state.view(display: display)
                view.labels = labels
                view.statusLine = view.statusLine.flatMap { line in
                    StatusWarning.allCases.first { $0.text == line }.map { $0.text(words) }
                }
                view.categories = board.categories.map(\.name)
                if state == .emergency { view.phrases = board.emergency.map(\.text) }
                return (state.rawValue, view)
            }
    }

    @Test(arguments: cases)
    func V1_V2_everyLabelFitsWholeAtEverySize(_ fit: FitCase) {
        let measurer = PangoMeasurer()
        let renderer = Renderer()
        for (width, height) in matrixSizes {
            let problems = labelProblems(width: width, height: height, fit: fit, measurer: measurer, renderer: renderer)
            // The one known limit here is 320×240's (`KnownLimits.smallestPanel`), which this test finds.
            let owned = width == 320 && height == 240 ? [KnownLimits.smallestPanel] : []
            KnownLimits.expect(problems, owning: owned, "\(Int(width))×\(Int(height))")
        }
    }

    /// What is wrong with the labels on one screen: words broken, ink outside the button or reaching its edge line,
    /// borders or ring, text below the default size. A message taller than its place must show its last line whole
    /// (its first lines are cut off).
    func labelProblems(
        width: Double, height: Double, fit: FitCase, measurer: PangoMeasurer, renderer: Renderer,
        board: Board = StarterContent.board, words: Catalog = .english
    ) -> [LabelProblem] {
        let screen = Screen(
            pixels: Size(width: width, height: height), millimetres: Size(width: width / 5.19, height: height / 5.19))
        let smallest = LabelMetrics.defaultFontSize(pixelsPerMillimetre: screen.pixelsPerMillimetre)
        var problems: [LabelProblem] = []
        for (name, view) in Self.views(
            DisplaySettings(textSize: fit.textSize, bold: fit.bold), board: board, words: words)
        {
            let scene = layout(view, screen: screen, measurer: measurer)
            let placements = renderer.placements(scene)
            for control in scene.controls where !control.label.isEmpty {
                guard let placed = placements[control.id] else { continue }
                func problem(_ kind: LabelProblem.Kind, _ detail: String = "") -> LabelProblem {
                    LabelProblem(
                        width: Int(width), height: Int(height), place: name, textSize: fit.textSize,
                        control: control.id, label: control.label, kind: kind, detail: detail)
                }
                if placed.breaksWord { problems.append(problem(.brokenWord)) }
                // Within a pixel: a glyph's antialiased ink may overhang its advance by a fraction of one.
                let clear = placed.inner.insetBy(-1)
                let inside =
                    control.role == .message
                    ? placed.ink.maxY <= clear.maxY && placed.ink.minX >= clear.minX && placed.ink.maxX <= clear.maxX
                    : clear.contains(inkOf: placed.ink)
                if !inside { problems.append(problem(.inkOutside, "ink \(placed.ink), place \(placed.inner)")) }
                if control.fontSize < smallest - 0.01 {
                    problems.append(problem(.belowDefault, "\(control.fontSize) px, the default \(smallest) px"))
                }
            }
        }
        return problems
    }
}

extension Rect {
    /// Whether `ink` lies inside (an empty ink rectangle, a label of spaces, is inside anywhere).
    func contains(inkOf ink: Rect) -> Bool {
        ink.width <= 0 || ink.height <= 0
            || (ink.minX >= minX && ink.maxX <= maxX && ink.minY >= minY && ink.maxY <= maxY)
    }
}

/// L5 with V1 and V2: every translated starter board's labels (German's long words, Arabic shaped, Cyrillic) fit
/// whole at every size of the matrix, bold, at the default and the largest text size (the largest needs the most
/// room; bold is the wider face), as the English ones do at every text size (`TextFitTests`). Each language costs
/// about as much as English's whole test, so the sizes in between are left to English's.
@Suite struct StarterLanguageFitTests {
    struct LanguageCase: CustomTestStringConvertible, Sendable {
        var language: LanguageTag
        var textSize: TextSize
        var testDescription: String { "\(language) \(textSize.name) bold" }
    }

    static let cases = StarterContent.languages.filter { $0 != .english }.flatMap { language in
        [TextSize.default, .largest].map { LanguageCase(language: language, textSize: $0) }
    }

    @Test(arguments: cases)
    func L5_V1_everyTranslatedStarterLabelFitsWholeAtEverySize(_ fit: LanguageCase) {
        let measurer = PangoMeasurer()
        let renderer = Renderer()
        let board = StarterContent.board(for: fit.language)
        // 320×240 too: its known limit (`KnownLimits.smallestPanel`, English's test finds it) excuses only ink
        // reaching past a place there, never a broken word or a smaller size.
        for (width, height) in matrixSizes {
            let problems = TextFitTests().labelProblems(
                width: width, height: height, fit: TextFitTests.FitCase(textSize: fit.textSize, bold: true),
                measurer: measurer, renderer: renderer, board: board)
            KnownLimits.expect(problems, "\(Int(width))×\(Int(height))")
        }
    }
}
