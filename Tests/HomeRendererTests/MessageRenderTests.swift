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

    @Test func H10_whileTypingAStillCursorFollowsTheLastLetter() {
        let (typed, scene, typing) = Self.placed(Self.view(message: "Water", typing: true))
        let (_, _, talking) = Self.placed(Self.view(message: "Water", typing: false))
        // Around the end of the last letter the two pictures differ (the cursor); elsewhere in the message, not.
        let end = Rect(
            x: typed.ink.maxX.rounded(.down) - 2, y: typed.ink.minY.rounded(.down), width: 12,
            height: typed.ink.height.rounded(.up))
        func differing(_ rect: Rect) -> Int {
            var count = 0
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX)
                where typing.pixels[y * typing.width + x] != talking.pixels[y * talking.width + x] {
                    count += 1
                }
            }
            return count
        }
        #expect(differing(end) > 0)
        let words = Rect(x: typed.ink.minX, y: typed.ink.minY, width: typed.ink.width - 4, height: typed.ink.height)
        #expect(differing(words) == 0, "the words themselves are drawn the same")
        #expect(scene.control(.message) != nil)
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
