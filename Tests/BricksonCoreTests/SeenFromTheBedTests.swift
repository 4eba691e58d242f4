import Testing

@testable import BricksonCore

/// H10: Yes and No are the largest controls on Home, and labels grow to fill their controls.
@Suite struct SeenFromTheBedTests {
    static let measurer = LayoutFixtures.measurer

    static func area(_ frame: Rect) -> Double { frame.width * frame.height }

    /// Known limit: 7-inch landscape panels, where the phrase area keeps room for the keyboard (T6), the message
    /// and Again for the longest status line (H9), and Emergency, Get Attention and the categories for their words
    /// on one line: there Yes and No are taller than every control but the phrase places, and smaller in area than
    /// several (about 13 × 22 mm on an 800×480 panel).
    static let phrasesLargerInArea: Set<String> = ["7-inch 800×480", "7-inch 1024×600"]

    @Test(arguments: LayoutFixtures.panels)
    func H10_yesAndNoAreTheLargestControlsInEveryStateSizeAndAccessMethod(panel: LayoutFixtures.Panel) {
        guard !LayoutLabelTests.squeezed.contains(panel.name) else { return }
        for display in LayoutFixtures.displays {
            for access in LayoutFixtures.accessChoices {
                let context = "\(panel), \(display.textSize), bold \(display.bold), \(String(describing: access))"
                let plan = HomePlan(
                    LayoutInput(LayoutFixtures.start(display, access), screen: panel.screen),
                    measurer: Self.measurer)
                let states = LayoutFixtures.states(display, access).map(\.1) + LayoutFixtures.fullest(display, access)
                let yes = plan.frame(.yes)
                let no = plan.frame(.no)
                #expect(abs(yes.width - no.width) <= 1 && yes.height == no.height, "Yes and No alike: \(context)")
                for view in states {
                    let scene = layout(view, plan: plan, measurer: Self.measurer)
                    #expect(scene.control(.yes)?.frame == yes && scene.control(.no)?.frame == no, "\(context)")
                    for control in scene.controls where ![.yes, .no, .message].contains(control.role) {
                        let frame = control.frame
                        if [.phrase, .emergencyPhrase].contains(control.role) {
                            // As tall and as large as a phrase place, except the known limit.
                            if !Self.phrasesLargerInArea.contains(panel.name) {
                                #expect(yes.height >= frame.height, "\(control.id) \(frame) taller: \(context)")
                                #expect(Self.area(yes) >= Self.area(frame), "\(control.id) \(frame): \(context)")
                            }
                        } else if [.key, .prediction].contains(control.role) {
                            continue
                        } else if Self.phrasesLargerInArea.contains(panel.name) {
                            // The known limit: there Yes and No are only the tallest of the other controls.
                            #expect(yes.height >= frame.height, "\(control.id) \(frame) vs \(yes): \(context)")
                        } else {
                            #expect(Self.area(yes) > Self.area(frame), "\(control.id) \(frame) vs \(yes): \(context)")
                        }
                    }
                }
            }
        }
    }

    /// The known limit above is still a limit: on those panels some phrase place is larger in area than Yes.
    @Test func H10_theKnownLimitIsStillALimit() {
        for panel in LayoutFixtures.panels where Self.phrasesLargerInArea.contains(panel.name) {
            let view = LayoutFixtures.start(DisplaySettings(), .touch)
            let scene = layout(view, screen: panel.screen, measurer: Self.measurer)
            let yes = Self.area(scene.control(.yes)!.frame)
            let largest = scene.controls.filter { $0.role == .phrase }.map { Self.area($0.frame) }.max()!
            #expect(largest > yes, "\(panel): take it off the known limits")
        }
    }

