import BricksonFakes
import Testing

@testable import BricksonCore

/// A4: keys and predictions take the access method's size where the panel allows, and the plan says the size
/// it got.
@Suite struct KeySizeByMethodTests {
    static let measurer = LayoutFixtures.measurer

    /// Keys never larger than the other controls, and as tall as the plan says; where larger than touch's, Yes and
    /// No are as large as with touch-sized keys and still the largest (H10).
    @Test(arguments: LayoutFixtures.panels)
    func A4_keysTakeTheMethodsSizeWhereThePanelAllows(panel: LayoutFixtures.Panel) {
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
                // Never at the cost of Yes and No: they are as large as with touch-sized keys (H10). The places are
                // the default text size's at every size (V1), so they are compared with that size's.
                var placesInput = input
                placesInput.textSize = .default
                let builder = PlanBuilder(input: placesInput, measurer: Self.measurer)
                if plan.keyMillimetres > AccessMethod.touch.minimumMillimetres {
                    var smallest = plan
                    for room in PlanBuilder<MonospaceMeasurer>.Room.allCases where room.keepsKeyboard {
                        let touchKeys = builder.build(
                            plan.arrangement, minimumMillimetres: plan.minimumMillimetres, room: room,
                            keyMillimetres: AccessMethod.touch.minimumMillimetres, widening: plan.widening)
                        guard touchKeys.fitsMinimum && touchKeys.typeAvailable else { continue }
                        smallest = touchKeys
                        break
                    }
                    #expect(plan.frame(.yes).height >= smallest.frame(.yes).height - 0.5, "\(context)")
                    #expect(plan.answersLargest, "\(context)")
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

/// A4: About and the step-by-step set-up say which size the layout gave, and what the panel could not give.
@Suite struct TargetSizeWordsTests {
    static func about(_ method: AccessMethod, panel: LayoutFixtures.Panel, page: SettingsPage = .about) -> [String] {
        var home = SettingsTests.inSettings(Settings(accessMethod: method))
        let start = LayoutFixtures.start(DisplaySettings(), method)
        let plan = HomePlan(LayoutInput(start, screen: panel.screen), measurer: LayoutFixtures.measurer)
        home.send { .homeRoomChecked(HomeRoom(plan), at: $0) }
        home.state = SettingsTests.opened(page, home)
        return home.state.settingsView!.rows.map(\.label)
    }

    @Test func A4_aboutSaysTheSizeTheControlsGot() {
        #expect(Self.about(.switches, panel: LayoutFixtures.panels[3]).contains("Targets: 15 mm (switches)"))
        #expect(Self.about(.touch, panel: LayoutFixtures.panels[3]).contains("Targets: 9 mm (touch)"))
    }

    @Test func A4_aboutSaysWhatThePanelHadNoRoomFor() {
        let labels = Self.about(.eyeTracking, panel: LayoutFixtures.panels[0])
        let line = labels.first { $0.hasPrefix("Targets:") }
        #expect(line?.contains("the panel has no room for 22 mm (eye tracking)") == true, "\(labels)")
    }

    @Test func A4_theStepByStepSetUpShowsTheSizeToo() {
        let labels = Self.about(.switches, panel: LayoutFixtures.panels[3], page: .setUpAccess)
        #expect(labels.contains("Targets: 15 mm (switches)"), "\(labels)")
    }

    @Test func A4_withoutALayoutAnswerNothingIsClaimed() {
        let home = SettingsTests.inSettings(Settings(accessMethod: .switches))
        #expect(SettingsTests.opened(.about, home).settingsView!.rows.allSatisfy { !$0.label.hasPrefix("Targets") })
    }
}
