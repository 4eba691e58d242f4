import BoardProfile
import BricksonCore
import DeviceValues
import InputDevices
import Testing

@Suite struct InputTranslatorTests {
    /// A small Home: Yes at the top left, No to its right, 800×480 in Home's coordinates.
    static func scene(width: Double = 800, height: Double = 480) -> Scene {
        let yes = SceneControl(
            id: .yes, role: .yes, frame: Rect(x: 0, y: 0, width: 200, height: 100), label: "Yes",
            fontSize: 20)
        let no = SceneControl(
            id: .no, role: .no, frame: Rect(x: 200, y: 0, width: 200, height: 100), label: "No",
            fontSize: 20)
        return Scene(
            size: Size(width: width, height: height), pixelsPerMillimetre: 4, controls: [yes, no],
            statusFrame: Rect(x: 0, y: 400, width: 800, height: 20), statusText: nil, statusFontSize: 16,
            keyboardFrame: Rect(x: 0, y: 200, width: 800, height: 200), typeAvailable: true, scanGroups: [],
            display: DisplaySettings())
    }

    func translator(_ rotation: DisplayRotation = .none, keys: KeyButtonMap = .device) -> InputTranslator {
        let home = Size(width: 800, height: 480)
        return InputTranslator(rotation: rotation, panelSize: rotation.nativeSize(logical: home), keyMap: keys)
    }

    @Test func A1_aTouchIsHitTestedInHomesCoordinates() {
        var input = translator()
        let t = Instant.milliseconds(5)
        let began = input.translate(
            .touchDown(slot: 0, panelPoint: Point(x: 50, y: 50), at: t), scene: Self.scene(), isTyping: false,
            switchesOnly: false)
        #expect(began == [.touchBegan(point: Point(x: 50, y: 50), control: .yes, at: t)])
        let moved = input.translate(
            .touchMotion(slot: 0, panelPoint: Point(x: 250, y: 50), at: t), scene: Self.scene(), isTyping: false,
            switchesOnly: false)
        #expect(moved == [.touchMoved(point: Point(x: 250, y: 50), control: .no, at: t)])
        let ended = input.translate(.touchUp(slot: 0, at: t), scene: Self.scene(), isTyping: false, switchesOnly: false)
        // The core decides: a touch that began on Yes and ended on No says nothing (A1).
        #expect(ended == [.touchEnded(point: Point(x: 250, y: 50), control: .no, at: t)])
    }

    @Test(arguments: DisplayRotation.allCases)
    func A1_aTouchOnATurnedPanelLandsOnTheControlThePersonSees(rotation: DisplayRotation) {
        var input = translator(rotation)
        // Yes's middle, in Home's coordinates, turned into the panel's own.
        let panelPoint = rotation.nativePoint(
            logical: Point(x: 100, y: 50), nativeSize: rotation.nativeSize(logical: Size(width: 800, height: 480)))
        let events = input.translate(
            .touchDown(slot: 0, panelPoint: panelPoint, at: .zero), scene: Self.scene(), isTyping: false,
            switchesOnly: false)
        #expect(events == [.touchBegan(point: Point(x: 100, y: 50), control: .yes, at: .zero)])
    }

    @Test func A1_aSecondFingerIsIgnoredWhileTheFirstIsDown() {
        var input = translator()
        _ = input.translate(
            .touchDown(slot: 0, panelPoint: Point(x: 10, y: 10), at: .zero), scene: nil, isTyping: false,
            switchesOnly: false)
        let second = input.translate(
            .touchDown(slot: 1, panelPoint: Point(x: 300, y: 10), at: .zero), scene: nil, isTyping: false,
            switchesOnly: false)
        #expect(second.isEmpty)
        #expect(input.translate(.touchUp(slot: 1, at: .zero), scene: nil, isTyping: false, switchesOnly: false).isEmpty)
        let up = input.translate(.touchUp(slot: 0, at: .zero), scene: nil, isTyping: false, switchesOnly: false)
        #expect(up == [.touchEnded(point: Point(x: 10, y: 10), control: nil, at: .zero)])
    }

