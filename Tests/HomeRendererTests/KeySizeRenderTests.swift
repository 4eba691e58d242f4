import BricksonCore
import Testing

@testable import HomeRenderer

/// A4 with the real font: on the larger panels, switches, head pointing and eye tracking get keys and predictions
/// above touch's 9 mm, never larger than the other controls, with Type offered (T6) and Yes and No the largest (H10).
@Suite struct KeySizeRenderTests {
    static let panels: [(String, Screen)] = [
        ("10.1-inch 1280×800", Screen(width: 1280, height: 800, pixelsPerMillimetre: 1280 / 217)),
        ("15.6-inch 1920×1080", Screen(width: 1920, height: 1080, pixelsPerMillimetre: 1920 / 344)),
    ]

    @Test func A4_keysTakeTheMethodsSizeOnLargerPanelsWithTheRealFont() {
        let measurer = PangoMeasurer()
        for (name, screen) in Self.panels {
            for access in [AccessMethod.switches, .headPointing, .eyeTracking] {
                var view = NamedHomeState.start.view(display: DisplaySettings())
                view.accessMethod = access
                let plan = HomePlan(LayoutInput(view, screen: screen), measurer: measurer)
                let context = "\(name), \(access): keys \(plan.keyMillimetres) mm of \(plan.minimumMillimetres)"
                #expect(plan.keyMillimetres > AccessMethod.touch.minimumMillimetres, "\(context)")
                #expect(plan.keyMillimetres <= plan.minimumMillimetres, "\(context)")
                #expect(plan.answersLargest && plan.typeAvailable && plan.fitsMinimum, "\(context)")
                var touch = view
                touch.accessMethod = .touch
                let touchPlan = HomePlan(LayoutInput(touch, screen: screen), measurer: measurer)
                #expect(touchPlan.keyMillimetres == AccessMethod.touch.minimumMillimetres, "\(name), touch")
            }
        }
    }
}
