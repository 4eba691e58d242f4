/// Lays Home out on `screen`: every control that shows, with its frame, words, icon and state (H1).
///
/// Pure. Frames come from `HomePlan`, which sees only the board, the screen, the display settings and the
/// access method, so nothing moves between Home's states (H3).
public func layout(_ view: HomeView, screen: Screen, measurer: some TextMeasurer) -> Scene {
    layout(view, plan: HomePlan(LayoutInput(view, screen: screen), measurer: measurer), measurer: measurer)
}

/// Lays Home out with a plan made earlier for the same input (`HomePlan(LayoutInput(view, screen:))`), so a
/// caller that redraws often plans only when the board, the screen or the settings change.
public func layout(_ view: HomeView, plan: HomePlan, measurer: some TextMeasurer) -> Scene {
    var scene = SceneBuilder(view: view, plan: plan, measurer: measurer)
    scene.build()
    var result = Scene(
        size: plan.size, pixelsPerMillimetre: plan.pixelsPerMillimetre, controls: scene.controls,
        statusFrame: plan.statusFrame, statusText: view.statusLine, statusFontSize: scene.statusFontSize,
        keyboardFrame: plan.phraseArea, typeAvailable: plan.typeAvailable, scanGroups: scene.groups,
        display: view.display)
    result.saidFrame = plan.saidFrame
    result.saidText = view.labels.saidCaption(view)
    result.messageShowsSaid = view.showsSaid && view.lastSaid != nil
    // "Said: …" at the default size, whatever the text size: the room is the message's and what was said's (H11),
    // and the strip kept for it is a line at the default size (`HomePlan.saidFrame`).
    result.saidFontSize = plan.defaultFontSize
    if result.messageShowsSaid { result.saidFrame.height = scene.saidCaptionHeight }
    result.pointer = view.pointer
    result.pointerSnap = view.snapToItemMillimetres * plan.pixelsPerMillimetre
    result.direction = view.labels.direction
    return result
}

extension HomeView {
    /// The predicted words the row shows, from its first slot: those that repeat no other control's words (H5: the
    /// names are also what auditory scanning speaks), a word left out leaving no gap.
    public var shownPredictions: [String] {
        Self.shownPredictions(
            predictions, categories: categories, message: message, keyboard: keyboard, labels: labels)
    }

    /// The predicted words a row shows for these predictions, categories and message (see `shownPredictions`).
    static func shownPredictions(
        _ predictions: [String], categories: [String], message: String, keyboard: KeyboardLayout,
        labels: HomeLabels = .english
    ) -> [String] {
        var taken = Set(
            [
                labels.yes, labels.no, labels.emergency, labels.getAttention, labels.speak, labels.phrases, labels.type,
                labels.stop, labels.clear, labels.putBack, labels.settings, message,
            ].map { $0.lowercased() })
        taken.formUnion(categories.map { $0.lowercased() })
        for page in keyboard.pages.indices {
            taken.formUnion(keyboard.keys(page: page).map { labels.key($0, on: keyboard, page: page).lowercased() })
        }
        var shown: [String] = []
        for word in predictions where shown.count < OnScreenKeyboard.predictionSlots {
            let folded = word.lowercased()
            guard !word.isEmpty, !taken.contains(folded) else { continue }
            taken.insert(folded)
            shown.append(word)
        }
        return shown
    }
}

/// Fills a plan's places with the controls of one state of Home, in scanning order (A2).
struct SceneBuilder<Measurer: TextMeasurer> {
    let view: HomeView
    let plan: HomePlan
    let measurer: Measurer
    var controls: [SceneControl] = []
    var groups: [[ControlID]] = []
    var statusFontSize = 0.0
    /// The height of "Said: 2 min ago" over what was said, where it shows in the message's place (H11).
    var saidCaptionHeight = 0.0
    var groupStart = 0

    init(view: HomeView, plan: HomePlan, measurer: Measurer) {
        self.view = view
        self.plan = plan
        self.measurer = measurer
    }

