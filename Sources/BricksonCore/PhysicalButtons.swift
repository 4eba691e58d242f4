/// Physical buttons (A6) and switches' lines: an edge only arms a debounce deadline; when it comes the line is
/// sampled (`Effect.sampleButton`) and its level, not the edges, decides press or release. A level equal to what
/// the line already is does nothing, so a bounce or a held button never repeats.
///
/// Get Attention and Stop act on press. Yes and No act once the chord window after their press has passed, so a
/// press of both within the window says neither; a Yes or No pressed while the other is still held says nothing
/// either. Releasing early does not cancel an answer: a quick tap still speaks.
struct ButtonLine: Equatable, Sendable {
    /// The logical level last read: pressed.
    var isDown = false
    /// The first edge of the change being debounced, for the selection latency in the log.
    var firstEdge: Instant?
    /// When to sample the line: the debounce deadline.
    var sampleAt: Instant?
    /// When the press began (its level read).
    var downAt: Instant?
    /// When a line still down counts as stuck.
    var stuckAt: Instant?
    /// Held past the stuck limit: ignored until released.
    var isStuck = false
}

/// A physical Yes or No press waiting out the chord window.
struct PendingAnswer: Equatable, Sendable {
    var button: PhysicalButton
    /// When the press began (its first edge).
    var pressAt: Instant
    var deadline: Instant
}

extension HomeState {
    mutating func buttonEdge(_ button: PhysicalButton, _ at: Instant) {
        var line = lines[button] ?? ButtonLine()
        if line.sampleAt == nil {
            line.sampleAt = at + settings.buttons.debounceTime
            line.firstEdge = line.firstEdge ?? at
        }
        lines[button] = line
    }

    mutating func buttonLevel(_ button: PhysicalButton, _ isPressed: Bool, _ at: Instant, _ effects: inout [Effect]) {
        var line = lines[button] ?? ButtonLine()
        let pressAt = line.firstEdge ?? at
        line.firstEdge = nil
        guard isPressed != line.isDown else {
            lines[button] = line
            return
        }
        line.isDown = isPressed
        if isPressed {
            line.stuckAt = at + settings.buttons.stuckAfter
            line.downAt = at
            lines[button] = line
            log(.press, pressAt, "button \(button.rawValue)", &effects)
            buttonPressed(button, pressAt: pressAt, at, &effects)
        } else {
            let wasStuck = line.isStuck
            let held = at - (line.downAt ?? at)
            line.isStuck = false
            line.stuckAt = nil
            line.downAt = nil
            lines[button] = line
            if wasStuck {
                log(.buttonStuck, at, "\(button.rawValue) released", &effects)
            } else if button == .switchSelect || button == .switchMove {
                switchReleased(button, heldFor: held, at, &effects)
            }
        }
    }

    mutating func buttonPressed(_ button: PhysicalButton, pressAt: Instant, _ at: Instant, _ effects: inout [Effect]) {
        if settingsOpen {
            // Settings' button test notes every press; Yes and No say nothing in Settings (C1).
            notePressInSettings(button)
            if button == .yes || button == .no { return }
            // The button test ticks Get Attention and calls no one: a test never sounds the ward's alarm.
            if buttonTestShowing && button == .getAttention { return }
        }
        switch button {
        case .getAttention: choose(.getAttention, at: at, pressAt: pressAt, &effects)
        case .stop: choose(.stop, at: at, pressAt: pressAt, &effects)
        case .yes, .no:
            let other: PhysicalButton = button == .yes ? .no : .yes
            if let pending = pendingAnswer, pending.button == other {
                pendingAnswer = nil
                log(.warning, at, "yes and no together: neither said", &effects)
            } else if let line = lines[other], line.isDown, !line.isStuck {
                log(.warning, at, "yes and no together: neither said", &effects)
            } else {
                pendingAnswer = PendingAnswer(
                    button: button, pressAt: pressAt, deadline: at + settings.buttons.chordWindow)
                if settings.buttons.chordWindow <= .zero { answer(at, &effects) }
            }
        case .switchSelect, .switchMove: switchPressed(button, at, &effects)
        }
    }

    /// The chord window has passed with no other answer button: say it.
    mutating func answer(_ at: Instant, _ effects: inout [Effect]) {
        guard let pending = pendingAnswer else { return }
        pendingAnswer = nil
        choose(pending.button == .yes ? .yes : .no, at: at, pressAt: pending.pressAt, &effects)
    }

    /// Samples lines whose debounce time is over, marks lines held too long as stuck, and says a waiting answer.
    mutating func buttonTimersFired(_ at: Instant, _ effects: inout [Effect]) {
        for button in PhysicalButton.allCases {
            guard var line = lines[button] else { continue }
            if let sampleAt = line.sampleAt, sampleAt <= at {
                line.sampleAt = nil
                effects.append(.sampleButton(button))
            }
            if let stuckAt = line.stuckAt, stuckAt <= at, line.isDown {
                line.stuckAt = nil
                line.isStuck = true
                log(.buttonStuck, at, "\(button.rawValue) held past \(settings.buttons.stuckAfter)", &effects)
                if pendingAnswer?.button == button { pendingAnswer = nil }
            }
            lines[button] = line
        }
        if let pending = pendingAnswer, pending.deadline <= at { answer(at, &effects) }
    }
}
