import BoardProfile
import BricksonCore
import DeviceValues
import DurableStore
import EventLoop
import GPIOButtons
import Glibc
import HomeRenderer
import InputDevices
import KMSDisplay
import LinuxSystem
import SoundEngine
import Synchronization
import SystemdNotify
import TypedKeys

/// The one process: one loop thread owns `HomeState`; input, timers, sound and storage come in as events, the
/// core's effects go out to the adapters, and after each batch Home is laid out (when its view changed), drawn
/// where it changed and flipped.
public final class Runtime {
    let parts: RuntimeParts
    public let log: @Sendable (String) -> Void
    /// The loop every descriptor is watched on.
    public let loop: EventLoop
    /// Results from the sound and storage threads.
    let inbox: EventInbox<Event>
    let deadline: DeadlineTimer
    let housekeeping: DeadlineTimer
    let signals: SignalSource
    let notifier: SystemdNotifier
    let store: Store
    /// How long the device has been in use across restarts (C3), kept by the store.
    var use: DeviceUse
    var sound: SoundEngine?
    /// The microphone a carer records phrases with (S2), where the board profile names one.
    var recorder: VoiceRecorder?
    /// The thread writing a kept take into the clips folder (S2), joined before the next and at shutdown.
    var clipWriter: WorkerThread?
    var gpio: GPIOButtons
    var translator: InputTranslator
    /// A USB keyboard's keymap (L3), for the xkb layout it was made from; nil until the first key or where the parts
    /// type by the US table.
    var keymap: (layout: String, choice: KeymapChoice)?
    var input: LibinputDevices?
    var drmMonitor: UdevMonitor?
    var display: (any HomeDisplay)?
    let renderer = Renderer()
    let measurer = PangoMeasurer()
    let image = HomeImage(width: 1, height: 1)
    var plan: (input: LayoutInput, plan: HomePlan)?
    var laidOut: (view: HomeView, settings: SettingsView?, screen: Screen)?
    /// Settings' plan, made when Settings opens (C1).
    var settingsPlan: (input: LayoutInput, plan: SettingsPlan)?
    var redrawWhole = true
    var lastScreen: Screen?
    /// The deadline the timer last fired for: if the core asks for it again, it is told again 10 ms later, so a
    /// deadline kept in the past cannot spin the loop.
    var lastFiredDeadline: Instant?
    /// The output's mixer, watched on the loop (S4, G7); nil when there is none or it is gone.
    var volumeWatch: (any VolumeWatching)?
    /// The descriptors of `volumeWatch` on the loop.
    var volumeDescriptors: [Int32] = []
    /// The last reason the mixer could not be watched, said once.
    var volumeWatchProblem: String?
    var isReady = false
    /// Whether Yes, No and the emergency phrases were made ready at start (or given up on): READY waits for it.
    var answersPrepared = false
    /// Home was on screen before they were: the status to say READY with once they are.
    var readyWaitingFor: String?
    var isStopping = false
    var stoppingSent = false
    /// The USB stick: where it is mounted, the mount table watched, the task running (C5).
    let stick: StickWatch
    /// The system's update status, watched (U3, U5).
    let updates = UpdateWatch()
    /// Writes what is on screen for a system test, when `RuntimeParts.screenDescriptionPath` asks for it.
    lazy var describer = parts.screenDescriptionPath.map { ScreenDescriber(path: $0, log: log) }

    /// The core's state: read it, never change it from outside the loop.
    public internal(set) var state: BricksonCore.HomeState
    /// What is on screen now, if anything.
    public internal(set) var scene: Scene?
    /// Called for every event as the loop hands it to the core, and for every effect the core returns (for
    /// benchmarks and the simulator's log).
    public var observer: ((Event?, Effect?) -> Void)?

