/// Physical buttons (A6) and switches' lines. An edge only arms a sample; the level read decides press or
/// release, never the edges, so a bounce or a held button never repeats.
///
/// One change of a line goes like this. Its first edge arms the glitch-filter sample, `ButtonLine.glitchFilter`
/// later: a spike shorter than that reads back at rest and is nothing. A level that differs from the line's is
/// the press (or release), confirmed at once; from the first edge the line's further edges are ignored for the
/// hold-off time (`ButtonSettings.debounceTime`), so the rest of the contact's bounce is one press, and when the
/// hold-off ends the level is read once more. A glitch-filter read that finds no change while the line kept moving
/// (a read that fell in a bounce) also waits out the hold-off and reads again, so a press is never lost to an
/// unlucky read. A release is slower on purpose: a line down must read released twice, a hold-off apart, so a
/// contact that opens for a moment while held is not a release and a press that follows it is not a repeat.
///
/// Get Attention and Stop act on press. Yes and No, by default, speak as soon as they are confirmed; if the other
/// answer button goes down within the chord window the speech stops at once and nothing more is said. A person
/// whose presses often land together can choose the older way (`ButtonSettings.waitBeforeAnswer`): wait out the
/// chord window, then speak, so a press of both says nothing at all. Either way a Yes or No pressed while the
/// other is still held says nothing, and releasing early does not cancel an answer: a quick tap still speaks.
struct ButtonLine: Equatable, Sendable {
    /// How long after its first edge a line's level is read: a spike shorter than this is not a press (A6).
    static let glitchFilter = Duration.milliseconds(2)

    /// The logical level last read: pressed.
    var isDown = false
    /// The first edge of the change being decided, for the selection latency in the log.
    var firstEdge: Instant?
    /// When to read the line after its first edge: the glitch filter's deadline.
    var sampleAt: Instant?
    /// The line moved again after its first edge, before the glitch-filter read.
    var movedAgain = false
    /// Until then the line's edges are ignored; then its level is read once more (hold-off).
    var holdOffUntil: Instant?
    /// A line down was read released once; a second read a hold-off later decides the release.
    var releasePending = false
    /// When the press began (its level read).
    var downAt: Instant?
    /// When a line still down counts as stuck.
    var stuckAt: Instant?
    /// Held past the stuck limit: ignored until released.
    var isStuck = false
}

/// A physical Yes or No press within its chord window: waiting to be said, or said and still stoppable.
struct PendingAnswer: Equatable, Sendable {
    var button: PhysicalButton
    /// When the press began (its first edge).
    var pressAt: Instant
    var deadline: Instant
    /// Whether it was said at once (the default); then the other button within the window stops it.
    var isSpoken = false
    /// What Again would say had this answer not been given, to put back if it is stopped.
    var spokenBefore: Spoken?
    /// Whether the message held its place before this answer took it (H11), to put back with `spokenBefore`.
    var messageAfterSaidBefore = false
}

extension HomeState {
    mutating func buttonEdge(_ button: PhysicalButton, _ at: Instant) {
        var line = lines[button] ?? ButtonLine()
        if line.holdOffUntil != nil {
            // Bounce after a confirmed change: the level is read when the hold-off ends.
        } else if line.sampleAt != nil {
            line.movedAgain = true
        } else {
            line.sampleAt = at + ButtonLine.glitchFilter
            line.firstEdge = at
            line.movedAgain = false
        }
        lines[button] = line
    }

    mutating func buttonLevel(_ button: PhysicalButton, _ isPressed: Bool, _ at: Instant, _ effects: inout [Effect]) {
        var line = lines[button] ?? ButtonLine()
        let cycleStart = line.firstEdge ?? at
        let movedAgain = line.movedAgain
        line.movedAgain = false
        line.sampleAt = nil
        if isPressed && !line.isDown {
            // A press: confirmed at once; the line's edges are ignored until the hold-off from its first edge ends.
            line.isDown = true
            line.releasePending = false
            line.firstEdge = cycleStart
            line.holdOffUntil = max(cycleStart + settings.buttons.debounceTime, at + ButtonLine.glitchFilter)
            line.stuckAt = at + settings.buttons.stuckAfter
            line.downAt = at
            lines[button] = line
            log(.press, cycleStart, "button \(button.rawValue)", &effects)
            buttonPressed(button, pressAt: cycleStart, at, &effects)
        } else if !isPressed && line.isDown && !line.releasePending {
            // Released, once: a contact held down may open for a moment. Read again when a hold-off has passed.
            line.releasePending = true
            line.firstEdge = cycleStart
            line.holdOffUntil = at + settings.buttons.debounceTime
            lines[button] = line
        } else if !isPressed && line.isDown {
            // Released at two reads a hold-off apart: the release.
            let wasStuck = line.isStuck
            let held = at - (line.downAt ?? at)
            line = ButtonLine()
            lines[button] = line
            if wasStuck {
                log(.buttonStuck, at, "\(button.rawValue) released", &effects)
            } else if button == .switchSelect || button == .switchMove {
                switchReleased(button, heldFor: held, at, &effects)
            }
        } else {
            // No change (a held line read pressed again is not a release either).
            line.releasePending = false
            if movedAgain {
                // The glitch-filter read fell in a bounce: read again when the hold-off from the first edge ends.
                line.holdOffUntil = max(cycleStart + settings.buttons.debounceTime, at + ButtonLine.glitchFilter)
            } else if line.holdOffUntil == nil {
                line.firstEdge = nil
            }
            lines[button] = line
        }
    }

