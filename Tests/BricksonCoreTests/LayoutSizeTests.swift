import BricksonFakes
import Testing

@testable import BricksonCore

/// A4: every control meets its access method's minimum where the window has room; where it has none, the
/// largest sizes that fit, touch sizes last; the order of controls never changes as sizes change.
@Suite struct LayoutSizeTests {
    static let measurer = LayoutFixtures.measurer

    /// Controls held to the access method's minimum (keys and predictions keep touch sizes: see below).
    static func sized(_ control: SceneControl) -> Bool { control.role != .key && control.role != .prediction }

    static func smallerSide(_ frame: Rect) -> Double { min(frame.width, frame.height) }

    @Test(arguments: LayoutFixtures.panels)
    func A4_everyControlMeetsItsMinimumWhereThereIsRoom(panel: LayoutFixtures.Panel) {
        let ppmm = panel.screen.pixelsPerMillimetre
        for (display, access) in LayoutFixtures.matrix(for: panel) {
            let method = access ?? .eyeTracking
            let start = LayoutFixtures.start(display, access)
            let plan = HomePlan(LayoutInput(start, screen: panel.screen), measurer: Self.measurer)
            let context = "\(panel), \(display.textSize), bold \(display.bold), \(method)"
            #expect(plan.minimumMillimetres <= method.minimumMillimetres, "\(context)")
            guard plan.fitsMinimum else {
                #expect(LayoutLabelTests.squeezed.contains(panel.name), "squeezed: \(context)")
                continue
            }
            let least = plan.minimumMillimetres * ppmm
            let scenes = LayoutFixtures.fullest(display, access).map {
                layout($0, plan: plan, measurer: Self.measurer)
            }
            for scene in scenes {
                for control in scene.controls where Self.sized(control) {
                    #expect(Self.smallerSide(control.frame) >= least, "\(control.id) \(control.frame): \(context)")
                }
            }
            // Phrases are at least as large as the top buttons other than Yes and No (A4 as H10 changed it):
            // as the smallest of them, and never below the access method's size.
            let others: [ControlID] = [.emergency, .getAttention, .again, .phrases, .type]
            let top = others.map { Self.smallerSide(scenes[0].control($0)!.frame) }.min()!
            for control in scenes[0].controls where control.role == .phrase {
                let side = Self.smallerSide(control.frame)
                #expect(side >= top && side >= least, "\(control.id) \(side) \(top) \(least): \(context)")
            }
            // Keys are at least as tall as touch needs (or the smaller size everything got), or, where Yes and
            // No take the room (H10), the plan's smaller keys, never below `smallestKey`.
            let keyHeight = min(plan.keyMillimetres, plan.minimumMillimetres) * ppmm
            #expect(plan.keyMillimetres >= LayoutMetrics.smallestKey, "\(context)")
            if scenes[1].typeAvailable {
                for control in scenes[1].controls where !Self.sized(control) {
                    #expect(control.frame.height >= keyHeight - 1, "\(control.id): \(context)")
                }
            }
            // Where the size is below what was asked, no larger tier fits keeping the same room.
            Self.expectNoLargerTierFits(plan, start, panel, method, context)
        }
    }

    /// Builds Home at each larger tier and checks that something observable goes wrong there: a control below
    /// that tier, a phrase place or the keyboard's room lost.
    static func expectNoLargerTierFits(
        _ plan: HomePlan, _ view: HomeView, _ panel: LayoutFixtures.Panel, _ method: AccessMethod, _ context: String
    ) {
        let builder = PlanBuilder(input: LayoutInput(view, screen: panel.screen), measurer: Self.measurer)
        let ppmm = plan.pixelsPerMillimetre
        let chosen = builder.largestFit(plan.arrangement, upTo: method.minimumMillimetres)!
        for tier in LayoutMetrics.tiers where tier > plan.minimumMillimetres && tier <= method.minimumMillimetres {
            let larger = builder.build(plan.arrangement, minimumMillimetres: tier, room: chosen.room)
            let fixed: [ControlID] = [.yes, .no, .emergency, .getAttention, .again, .phrases, .type, .stop, .settings]
            let tooSmall = fixed.contains { smallerSide(larger.frame($0)) < tier * ppmm }
            let phrasesLost = chosen.room != .some && larger.phraseCapacity < view.phraseSlots
            let phraseTooSmall = (0..<larger.phraseCapacity).contains {
                smallerSide(larger.frame(.phrase($0))) < tier * ppmm * LayoutMetrics.phraseToTopButton - 1
            }
            let keyboardLost = chosen.room == .keyboardAndPhrases && !larger.typeAvailable
            #expect(tooSmall || phrasesLost || phraseTooSmall || keyboardLost, "\(tier) mm would fit: \(context)")
        }
    }

