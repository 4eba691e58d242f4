import BricksonCore
import BricksonFakes
import Foundation
import Testing

/// A2: the switch settings (how many, which mode), ignore-repeat and acceptance on every press, the long hold,
/// reverse, row-column scanning of the keyboard, and the pause while speech plays.
@Suite struct ScanningModesTests {
    typealias Scan = ScanningTests

    /// Home's groups with Type open: the keyboard's group holds the predicted words and every key.
    static let typingGroups: [[ControlID]] =
        Array(ScanningTests.groups.dropLast())
        + [(0..<OnScreenKeyboard.predictionSlots).map { .prediction($0) } + OnScreenKeyboard.keys.map { .key($0) }]

    static func typing(_ home: inout HomeDriver) {
        home.choose(.type)
        Scan.laidOut(typingGroups, &home)
    }

    static func hold(_ home: inout HomeDriver, _ button: PhysicalButton = .switchSelect, for time: Duration) {
        home.setLine(button, pressed: true)
        home.advance(by: time)
        home.setLine(button, pressed: false)
        home.advance(by: .milliseconds(50))
    }

    static func key(_ character: Character) -> ControlID { .key(.character(character)) }

    @Test func A2_aMovePressNeverTurnsOneSwitchIntoTwo() {
        var home = Scan.driver()
        Scan.click(&home)
        #expect(home.state.view.scanHighlight.first == .yes)
        // A caregiver's Enter key (Move) with one switch set: nothing changes.
        Scan.click(&home, .switchMove)
        #expect(home.state.view.scanHighlight.first == .yes)
        home.advance(by: .milliseconds(900))
        #expect(home.state.view.scanHighlight == [.again], "auto scanning goes on by itself")
    }

    @Test func A2_twoSwitchesInAutoScanMoveOnAtOnceAndKeepScanning() {
        var home = Scan.driver(switches: 2, mode: .auto)
        Scan.click(&home)
        Scan.click(&home, .switchMove)
        #expect(home.state.view.scanHighlight == [.again])
        home.advance(by: .milliseconds(1000))
        #expect(home.state.view.scanHighlight == [.phrases, .type], "the highlight still moves by itself")
    }

    @Test func A2_stepScanWithOneSwitchIsAutoScan() {
        var home = Scan.driver(switches: 1, mode: .step)
        Scan.click(&home)
        home.advance(by: .milliseconds(1000))
        #expect(home.state.view.scanHighlight == [.again])
    }