    /// On a 10-inch panel at the default text size, Yes and No stand at least 6 mm in cap height, and so does every
    /// phrase whose label fits in two lines at that size.
    @Test func H10_labelsReachSixMillimetresOnATenInchPanel() {
        let panel = LayoutFixtures.panels[2]
        let ppmm = panel.screen.pixelsPerMillimetre
        let sixMillimetres = 6 * ppmm / LabelMetrics.capHeightRatio
        func capMillimetres(_ control: SceneControl) -> Double {
            control.fontSize * LabelMetrics.capHeightRatio / ppmm
        }
        for access in LayoutFixtures.accessChoices {
            let board = LayoutFixtures.board
            var views: [HomeView] = []
            for (index, category) in board.categories.enumerated() {
                var view = LayoutFixtures.start(DisplaySettings(), access)
                view.selectedCategory = index
                view.phrases = category.phrases.map(\.text)
                views.append(view)
            }
            var emergency = LayoutFixtures.start(DisplaySettings(), access)
            emergency.showingEmergency = true
            emergency.phrases = board.emergency.map(\.text)
            views.append(emergency)
            var twoLinePhrases = 0
            for view in views {
                let scene = layout(view, screen: panel.screen, measurer: Self.measurer)
                for id in [ControlID.yes, .no, .getAttention, .message] {
                    let control = scene.control(id)!
                    #expect(
                        capMillimetres(control) >= 6 - 1e-6,
                        "\(id) \(capMillimetres(control)) mm, \(String(describing: access))")
                }
                for control in scene.controls where [.phrase, .emergencyPhrase].contains(control.role) {
                    let margin = LabelMetrics.grownMargin(fontSize: sixMillimetres)
                    let padding = LabelMetrics.padding(pixelsPerMillimetre: ppmm) + margin
                    let width = LabelMetrics.textWidth(
                        in: control.frame, fontSize: sixMillimetres, hasIcon: false, padding: padding)
                    let measured = Self.measurer.measure(
                        control.label, fontSize: sixMillimetres, bold: false, maxWidth: width)
                    let lineHeight = Self.measurer.measure("Ag", fontSize: sixMillimetres, bold: false, maxWidth: 1e9)
                        .height
                    let twoLines =
                        !measured.breaksWord && measured.height <= 2 * lineHeight + 0.5
                        && measured.height <= control.frame.height - 2 * padding
                    guard twoLines else { continue }
                    twoLinePhrases += 1
                    #expect(capMillimetres(control) >= 6 - 1e-6, "\(control.label): \(capMillimetres(control)) mm")
                }
            }
            #expect(twoLinePhrases > 0, "some phrase fits in two lines")
        }
    }

    /// A label takes the largest size that fits up to the text size's cap, never past it: a short word in a large
    /// control stops at the cap, and the cap grows with the text size.
    @Test func H10_aLabelGrowsToTheCapTheTextSizeSets() {
        let frame = Rect(x: 0, y: 0, width: 1000, height: 600)
        for size in TextSize.allCases {
            let preferred = size.millimetres * 5
            let fitted = FittedLabel(
                "Yes", in: frame, preferred: preferred, largest: preferred * LabelMetrics.growth,
                minimum: TextSize.standard.millimetres * 5, bold: false, hasIcon: true, padding: 5,
                measurer: Self.measurer)
            #expect(fitted.fontSize == preferred * LabelMetrics.growth && fitted.showsIcon)
        }
        // In a small control it stops where its margin from the edges would be lost.
        let small = Rect(x: 0, y: 0, width: 120, height: 60)
        let fitted = FittedLabel(
            "Yes", in: small, preferred: 20, largest: 45, minimum: 20, bold: false, hasIcon: false, padding: 5,
            measurer: Self.measurer)
        #expect(fitted.fontSize > 20 && fitted.fontSize < 45)
        let margin = LabelMetrics.grownMargin(fontSize: fitted.fontSize + 0.5)
        #expect(
            !LabelMetrics.fits(
                "Yes", in: small, fontSize: fitted.fontSize + 0.5, bold: false, hasIcon: false, padding: 5 + margin,
                measurer: Self.measurer))
    }
}
