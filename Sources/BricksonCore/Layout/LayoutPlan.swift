/// What Home's geometry may depend on (H3): the board's categories and phrase count, the screen, the display
/// settings and the access method. Never which state Home is in.
public struct LayoutInput: Hashable, Sendable {
    /// The category names, in board order.
    public var categories: [String]
    /// How many phrase places the grid should hold (the longest list on the board).
    public var phraseSlots: Int
    /// The screen, in pixels and millimetres.
    public var screen: Screen
    /// The text size the labels want.
    public var textSize: TextSize
    /// Bold Text.
    public var bold: Bool
    /// The access method whose sizes are asked for.
    public var accessMethod: AccessMethod
    /// The on-screen keyboard, whose every page's keys get their places (L3).
    public var keyboard = KeyboardLayout.english
    /// The fixed controls' words, in the screen's language (L1): their sizes come from them.
    public var labels = HomeLabels.english

    /// An input from its parts.
    public init(
        categories: [String], phraseSlots: Int, screen: Screen, textSize: TextSize, bold: Bool,
        accessMethod: AccessMethod
    ) {
        self.categories = categories
        self.phraseSlots = phraseSlots
        self.screen = screen
        self.textSize = textSize
        self.bold = bold
        self.accessMethod = accessMethod
    }

    /// The input of the view's Home: everything the layout may look at, and nothing more.
    public init(_ view: HomeView, screen: Screen) {
        self.init(
            categories: view.categories, phraseSlots: view.phraseSlots, screen: screen,
            textSize: view.display.textSize, bold: view.display.bold, accessMethod: view.accessMethod)
        keyboard = view.keyboard
        labels = view.labels
    }
}

/// How the top controls sit: side by side in two rows (wide windows) or in three rows (tall windows).
public enum HomeArrangement: String, Hashable, Sendable, CaseIterable {
    /// Row one: Yes, No, the message, Phrases, Emergency. Row two: Again, the status line, Type, Get Attention.
    case wide
    /// Row one: Yes, No, Emergency, Get Attention. Rows two and three: Again, the message, Phrases over Type.
    case tall
}

/// Home's geometry for one `LayoutInput`: a frame for every place a control can take, in every state.
///
/// `layout` fills these places with the controls that show; a place that is empty in one state (Stop's, a
/// phrase beyond the list) keeps its frame for the next.
public struct HomePlan: Equatable, Sendable {
    /// The screen in pixels.
    public var size: Size
    /// Pixels per millimetre used (a fallback of 96 dpi where the screen reports nonsense).
    public var pixelsPerMillimetre: Double
    /// Wide or tall: chosen once for the screen and the text settings, the same for every access method.
    public var arrangement: HomeArrangement
    /// The smallest side every control (keys aside) was given, in millimetres: the access method's minimum,
    /// or the largest tier that fits (A4).
    public var minimumMillimetres: Double
    /// Whether every control meets `minimumMillimetres` and every label fits at the default text size.
    /// False only on windows too small for touch sizes, where everything is squeezed in proportion.
    public var fitsMinimum: Bool
    /// The frame of every place: fixed controls, Stop, category slots, Settings, Clear, Put Back, phrase places,
    /// keys and predictions.
    public var frames: [ControlID: Rect]
    /// The status line under the message (H9).
    public var statusFrame: Rect
    /// The strip above the message kept for "Said: …", the last thing spoken (H10).
    public var saidFrame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The phrase area, where the keyboard shows while typing.
    public var phraseArea: Rect
    /// The category places (at least three, for Clear and Put Back); Settings comes after them.
    public var categorySlots: Int
    /// How many phrases the grid shows at most; phrases beyond it are not shown.
    public var phraseCapacity: Int
    /// Where the keyboard would have to reach, up from the bottom, to give five rows of touch-sized keys (T6).
    public var keyboardNeeded: Rect
    /// The keys' height in millimetres, predictions' too: touch's 9 mm (or the smaller size every control got),
    /// or less, down to `LayoutMetrics.smallestKey`, where the panel has no room for both the keyboard at that size
    /// and Yes and No as the largest controls (A4 "where the panel allows", H10).
    public var keyMillimetres = AccessMethod.touch.minimumMillimetres
    /// The share of their neighbours' spare width Yes and No took (`LayoutMetrics.widenings`; past 1, the message's).
    public var widening = 0.0
    /// Whether the phrase area holds `keyboardNeeded`. Where it does not, the keyboard would cover the
    /// categories (Clear and Put Back's row) or the top controls, so Type is dimmed (T6, and T4's places).
    public var typeAvailable: Bool
    /// The chosen text size, in pixels.
    public var fontSize: Double
    /// The largest size a label may grow to where its control has room, in pixels (H10).
    public var largestFontSize: Double { fontSize * LabelMetrics.growth }
    /// The default text size, in pixels: no label is drawn smaller (V1).
    public var defaultFontSize: Double
    /// The padding inside every control, in pixels (`LabelMetrics.padding`).
    public var padding: Double
    /// Bold Text.
    public var bold: Bool
    /// Where nothing fits: the share of the space it needs that the most squeezed part got (1 where it fits).
    public var squeeze: Double

