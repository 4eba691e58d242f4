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
    /// A runtime on a German board (or `board`, with `settings` kept in the store beforehand), `before` done with
    /// it, Type opened by a touch, then Y, Z and the ß key typed as key codes.
    static func typed(
        byLayout: Bool, board: Board = StarterContent.board(for: LanguageTag("de")!), settings: Settings? = nil,
        before: (Runtime) throws -> Void = { _ in }
    ) throws -> (message: String, log: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brickson-xkb-\(UUID())").path
        if let settings { try seedSettings(settings, in: folder) }
        try seedBoard(board, in: folder)
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
        try before(runtime)
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

    /// Touches the control labelled `label` (or with `id`) on the screen the runtime shows.
    static func tap(_ runtime: Runtime, _ label: String? = nil, id: ControlID? = nil) throws {
        let control = try #require(
            runtime.scene?.controls.first { (label == nil || $0.label == label) && (id == nil || $0.id == id) },
            "\(label ?? "") on \(runtime.scene?.controls.map(\.label) ?? [])")
        runtime.inject([.touchDown(slot: 0, panelPoint: control.frame.center, at: DeviceClock.now())])
        runtime.inject([.touchUp(slot: 0, at: DeviceClock.now())])
    }

    static let touch = Settings(accessMethod: .touch, familySetupCheckedDay: 20_000)

    /// On an English board, Settings > Text and Display > USB keyboard stepped from "Same as the board" to
    /// "Deutsch (QWERTZ)" by touch: the runtime's keymap is German's from then on, and the choice is in the store.
    @Test func L3_aLayoutChosenInSettingsTypesAtOnceOnABoardOfAnotherLanguage() throws {
        var rows: [String] = []
        let (message, log) = try Self.typed(byLayout: true, board: StarterContent.board, settings: Self.touch) {
            runtime in
            try Self.tap(runtime, id: .settings)
            try Self.tap(runtime, "Text and Display")
            func row() throws -> SceneControl {
                try #require(runtime.scene?.controls.first { $0.label.hasPrefix("USB keyboard: ") })
            }
            rows.append(try row().label)
            guard case .settingsRow(let index) = try row().id else {
                Issue.record("the USB keyboard row is not a Settings row")
                return
            }
            for _ in 0..<4 {
                try Self.tap(runtime, id: .stepUp(index))
                rows.append(try row().label)
            }
            try Self.tap(runtime, id: .backToTalking)
        }
        #expect(
            rows == [
                "USB keyboard: Same as the board", "USB keyboard: English (US, QWERTY)",
                "USB keyboard: Español (QWERTY)",
                "USB keyboard: Français (AZERTY)", "USB keyboard: Deutsch (QWERTZ)",
            ])
        #expect(message == "zyßZ", "\(log)")
        // Each layout was compiled as it was chosen, before any key (US was the English board's already).
        #expect(
            log.filter { $0.hasPrefix("keyboard:") } == [
                "keyboard: typing by the es layout", "keyboard: typing by the fr layout",
                "keyboard: typing by the de layout",
            ])
    }

    /// The choice kept in the real SQLite store, as Settings saved it, is the keymap's after a restart.
    @Test func L3_C2_theChosenLayoutSurvivesARestart() throws {
        var settings = Self.touch
        settings.usbKeyboardLayout = USBKeyboardLayout.named("de")
        let (message, log) = try Self.typed(byLayout: true, board: StarterContent.board, settings: settings)
        #expect(message == "zyßZ", "\(log)")
        // Without the choice the English board's keyboard is US.
        #expect(try Self.typed(byLayout: true, board: StarterContent.board, settings: Self.touch).message == "yz-Y")
    }
}
