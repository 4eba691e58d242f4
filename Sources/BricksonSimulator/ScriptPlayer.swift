import BoardProfile
import BricksonCore
import BricksonRuntime
import DeviceFakes
import DeviceValues
import EventLoop
import Glibc
import InputDevices
import LinuxSystem

/// Plays a `SimulatorScript` into a running runtime at the script's times: button presses on the simulated GPIO
/// chip (the device's path: descriptor, edges, sampled levels), touches at controls' middles, keystrokes. Stops
/// the runtime when the script ends.
public final class ScriptPlayer {
    private let runtime: Runtime
    private let chip: SimulatedChip
    private let profile: BoardProfile
    private let frames: FrameRecorder?
    private let actions: [(offset: Duration, action: SimulatorScript.Action)]
    private let end: Duration
    private let timer: DeadlineTimer
    private var start = Instant.zero
    private var next = 0
    /// When each line change was made, for benchmarks: the button and the instant.
    public private(set) var presses: [(button: PhysicalButton, at: Instant)] = []
    /// The folder the runtime reads the update status from, where `update status FILE` puts it (U3).
    public var updateStatusFolder: String?

    /// A player for `script`; `frames` is the simulated panel that `unplug` and `plug` act on, if any.
    public init(
        script: SimulatorScript, runtime: Runtime, chip: SimulatedChip, profile: BoardProfile, frames: FrameRecorder?
    ) throws(RuntimeError) {
        self.runtime = runtime
        self.frames = frames
        self.chip = chip
        self.profile = profile
        actions = script.timeline
        end = script.duration
        do throws(SystemCallError) {
            timer = try DeadlineTimer()
        } catch {
            throw .system("script timer: \(error)")
        }
    }

    /// Starts playing at `start`.
    public func begin(at start: Instant) throws(RuntimeError) {
        self.start = start
        do throws(SystemCallError) {
            try runtime.loop.watch(timer.descriptor) { [unowned self] in fire() }
            try timer.arm(at: start + (actions.first?.offset ?? end))
        } catch {
            throw .system("script timer: \(error)")
        }
    }

    private func fire() {
        guard timer.acknowledge() > 0 else { return }
        let now = DeviceClock.now()
        while next < actions.count, start + actions[next].offset <= now {
            perform(actions[next].action, now: now)
            next += 1
        }
        let upcoming = next < actions.count ? start + actions[next].offset : start + end
        if next >= actions.count && now >= start + end {
            runtime.stop()
            return
        }
        do throws(SystemCallError) { try timer.arm(at: upcoming) } catch { runtime.stop() }
    }

    private func perform(_ action: SimulatorScript.Action, now: Instant) {
        switch action {
        case .line(let button, let pressed):
            guard let name = profile.buttonLines[button], let line = chip.lines[name] else {
                runtime.log("script: the board wires no \(button.rawValue) button")
                return
            }
            if pressed { presses.append((button, now)) }
            line.set(pressed: pressed, at: now)
        case .touchDown(let target):
            guard let scene = runtime.scene, let control = Self.find(target, in: scene) else {
                runtime.log("script: \(target) is not on screen")
                return
            }
            let panel = profile.rotation.nativeSize(logical: scene.size)
            let point = profile.rotation.nativePoint(logical: control.frame.center, nativeSize: panel)
            runtime.inject([.touchDown(slot: 0, panelPoint: point, at: now)])
        case .touchUp:
            runtime.inject([.touchUp(slot: 0, at: now)])
        case .pointer(let point):
            guard let point else {
                runtime.inject([.pointerLeft(at: now)])
                return
            }
            // An absolute pointer reports the panel's own pixels, as libinput's transformed coordinates do.
            let logical = runtime.scene?.size ?? SimulateCommand.simulatorScreen(profile).pixels
            let panel = profile.rotation.nativeSize(logical: logical)
            runtime.inject([
                .pointerAbsolute(panelPoint: profile.rotation.nativePoint(logical: point, nativeSize: panel), at: now)
            ])
        case .keyCode(let code, let pressed):
            runtime.inject([.key(code: code, pressed: pressed, at: now)])
        case .panel(let connected):
            guard let frames else {
                runtime.log("script: there is no simulated panel to \(connected ? "plug" : "unplug")")
                return
            }
            frames.isConnected = connected
            runtime.displayChanged()
        case .stick(let folder):
            if let folder { runtime.stickInserted(folder: folder) } else { runtime.stickRemoved() }
        case .updateStatus(let file):
            guard let folder = updateStatusFolder else {
                runtime.log("script: `update status` needs an update folder (--update-dir)")
                return
            }
            // As the system does it: a new file renamed over the status. A hard link keeps FILE, and carries a FIFO
            // or any other kind of file as it is.
            let temporary = folder + "/status.part"
            AtomicFile.remove(temporary)
            do throws(SystemCallError) {
                guard link(file, temporary) == 0 else { throw SystemCallError("link") }
                try AtomicFile.rename(temporary, to: folder + "/status")
            } catch {
                runtime.log("script: \(file) cannot be the update status (\(SystemCallError.words(error.code)))")
                return
            }
        }
    }

    /// The control a target names, if it shows.
    static func find(_ target: SimulatorScript.Target, in scene: Scene) -> SceneControl? {
        switch target {
        case .control(let id): scene.control(id)
        case .label(let label): scene.controls.first { $0.label.lowercased() == label.lowercased() }
        }
    }
}