    @Test func A3_aRelativePointerMovesWithinHomeAndItsButtonIsATouchThere() {
        var input = translator()
        let start = input.pointer
        var events = input.translate(
            .pointerMotion(dx: -10_000, dy: -10_000, at: .zero), scene: Self.scene(), isTyping: false,
            switchesOnly: false)
        #expect(start == Point(x: 400, y: 240))
        #expect(events == [.pointerMoved(point: Point(x: 0, y: 0), control: .yes, at: .zero)])
        events = input.translate(
            .pointerButton(pressed: true, at: .zero), scene: Self.scene(), isTyping: false, switchesOnly: false)
        #expect(events == [.touchBegan(point: Point(x: 0, y: 0), control: .yes, at: .zero)])
    }

    @Test func A3_anAbsolutePointerIsTurnedLikeTouch() {
        var input = translator(.upsideDown)
        let events = input.translate(
            .pointerAbsolute(panelPoint: Point(x: 700, y: 430), at: .zero), scene: Self.scene(), isTyping: false,
            switchesOnly: false)
        #expect(events == [.pointerMoved(point: Point(x: 100, y: 50), control: .yes, at: .zero)])
    }

    @Test func T1_aUSBKeyboardTypesWhileTypeIsOpenWithShift() {
        var input = translator()
        func key(_ code: UInt32, _ pressed: Bool = true) -> [Event] {
            input.translate(
                .key(code: code, pressed: pressed, at: .zero), scene: nil, isTyping: true, switchesOnly: false)
        }
        #expect(key(35) == [.keyTyped(.character("h"), at: .zero)])
        #expect(key(KeyCodes.leftShift).isEmpty)
        #expect(key(23) == [.keyTyped(.character("I"), at: .zero)])
        #expect(key(2) == [.keyTyped(.character("!"), at: .zero)])
        #expect(key(KeyCodes.leftShift, false).isEmpty)
        #expect(key(KeyCodes.space) == [.keyTyped(.space, at: .zero)])
        #expect(key(KeyCodes.backspace) == [.keyTyped(.backspace, at: .zero)])
        #expect(key(KeyCodes.enter) == [.keyTyped(.enter, at: .zero)])
        #expect(key(35, false).isEmpty)
    }

    /// L3: with a keymap, what a key types is the keymap's text (a German keyboard's Y key types "z", its ß key "ß",
    /// a dead key nothing until its letter); Space, Backspace and Enter keep Brickson's meaning whatever the layout,
    /// and the simulator's Y, N, G, S are still buttons while Type is closed.
    @Test func L3_withAKeymapAKeyTypesTheLayoutsTextAndSpecialKeysKeepTheirMeaning() {
        var input = InputTranslator(rotation: .none, panelSize: Size(width: 800, height: 480), keyMap: .simulator)
        func key(_ code: UInt32, _ text: String, typing: Bool = true) -> [Event] {
            input.translate(
                .key(code: code, pressed: true, at: .zero), scene: nil, isTyping: typing, switchesOnly: false,
                typed: .text(text))
        }
        #expect(key(KeyCodes.y, "z") == [.keyTyped(.character("z"), at: .zero)])
        #expect(key(12, "ß") == [.keyTyped(.character("ß"), at: .zero)])
        #expect(key(26, "").isEmpty, "a dead key waits for its letter")
        #expect(key(18, "ê") == [.keyTyped(.character("ê"), at: .zero)])
        #expect(key(18, "^e") == [.keyTyped(.character("^"), at: .zero), .keyTyped(.character("e"), at: .zero)])
        #expect(key(KeyCodes.space, " ") == [.keyTyped(.space, at: .zero)])
        #expect(key(KeyCodes.backspace, "") == [.keyTyped(.backspace, at: .zero)])
        #expect(key(KeyCodes.enter, "") == [.keyTyped(.enter, at: .zero)])
        #expect(key(KeyCodes.y, "z", typing: false) == [.buttonEdge(.yes, at: .zero)])
    }

