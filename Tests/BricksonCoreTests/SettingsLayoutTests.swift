import BricksonCore
import BricksonFakes
import Testing

/// Settings' screens laid out (C1): Back to Talking over Phrases, the anchor row under Home's Settings, rows that
/// never move, and every input path on them.
@Suite struct SettingsLayoutTests {
    static let measurer = LayoutFixtures.measurer

    static func scene(_ state: HomeState, _ screen: Screen) -> Scene {
        layoutSettings(state.settingsView!, home: state.view, screen: screen, measurer: measurer)
    }

    static func homeScene(_ state: HomeState, _ screen: Screen) -> Scene {
        layout(state.view, screen: screen, measurer: measurer)
    }

    static func phrasesFrame(_ display: DisplaySettings, _ access: AccessMethod?, _ screen: Screen) -> Rect {
        HomePlan(LayoutInput(LayoutFixtures.start(display, access), screen: screen), measurer: measurer)
            .frame(.phrases)
    }

    @Test(arguments: LayoutFixtures.panels)
    func C1_backToTalkingSitsOverPhrasesPlaceAtEveryAccessMethodsSize(_ panel: LayoutFixtures.Panel) {
        for display in LayoutFixtures.displays {
            let places = AccessMethod.allCases.map { Self.phrasesFrame(display, $0, panel.screen) }
            // Back to Talking laid out at the matrix's sample of access choices, against Phrases' place at every one.
            let sampled = LayoutFixtures.matrix(for: panel).filter { $0.display == display }.map(\.access)
            for access in LayoutFixtures.accessChoices where sampled.contains(access) {
                let input = LayoutInput(LayoutFixtures.start(display, access), screen: panel.screen)
                let plan = SettingsPlan(input, measurer: Self.measurer)
                let back = plan.backToTalking
                let own = Self.phrasesFrame(display, access, panel.screen)
                let shared = places.dropFirst().reduce(places[0]) { $0.overlap($1) ?? $0 }
                if back != shared {
                    // Only where the shared part cannot hold the words at the default size: the size in use's.
                    let inner = shared.width - 2 * plan.padding
                    let words = Self.measurer.measure(
                        "Back to Talking", fontSize: plan.defaultFontSize, bold: plan.bold, maxWidth: inner)
                    #expect(back == own, "\(panel) \(display) \(String(describing: access))")
                    #expect(
                        words.breaksWord || words.width > inner || words.height > shared.height - 2 * plan.padding,
                        "\(panel) \(display) \(String(describing: access)): the shared part held the words")
                } else {
                    for (method, place) in zip(AccessMethod.allCases, places) {
                        #expect(
                            place.overlap(back) == back,
                            "\(panel) \(display) \(String(describing: access)): \(back) in \(method)'s \(place)"
                        )
                    }
                }
                // Where Phrases' place at the touch size is inside every other size's, it is Back to Talking.
                let touch = places[0]
                if places.allSatisfy({ $0.overlap(touch) == touch }) { #expect(back == touch) }
                // At the default text size, Phrases' place across and from its top; the top rows may grow taller at
                // one access method's size than at another's (to make Yes and No tall, H10), so not always its
                // whole height.
                if display == DisplaySettings() && back == shared {
                    #expect(
                        back.minX == touch.minX && back.width == touch.width && back.minY == touch.minY,
                        "\(panel): at the default text size, Phrases' place")
                }
            }
        }
    }

    @Test(arguments: LayoutFixtures.panels)
    func C1_G2_familySetupComesFirstAndAHarmlessRowSitsUnderHomesSettings(_ panel: LayoutFixtures.Panel) {
        for access in LayoutFixtures.accessChoices {
            var home = HomeDriver(settings: Settings(accessMethod: access))
            let settingsPlace = Self.homeScene(home.state, panel.screen).control(.settings)!.frame
            home.choose(.settings)
            let scene = Self.scene(home.state, panel.screen)
            let plan = SettingsPlan(LayoutInput(home.state.view, screen: panel.screen), measurer: Self.measurer)
            let context = "\(panel) \(String(describing: access))"
            // Family Setup, the first thing to do, in the first cell: the top left, first in reading order.
            let first = scene.control(.settingsRow(0))!
            #expect(first.label.hasPrefix("Family Setup"))
            #expect(first.frame == plan.cells[0], "\(context)")
            // Under Home's Settings button (where no row's cell reaches it, the nearest): About, which only opens a
            // page of words, so a pointer still resting there from Home changes nothing (G2, A3).
            let anchor = plan.cells[plan.anchorCell]
            let under = scene.controls.first { $0.frame == anchor }!
            #expect(under.label == "About" && under.role == .settingsPage, "\(context): \(under.label)")
            if plan.cells.contains(where: { $0.contains(settingsPlace.center) }) {
                #expect(anchor.contains(settingsPlace.center), "\(context)")
            }
            // From Family Setup on, each next screen's row that only opens the next takes the anchor place.
            var labels: [String] = []
            for _ in 0..<4 {
                home.choose(.settingsRow(0))
                let control = Self.scene(home.state, panel.screen).control(.settingsRow(0))!
                #expect(control.frame == anchor, "\(panel) \(home.state.settingsScreen!.page)")
                #expect(control.role == .settingsPage || control.label == "Done", "only opens the next screen")
                labels.append(control.label)
            }
            #expect(labels == ["Set Up Step by Step", "Next: Test the buttons", "Next: Test the sound", "Done"])
        }
    }

    /// Every page at every panel, default and largest bold text, every access choice.
    static func everyScene(_ check: (String, Scene) -> Void) {
        for panel in LayoutFixtures.panels {
            for display in [DisplaySettings(), DisplaySettings(textSize: .largest, bold: true)] {
                for access in LayoutFixtures.accessChoices {
                    let start = SettingsTests.inSettings(Settings(display: display, accessMethod: access))
                    let plan = SettingsPlan(LayoutInput(start.state.view, screen: panel.screen), measurer: measurer)
                    for page in SettingsPage.allCases {
                        var home = start
                        home.state = SettingsTests.opened(page, home)
                        for batch in 0..<3 {
                            let scene = layoutSettings(
                                home.state.settingsView!, plan: plan, home: home.state.view, measurer: measurer)
                            check("\(panel) \(display.textSize) \(String(describing: access)) \(page) \(batch)", scene)
                            home.choose(.moreRows)
                        }
                    }
                }
            }
        }
    }

    @Test func C1_everyPageFitsTheScreenAndNoTwoControlsOverlap() {
        Self.everyScene { name, scene in
            let screen = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
            for control in scene.controls {
                #expect(screen.overlap(control.frame) == control.frame, "\(name): \(control.id) on screen")
                #expect(control.frame.width > 0 && control.frame.height > 0, "\(name): \(control.id)")
                #expect(!control.frame.intersects(scene.statusFrame), "\(name): \(control.id) clear of the foot")
            }
            for (i, a) in scene.controls.enumerated() {
                for b in scene.controls.dropFirst(i + 1) {
                    #expect(!a.frame.intersects(b.frame), "\(name): \(a.id) \(a.frame) and \(b.id) \(b.frame)")
                }
            }
            #expect(
                scene.scanGroups.first == [.backToTalking] || scene.scanGroups.first == [.backToTalking, .settingsBack])
        }
    }

    @Test func C1_everyRowIsReachableThroughMore() {
        for panel in LayoutFixtures.panels {
            var home = SettingsTests.inSettings(Settings(accessMethod: .eyeTracking))
            home.state = SettingsTests.opened(.buttons, home)
            let count = home.state.settingsView!.rows.count
            var seen: Set<Int> = []
            for _ in 0..<count {
                for control in Self.scene(home.state, panel.screen).controls {
                    if case .settingsRow(let index) = control.id { seen.insert(index) }
                }
                home.choose(.moreRows)
            }
            #expect(seen == Set(0..<count), "\(panel)")
        }
    }

    @Test(arguments: SettingsPage.allCases)
    func C1_nothingMovesAsValuesChange(_ page: SettingsPage) {
        let screen = LayoutFixtures.panels[0].screen
        var home = SettingsTests.inSettings()
        home.state = SettingsTests.opened(page, home)
        let before = Self.scene(home.state, screen)
        for (index, row) in home.state.settingsView!.rows.enumerated() {
            switch row.kind {
            case .toggle, .option: home.choose(.settingsRow(index))
            case .stepper:
                for _ in 0..<5 { home.choose(.stepUp(index)) }
            default: break
            }
        }
        #expect(home.state.settingsScreen!.page == page)
        let after = Self.scene(home.state, screen)
        #expect(after.controls.map(\.id) == before.controls.map(\.id))
        #expect(after.controls.map(\.frame) == before.controls.map(\.frame))
        #expect(after.statusFrame == before.statusFrame)
    }

    @Test func C1_aRestingPointerOnBackToTalkingMeetsOnlyPhrasesWhenSettingsCloses() {
        for panel in LayoutFixtures.panels {
            var home = SettingsTests.inSettings(Settings(accessMethod: .headPointing))
            let back = Self.scene(home.state, panel.screen).control(.backToTalking)!
            home.send { .pointerMoved(point: back.frame.center, control: .backToTalking, at: $0) }
            home.advance(by: .seconds(2))
            #expect(!home.state.settingsOpen, "\(panel)")
            let meets = Self.homeScene(home.state, panel.screen).control(at: back.frame.center)?.id
            #expect(meets == .phrases, "\(panel)")
            home.send { .pointerMoved(point: back.frame.center, control: meets, at: $0) }
            #expect(HomeDriver.spoken(home.advance(by: .seconds(5))).isEmpty)
        }
    }

    @Test func C1_aSwitchScansSettingsRowsAndCanGoBackToTalking() {
        let screen = LayoutFixtures.panels[1].screen
        var home = SettingsTests.inSettings(Settings(buttons: ButtonSettings(switchCount: 2, scanMode: .step)))
        let groups = Self.scene(home.state, screen).scanGroups
        let familySetup = groups.firstIndex(of: [.settingsRow(0)])!
        home.send { [typeAvailable = home.state.typeAvailable] in
            .sceneLaidOut(typeAvailable: typeAvailable, scanGroups: groups, at: $0)
        }
        home.setLine(.switchMove, pressed: true)
        home.advance(by: .milliseconds(100))
        home.setLine(.switchMove, pressed: false)
        home.advance(by: .milliseconds(100))
        #expect(home.state.view.scanHighlight == [.backToTalking])
        for _ in 0..<familySetup {
            home.setLine(.switchMove, pressed: true)
            home.advance(by: .milliseconds(100))
            home.setLine(.switchMove, pressed: false)
            home.advance(by: .milliseconds(100))
        }
        #expect(home.state.view.scanHighlight == [.settingsRow(0)], "rows are scanned in reading order")
        home.setLine(.switchSelect, pressed: true)
        home.advance(by: .milliseconds(100))
        #expect(home.state.settingsScreen?.page == .familySetup)
        #expect(home.state.settingsView!.scanHighlight == [.backToTalking], "a new screen starts at the first group")
        home.setLine(.switchSelect, pressed: false)
        home.advance(by: .milliseconds(100))
        home.setLine(.switchSelect, pressed: true)
        home.advance(by: .milliseconds(100))
        #expect(!home.state.settingsOpen, "a group of one is chosen at once: Back to Talking")
    }

    @Test func C1_aTouchActsOnlyWhereItBeganAndEnded() {
        var home = SettingsTests.inSettings()
        home.send { .touchBegan(point: Point(x: 1, y: 1), control: .settingsRow(2), at: $0) }
        home.send { .touchEnded(point: Point(x: 1, y: 1), control: .settingsRow(3), at: $0) }
        #expect(home.state.settingsScreen?.page == .settings)
        home.tap(.settingsRow(2))
        #expect(home.state.settingsScreen?.page == .voice)
    }

    @Test func C1_A4_settingsControlsMeetTheSizeHomeUsesWhereThereIsRoom() {
        var checked = 0
        for panel in LayoutFixtures.panels {
            for access in LayoutFixtures.accessChoices {
                let start = SettingsTests.inSettings(Settings(accessMethod: access))
                let input = LayoutInput(start.state.view, screen: panel.screen)
                let homePlan = HomePlan(input, measurer: Self.measurer)
                guard homePlan.fitsMinimum else { continue }
                let side = homePlan.minimumMillimetres * homePlan.pixelsPerMillimetre
                checked += 1
                let plan = SettingsPlan(input, measurer: Self.measurer)
                for page in SettingsPage.allCases {
                    var home = start
                    home.state = SettingsTests.opened(page, home)
                    let scene = layoutSettings(
                        home.state.settingsView!, plan: plan, home: home.state.view, measurer: Self.measurer)
                    for control in scene.controls where control.id != .backToTalking && control.id != .settingsTitle {
                        #expect(
                            min(control.frame.width, control.frame.height) >= side - 1,
                            "\(panel) \(String(describing: access)) \(page) \(control.id): \(control.frame) < \(side)")
                    }
                }
            }
        }
        #expect(checked >= 20, "most of the matrix has room for Home's sizes")
    }

    @Test func C1_V1_everySettingsLabelFitsWholeAtTheDefaultSizeWhereHomeHasRoom() {
        // Each label that does not fit, with the first place it was found.
        var problems: [String: String] = [:]
        var checked = 0
        for panel in LayoutFixtures.panels {
            for display in [DisplaySettings(), DisplaySettings(bold: true)] {
                for access in LayoutFixtures.accessChoices {
                    let start = SettingsTests.inSettings(Settings(display: display, accessMethod: access))
                    let input = LayoutInput(start.state.view, screen: panel.screen)
                    guard HomePlan(input, measurer: Self.measurer).fitsMinimum else { continue }
                    let plan = SettingsPlan(input, measurer: Self.measurer)
                    for page in SettingsPage.allCases {
                        var home = start
                        home.state = SettingsTests.opened(page, home)
                        for _ in 0..<2 {
                            let scene = layoutSettings(
                                home.state.settingsView!, plan: plan, home: home.state.view, measurer: Self.measurer)
                            // Back to Talking keeps Phrases' place at the touch size: see the known limits.
                            for control in scene.controls where control.id != .backToTalking {
                                checked += 1
                                let fitted = FittedLabel(
                                    control.label, in: control.frame, preferred: plan.fontSize,
                                    minimum: plan.defaultFontSize, bold: plan.bold, hasIcon: false,
                                    padding: plan.padding, measurer: Self.measurer)
                                if !fitted.fits, problems[control.label] == nil {
                                    problems[control.label] =
                                        "\(panel) bold \(display.bold) \(String(describing: access))"
                                }
                            }
                            home.choose(.moreRows)
                        }
                    }
                }
            }
        }
        #expect(checked > 1000)
        #expect(problems.isEmpty, "\(problems)")
    }
}