    @Test func A2_aTremorsDoublePressDoesNotEnterAGroupAndPickItsFirstItem() {
        var home = Scan.driver(ignoreRepeat: .milliseconds(500))
        Scan.click(&home)
        home.advance(by: .milliseconds(600))
        // One press and its tremor 100 ms later.
        Scan.click(&home)
        Scan.click(&home)
        #expect(home.state.view.scanHighlight == [.yes], "the second press is ignored")
        #expect(HomeDriver.spoken(home.history).isEmpty)
        home.advance(by: .milliseconds(1000))
        Scan.click(&home)
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["No"], "a press after the ignore time chooses")
    }

    @Test func A2_acceptanceAppliesToMoveToo() {
        var settings = Scan.driver(switches: 2, mode: .step).state.settings
        settings.buttons.holdTime = .milliseconds(300)
        var home = HomeDriver(settings: settings)
        Scan.laidOut(ScanningTests.groups, &home)
        Scan.click(&home, .switchMove)
        #expect(home.state.view.scanHighlight.isEmpty, "a 50 ms brush of Move is not a press")
        Self.hold(&home, .switchMove, for: .milliseconds(400))
        #expect(home.state.view.scanHighlight.first == .yes)
    }

    @Test func A2_actingOnPressALongHoldGoesBackALevel() {
        var home = Scan.driver()
        Scan.click(&home)
        #expect(home.state.view.scanHighlight.count == 4)
        // The press enters the group; held on, it goes back to the groups.
        Self.hold(&home, for: .milliseconds(2500))
        #expect(home.state.view.scanHighlight == [.yes, .no, .emergency, .getAttention])
        #expect(HomeDriver.spoken(home.history).isEmpty)
    }

    @Test func A2_actingOnPressALongHoldFromTheKeyboardsRowsGoesBackToTheGroups() {
        var home = Scan.driver()
        Self.typing(&home)
        Scan.click(&home)
        home.advance(by: .milliseconds(3950))
        #expect(home.state.view.scanHighlight.contains(Self.key("q")))
        Scan.click(&home)
        #expect(home.state.view.scanHighlight.allSatisfy { if case .prediction = $0 { true } else { false } })
        home.advance(by: .milliseconds(950))
        #expect(home.state.view.scanHighlight == "qwertyuiop".map(Self.key))
        // The press enters the row; held on, it goes back a level from the rows: to the groups.
        Self.hold(&home, for: .milliseconds(2500))
        #expect(home.state.view.scanHighlight.count > 30, "the keyboard's group is highlighted")
        #expect(home.state.view.message.isEmpty)
    }

    @Test func A2_aLongHoldGoesBackFromAKeyToItsRowThenToTheGroups() {
        var home = Scan.driver(actOnRelease: true, switches: 2, mode: .step)
        Self.typing(&home)
        Scan.click(&home, .switchMove)
        for _ in 0..<4 { Scan.click(&home, .switchMove) }
        Scan.click(&home)
        Scan.click(&home, .switchMove)
        Scan.click(&home)
        Scan.click(&home, .switchMove)
        #expect(home.state.view.scanHighlight == [Self.key("w")])
        Self.hold(&home, for: .milliseconds(2500))
        #expect(home.state.view.scanHighlight == "qwertyuiop".map(Self.key), "back to the row")
        Self.hold(&home, for: .milliseconds(2500))
        #expect(home.state.view.scanHighlight.contains(Self.key("q")), "back to the groups")
        #expect(home.state.view.scanHighlight.count > 30)
        #expect(home.state.view.message.isEmpty, "no hold typed anything")
    }

    @Test func A2_theKeyboardIsScannedRowColumnWithThePredictionsFirst() {
        var home = Scan.driver(switches: 2, mode: .step)
        Self.typing(&home)
        Scan.click(&home, .switchMove)
        for _ in 0..<4 { Scan.click(&home, .switchMove) }
        Scan.click(&home)
        let predictions = home.state.view.shownPredictions.indices.map { ControlID.prediction($0) }
        #expect(!predictions.isEmpty)
        #expect(home.state.view.scanHighlight == predictions, "the predicted words' row comes first")
        Scan.click(&home, .switchMove)
        #expect(home.state.view.scanHighlight == "qwertyuiop".map(Self.key))
        Scan.click(&home)
        Scan.click(&home, .switchMove)
        Scan.click(&home, .switchMove)
        #expect(home.state.view.scanHighlight == [Self.key("e")])
        Scan.click(&home)
        #expect(home.state.view.message == "e")
        // The next letter starts at the keyboard's first row, not at Yes.
        #expect(home.state.view.scanHighlight.allSatisfy { if case .prediction = $0 { true } else { false } })
    }

    @Test func A2_oneSwitchTypesALetterInAFewSteps() {
        var home = Scan.driver()
        Self.typing(&home)
        Scan.click(&home)
        home.advance(by: .milliseconds(4000))
        #expect(home.state.view.scanHighlight.contains(.prediction(0)))
        Scan.click(&home)
        // The predictions' row, then the first row of keys; a, s, d on the second.
        home.advance(by: .milliseconds(2000))
        #expect(home.state.view.scanHighlight.first == Self.key("a"))
        Scan.click(&home)
        home.advance(by: .milliseconds(2000))
        Scan.click(&home)
        #expect(home.state.view.message == "d")
    }

    @Test func A2_holdToScanMovesWhileHeldAndChoosesOnRelease() {
        var home = Scan.driver(mode: .holdToScan)
        home.setLine(.switchSelect, pressed: true)
        home.advance(by: .milliseconds(50))
        #expect(home.state.view.scanHighlight.first == .yes)
        home.advance(by: .milliseconds(1950))
        home.setLine(.switchSelect, pressed: false)
        home.advance(by: .milliseconds(50))
        #expect(home.state.view.scanHighlight == [.phrases], "let go on the third group: it is entered")
        home.advance(by: .seconds(5))
        #expect(home.state.view.scanHighlight == [.phrases], "nothing moves while the switch is up")
        Self.hold(&home, for: .milliseconds(1050))
        #expect(home.state.view.isTyping, "held one step on to Type, let go: Type opens")
    }

    @Test func A2_holdingMoveScansBackwards() {
        var home = Scan.driver(switches: 2, mode: .step)
        Scan.click(&home, .switchMove)
        Scan.click(&home, .switchMove)
        #expect(home.state.view.scanHighlight == [.again])
        home.setLine(.switchMove, pressed: true)
        home.advance(by: .milliseconds(50))
        #expect(home.state.view.scanHighlight == [.phrases, .type], "the press steps on")
        home.advance(by: .milliseconds(2000))
        #expect(home.state.view.scanHighlight.first == .yes, "held past the long-hold time: one step back from Again")
        home.advance(by: .milliseconds(1000))
        #expect(home.state.view.scanHighlight.first == .phrase(0), "and on backwards every scan time, wrapping")
        home.setLine(.switchMove, pressed: false)
        home.advance(by: .milliseconds(50))
        #expect(home.state.view.scanHighlight.first == .phrase(0), "the release does not step on")
    }

    @Test func A2_scanningPausesWhileSpeechPlaysAndResumesWhereItWas() {
        var home = Scan.driver()
        Scan.click(&home)
        Scan.click(&home)
        home.advance(by: .milliseconds(1000))
        #expect(home.state.view.scanHighlight == [.no])
        // The big Yes button speaks while the switch scans.
        home.setLine(.yes, pressed: true)
        home.advance(by: .milliseconds(50))
        home.setLine(.yes, pressed: false)
        let yes = HomeDriver.spoken(home.history)
        home.advance(by: .seconds(5))
        #expect(home.state.view.scanHighlight == [.no])
        home.send { .speechFinished(utterance: yes[0].id, at: $0) }
        #expect(home.state.view.scanHighlight == [.no], "resumes where it was")
        home.advance(by: .milliseconds(1000))
        #expect(home.state.view.scanHighlight == [.emergency])
    }

    @Test func A2_switchesAndScanModeAreSetInButtonsAndSwitches() {
        var home = SettingsTests.inSettings()
        home.state = SettingsTests.opened(.buttons, home)
        let switches = SettingsTests.row(home, "Switches")!
        let mode = SettingsTests.row(home, "Scanning")!
        #expect(home.state.settingsView!.rows[switches].label == "Switches: One (Select)")
        home.choose(.stepUp(switches))
        home.choose(.stepUp(mode))
        #expect(home.state.settingsView!.rows[mode].label == "Scanning: Move steps, Select chooses")
        home.choose(.backToTalking)
        #expect(home.state.settings.buttons.switchCount == 2)
        #expect(home.state.settings.buttons.scanMode == .step)
    }

    @Test func A2_buttonsAndSwitchesShowsWhichLineOrKeyIsSelectAndMove() {
        var home = SettingsTests.inSettings()
        home.send { .deviceFactsRead(DeviceFacts(board: "pi4", switchLines: [.switchSelect: "GPIO5"]), at: $0) }
        home.state = SettingsTests.opened(.buttons, home)
        let labels = home.state.settingsView!.rows.map(\.label)
        #expect(labels.contains("Select switch: line GPIO5, or key Space or F8"))
        #expect(labels.contains("Move switch: no line in the board profile, or key Enter or F7"))
    }

    /// A2 (issue: Select and Move assignable): which USB switch keys are Select and Move is a stepper, and swapping
    /// the switch lines a toggle; the rows below say at once which line and key each switch now is, and the
    /// choice is kept like every setting, an old save loading with the keys and lines as they were.
    @Test func A2_selectAndMoveKeysAndLinesAreChosenInButtonsAndSwitches() throws {
        var home = SettingsTests.inSettings()
        home.send {
            .deviceFactsRead(
                DeviceFacts(board: "pi4", switchLines: [.switchSelect: "GPIO5", .switchMove: "GPIO6"]), at: $0)
        }
        home.state = SettingsTests.opened(.buttons, home)
        let keys = SettingsTests.row(home, "Switch keys")!
        let labels = { home.state.settingsView!.rows.map(\.label) }
        #expect(labels()[keys] == "Switch keys: Space selects")
        var seen: [String] = []
        for _ in SwitchKeys.allCases.dropFirst() {
            home.choose(.stepUp(keys))
            seen.append(labels()[keys])
        }
        #expect(
            seen == [
                "Switch keys: Enter selects", "Switch keys: 1 selects", "Switch keys: 2 selects",
            ])
        #expect(labels().contains("Select switch: line GPIO5, or key 2"))
        #expect(labels().contains("Move switch: line GPIO6, or key 1"))
        let swap = SettingsTests.row(home, "Swap the switch lines")!
        #expect(labels()[swap] == "Swap the switch lines: Off")
        home.choose(.settingsRow(swap))
        #expect(labels()[swap] == "Swap the switch lines: On")
        #expect(labels().contains("Select switch: line GPIO6, or key 2"))
        #expect(labels().contains("Move switch: line GPIO5, or key 1"))
        home.choose(.backToTalking)
        let kept = home.state.settings.buttons
        #expect(kept.switchKeys == .twoSelectsOneMoves && kept.switchLinesSwapped)
        #expect(kept.role(ofLine: .switchSelect) == .switchMove && kept.role(ofLine: .switchMove) == .switchSelect)
        #expect(kept.role(ofLine: .yes) == .yes)
        // Kept on disk and read back; a save from before these choices loads with the device's keys and lines.
        let saved = try JSONDecoder().decode(Settings.self, from: try JSONEncoder().encode(home.state.settings))
        #expect(saved.buttons.switchKeys == .twoSelectsOneMoves && saved.buttons.switchLinesSwapped)
        let old = try JSONDecoder().decode(Settings.self, from: try JSONEncoder().encode(Settings()))
        #expect(old.buttons.switchKeys == .spaceSelectsEnterMoves && !old.buttons.switchLinesSwapped)
        #expect(!String(decoding: try JSONEncoder().encode(Settings()), as: UTF8.self).contains("switchKey"))
    }

    @Test func A2_aDamagedSwitchCountIsPutBack() {
        var settings = Settings()
        settings.buttons.switchCount = 7
        let kept = settings.keptInRanges()
        #expect(kept.settings.buttons.switchCount == 1)
        #expect(kept.corrected == ["switchCount"])
    }
}

