import BricksonCore
import Testing

@testable import HomeRenderer

/// H10: the message drawn as a nurse can follow it: whole lines, a mark when more is above, a still cursor.
@Suite struct MessageRenderTests {
    static let screen = Screen(pixels: Size(width: 1280, height: 800), millimetres: Size(width: 217, height: 136))
    static let longMessage =
        "Please tell my daughter that I am comfortable, that the nurses are kind to me and that I slept well"
        + " last night after the new medicine."

    static func view(message: String, typing: Bool) -> HomeView {
        var view = NamedHomeState.start.view(accessMethod: .touch)
        view.message = message
        view.isTyping = typing
        view.lastSaid = "Yes"
        return view
    }

    /// The message's placement as the painter draws it, the scene, and the picture.
    static func placed(_ view: HomeView) -> (PlacedLabel, Scene, PixelBuffer) {
        let scene = layout(view, screen: screen, measurer: PangoMeasurer())
        let renderer = Renderer()
        let image = try! renderer.image(of: scene)
        return (renderer.placements(scene)[.message]!, scene, image)
    }

    /// Pixels in `rect` of `image` unlike the one at `reference`.
    static func inked(_ image: PixelBuffer, _ rect: Rect, unlike reference: (Int, Int)) -> Int {
        let background = image.pixels[reference.1 * image.width + reference.0]
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where image.pixels[y * image.width + x] != background {
                count += 1
            }
        }
        return count
    }

    @Test func H10_aLongMessageShowsWholeLinesAndAMarkThatMoreIsAbove() {
        let (long, scene, image) = Self.placed(Self.view(message: Self.longMessage, typing: false))
        let frame = scene.control(.message)!.frame
        #expect(long.hiddenLines > 0)
        // The first line shown starts at or below the top of the words' space (under "Said"): never cut in half.
        #expect(long.firstShownLine >= scene.saidFrame.maxY - 0.5)
        // The mark: ink at the top right of the words' space, which a short message leaves empty.
        let corner = Rect(
            x: frame.maxX - 30, y: (scene.saidFrame.maxY + 2).rounded(), width: 24, height: (long.lineHeight).rounded())
        let reference = (Int(frame.maxX) - 10, Int(frame.maxY) - 10)
        #expect(Self.inked(image, corner, unlike: reference) > 0)
        let (_, _, shortImage) = Self.placed(Self.view(message: "Water", typing: false))
        #expect(Self.inked(shortImage, corner, unlike: reference) == 0)
    }

    /// A message being typed looks different from one said (H11): a still cursor after the last letter of a message
    /// not yet said, none after what was said.
    @Test func H10_H11_aStillCursorFollowsTheLastLetterOfAMessageNotYetSaid() throws {
        let (typed, scene, typing) = Self.placed(Self.view(message: "Water", typing: true))
        let cursor = try #require(typed.cursor)
        // Drawn: ink where the cursor is, just after the last letter, on the words' line.
        let frame = scene.control(.message)!.frame
        let reference = (Int(frame.maxX) - 10, Int(frame.maxY) - 10)
        #expect(Self.inked(typing, cursor, unlike: reference) > 0)
        #expect(cursor.minX >= typed.ink.maxX - 2 && cursor.minX <= typed.ink.maxX + 12)
        #expect(cursor.minY < typed.ink.maxY && cursor.maxY > typed.ink.minY)
        // Typed and then left, not said: the cursor stays, so a nurse does not read it as said.
        let (draft, _, _) = Self.placed(Self.view(message: "Water", typing: false))
        #expect(draft.cursor != nil)
        var said = Self.view(message: "Water", typing: false)
        (said.lastSaid, said.showsSaid, said.saidAge) = ("Water", true, .justNow)
        let (saidPlaced, _, _) = Self.placed(said)
        #expect(saidPlaced.cursor == nil)
    }
}

