import BoardProfile
import BricksonCore
import DeviceValues

/// Turns raw input into the core's events (A1, A2, A3, T1): touches and pointers in Home's coordinates, hit-tested
/// against the current Scene; keys into typing or into button and switch presses. Pure: tested without devices.
public struct InputTranslator: Equatable, Sendable {
    /// How the panel is mounted.
    public var rotation: DisplayRotation
    /// The panel's own size in pixels (unrotated).
    public var panelSize: Size
    /// Which keys are buttons and switches.
    public var keyMap: KeyButtonMap
    /// Which keys of a USB switch interface are Select and Move, as Buttons and Switches chose (A2): a change makes
    /// the key map's switches those keys. A key held across the change is let go as what it was pressed as.
    public var switchKeys: SwitchKeys = .spaceSelectsEnterMoves {
        didSet { if switchKeys != oldValue { keyMap.switches = KeyButtonMap.switches(for: switchKeys) } }
    }
    /// Where the pointer is, in Home's pixels.
    public private(set) var pointer: Point
    private var touchSlot: Int32?
    private var touchPoint = Point(x: 0, y: 0)
    private var shiftHeld: Set<UInt32> = []
    private var heldKeys: [UInt32: PhysicalButton] = [:]

    public init(rotation: DisplayRotation, panelSize: Size, keyMap: KeyButtonMap) {
        self.rotation = rotation
        self.panelSize = panelSize
        self.keyMap = keyMap
        let home = rotation.logicalSize(native: panelSize)
        pointer = Point(x: home.width / 2, y: home.height / 2)
    }

    /// Home's size in pixels.
    public var homeSize: Size { rotation.logicalSize(native: panelSize) }

    /// The events for one piece of raw input. `scene` is what is on screen (nil: no display); `isTyping` whether
    /// Type is open; `switchesOnly` whether keys that are switches stay switches while typing (the access method
    /// is switches); `typed` what a key press types by the keyboard's layout (L3), or the US table where there is
    /// no keymap.
    public mutating func translate(
        _ input: RawInput, scene: Scene?, isTyping: Bool, switchesOnly: Bool, typed: TypedText = .usTable
    ) -> [Event] {
        func control(_ point: Point) -> ControlID? { scene?.control(at: point)?.id }
        // A pointer resting chooses by dwell: in a gap it snaps to the nearest control (A3). Its button presses
        // act like a touch, only where it is.
        func target(_ point: Point) -> ControlID? { scene?.pointerTarget(at: point)?.id }
        switch input {
        case .touchDown(let slot, let panelPoint, let at):
            // One finger at a time: a second finger while the first is down is a palm or a helper, ignored.
            guard touchSlot == nil else { return [] }
            touchSlot = slot
            touchPoint = home(panelPoint)
            return [.touchBegan(point: touchPoint, control: control(touchPoint), at: at)]
        case .touchMotion(let slot, let panelPoint, let at):
            guard slot == touchSlot else { return [] }
            touchPoint = home(panelPoint)
            return [.touchMoved(point: touchPoint, control: control(touchPoint), at: at)]
        case .touchUp(let slot, let at):
            guard slot == touchSlot else { return [] }
            touchSlot = nil
            return [.touchEnded(point: touchPoint, control: control(touchPoint), at: at)]
        case .touchCancel(let at):
            guard touchSlot != nil else { return [] }
            touchSlot = nil
            return [.touchCancelled(at: at)]
        case .pointerMotion(let dx, let dy, let at):
            let size = homeSize
            pointer = Point(
                x: min(max(pointer.x + dx, 0), size.width - 1), y: min(max(pointer.y + dy, 0), size.height - 1))
            return [.pointerMoved(point: pointer, control: target(pointer), at: at)]
        case .pointerAbsolute(let panelPoint, let at):
            pointer = home(panelPoint)
            return [.pointerMoved(point: pointer, control: target(pointer), at: at)]
        case .pointerLeft(let at):
            return [.pointerLeft(at: at)]
        case .pointerButton(let pressed, let at):
            return pressed
                ? [.touchBegan(point: pointer, control: control(pointer), at: at)]
                : [.touchEnded(point: pointer, control: control(pointer), at: at)]
        case .key(let code, let pressed, let at):
            return key(code, pressed: pressed, at: at, isTyping: isTyping, switchesOnly: switchesOnly, typed: typed)
        }
    }

    /// Whether the key standing for `button` is held now, for the core's `.sampleButton`; nil when no key stands
    /// for it (then GPIO answers).
    public func keyLevel(of button: PhysicalButton) -> Bool? {
        let mapped = keyMap.switches.values.contains(button) || keyMap.buttons.values.contains(button)
        guard mapped else { return nil }
        return heldKeys.values.contains(button)
    }

    private mutating func key(
        _ code: UInt32, pressed: Bool, at: Instant, isTyping: Bool, switchesOnly: Bool, typed: TypedText
    ) -> [Event] {
        if code == KeyCodes.leftShift || code == KeyCodes.rightShift {
            if pressed { shiftHeld.insert(code) } else { shiftHeld.remove(code) }
            return []
        }
        // A key let go acts as it did when pressed, even if Type opened or closed in between.
        if !pressed, let button = heldKeys.removeValue(forKey: code) { return [.buttonEdge(button, at: at)] }
        guard pressed else { return [] }
        let switchButton = keyMap.switches[code]
        if let switchButton, switchesOnly || !isTyping { return hold(code, as: switchButton, at: at) }
        if isTyping {
            switch (typed, code) {
            // Space, Backspace and Enter keep Brickson's meaning whatever the layout.
            case (.text, KeyCodes.space), (.text, KeyCodes.backspace), (.text, KeyCodes.enter),
                (.text, KeyCodes.keypadEnter), (.usTable, _):
                if let key = KeyCodes.typingKey(code, shifted: !shiftHeld.isEmpty) { return [.keyTyped(key, at: at)] }
            case (.text(let text), _):
                // A dead key followed by a letter it does not combine with types both: each is one keystroke.
                if !text.isEmpty { return text.map { .keyTyped(.character($0), at: at) } }
            }
        }
        if let button = keyMap.buttons[code] { return hold(code, as: button, at: at) }
        return []
    }

    /// A key standing for a button: an edge now, its level when the core samples it (the same path as GPIO).
    private mutating func hold(_ code: UInt32, as button: PhysicalButton, at: Instant) -> [Event] {
        heldKeys[code] = button
        return [.buttonEdge(button, at: at)]
    }

    private func home(_ panelPoint: Point) -> Point {
        let point = rotation.logicalPoint(native: panelPoint, nativeSize: panelSize)
        let size = homeSize
        return Point(x: min(max(point.x, 0), size.width - 1), y: min(max(point.y, 0), size.height - 1))
    }
}
