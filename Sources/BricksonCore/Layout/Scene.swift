/// What Home shows, as the layout needs it: a projection of the core's state, with nothing about time.
///
/// `HomeState.view` builds it; `layout(_:screen:measurer:)` turns it into a `Scene`. Keeping this small is what
/// lets the layout be proven on its own: frames may depend on the board and the settings, never on which state
/// Home is in (H3).
public struct HomeView: Equatable, Sendable {
    /// The names of the categories, in board order.
    public var categories: [String]
    /// The chosen category (H8: ring, check mark, "selected").
    public var selectedCategory: Int
    /// The phrases that show: the chosen category's, or the emergency phrases while they show (H7).
    public var phrases: [String]
    /// Whether the emergency phrases show (Emergency keeps its inner ring).
    public var showingEmergency: Bool
    /// Whether Type is open: the keyboard shows in the phrase area (T1).
    public var isTyping: Bool
    /// The typed message.
    public var message: String
    /// The one status line under the message (H9); nil when it is empty. Its space is always kept.
    public var statusLine: String?
    /// Whether Stop shows (only while the tone sounds, G2).
    public var stopShowing: Bool
    /// Whether Put Back has a copy to bring back (T4).
    public var canPutBack: Bool
    /// The control being pressed (touch down, switch held), drawn with a thicker border (V4).
    public var pressed: ControlID?
    /// A resting pointer's progress towards choosing a control, 0–1 (A3).
    public var dwell: DwellProgress?
    /// The controls scanning has highlighted: a group, or one item (A2).
    public var scanHighlight: [ControlID]
    /// Where a pointer is, drawn over everything (A3); nil while none is on the screen.
    public var pointer: Point? = nil
    /// Snap to Item's distance in millimetres (A3); 0 is off.
    public var snapToItemMillimetres = 0.0
    /// Predicted words above the keyboard (T9).
    public var predictions: [String]
    /// The on-screen keyboard of the board's language (L3).
    public var keyboard = KeyboardLayout.english
    /// The keyboard's page and Shift (L3).
    public var keyboardState = KeyboardState()
    /// Text size, bold, appearance, contrast, borders.
    public var display: DisplaySettings
    /// The access method whose sizes are used (eye tracking until anything is chosen).
    public var accessMethod: AccessMethod
    /// How many phrase places the grid keeps: the longest list on the board (a category's or the emergency
    /// phrases). Board content, so the grid is the same whichever list shows (H3).
    public var phraseSlots: Int
    /// The last thing spoken (a phrase, Yes, No or the message), shown as "Said: …" above the message so a nurse
    /// who missed it can read it (H10); nil before anything is said.
    public var lastSaid: String?
    /// What the staff heard beside `lastSaid` when a second language is spoken (L6); nil otherwise.
    public var saidAloud: SaidAloud? = nil
    /// The message's place shows `lastSaid`, large and whole, rather than the message: it was said after the message
    /// last changed and Type is closed (H11, the nurse's view).
    public var showsSaid = false
    /// How long ago `lastSaid` was said, in the steps the message's place shows (H11); nil before anything is said.
    public var saidAge: SaidAge? = nil
    /// Dwell is paused (A3): only Pause, which reads Resume, can be chosen by resting on it.
    public var dwellPaused = false
    /// The words of the fixed controls, in the screen's language (L1).
    public var labels = HomeLabels.english

    public init(
        categories: [String], selectedCategory: Int = 0, phrases: [String], showingEmergency: Bool = false,
        isTyping: Bool = false, message: String = "", statusLine: String? = nil, stopShowing: Bool = false,
        canPutBack: Bool = false, pressed: ControlID? = nil, dwell: DwellProgress? = nil,
        scanHighlight: [ControlID] = [], predictions: [String] = [], display: DisplaySettings = DisplaySettings(),
        accessMethod: AccessMethod = .eyeTracking, phraseSlots: Int = 8, lastSaid: String? = nil
    ) {
        self.lastSaid = lastSaid
        self.categories = categories
        self.selectedCategory = selectedCategory
        self.phrases = phrases
        self.showingEmergency = showingEmergency
        self.isTyping = isTyping
        self.message = message
        self.statusLine = statusLine
        self.stopShowing = stopShowing
        self.canPutBack = canPutBack
        self.pressed = pressed
        self.dwell = dwell
        self.scanHighlight = scanHighlight
        self.predictions = predictions
        self.display = display
        self.accessMethod = accessMethod
        self.phraseSlots = phraseSlots
    }
}

/// How long ago the last thing was said, in the steps the nurse's view shows (H11): by the minute for an hour.
public enum SaidAge: Hashable, Sendable {
    /// Under a minute.
    case justNow
    /// Whole minutes, 1 to 59.
    case minutes(Int)
    /// An hour or more.
    case overAnHour

