import BricksonCore
import BricksonFakes
import Testing

/// A2: group-then-item scanning in the layout's fixed order.
@Suite struct ScanningTests {
    static let groups: [[ControlID]] = [
        [.yes, .no, .emergency, .getAttention], [.again], [.message], [.phrases, .type], [.stop],
        (0..<6).map { .category($0) } + [.settings], (0..<8).map { .phrase($0) },
    ]

    /// Scan time 1 s, no extra on the first item, two loops.
    static func driver(
        actOnRelease: Bool = false, auditoryFeedback: Bool = false, switches: Int = 1, mode: ScanMode = .auto,
        ignoreRepeat: Duration = .zero
    ) -> HomeDriver {
        let buttons = ButtonSettings(
            ignoreRepeatTime: ignoreRepeat, scanTime: .seconds(1), scanFirstItemExtra: .zero, scanLoops: 2,
            actOnRelease: actOnRelease, switchCount: switches, scanMode: mode)
        var settings = Settings(buttons: buttons, accessMethod: .switches)
        settings.voice.auditoryFeedback = auditoryFeedback
        var home = HomeDriver(settings: settings)
        laidOut(groups, &home)
        return home
    }

    /// The layout reports these scanning groups, as the runtime does after laying the screen out.
    static func laidOut(_ groups: [[ControlID]], _ home: inout HomeDriver) {
        home.send { [typeAvailable = home.state.typeAvailable] in
            .sceneLaidOut(typeAvailable: typeAvailable, scanGroups: groups, at: $0)
        }
    }

    static func click(_ home: inout HomeDriver, _ button: PhysicalButton = .switchSelect) {
        home.setLine(button, pressed: true)
        home.advance(by: .milliseconds(50))
        home.setLine(button, pressed: false)
        home.advance(by: .milliseconds(50))
    }

