import BricksonCore
import BricksonFakes
import Foundation
import Testing

@testable import HomeRenderer

/// H10 and V1: "A larger text size never makes anything smaller." Every label of Home (each starter category's
/// phrases, Emergency, typing, Get Attention sounding, and what was said, from an answer to a 40-character
/// message) at each text size is at least as large as at the next smaller size, with the real font, on every
/// panel of the matrix, each access method's sizes, and four languages.
@Suite struct TextSizeStepTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var screen: Screen
        var name: String
        var accessMethod: AccessMethod
        var language: LanguageTag = .english
        var testDescription: String { "\(name) \(accessMethod) \(language)" }
    }

    static func panel(_ name: String, _ pixels: Size, _ millimetres: Size) -> (String, Screen) {
        (name, Screen(pixels: pixels, millimetres: millimetres))
    }

    static let panels: [(String, Screen)] = [
        panel("800×480", Size(width: 800, height: 480), Size(width: 154, height: 86)),
        panel("1024×600", Size(width: 1024, height: 600), Size(width: 154, height: 90)),
        panel("1280×800", Size(width: 1280, height: 800), Size(width: 217, height: 136)),
        panel("1920×1080", Size(width: 1920, height: 1080), Size(width: 344, height: 194)),
        panel("480×800", Size(width: 480, height: 800), Size(width: 86, height: 154)),
        panel("600×1024", Size(width: 600, height: 1024), Size(width: 90, height: 154)),
        panel("720×720", Size(width: 720, height: 720), Size(width: 72, height: 72)),
        panel("320×240", Size(width: 320, height: 240), Size(width: 57, height: 43)),
    ]

    /// Every panel, each with one access method in turn (each method's sizes on two panels); then other languages'
    /// words, longer or shaped otherwise (L1, L7), on the panels most beds have.
    static let cases =
        panels.enumerated().map { index, panel in
            Case(
                screen: panel.1, name: panel.0,
                accessMethod: AccessMethod.allCases[index % AccessMethod.allCases.count])
        }
        + ["es", "ar", "ru"].map { LanguageTag($0)! }.flatMap { language in
            panels.prefix(fullMatrix ? 3 : 1).map { name, screen in
                Case(screen: screen, name: name, accessMethod: .touch, language: language)
            }
        }

    /// Things said, short to 40 characters (H11's measure), and a starter phrase of every length in between.
    static let said =
        fullMatrix
        ? [
            "Yes", "I need suction", "I need pain medicine", "Please ask me yes or no questions",
            "Please call my daughter, I am in pain now",
        ] : ["Yes", "I need pain medicine", "Please call my daughter, I am in pain now"]

    /// BRICKSON_FULL_MATRIX=1: the other languages on the three panels most beds have, and five things said;
    /// otherwise on 800×480 only, and three (the CI's sample).
    static let fullMatrix = ProcessInfo.processInfo.environment["BRICKSON_FULL_MATRIX"] == "1"

    /// Every label's size, by what shows and which control (nil: the status line).
    static func sizes(_ test: Case, textSize: TextSize, measurer: PangoMeasurer) -> [String: Double] {
        let display = DisplaySettings(textSize: textSize, bold: false)
        let words = BuiltInCatalogs.catalog(for: test.language)
        let board = StarterContent.board(for: test.language)
        var views = TextFitTests.views(display, board: board, words: words)
        for text in said {
            var view = NamedHomeState.said.view(display: display)
            view.labels = HomeLabels(words)
            view.categories = board.categories.map(\.name)
            view.phrases = board.categories[0].phrases.map(\.text)
            view.lastSaid = text
            views.append(("said \(text)", view))
        }
        var sizes: [String: Double] = [:]
        var plans: [LayoutInput: HomePlan] = [:]
        for (name, var view) in views {
            view.accessMethod = test.accessMethod
            let input = LayoutInput(view, screen: test.screen)
            let plan = plans[input] ?? HomePlan(input, measurer: measurer)
            plans[input] = plan
            let scene = layout(view, plan: plan, measurer: measurer)
            for control in scene.controls where !control.label.isEmpty {
                sizes["\(name): \(control.id)"] = control.fontSize
            }
            sizes["\(name): status line"] = scene.statusFontSize
            sizes["\(name): said caption"] = scene.saidText == nil ? nil : scene.saidFontSize
        }
        return sizes
    }

    @Test(arguments: cases)
    func H10_V1_aLargerTextSizeNeverMakesALabelSmaller(_ test: Case) {
        let measurer = PangoMeasurer()
        let ppm = test.screen.pixelsPerMillimetre
        var before = Self.sizes(test, textSize: .standard, measurer: measurer)
        #expect(before.count > 50)
        for textSize in TextSize.allCases.dropFirst() {
            let after = Self.sizes(test, textSize: textSize, measurer: measurer)
            // A quarter pixel: the step labels' sizes are searched in.
            let smaller = before.filter { key, size in (after[key] ?? 0) < size - 0.25 }.sorted { $0.key < $1.key }
            for (key, size) in smaller.prefix(5) {
                let now = after[key].map { "\(($0 / ppm * 10).rounded() / 10) mm" } ?? "gone"
                Issue.record("\(textSize): \(key) was \((size / ppm * 10).rounded() / 10) mm, is \(now)")
            }
            before = after
        }
    }
}
