import BoardProfile
import BricksonCore
import BricksonRuntime
import BricksonSimulator
import DeviceValues
import DurableStore
import EventLoop
import Foundation
import Glibc
import KMSDisplay
import StickWorkflows
import USBStick

// The runtime's benchmarks (BENCHMARKS.md): press to first sample and press to frame through the whole runtime in
// the headless simulator, and the idle process's CPU, wake-ups and memory. Run (from the repository's top, after
// `swift build -c release`): swift run -c release --package-path Tests/Benchmarks runtime-benchmark

/// A display that only notes when each frame was handed over (no PNG encoding in the timing).
final class TimingDisplay: HomeDisplay {
    let screen: Screen?
    var shown: [Instant] = []
    init(screen: Screen) { self.screen = screen }
    var descriptor: Int32? { nil }
    var showsAtOnce: Bool { true }
    var frameWaitingSince: Instant? { nil }
    var wantsRetry: Bool { false }
    func show(_ image: HomeImage, damage: [PixelRect], now: Instant) {
        if !damage.isEmpty { shown.append(DeviceClock.now()) }
    }
    func handleEvents(_ image: HomeImage, now: Instant) -> Bool { false }
}

func milliseconds(_ duration: Duration) -> Double { Double(duration.nanosecondsRounded) / 1e6 }

func summary(_ values: [Double], of what: String = "presses") -> String {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return "no samples" }
    let median = sorted[sorted.count / 2]
    return String(format: "median %.1f ms, worst %.1f ms (%d \(what))", median, sorted.last!, sorted.count)
}

/// The three kinds of press measured, as the script names them.
enum Pressed { case yes, no, getAttention }

/// One press through the whole runtime: the edge, the level read as pressed (confirmation), the effect handed to
/// the sound engine (core), and the first sample written for the sound card.
struct PressTiming {
    var button: PhysicalButton
    var edge: Instant
    var confirmed: Instant
    var effect: Instant
    var firstSample: Instant
}

