// Times Home's layout: planning (once per screen and settings) and laying out one state (every redraw); then
// Settings' plan and pages.
// Run with `swift run -c release --package-path Tests/Benchmarks layout-benchmark`.
import BricksonCore
import BricksonFakes
import Glibc

let measurer = MonospaceMeasurer()
let board = StarterContent.board
let allPanels: [(String, Screen)] = [
    ("7-inch 800×480", Screen(pixels: Size(width: 800, height: 480), millimetres: Size(width: 154, height: 86))),
    ("10.1-inch 1280×800", Screen(width: 1280, height: 800, pixelsPerMillimetre: 1280 / 217)),
    ("15.6-inch 1920×1080", Screen(width: 1920, height: 1080, pixelsPerMillimetre: 1920 / 344)),
    ("7-inch 480×800", Screen(pixels: Size(width: 480, height: 800), millimetres: Size(width: 86, height: 154))),
]
/// Tests/count-instructions' run (BRICKSON_BENCHMARK_COUNTING set) lays out the first panel only: the four cost
/// too much under valgrind in an emulator.
let panels = getenv("BRICKSON_BENCHMARK_COUNTING") != nil ? [allPanels[0]] : allPanels

/// How many times each case runs: `standard`, or BRICKSON_BENCHMARK_REPEATS when set (Tests/count-instructions
/// runs every case twice as often in a second run, so the start-up's instructions cancel out).
func repeats(_ standard: Int) -> Int {
    guard let text = getenv("BRICKSON_BENCHMARK_REPEATS"), let value = Int(String(cString: text)), value > 0 else {
        return standard
    }
    return value
}

/// The median of `runs` timings of `body`, in microseconds.
func median(runs: Int = repeats(201), _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<runs {
        let elapsed = clock.measure(body)
        times.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
    }
    return times.sorted()[runs / 2]
}

func format(_ microseconds: Double) -> String {
    let tenths = Int((microseconds * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) µs"
}

print("panel | plan (eye tracking, first launch) | plan (switches) | plan (touch) | layout one state | layout typing")
for (name, screen) in panels {
    var view = HomeView(
        categories: board.categories.map(\.name), phrases: board.categories[0].phrases.map(\.text),
        accessMethod: .eyeTracking)
    var plan = HomePlan(LayoutInput(view, screen: screen), measurer: measurer)
    let planEye = median { plan = HomePlan(LayoutInput(view, screen: screen), measurer: measurer) }
    view.accessMethod = .switches
    let planSwitches = median { plan = HomePlan(LayoutInput(view, screen: screen), measurer: measurer) }
    view.accessMethod = .touch
    let planTouch = median { plan = HomePlan(LayoutInput(view, screen: screen), measurer: measurer) }
    var scene = layout(view, plan: plan, measurer: measurer)
    let talking = median { scene = layout(view, plan: plan, measurer: measurer) }
    view.isTyping = true
    view.message = "I want to see my family"
    let typing = median { scene = layout(view, plan: plan, measurer: measurer) }
    print(
        "\(name) | \(format(planEye)) | \(format(planSwitches)) | \(format(planTouch)) | \(format(talking)) | "
            + format(typing))
    precondition(!scene.controls.isEmpty)
}

// Settings (C1): its plan makes one Home plan per access method (Back to Talking lies inside Phrases' place at
// every size), so it is made when Settings opens, not per redraw; a page is laid out at every redraw.
print("")
print("panel | Settings plan (when Settings opens) | Settings' first page | Buttons and Switches")
for (name, screen) in panels {
    var home = HomeState(board: board, settings: Settings(accessMethod: .eyeTracking), at: .zero)
    _ = update(&home, .chosen(.settings, at: .zero))
    var plan = SettingsPlan(LayoutInput(home.view, screen: screen), measurer: measurer)
    let planTime = median(runs: repeats(51)) {
        plan = SettingsPlan(LayoutInput(home.view, screen: screen), measurer: measurer)
    }
    var scene = layoutSettings(home.settingsView!, plan: plan, home: home.view, measurer: measurer)
    let first = median { scene = layoutSettings(home.settingsView!, plan: plan, home: home.view, measurer: measurer) }
    let buttons = home.settingsView!.rows.firstIndex { $0.label == "Buttons and Switches" }!
    _ = update(&home, .chosen(.settingsRow(buttons), at: .zero))
    let page = median { scene = layoutSettings(home.settingsView!, plan: plan, home: home.view, measurer: measurer) }
    print("\(name) | \(format(planTime)) | \(format(first)) | \(format(page))")
    precondition(!scene.controls.isEmpty)
}