    /// Opens everything that must exist before the loop starts: signals are blocked here, before any thread
    /// starts. Nothing but a broken system call stops it: no display, no GPIO, no sound and no writable data
    /// partition each leave the device running with what it has.
    public init(parts: RuntimeParts) throws(RuntimeError) {
        self.parts = parts
        log = parts.log
        notifier = parts.notifier
        do throws(SystemCallError) {
            signals = try SignalSource()
            loop = try EventLoop()
            inbox = try EventInbox<Event>()
            stick = try StickWatch()
            deadline = try DeadlineTimer()
            housekeeping = try DeadlineTimer()
        } catch {
            throw .system("cannot start the loop: \(error)")
        }
        let now = parts.clock()
        let inbox = self.inbox
        // Brickson's own start: nothing else writes clips now, so the ones no kept board names go (C5, D8).
        let opening = Store.open(
            directory: parts.stateDirectory, now: now, sweepingClips: true, report: { inbox.post($0) })
        for notice in opening.notices { parts.log("storage: \(notice)") }
        // Once a start: a screen language lacking words shows them in English, never silently (L1).
        for problem in BuiltInCatalogs.problems { parts.log("words: \(problem)") }
        store = opening.store
        use = DeviceUse(keptSeconds: opening.useSeconds, startedAt: now)
        state = BricksonCore.HomeState(
            board: opening.board, settings: opening.settings, message: opening.message, putBack: opening.putBack,
            learned: opening.learned, stickUndo: opening.stickUndo, at: now)
        gpio = GPIOButtons(profile: parts.profile, backend: parts.gpio, log: parts.log)
        let panel = Size(width: 800, height: 480)
        translator = InputTranslator(rotation: parts.profile.rotation, panelSize: panel, keyMap: parts.keyMap)
        let log = parts.log
        // The same warning again (a clip that cannot be read) is said once, until something else is said.
        let lastWarning = Mutex<String?>(nil)
        do {
            sound = try SoundEngine(
                configuration: parts.sound, voice: opening.settings.voice, report: { inbox.post($0) },
                warn: { warning in
                    let repeated = lastWarning.withLock { last in
                        defer { last = warning }
                        return last == warning
                    }
                    if !repeated { log("sound: \(warning)") }
                }, openSink: parts.openSink)
        } catch {
            parts.log("sound: cannot start speech (\(error)); the status line says so from the start")
            inbox.post(.soundChecked(isWorking: false, at: now))
        }
        if let device = parts.profile.audioCaptureDevice {
            recorder = VoiceRecorder(
                device: device, configuration: parts.captureConfiguration, sampleRate: parts.sound.sampleRate)
        }
        if opening.recovered && !opening.rolledBack { inbox.post(.storageRecovered(at: now)) }
        if opening.rolledBack { inbox.post(.storageRolledBack(at: now)) }
        // The big buttons the board names that the GPIO adapter could not open: the core says so (H9).
        let named = Set(parts.profile.buttonLines.keys)
        inbox.post(.buttonsChecked(missing: named.subtracting(gpio.buttons), at: now))
        inbox.post(.nurseCallChecked(wired: gpio.hasNurseCall, at: now))
        // An alert was on when Brickson last stopped: "Alert stopped", and the tone is not started again (G6, D5).
        if opening.alertWasOn { inbox.post(.restartedDuringAlert(at: now)) }
    }

    /// Opens the display and input, draws the first frame, and tells systemd it is ready once that frame is on
    /// screen (at once with no display).
    public func start() throws(RuntimeError) {
        let now = parts.clock()
        switch parts.display {
        case .given(let given): display = given
        case .none: display = nil
        case .kms: display = openKMS()
        }
        do throws(SystemCallError) {
            try loop.watch(signals.descriptor) { [unowned self] in handleSignals() }
            try loop.watch(inbox.descriptor) { [unowned self] in handleInbox(inbox.drain()) }
            try loop.watch(stick.listings.descriptor) { [unowned self] in stickListed(stick.listings.drain()) }
            try loop.watch(deadline.descriptor) { [unowned self] in deadlineFired() }
            try loop.watch(housekeeping.descriptor) { [unowned self] in housekeepingFired() }
            for (descriptor, button) in gpio.descriptors {
                try loop.watch(descriptor) { [unowned self] in
                    // A line is the switch Buttons and Switches makes it (swapped or not, A2).
                    if case .buttonEdge(let line, let at)? = gpio.readEdges(of: button, now: parts.clock()) {
                        handle([.buttonEdge(state.settings.buttons.role(ofLine: line), at: at)])
                    }
                }
            }
            try watchDisplay()
            if parts.usesLibinput { try openInput() }
            if case .kms = parts.display { try watchHotplug() }
            try housekeeping.repeatEvery(housekeepingInterval)
            try watchStickMounts()
        } catch {
            throw .system("cannot watch the devices: \(error)")
        }
        watchUpdateStatus()
        sound?.openOutput()
        let volume = watchVolume()
        lastScreen = display?.screen
        // The core asks for Yes, No and the phrases to be prepared as soon as it hears the sound engine started.
        let started: [Event] = sound == nil ? [] : [.soundEngineStarted(at: now)]
        handle(
            started + [.deviceFactsRead(readDeviceFacts(), at: now), .screenChanged(lastScreen, at: now)]
                + (volume.map { [$0] } ?? []))
        // The board language's word list is parsed meanwhile on a thread of its own, not by the first keystroke on
        // the loop (L4: tens of milliseconds on the build machine, more on a Pi).
        let language = state.board.spokenLanguage
        let words = try? WorkerThread(name: "brickson-words") { _ = WordList.builtIn(for: language).count }
        // While the first frame goes to the screen: Yes, No and the emergency phrases are made ready, and the sound
        // device opened, before the device says it is (S5). Edges meanwhile wait in the kernel with their times.
        if let sound,
            !sound.waitForAnswersAndEmergency(
                board: state.heardBoard, answers: state.spokenAnswers, limit: .seconds(5))
        {
            log("sound: Yes, No and the emergency phrases (or the sound device) were not ready after 5 s; going on")
        }
        // The USB keyboard's keymap is compiled now, not at the first keystroke (some milliseconds of xkb-data).
        _ = currentKeymap()
        words?.join()
        answersPrepared = true
        if let status = readyWaitingFor ?? (display == nil ? "running without a display" : nil) { becomeReady(status) }
    }