    @Test func A2_oneSwitchScansGroupsThenItemsAndChooses() {
        var home = Self.driver()
        Self.click(&home)
        #expect(home.state.view.scanHighlight == [.yes, .no, .emergency, .getAttention])
        Self.click(&home)
        #expect(home.state.view.scanHighlight == [.yes])
        home.advance(by: .milliseconds(1000))
        #expect(home.state.view.scanHighlight == [.no])
        Self.click(&home)
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["No"])
    }

    @Test func A2_theOrderSkipsWhatIsNotShowingButNeverChanges() {
        var home = Self.driver()
        Self.click(&home)
        var seen: [[ControlID]] = [home.state.view.scanHighlight]
        for _ in 0..<5 {
            home.advance(by: .milliseconds(1000))
            seen.append(home.state.view.scanHighlight)
        }
        // Stop is not showing, so its group is passed over; so is the empty message, which cannot be chosen.
        #expect(seen.map(\.first) == [.yes, .again, .phrases, .category(0), .phrase(0), .yes])
    }

    /// After a category or Emergency is chosen, scanning goes on into the phrases it shows, at the first, not back
    /// to Yes: one switch reaches "I need suction" with three presses instead of five.
    @Test func A2_afterACategoryOrEmergencyScanningGoesIntoItsPhrases() {
        var home = Self.driver(switches: 2, mode: .step)
        Self.click(&home, .switchMove)
        for _ in 0..<3 { Self.click(&home, .switchMove) }
        #expect(home.state.view.scanHighlight.first == .category(0))
        Self.click(&home)
        Self.click(&home, .switchMove)
        #expect(home.state.view.scanHighlight == [.category(1)])
        Self.click(&home)
        #expect(home.state.view.selectedCategory == 1)
        #expect(home.state.view.scanHighlight == [.phrase(0)], "into Breathing's phrases, at the first")
        Self.click(&home, .switchMove)
        Self.click(&home)
        #expect(HomeDriver.spoken(home.history).map(\.text) == ["I need suction"])
        // Emergency: into the emergency phrases.
        #expect(home.state.view.scanHighlight.first == .yes, "after a phrase, the first group again")
        Self.click(&home)
        Self.click(&home, .switchMove)
        Self.click(&home, .switchMove)
        #expect(home.state.view.scanHighlight == [.emergency])
        Self.click(&home)
        #expect(home.state.view.showingEmergency)
        #expect(home.state.view.scanHighlight == [.phrase(0)], "into the emergency phrases")
    }

    @Test func A2_scanningRestsAfterItsLoops() {
        var home = Self.driver()
        Self.click(&home)
        home.advance(by: .seconds(30))
        #expect(home.state.view.scanHighlight == [])
        #expect(home.state.nextDeadline == nil)
    }

    @Test func A2_scanningPausesWhileSomethingIsSpoken() {
        var home = Self.driver()
        Self.click(&home)
        Self.click(&home)
        Self.click(&home)  // Yes
        let yes = HomeDriver.spoken(home.history)
        #expect(yes.map(\.text) == ["Yes"])
        let highlight = home.state.view.scanHighlight
        home.advance(by: .seconds(5))
        #expect(home.state.view.scanHighlight == highlight, "paused while Yes is being said")
        home.send { .speechFinished(utterance: yes[0].id, at: $0) }
        home.advance(by: .milliseconds(1000))
        #expect(home.state.view.scanHighlight != highlight)
    }

    @Test func A2_twoSwitchesMoveAndSelect() {
        var home = Self.driver(switches: 2, mode: .step)
        Self.click(&home, .switchMove)
        #expect(home.state.view.scanHighlight.first == .yes)
        home.advance(by: .seconds(5))
        #expect(home.state.view.scanHighlight.first == .yes, "nothing moves by itself with two switches")
        Self.click(&home, .switchMove)
        #expect(home.state.view.scanHighlight == [.again])
        Self.click(&home, .switchMove)
        Self.click(&home)
        #expect(home.state.view.scanHighlight == [.phrases])
        Self.click(&home, .switchMove)
        Self.click(&home)
        #expect(home.state.view.isTyping)
    }

    /// Typing while a switch scans: the predictions' row is a scan group, and asking which of its slots can be
    /// chosen must not go through the whole view (whose highlight asks the same question: before, that loop
    /// overflowed the stack and the device restarted at the first letter typed after Type was opened by switch).
    @Test func A2_T9_lettersTypedWhileScanningTheKeyboardKeepTheHighlightAndThePredictions() {
        var home = Self.driver(switches: 2, mode: .step)
        Self.click(&home, .switchMove)
        for _ in 0..<2 { Self.click(&home, .switchMove) }
        Self.click(&home)
        Self.click(&home, .switchMove)
        Self.click(&home)
        #expect(home.state.view.isTyping)
        Self.laidOut(home.state.scanGroups + [(0..<OnScreenKeyboard.predictionSlots).map { .prediction($0) }], &home)
        for character in "i ne" {
            home.send { .keyTyped(character == " " ? .space : .character(character), at: $0) }
        }
        let view = home.state.view
        #expect(view.message == "i ne")
        #expect(!view.shownPredictions.isEmpty, "a word starting with ne is offered")
        #expect(!view.scanHighlight.isEmpty, "the switch still highlights a group")
        var reachedPredictions = false
        for _ in 0..<home.state.scanGroups.count {
            Self.click(&home, .switchMove)
            reachedPredictions =
                reachedPredictions
                || home.state.view.scanHighlight.contains { if case .prediction = $0 { true } else { false } }
        }
        #expect(reachedPredictions, "Move reaches the predictions' row")
    }

    @Test func A2_whileTypingDimmedControlsArePassedOver() {
        var home = Self.driver(switches: 2, mode: .step)
        home.choose(.type)
        var groups = Self.groups
        groups[5] = [.category(0), .clear, .putBack, .category(3), .category(4), .category(5), .settings]
        Self.laidOut(groups, &home)
        Self.click(&home, .switchMove)
        for _ in 0..<3 { Self.click(&home, .switchMove) }
        #expect(home.state.view.scanHighlight == [.clear, .putBack, .settings])
    }

    @Test func A2_actOnReleaseWaitsForTheRelease() {
        var home = Self.driver(actOnRelease: true)
        home.setLine(.switchSelect, pressed: true)
        home.advance(by: .milliseconds(200))
        #expect(home.state.view.scanHighlight == [])
        home.setLine(.switchSelect, pressed: false)
        home.advance(by: .milliseconds(50))
        #expect(home.state.view.scanHighlight.first == .yes)
    }

    @Test func A2_actingOnReleaseALongHoldGoesBackFromItemsToGroups() {
        var home = Self.driver(actOnRelease: true, switches: 2, mode: .step)
        Self.click(&home, .switchMove)
        Self.click(&home)
        #expect(home.state.view.scanHighlight == [.yes])
        home.setLine(.switchSelect, pressed: true)
        home.advance(by: .milliseconds(2500))
        home.setLine(.switchSelect, pressed: false)
        home.advance(by: .milliseconds(50))
        #expect(home.state.view.scanHighlight == [.yes, .no, .emergency, .getAttention])
        #expect(HomeDriver.spoken(home.history).isEmpty, "a long hold does not choose")
    }

    @Test func A5_scanningSaysEachHighlightedName() {
        var home = Self.driver(auditoryFeedback: true, switches: 2, mode: .step)
        Self.click(&home, .switchMove)
        Self.click(&home, .switchMove)
        Self.click(&home)
        #expect(HomeDriver.announced(home.history) == ["Yes, No and help", "Again"])
    }
}
