import BricksonCore
import Testing

/// H3: every control keeps its frame across Home's states, on every panel, text size, bold and access method;
/// controls stay on the screen and never overlap.
@Suite struct LayoutStabilityTests {
    @Test(arguments: LayoutFixtures.panels)
    func H3_everyControlKeepsItsFrameInEveryState(panel: LayoutFixtures.Panel) {
        for (display, access) in LayoutFixtures.matrix(for: panel) {
            let states = LayoutFixtures.states(display, access)
            let context = "\(panel), \(display.textSize), bold \(display.bold), \(String(describing: access))"
            // Each state is laid out on its own, from its own view, as Home is drawn: nothing is shared between
            // the states but the panel, so a frame that moves with the state is seen.
            let first = layout(states[0].1, screen: panel.screen, measurer: LayoutFixtures.measurer)
            var frames: [ControlID: Rect] = [:]
            for (name, view) in states {
                let scene = layout(view, screen: panel.screen, measurer: LayoutFixtures.measurer)
                for control in scene.controls {
                    if let earlier = frames[control.id] {
                        #expect(control.frame == earlier, "\(control.id) moved: \(context), \(name)")
                    } else {
                        frames[control.id] = control.frame
                    }
                }
                #expect(scene.statusFrame == first.statusFrame, "status line moved: \(context), \(name)")
                #expect(scene.keyboardFrame == first.keyboardFrame, "keyboard moved: \(context), \(name)")
                #expect(scene.typeAvailable == first.typeAvailable, "\(context), \(name)")
            }
            // The states with the most controls showing: every other state shows a subset of one of them.
            for view in LayoutFixtures.fullest(display, access) {
                let scene = layout(view, screen: panel.screen, measurer: LayoutFixtures.measurer)
                for control in scene.controls {
                    if let earlier = frames[control.id] {
                        #expect(control.frame == earlier, "\(control.id) moved: \(context), fullest")
                    }
                }
                Self.expectOnScreenAndApart(scene, context)
            }
        }
    }

    /// Every frame inside the screen, no two controls (nor a control and the status line) sharing a pixel.
    static func expectOnScreenAndApart(_ scene: Scene, _ context: String) {
        let screen = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
        let frames = scene.controls.map { ($0.id, $0.frame) } + [(ControlID.message, scene.statusFrame)]
        for (index, (id, frame)) in frames.enumerated() {
            let inside =
                frame.minX >= screen.minX && frame.minY >= screen.minY && frame.maxX <= screen.maxX
                && frame.maxY <= screen.maxY
            #expect(inside, "\(id) \(frame) leaves the screen: \(context)")
            for (otherID, other) in frames[(index + 1)...] where frame.intersects(other) {
                Issue.record("\(id) \(frame) overlaps \(otherID) \(other): \(context)")
            }
        }
    }

    @Test func H3_theStatusLineKeepsItsSpaceWhenEmpty() {
        let screen = LayoutFixtures.panels[0].screen
        var view = LayoutFixtures.start()
        let empty = layout(view, screen: screen, measurer: LayoutFixtures.measurer)
        view.statusLine = "Alert stopped"
        let warned = layout(view, screen: screen, measurer: LayoutFixtures.measurer)
        #expect(empty.statusFrame.height > 0)
        #expect(empty.statusFrame == warned.statusFrame)
        #expect(empty.statusText == nil && warned.statusText == "Alert stopped")
        #expect(!empty.controls.contains { $0.frame.intersects(empty.statusFrame) })
    }

    @Test func H3_framesDependOnlyOnTheLayoutInput() {
        // A second board with more categories moves things; the same board in another state does not.
        let screen = LayoutFixtures.panels[2].screen
        let view = LayoutFixtures.start()
        var more = view
        more.categories += ["Visitors", "Music"]
        let plain = layout(view, screen: screen, measurer: LayoutFixtures.measurer)
        let grown = layout(more, screen: screen, measurer: LayoutFixtures.measurer)
        #expect(plain.control(.settings)?.frame != grown.control(.settings)?.frame)
    }