func latency(audioPriority: Int?) throws {
    let profile = try BoardLocation.load("simulator", boards: nil)
    // The first press comes 100 ms after start returns (READY): the first Yes after boot is measured too.
    var script = "wait 100\n"
    var words: [String] = []
    for index in 0..<48 {
        script += "press \(index % 2 == 0 ? "yes" : "no") 200\nwait 1300\n"
        words.append(index % 2 == 0 ? "Yes" : "No")
    }
    for _ in 0..<8 { script += "press getAttention 200\nwait 800\npress stop 200\nwait 1000\n" }
    var options = try SimulateCommand.Options(arguments: ["--headless"])
    options.scriptText = script
    options.audioPriority = audioPriority
    let display = TimingDisplay(screen: SimulateCommand.simulatorScreen(profile))
    var firstSamples: [Instant] = []
    var levels: [Instant] = []
    var effects: [Instant] = []
    // The naive peer, in the same run: after each of Brickson's answers has started, on its own thread, the same
    // word through `espeak-ng --stdout` into a pipe (the same kind of sink as the recording Brickson writes to).
    let peer = NaivePeer(words: words)
    peer.start()
    let result = try SimulateCommand.runHeadless(profile: profile, options: options, display: display) {
        event, effect in
        let now = DeviceClock.now()
        switch event {
        case .speechStarted(_, let at)?:
            firstSamples.append(at)
            peer.pressed()
        case .toneStarted(let at)?: firstSamples.append(at)
        case .buttonLevel(let button, true, _)? where button != .stop: levels.append(now)
        default: break
        }
        switch effect {
        case .speak?, .startTone?: effects.append(now)
        default: break
        }
    }
    let peerTimes = peer.finish()
    var timings: [PressTiming] = []
    for press in result.presses where press.button != .stop {
        guard let level = levels.first(where: { $0 > press.at }),
            let effect = effects.first(where: { $0 >= level }),
            let sample = firstSamples.first(where: { $0 >= effect })
        else { continue }
        timings.append(
            PressTiming(button: press.button, edge: press.at, confirmed: level, effect: effect, firstSample: sample))
    }
    let settings = Settings().buttons
    var load = [0.0, 0.0, 0.0]
    _ = getloadavg(&load, 3)
    let scheduler =
        audioPriority.map { "SCHED_FIFO \($0), not granted on the device (D7)" }
        ?? "the normal scheduler, as on the device"
    print("Press (GPIO edge on the simulated chip) to the first sample written for the sound card, default settings")
    print("(glitch filter 2 ms, hold-off \(milliseconds(settings.debounceTime)) ms, Yes and No said at once), audio")
    print("thread at \(scheduler); load average \(String(format: "%.1f", load[0])) at the end:")
    for (name, buttons) in [("Yes and No", [PhysicalButton.yes, .no]), ("Get Attention", [.getAttention])] {
        let chosen = timings.filter { buttons.contains($0.button) }
        print("  \(name): \(summary(chosen.map { milliseconds($0.firstSample - $0.edge) }))")
        print("    confirmation (edge to level read): \(summary(chosen.map { milliseconds($0.confirmed - $0.edge) }))")
        print(
            "    core (level to the effect handed to the engine): "
                + summary(chosen.map { milliseconds($0.effect - $0.confirmed) }))
        print(
            "    cache and audio thread (effect to first sample written): "
                + summary(chosen.map { milliseconds($0.firstSample - $0.effect) }))
    }
    if let first = timings.first {
        print(
            String(
                format: "  the first press after start (a Yes, 100 ms after READY): %.1f ms",
                milliseconds(first.firstSample - first.edge)))
    }
    let brickson = timings.filter { $0.button != .getAttention }.map { milliseconds($0.firstSample - $0.edge) }
    print("The naive peer in the same run (espeak-ng started per press, first sample on its pipe; its line watcher is")
    print("given for free): \(summary(peerTimes))")
    let median = { (values: [Double]) in values.sorted()[values.count / 2] }
    if !brickson.isEmpty && !peerTimes.isEmpty {
        print(String(format: "  Brickson is %.1f times faster at the median", median(peerTimes) / median(brickson)))
    }
    var toFrame: [Double] = []
    var levelToFrame: [Double] = []
    for timing in timings {
        if let frame = display.shown.first(where: { $0 >= timing.confirmed }) {
            toFrame.append(milliseconds(frame - timing.edge))
            levelToFrame.append(milliseconds(frame - timing.confirmed))
        }
    }
    print("Press to the frame showing the button held (handed to the display):")
    print("  \(summary(toFrame))")
    print("  of which from reading the level to the frame (update, layout, draw, copy): \(summary(levelToFrame))")
}

/// The way a kiosk script does it: on each press, start the `espeak-ng` command and let it write the audio. Timed
/// from the command's start to its first sample (after the 44-byte WAV header) on a pipe.
final class NaivePeer: @unchecked Sendable {
    let words: [String]
    private let condition = NSCondition()
    private var waiting = 0
    private var done = false
    private var times: [Double] = []
    private var thread: Thread?

    init(words: [String]) { self.words = words }

    func start() {
        let thread = Thread { [self] in run() }
        self.thread = thread
        thread.start()
    }

    /// One of Brickson's answers started: the peer says the same word shortly after, while Brickson is quiet.
    func pressed() {
        condition.lock()
        waiting += 1
        condition.signal()
        condition.unlock()
    }

    func finish() -> [Double] {
        condition.lock()
        done = true
        condition.signal()
        while done { condition.wait() }
        defer { condition.unlock() }
        return times
    }