    @Test(arguments: LayoutFixtures.panels)
    func A4_touchSizesComeLast(panel: LayoutFixtures.Panel) {
        for display in LayoutFixtures.displays {
            var sizes: [AccessMethod?: Double] = [:]
            for access in LayoutFixtures.accessChoices {
                sizes[access] =
                    HomePlan(
                        LayoutInput(LayoutFixtures.start(display, access), screen: panel.screen),
                        measurer: Self.measurer
                    ).minimumMillimetres
            }
            func size(_ access: AccessMethod?) -> Double { sizes[access]! }
            let context = "\(panel), \(display.textSize), bold \(display.bold)"
            #expect(size(nil) == size(.eyeTracking), "\(context)")
            #expect(size(.eyeTracking) >= size(.switches), "\(context)")
            #expect(size(.switches) == size(.headPointing), "\(context)")
            #expect(size(.headPointing) >= size(.touch), "\(context)")
            // A size below touch only where touch itself does not fit, and then for every method alike.
            if size(.eyeTracking) < AccessMethod.touch.minimumMillimetres {
                #expect(size(.touch) == size(.eyeTracking), "\(context)")
            }
        }
    }

    @Test(arguments: LayoutFixtures.panels)
    func A4_theOrderOfControlsNeverChangesBetweenAccessMethods(panel: LayoutFixtures.Panel) {
        for display in LayoutFixtures.displays {
            var orders: [[[ControlID]]] = []
            var groups: [[[[ControlID]]]] = []
            for access in LayoutFixtures.accessChoices {
                let views = LayoutFixtures.fullest(display, access)
                let plan = HomePlan(LayoutInput(views[0], screen: panel.screen), measurer: Self.measurer)
                let scenes = views.map { layout($0, plan: plan, measurer: Self.measurer) }
                // Reading order: top to bottom, then left to right, by each frame's top left corner.
                orders.append(
                    scenes.map { scene in
                        scene.controls.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }.map(
                            \.id)
                    })
                groups.append(scenes.map(\.scanGroups))
            }
            // The controls every method shows come in the same order (a method with larger sizes may show
            // fewer phrases).
            let context = "\(panel), \(display.textSize), bold \(display.bold)"
            for (order, group) in zip(orders.dropFirst(), groups.dropFirst()) {
                for state in order.indices {
                    let common = Set(order[state]).intersection(orders[0][state])
                    #expect(
                        order[state].filter(common.contains) == orders[0][state].filter(common.contains), "\(context)")
                    let mine = group[state].map { $0.filter(common.contains) }
                    #expect(mine == groups[0][state].map { $0.filter(common.contains) }, "\(context)")
                }
            }
        }
    }

    @Test func A4_largerSizesWhereTheWindowHasRoom() {
        // A 10-inch panel has room for every access method's own sizes.
        let panel = LayoutFixtures.panels[2]
        for method in AccessMethod.allCases {
            let plan = HomePlan(
                LayoutInput(LayoutFixtures.start(DisplaySettings(), method), screen: panel.screen),
                measurer: Self.measurer)
            #expect(plan.minimumMillimetres == method.minimumMillimetres, "\(method)")
            #expect(plan.fitsMinimum && plan.typeAvailable && plan.phraseCapacity >= 8)
        }
        // A 7-inch panel has room for touch sizes only, with the keyboard and all eight phrases.
        let small = HomePlan(
            LayoutInput(LayoutFixtures.start(DisplaySettings(), .eyeTracking), screen: LayoutFixtures.panels[0].screen),
            measurer: Self.measurer)
        #expect(small.minimumMillimetres == AccessMethod.touch.minimumMillimetres)
        #expect(small.fitsMinimum && small.typeAvailable && small.phraseCapacity >= 8)
    }

    @Test func A4_keysNarrowerThanTouchOnlyOnNarrowPanels() {
        var narrow: Set<String> = []
        for panel in LayoutFixtures.panels {
            for display in LayoutFixtures.displays {
                var view = LayoutFixtures.start(display, .touch)
                view.isTyping = true
                let scene = layout(view, screen: panel.screen, measurer: Self.measurer)
                let touch = AccessMethod.touch.minimumMillimetres * scene.pixelsPerMillimetre
                if scene.controls.contains(where: { $0.role == .key && $0.frame.width < touch - 1 }) {
                    narrow.insert(panel.name)
                }
            }
        }
        // Known limit: ten columns of 9 mm keys need about 95 mm; portrait 7-inch panels are 86 and 90 mm wide.
        #expect(
            narrow == [
                "7-inch 480×800 portrait", "7-inch 600×1024 portrait", "4-inch 720×720 square",
                "2.8-inch 320×240",
            ])
    }
}