    static let minute = Duration.seconds(60)

    /// The step for something said at `said`, counted to `now`.
    public init(since said: Instant, now: Instant) {
        let minutes = max(0, (now - said).nanosecondsRounded / Self.minute.nanosecondsRounded)
        self = minutes == 0 ? .justNow : minutes < 60 ? .minutes(Int(minutes)) : .overAnHour
    }

    /// When the next step begins for something said at `said`, for the loop's timer; nil at an hour (nothing more
    /// changes).
    public func nextChange(since said: Instant) -> Instant? {
        let minutes: Int64
        switch self {
        case .justNow: minutes = 1
        case .minutes(let shown): minutes = Int64(shown) + 1
        case .overAnHour: return nil
        }
        return said + .nanoseconds(minutes * Self.minute.nanosecondsRounded)
    }
}

/// A resting pointer's progress on one control (A3). Drawn as a still ring that fills; it never flashes.
public struct DwellProgress: Equatable, Hashable, Sendable {
    public var control: ControlID
    /// 0 (just arrived) to 1 (chosen).
    public var fraction: Double
    public init(control: ControlID, fraction: Double) {
        self.control = control
        self.fraction = fraction
    }
}

/// What a control is, for colour, icon and how it is spoken.
public enum ControlRole: String, Hashable, Sendable, CaseIterable {
    case yes, no, emergency, getAttention, again, speak, message, phrases, type, stop, category, settings, pause
    case clear, putBack, phrase, emergencyPhrase, key, prediction
    /// Settings (C1): Back to Talking, Back, the page's title, the foot line's place is `Scene.statusFrame`.
    case backToTalking, settingsBack, settingsTitle
    /// Settings' rows: one that opens a page, an answer, an on/off, a stepper's words, an action, words only.
    case settingsPage, settingsOption, settingsToggle, settingsStepper, settingsAction, settingsInfo
    /// A stepper's − and +, and More.
    case stepDown, stepUp, moreRows
}

/// An icon drawn as vector paths by the renderer (no emoji font).
public enum Icon: String, Hashable, Sendable, CaseIterable {
    case check, cross, warning, bell, repeatArrow, speaker, list, keyboard, stopSquare, gear, eraser, undo
    /// Pause's two bars, and the triangle it shows while dwell is paused and it reads Resume (A3).
    case pauseBars, resumeTriangle
}

/// One control, placed: everything the renderer and the input adapters need to know about it.
public struct SceneControl: Equatable, Sendable {
    public var id: ControlID
    public var role: ControlRole
    /// Where it is, in screen pixels. The same in every state of Home (H3).
    public var frame: Rect
    /// The words shown (and spoken by auditory feedback, A5).
    public var label: String
    /// The icon, where the label leaves room for it (V1: a label drops its icon first).
    public var icon: Icon?
    /// The label's font size in pixels, after shrinking to fit (never below the default size, V1).
    public var fontSize: Double
    /// Dimmed while typing (T5), or Type where the keyboard would cover the top controls (T6). Not choosable.
    public var isDimmed: Bool
    /// The chosen category, or Emergency while its phrases show: inner ring and check mark (H7, H8).
    public var isSelected: Bool
    /// Pressed right now: thicker border (V4).
    public var isPressed: Bool
    /// A resting pointer's progress on this control (A3).
    public var dwellFraction: Double?
    /// Highlighted by scanning (A2).
    public var isScanHighlighted: Bool

    public init(
        id: ControlID, role: ControlRole, frame: Rect, label: String, icon: Icon? = nil, fontSize: Double,
        isDimmed: Bool = false, isSelected: Bool = false, isPressed: Bool = false, dwellFraction: Double? = nil,
        isScanHighlighted: Bool = false
    ) {
        self.id = id
        self.role = role
        self.frame = frame
        self.label = label
        self.icon = icon
        self.fontSize = fontSize
        self.isDimmed = isDimmed
        self.isSelected = isSelected
        self.isPressed = isPressed
        self.dwellFraction = dwellFraction
        self.isScanHighlighted = isScanHighlighted
    }
}

