import BoardProfile
import BricksonCore
import BricksonRuntime
import DeviceFakes
import EventLoop
import GPIOButtons
import Glibc
import InputDevices
import LinuxSystem
import SDLWindow
import SoundEngine
import SystemdNotify

/// `brickson-simulator`: the same runtime on a machine without the hardware. With a display server, a window
/// (the mouse is touch; Y, N, G, S are the buttons; space and enter the switches); without one, or with a script,
/// headless: the script's presses, touches and typing, PNG frames and a WAV of everything said.
public enum SimulateCommand {
    public static let usage = """
        usage: brickson-simulator [--script FILE] [--out DIR] [--headless] [--board ID] [--boards DIR]
                                  [--state-dir DIR] [--fault no-display|no-gpio]... [--update-dir DIR]
          With a display server and no script: a window. Otherwise headless: plays the script (a short demo if
          none is given) and writes frames (frame-NNNN.png, frames.csv) and speech.wav into DIR.
          --fault no-display   a board whose panel is missing: no frames, the buttons still speak
          --fault no-gpio      a board with no GPIO chip: the buttons are off, touch still works
          --update-dir DIR     stands for /run/brickson: update requests go to DIR/update-request, the status is
                               read from DIR/update (the script's `update status FILE` plays the system's part)
        """

    /// A fault to simulate.
    public enum Fault: String, Equatable, Hashable, Sendable, CaseIterable {
        case noDisplay = "no-display"
        case noGPIO = "no-gpio"
    }

    /// What the command line asked for.
    public struct Options: Equatable, Sendable {
        public var script: String?
        /// A script given as text rather than a file (for tests and tools).
        public var scriptText: String?
        public var out: String?
        public var headless = false
        public var board = "simulator"
        public var boards: String?
        /// Where the database lives (default: a `state` folder in the output folder).
        public var stateDirectory: String?
        public var faults: Set<Fault> = []
        /// How systemd would be told (for tests; from the environment otherwise).
        public var notifier: SystemdNotifier?
        /// The audio thread's SCHED_FIFO priority, as on the device (for benchmarks); nil: the normal scheduler.
        public var audioPriority: Int?
        /// A folder watched through the mount table as the device watches its stick folder (C5; for tests): a
        /// file system mounted there is a stick. Nil: only the script's `usb insert` and `usb remove`.
        public var stickFolder: String?
        /// A folder standing for the device's `/run/brickson` for updates (U3): requests are written to its
        /// `update-request`, the status is read from its `update`. Nil: no updates.
        public var updateFolder: String?
        /// An ALSA configuration the profile's capture device is found in (S2: a take recorded from a file).
        public var captureConfiguration: String?

