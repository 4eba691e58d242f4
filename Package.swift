// swift-tools-version:6.0
// Brickson for dedicated devices: one process, a pure core, thin hardware adapters.
import PackageDescription

/// C libraries from Debian's packages (Debian 13's in the device image and the build root `brickson` is built in;
/// a build machine may be Debian 12 or 13), each wrapped by exactly one Swift module named for its role.
func systemLibrary(_ name: String, pkgConfig: String, apt: [String]) -> Target {
    .systemLibrary(name: name, path: "Sources/\(name)", pkgConfig: pkgConfig, providers: [.apt(apt)])
}

// MARK: - The pure core and its fakes (no Foundation, no Glibc, no C)

let coreTargets: [Target] = [
    // The core imports nothing, yet square roots and `rounded()` compile to libm calls in release builds.
    // Text generators make from their sources: the screen's catalogs (Translations/make-catalogs) and prediction's
    // word lists (the generator and its licence sit beside the lists it made, L4). Data only; it imports nothing.
    .target(name: "BricksonData", exclude: ["WordLists/make-word-lists", "WordLists/README.md"]),
    .target(name: "BricksonCore", dependencies: ["BricksonData"], linkerSettings: [.linkedLibrary("m")]),
    .target(name: "BricksonFakes", dependencies: ["BricksonCore"]),
    .testTarget(name: "BricksonCoreTests", dependencies: ["BricksonCore", "BricksonData", "BricksonFakes"]),
]

// MARK: - The Linux system layer (Glibc only): descriptors, EINTR, the monotonic clock, worker threads

let systemTargets: [Target] = [
    .target(name: "LinuxSystem"),
    .testTarget(name: "LinuxSystemTests", dependencies: ["LinuxSystem"]),
]

// MARK: - Drawing (cairo + pango)

let drawingTargets: [Target] = [
    systemLibrary("CCairoPango", pkgConfig: "pangocairo", apt: ["libcairo2-dev", "libpango1.0-dev"]),
    .target(name: "HomeRenderer", dependencies: ["BricksonCore", "CCairoPango"]),
    .executableTarget(name: "brickson-snapshot", dependencies: ["HomeRenderer"]),
    .testTarget(
        name: "HomeRendererTests", dependencies: ["HomeRenderer", "BricksonCore", "BricksonFakes", "CCairoPango"],
        exclude: ["Golden"]),
]

// MARK: - Sound (alsa-lib, libespeak-ng, libsndfile)

let soundTargets: [Target] = [
    systemLibrary("CALSA", pkgConfig: "alsa", apt: ["libasound2-dev"]),
    systemLibrary("CEspeak", pkgConfig: "espeak-ng", apt: ["libespeak-ng-dev"]),
    systemLibrary("CSndfile", pkgConfig: "sndfile", apt: ["libsndfile1-dev"]),
    .target(name: "SoundMixing"),
    .target(name: "ALSAOutput", dependencies: ["CALSA"]),
    .target(name: "EspeakVoice", dependencies: ["CEspeak", "LinuxSystem"]),
    // SVOX Pico's natural voices (S6): Debian's non-free libttspico, loaded at run time where the image has it, so
    // the package builds without it and an image without non-free voices runs the same `brickson`.
    .target(name: "PicoVoice", dependencies: ["LinuxSystem"]),
    .target(name: "RecordedClips", dependencies: ["CSndfile", "SoundMixing", "LinuxSystem"]),
    .target(
        name: "SoundEngine",
        dependencies: [
            "BricksonCore", "SoundMixing", "ALSAOutput", "EspeakVoice", "PicoVoice", "RecordedClips", "LinuxSystem",
        ]
    ),
    .testTarget(name: "SoundMixingTests", dependencies: ["SoundMixing"]),
    .testTarget(name: "PicoVoiceTests", dependencies: ["PicoVoice", "SoundMixing"]),
    .testTarget(
        name: "SoundEngineTests",
        dependencies: [
            "BricksonCore", "SoundEngine", "SoundMixing", "ALSAOutput", "EspeakVoice", "PicoVoice", "RecordedClips",
            "LinuxSystem", "BricksonTestSupport",
        ]
    ),
]

// MARK: - Storage (SQLite)

let storageTargets: [Target] = [
    systemLibrary("CSQLite", pkgConfig: "sqlite3", apt: ["libsqlite3-dev"]),
    .target(name: "DurableStore", dependencies: ["BricksonCore", "CSQLite", "LinuxSystem"]),
    .executableTarget(name: "store-crash-child", dependencies: ["DurableStore", "BricksonCore", "LinuxSystem"]),
    .testTarget(
        name: "DurableStoreTests",
        dependencies: ["DurableStore", "BricksonCore", "BricksonCommands", "LinuxSystem", "CSQLite"]),
]

// MARK: - Board files (Open Board Format .obf/.obz, libzip)