    @Test func H1_homeShowsItsControls() {
        let view = LayoutFixtures.start()
        let scene = layout(view, screen: LayoutFixtures.panels[2].screen, measurer: LayoutFixtures.measurer)
        let ids = scene.controls.map(\.id)
        for id in [ControlID.yes, .no, .emergency, .getAttention, .again, .message, .phrases, .type, .settings] {
            #expect(ids.contains(id), "\(id)")
        }
        #expect(!ids.contains(.stop))
        #expect(ids.filter { if case .category = $0 { true } else { false } }.count == view.categories.count)
        #expect(ids.filter { if case .phrase = $0 { true } else { false } }.count == view.phrases.count)
        #expect(scene.statusFrame.minY >= scene.control(.message)!.frame.maxY)
        var stopping = view
        stopping.stopShowing = true
        let withStop = layout(stopping, screen: LayoutFixtures.panels[2].screen, measurer: LayoutFixtures.measurer)
        #expect(withStop.control(.stop)?.label == "Stop")
        #expect(withStop.control(.stop)?.role == .stop)
    }

    @Test func H1_nonsenseScreensStillGiveAHomeOnTheScreen() {
        for screen in [
            Screen(pixels: Size(width: 0, height: 0), millimetres: Size(width: 0, height: 0)),
            Screen(pixels: Size(width: 800, height: 480), millimetres: Size(width: 0, height: 0)),
            Screen(pixels: Size(width: 100, height: 60), millimetres: Size(width: 154, height: 86)),
        ] {
            let scene = layout(LayoutFixtures.start(), screen: screen, measurer: LayoutFixtures.measurer)
            #expect(scene.pixelsPerMillimetre.isFinite && scene.pixelsPerMillimetre > 0)
            Self.expectOnScreenAndApart(scene, "\(screen)")
        }
    }
}

/// Boards other than the starter board: none, one, many categories, a long name, many phrases.
@Suite struct LayoutOtherBoardTests {
    static let boards: [(String, [String], Int)] = [
        ("no categories", [], 8),
        ("one category", ["Pain"], 3),
        ("twelve categories", (1...12).map { "Topic \($0)" }, 8),
        ("a long name", ["Pain", "Gastroenterology", "Needs"], 8),
        ("twenty phrases", ["Pain", "Needs"], 20),
    ]

    @Test(arguments: [0, 2, 4])
    func H3_otherBoardsStayOnTheScreenApartAndStill(panelIndex: Int) {
        let panel = LayoutFixtures.panels[panelIndex]
        for (name, categories, slots) in Self.boards {
            for access in [AccessMethod.touch, .eyeTracking] {
                var view = HomeView(
                    categories: categories, selectedCategory: 0, phrases: (0..<slots).map { "Phrase \($0)" },
                    accessMethod: access, phraseSlots: slots)
                let first = layout(view, screen: panel.screen, measurer: LayoutFixtures.measurer)
                view.isTyping = true
                view.stopShowing = true
                view.predictions = ["one", "two", "three"]
                let typing = layout(view, screen: panel.screen, measurer: LayoutFixtures.measurer)
                let context = "\(panel), \(name), \(access)"
                LayoutStabilityTests.expectOnScreenAndApart(first, context)
                LayoutStabilityTests.expectOnScreenAndApart(typing, context)
                for control in first.controls {
                    if let later = typing.control(control.id) { #expect(later.frame == control.frame, "\(context)") }
                }
                #expect(typing.control(.clear) != nil && typing.control(.putBack) != nil, "\(context)")
                // G2 with this board: where Stop was, a pointer meets a category, typing or not.
                let middle = typing.control(.stop)!.frame.center
                view.stopShowing = false
                let typingWithoutStop = layout(view, screen: panel.screen, measurer: LayoutFixtures.measurer)
                for scene in [first, typingWithoutStop] where !categories.isEmpty {
                    let nearest = scene.controls.min {
                        $0.frame.distance(to: middle) < $1.frame.distance(to: middle)
                    }!
                    #expect(nearest.role == .category, "\(nearest.id): \(context)")
                }
                let shown = first.controls.filter { $0.role == .phrase }.count
                #expect(
                    shown
                        == min(
                            slots,
                            HomePlan(
                                LayoutInput(view, screen: panel.screen),
                                measurer: LayoutFixtures.measurer
                            ).phraseCapacity), "\(context)")
            }
        }
    }
}
