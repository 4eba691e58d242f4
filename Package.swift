// swift-tools-version:6.0
// Brickson for dedicated devices: one process, a pure core, thin hardware adapters.
import PackageDescription

/// C libraries from Debian 12, each wrapped by exactly one Swift module named for its role.
func systemLibrary(_ name: String, pkgConfig: String, apt: [String]) -> Target {
    .systemLibrary(name: name, path: "Sources/\(name)", pkgConfig: pkgConfig, providers: [.apt(apt)])
}

// MARK: - The pure core and its fakes (no Foundation, no Glibc, no C)

let coreTargets: [Target] = [
    .target(name: "BricksonCore"),
    .target(name: "BricksonFakes", dependencies: ["BricksonCore"]),
    .testTarget(name: "BricksonCoreTests", dependencies: ["BricksonCore", "BricksonFakes"]),
    // `rounded()` compiles to libm's round and ceil in release builds; nothing else here links libm.
    .executableTarget(
        name: "BricksonLayoutBenchmark", dependencies: ["BricksonCore", "BricksonFakes"],
        linkerSettings: [.linkedLibrary("m")]),
]

// MARK: - Drawing (cairo + pango)

let drawingTargets: [Target] = [
    systemLibrary("CCairoPango", pkgConfig: "pangocairo", apt: ["libcairo2-dev", "libpango1.0-dev"]),
    .target(name: "HomeRenderer", dependencies: ["BricksonCore", "CCairoPango"]),
    .executableTarget(name: "brickson-snapshot", dependencies: ["HomeRenderer"]),
    .executableTarget(name: "render-benchmark", dependencies: ["HomeRenderer", "BricksonCore"]),
    .testTarget(
        name: "HomeRendererTests", dependencies: ["HomeRenderer", "BricksonCore", "BricksonFakes"],
        exclude: ["Golden"]),
]

// MARK: - Sound (alsa-lib, libespeak-ng, libsndfile)

let soundTargets: [Target] = []

// MARK: - Storage (SQLite)

let storageTargets: [Target] = []

// MARK: - Hardware adapters and the runtime (libdrm, libgpiod, libinput, SDL2)

let runtimeTargets: [Target] = []

let package = Package(
    name: "Brickson",
    targets: coreTargets + drawingTargets + soundTargets + storageTargets + runtimeTargets,
    swiftLanguageModes: [.v6]
)
