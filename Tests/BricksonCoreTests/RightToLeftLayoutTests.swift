import BricksonCore
import BricksonFakes
import Testing

/// L7: Home for a language written right to left is the left-to-right Home mirrored, a fixed layout within which H3
/// holds, scanned from the reading side; the keyboard keeps the places of the language's own keyboard.
@Suite struct RightToLeftLayoutTests {
    static let arabic = LanguageTag("ar")!
    static let arabicLabels = HomeLabels(BuiltInCatalogs.catalog(for: arabic))
    static let arabicBoard = StarterContent.board(for: arabic)

    /// Home in Arabic at start, for these settings: the Arabic starter board, its words and its keyboard.
    static func arabicStart(_ display: DisplaySettings = DisplaySettings(), _ access: AccessMethod? = nil) -> HomeView {
        var view = HomeView(
            categories: arabicBoard.categories.map(\.name), selectedCategory: 0,
            phrases: arabicBoard.categories[0].phrases.map(\.text), display: display,
            accessMethod: Settings(accessMethod: access).effectiveAccessMethod, phraseSlots: arabicBoard.phraseSlots)
        view.labels = arabicLabels
        view.keyboard = .arabic
        return view
    }

    /// The same view with its words' direction taken as left to right: the plan a mirror is made of.
    static func leftToRight(_ view: HomeView) -> HomeView {
        var view = view
        view.labels.direction = .leftToRight
        return view
    }

    @Test func L7_theDirectionComesFromTheLanguageTagInOnePlace() {
        for tag in ["ar", "ar-EG", "he", "fa-IR", "ur", "yi", "ckb", "az-Arab", "pa-Arab-PK", "ug"] {
            #expect(LanguageTag(tag)!.isRightToLeft, "\(tag)")
        }
        for tag in ["en", "ru", "pl", "pt-BR", "sr-Latn-RS", "az", "ar-Latn", "sd-Deva", "zh-Hant"] {
            #expect(LanguageTag(tag)!.writingDirection == .leftToRight, "\(tag)")
        }
        // Of the shipped languages Arabic alone, and Home's words carry it from the catalog.
        let directions = BuiltInCatalogs.languages.map { HomeLabels(BuiltInCatalogs.catalog(for: $0.tag)).direction }
        let rightToLeft = zip(BuiltInCatalogs.languages, directions).filter { $1 == .rightToLeft }.map { $0.0.tag }
        #expect(rightToLeft == [Self.arabic])
    }