/// Zip parsing comes from libzip rather than our own code: a zip reader that faces files from a USB stick has to
/// get the central directory, ZIP64, CRC checks and damaged archives right, which libzip has done for years.
let boardFormatTargets: [Target] = [
    systemLibrary("CZip", pkgConfig: "libzip", apt: ["libzip-dev"]),
    .target(name: "OpenBoardFormat", dependencies: ["BricksonCore", "CZip", "LinuxSystem"]),
    .testTarget(
        name: "OpenBoardFormatTests",
        dependencies: [
            "OpenBoardFormat", "BricksonCore", "DurableStore", "BoardProfile", "BricksonFakes", "BricksonCommands",
        ]),
]

// MARK: - Hardware adapters and the runtime (libdrm, libgpiod, libinput)

// No adapter imports another: what two of them share (pixels, raw input) is in `DeviceValues`, fakes of the hardware
// are in `DeviceFakes`, and only the runtime, the simulator and the commands put adapters together.

let runtimeTargets: [Target] = [
    systemLibrary("CDRM", pkgConfig: "libdrm", apt: ["libdrm-dev"]),
    systemLibrary("CGPIOD", pkgConfig: "libgpiod", apt: ["libgpiod-dev"]),
    systemLibrary("CInput", pkgConfig: "libinput", apt: ["libinput-dev", "libudev-dev"]),
    .systemLibrary(name: "CLinuxEvents", path: "Sources/CLinuxEvents"),
    .target(name: "EventLoop", dependencies: ["BricksonCore", "CLinuxEvents", "LinuxSystem"]),
    .target(name: "SystemdNotify", dependencies: ["BricksonCore"]),
    .target(name: "BoardProfile", dependencies: ["BricksonCore", "LinuxSystem"]),
    // Values two sides share without one adapter importing another: pixels (renderer, runtime, KMS, window) and
    // raw input with its key codes (libinput, the simulator's window and script).
    .target(name: "DeviceValues", dependencies: ["BricksonCore", "BoardProfile"]),
    .target(name: "KMSDisplay", dependencies: ["CDRM", "BoardProfile", "BricksonCore", "DeviceValues", "LinuxSystem"]),
    .target(
        name: "GPIOButtons", dependencies: ["CGPIOD", "BoardProfile", "BricksonCore", "DeviceValues", "LinuxSystem"]),
    .target(
        name: "InputDevices", dependencies: ["CInput", "BoardProfile", "BricksonCore", "DeviceValues", "LinuxSystem"]),
    // A USB keyboard's layout, Shift, AltGr and dead keys (L3): libxkbcommon with xkb-data's keymaps.
    systemLibrary("CXKBCommon", pkgConfig: "xkbcommon", apt: ["libxkbcommon-dev"]),
    .target(name: "TypedKeys", dependencies: ["CXKBCommon", "BricksonCore"]),
    .testTarget(name: "TypedKeysTests", dependencies: ["TypedKeys", "BricksonCore", "DeviceValues"]),
    // Fakes of the hardware for tests and the simulator: a GPIO chip in memory, a machine with none.
    .target(
        name: "DeviceFakes", dependencies: ["BoardProfile", "BricksonCore", "DeviceValues", "EventLoop", "LinuxSystem"]),
    .target(
        name: "BricksonRuntime",
        dependencies: [
            "BricksonCore", "EventLoop", "SystemdNotify", "BoardProfile", "KMSDisplay", "GPIOButtons", "InputDevices",
            "DeviceValues", "HomeRenderer", "SoundEngine", "DurableStore", "LinuxSystem", "USBStick", "StickWorkflows", "TypedKeys",
            "RecordedClips", "UpdateChannel",
        ]),
    // The command line of the device's `brickson` (run, import-board, export-board, export-log): what puts the
    // store, the board profiles and the board files together. A library so that tests and the fuzzer call it too.
    .target(
        name: "BricksonCommands",
        dependencies: [
            "BricksonRuntime", "BricksonCore", "BoardProfile", "DurableStore", "OpenBoardFormat", "LinuxSystem",
        ]),
    // The system's update channel (U3, U5): its status file read back, and Brickson's requests written for it.
    .target(name: "UpdateChannel", dependencies: ["BricksonCore", "LinuxSystem"]),
    .testTarget(name: "UpdateChannelTests", dependencies: ["UpdateChannel", "BricksonCore", "LinuxSystem"]),
    // The USB stick (C5): what a stick the system mounted holds, files read from it and written to it, bounded.
    .target(name: "USBStick", dependencies: ["BricksonCore", "LinuxSystem"]),
    // The stick's workflows, beside the runtime because they compose adapters: board files, backups and the event
    // log from and to a stick, through the store, the board files and the clips.
    .target(
        name: "StickWorkflows",
        dependencies: ["USBStick", "BricksonCore", "DurableStore", "OpenBoardFormat", "RecordedClips", "LinuxSystem"]),
    .testTarget(
        name: "USBStickTests",
        dependencies: [
            "USBStick", "StickWorkflows", "BricksonCore", "DurableStore", "OpenBoardFormat", "LinuxSystem", "BricksonTestSupport",
        ]),
    // The device's binary: no window, no simulator (SPEC D7; README "The device image").
    .executableTarget(name: "brickson", dependencies: ["BricksonCommands", "BricksonRuntime", "HomeRenderer"]),
    // A seeded fuzzer over what comes from outside or from a damaged card; Tests/run-all runs it for a minute.
    .executableTarget(
        name: "input-fuzz",
        dependencies: [
            "BricksonRuntime", "BricksonCore", "BoardProfile", "DurableStore", "OpenBoardFormat", "BricksonCommands",
            "BricksonSimulator", "RecordedClips", "USBStick", "StickWorkflows", "LinuxSystem",
        ]),
    .testTarget(name: "EventLoopTests", dependencies: ["EventLoop", "BricksonCore"]),
    .testTarget(name: "SystemdNotifyTests", dependencies: ["SystemdNotify", "BricksonCore"]),
    .testTarget(name: "BoardProfileTests", dependencies: ["BoardProfile", "BricksonCore", "LinuxSystem"]),
    .testTarget(
        name: "KMSDisplayTests", dependencies: ["KMSDisplay", "DeviceValues", "BoardProfile", "BricksonCore"]),
    .testTarget(
        name: "GPIOButtonsTests", dependencies: ["GPIOButtons", "BoardProfile", "BricksonCore", "DeviceValues"]),
    .testTarget(
        name: "InputDevicesTests", dependencies: ["InputDevices", "DeviceValues", "BoardProfile", "BricksonCore"]),
    .testTarget(
        name: "BricksonRuntimeTests",
        dependencies: [
            "BricksonRuntime", "BricksonCore", "GPIOButtons", "InputDevices", "HomeRenderer", "DurableStore",
            "BoardProfile", "SoundMixing",
            "EventLoop", "SystemdNotify", "SoundEngine", "ALSAOutput", "DeviceValues", "DeviceFakes",
            "BricksonSimulator", "OpenBoardFormat", "EspeakVoice", "RecordedClips", "BricksonCommands",
        ]),
    .testTarget(
        name: "IntegrationTests",
        dependencies: [
            "BricksonCore", "BricksonFakes", "SoundEngine", "SoundMixing", "ALSAOutput", "DurableStore",
            "HomeRenderer", "BricksonTestSupport",
        ]),
]

