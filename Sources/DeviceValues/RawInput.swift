import BricksonCore

/// What an input device did, before it means anything to Home: libinput's events (and the simulator window's),
/// reduced to what Brickson uses.
public enum RawInput: Equatable, Sendable {
    /// A finger touched the panel at a point in the panel's own pixels (unrotated).
    case touchDown(slot: Int32, panelPoint: Point, at: Instant)
    case touchMotion(slot: Int32, panelPoint: Point, at: Instant)
    case touchUp(slot: Int32, at: Instant)
    /// The touch was taken away (device gone).
    case touchCancel(at: Instant)
    /// A relative pointer (mouse, some head pointers) moved, in pixels as the person sees them.
    case pointerMotion(dx: Double, dy: Double, at: Instant)
    /// An absolute pointer (eye tracker, some head pointers) is at a point in the panel's own pixels.
    case pointerAbsolute(panelPoint: Point, at: Instant)
    /// A pointer button went down or up: it acts like a touch at the pointer.
    case pointerButton(pressed: Bool, at: Instant)
    /// The pointer left the screen (an eye tracker lost the eyes, the simulator's mouse left the window).
    case pointerLeft(at: Instant)
    /// A key went down or up, as a Linux input key code (`KEY_A` is 30).
    case key(code: UInt32, pressed: Bool, at: Instant)
}
