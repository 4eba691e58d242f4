// swift-tools-version:6.0
// Brickson's benchmarks (BENCHMARKS.md): a package of their own beside the tests, so that the test build does not
// build them. Each is an executable named `<what>-benchmark`; `Tests/run-benchmarks` builds them in release and runs
// them all.
import PackageDescription

func benchmark(_ name: String, _ modules: [String]) -> Target {
    .executableTarget(
        name: name, dependencies: modules.map { .product(name: $0, package: "Brickson") }, path: "Sources/\(name)")
}

let package = Package(
    name: "BricksonBenchmarks",
    dependencies: [.package(name: "Brickson", path: "../..")],
    targets: [
        benchmark("core-benchmark", ["BricksonCore"]),
        benchmark("prediction-savings-benchmark", ["BricksonCore"]),
        benchmark("layout-benchmark", ["BricksonCore", "BricksonFakes"]),
        benchmark("switch-effort-benchmark", ["BricksonCore", "BricksonFakes"]),
        benchmark("dwell-effort-benchmark", ["BricksonCore", "DeviceValues", "HomeRenderer", "InputDevices"]),
        benchmark("render-benchmark", ["HomeRenderer", "BricksonCore", "LinuxSystem"]),
        benchmark("sound-benchmark", ["BricksonCore", "SoundEngine", "SoundMixing", "CSndfile", "ALSAOutput"]),
        // S6: espeak-ng and SVOX Pico side by side.
        benchmark("voice-benchmark", ["EspeakVoice", "PicoVoice", "SoundMixing"]),
        benchmark("storage-benchmark", ["DurableStore", "BricksonCore", "LinuxSystem"]),
        benchmark("board-file-benchmark", ["OpenBoardFormat", "BricksonCore"]),
        // D8's worst inputs through the stick's and the sound engine's own code, one process per case
        // (Tests/run-memory-benchmark measures each one's peak resident memory).
        benchmark(
            "memory-benchmark",
            [
                "USBStick", "StickWorkflows", "BricksonCore", "DurableStore", "OpenBoardFormat", "RecordedClips",
                "CSndfile",
            ]),
        benchmark(
            "runtime-benchmark",
            [
                "BricksonRuntime", "BricksonCore", "BoardProfile", "EventLoop", "KMSDisplay", "DurableStore",
                "DeviceValues", "BricksonSimulator", "USBStick", "StickWorkflows",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