    /// The category place Clear takes while typing: among the last, away from the message and Speak, and never
    /// first in its row, beside Stop's place (G2).
    public var clearSlot: Int
    /// The category place Put Back takes while typing, chosen the same way.
    public var putBackSlot: Int

    /// The plan for `input`: the arrangement that gives eye tracking the largest sizes, then for the access
    /// method the largest tier (22, 15, 9 mm) that fits, touch last, and below that what fits (A4). Where the
    /// screen's language is written right to left, the same plan mirrored (L7, `mirrored()`).
    /// At every text size the places are the default size's, so no label is smaller at a larger size
    /// (`init(steppedUp:)`).
    public init(_ input: LayoutInput, measurer: some TextMeasurer) {
        self.init(steppedUp: input, measurer: measurer)
        if input.labels.direction == .rightToLeft { self = mirrored() }
    }

    /// The plan for `input` as a left-to-right language has it, made for its text size alone.
    init(ownSize input: LayoutInput, measurer: some TextMeasurer) {
        let builder = PlanBuilder(input: input, measurer: measurer)
        let preferred: HomeArrangement = input.screen.pixels.width >= input.screen.pixels.height ? .wide : .tall
        let eye = AccessMethod.eyeTracking.minimumMillimetres
        var arrangement = preferred
        var best = builder.largestFit(preferred, upTo: eye)
        for other in HomeArrangement.allCases where other != preferred {
            if let fit = builder.largestFit(other, upTo: eye), best == nil || best! < fit {
                arrangement = other
                best = fit
            }
        }
        let requested = input.accessMethod.minimumMillimetres
        let squeezed = min(requested, LayoutMetrics.tiers.last!)
        if best == nil {
            // Nothing fits anywhere: the arrangement that needs the least squeezing at touch sizes.
            let plans = HomeArrangement.allCases.map {
                builder.build($0, minimumMillimetres: squeezed, room: .some, probe: true)
            }
            arrangement =
                plans.max { $0.squeeze < $1.squeeze || ($0.squeeze == $1.squeeze && $1.arrangement == preferred) }!
                .arrangement
        }
        let fit = requested == eye ? best : builder.largestFit(arrangement, upTo: requested)
        let millimetres = fit?.millimetres ?? squeezed
        let room = fit?.room ?? .some
        self = builder.build(arrangement, minimumMillimetres: millimetres, room: room)
        growKeys(to: min(millimetres, requested), builder: builder, room: fit != nil ? room : nil)
        // Yes and No the largest (H10) before keys at the method's size (A4 asks for it where the panel allows):
        // where they are not, or the keyboard has no room at that size, the keys take the largest size, half a
        // millimetre at a time, at which they are, the keyboard still in reach (T6), Yes and No taking the least
        // width they need from their neighbours; failing that, the plan where they come nearest.
        guard fit != nil, room.keepsKeyboard, !(fitsMinimum && typeAvailable && answersLargest) else { return }
        var chosen = fitsMinimum && typeAvailable ? self : nil
        // Touch's size, then half a millimetre smaller at a time, and last the smallest.
        let smallest = builder.smallestKeyMillimetres
        var keys = Array(stride(from: keyMillimetres - LayoutMetrics.keyStep, to: smallest, by: -LayoutMetrics.keyStep))
        if smallest <= keyMillimetres { keys.append(smallest) }
        // The message gives width last: first every key size with Emergency's and Phrases' columns giving theirs.
        let tries = [0.25, 0.5, 0.75, 1].map { 1 + $0 }.reduce(into: [keys.map { ($0, LayoutMetrics.widenings) }]) {
            tries, message in tries.append(keys.map { ($0, [message]) })
        }.joined()
        search: for (key, widenings) in tries {
            for widening in widenings {
                let smaller = builder.build(
                    arrangement, minimumMillimetres: millimetres, room: room, keyMillimetres: key, widening: widening)
                guard smaller.fitsMinimum && smaller.typeAvailable else { continue }
                if smaller.answersLargest {
                    chosen = smaller
                    break search
                }
                if chosen.map({ smaller.answerShare > $0.answerShare + 1e-9 }) ?? true { chosen = smaller }
            }
        }
        guard var nearest = chosen else { return }
        // Last, where no key size and no share of width makes Yes and No the largest: the phrase places of the
        // nearest plan stop at Yes's area, a few pixels shorter, where their least height allows (H10 over their
        // size).
        if !nearest.answersLargest {
            let capped = builder.build(
                arrangement, minimumMillimetres: millimetres, room: room, keyMillimetres: nearest.keyMillimetres,
                widening: nearest.widening, phrasesNoLarger: true)
            if capped.fitsMinimum && capped.typeAvailable && capped.answersLargest { nearest = capped }
        }
        self = nearest
    }

