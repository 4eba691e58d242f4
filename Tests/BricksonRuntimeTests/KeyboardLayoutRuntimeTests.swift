import BoardProfile
import BricksonCommands
import BricksonCore
import BricksonRuntime
import BricksonSimulator
import DeviceFakes
import DeviceValues
import EventLoop
import Foundation
import SoundEngine
import Synchronization
import Testing

/// L3 through the runtime's own input path: on the device a USB keyboard types by the layout of the board's
/// language (a real libxkbcommon keymap); the simulator keeps the US table its scripts are written in.
@Suite(.serialized) struct KeyboardLayoutRuntimeTests {
    /// A runtime on a German board, Type opened by a touch, then Y, Z and the ß key typed as key codes.
    static func typed(byLayout: Bool) throws -> (message: String, log: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brickson-xkb-\(UUID())").path
        try seedBoard(StarterContent.board(for: LanguageTag("de")!), in: folder)
        let profile = try BoardLocation.load("simulator", boards: repositoryBoards)
        let lines = Mutex<[String]>([])
        let recording = SoundRecording(start: .zero)
        var parts = RuntimeParts(
            profile: profile, stateDirectory: folder,
            display: .given(ScreenDescriptionTests.Panel(SimulateCommand.simulatorScreen(profile))),
            gpio: NoGPIOChip(), keyMap: .device, usesLibinput: false,
            sound: SoundConfiguration(device: "recording", mixer: nil, pacing: .clock(speed: 1)),
            openSink: recording.opener, log: { line in lines.withLock { $0.append(line) } })
        parts.typesByLayout = byLayout
        let runtime = try Runtime(parts: parts)
        try runtime.start()
        defer { runtime.shutdown() }
        let type = try #require(runtime.scene?.controls.first { $0.id == .type })
        runtime.inject([.touchDown(slot: 0, panelPoint: type.frame.center, at: DeviceClock.now())])
        runtime.inject([.touchUp(slot: 0, at: DeviceClock.now())])
        #expect(runtime.state.isTyping)
        for code: UInt32 in [21, 44, 12] {
            runtime.inject([.key(code: code, pressed: true, at: DeviceClock.now())])
            runtime.inject([.key(code: code, pressed: false, at: DeviceClock.now())])
        }
        // Shift held: the Y key types a capital Z.
        runtime.inject([.key(code: KeyCodes.leftShift, pressed: true, at: DeviceClock.now())])
        runtime.inject([.key(code: 21, pressed: true, at: DeviceClock.now())])
        runtime.inject([.key(code: 21, pressed: false, at: DeviceClock.now())])
        runtime.inject([.key(code: KeyCodes.leftShift, pressed: false, at: DeviceClock.now())])
        return (runtime.state.message, lines.withLock { $0 })
    }

    @Test func L3_onTheDeviceAUSBKeyboardTypesByTheBoardLanguagesLayout() throws {
        let (message, log) = try Self.typed(byLayout: true)
        #expect(message == "zyßZ", "\(log)")
        #expect(!log.contains { $0.hasPrefix("keyboard:") }, "a layout that compiles says nothing: \(log)")
    }

    @Test func L3_theSimulatorKeepsTheUSTableItsScriptsAreWrittenIn() throws {
        #expect(try Self.typed(byLayout: false).message == "yz-Y")
    }
}
