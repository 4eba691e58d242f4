import BricksonCore
import Testing

/// G2 (where Stop sits), T6 (when Type is offered), H5 (no two names alike), A2 (the scanning order), and the
/// state each control shows (H7, H8, T2, T4, T5, V4).
@Suite struct LayoutRulesTests {
    static let measurer = LayoutFixtures.measurer

    @Test(arguments: LayoutFixtures.panels)
    func G2_stopIsNeverNearestGetAttentionAndLeavesACategoryBehind(panel: LayoutFixtures.Panel) {
        for (display, access) in LayoutFixtures.matrix(for: panel) {
            let plan = HomePlan(
                LayoutInput(LayoutFixtures.start(display, access), screen: panel.screen),
                measurer: Self.measurer)
            let context = "\(panel), \(display.textSize), bold \(display.bold), \(String(describing: access))"
            // The states that show different sets of controls (text on the status line or in the message
            // moves nothing, H3).
            let states = LayoutFixtures.states(display, access).filter {
                ["start", "emergency phrases", "typing", "typing, Stop showing, emergency"].contains($0.0)
            }
            var bare = LayoutFixtures.start(display, access)
            bare.isTyping = true
            for (name, view) in states + [("typing, no predictions", bare)] {
                var shown = view
                shown.stopShowing = true
                let withStop = layout(shown, plan: plan, measurer: Self.measurer)
                let attention = withStop.control(.getAttention)!.frame.center
                let nearest = withStop.controls.filter { $0.id != .getAttention }.min {
                    Self.distance($0.frame.center, attention) < Self.distance($1.frame.center, attention)
                }!
                #expect(nearest.id != .stop, "Stop is nearest Get Attention: \(context), \(name)")

                // When Stop goes, a pointer resting in the middle of where it was meets the nearest frame.
                var gone = view
                gone.stopShowing = false
                let without = layout(gone, plan: plan, measurer: Self.measurer)
                let middle = withStop.control(.stop)!.frame.center
                let distances = without.controls.map { ($0, $0.frame.distance(to: middle)) }
                let least = distances.map(\.1).min()!
                let nearestNow = distances.filter { $0.1 == least }.map(\.0)
                #expect(
                    nearestNow.allSatisfy { $0.role == .category }, "\(nearestNow.map(\.id)): \(context), \(name)")
            }
        }
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    @Test(arguments: LayoutFixtures.panels)
    func T6_typeIsOfferedExactlyWhereTheKeyboardFitsBelowTheTop(panel: LayoutFixtures.Panel) {
        for (display, access) in LayoutFixtures.matrix(for: panel) {
            let view = LayoutFixtures.start(display, access)
            let plan = HomePlan(LayoutInput(view, screen: panel.screen), measurer: Self.measurer)
            let scene = layout(view, plan: plan, measurer: Self.measurer)
            let context = "\(panel), \(display.textSize), bold \(display.bold), \(String(describing: access))"
            // The keyboard the device needs: five rows of touch-sized keys (or the smaller size every control
            // got, where even touch sizes do not fit), up from the bottom margin.
            let ppmm = scene.pixelsPerMillimetre
            // Keys give way to Yes and No as the largest on the 7-inch landscape panels (H10, A4), never below
            // `smallestKey`.
            let keySide = min(plan.keyMillimetres, plan.minimumMillimetres) * ppmm
            if plan.fitsMinimum { #expect(plan.keyMillimetres >= LayoutMetrics.smallestKey, "\(context)") }
            let gap = LayoutMetrics.gap(pixelsPerMillimetre: ppmm)
            let keyGap = LayoutMetrics.keyGap(pixelsPerMillimetre: ppmm)
            let height = 5 * keySide + 4 * keyGap
            let needed = Rect(
                x: gap, y: scene.size.height - gap - height, width: scene.size.width - 2 * gap, height: height)
            let covered = LayoutFixtures.topControls.filter { scene.control($0)!.frame.intersects(needed) }
            // T6: where the keyboard would cover Yes, No, Emergency, Get Attention or Speak, no Type. Brickson
            // is stricter: the keyboard must fit in the phrase area, never covering the categories either,
            // where Clear and Put Back sit while typing (T4).
            let fitsBelow = needed.minY >= scene.keyboardFrame.minY
            #expect(scene.typeAvailable == fitsBelow, "\(context)")
            if !covered.isEmpty { #expect(!scene.typeAvailable, "\(covered): \(context)") }
            #expect(scene.control(.type)!.isDimmed == !scene.typeAvailable, "\(context)")
            if scene.typeAvailable {
                let typing = scene.controls.filter { $0.role != .phrase }
                for control in typing { #expect(!control.frame.intersects(needed), "\(control.id): \(context)") }
            } else {
                let covers = scene.controls.filter { $0.role != .phrase && $0.frame.intersects(needed) }
                #expect(!covers.isEmpty, "\(context)")
            }
        }
    }

    @Test func T6_typeIsOfferedOnEveryPanelButTheSmallest() {
        var unavailable: Set<String> = []
        for panel in LayoutFixtures.panels {
            for display in LayoutFixtures.displays {
                let scene = layout(LayoutFixtures.start(display, .touch), screen: panel.screen, measurer: Self.measurer)
                if !scene.typeAvailable { unavailable.insert(panel.name) }
            }
        }
        // Known limit: the 4-inch square and the 2.8-inch panel have no room for touch-sized keys below the top.
        #expect(unavailable == ["4-inch 720×720 square", "2.8-inch 320×240"])
    }

    @Test(arguments: LayoutFixtures.panels)
    func H5_noTwoControlsShareAName(panel: LayoutFixtures.Panel) {
        for display in [DisplaySettings(), DisplaySettings(textSize: .largest, bold: true)] {
            let plan = HomePlan(
                LayoutInput(LayoutFixtures.start(display), screen: panel.screen), measurer: Self.measurer)
            var states = LayoutFixtures.states(display, nil).map(\.1) + LayoutFixtures.fullest(display, nil)
            for index in LayoutFixtures.board.categories.indices {
                var view = LayoutFixtures.start(display)
                view.selectedCategory = index
                view.phrases = LayoutFixtures.board.categories[index].phrases.map(\.text)
                view.stopShowing = true
                states.append(view)
            }
            var typing = LayoutFixtures.start(display)
            typing.isTyping = true
            typing.predictions = ["I", "Pain", "need"]  // "I" and "Pain" repeat a key and a category: not shown
            states.append(typing)
            for view in states {
                let scene = layout(view, plan: plan, measurer: Self.measurer)
                let names = scene.controls.filter { $0.role != .message }.map { $0.label.lowercased() }
                #expect(Set(names).count == names.count, "\(panel): \(names)")
                #expect(!names.contains(""), "\(panel)")
            }
        }
    }

    @Test func H5_theLayoutsFixedWordsAreTheStarterContentsFixedLabels() {
        let labels = HomeLabels.english
        let words = [
            labels.yes, labels.no, labels.emergency, labels.getAttention, labels.again, labels.speak, labels.phrases,
            labels.type, labels.stop, labels.settings, labels.clear, labels.putBack, labels.pause, labels.resume,
        ]
        #expect(Set(words) == Set(StarterContent.fixedLabels))
    }

    @Test func A2_scanningGroupsKeepTheirOrderWhateverShows() {
        let plan = HomePlan(
            LayoutInput(LayoutFixtures.start(), screen: LayoutFixtures.panels[2].screen), measurer: Self.measurer)
        let categories = LayoutFixtures.board.categories.indices.map { ControlID.category($0) }
        var view = LayoutFixtures.start()
        let phrases = view.phrases.indices.map { ControlID.phrase($0) }
        let top: [[ControlID]] = [[.yes, .no, .emergency, .getAttention], [.again], [.message], [.phrases, .type]]
        #expect(
            layout(view, plan: plan, measurer: Self.measurer).scanGroups == top + [categories + [.settings], phrases])
        view.stopShowing = true
        #expect(
            layout(view, plan: plan, measurer: Self.measurer).scanGroups
                == top + [[.stop], categories + [.settings], phrases])
        view.isTyping = true
        view.predictions = ["to", "my"]
        let scene = layout(view, plan: plan, measurer: Self.measurer)
        let typingCategories = categories.dropLast(2) + [.clear, .putBack, .settings]
        let keys = [ControlID.prediction(0), .prediction(1)] + OnScreenKeyboard.keys.map { ControlID.key($0) }
        #expect(scene.scanGroups == top + [[.stop], Array(typingCategories), keys])
        #expect(scene.control(.again)?.label == "Speak" && scene.control(.again)?.role == .speak)
        // The controls come in scanning order too, but for Pause: an eye-gaze control no switch scan stops on (A3).
        #expect(scene.controls.map(\.id).contains(.pause) && !scene.scanGroups.joined().contains(.pause))
        #expect(scene.controls.map(\.id).filter { $0 != .pause } == scene.scanGroups.flatMap { $0 })
    }

    @Test func T4_clearAndPutBackTakePlacesAwayFromTheMessageAndSpeak() {
        for panel in LayoutFixtures.panels where !["4-inch 720×720 square", "2.8-inch 320×240"].contains(panel.name) {
            for display in LayoutFixtures.displays {
                var view = LayoutFixtures.start(display)
                view.isTyping = true
                let scene = layout(view, screen: panel.screen, measurer: Self.measurer)
                for id in [ControlID.clear, .putBack] {
                    let frame = scene.control(id)!.frame
                    for other in [ControlID.message, .again] {
                        let near = scene.control(other)!.frame
                        let gap = max(
                            frame.minX - near.maxX, near.minX - frame.maxX, frame.minY - near.maxY,
                            near.minY - frame.maxY)
                        // Never beside them: at least a row (or the status line) in between.
                        #expect(
                            gap > LayoutMetrics.gap(pixelsPerMillimetre: scene.pixelsPerMillimetre) + 1,
                            "\(id) beside \(other): \(panel), \(display.textSize)")
                    }
                }
            }
        }
    }

