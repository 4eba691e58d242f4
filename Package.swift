// swift-tools-version:6.0
// Brickson for dedicated devices: one process, a pure core, thin hardware adapters.
import PackageDescription

/// C libraries from Debian 12, each wrapped by exactly one Swift module named for its role.
func systemLibrary(_ name: String, pkgConfig: String, apt: [String]) -> Target {
    .systemLibrary(name: name, path: "Sources/\(name)", pkgConfig: pkgConfig, providers: [.apt(apt)])
}

// MARK: - The pure core and its fakes (no Foundation, no Glibc, no C)

let coreTargets: [Target] = [
    // The core imports nothing, yet square roots and `rounded()` compile to libm calls in release builds.
    .target(name: "BricksonCore", linkerSettings: [.linkedLibrary("m")]),
    .target(name: "BricksonFakes", dependencies: ["BricksonCore"]),
    .testTarget(name: "BricksonCoreTests", dependencies: ["BricksonCore", "BricksonFakes"]),
    .executableTarget(name: "BricksonCoreBenchmarks", dependencies: ["BricksonCore"]),
    .executableTarget(name: "BricksonLayoutBenchmark", dependencies: ["BricksonCore", "BricksonFakes"]),
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
    .executableTarget(name: "render-benchmark", dependencies: ["HomeRenderer", "BricksonCore", "LinuxSystem"]),
    .testTarget(
        name: "HomeRendererTests", dependencies: ["HomeRenderer", "BricksonCore", "BricksonFakes"],
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
    .target(name: "RecordedClips", dependencies: ["CSndfile", "SoundMixing"]),
    .target(
        name: "SoundEngine",
        dependencies: [
            "BricksonCore", "SoundMixing", "ALSAOutput", "EspeakVoice", "RecordedClips", "LinuxSystem",
        ]
    ),
    .executableTarget(
        name: "sound-benchmark", dependencies: ["BricksonCore", "SoundEngine", "SoundMixing"],
        path: "Sources/SoundBenchmark"),
    .testTarget(name: "SoundMixingTests", dependencies: ["SoundMixing"]),
    .testTarget(
        name: "SoundEngineTests",
        dependencies: [
            "BricksonCore", "SoundEngine", "SoundMixing", "ALSAOutput", "EspeakVoice", "RecordedClips", "LinuxSystem",
        ]
    ),
]

// MARK: - Storage (SQLite)

let storageTargets: [Target] = [
    systemLibrary("CSQLite", pkgConfig: "sqlite3", apt: ["libsqlite3-dev"]),
    .target(name: "DurableStore", dependencies: ["BricksonCore", "CSQLite", "LinuxSystem"]),
    .executableTarget(name: "store-crash-child", dependencies: ["DurableStore", "BricksonCore", "LinuxSystem"]),
    .executableTarget(name: "storage-benchmark", dependencies: ["DurableStore", "BricksonCore", "LinuxSystem"]),
    .testTarget(name: "DurableStoreTests", dependencies: ["DurableStore", "BricksonCore", "LinuxSystem"]),
]

// MARK: - Board files (Open Board Format .obf/.obz, libzip)

/// Zip parsing comes from libzip rather than our own code: a zip reader that faces files from a USB stick has to
/// get the central directory, ZIP64, CRC checks and damaged archives right, which libzip has done for years.
let boardFormatTargets: [Target] = [
    systemLibrary("CZip", pkgConfig: "libzip", apt: ["libzip-dev"]),
    .target(name: "OpenBoardFormat", dependencies: ["BricksonCore", "DurableStore", "CZip", "BoardProfile"]),
    .executableTarget(name: "board-file-benchmark", dependencies: ["OpenBoardFormat", "BricksonCore"]),
    .testTarget(
        name: "OpenBoardFormatTests",
        dependencies: ["OpenBoardFormat", "BricksonCore", "DurableStore", "BoardProfile", "BricksonFakes"]),
]

// MARK: - Hardware adapters and the runtime (libdrm, libgpiod, libinput, SDL2)

let runtimeTargets: [Target] = [
    systemLibrary("CDRM", pkgConfig: "libdrm", apt: ["libdrm-dev"]),
    systemLibrary("CGPIOD", pkgConfig: "libgpiod", apt: ["libgpiod-dev"]),
    systemLibrary("CInput", pkgConfig: "libinput", apt: ["libinput-dev", "libudev-dev"]),
    systemLibrary("CSDL", pkgConfig: "sdl2", apt: ["libsdl2-dev"]),
    .systemLibrary(name: "CLinuxEvents", path: "Sources/CLinuxEvents"),
    .target(name: "EventLoop", dependencies: ["BricksonCore", "CLinuxEvents", "LinuxSystem"]),
    .target(name: "SystemdNotify", dependencies: ["BricksonCore"]),
    .target(name: "BoardProfile", dependencies: ["BricksonCore", "LinuxSystem"]),
    .target(name: "KMSDisplay", dependencies: ["CDRM", "BoardProfile", "BricksonCore", "LinuxSystem"]),
    .target(name: "GPIOButtons", dependencies: ["CGPIOD", "BoardProfile", "BricksonCore", "EventLoop", "LinuxSystem"]),
    .target(name: "InputDevices", dependencies: ["CInput", "BoardProfile", "BricksonCore"]),
    .target(name: "SDLWindow", dependencies: ["CSDL", "BricksonCore", "InputDevices"]),
    .target(
        name: "BricksonRuntime",
        dependencies: [
            "BricksonCore", "EventLoop", "SystemdNotify", "BoardProfile", "KMSDisplay", "GPIOButtons", "InputDevices",
            "SDLWindow", "HomeRenderer", "SoundEngine", "ALSAOutput", "DurableStore",
        ]),
    .executableTarget(
        name: "brickson", dependencies: ["BricksonRuntime", "HomeRenderer", "DurableStore", "OpenBoardFormat"]),
    // A seeded fuzzer over what comes from outside or from a damaged card; Tests/run-all runs it for a minute.
    .executableTarget(
        name: "input-fuzz",
        dependencies: ["BricksonRuntime", "BricksonCore", "BoardProfile", "DurableStore", "OpenBoardFormat"]),
    .executableTarget(
        name: "runtime-benchmark",
        dependencies: ["BricksonRuntime", "BricksonCore", "BoardProfile", "EventLoop", "KMSDisplay", "DurableStore"]),
    .testTarget(name: "EventLoopTests", dependencies: ["EventLoop"]),
    .testTarget(name: "SystemdNotifyTests", dependencies: ["SystemdNotify"]),
    .testTarget(name: "BoardProfileTests", dependencies: ["BoardProfile"]),
    .testTarget(name: "KMSDisplayTests", dependencies: ["KMSDisplay"]),
    .testTarget(name: "GPIOButtonsTests", dependencies: ["GPIOButtons"]),
    .testTarget(name: "InputDevicesTests", dependencies: ["InputDevices"]),
    .testTarget(name: "SDLWindowTests", dependencies: ["SDLWindow", "CSDL", "InputDevices"]),
    .testTarget(
        name: "BricksonRuntimeTests",
        dependencies: [
            "BricksonRuntime", "BricksonCore", "GPIOButtons", "InputDevices", "HomeRenderer", "DurableStore",
            "EventLoop", "SystemdNotify", "SoundEngine", "ALSAOutput",
        ]),
    .testTarget(
        name: "IntegrationTests",
        dependencies: [
            "BricksonCore", "BricksonFakes", "SoundEngine", "SoundMixing", "ALSAOutput", "DurableStore",
            "HomeRenderer",
        ]),
]

let package = Package(
    name: "Brickson",
    targets: coreTargets + systemTargets + drawingTargets + soundTargets + storageTargets + boardFormatTargets + runtimeTargets,
    swiftLanguageModes: [.v6]
)
