import BricksonCore
import Testing

@testable import HomeRenderer

/// H10 with the real font: on the 7-inch landscape panels, where the keys give way, Yes and No are the largest
/// controls at every text size, bold or not, with Type still offered (T6), and without the phrase places stopping
/// short of their area (the last resort the tests' measurer needs at 1024×600 in bold).
@Suite struct SeenFromTheBedRenderTests {
    static let panels: [(String, Screen)] = [
        ("7-inch 800×480", Screen(pixels: Size(width: 800, height: 480), millimetres: Size(width: 154, height: 86))),
        ("7-inch 1024×600", Screen(pixels: Size(width: 1024, height: 600), millimetres: Size(width: 154, height: 90))),
    ]

    @Test func H10_T6_yesAndNoAreTheLargestOnSevenInchLandscapePanelsWithTheRealFont() {
        let measurer = PangoMeasurer()
        for (name, screen) in Self.panels {
            for size in TextSize.allCases {
                for bold in [false, true] {
                    for access in [AccessMethod.touch, .eyeTracking] {
                        var view = NamedHomeState.start.view(display: DisplaySettings(textSize: size, bold: bold))
                        view.accessMethod = access
                        let plan = HomePlan(LayoutInput(view, screen: screen), measurer: measurer)
                        let context = "\(name), \(size), bold \(bold), \(access)"
                        #expect(plan.answersLargest && plan.typeAvailable, "\(context)")
                        // Without the last resort: the phrase places fill the phrase area.
                        let lowest = (0..<plan.phraseCapacity).map { plan.frame(.phrase($0)).maxY }.max() ?? 0
                        #expect(plan.phraseArea.maxY - lowest <= 1, "\(context)")
                        #expect(
                            plan.keyMillimetres < AccessMethod.touch.minimumMillimetres
                                && plan.keyMillimetres >= LayoutMetrics.smallestKey, "\(context)")
                    }
                }
            }
        }
    }
}
