import BoardProfile
import BricksonCore
import BricksonSimulator
import DeviceFakes
import Foundation
import GPIOButtons
import Glibc
import SoundEngine
import SystemdNotify
import Testing

@testable import BricksonRuntime

/// S5: the first Yes after start is as fast as any later one: Yes, No and the emergency phrases are ready to play
/// from the cache (real espeak-ng into memory), and the sound device is open, before systemd is told the device is
/// ready.
@Suite(.serialized) struct ReadinessTests {
    @Test func S5_yesNoTheEmergencyPhrasesAndTheDeviceAreReadyBeforeReady() throws {
        let systemd = NotifySocket()
        let profile = try BoardLocation.load("simulator", boards: repositoryBoards)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brickson-s5-\(UUID().uuidString)")
        let recording = SoundRecording(start: .zero)
        let opens = Record()
        let parts = RuntimeParts(
            profile: profile, stateDirectory: folder.path, display: .none, gpio: NoGPIOChip(), keyMap: .simulator,
            usesLibinput: false,
            sound: SoundConfiguration(device: "recording", mixer: nil, pacing: .clock(speed: 1)),
            openSink: { configuration in
                opens.open()
                return try recording.opener(configuration)
            }, log: { _ in },
            notifier: SystemdNotifier(
                socketPath: systemd.name, watchdogMicroseconds: nil, watchdogProcess: nil, ownProcess: getpid()))
        let runtime = try Runtime(parts: parts)
        defer { runtime.shutdown() }
        let sound = try #require(runtime.sound)
        #expect(!systemd.peekReady())
        try runtime.start()
        #expect(systemd.peekReady(), "ready once start has returned (no display)")
        #expect(sound.isPrepared(text: "Yes") && sound.isPrepared(text: "No"))
        #expect(opens.opened == 1, "the device is open before the first sound")
        for phrase in runtime.state.board.emergency {
            #expect(sound.isPrepared(text: phrase.text, clip: phrase.clip), "\(phrase.text)")
        }
    }
}
