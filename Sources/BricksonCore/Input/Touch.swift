/// Touch (A1): a touch acts only on the control where it began, and only if it ends there. A slow press still
/// speaks (there is no long-press action to take it away); a vertical drag across the phrases cancels.
struct TouchTrack: Equatable, Sendable {
    /// The control where the touch began.
    var control: ControlID
    /// Where and when it began.
    var start: Point
    var began: Instant
    /// Whether it is over its control now (drawn pressed only then).
    var isOver: Bool
    /// A drag cancelled it: lifting does nothing.
    var isCancelled: Bool
}

extension HomeState {
    /// How far a touch on a phrase may move up or down before it is a drag, not a tap, in millimetres.
    static let dragCancelMillimetres = 8.0

    mutating func touchBegan(_ point: Point, _ control: ControlID?, _ at: Instant, _ effects: inout [Effect]) {
        // A pointer's button pressed where it rests (a mouse click, a head pointer's puff switch) is the choice
        // there: dwell must not choose it too, now or as the pointer stays. Like a choice by dwell, only moving
        // the pointer away frees it again (A3).
        if point == pointer, var track = dwell {
            track.lockedAt = point
            track.slip = nil
            track.tickAt = nil
            dwell = track
        }
        guard let control, isChoosable(control) else {
            touch = nil
            return
        }
        touch = TouchTrack(control: control, start: point, began: at, isOver: true, isCancelled: false)
        log(.press, at, "touch \(logName(control))", &effects)
    }

    mutating func touchMoved(_ point: Point, _ control: ControlID?, _ at: Instant) {
        guard var current = touch else { return }
        current.isOver = control == current.control
        if isDragAcrossPhrases(current, to: point, over: control) { current.isCancelled = true }
        touch = current
    }

    mutating func touchEnded(_ point: Point, _ control: ControlID?, _ at: Instant, _ effects: inout [Effect]) {
        guard let current = touch else { return }
        touch = nil
        guard !current.isCancelled, control == current.control,
            !isDragAcrossPhrases(current, to: point, over: control)
        else { return }
        // Acceptance (A1): a touch shorter than the hold time does nothing; zero is off.
        guard at - current.began >= settings.buttons.holdTime else { return }
        // The choice is made on lift, so its latency counts from the lift: a slow press is not a slow device.
        choose(current.control, at: at, pressAt: at, &effects)
    }

    /// A touch that began on a phrase, or crossed one, and has moved more than the drag distance up or down.
    func isDragAcrossPhrases(_ track: TouchTrack, to point: Point, over control: ControlID?) -> Bool {
        var onPhrases = false
        if case .phrase = track.control { onPhrases = true }
        if case .phrase = control { onPhrases = true }
        let limit = Self.dragCancelMillimetres * pixelsPerMillimetre
        return onPhrases && abs(point.y - track.start.y) > limit
    }
}
