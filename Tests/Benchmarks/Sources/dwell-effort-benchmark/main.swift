// Dwell effort (A3): for each control of Home, the pointer's path from the middle of the screen and the time to
// choose it by dwell, with Snap to Item on (4 mm) and off. The pointer is a head pointer modelled simply: it moves
// in a straight line at a steady speed towards the control's middle, missed by an aiming error (an eye tracker's
// calibration drift: `offset` millimetres in a random direction), and wobbles as it goes and rests (a smooth
// random wander of `sigma` millimetres with a 0.3 s memory, sampled 50 times a second). Each trial's error and
// wobble are seeded, the same for both settings. Every sample goes
// through the real input translator (hit test and snapping on the real layout, pango-measured) into the real core;
// the time is the core's, on a manual clock, when it logs the choice.
// Run: swift run -c release --package-path Tests/Benchmarks dwell-effort-benchmark
import BricksonCore
import DeviceValues
import Glibc
import HomeRenderer
import InputDevices

/// A small seeded generator, so every run and both settings see the same wobble.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A normally distributed number (Box–Muller).
    mutating func gaussian() -> Double {
        let u = max(Double.leastNonzeroMagnitude, Double.random(in: 0..<1, using: &self))
        let v = Double.random(in: 0..<1, using: &self)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}

let board = StarterContent.board
let screen = Screen(pixels: Size(width: 800, height: 480), millimetres: Size(width: 154, height: 86))
let mm = screen.pixelsPerMillimetre
let speed = 100.0  // millimetres a second: an unhurried head movement
let sample = Duration.milliseconds(20)
let limit = Duration.seconds(10)

/// What one trial did: the control chosen (by its log name) and when, from the start of the movement.
struct Outcome {
    var chosen: String?
    var seconds: Double?
}

func trial(target: ControlID, snap: Bool, sigma: Double, offset: Double, seed: UInt64, scene: Scene) -> Outcome {
    var settings = Settings()
    if !snap { settings.buttons.snapToItemMillimetres = 0 }
    var state = HomeState(board: board, settings: settings, at: .zero)
    _ = update(&state, .screenChanged(screen, at: .zero))
    var scene = scene
    scene.pointerSnap = (snap ? Settings().buttons.snapToItemMillimetres : 0) * mm
    var input = InputTranslator(rotation: .none, panelSize: screen.pixels, keyMap: .device)
    var random = SplitMix(state: seed)
    let from = Point(x: 400, y: 240)
    let angle = Double.random(in: 0..<(2 * .pi), using: &random)
    let centre = scene.control(target)!.frame.center
    let aim = Point(x: centre.x + cos(angle) * offset * mm, y: centre.y + sin(angle) * offset * mm)
    // The wander: each sample keeps most of the last (a 0.3 s memory), so it drifts rather than jumps.
    let keep = exp(-0.02 / 0.3)
    var wander = (x: 0.0, y: 0.0)
    let distance = ((aim.x - from.x) * (aim.x - from.x) + (aim.y - from.y) * (aim.y - from.y)).squareRoot()
    let travel = distance / mm / speed
    var now = Instant.zero + .seconds(1)
    let began = now
    while now - began < limit {
        let t = Double((now - began).nanosecondsRounded) / 1e9
        let along = min(1, travel > 0 ? t / travel : 1)
        var point = Point(x: from.x + (aim.x - from.x) * along, y: from.y + (aim.y - from.y) * along)
        let fresh = (1 - keep * keep).squareRoot() * sigma * mm
        wander = (keep * wander.x + fresh * random.gaussian(), keep * wander.y + fresh * random.gaussian())
        point.x = min(max(0, point.x + wander.x), 799)
        point.y = min(max(0, point.y + wander.y), 479)
        var effects = input.translate(
            .pointerAbsolute(panelPoint: point, at: now), scene: scene, isTyping: false, switchesOnly: false
        ).flatMap { update(&state, $0) }
        let next = now + sample
        while let deadline = state.nextDeadline, deadline <= next {
            effects += update(&state, .timerFired(at: deadline))
        }
        for effect in effects {
            if case .log(let entry) = effect, entry.kind == .selection {
                return Outcome(chosen: entry.detail, seconds: Double((entry.at - began).nanosecondsRounded) / 1e9)
            }
        }
        now = next
    }
    return Outcome(chosen: nil, seconds: nil)
}

var home = HomeState(board: board, settings: Settings(), at: .zero)
_ = update(&home, .screenChanged(screen, at: .zero))
let scene = layout(home.view, screen: screen, measurer: PangoMeasurer())

func logName(_ id: ControlID) -> String {
    switch id {
    case .phrase(let index): "phrase \(board.categories[0].phrases[index].id)"
    case .category(let index): "category \(board.categories[index].id)"
    default: id.description
    }
}

let trials = 40
print(
    "Panel 800×480, 154×86 mm (\((mm * 100).rounded() / 100) px/mm); dwell 1.2 s; pointer from the middle at "
        + "\(Int(speed)) mm/s; \(trials) trials a cell.")
for (sigma, offset) in [(1.0, 0.0), (2.0, 5.0)] {
    print("")
    print("Wander σ = \(sigma) mm, aiming error \(offset) mm")
    print("")
    print("| control | size (mm) | path (mm) | snap off: right, wrong, median s | snap on: right, wrong, median s |")
    print("|---|---|---|---|---|")
    var totals = [false: (ok: 0, time: 0.0, wrong: 0), true: (ok: 0, time: 0.0, wrong: 0)]
    for control in scene.controls where control.role != .message {
        let frame = control.frame
        let path =
            ((frame.center.x - 400) * (frame.center.x - 400) + (frame.center.y - 240) * (frame.center.y - 240))
            .squareRoot() / mm
        var cells: [String] = []
        for snap in [false, true] {
            var times: [Double] = []
            var wrong = 0
            for seed in 0..<trials {
                let outcome = trial(
                    target: control.id, snap: snap, sigma: sigma, offset: offset, seed: UInt64(seed + 1),
                    scene: scene)
                if outcome.chosen == logName(control.id), let seconds = outcome.seconds {
                    times.append(seconds)
                } else if outcome.chosen != nil {
                    wrong += 1
                }
            }
            times.sort()
            let median = times.isEmpty ? "—" : String((times[times.count / 2] * 100).rounded() / 100)
            cells.append("\(times.count), \(wrong), \(median)")
            totals[snap]!.ok += times.count
            totals[snap]!.wrong += wrong
            totals[snap]!.time += times.reduce(0, +)
        }
        let size = "\(Int((frame.width / mm).rounded()))×\(Int((frame.height / mm).rounded()))"
        print("| \(control.label) | \(size) | \(Int(path.rounded())) | \(cells[0]) | \(cells[1]) |")
    }
    for snap in [false, true] {
        let total = totals[snap]!
        let mean = total.ok > 0 ? (total.time / Double(total.ok) * 100).rounded() / 100 : 0
        let none = (scene.controls.count - 1) * trials - total.ok - total.wrong
        print(
            "Snap \(snap ? "on" : "off"): \(total.ok) right, \(total.wrong) wrong, \(none) nothing in 10 s; "
                + "mean time to a right choice \(mean) s")
    }
}