/// Home, laid out: pure and semantic. Rendering it to pixels is a separate step.
public struct Scene: Equatable, Sendable {
    /// The screen in pixels.
    public var size: Size
    /// Pixels per millimetre on the real panel.
    public var pixelsPerMillimetre: Double
    /// Every control that shows, in scanning order.
    public var controls: [SceneControl]
    /// The status line's frame: always kept, whether or not it shows text (H9).
    public var statusFrame: Rect
    /// The status line's text, if any.
    public var statusText: String?
    /// The status line's font size in pixels.
    public var statusFontSize: Double
    /// The area the on-screen keyboard takes while typing (the phrase area).
    public var keyboardFrame: Rect
    /// Whether Type can open here (T6): false where the keyboard would cover Yes, No, Emergency, Get Attention or
    /// Speak.
    public var typeAvailable: Bool
    /// The scanning order in groups (A2), the same whatever is showing.
    public var scanGroups: [[ControlID]]
    /// How it looks.
    public var display: DisplaySettings
    /// "Said: …", the last thing spoken, in the strip kept for it above the message (H10); nil before anything.
    public var saidText: String?
    /// The strip kept for `saidText`, whether or not it shows (nothing moves when it does).
    public var saidFrame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The font size of `saidText`, in pixels.
    public var saidFontSize = 0.0
    /// The message's place shows what was said last (its label), not the message being typed (H11): drawn
    /// without the typing cursor, from its first line.
    public var messageShowsSaid = false
    /// Where a pointer is, drawn over everything (A3); nil while none is on the screen.
    public var pointer: Point? = nil
    /// How far from a control, in pixels, a pointer on no control still chooses it (Snap to Item, A3); 0 is off.
    public var pointerSnap = 0.0
    /// The direction the screen's language is written in (L7): the renderer starts lines, icons and the message on
    /// the reading side.
    public var direction = WritingDirection.leftToRight

    public init(
        size: Size, pixelsPerMillimetre: Double, controls: [SceneControl], statusFrame: Rect, statusText: String?,
        statusFontSize: Double, keyboardFrame: Rect, typeAvailable: Bool, scanGroups: [[ControlID]],
        display: DisplaySettings
    ) {
        self.size = size
        self.pixelsPerMillimetre = pixelsPerMillimetre
        self.controls = controls
        self.statusFrame = statusFrame
        self.statusText = statusText
        self.statusFontSize = statusFontSize
        self.keyboardFrame = keyboardFrame
        self.typeAvailable = typeAvailable
        self.scanGroups = scanGroups
        self.display = display
    }

    /// The control with this id, if it shows.
    public func control(_ id: ControlID) -> SceneControl? { controls.first { $0.id == id } }

    /// The control under `point`, if any (touch acts on the control where it began, A1).
    public func control(at point: Point) -> SceneControl? { controls.first { $0.frame.contains(point) } }

    /// The control a pointer at `point` is on (A3): the one under it, else the nearest within `pointerSnap`, so a
    /// pointer in the gap between two controls or at the screen's edge still chooses. The status line is the rest
    /// area: a pointer there is on nothing, however near a control, so the person can look without choosing.
    public func pointerTarget(at point: Point) -> SceneControl? {
        if let under = control(at: point) { return under }
        guard pointerSnap > 0, !statusFrame.contains(point) else { return nil }
        var nearest: (control: SceneControl, distance: Double)?
        for control in controls {
            let distance = control.frame.distance(to: point)
            if distance <= pointerSnap, distance < (nearest?.distance ?? .infinity) { nearest = (control, distance) }
        }
        return nearest?.control
    }

    /// The area scanning has highlighted (A2): around every highlighted control, one region for a group; nil when
    /// nothing is.
    public var scanRegion: Rect? {
        let frames = controls.filter(\.isScanHighlighted).map(\.frame)
        guard let first = frames.first else { return nil }
        let minX = frames.map(\.minX).min() ?? first.minX
        let minY = frames.map(\.minY).min() ?? first.minY
        let maxX = frames.map(\.maxX).max() ?? first.maxX
        let maxY = frames.map(\.maxY).max() ?? first.maxY
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// How text is measured. The layout takes it so the core stays pure; the renderer supplies one on pango, and
/// `BricksonFakes` a simple deterministic one for tests.
public protocol TextMeasurer: Sendable {
    /// Lays `text` out at `fontSize` pixels, wrapping at word boundaries within `maxWidth` pixels.
    func measure(_ text: String, fontSize: Double, bold: Bool, maxWidth: Double) -> TextMeasurement
}

/// The result of laying out a piece of text.
public struct TextMeasurement: Equatable, Sendable {
    /// The widest line's width in pixels.
    public var width: Double
    /// The height of all lines in pixels.
    public var height: Double
    /// The number of lines.
    public var lineCount: Int
    /// Whether any word had to be broken across two lines (V1 forbids it).
    public var breaksWord: Bool

    public init(width: Double, height: Double, lineCount: Int, breaksWord: Bool) {
        self.width = width
        self.height = height
        self.lineCount = lineCount
        self.breaksWord = breaksWord
    }
}