    mutating func buttonPressed(_ button: PhysicalButton, pressAt: Instant, _ at: Instant, _ effects: inout [Effect]) {
        if settingsOpen {
            notePressInSettings(button)
            // The button test ticks Yes, No and Get Attention and says nothing and calls no one (its page says so):
            // a test never sounds the ward's alarm. On every other page of Settings they speak and call as on Home
            // (C1): a carer's screen never silences the patient.
            if buttonTestShowing {
                // A carer testing the buttons is making choices: Settings stays.
                settingsChosenAt = at
                if [.yes, .no, .getAttention].contains(button) { return }
            }
        }
        switch button {
        case .getAttention: choose(.getAttention, at: at, pressAt: pressAt, &effects)
        case .stop: choose(.stop, at: at, pressAt: pressAt, &effects)
        case .yes, .no: answerPressed(button, pressAt: pressAt, at, &effects)
        case .switchSelect, .switchMove: switchPressed(button, at, &effects)
        }
    }

    /// A Yes or No press, confirmed at `at`: said at once, or held back for the chord window.
    mutating func answerPressed(_ button: PhysicalButton, pressAt: Instant, _ at: Instant, _ effects: inout [Effect]) {
        let other: PhysicalButton = button == .yes ? .no : .yes
        if let pending = pendingAnswer, pending.button == other {
            pendingAnswer = nil
            if pending.isSpoken {
                // Said at once, and the other followed within the window: stop it, say nothing more.
                let english = pending.button == .yes ? "yes" : "no"
                let spokenNow = pending.button == .yes ? spokenWords("Yes") : spokenWords("No")
                if let current = speaking, current.utterance.text == spokenNow {
                    speaking = nil
                    effects.append(.stopSpeech)
                }
                lastSpoken = pending.spokenBefore
                // The message's place shows again what it showed before the answer (H11).
                messageAfterSaid = pending.messageAfterSaidBefore
                if let before = pending.spokenBefore?.at { saidAge = SaidAge(since: before, now: at) }
                log(.warning, at, "yes and no together: \(english) stopped, nothing more said", &effects)
            } else {
                log(.warning, at, "yes and no together: neither said", &effects)
            }
        } else if let line = lines[other], line.isDown, !line.isStuck {
            log(.warning, at, "yes and no together: neither said", &effects)
        } else if settings.buttons.waitBeforeAnswer {
            pendingAnswer = PendingAnswer(button: button, pressAt: pressAt, deadline: at + settings.buttons.chordWindow)
            if settings.buttons.chordWindow <= .zero { answer(at, &effects) }
        } else {
            let before = lastSpoken
            let messageBefore = messageAfterSaid
            choose(button == .yes ? .yes : .no, at: at, pressAt: pressAt, byButton: true, &effects)
            if settings.buttons.chordWindow > .zero {
                pendingAnswer = PendingAnswer(
                    button: button, pressAt: pressAt, deadline: at + settings.buttons.chordWindow, isSpoken: true,
                    spokenBefore: before, messageAfterSaidBefore: messageBefore)
            }
        }
    }

    /// The chord window has passed with no other answer button: say a held-back answer, forget a spoken one.
    mutating func answer(_ at: Instant, _ effects: inout [Effect]) {
        guard let pending = pendingAnswer else { return }
        pendingAnswer = nil
        if pending.isSpoken { return }
        choose(pending.button == .yes ? .yes : .no, at: at, pressAt: pending.pressAt, byButton: true, &effects)
    }

    /// Reads lines whose glitch filter or hold-off is over, marks lines held too long as stuck, and ends the chord
    /// window of an answer.
    mutating func buttonTimersFired(_ at: Instant, _ effects: inout [Effect]) {
        for button in PhysicalButton.allCases {
            guard var line = lines[button] else { continue }
            var read = false
            if let sampleAt = line.sampleAt, sampleAt <= at {
                line.sampleAt = nil
                read = true
            }
            if let holdOffUntil = line.holdOffUntil, holdOffUntil <= at {
                line.holdOffUntil = nil
                read = true
            }
            if read { effects.append(.sampleButton(button)) }
            if let stuckAt = line.stuckAt, stuckAt <= at, line.isDown {
                line.stuckAt = nil
                line.isStuck = true
                log(.buttonStuck, at, "\(button.rawValue) held past \(settings.buttons.stuckAfter)", &effects)
                if pendingAnswer?.button == button, pendingAnswer?.isSpoken == false { pendingAnswer = nil }
            }
            lines[button] = line
        }
        if let pending = pendingAnswer, pending.deadline <= at { answer(at, &effects) }
    }
}