    @Test func T1_lettersDoNothingWhileTypeIsClosed() {
        var input = translator()
        let events = input.translate(
            .key(code: 35, pressed: true, at: .zero), scene: nil, isTyping: false, switchesOnly: false)
        #expect(events.isEmpty)
    }

    @Test func A2_switchKeysAreButtonsThatTheCoreSamplesLikeGPIO() {
        var input = translator()
        #expect(input.keyLevel(of: .switchSelect) == false)
        #expect(input.keyLevel(of: .yes) == nil)  // no key stands for Yes on the device
        let down = input.translate(
            .key(code: KeyCodes.space, pressed: true, at: .milliseconds(1)), scene: nil, isTyping: false,
            switchesOnly: false)
        #expect(down == [.buttonEdge(.switchSelect, at: .milliseconds(1))])
        #expect(input.keyLevel(of: .switchSelect) == true)
        let up = input.translate(
            .key(code: KeyCodes.space, pressed: false, at: .milliseconds(90)), scene: nil, isTyping: false,
            switchesOnly: false)
        #expect(up == [.buttonEdge(.switchSelect, at: .milliseconds(90))])
        #expect(input.keyLevel(of: .switchSelect) == false)
        let move = input.translate(
            .key(code: KeyCodes.f7, pressed: true, at: .zero), scene: nil, isTyping: false, switchesOnly: false)
        #expect(move == [.buttonEdge(.switchMove, at: .zero)])
    }

    @Test func A2_forASwitchUserSwitchKeysStaySwitchesWhileTyping() {
        var input = translator()
        let typing = input.translate(
            .key(code: KeyCodes.space, pressed: true, at: .zero), scene: nil, isTyping: true, switchesOnly: false)
        #expect(typing == [.keyTyped(.space, at: .zero)])
        let switching = input.translate(
            .key(code: KeyCodes.enter, pressed: true, at: .zero), scene: nil, isTyping: true, switchesOnly: true)
        #expect(switching == [.buttonEdge(.switchMove, at: .zero)])
    }

    /// A2: the keys chosen in Buttons and Switches are Select and Move; the keys no longer chosen are not switches
    /// (Space types or does nothing), and a key held across the change is let go as what it was pressed as.
    @Test func A2_theSwitchKeysChosenInSettingsAreSelectAndMove() {
        func press(_ input: inout InputTranslator, _ code: UInt32, typing: Bool = false) -> [Event] {
            input.translate(
                .key(code: code, pressed: true, at: .zero), scene: nil, isTyping: typing, switchesOnly: false)
        }
        func release(_ input: inout InputTranslator, _ code: UInt32) -> [Event] {
            input.translate(
                .key(code: code, pressed: false, at: .zero), scene: nil, isTyping: false, switchesOnly: false)
        }
        var input = translator()
        #expect(press(&input, KeyCodes.one).isEmpty, "the number keys are not switches until chosen")
        input.switchKeys = .enterSelectsSpaceMoves
        #expect(press(&input, KeyCodes.enter) == [.buttonEdge(.switchSelect, at: .zero)])
        #expect(press(&input, KeyCodes.f8) == [.buttonEdge(.switchMove, at: .zero)])
        // Held F8 is let go as Move even after the keys change again.
        input.switchKeys = .oneSelectsTwoMoves
        #expect(release(&input, KeyCodes.f8) == [.buttonEdge(.switchMove, at: .zero)])
        #expect(press(&input, KeyCodes.one) == [.buttonEdge(.switchSelect, at: .zero)])
        #expect(input.keyLevel(of: .switchSelect) == true)
        #expect(press(&input, KeyCodes.two) == [.buttonEdge(.switchMove, at: .zero)])
        #expect(press(&input, KeyCodes.space).isEmpty, "Space is no switch now")
        #expect(press(&input, KeyCodes.one, typing: true) == [.keyTyped(.character("1"), at: .zero)])
        input.switchKeys = .twoSelectsOneMoves
        #expect(press(&input, KeyCodes.two) == [.buttonEdge(.switchSelect, at: .zero)])
        input.switchKeys = .spaceSelectsEnterMoves
        #expect(input.keyMap == .device)
    }