    mutating func build() {
        let labels = view.labels
        let typing = view.isTyping
        add(.yes, .yes, labels.yes, .check)
        add(.no, .no, labels.no, .cross)
        add(.emergency, .emergency, labels.emergency, .warning, selected: view.showingEmergency)
        add(.getAttention, .getAttention, labels.getAttention, .bell)
        closeGroup()
        if typing {
            add(.again, .speak, labels.speak, .speaker)
        } else {
            add(.again, .again, labels.again, .repeatArrow)
        }
        closeGroup()
        addMessage()
        closeGroup()
        add(.phrases, .phrases, labels.phrases, .list)
        // While typing, Type keeps a ring and a check mark: it shows that it is open.
        add(.type, .type, labels.type, .keyboard, dimmed: !plan.typeAvailable, selected: typing)
        closeGroup()
        if view.stopShowing { add(.stop, .stop, labels.stop, .stopSquare) }
        closeGroup()
        for slot in 0..<plan.categorySlots {
            if typing && slot == plan.clearSlot {
                add(.clear, .clear, labels.clear, .eraser, dimmed: view.message.isEmpty)
            } else if typing && slot == plan.putBackSlot {
                add(.putBack, .putBack, labels.putBack, .undo, dimmed: !view.canPutBack)
            } else if slot < view.categories.count {
                let chosen = slot == view.selectedCategory
                add(
                    .category(slot), .category, view.categories[slot], nil, dimmed: typing && !chosen,
                    selected: chosen && !view.showingEmergency)
            }
        }
        add(.settings, .settings, labels.settings, .gear)
        closeGroup()
        // Pause is for a pointer with dwell, outside the switches' scanning order (A2, A3): in no group.
        if plan.frames[.pause] != nil {
            add(
                .pause, .pause, view.dwellPaused ? labels.resume : labels.pause,
                view.dwellPaused ? .resumeTriangle : .pauseBars, selected: view.dwellPaused)
            groupStart = controls.count
        }
        if typing {
            addKeyboard()
        } else {
            let role: ControlRole = view.showingEmergency ? .emergencyPhrase : .phrase
            for (index, phrase) in view.phrases.prefix(plan.phraseCapacity).enumerated() {
                add(.phrase(index), role, phrase, nil)
            }
        }
        closeGroup()
        evenAnswers()
        evenRows(of: [.category, .settings, .pause, .clear, .putBack])
        evenColumn(of: [.phrases, .type])
        let status = FittedLabel(
            view.statusLine ?? "", in: plan.statusFrame, preferred: plan.fontSize, minimum: plan.defaultFontSize,
            bold: plan.bold, hasIcon: false, padding: plan.padding, verticalPadding: 0, measurer: measurer)
        statusFontSize = status.fontSize
    }

    /// The predicted words that do not repeat another control's words (H5), then every key of the page that shows;
    /// Shift, while on, has a ring and a check mark as a chosen category has (H8).
    mutating func addKeyboard() {
        for (slot, word) in view.shownPredictions.enumerated() {
            add(.prediction(slot), .prediction, word, nil)
        }
        let page = view.keyboardState.page
        for key in view.keyboard.keys(page: page) {
            add(
                .key(key), .key, view.labels.key(key, on: view.keyboard, page: page), nil,
                selected: key == .shift && view.keyboardState.shifted)
        }
    }

