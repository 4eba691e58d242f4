import Testing

@testable import BricksonCore

/// H10: Yes and No are the largest controls on Home, and labels grow to fill their controls.
@Suite struct SeenFromTheBedTests {
    static let measurer = LayoutFixtures.measurer

    static func area(_ frame: Rect) -> Double { frame.width * frame.height }

    @Test(arguments: LayoutFixtures.panels)
    func H10_yesAndNoAreTheLargestControlsInEveryStateSizeAndAccessMethod(panel: LayoutFixtures.Panel) {
        // What falls short of H10: a control larger than Yes, or Type dimmed for want of room (T6).
        var larger: [String] = []
        var typeDimmed: [String] = []
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
                            if yes.height < frame.height || Self.area(yes) < Self.area(frame) {
                                larger.append("\(control.id) \(frame) vs \(yes): \(context)")
                            }
                        } else if ![.key, .prediction].contains(control.role) && Self.area(yes) <= Self.area(frame) {
                            larger.append("\(control.id) \(frame) vs \(yes): \(context)")
                        }
                    }
                    if !scene.typeAvailable { typeDimmed.append(context) }
                }
            }
        }
        if LayoutLabelTests.squeezed.contains(panel.name) {
            // The known limit of the panels too small for touch sizes (`LayoutLabelTests.squeezed`): there Yes and
            // No are not the largest and Type has no room. Everything else above holds there too.
            #expect(!larger.isEmpty, "Yes and No are now the largest on \(panel): take it off the known limits")
            #expect(!typeDimmed.isEmpty, "Type now has room on \(panel): take it off the known limits")
        } else {
            #expect(larger.isEmpty, "\(larger.count) larger than Yes: \(larger.prefix(8))")
            #expect(typeDimmed.isEmpty, "Type dimmed: \(typeDimmed.prefix(8))")
        }
    }

    /// Where no key size and no share of width is enough (7-inch 1024×600 with Bold Text, with this measurer), the
    /// phrase places stop at Yes's area, a few pixels short of the phrase area, never below their least height.
    @Test func H10_phrasePlacesStopAtYesWhereNothingElseGives() {
        let panel = LayoutFixtures.panels[1]
        var stopped: [TextSize] = []
        for size in TextSize.allCases {
            let view = LayoutFixtures.start(DisplaySettings(textSize: size, bold: true), .touch)
            let plan = HomePlan(LayoutInput(view, screen: panel.screen), measurer: Self.measurer)
            let places = (0..<plan.phraseCapacity).map { plan.frame(.phrase($0)) }
            let lowest = places.map(\.maxY).max()!
            let yes = plan.frame(.yes)
            #expect(places.allSatisfy { Self.area($0) <= Self.area(yes) && $0.height <= yes.height }, "\(size)")
            if plan.phraseArea.maxY - lowest > 1 {
                stopped.append(size)
                let builder = PlanBuilder(input: LayoutInput(view, screen: panel.screen), measurer: Self.measurer)
                #expect(places[0].height >= builder.phraseMinimumHeight(rowHeight: plan.frame(.phrases).height) - 1)
            }
        }
        #expect(!stopped.isEmpty, "the phrase places fill the area everywhere: take this case out")
    }

    /// Where the panel has no room for both, Yes and No come before keys at touch's 9 mm (A4 "where the panel
    /// allows"): the keys go no smaller than that takes, never below `LayoutMetrics.smallestKey`, and only there.
    @Test(arguments: LayoutFixtures.panels)
    func H10_A4_keysGiveWayOnlyAsFarAsYesAndNoNeed(panel: LayoutFixtures.Panel) {
        let touch = AccessMethod.touch.minimumMillimetres
        for display in LayoutFixtures.displays {
            for access in LayoutFixtures.accessChoices {
                let context = "\(panel), \(display.textSize), bold \(display.bold), \(String(describing: access))"
                let view = LayoutFixtures.start(display, access)
                let plan = HomePlan(LayoutInput(view, screen: panel.screen), measurer: Self.measurer)
                #expect(
                    plan.keyMillimetres <= max(touch, plan.minimumMillimetres)
                        && plan.keyMillimetres >= LayoutMetrics.smallestKey, "\(context)")
                guard plan.keyMillimetres < touch else { continue }
                // Half a millimetre larger, however Yes and No take width from their neighbours, something gives:
                // the keyboard's room or Yes and No as the largest.
                let builder = PlanBuilder(input: LayoutInput(view, screen: panel.screen), measurer: Self.measurer)
                for widening in LayoutMetrics.widenings {
                    let larger = builder.build(
                        plan.arrangement, minimumMillimetres: plan.minimumMillimetres, room: .keyboardAndPhrases,
                        keyMillimetres: plan.keyMillimetres + LayoutMetrics.keyStep, widening: widening)
                    #expect(
                        !larger.fitsMinimum || !larger.typeAvailable || !larger.answersLargest,
                        "\(widening): \(context)")
                }
            }
        }
        // Where: the 7-inch landscape panels only, at every access method (eye tracking gets touch sizes there).
        let smaller = LayoutFixtures.panels.filter { panel in
            HomePlan(LayoutInput(LayoutFixtures.start(), screen: panel.screen), measurer: Self.measurer)
                .keyMillimetres < touch
        }
        #expect(smaller.map(\.name) == ["7-inch 800×480", "7-inch 1024×600"])
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