        /// Parses the arguments after `simulate`.
        public init(arguments: [String]) throws(RuntimeError) {
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                func value() throws(RuntimeError) -> String {
                    guard let value = rest.popFirst() else { throw .usage("\(argument) needs a value\n\(usage)") }
                    return value
                }
                switch argument {
                case "--script": script = try value()
                case "--out": out = try value()
                case "--headless": headless = true
                case "--board": board = try value()
                case "--boards": boards = try value()
                case "--state-dir": stateDirectory = try value()
                case "--update-dir": updateFolder = try value()
                case "--fault":
                    let name = try value()
                    guard let fault = Fault(rawValue: name) else { throw .usage("unknown fault \(name)\n\(usage)") }
                    faults.insert(fault)
                default: throw .usage("unknown argument \(argument)\n\(usage)")
                }
            }
        }
    }

    /// Runs the simulator; returns when the window closes or the script ends.
    public static func run(_ arguments: [String]) throws(RuntimeError) {
        let options = try Options(arguments: arguments)
        let profile = try BoardLocation.load(options.board, boards: options.boards)
        if !options.headless && options.script == nil && SDLWindow.displayServerAvailable {
            try runWindow(profile: profile, options: options)
        } else {
            let result = try runHeadless(profile: profile, options: options)
            print("Wrote \(result.frames) frames and \(result.wav) (\(result.seconds) s) into \(result.folder)")
        }
    }

    /// What a headless run wrote.
    public struct HeadlessResult: Sendable {
        public var folder: String
        public var frames: Int
        public var wav: String
        public var seconds: Double
        /// When each scripted press was made (for benchmarks).
        public var presses: [(button: PhysicalButton, at: Instant)]
        /// What the nurse-call output line was driven to, in order (G8).
        public var nurseCall: [Bool]
    }

    /// Plays the script headless and writes frames and a WAV into the output folder.
    /// `display` replaces the PNG frames (for benchmarks that time frames without encoding them); `stickReader`
    /// replaces the device's reading of a stick's top (for tests and benchmarks: a stick that stalls).
    public static func runHeadless(
        profile: BoardProfile, options: Options, display: (any HomeDisplay)? = nil,
        observer: ((Event?, Effect?) -> Void)? = nil, stickReader: (@Sendable (String) -> StickContents)? = nil
    ) throws(RuntimeError) -> HeadlessResult {
        var text = options.scriptText ?? demoScript
        var file = options.scriptText == nil ? "the demo script" : "the script"
        if let path = options.script {
            do throws(TextFiles.Refusal) {
                text = try TextFiles.read(path)
            } catch {
                throw .file(path: path, reason: error.reason)
            }
            file = path
        }
        let script: SimulatorScript
        do throws(SimulatorScript.ParseError) {
            script = try SimulatorScript.parse(text, file: file)
        } catch {
            throw .script(error.description)
        }
        let folder = try outputFolder(options.out)
        let start = DeviceClock.now()
        let chip = try simulatedChip(profile)
        let recording = SoundRecording(start: start)
        let frames = FrameRecorder(
            folder: folder, screen: simulatorScreen(profile), start: start, log: standardErrorLog)
        let stateDirectory = options.stateDirectory ?? folder + "/state"
        var parts = RuntimeParts(
            profile: profile, stateDirectory: stateDirectory,
            display: options.faults.contains(.noDisplay) ? .none : .given(display ?? frames),
            gpio: options.faults.contains(.noGPIO) ? NoGPIOChip() : chip,
            keyMap: .simulator, usesLibinput: false,
            // Clips are where the device keeps them, in the state folder (a stick's clips go there too, C5).
            sound: SoundConfiguration(
                device: "recording", mixer: nil, clipsFolder: stateDirectory + "/clips", pacing: .clock(speed: 1),
                realtimePriority: options.audioPriority),
            openSink: recording.opener, log: standardErrorLog, notifier: options.notifier ?? SystemdNotifier())
        parts.stickFolder = options.stickFolder
        if let stickReader { parts.stickReader = stickReader }
        if let updates = options.updateFolder {
            parts.updateRequestFolder = updates + "/update-request"
            parts.updateStatusFolder = updates + "/update"
            for folder in [updates, updates + "/update-request", updates + "/update"] { _ = mkdir(folder, 0o755) }
        }
        parts.captureConfiguration = options.captureConfiguration
        let runtime = try Runtime(parts: parts)
        runtime.observer = observer
        let player = try ScriptPlayer(
            script: script, runtime: runtime, chip: chip, profile: profile,
            frames: display == nil && !options.faults.contains(.noDisplay) ? frames : nil)
        player.updateStatusFolder = parts.updateStatusFolder
        try runtime.start()
        // The script's clock starts once Brickson is up: opening storage and the voice may take a while.
        try player.begin(at: DeviceClock.now())
        try runtime.run()
        let end = DeviceClock.now()
        frames.writeIndex()
        let wav = folder + "/speech.wav"
        try recording.writeWAV(to: wav, end: end)
        return HeadlessResult(
            folder: folder, frames: frames.frames.count, wav: wav,
            seconds: Double((end - start).nanosecondsRounded / 1_000_000) / 1000, presses: player.presses,
            nurseCall: profile.nurseCallLine.flatMap { chip.lines[$0]?.driven } ?? [])
    }

    /// Home in a desktop window until it is closed.
    static func runWindow(profile: BoardProfile, options: Options) throws(RuntimeError) {
        let screen = simulatorScreen(profile)
        let window: SDLWindow
        do throws(WindowError) {
            window = try SDLWindow(
                title: "Brickson — \(profile.name)", width: Int(screen.pixels.width), height: Int(screen.pixels.height))
        } catch {
            throw .system("cannot open the window: \(error)")
        }
        let stateDirectory = options.stateDirectory ?? options.out.map { $0 + "/state" } ?? defaultSimulatorState()
        let parts = RuntimeParts(
            profile: profile, stateDirectory: stateDirectory,
            display: .given(WindowHomeDisplay(window: window, screen: screen)),
            gpio: try simulatedChip(profile), keyMap: .simulator, usesLibinput: false,
            sound: RuntimeParts.soundConfiguration(profile, stateDirectory: stateDirectory), openSink: openALSASink,
            log: standardErrorLog)
        let runtime = try Runtime(parts: parts)
        try runtime.start()
        // SDL has no descriptor to wait on: the window is looked at 60 times a second. Only the simulator does this.
        let poll: DeadlineTimer
        do throws(SystemCallError) {
            poll = try DeadlineTimer()
            try poll.repeatEvery(.milliseconds(16))
            try runtime.loop.watch(poll.descriptor) {
                guard poll.acknowledge() > 0 else { return }
                let inputs = window.poll(now: DeviceClock.now())
                if window.closeRequested { runtime.stop() }
                if !inputs.isEmpty { runtime.inject(inputs) }
            }
        } catch {
            throw .system("window poll: \(error)")
        }
        print(
            "Brickson is in its window. Mouse: touch. Keys: Y yes, N no, G get attention, S stop; "
                + "space and enter: switches.")
        try runtime.run()
    }

    /// A GPIO chip in memory with the board's lines: the simulator never touches a real chip, even on a Pi.
    static func simulatedChip(_ profile: BoardProfile) throws(RuntimeError) -> SimulatedChip {
        do throws(SystemCallError) {
            return try SimulatedChip(
                lineNames: Array(profile.buttonLines.values) + [profile.nurseCallLine].compactMap { $0 })
        } catch {
            throw .system("simulated GPIO: \(error)")
        }
    }

    /// The simulator's screen: 800×480 pixels at the board's millimetres (a 7-inch panel's if none).
    public static func simulatorScreen(_ profile: BoardProfile) -> Screen {
        let pixels = profile.rotation.logicalSize(native: Size(width: 800, height: 480))
        let millimetres = profile.rotation.logicalSize(native: profile.panelMillimetres ?? Size(width: 154, height: 86))
        return Screen(pixels: pixels, millimetres: millimetres)
    }

    /// The output folder: the one asked for (made if needed), or a new one in the temporary folder.
    static func outputFolder(_ requested: String?) throws(RuntimeError) -> String {
        if let requested {
            guard makeDirectories(requested) else { throw .file(path: requested, reason: "cannot be made") }
            return requested
        }
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((base + "/brickson-simulator-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw .file(path: base, reason: "cannot make a folder there") }
        return String(cString: made)
    }

    static func defaultSimulatorState() -> String {
        let home = getenv("HOME").map { String(cString: $0) } ?? "/tmp"
        let folder = home + "/.local/share/brickson-simulator"
        _ = makeDirectories(folder)
        return folder
    }

    /// Two minutes of a hospital bed: Yes on its button, a phrase by touch, Get Attention and Stop, typing.
    public static let demoScript = """
        # The headless simulator's demo: what a person might do in the first minute.
        wait 1500            # let Yes, No and the phrases be synthesised
        press yes            # the big Yes button on GPIO
        wait 1500
        tap phrase 0         # the first phrase of the first category, by touch
        wait 2500
        press getAttention   # the tone calls someone into the room
        wait 2000
        press stop
        wait 800
        tap type
        wait 300
        type Thank you
        key enter            # says the message
        wait 2500
        tap phrases
        wait 500
        """
}

/// Makes `path` and its parents. The corresponding C call is `mkdir`.
func makeDirectories(_ path: String) -> Bool {
    var current = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
        current += "/" + part
        if mkdir(current, 0o755) != 0 && errno != EEXIST { return false }
    }
    return true
}