    /// The message at one size whatever it says, so nothing jumps as it is typed: the largest (up to the text
    /// size's cap) at which two lines fit under the "Said: …" strip, never below the chosen size; smaller only for a
    /// word too long for a line (V1, H10).
    mutating func addMessage() {
        let frame = plan.frame(.message)
        let lineRatio = measurer.measure("Ag", fontSize: 100, bold: plan.bold, maxWidth: 1e9).height / 100
        let twoLines = (frame.height - plan.saidFrame.height - 2 * plan.padding) / (2 * max(0.5, lineRatio))
        let padding = plan.padding
        let bold = plan.bold
        let measurer = self.measurer
        func width(_ size: Double) -> Double {
            max(1, frame.width - 2 * padding - LabelMetrics.messageMarkWidth(fontSize: size))
        }
        func wordsFit(_ words: [Substring], _ size: Double) -> Bool {
            words.allSatisfy {
                measurer.measure(String($0), fontSize: size, bold: bold, maxWidth: 1e9).width <= width(size)
            }
        }
        // Grown only as far as a long everyday word still fits a line, whatever the message says; in a place too
        // short for one line at the chosen size, as large as one line fits, never below the default (V1).
        let oneLine = 2 * twoLines
        var size = max(plan.fontSize, min(plan.largestFontSize, twoLines))
        if size > oneLine { size = max(plan.defaultFontSize, oneLine) }
        if !wordsFit([Substring(LayoutMetrics.messageWord)], size) {
            // From the size one line allows where that is below the chosen size: starting from the chosen size
            // would put back a line taller than the place (seen with other languages' frames, L1).
            var low = min(plan.fontSize, size)
            var high = size
            while high - low > 0.25 {
                let middle = (low + high) / 2
                if wordsFit([Substring(LayoutMetrics.messageWord)], middle) { low = middle } else { high = middle }
            }
            size = low
        }
        if view.showsSaid, let said = view.saidInPlace {
            addSaid(said, frame: frame, typingSize: size, width: width)
            return
        }
        let words = view.message.split(separator: " ")
        if !wordsFit(words, size) {
            var low = plan.defaultFontSize
            var high = size
            while high - low > 0.25 {
                let middle = (low + high) / 2
                if wordsFit(words, middle) { low = middle } else { high = middle }
            }
            size = low
        }
        controls.append(
            SceneControl(
                id: .message, role: .message, frame: frame, label: view.message, icon: nil, fontSize: size,
                isDimmed: false, isSelected: false, isPressed: view.pressed == .message,
                dwellFraction: view.dwell?.control == .message ? view.dwell?.fraction : nil,
                isScanHighlighted: view.scanHighlight.contains(.message)))
    }

    /// What was said last, in the message's place (H11, the nurse's view): whole, as large as fits under the "Said:"
    /// line up to `LabelMetrics.saidCapMillimetres` in cap height, never smaller than the message is typed, and
    /// where it is longer than the place holds at that size, wrapped at the default size with the mark that more
    /// is there (never cut with "…"). Never a broken word: only where one word is wider than the place.
    mutating func addSaid(_ said: String, frame: Rect, typingSize: Double, width: (Double) -> Double) {
        let captionLine = measurer.measure("Ag", fontSize: plan.defaultFontSize, bold: plan.bold, maxWidth: 1e9)
        saidCaptionHeight = min(plan.saidFrame.height, captionLine.height.rounded(.up) + 1)
        let room = frame.height - saidCaptionHeight - 2 * plan.padding
        let bold = plan.bold
        let measurer = self.measurer
        func fits(_ size: Double) -> Bool {
            let measured = measurer.measure(said, fontSize: size, bold: bold, maxWidth: width(size))
            return !measured.breaksWord && measured.height <= room
        }
        let largest = max(
            typingSize, LabelMetrics.saidCapMillimetres * plan.pixelsPerMillimetre / LabelMetrics.capHeightRatio)
        let least = min(typingSize, plan.defaultFontSize)
        var size = least
        if fits(largest) {
            size = largest
        } else if fits(typingSize) {
            var (low, high) = (typingSize, largest)
            while high - low > 0.25 {
                let middle = (low + high) / 2
                if fits(middle) { low = middle } else { high = middle }
            }
            size = low
        } else {
            // Smaller than the message is typed, no lower than the default size; past that, the mark (H11).
            var (low, high) = (least, typingSize)
            while high - low > 0.25 {
                let middle = (low + high) / 2
                if fits(middle) { low = middle } else { high = middle }
            }
            size = low
        }
        controls.append(
            SceneControl(
                id: .message, role: .message, frame: frame, label: said, icon: nil, fontSize: size,
                isDimmed: false, isSelected: false, isPressed: view.pressed == .message,
                dwellFraction: view.dwell?.control == .message ? view.dwell?.fraction : nil,
                isScanHighlighted: view.scanHighlight.contains(.message)))
    }

    /// Sets a control's size to `size` (no larger than it fitted); below the chosen size it drops its icon (V1).
    mutating func shrink(_ index: Int, to size: Double) {
        controls[index].fontSize = size
        if size < plan.fontSize { controls[index].icon = nil }
    }