    /// Runs the loop until SIGTERM or SIGINT (or `stop()`), then shuts down in order.
    public func run() throws(RuntimeError) {
        do throws(SystemCallError) {
            try loop.run()
        } catch {
            throw .system("the loop failed: \(error)")
        }
        shutdown()
    }

    /// Ends the loop after the current wake-up.
    public func stop() { loop.stop() }

    /// Input from outside the devices (the simulator's script and window): translated like libinput's.
    public func inject(_ raw: [RawInput]) {
        var events: [Event] = []
        // Keys type into Phrases' words while Settings types them (C1), into the message while Type is open.
        let typing = state.settingsOpen ? state.isTypingLabel : state.isTyping
        translator.switchKeys = state.settings.buttons.switchKeys
        for input in raw {
            var typed = TypedText.usTable
            if case .key(let code, let pressed, _) = input, let keymap = currentKeymap() {
                // Every key goes to the keymap, typing or not, so Shift, AltGr and Caps Lock are always known.
                typed = .text(keymap.key(code, pressed: pressed))
            }
            events += translator.translate(
                input, scene: scene, isTyping: typing, switchesOnly: state.settings.accessMethod == .switches,
                typed: typed)
        }
        if !events.isEmpty { handle(events) }
    }

    /// The keymap of the layout chosen in Settings > Text and Display > USB keyboard, else of the keyboard's
    /// language (the board's, L3), made again as soon as either changes (the draft's choice counts while Settings
    /// is open); each layout that does not compile is said in the log, and US types instead (or the built-in
    /// table, with no xkb-data).
    func currentKeymap() -> Keymap? {
        guard parts.typesByLayout else { return nil }
        let layout = state.usbKeyboardLayout?.xkbName ?? Keymap.layoutName(for: state.keyboardLanguage)
        if let keymap, keymap.layout == layout { return keymap.choice.keymap }
        let choice = KeymapChoice(layout: layout)
        for note in choice.notes { log(note) }
        if keymap != nil { log("keyboard: typing by the \(layout) layout") }
        keymap = (layout, choice)
        return choice.keymap
    }

    /// Stops sound, writes what storage holds, drops the nurse call, gives the screen back. Safe to call twice.
    public func shutdown() {
        guard !isStopping else { return }
        isStopping = true
        if !stoppingSent { _ = notifier.stopping() }
        recorder?.shutdown()
        clipWriter?.join()
        sound?.shutdown()
        sound = nil
        gpio.setNurseCall(false)
        if let seconds = use.toSave(at: parts.clock(), force: true) { store.saveUseSeconds(seconds) }
        store.close()
        display = nil
    }

    // MARK: The loop's work

    /// Hands `events` to the core in order, carries out the effects (answers such as a sampled level join the
    /// batch), then refreshes the screen and the timer once.
    func handle(_ events: [Event]) {
        var queue = events
        var index = 0
        while index < queue.count {
            let event = queue[index]
            index += 1
            observer?(event, nil)
            for effect in update(&state, event) {
                observer?(nil, effect)
                queue += perform(effect)
            }
        }
        refresh()
    }

    func deadlineFired() {
        let armedFor = deadline.deadline
        guard deadline.acknowledge() > 0 else { return }
        lastFiredDeadline = armedFor
        handle([.timerFired(at: parts.clock())])
    }

    func handleSignals() {
        for signal in signals.read() {
            if signal == SIGHUP {
                log("SIGHUP: nothing to reload")
                continue
            }
            log("stopping (signal \(signal))")
            stoppingSent = notifier.stopping() || stoppingSent
            loop.stop()
        }
    }
}
