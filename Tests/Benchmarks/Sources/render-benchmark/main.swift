import BricksonCore
import Glibc
import HomeRenderer
import LinuxSystem

// Measures the renderer: a full frame of Home at three panel sizes, the redraw after a single press (damage only),
// and memory. Run with `swift run -c release --package-path Tests/Benchmarks render-benchmark`.

/// Now on the monotonic clock, in milliseconds.
func now() -> Double { Double(MonotonicClock.nanoseconds()) / 1e6 }

/// The resident set size in kilobytes: the second field of /proc/self/statm, in pages.
func residentKilobytes() -> Int {
    let descriptor = open("/proc/self/statm", O_RDONLY)
    guard descriptor >= 0 else { return 0 }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 128)
    let count = read(descriptor, &bytes, bytes.count)
    guard count > 0 else { return 0 }
    let fields = String(decoding: bytes[..<count], as: UTF8.self).split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// How many times each case runs: `standard`, or BRICKSON_BENCHMARK_REPEATS when set (Tests/count-instructions
/// runs every case twice as often in a second run, so the start-up's instructions cancel out).
func repeats(_ standard: Int) -> Int {
    guard let text = getenv("BRICKSON_BENCHMARK_REPEATS"), let value = Int(String(cString: text)), value > 0 else {
        return standard
    }
    return value
}

/// The median and the worst of `runs` timings of `body`, in milliseconds.
func time(runs: Int, _ body: () throws -> Void) rethrows -> (median: Double, worst: Double) {
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = now()
        try body()
        samples.append(now() - start)
    }
    samples.sort()
    return (samples[samples.count / 2], samples.last!)
}

func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// `--language TAG` draws Home with that language's words and starter board (L1, L5; Arabic's Home mirrored, L7), and
/// stops after the table.
let language = CommandLine.arguments.firstIndex(of: "--language").flatMap {
    CommandLine.arguments.dropFirst($0 + 1).first.flatMap(LanguageTag.init)
}

/// `--text-size NAME` (standard, large, larger, very-large, largest) lays Home out and draws it at that text size.
let textSize = CommandLine.arguments.firstIndex(of: "--text-size").flatMap { index in
    CommandLine.arguments.dropFirst(index + 1).first.flatMap { name in
        TextSize.allCases.first { $0.name == name }
    }
}

/// Home's start in `language`, or as the named state has it.
func startView() -> HomeView {
    var view = NamedHomeState.start.view()
    if let textSize { view.display.textSize = textSize }
    guard let language else { return view }
    let board = StarterContent.board(for: language)
    view.labels = HomeLabels(BuiltInCatalogs.catalog(for: language))
    view.categories = board.categories.map(\.name)
    view.phrases = board.categories[0].phrases.map(\.text)
    view.phraseSlots = board.phraseSlots
    return view
}

let measurer = PangoMeasurer()
let baseline = residentKilobytes()
print(
    "| Screen | Layout (ms) | Layout from its plan (ms) | Layout, new phrases (ms) | Full frame, median / worst (ms) "
        + "| Redraw after a press, median / worst (ms) | Pixels redrawn |")