    @Test func A6_theSimulatorsKeysAreTheBigButtonsAndAHeldKeyNeverRepeats() {
        var input = translator(keys: .simulator)
        let yes = input.translate(
            .key(code: KeyCodes.y, pressed: true, at: .zero), scene: nil, isTyping: false, switchesOnly: false)
        #expect(yes == [.buttonEdge(.yes, at: .zero)])
        #expect(input.keyLevel(of: .yes) == true)
        // Letting go after Type opened still releases Yes, rather than typing.
        let up = input.translate(
            .key(code: KeyCodes.y, pressed: false, at: .zero), scene: nil, isTyping: true, switchesOnly: false)
        #expect(up == [.buttonEdge(.yes, at: .zero)])
        #expect(input.keyLevel(of: .yes) == false)
        // While Type is open, Y types.
        let typed = input.translate(
            .key(code: KeyCodes.y, pressed: true, at: .zero), scene: nil, isTyping: true, switchesOnly: false)
        #expect(typed == [.keyTyped(.character("y"), at: .zero)])
    }
}

@Suite struct PointerSnapTests {
    /// The small Home with Snap to Item at 4 mm (16 px at 4 px a millimetre).
    static func scene() -> Scene {
        var scene = InputTranslatorTests.scene()
        scene.pointerSnap = 16
        return scene
    }

    func moved(_ point: Point, scene: Scene = Self.scene()) -> [Event] {
        var input = InputTranslator(
            rotation: .none, panelSize: Size(width: 800, height: 480), keyMap: .device)
        return input.translate(
            .pointerAbsolute(panelPoint: point, at: .zero), scene: scene, isTyping: false, switchesOnly: false)
    }

    @Test func A3_aPointerJustOffAControlSnapsToTheNearestWithinTheDistance() {
        // 10 px under No (2.5 mm): No. 30 px under it: nothing.
        #expect(moved(Point(x: 300, y: 110)) == [.pointerMoved(point: Point(x: 300, y: 110), control: .no, at: .zero)])
        #expect(moved(Point(x: 300, y: 130)) == [.pointerMoved(point: Point(x: 300, y: 130), control: nil, at: .zero)])
        // Snap to Item off: nothing just under No either.
        var off = Self.scene()
        off.pointerSnap = 0
        #expect(
            moved(Point(x: 300, y: 110), scene: off) == [
                .pointerMoved(point: Point(x: 300, y: 110), control: nil, at: .zero)
            ])
    }

    @Test func A3_theStatusLineIsARestAreaThatNeverSnaps() {
        var scene = Self.scene()
        // A control right above the status line.
        scene.controls.append(
            SceneControl(
                id: .phrase(0), role: .phrase, frame: Rect(x: 0, y: 300, width: 200, height: 98), label: "Hi",
                fontSize: 20))
        #expect(
            moved(Point(x: 100, y: 398), scene: scene).first
                == .pointerMoved(point: Point(x: 100, y: 398), control: .phrase(0), at: .zero))
        #expect(
            moved(Point(x: 100, y: 402), scene: scene).first
                == .pointerMoved(point: Point(x: 100, y: 402), control: nil, at: .zero))
    }

    @Test func A3_aPointerLeavingTheScreenIsToldToTheCore() {
        var input = InputTranslator(rotation: .none, panelSize: Size(width: 800, height: 480), keyMap: .device)
        let events = input.translate(.pointerLeft(at: .zero), scene: Self.scene(), isTyping: false, switchesOnly: false)
        #expect(events == [.pointerLeft(at: .zero)])
    }
}
