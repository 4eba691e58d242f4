import BoardProfile
import BricksonCommands
import BricksonCore
import BricksonRuntime
import BricksonSimulator
import DeviceFakes
import DeviceValues
import EventLoop
import Foundation
import InputDevices
import SoundEngine
import Synchronization
import Testing

/// `brickson run --describe-screen PATH`: what the system test reads to touch a control of the panel from outside
/// (C5's workflows in the image test, D7's shipped image writes nothing). The description is checked against the
/// runtime's own input path: a touch at the centre of a described frame lands on the control it names.
@Suite(.serialized) struct ScreenDescriptionTests {
    /// A display that shows nothing, with a panel of the simulator's size turned as the profile says.
    final class Panel: HomeDisplay {
        let screen: Screen?
        init(_ screen: Screen) { self.screen = screen }
        var descriptor: Int32? { nil }
        var showsAtOnce: Bool { true }
        func show(_ image: HomeImage, damage: [PixelRect], now: Instant) {}
        func handleEvents(_ image: HomeImage, now: Instant) -> Bool { false }
        var frameWaitingSince: Instant? { nil }
        var wantsRetry: Bool { false }
    }

    /// A runtime on `rotation`, started (its first frame drawn), with the description at `path` when given.
    static func started(
        rotation: DisplayRotation, describing path: String?, log: @escaping @Sendable (String) -> Void = { _ in }
    ) throws -> (Runtime, BoardProfile) {
        var profile = try BoardLocation.load("simulator", boards: repositoryBoards)
        profile.rotation = rotation
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brickson-describe-\(UUID())").path
        let recording = SoundRecording(start: .zero)
        var parts = RuntimeParts(
            profile: profile, stateDirectory: folder, display: .given(Panel(SimulateCommand.simulatorScreen(profile))),
            gpio: NoGPIOChip(), keyMap: .simulator, usesLibinput: false,
            sound: SoundConfiguration(device: "recording", mixer: nil, pacing: .clock(speed: 1)),
            openSink: recording.opener, log: log)
        parts.screenDescriptionPath = path
        let runtime = try Runtime(parts: parts)
        try runtime.start()
        return (runtime, profile)
    }

    static func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("describe-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: [DisplayRotation.none, .clockwise90, .upsideDown, .clockwise270])
    func C5_D7_theDescriptionNamesEachControlWithItsFrameOnThePanelWhereATouchChoosesIt(rotation: DisplayRotation)
        throws
    {
        let path = try Self.folder() + "/screen"
        let (runtime, profile) = try Self.started(rotation: rotation, describing: path)
        defer { runtime.shutdown() }
        let scene = try #require(runtime.scene)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        let native = rotation.nativeSize(logical: scene.size)
        #expect(lines.first == ["screen", "\(Int(native.width))", "\(Int(native.height))"][...].map { Substring($0) })
        let controls = lines.filter { $0.first == "control" }
        #expect(controls.count == scene.controls.count)
        #expect(controls.map { String($0[1]) } == scene.controls.map(\.id.description))
        #expect(controls.map { String($0[6]) } == scene.controls.map(\.label))
        // A touch at each described centre, in panel pixels, goes through the input path to that very control.
        var translator = InputTranslator(rotation: rotation, panelSize: native, keyMap: .simulator)
        for (fields, control) in zip(controls, scene.controls) {
            let numbers = fields[2...5].compactMap { Int($0) }
            try #require(numbers.count == 4, "\(fields)")
            #expect(numbers[0] >= 0 && numbers[1] >= 0)
            #expect(numbers[0] + numbers[2] <= Int(native.width) && numbers[1] + numbers[3] <= Int(native.height))
            let centre = Point(
                x: Double(numbers[0]) + Double(numbers[2]) / 2, y: Double(numbers[1]) + Double(numbers[3]) / 2)
            let events = translator.translate(
                .touchDown(slot: 0, panelPoint: centre, at: .zero), scene: scene, isTyping: false, switchesOnly: false)
            _ = translator.translate(.touchUp(slot: 0, at: .zero), scene: scene, isTyping: false, switchesOnly: false)
            guard case .touchBegan(_, let touched, _) = events.first else {
                Issue.record("no touch for \(fields)")
                continue
            }
            #expect(touched == control.id, "\(fields) on \(profile.rotation)")
            // Its size on the panel is the control's, turned.
            let turned =
                rotation.swapsAxes
                ? (control.frame.height, control.frame.width) : (control.frame.width, control.frame.height)
            #expect(abs(Double(numbers[2]) - turned.0) <= 2 && abs(Double(numbers[3]) - turned.1) <= 2)
        }
        #expect(!FileManager.default.fileExists(atPath: path + ".part"))
    }

    @Test func D7_theDevicesPartsDescribeNothingUnlessAsked() throws {
        let profile = try BoardLocation.load("qemu-x86_64", boards: repositoryBoards)
        #expect(RuntimeParts.device(profile: profile, stateDirectory: "/var/lib/brickson").screenDescriptionPath == nil)
    }

    @Test func D7_aDescriptionThatCannotBeWrittenIsLoggedOnceAndHomeIsStillDrawn() throws {
        let path = "/proc/brickson-cannot-write-here/screen"
        let lines = Mutex<[String]>([])
        let (runtime, _) = try Self.started(
            rotation: .none, describing: path, log: { line in lines.withLock { $0.append(line) } })
        defer { runtime.shutdown() }
        let first = try #require(runtime.scene)
        // Another category chosen by touch: another frame, and the description fails again.
        let other = try #require(first.controls.first { $0.id == .category(1) })
        let centre = other.frame.center
        runtime.inject([.touchDown(slot: 0, panelPoint: centre, at: DeviceClock.now())])
        runtime.inject([.touchUp(slot: 0, at: DeviceClock.now())])
        #expect(runtime.scene != first, "Home was drawn again")
        #expect(runtime.state.view.selectedCategory == 1)
        let failures = lines.withLock { $0.filter { $0.hasPrefix("screen description:") } }
        #expect(failures.count == 1, "\(failures)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func D7_theOptionTakesAnAbsoluteFilePathOnly() throws {
        let options = try DeviceCommand.Options(arguments: [
            "--board", "qemu-x86_64", "--describe-screen", "/run/brickson/screen/description",
        ])
        #expect(options.describeScreen == "/run/brickson/screen/description")
        #expect(try DeviceCommand.Options(arguments: ["--board", "qemu-x86_64"]).describeScreen == nil)
        for bad in ["screen.txt", "/run/brickson/screen/"] {
            #expect(throws: RuntimeError.self) {
                try DeviceCommand.Options(arguments: ["--board", "qemu-x86_64", "--describe-screen", bad])
            }
        }
    }
}