print("|---|---|---|---|---|---|---|")
/// Tests/count-instructions' run (BRICKSON_BENCHMARK_COUNTING set) draws at 800×480 only and stops after it: the rest
/// costs too much under valgrind in an emulator.
let counting = getenv("BRICKSON_BENCHMARK_COUNTING") != nil
let sizes = [(800.0, 480.0), (1280.0, 800.0), (1920.0, 1080.0)]
for (width, height) in counting ? [sizes[0]] : sizes {
    let screen = Screen(
        pixels: Size(width: width, height: height), millimetres: Size(width: width / 5.19, height: height / 5.19))
    let view = startView()
    var pressedView = view
    pressedView.pressed = .phrase(0)
    var scene = layout(view, screen: screen, measurer: measurer)
    let layoutTime = time(runs: repeats(20)) { scene = layout(view, screen: screen, measurer: measurer) }
    // What the runtime pays for each change Home shows: the plan is made once for the screen and settings.
    let plan = HomePlan(LayoutInput(view, screen: screen), measurer: measurer)
    let fromPlan = time(runs: repeats(20)) { scene = layout(view, plan: plan, measurer: measurer) }
    // What a category or board never shown before pays: the same Home with phrases the measurer has not measured
    // (each run's carry a number of their own).
    var run = 0
    let cold = time(runs: repeats(5)) {
        run += 1
        var fresh = view
        fresh.phrases = view.phrases.map { "\($0) \(run)" }
        scene = layout(fresh, plan: plan, measurer: measurer)
    }
    scene = layout(view, plan: plan, measurer: measurer)
    let pressed = layout(pressedView, screen: screen, measurer: measurer)
    let renderer = Renderer()
    var buffer = PixelBuffer(width: Int(width), height: Int(height))
    let full = try time(runs: repeats(30)) { try renderer.render(scene, into: &buffer, full: true) }
    // The redraw after a press, alone: each time from a buffer showing the scene before the press.
    var redrawn = 0.0
    var samples: [Double] = []
    for _ in 0..<repeats(30) {
        try renderer.render(scene, into: &buffer, full: true)
        let start = now()
        let damage = try renderer.render(pressed, into: &buffer)
        samples.append(now() - start)
        redrawn = damage.reduce(0) { $0 + $1.width * $1.height }
    }
    samples.sort()
    let share = Int((redrawn / (width * height) * 100).rounded())
    print(
        "| \(Int(width))×\(Int(height)) | \(format(layoutTime.median)) | \(format(fromPlan.median)) | \(format(cold.median)) "
            + "| \(format(full.median)) / \(format(full.worst)) "
            + "| \(format(samples[samples.count / 2])) / \(format(samples.last!)) | \(Int(redrawn)) (\(share) %) |")
}
if counting || language != nil { exit(0) }
// Memory: what one renderer adds once it has drawn a 1920×1080 frame, apart from the frame's own buffer.
let screen = Screen(pixels: Size(width: 1920, height: 1080), millimetres: Size(width: 370, height: 208))
let scene = layout(NamedHomeState.typing.view(), screen: screen, measurer: measurer)
var frame = PixelBuffer(width: 1920, height: 1080)
frame.pixels.withUnsafeMutableBytes { bytes in
    for index in Swift.stride(from: 0, to: bytes.count, by: 4096) { bytes[index] = 1 }
}
let beforeRenderer = residentKilobytes()
let renderer = Renderer()
try renderer.render(scene, into: &frame, full: true)
let afterRenderer = residentKilobytes()
print("")
print("Process resident memory \(afterRenderer) KB (\(baseline) KB before any drawing). One renderer, after drawing")
print("a 1920×1080 frame, adds \(afterRenderer - beforeRenderer) KB (its pango context, fonts and glyph caches);")
print("the frame itself, an XRGB8888 buffer, is \(1920 * 1080 * 4 / 1024) KB and belongs to the caller.")

// Shaping one label (C4, D7): what the layout pays per size it tries, for plain text, the heaviest label the label
// bounds accept, and a letter with 20 000 combining marks (which the bounds refuse).
print("")
print("| label | bytes | one measure (best of 5 sizes) |")
print("|---|---|---|")
let heaviest = String(repeating: "a" + String(repeating: "\u{0301}", count: 15), count: 25)
let bomb = "a" + String(repeating: "\u{0301}", count: 20_000)
for (name, text, sizes) in [
    ("plain text", String(repeating: "I need help ", count: 16), [20.0, 30, 40, 50, 60]),
    ("heaviest accepted", heaviest, [20.0, 30, 40, 50, 60]), ("20 000 marks on one letter", bomb, [40.0]),
] {
    var best = Double.infinity
    for size in sizes {
        let start = now()
        _ = measurer.measure(text, fontSize: size, bold: false, maxWidth: 300)
        best = min(best, now() - start)
    }
    print("| \(name) | \(text.utf8.count) | \(format(best)) ms |")
}