    /// Keys and predictions at the access method's size where the panel allows (A4): the size every other control
    /// got, or the largest below it, in half millimetres, at which the keyboard keeps its room (T6), everything its
    /// size, and Yes and No stay the largest and no smaller than with touch-sized keys (H10). Larger keys only ever need more room, so the largest that fits is
    /// found by halving. Otherwise they keep touch's size (or less, below).
    private mutating func growKeys<M>(to wanted: Double, builder: PlanBuilder<M>, room: PlanBuilder<M>.Room?) {
        guard let room, room.keepsKeyboard, wanted > keyMillimetres, fitsMinimum, typeAvailable else { return }
        let yes = frame(.yes)
        func plan(_ size: Double) -> HomePlan? {
            let larger = builder.build(
                arrangement, minimumMillimetres: minimumMillimetres, room: room, keyMillimetres: size)
            // The keyboard's room is kept on Home at all times (H3): it may come from the phrase places, never
            // from Yes and No and the rows beside them, whose labels must read from the bed (H10).
            let largerYes = larger.frame(.yes)
            guard larger.fitsMinimum && larger.typeAvailable && larger.answersLargest,
                largerYes.height >= yes.height - 0.5, largerYes.width >= yes.width - 0.5
            else { return nil }
            return larger
        }
        if let whole = plan(wanted) {
            self = whole
            return
        }
        // Steps of half a millimetre above the keys that fit: `low` fits, `high` does not.
        var low = 0
        var high = Int(((wanted - keyMillimetres) / LayoutMetrics.keyStep).rounded(.up))
        var best: HomePlan?
        while high - low > 1 {
            let middle = (low + high) / 2
            if let fits = plan(keyMillimetres + Double(middle) * LayoutMetrics.keyStep) {
                (low, best) = (middle, fits)
            } else {
                high = middle
            }
        }
        if let best { self = best }
    }

    /// Yes's or No's area (the smaller) over the largest of the other controls' (the message, keys and predictions
    /// aside): above 1 where they are the largest (H10).
    var answerShare: Double {
        let yes = frame(.yes)
        let no = frame(.no)
        let answer = min(yes.width * yes.height, no.width * no.height)
        let others = frames.filter { id, _ in
            switch id {
            case .yes, .no, .message, .key, .prediction: false
            default: true
            }
        }
        return answer / max(1, others.values.map { $0.width * $0.height }.max() ?? 1)
    }

    /// Whether Yes and No are the largest controls on Home (H10): each as tall and as large as every phrase place,
    /// and larger than every other control (the message, which is text to read, and the keys and predictions,
    /// which show only while typing, aside).
    public var answersLargest: Bool {
        let yes = frame(.yes)
        let no = frame(.no)
        let answer = min(yes.width * yes.height, no.width * no.height)
        let tallest = min(yes.height, no.height)
        for (id, frame) in frames {
            switch id {
            case .yes, .no, .message, .key, .prediction: continue
            case .phrase:
                if frame.height > tallest || frame.width * frame.height > answer { return false }
            default:
                if frame.width * frame.height >= answer { return false }
            }
        }
        return true
    }

    init(
        size: Size, pixelsPerMillimetre: Double, arrangement: HomeArrangement, minimumMillimetres: Double,
        fitsMinimum: Bool, frames: [ControlID: Rect], statusFrame: Rect, phraseArea: Rect, categorySlots: Int,
        clearSlot: Int, putBackSlot: Int, phraseCapacity: Int, keyboardNeeded: Rect, typeAvailable: Bool,
        fontSize: Double, defaultFontSize: Double,
        padding: Double, bold: Bool, squeeze: Double
    ) {
        self.size = size
        self.pixelsPerMillimetre = pixelsPerMillimetre
        self.arrangement = arrangement
        self.minimumMillimetres = minimumMillimetres
        self.fitsMinimum = fitsMinimum
        self.frames = frames
        self.statusFrame = statusFrame
        self.phraseArea = phraseArea
        self.categorySlots = categorySlots
        self.clearSlot = clearSlot
        self.putBackSlot = putBackSlot
        self.phraseCapacity = phraseCapacity
        self.keyboardNeeded = keyboardNeeded
        self.typeAvailable = typeAvailable
        self.fontSize = fontSize
        self.defaultFontSize = defaultFontSize
        self.padding = padding
        self.bold = bold
        self.squeeze = squeeze
    }

    /// The frame of a place (a zero rectangle for a place this plan does not have).
    public func frame(_ id: ControlID) -> Rect { frames[id] ?? Rect(x: 0, y: 0, width: 0, height: 0) }
}

extension Board {
    /// The most phrases any list on the board has (a category's or the emergency phrases): the phrase places
    /// Home keeps, whichever list shows (`HomeView.phraseSlots`, H3).
    public var phraseSlots: Int { ([emergency] + categories.map(\.phrases)).map(\.count).max() ?? 0 }
}
