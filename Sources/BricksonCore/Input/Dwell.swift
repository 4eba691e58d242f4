/// Pointers with dwell (A3): a pointer resting on a control, within the tolerance radius, for the dwell time
/// chooses it. A brief slip off the control pauses the progress instead of losing it (dwell memory). After a
/// choice, the pointer must move away (beyond the tolerance radius) before dwell can choose again, so a resting
/// pointer never repeats a choice, and meets only a harmless control when what it chose changes or goes.
struct DwellTrack: Equatable, Sendable {
    /// The control the pointer rests on (nil: on nothing that can be chosen).
    var control: ControlID?
    /// Where the rest began: the centre of the tolerance circle.
    var anchor: Point
    /// When the rest began, moved later by the time spent slipping.
    var since: Instant
    /// The pointer is off the control for a moment.
    var slip: Slip?
    /// Dwell chose the control here: nothing more until the pointer moves away.
    var lockedAt: Point?
    /// The progress drawn, 0–1, updated on pointer moves and ticks.
    var fraction: Double
    /// When the drawn progress next steps.
    var tickAt: Instant?
}

/// The pointer left the control it rests on.
struct Slip: Equatable, Sendable {
    var startedAt: Instant
    /// Where it is now, and since when.
    var control: ControlID?
    var anchor: Point
    var arrivedAt: Instant
}

extension HomeState {
    /// How long the pointer may slip off a control and come back without losing its progress.
    static let dwellMemory = Duration.milliseconds(300)
    /// The drawn progress steps this many times over a dwell (a still ring that fills; it never flashes).
    static let dwellSteps = 10

    var dwellToleranceRadius: Double { settings.buttons.dwellToleranceMillimetres * pixelsPerMillimetre }

    /// Settings on Home takes three dwell times, and at least 3 s (C1, A3): a glance of the normal dwell time over the
    /// carer's screen never opens it, where Yes, No and Get Attention are not on the screen.
    static let settingsDwellFactor = 3
    static let settingsDwellLeast = Duration.seconds(3)

    /// How long a pointer rests on `control` to choose it: the dwell time, longer for Settings on Home.
    func dwellTime(for control: ControlID?) -> Duration {
        let dwellTime = settings.buttons.dwellTime
        guard control == .settings, !settingsOpen else { return dwellTime }
        return max(dwellTime * Self.settingsDwellFactor, Self.settingsDwellLeast)
    }

    /// The next dwell deadline: a choice, a slip running out, or the next step of the drawn progress.
    var dwellDeadline: Instant? {
        guard let dwell, dwell.lockedAt == nil, dwell.control != nil || dwell.slip != nil else { return nil }
        if let slip = dwell.slip { return slip.startedAt + Self.dwellMemory }
        let due = dwell.since + dwellTime(for: dwell.control)
        return [due, dwell.tickAt].compactMap { $0 }.min()
    }

    /// The progress the layout draws.
    var dwellProgress: DwellProgress? {
        guard let dwell, dwell.lockedAt == nil, dwell.slip == nil, let control = dwell.control else { return nil }
        return DwellProgress(control: control, fraction: dwell.fraction)
    }

    mutating func pointerMoved(_ point: Point, _ control: ControlID?, _ at: Instant, _ effects: inout [Effect]) {
        pointer = point
        let before = dwell?.control
        pointerRests(point, control, at, &effects)
        announceRest(since: before, &effects)
    }

    /// The pointer left the screen: it is no longer drawn, and a rest in progress is forgotten, so looking away is
    /// a rest that chooses nothing (A3). A choice already made stays locked until the pointer moves away from it.
    mutating func pointerLeft() {
        pointer = nil
        if dwell?.lockedAt == nil { dwell = nil }
    }

    /// A5: the name of a control is said as a pointer comes to rest on another one (not after a brief slip).
    func announceRest(since before: ControlID?, _ effects: inout [Effect]) {
        if let now = dwell?.control, now != before { announce(label(now), &effects) }
    }

    mutating func pointerRests(_ point: Point, _ control: ControlID?, _ at: Instant, _ effects: inout [Effect]) {
        // A control no dwell may choose (C6's Erase) is, for dwell, no control: no progress starts on it; while
        // Pause is on, nothing but Pause is (A3).
        let target = control.flatMap {
            isChoosable($0) && !isDwellProof($0) && (!dwellPaused || $0 == .pause) ? $0 : nil
        }
        guard var track = dwell else {
            dwell = restingTrack(on: target, at: point, since: at)
            return
        }
        if let lockedAt = track.lockedAt {
            // Look away before reselecting: only moving beyond the tolerance radius frees the pointer.
            guard distance(point, lockedAt) > dwellToleranceRadius else { return }
            dwell = restingTrack(on: target, at: point, since: at)
            return
        }
        if target == track.control, distance(point, track.anchor) <= dwellToleranceRadius {
            if let slip = track.slip {
                track.since = track.since + (at - slip.startedAt)
                track.slip = nil
            }
        } else if target == track.control, track.slip == nil {
            track = restingTrack(on: target, at: point, since: at)
        } else if var slip = track.slip {
            if slip.control != target || distance(point, slip.anchor) > dwellToleranceRadius {
                slip.control = target
                slip.anchor = point
                slip.arrivedAt = at
            }
            track.slip = slip
            if at - slip.startedAt > Self.dwellMemory {
                track = restingTrack(on: slip.control, at: slip.anchor, since: slip.arrivedAt)
            }
        } else {
            track.slip = Slip(startedAt: at, control: target, anchor: point, arrivedAt: at)
        }
        track.fraction = fraction(of: track, at: at)
        dwell = track
        dwellTimerFired(at, &effects)
    }

    /// Chooses, steps the drawn progress, or ends a slip, when their time has come.
    mutating func dwellTimerFired(_ at: Instant, _ effects: inout [Effect]) {
        guard var track = dwell, track.lockedAt == nil else { return }
        if let slip = track.slip, at - slip.startedAt >= Self.dwellMemory {
            track = restingTrack(on: slip.control, at: slip.anchor, since: slip.arrivedAt)
        }
        guard track.slip == nil, let control = track.control else {
            dwell = track
            return
        }
        let due = track.since + dwellTime(for: control)
        if at >= due {
            track.lockedAt = track.anchor
            track.fraction = 1
            track.tickAt = nil
            dwell = track
            choose(control, at: at, pressAt: due, &effects)
            return
        }
        track.fraction = fraction(of: track, at: at)
        let step = dwellTime(for: control) / Self.dwellSteps
        if let tickAt = track.tickAt, tickAt <= at { track.tickAt = at + step }
        dwell = track
    }

    func restingTrack(on control: ControlID?, at point: Point, since: Instant) -> DwellTrack {
        let step = dwellTime(for: control) / Self.dwellSteps
        return DwellTrack(
            control: control, anchor: point, since: since, slip: nil, lockedAt: nil, fraction: 0,
            tickAt: control == nil ? nil : since + step)
    }

    func fraction(of track: DwellTrack, at: Instant) -> Double {
        let dwellTime = dwellTime(for: track.control)
        guard dwellTime > .zero else { return 1 }
        let rested = (at - track.since) / dwellTime
        return min(1, max(0, rested))
    }

    func distance(_ a: Point, _ b: Point) -> Double {
        let dx = a.x - b.x
        let dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
