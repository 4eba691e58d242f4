import BricksonCore

/// A given/when/then driver over the pure `update`, with a manual clock and scripted button lines.
///
/// Time moves only by hand (`advance(by:)`), and every deadline the core asks for on the way fires at its own
/// instant, as the real loop's timer would. When the core asks to sample a line, the driver answers at once with
/// the level the test set, as the GPIO adapter would.
public struct HomeDriver {
    /// The state under test.
    public var state: HomeState
    /// The manual clock: the instant the next event carries.
    public private(set) var now: Instant
    /// The logical level of each physical line, as sampling reads it (true: pressed).
    public var levels: [PhysicalButton: Bool] = [:]
    /// Whether every `.speak` is answered at once with its start and its end, as if each utterance took no time:
    /// then the repeat rule (S1) never hides a second choice, and a test sees every choice that speaks.
    public var speechTakesNoTime = false
    /// The screen `Effect.checkHomeFit` is answered for, with the monospace measurer, as the runtime answers it
    /// with its own; nil answers that everything fits (no screen).
    public var fitScreen: Screen?
    /// Every effect since the driver began, in order.
    public private(set) var history: [Effect] = []

    /// A driver on a fresh start of Home at `now`.
    public init(
        board: Board = StarterContent.board, settings: Settings = Settings(), message: String = "",
        putBack: String? = nil, now: Instant = .zero
    ) {
        self.state = HomeState(board: board, settings: settings, message: message, putBack: putBack, at: now)
        self.now = now
    }

    /// A driver on an existing state, at `now`.
    public init(state: HomeState, now: Instant) {
        self.state = state
        self.now = now
    }

    /// Sends the event built for the current instant, and answers any sampling it asks for.
    @discardableResult
    public mutating func send(_ event: (Instant) -> Event) -> [Effect] {
        var effects = update(&state, event(now))
        var answered = 0
        while answered < effects.count {
            switch effects[answered] {
            case .sampleButton(let button):
                effects += update(&state, .buttonLevel(button, isPressed: levels[button] ?? false, at: now))
            case .checkHomeFit(let board, let settings, let list):
                let misfits = fitScreen.map {
                    HomeFit.misfits(of: board, settings: settings, on: $0, showing: list, measurer: MonospaceMeasurer())
                }
                effects += update(&state, .homeFitChecked(board: board, misfits: misfits ?? [], at: now))
            case .speak(let utterance) where speechTakesNoTime:
                effects += update(&state, .speechStarted(utterance: utterance.id, at: now))
                effects += update(&state, .speechFinished(utterance: utterance.id, at: now))
            default: break
            }
            answered += 1
        }
        history += effects
        return effects
    }

    /// Moves the clock on by `duration`, firing every deadline that falls on the way at its own instant.
    @discardableResult
    public mutating func advance(by duration: Duration) -> [Effect] {
        let end = now + duration
        var effects: [Effect] = []
        while let deadline = state.nextDeadline, deadline <= end {
            now = max(now, deadline)
            effects += send { .timerFired(at: $0) }
        }
        now = end
        return effects
    }

    /// Chooses `control` once (as a switch, dwell or script would).
    @discardableResult
    public mutating func choose(_ control: ControlID) -> [Effect] {
        send { .chosen(control, at: $0) }
    }

    /// A touch that begins and ends at `point` on `control`, held for `holding`.
    @discardableResult
    public mutating func tap(_ control: ControlID, at point: Point = Point(x: 10, y: 10), holding: Duration = .zero)
        -> [Effect]
    {
        var effects = send { .touchBegan(point: point, control: control, at: $0) }
        effects += advance(by: holding)
        effects += send { .touchEnded(point: point, control: control, at: $0) }
        return effects
    }

    /// A line goes to `pressed` through a bounce: at each of `bounces` (from now, in order) the contact flips and
    /// an edge is reported, so a sample taken mid-bounce reads the wrong level; after the last it has settled.
    @discardableResult
    public mutating func setLine(_ button: PhysicalButton, pressed: Bool, bounces: [Duration] = [.zero])
        -> [Effect]
    {
        var effects: [Effect] = []
        let start = now
        for (index, offset) in bounces.enumerated() {
            effects += advance(by: (start + offset) - now)
            levels[button] = (bounces.count - 1 - index) % 2 == 0 ? pressed : !pressed
            effects += send { .buttonEdge(button, at: $0) }
        }
        return effects
    }

    /// The utterances asked for in `effects`.
    public static func spoken(_ effects: [Effect]) -> [Utterance] {
        effects.compactMap {
            if case .speak(let utterance) = $0 { return utterance }
            return nil
        }
    }

    /// The log entries in `effects`.
    public static func logged(_ effects: [Effect]) -> [LogEntry] {
        effects.compactMap {
            if case .log(let entry) = $0 { return entry }
            return nil
        }
    }

    /// The words announced in `effects`.
    public static func announced(_ effects: [Effect]) -> [String] {
        effects.compactMap {
            if case .announce(let words) = $0 { return words }
            return nil
        }
    }
}
