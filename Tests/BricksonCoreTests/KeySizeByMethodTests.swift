import BricksonFakes
import Testing

@testable import BricksonCore

/// A4: keys and predictions take the access method's size where the panel allows, and the plan says the size
/// it got.
@Suite struct KeySizeByMethodTests {
    static let measurer = LayoutFixtures.measurer

    /// Keys never larger than the other controls; where smaller than the method asks, keys one tier larger would
    /// cost the keyboard's room (T6), a control its size, or Yes and No their place as the largest (H10).
    @Test(arguments: LayoutFixtures.panels)
    func A4_keysTakeTheMethodsSizeWhereThePanelAllows(panel: LayoutFixtures.Panel) {
        guard !LayoutLabelTests.squeezed.contains(panel.name) else { return }
        let ppmm = panel.screen.pixelsPerMillimetre
        for display in LayoutFixtures.displays {
            for access in LayoutFixtures.accessChoices {
                let method = access ?? .eyeTracking
                let context = "\(panel), \(display.textSize), bold \(display.bold), \(method)"
                let start = LayoutFixtures.start(display, access)
                let input = LayoutInput(start, screen: panel.screen)
                let plan = HomePlan(input, measurer: Self.measurer)
                #expect(plan.keyMillimetres <= plan.minimumMillimetres, "\(context)")
                if plan.typeAvailable && plan.fitsMinimum {
                    var typing = start
                    typing.isTyping = true
                    typing.predictions = ["there", "again", "nurse"]
                    let scene = layout(typing, plan: plan, measurer: Self.measurer)
                    for control in scene.controls where control.role == .key || control.role == .prediction {
                        #expect(control.frame.height >= plan.keyMillimetres * ppmm - 1, "\(control.id): \(context)")
                    }
                }
                let next = LayoutMetrics.tiers.filter { $0 > plan.keyMillimetres && $0 <= plan.minimumMillimetres }
                guard let larger = next.min(), plan.typeAvailable else { continue }
                let builder = PlanBuilder(input: input, measurer: Self.measurer)
                for room in PlanBuilder<MonospaceMeasurer>.Room.allCases where room.keepsKeyboard {
                    let bigger = builder.build(
                        plan.arrangement, minimumMillimetres: plan.minimumMillimetres, room: room,
                        keyMillimetres: larger)
                    #expect(
                        !bigger.fitsMinimum || !bigger.typeAvailable || !bigger.answersLargest,
                        "\(larger) mm keys would fit: \(context)")
                }
            }
        }
    }

    /// Where the panel is large, switches and eye tracking get keys of their own size, not touch's.
    @Test func A4_onALargePanelKeysAndPredictionsAreNotTouchSized() {
        let panel = LayoutFixtures.panels[3]
        for method in [AccessMethod.switches, .headPointing, .eyeTracking] {
            let plan = HomePlan(
                LayoutInput(LayoutFixtures.start(DisplaySettings(), method), screen: panel.screen),
                measurer: Self.measurer)
            #expect(plan.keyMillimetres > AccessMethod.touch.minimumMillimetres, "\(method): \(plan.keyMillimetres)")
            #expect(plan.typeAvailable)
        }
    }
}