/// H10: the cap-height ratio the layout assumes is never more than the real font's, so "6 mm" in the core's tests is
/// at least 6 mm drawn.
@Suite struct CapHeightTests {
    @Test func H10_theLayoutsCapHeightRatioIsTheRealFonts() {
        for bold in [false, true] {
            let real = CapHeights.ratio(bold: bold)
            #expect(
                real >= LabelMetrics.capHeightRatio && real - LabelMetrics.capHeightRatio < 0.06, "\(bold): \(real)")
        }
    }

    @Test func H10_theGallerysReportNamesTheSmallestCapHeight() throws {
        let options = try SnapshotOptions(arguments: ["start", "/dev/null", "--size", "1280x800", "--mm", "217x136"])
        let report = CapHeights.report(SnapshotCommand.scene(options))
        #expect(report.hasPrefix("smallest cap height "))
        #expect(report.contains("Yes ") && report.contains("Get Attention "))
    }
}

/// H11, the nurse's view, with the real font: every starter phrase and Yes and No, said, in the message's place on
/// the two panels most beds have: whole where it fits at the default size, never a word broken, never cut with "…".
@Suite struct NursesViewRenderTests {
    static let panels: [(String, Screen)] = [
        ("7-inch 800×480", Screen(pixels: Size(width: 800, height: 480), millimetres: Size(width: 154, height: 86))),
        (
            "10-inch 1280×800",
            Screen(pixels: Size(width: 1280, height: 800), millimetres: Size(width: 217, height: 136))
        ),
    ]

    /// Every phrase of the starter board, Yes and No.
    static var said: [String] {
        let board = StarterContent.board
        return ["Yes", "No"] + (board.emergency + board.categories.flatMap(\.phrases)).map(\.text)
    }

    /// The cap height of what was said, in millimetres, and its placement, at every text size.
    static func shown(_ words: String, on screen: Screen, textSize: TextSize = .standard) -> (Double, PlacedLabel) {
        var view = NamedHomeState.said.view(display: DisplaySettings(textSize: textSize), accessMethod: .touch)
        view.lastSaid = words
        let scene = layout(view, screen: screen, measurer: PangoMeasurer())
        let control = scene.control(.message)!
        let placed = Renderer().placements(scene)[.message]!
        return (control.fontSize * CapHeights.ratio() / screen.pixelsPerMillimetre, placed)
    }

    /// Whole where the place holds it at the default size; past that (the longest starter phrase on the 7-inch
    /// panel), at the default size from its first line, with the mark that more is below: never cut with "…".
    @Test func H11_whatWasSaidShowsWholeInTheMessagesPlace() {
        for (name, screen) in Self.panels {
            let defaultCap =
                LabelMetrics.defaultFontSize(pixelsPerMillimetre: screen.pixelsPerMillimetre)
                * CapHeights.ratio() / screen.pixelsPerMillimetre
            var cut: [String] = []
            for words in Self.said {
                let (cap, placed) = Self.shown(words, on: screen)
                #expect(placed.cursor == nil && !placed.breaksWord, "\(name): \(words)")
                #expect(cap >= defaultCap - 0.01, "\(name): \(words) \(cap) mm, never below the default size")
                if placed.hiddenLines > 0 {
                    cut.append(words)
                    #expect(abs(cap - defaultCap) < 0.1, "\(name): \(words) shrinks to the default size first")
                }
            }
            // The figures in ACCESSIBILITY H11: on the 10-inch panel every one whole; on the 7-inch, one.
            #expect(cut.count <= (screen.pixels.width < 1000 ? 1 : 0), "\(name): \(cut)")
        }
    }