    private func run() {
        var index = 0
        while true {
            condition.lock()
            while waiting == 0 && !done { condition.wait() }
            if waiting == 0 && done {
                done = false
                condition.broadcast()
                condition.unlock()
                return
            }
            waiting -= 1
            condition.unlock()
            usleep(500_000)
            if let time = Self.say(words[index % words.count]) {
                condition.lock()
                times.append(time)
                condition.unlock()
            }
            index += 1
        }
    }

    static func say(_ word: String) -> Double? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments: [String] = ["espeak-ng", "--stdout", word]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DeviceClock.now()
        guard posix_spawnp(&pid, "espeak-ng", &actions, nil, &argv, environ) == 0 else {
            close(ends[0])
            close(ends[1])
            return nil
        }
        close(ends[1])
        var total = 0
        var first: Instant?
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count <= 0 { break }
            total += count
            if first == nil && total > 44 { first = DeviceClock.now() }
        }
        close(ends[0])
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return first.map { milliseconds($0 - start) }
    }
}

/// The idle process: CPU time and wake-ups of every thread over `seconds`, and resident memory. `device`: `brickson
/// run` on this machine (no display, GPIO or sound card: the device's loop with libinput and udev), else the
/// headless simulator showing Home.
func idle(seconds: Int, device: Bool) throws {
    let executable = URLPath.built(device ? "brickson" : "brickson-simulator")
    let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    let script = "\(folder)/brickson-idle-\(getpid()).script"
    let state = "\(folder)/brickson-idle-state"
    // (Debian 13's C library declares fputs's and fclose's stream non-null: a script that cannot be written stops here.)
    guard let file = fopen(script, "w") else {
        print("runtime-benchmark: cannot write \(script): \(String(cString: strerror(errno)))")
        exit(1)
    }
    fputs("wait \((seconds + 8) * 1000)\n", file)
    fclose(file)
    defer { unlink(script) }
    var pid: pid_t = 0
    let arguments =
        device
        ? [executable, "run", "--board", "qemu-x86_64", "--state-dir", state]
        : [executable, "--headless", "--script", script]
    var argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    guard posix_spawn(&pid, executable, &actions, nil, &argv, environ) == 0 else {
        print("cannot start \(executable)")
        return
    }
    // Let start-up finish: synthesis of Yes, No and the phrases ahead of time.
    sleep(6)
    let before = ProcStat(pid: pid)
    sleep(UInt32(seconds))
    let after = ProcStat(pid: pid)
    kill(pid, SIGTERM)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
    let cpu = Double(after.cpuTicks - before.cpuTicks) / ticks
    print(
        device
            ? "Idle, brickson run --board qemu-x86_64 on this machine (no display, GPIO or sound card), \(seconds) s:"
            : "Idle, the headless simulator with Home on screen, nothing happening, \(seconds) s:")
    print(String(format: "  CPU %.3f s (%.2f %% of one core)", cpu, 100 * cpu / Double(seconds)))
    print(
        String(
            format: "  wake-ups %.2f a second (all threads' context switches)",
            Double(after.switches - before.switches) / Double(seconds)))
    print("  resident memory \(after.residentKilobytes / 1024) MiB (VmRSS), \(after.threads) threads")
}

/// What /proc says about a process: CPU ticks, context switches of all its threads, memory.
struct ProcStat {
    var cpuTicks = 0
    var switches = 0
    var residentKilobytes = 0
    var threads = 0

