import BoardProfile
import BricksonCore
import DeviceValues
import EventLoop
import GPIOButtons
import Glibc
import HomeRenderer
import InputDevices
import SoundEngine
import SystemdNotify
import USBStick

/// What one runtime is made of: the device's parts for `brickson run`, the simulator's for `brickson-simulator`.
public struct RuntimeParts {
    /// How the display is found.
    public enum DisplaySource {
        /// The panel over DRM/KMS; with none at start the runtime goes on and tries again on a DRM hotplug.
        case kms
        /// A display made by the caller (the simulator's window or frames).
        case given(any HomeDisplay)
        /// No display at all.
        case none
    }

    public var profile: BoardProfile
    /// Where the database lives.
    public var stateDirectory: String
    public var display: DisplaySource
    /// Where the GPIO lines come from.
    public var gpio: any GPIOBackend
    /// Which keys are buttons and switches.
    public var keyMap: KeyButtonMap
    /// Whether to read input devices through libinput (the device), or only what the caller injects.
    public var usesLibinput: Bool
    /// Whether a USB keyboard types by the keyboard layout of the board's language through libxkbcommon (the device,
    /// L3), or by the built-in US table (the simulator, whose scripts are written as US key codes).
    public var typesByLayout = false
    /// Where the sound goes.
    public var sound: SoundConfiguration
    /// Opens the sound output (ALSA on the device; a recording in the headless simulator).
    public var openSink: SinkOpener
    /// Opens the output's mixer for watching (S4, G7), when the sound configuration names one.
    public var openVolumeWatch: VolumeWatchOpener = openALSAVolumeWatch
    /// Writes a log line (the journal on the device).
    public var log: @Sendable (String) -> Void
    /// An ALSA configuration the profile's capture device (`audio.captureDevice`) is found in instead of the
    /// system's: tests and the headless simulator record from a file through ALSA's `file` plugin (S2).
    public var captureConfiguration: String?
    /// How systemd is told of readiness, the watchdog and stopping (from the environment unless given).
    public var notifier = SystemdNotifier()
    /// Where the system mounts a USB stick (C5), watched through the mount table; nil: only `stickInserted`.
    public var stickFolder: String?
    /// Reads the top of the stick mounted at a folder, on the stick's own thread (C5): the device's bounded
    /// reading, or a test's stick that stalls.
    public var stickReader: @Sendable (String) -> StickContents = { StickFolder.contents(of: $0) }
    /// Where Brickson asks the system to make the stick writable for an export (C5); nil: it is written as it is.
    public var stickRequestFolder: String?
    /// Where Brickson writes its update requests for the system (U3); nil: updates cannot be asked for.
    public var updateRequestFolder: String?
    /// Where the system writes the update status (U3, U5), watched for changes; nil: not read.
    public var updateStatusFolder: String?
    /// The clock the runtime stamps its own events with: the device's monotonic clock (`DeviceClock`), or a test's
    /// moved by hand, which then fires the core's deadlines itself instead of running the loop (whose timer counts
    /// on the device's clock). The sound engine and the kernel's GPIO edges keep the device's clock.
    public var clock: @Sendable () -> Instant = { DeviceClock.now() }
    /// Where a description of what is on screen is written after each frame (`--describe-screen`, for the system
    /// test only); nil, as on the shipped device: nothing is written.
    public var screenDescriptionPath: String?

    /// Parts made by the caller (the simulator, tests, benchmarks).
    public init(
        profile: BoardProfile, stateDirectory: String, display: DisplaySource, gpio: any GPIOBackend,
        keyMap: KeyButtonMap, usesLibinput: Bool, sound: SoundConfiguration, openSink: @escaping SinkOpener,
        openVolumeWatch: @escaping VolumeWatchOpener = openALSAVolumeWatch, log: @escaping @Sendable (String) -> Void,
        notifier: SystemdNotifier = SystemdNotifier()
    ) {
        self.profile = profile
        self.stateDirectory = stateDirectory
        self.display = display
        self.gpio = gpio
        self.keyMap = keyMap
        self.usesLibinput = usesLibinput
        self.sound = sound
        self.openSink = openSink
        self.openVolumeWatch = openVolumeWatch
        self.log = log
        self.notifier = notifier
    }

    /// The device's parts for `profile`.
    public static func device(profile: BoardProfile, stateDirectory: String) -> RuntimeParts {
        var sound = soundConfiguration(profile, stateDirectory: stateDirectory)
        // The device keeps the normal scheduler: granting real-time scheduling to the unit (`RestrictRealtime=no`,
        // `sched_setscheduler` out of `@resources`) raised `systemd-analyze security` above the 1.0 D7 holds it to,
        // so the device runs as the benchmark's normal-scheduler column measures it (S5, BENCHMARKS.md).
        sound.realtimePriority = nil
        var parts = RuntimeParts(
            profile: profile, stateDirectory: stateDirectory, display: .kms, gpio: LibgpiodBackend(), keyMap: .device,
            usesLibinput: true, sound: sound, openSink: openALSASink, log: standardErrorLog)
        parts.stickFolder = deviceStickFolder
        parts.typesByLayout = true
        parts.stickRequestFolder = "/run/brickson/usb-request"
        parts.updateRequestFolder = "/run/brickson/update-request"
        parts.updateStatusFolder = "/run/brickson/update"
        return parts
    }

    /// Where the image's mount helper puts a USB stick (`Image/usb-stick/brickson-usb-mount`).
    public static let deviceStickFolder = "/run/brickson/usb"

    /// The audio thread's SCHED_FIFO priority the benchmarks compare against (S5). The device does not ask for it
    /// (see `device`); where it is asked for and refused, the engine warns and goes on.
    public static let audioPriority = 20

    /// The sound configuration a board profile names.
    public static func soundConfiguration(_ profile: BoardProfile, stateDirectory: String) -> SoundConfiguration {
        var sound = SoundConfiguration(
            device: profile.audioDevice, mixer: profile.audioMixer.map { (profile.audioMixerCard, $0) },
            clipsFolder: stateDirectory + "/clips")
        sound.cueRoute = profile.audioCueChannel == .left ? .leftChannel : .allChannels
        sound.cueDevice = profile.audioCueDevice
        return sound
    }
}

/// Log lines go to standard error, which systemd keeps in the journal.
public let standardErrorLog: @Sendable (String) -> Void = { line in
    let bytes = Array(("brickson: " + line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