// MARK: - The simulator (SDL2): a driver like the device's, in its own module and executable, not on the device

let simulatorTargets: [Target] = [
    systemLibrary("CSDL", pkgConfig: "sdl2", apt: ["libsdl2-dev"]),
    .target(name: "SDLWindow", dependencies: ["CSDL", "BricksonCore", "DeviceValues"]),
    .target(
        name: "BricksonSimulator",
        dependencies: [
            "BricksonRuntime", "BricksonCore", "BoardProfile", "DeviceValues", "DeviceFakes", "EventLoop",
            "GPIOButtons", "InputDevices", "SDLWindow", "HomeRenderer", "SoundEngine", "ALSAOutput", "SystemdNotify",
            "LinuxSystem",
        ]),
    .executableTarget(name: "brickson-simulator", dependencies: ["BricksonSimulator", "BricksonRuntime"]),
    .testTarget(name: "SDLWindowTests", dependencies: ["SDLWindow", "CSDL", "DeviceValues"]),
]

// MARK: - Test support shared by test targets

let testSupportTargets: [Target] = [
    .target(
        name: "BricksonTestSupport", dependencies: ["SoundEngine", "ALSAOutput", "CSndfile"], path: "Tests/BricksonTestSupport")
]

/// The modules the benchmarks (`Tests/Benchmarks`, a package of its own that the test build does not build) use,
/// each a library product so that package can depend on it.
let benchmarkedModules = [
    "BricksonCore", "BricksonFakes", "LinuxSystem", "DeviceValues", "BoardProfile", "HomeRenderer", "InputDevices",
    "KMSDisplay", "EventLoop", "SoundMixing", "ALSAOutput", "RecordedClips", "SoundEngine", "CSndfile", "DurableStore",
    "EspeakVoice", "PicoVoice",
    "OpenBoardFormat", "USBStick", "StickWorkflows", "BricksonRuntime", "BricksonSimulator",
]

let package = Package(
    name: "Brickson",
    products: benchmarkedModules.map { .library(name: $0, targets: [$0]) },
    targets: coreTargets + systemTargets + drawingTargets + soundTargets + storageTargets + boardFormatTargets
        + runtimeTargets + simulatorTargets + testSupportTargets,
    swiftLanguageModes: [.v6]
)