    init(pid: pid_t) {
        if let stat = read("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")") {
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            cpuTicks = (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
        }
        if let status = read("/proc/\(pid)/status") {
            for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
                residentKilobytes = Int(line.split(separator: " ")[1]) ?? 0
            }
        }
        let tasks = opendir("/proc/\(pid)/task")
        while let tasks, let entry = readdir(tasks) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard Int(name) != nil, let status = read("/proc/\(pid)/task/\(name)/status") else { continue }
            threads += 1
            for line in status.split(separator: "\n") where line.contains("ctxt_switches:") {
                switches += Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).last ?? "0") ?? 0
            }
        }
        if let tasks { closedir(tasks) }
    }

    func read(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            bytes += chunk[0..<count]
            if count < chunk.count { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

enum URLPath {
    /// An executable of Brickson's package: in `BRICKSON_BIN` (its release build folder, as `Tests/run-benchmarks`
    /// gives it), else in `.build/release` where the package's folder is the working one, else beside this one.
    static func built(_ name: String) -> String {
        if let folder = getenv("BRICKSON_BIN"), folder.pointee != 0 { return String(cString: folder) + "/" + name }
        if access(".build/release/" + name, X_OK) == 0 { return ".build/release/" + name }
        var path = CommandLine.arguments[0]
        if let slash = path.lastIndex(of: "/") { path = String(path[...slash]) } else { path = "./" }
        return path + name
    }
}

/// Get Attention and Stop with the heaviest board the import and the label bounds accept (C4, D7): 12 categories of
/// 30 phrases, every label 25 letters carrying 15 combining marks each. Each Get Attention is pressed the moment a
/// new category is chosen, so the new category's phrases are being laid out when the press arrives.
func heavyBoard() throws {
    let profile = try BoardLocation.load("simulator", boards: nil)
    let heavy = String(repeating: "a" + String(repeating: "\u{0301}", count: 15), count: 25)
    let board = Board(
        categories: (1...12).map { category in
            Category(
                id: "c\(category)", name: "\(category)" + String(heavy.prefix(3)),
                phrases: (1...30).map { Phrase(id: "c\(category).\($0)", text: heavy + " \(category).\($0)") })
        },
        emergency: (1...30).map { Phrase(id: "e\($0)", text: heavy + " e\($0)") })
    let folder = FileManager.default.temporaryDirectory.path + "/runtime-benchmark-heavy-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let seeding = Store.open(directory: folder + "/state", now: .zero)
    seeding.store.saveBoard(board)
    seeding.store.close()
    var script = "wait 3000\n"
    let rounds = 8
    for round in 0..<rounds {
        script += "tap category \(round % 12 + 1) 50\npress getAttention 100\nwait 800\npress stop 100\nwait 1200\n"
    }
    var options = try SimulateCommand.Options(arguments: ["--headless", "--state-dir", folder + "/state"])
    options.scriptText = script
    let display = TimingDisplay(screen: SimulateCommand.simulatorScreen(profile))
    var toneStarts: [Instant] = []
    var levels: [(PhysicalButton, Instant)] = []
    let result = try SimulateCommand.runHeadless(profile: profile, options: options, display: display) { event, _ in
        switch event {
        case .toneStarted(let at)?: toneStarts.append(at)
        case .buttonLevel(let button, true, _)?: levels.append((button, DeviceClock.now()))
        default: break
        }
    }
    var toTone: [Double] = []
    var stopToFrame: [Double] = []
    for press in result.presses {
        if press.button == .getAttention, let start = toneStarts.first(where: { $0 > press.at }) {
            toTone.append(milliseconds(start - press.at))
        }
        if press.button == .stop, let level = levels.first(where: { $0.0 == .stop && $0.1 > press.at }),
            let frame = display.shown.first(where: { $0 >= level.1 })
        {
            stopToFrame.append(milliseconds(frame - press.at))
        }
    }
    print("")
    print("With the heaviest board the bounds accept, Get Attention pressed as a new category is chosen:")
    print("  press to the tone started: \(summary(toTone))")
    print("  Stop: press to the frame showing Stop pressed: \(summary(stopToFrame))")
}

/// Presses while a stick of 300,000 names is put in and read (C5, S5): each round puts the stick in, presses Yes
/// 5 ms later while its thread reads the top, and takes it out. The listing is timed from Settings hearing the
/// stick is in to hearing what is on it: before the stick had its own thread, that was the time Home was held.
func stickListing(names: Int = 300_000, rounds: Int = 12, stalling: Bool = false) throws {
    let profile = try BoardLocation.load("simulator", boards: nil)
    let stick = FileManager.default.temporaryDirectory.path + "/runtime-benchmark-stick-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: stick) }
    try FileManager.default.createDirectory(atPath: stick, withIntermediateDirectories: true)
    for index in 0..<names {
        let name = index % 1000 == 0 ? "board-\(index).obz" : "photo-\(index).jpg"
        close(open(stick + "/" + name, O_CREAT | O_WRONLY | O_CLOEXEC, 0o644))
    }
    var script = "wait 1000\n"
    for _ in 0..<rounds { script += "usb insert \(stick)\nwait 5\npress yes 200\nwait 1300\nusb remove\nwait 300\n" }
    var options = try SimulateCommand.Options(arguments: ["--headless"])
    options.scriptText = script
    let display = TimingDisplay(screen: SimulateCommand.simulatorScreen(profile))
    var firstSamples: [Instant] = []
    var levels: [Instant] = []
    var inserted: Instant?
    var listings: [Double] = []
    var found: StickContents?
    // A failing stick, stood for by a reading that takes 3 s (each, one after another on the stick's thread).
    var stalled: (@Sendable (String) -> StickContents)?
    if stalling {
        stalled = { folder in
            usleep(3_000_000)
            return StickFolder.contents(of: folder)
        }
    }
    let result = try SimulateCommand.runHeadless(
        profile: profile, options: options, display: display,
        observer: { event, _ in
            let now = DeviceClock.now()
            switch event {
            case .speechStarted(_, let at)?: firstSamples.append(at)
            case .buttonLevel(.yes, true, _)?: levels.append(now)
            case .stickChanged(let contents?, _)? where contents.reading: inserted = now
            case .stickChanged(let contents?, _)?:
                if let start = inserted { listings.append(milliseconds(now - start)) }
                inserted = nil
                found = contents
            default: break
            }
        }, stickReader: stalled)
    var toSample: [Double] = []
    var toFrame: [Double] = []
    for press in result.presses where press.button == .yes {
        if let sample = firstSamples.first(where: { $0 > press.at }) {
            toSample.append(milliseconds(sample - press.at))
        }
        if let level = levels.first(where: { $0 > press.at }), let frame = display.shown.first(where: { $0 >= level }) {
            toFrame.append(milliseconds(frame - press.at))
        }
    }
    print("")
    print(
        "A stick of \(names) names put in\(stalling ? ", each reading of it taking 3 s" : ""), Yes pressed 5 ms later"
            + " while the stick's thread reads its top:")
    print("  press to the first sample: \(summary(toSample))")
    print("  press to the frame showing Yes held: \(summary(toFrame))")
    if listings.isEmpty && stalling {
        print("  the stick's top read: none ended while the stick was in; each was dropped once it was taken out")
    } else {
        print(
            "  the stick's top read, on its own thread (stick in to Settings told): \(summary(listings, of: "readings"))"
        )
    }
    print("  Settings was told: \(found.map { $0.problem ?? "\($0.boardFiles.count) board files" } ?? "nothing")")
}

do {
    // `runtime-benchmark stick`: the stick figures only.
    if CommandLine.arguments.dropFirst().first == "stick" {
        try stickListing()
        try stickListing(names: 45_000)
        try stickListing(names: 1_000, rounds: 6, stalling: true)
        exit(0)
    }
    try latency(audioPriority: RuntimeParts.audioPriority)
    try latency(audioPriority: nil)
    // `runtime-benchmark latency`: the press figures only.
    if CommandLine.arguments.dropFirst().first == "latency" { exit(0) }
    try heavyBoard()
    try stickListing()
    try stickListing(names: 45_000)
    try stickListing(names: 1_000, rounds: 6, stalling: true)
    try idle(seconds: 20, device: false)
    try idle(seconds: 20, device: true)
} catch {
    print("runtime-benchmark: \(error)")
    exit(1)
}