    /// The mirror of `ltr` on a screen `width` wide, checked place by place: every place reflected, the keys moved
    /// only with the phrase area.
    static func expectMirror(_ rtl: HomePlan, of ltr: HomePlan, width: Double, _ context: String) {
        #expect(rtl.frames.keys.sorted { "\($0)" < "\($1)" } == ltr.frames.keys.sorted { "\($0)" < "\($1)" })
        #expect(rtl.phraseArea == ltr.phraseArea.mirrored(in: width), "\(context)")
        #expect(rtl.statusFrame == ltr.statusFrame.mirrored(in: width), "\(context)")
        #expect(rtl.saidFrame == ltr.saidFrame.mirrored(in: width), "\(context)")
        for (id, frame) in ltr.frames {
            let mirrored = rtl.frame(id)
            if case .key = id {
                let shift = rtl.phraseArea.minX - ltr.phraseArea.minX
                #expect(
                    mirrored == Rect(x: frame.minX + shift, y: frame.minY, width: frame.width, height: frame.height),
                    "\(id) \(context)")
            } else {
                #expect(mirrored == frame.mirrored(in: width), "\(id): \(mirrored) for \(frame): \(context)")
            }
        }
        // Everything else the plan says is the same: sizes, arrangement, Type's room.
        var unmirrored = rtl
        unmirrored.frames = ltr.frames
        unmirrored.phraseArea = ltr.phraseArea
        unmirrored.statusFrame = ltr.statusFrame
        unmirrored.saidFrame = ltr.saidFrame
        unmirrored.keyboardNeeded = ltr.keyboardNeeded
        #expect(unmirrored == ltr, "\(context)")
    }

    @Test(arguments: LayoutFixtures.panels)
    func L7_H3_homeIsTheExactMirrorOfTheLeftToRightLayoutAtEverySize(panel: LayoutFixtures.Panel) {
        let width = panel.screen.pixels.width
        for (display, access) in LayoutFixtures.matrix(for: panel) {
            let context = "\(panel), \(display.textSize), bold \(display.bold), \(String(describing: access))"
            let view = Self.arabicStart(display, access)
            let rtl = HomePlan(LayoutInput(view, screen: panel.screen), measurer: LayoutFixtures.measurer)
            let ltr = HomePlan(
                LayoutInput(Self.leftToRight(view), screen: panel.screen), measurer: LayoutFixtures.measurer)
            Self.expectMirror(rtl, of: ltr, width: width, context)
            // Yes, the first answer, stands on the reading side: right of No, and right of the middle.
            #expect(rtl.frame(.yes).minX > rtl.frame(.no).minX, "\(context)")
            #expect(rtl.frame(.yes).center.x > width / 2, "\(context)")
            // The scene shows the plan's frames and says which way its words read.
            let scene = layout(view, plan: rtl, measurer: LayoutFixtures.measurer)
            #expect(scene.direction == .rightToLeft)
            for control in scene.controls { #expect(control.frame == rtl.frame(control.id), "\(context)") }
        }
    }

    @Test(arguments: LayoutFixtures.panels)
    func L7_H3_everyControlKeepsItsFrameInEveryStateRightToLeft(panel: LayoutFixtures.Panel) {
        for (display, access) in LayoutFixtures.matrix(for: panel) {
            let context = "\(panel), \(display.textSize), bold \(display.bold), \(String(describing: access))"
            // Home's states, as the H3 matrix has them, in Arabic: the English states' content (messages in
            // English and Arabic, warnings) on the Arabic board's places.
            let base = Self.arabicStart(display, access)
            let states =
                LayoutFixtures.states(display, access).map { name, english in
                    var view = english
                    view.labels = base.labels
                    view.keyboard = base.keyboard
                    view.categories = base.categories
                    view.phraseSlots = base.phraseSlots
                    view.phrases =
                        view.showingEmergency
                        ? Self.arabicBoard.emergency.map(\.text)
                        : Self.arabicBoard.categories[0].phrases.map(\.text)
                    return (name, view)
                } + [("typing in Arabic", Self.typingInArabic(base))]
            let input = LayoutInput(base, screen: panel.screen)
            for (name, view) in states { #expect(LayoutInput(view, screen: panel.screen) == input, "\(name)") }
            let plan = HomePlan(input, measurer: LayoutFixtures.measurer)
            var frames: [ControlID: Rect] = [:]
            for (name, view) in states {
                let scene = layout(view, plan: plan, measurer: LayoutFixtures.measurer)
                #expect(scene == layout(view, screen: panel.screen, measurer: LayoutFixtures.measurer))
                for control in scene.controls {
                    if let earlier = frames[control.id] {
                        #expect(control.frame == earlier, "\(control.id) moved: \(context), \(name)")
                    } else {
                        frames[control.id] = control.frame
                    }
                }
                #expect(scene.statusFrame == plan.statusFrame, "status line moved: \(context), \(name)")
                #expect(scene.keyboardFrame == plan.phraseArea, "keyboard moved: \(context), \(name)")
            }
            var fullest = Self.typingInArabic(base)
            fullest.stopShowing = true
            LayoutStabilityTests.expectOnScreenAndApart(
                layout(fullest, plan: plan, measurer: LayoutFixtures.measurer), context)
            var talking = base
            talking.stopShowing = true
            LayoutStabilityTests.expectOnScreenAndApart(
                layout(talking, plan: plan, measurer: LayoutFixtures.measurer), context)
        }
    }

    /// Typing an Arabic message with Latin words and digits, with three predicted words.
    static func typingInArabic(_ base: HomeView) -> HomeView {
        var view = base
        view.isTyping = true
        view.message = "أريد أن أتكلم مع Dr. Ali في الغرفة 12"
        view.canPutBack = true
        view.predictions = ["مع", "الطبيب", "الآن"]
        view.statusLine = "الرسالة ممتلئة"
        view.lastSaid = "أشعر بألم"
        return view
    }

    @Test(arguments: [LayoutFixtures.panels[0], LayoutFixtures.panels[2], LayoutFixtures.panels[4]])
    func L7_A2_scanningStartsOnTheReadingSideInTheSameOrder(panel: LayoutFixtures.Panel) {
        let view = Self.typingInArabic(Self.arabicStart(DisplaySettings(), .switches))
        let rtl = layout(view, screen: panel.screen, measurer: LayoutFixtures.measurer)
        let ltr = layout(Self.leftToRight(view), screen: panel.screen, measurer: LayoutFixtures.measurer)
        // The fixed order of A2, the same groups and items, whichever way the screen reads...
        #expect(rtl.scanGroups == ltr.scanGroups)
        #expect(rtl.scanGroups.first == [.yes, .no, .emergency, .getAttention])
        // ...each group starting where a reader of the language starts: on the right.
        func x(_ scene: Scene, _ id: ControlID) -> Double { scene.control(id)!.frame.center.x }
        for (first, second) in [
            (ControlID.yes, ControlID.no), (.prediction(0), .prediction(1)), (.category(0), .category(1)),
        ]
        where rtl.control(first)!.frame.minY == rtl.control(second)!.frame.minY {
            #expect(x(rtl, first) > x(rtl, second), "\(first) before \(second): \(panel)")
            #expect(x(ltr, first) < x(ltr, second), "\(first) before \(second): \(panel)")
        }
        var talking = Self.arabicStart(DisplaySettings(), .switches)
        talking.phrases = Self.arabicBoard.categories[0].phrases.map(\.text)
        let phrases = layout(talking, screen: panel.screen, measurer: LayoutFixtures.measurer)
        #expect(x(phrases, .phrase(0)) > x(phrases, .phrase(1)), "the first phrase on the right: \(panel)")
        #expect(x(phrases, .category(0)) > x(phrases, .category(1)), "the first category on the right: \(panel)")
        // The keys keep the Arabic keyboard's places and its order: ض first, at the top left, as on every Arabic
        // keyboard; its row scanned in the keyboard's order.
        let keys = rtl.scanGroups.last!.filter { if case .key = $0 { true } else { false } }
        #expect(keys.first == .key(.character("ض")))
        #expect(x(rtl, .key(.character("ض"))) < x(rtl, .key(.character("ص"))))
        #expect(rtl.control(.key(.character("ض")))!.frame.minX == rtl.keyboardFrame.minX)
    }

    @Test func L7_A2_theSwitchHighlightsYesFirstOnTheRightOfAnArabicHome() {
        var settings = Settings(
            buttons: ButtonSettings(scanTime: .seconds(1), scanFirstItemExtra: .zero, switchCount: 2, scanMode: .step),
            accessMethod: .switches)
        settings.language = Self.arabic
        var home = HomeDriver(board: Self.arabicBoard, settings: settings)
        let screen = LayoutFixtures.panels[0].screen
        let scene = layout(home.state.view, screen: screen, measurer: LayoutFixtures.measurer)
        #expect(scene.direction == .rightToLeft)
        home.send { .sceneLaidOut(typeAvailable: scene.typeAvailable, scanGroups: scene.scanGroups, at: $0) }
        ScanningTests.click(&home, .switchMove)
        #expect(home.state.view.scanHighlight == [.yes, .no, .emergency, .getAttention])
        ScanningTests.click(&home, .switchSelect)
        #expect(home.state.view.scanHighlight == [.yes])
        let highlighted = layout(home.state.view, screen: screen, measurer: LayoutFixtures.measurer)
        #expect(highlighted.scanRegion!.maxX == scene.control(.yes)!.frame.maxX)
        #expect(highlighted.scanRegion!.minX > scene.size.width / 2, "Yes, scanned first, is on the right")
    }

    @Test func L7_G2_whereStopWasAPointerMeetsACategoryRightToLeft() {
        for panel in LayoutFixtures.panels {
            var view = Self.arabicStart(DisplaySettings(), .touch)
            view.stopShowing = true
            let middle = layout(view, screen: panel.screen, measurer: LayoutFixtures.measurer).control(.stop)!.frame
                .center
            view.stopShowing = false
            let scene = layout(view, screen: panel.screen, measurer: LayoutFixtures.measurer)
            let nearest = scene.controls.min { $0.frame.distance(to: middle) < $1.frame.distance(to: middle) }!
            #expect(nearest.role == .category, "\(nearest.id): \(panel)")
        }
    }
}