    @Test func H7_H8_T5_V4_eachControlShowsItsState() {
        let screen = LayoutFixtures.panels[2].screen
        var view = LayoutFixtures.start()
        view.selectedCategory = 2
        view.pressed = .phrase(1)
        view.dwell = DwellProgress(control: .no, fraction: 0.25)
        view.scanHighlight = [.category(0), .category(1)]
        var scene = layout(view, screen: screen, measurer: Self.measurer)
        #expect(scene.control(.category(2))!.isSelected)
        #expect(scene.controls.filter(\.isSelected).map(\.id) == [.category(2)])
        #expect(scene.controls.filter(\.isPressed).map(\.id) == [.phrase(1)])
        #expect(scene.control(.no)!.dwellFraction == 0.25 && scene.control(.yes)!.dwellFraction == nil)
        #expect(scene.controls.filter(\.isScanHighlighted).map(\.id) == [.category(0), .category(1)])
        #expect(scene.controls.filter(\.isDimmed).isEmpty)
        #expect(scene.control(.phrase(0))!.role == .phrase)

        view.showingEmergency = true
        view.phrases = LayoutFixtures.board.emergency.map(\.text)
        scene = layout(view, screen: screen, measurer: Self.measurer)
        #expect(scene.controls.filter(\.isSelected).map(\.id) == [.emergency])
        #expect(scene.control(.phrase(0))!.role == .emergencyPhrase)
        #expect(scene.control(.phrase(0))!.label == "Help me now")

        view.showingEmergency = false
        view.isTyping = true
        view.message = ""
        view.canPutBack = false
        scene = layout(view, screen: screen, measurer: Self.measurer)
        let dimmed = Set(scene.controls.filter(\.isDimmed).map(\.id))
        #expect(dimmed == [.category(0), .category(1), .category(3), .clear, .putBack])
        #expect(!scene.controls.contains { if case .phrase = $0.id { true } else { false } })
        view.message = "Hi"
        view.canPutBack = true
        scene = layout(view, screen: screen, measurer: Self.measurer)
        #expect(scene.control(.clear)!.isDimmed == false && scene.control(.putBack)!.isDimmed == false)
    }

    @Test func H1_iconsNameWhatEachControlDoes() {
        var view = LayoutFixtures.start()
        view.stopShowing = true
        let screen = LayoutFixtures.panels[3].screen
        let scene = layout(view, screen: screen, measurer: Self.measurer)
        let expected: [ControlID: Icon] = [
            .yes: .check, .no: .cross, .emergency: .warning, .getAttention: .bell, .again: .repeatArrow,
            .phrases: .list, .type: .keyboard, .stop: .stopSquare, .settings: .gear, .pause: .pauseBars,
        ]
        for (id, icon) in expected { #expect(scene.control(id)!.icon == icon, "\(id)") }
        view.isTyping = true
        let typing = layout(view, screen: screen, measurer: Self.measurer)
        #expect(typing.control(.again)!.icon == .speaker)
        #expect(typing.control(.clear)!.icon == .eraser && typing.control(.putBack)!.icon == .undo)
    }
}