    /// Yes and No alike (H10): one size, and both with their icons or neither, whichever gives the larger words.
    mutating func evenAnswers() {
        guard let yes = controls.firstIndex(where: { $0.id == .yes }),
            let no = controls.firstIndex(where: { $0.id == .no })
        else { return }
        func fitted(_ index: Int, icon: Bool) -> FittedLabel {
            FittedLabel(
                controls[index].label, in: controls[index].frame, preferred: plan.fontSize,
                largest: plan.largestFontSize, minimum: plan.defaultFontSize, bold: plan.bold, hasIcon: icon,
                padding: plan.padding, measurer: measurer)
        }
        let withIcons = [fitted(yes, icon: true), fitted(no, icon: true)]
        let without = [fitted(yes, icon: false), fitted(no, icon: false)]
        let iconSize = withIcons.allSatisfy(\.showsIcon) ? withIcons.map(\.fontSize).min()! : 0
        let plainSize = without.map(\.fontSize).min()!
        let readable = min(
            plan.largestFontSize, LabelMetrics.readableFontSize(pixelsPerMillimetre: plan.pixelsPerMillimetre))
        let icons = iconSize > 0 && (iconSize + 0.5 >= plainSize || iconSize >= readable - 1e-9)
        for (index, icon) in [(yes, Icon.check), (no, Icon.cross)] {
            controls[index].fontSize = icons ? iconSize : plainSize
            controls[index].icon = icons ? icon : nil
        }
    }

    /// Gives the controls of `roles` that share a row one size: the smallest any of them fitted (a row of
    /// categories reads as one row, H10).
    mutating func evenRows(of roles: Set<ControlRole>) {
        var smallest: [Double: Double] = [:]
        for control in controls where roles.contains(control.role) {
            smallest[control.frame.y] = min(smallest[control.frame.y] ?? .infinity, control.fontSize)
        }
        for index in controls.indices where roles.contains(controls[index].role) {
            shrink(index, to: smallest[controls[index].frame.y]!)
        }
    }

    /// Gives the controls of `roles` (one column of the top) one size: the smallest any of them fitted.
    mutating func evenColumn(of roles: Set<ControlRole>) {
        let sizes = controls.filter { roles.contains($0.role) }.map(\.fontSize)
        guard let smallest = sizes.min() else { return }
        for index in controls.indices where roles.contains(controls[index].role) {
            shrink(index, to: smallest)
        }
    }

    /// Closes the controls added since the last group as one scanning group (none: no group).
    mutating func closeGroup() {
        let ids = controls[groupStart...].map(\.id)
        if !ids.isEmpty { groups.append(ids) }
        groupStart = controls.count
    }

    mutating func add(
        _ id: ControlID, _ role: ControlRole, _ label: String, _ icon: Icon?, dimmed: Bool = false,
        selected: Bool = false
    ) {
        let frame = plan.frame(id)
        // Keys and predictions keep the chosen size: a keyboard reads as one.
        let grows = role != .key && role != .prediction && role != .message
        // Get Attention, which must read from the bed (H10), drops its bell where that lets its words reach the
        // readable size; Yes and No choose together (`evenAnswers`); the others keep their icons (H1).
        let fitted = FittedLabel(
            label, in: frame, preferred: plan.fontSize, largest: grows ? plan.largestFontSize : nil,
            readable: id == .getAttention
                ? LabelMetrics.readableFontSize(pixelsPerMillimetre: plan.pixelsPerMillimetre) : nil,
            minimum: plan.defaultFontSize, bold: plan.bold,
            hasIcon: icon != nil, padding: plan.padding, measurer: measurer)
        controls.append(
            SceneControl(
                id: id, role: role, frame: frame, label: label, icon: fitted.showsIcon ? icon : nil,
                fontSize: fitted.fontSize, isDimmed: dimmed, isSelected: selected, isPressed: view.pressed == id,
                dwellFraction: view.dwell?.control == id ? view.dwell?.fraction : nil,
                isScanHighlighted: view.scanHighlight.contains(id)))
    }
}