    /// Where what was said is longer than its place, its first line shows at the top and a mark below the last
    /// line shown says there is more.
    @Test func H11_whatDoesNotFitShowsItsBeginningAndAMarkBelow() {
        let screen = Self.panels[0].1
        let long = "Please tell the night nurse that the pain in my left leg is much worse than this morning"
        var view = NamedHomeState.said.view(accessMethod: .touch)
        view.lastSaid = long
        let scene = layout(view, screen: screen, measurer: PangoMeasurer())
        let renderer = Renderer()
        let placed = renderer.placements(scene)[.message]!
        let image = try! renderer.image(of: scene)
        #expect(placed.hiddenLines > 0)
        #expect(abs(placed.firstShownLine - scene.saidFrame.maxY) <= placed.lineHeight, "from the first line")
        let frame = scene.control(.message)!.frame
        let reference = (Int(frame.maxX) - 10, Int(frame.maxY) - 10)
        let shown = placed.lineCount - placed.hiddenLines
        let lastLine = Rect(
            x: frame.maxX - 24, y: (placed.firstShownLine + Double(shown - 1) * placed.lineHeight).rounded(),
            width: 18, height: placed.lineHeight.rounded(.down))
        #expect(MessageRenderTests.inked(image, lastLine, unlike: reference) > 0, "the mark")
        var short = view
        short.lastSaid = "Yes"
        let shortImage = try! renderer.image(of: layout(short, screen: screen, measurer: PangoMeasurer()))
        #expect(MessageRenderTests.inked(shortImage, lastLine, unlike: reference) == 0)
    }

    /// On the 10-inch panel, everything said up to 40 characters stands at least 6 mm in cap height and shows
    /// whole, at every text size (a larger size keeps the message's place, H10).
    @Test func H11_onATenInchPanelWhatWasSaidIsAtLeastSixMillimetres() {
        let screen = Self.panels[1].1
        let forty = "Please call my daughter and my son today"
        #expect(forty.count == 40)
        for words in Self.said + [forty] {
            for size in TextSize.allCases {
                let (cap, placed) = Self.shown(words, on: screen, textSize: size)
                #expect(cap >= 6 - 0.01, "\(words), \(size): \(cap) mm")
                #expect(placed.hiddenLines == 0 && !placed.breaksWord, "\(words), \(size)")
            }
        }
    }

    /// L6 with H11: on a Spanish screen whose phrases are spoken in English, what the staff heard shows whole in
    /// the message's place, first, for every starter phrase with an English parallel, on the 7-inch and 10-inch
    /// panels; the caption over it says only how long ago, so nothing of the staff's words is cut with "…".
    @Test func L6_H11_theStaffsWordsShowWholeInTheMessagesPlace() {
        let spanish = LanguageTag("es")!
        let board = StarterContent.board(for: spanish)
        let phrases = board.emergency + board.categories.flatMap(\.phrases)
        let english = Dictionary(
            (StarterContent.board.emergency + StarterContent.board.categories.flatMap(\.phrases)).map {
                ($0.id, $0.text)
            }
        ) { first, _ in first }
        let measurer = PangoMeasurer()
        var said = NamedHomeState.said.view(accessMethod: .touch)
        said.labels = HomeLabels(BuiltInCatalogs.catalog(for: spanish))
        for (name, screen) in Self.panels {
            let plan = HomePlan(LayoutInput(said, screen: screen), measurer: measurer)
            var checked = 0
            for phrase in phrases {
                guard let heard = english[phrase.id] else { continue }
                var view = said
                view.lastSaid = phrase.text
                view.saidAloud = .translated(language: "English", words: heard)
                let scene = layout(view, plan: plan, measurer: measurer)
                let control = scene.control(.message)!
                #expect(control.label.hasPrefix(heard + "\n"), "\(name): \(control.label)")
                #expect(scene.saidText == "Dicho: hace 2 min", "\(name): \(String(describing: scene.saidText))")
                let placed = Renderer().placements(scene)[.message]!
                let width = placed.content.width - LabelMetrics.messageMarkWidth(fontSize: control.fontSize)
                let heardLines = measurer.measure(heard, fontSize: control.fontSize, bold: false, maxWidth: width)
                #expect(!placed.breaksWord, "\(name): \(heard)")
                #expect(
                    placed.lineCount - placed.hiddenLines >= heardLines.lineCount,
                    "\(name): \(heard) (\(heardLines.lineCount) lines) under \(placed.lineCount - placed.hiddenLines) shown"
                )
                checked += 1
            }
            #expect(checked > 40)
        }
    }
}
