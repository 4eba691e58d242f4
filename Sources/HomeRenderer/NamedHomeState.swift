import BricksonCore

/// Home's named states for snapshots, the gallery and the tests, built directly from the starter content (the
/// core's state machine, `HomeState`, is what produces them in use).
public enum NamedHomeState: String, CaseIterable, Sendable {
    /// Just started: the first category chosen, its phrases showing.
    case start
    /// Emergency chosen: its phrases show and it keeps its inner ring (H7).
    case emergency
    /// Type open: the keyboard and predictions in the phrase area, the other categories and phrases dimmed (T1,
    /// T5, T9).
    case typing
    /// Get Attention sounding: Stop shows, the status line says so (G2, H9).
    case sounding
    /// A warning holds the status line (H9), under a message longer than its place.
    case warning
    /// A resting pointer two thirds of the way to choosing a phrase (A3).
    case dwell
    /// Yes held down (V4).
    case pressed
    /// Scanning has highlighted the top group (A2).
    case scanning
    /// Another category chosen (H8).
    case chosen
    /// Scanning has highlighted the phrases' group: eight controls, one region (A2).
    case scanningPhrases
    /// A phrase said two minutes after a message was typed: the phrase holds the message's place, large and
    /// whole, with how long ago it was said (H11, the nurse's view).
    case said

    /// The view of Home in this state, with `display` and `accessMethod`.
    public func view(display: DisplaySettings = DisplaySettings(), accessMethod: AccessMethod = .eyeTracking)
        -> HomeView
    {
        let board = StarterContent.board
        let selected = self == .chosen ? 2 : 0
        var view = HomeView(
            categories: board.categories.map(\.name), selectedCategory: selected,
            phrases: board.categories[selected].phrases.map(\.text), display: display, accessMethod: accessMethod,
            phraseSlots: board.phraseSlots)
        switch self {
        case .start, .chosen: break
        case .emergency:
            view.showingEmergency = true
            view.phrases = board.emergency.map(\.text)
        case .typing:
            view.isTyping = true
            view.message = "Please call my"
            view.lastSaid = "I'm in pain"
            view.canPutBack = true
            view.predictions = ["family", "wife", "daughter"]
        case .sounding:
            view.stopShowing = true
            view.statusLine = "Sounding"
        case .warning:
            view.statusLine = "Message cannot be saved"
            // A message longer than its place: its last whole lines show, with the mark that more is above.
            view.message =
                "Please tell my daughter that I am comfortable, that the nurses are kind to me and that I slept well"
                + " last night after the new medicine."
            view.lastSaid = "Yes"
        case .dwell:
            view.dwell = DwellProgress(control: .phrase(0), fraction: 0.66)
        case .pressed:
            view.pressed = .yes
        case .scanning:
            view.scanHighlight = [.yes, .no, .emergency, .getAttention]
        case .said:
            view.message = "Please call my daughter"
            view.lastSaid = "I need pain medicine"
            view.showsSaid = true
            view.saidAge = .minutes(2)
        case .scanningPhrases:
            view.scanHighlight = (0..<board.categories[selected].phrases.count).map { .phrase($0) }
        }
        return view
    }

    /// Where the pointer is drawn in this state laid out as `scene` (A3): resting on the dwell's phrase, below
    /// and right of its words; nil where no pointer shows.
    public func pointer(in scene: Scene) -> Point? {
        guard self == .dwell, let phrase = scene.control(.phrase(0)) else { return nil }
        let frame = phrase.frame
        return Point(x: (frame.minX + frame.width * 0.85).rounded(), y: (frame.minY + frame.height * 0.82).rounded())
    }
}