/// A2: steppers a switch user can move quickly.
@Suite struct QuickSteppersTests {
    @Test func A2_aStepperChosenAgainAndAgainTakesLargerStepsAfterTheFirstFew() {
        var home = SettingsTests.inSettings()
        home.state = SettingsTests.opened(.buttons, home)
        let index = SettingsTests.row(home, "Scan time")!
        var values: [String] = []
        var presses = 0
        while home.state.settingsView!.rows[index].label != "Scan time: 10 s" && presses < 200 {
            home.choose(.stepUp(index))
            values.append(home.state.settingsView!.rows[index].label)
            presses += 1
        }
        #expect(presses <= 15, "1.5 s to 10 s in a few presses, not 170")
        #expect(
            Array(values.prefix(6)) == [
                "Scan time: 1.55 s", "Scan time: 1.6 s", "Scan time: 1.65 s", "Scan time: 1.75 s", "Scan time: 2 s",
                "Scan time: 2.25 s",
            ])
        // Back down: a new run starts with one step.
        home.choose(.stepDown(index))
        #expect(home.state.settingsView!.rows[index].label == "Scan time: 9.95 s")
    }

    @Test func A2_scanningStaysOnPlusSoEachPressMovesTheValue() {
        var settings = Settings(
            buttons: ButtonSettings(scanTime: .seconds(1), scanFirstItemExtra: .zero, switchCount: 2, scanMode: .step),
            accessMethod: .switches)
        settings.voice.auditoryFeedback = false
        var home = SettingsTests.inSettings(settings)
        home.state = SettingsTests.opened(.buttons, home)
        let index = SettingsTests.row(home, "Scan time")!
        ScanningTests.laidOut([[.backToTalking], [.stepDown(index), .stepUp(index)]], &home)
        ScanningTests.click(&home, .switchMove)
        ScanningTests.click(&home, .switchMove)
        ScanningTests.click(&home)
        ScanningTests.click(&home, .switchMove)
        #expect(home.state.view.scanHighlight == [.stepUp(index)])
        ScanningTests.click(&home)
        ScanningTests.click(&home)
        #expect(home.state.settingsView!.rows[index].label == "Scan time: 1.1 s")
        #expect(home.state.view.scanHighlight == [.stepUp(index)])
    }
}
