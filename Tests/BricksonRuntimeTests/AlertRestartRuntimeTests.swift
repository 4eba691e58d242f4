import BoardProfile
import BricksonCore
import BricksonSimulator
import DeviceFakes
import EventLoop
import Foundation
import SoundEngine
import SoundMixing
import Testing

@testable import BricksonRuntime

/// G6 across a restart of the whole runtime: Brickson stopped while the Get Attention tone sounds, and started again
/// on the same data partition, never starts the tone by itself.
@Suite(.serialized) struct AlertRestartRuntimeTests {
    /// What one run of the runtime asked for, and the sound it made.
    final class Run {
        let runtime: Runtime
        let recording: SoundRecording
        var effects: [Effect] = []
        var events: [Event] = []

        /// A runtime on `folder` with no display and no GPIO chip, its sound recorded (or, with `noSoundDevice`,
        /// a sound device that cannot be opened), started.
        init(_ folder: String, noSoundDevice: Bool = false) throws {
            let profile = try BoardLocation.load("simulator", boards: repositoryBoards)
            recording = SoundRecording(start: DeviceClock.now())
            let opener: SinkOpener = { _ in throw NoSoundDevice() }
            let parts = RuntimeParts(
                profile: profile, stateDirectory: folder, display: .none, gpio: NoGPIOChip(), keyMap: .simulator,
                usesLibinput: false,
                sound: SoundConfiguration(device: "recording", mixer: nil, pacing: .clock(speed: 1)),
                openSink: noSoundDevice ? opener : recording.opener, log: { _ in })
            runtime = try Runtime(parts: parts)
            runtime.observer = { [unowned self] event, effect in
                if let event { events.append(event) }
                if let effect { effects.append(effect) }
            }
            try runtime.start()
        }

        /// Turns the loop until `done` holds, at most `turns` times (each waits at most 50 ms for a descriptor).
        func turn(until done: () -> Bool = { false }, turns: Int) throws {
            var left = turns
            while !done() && left > 0 {
                try runtime.loop.runOnce(timeoutMilliseconds: 50)
                left -= 1
            }
        }

        /// Samples of the recording that are not silence.
        var audible: Int {
            recording.track.filter { abs(Int($0)) > Int(SampleMeasures.silenceThreshold) }.count
        }
    }

    @Test func G6_aRestartNeverStartsTheTone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brickson-g6-\(UUID())").path
        // Given the tone sounding...
        let before = try Run(folder)
        before.runtime.handle([.chosen(.getAttention, at: DeviceClock.now())])
        try before.turn(until: { before.started }, turns: 100)
        #expect(before.started, "the tone sounded")
        #expect(before.runtime.state.view.stopShowing)
        try before.turn(turns: 4)
        #expect(before.audible > 0, "the tone was heard")
        // ...when Brickson is stopped in the middle of the alert and started again on the same data partition...
        before.runtime.shutdown()
        let after = try Run(folder)
        defer { after.runtime.shutdown() }
        try after.turn(turns: 10)
        // ...then nothing asks for the tone, nothing sounds, Stop does not show and the nurse call stays off.
        #expect(!after.effects.contains(.startTone), "\(after.effects)")
        #expect(!after.effects.contains(.setNurseCall(true)))
        #expect(!after.events.contains { if case .toneStarted = $0 { true } else { false } })
        #expect(!after.runtime.state.view.stopShowing)
        #expect(after.audible == 0, "silence after the restart")
        // The line says the alert was cut, from the start and with no press (G6, D5).
        #expect(after.events.contains { if case .restartedDuringAlert = $0 { true } else { false } })
        #expect(after.runtime.state.statusLine == "Alert stopped")
        // Get Attention chosen again tries again: the same runtime can still sound it.
        after.runtime.handle([.chosen(.getAttention, at: DeviceClock.now())])
        try after.turn(until: { after.started }, turns: 100)
        #expect(after.started)
        #expect(after.runtime.state.statusLine == "Sounding")
    }

    @Test func G6_aStopBeforeTheRestartLeavesNothingToSay() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brickson-g6-\(UUID())").path
        let before = try Run(folder)
        before.runtime.handle([.chosen(.getAttention, at: DeviceClock.now())])
        try before.turn(until: { before.started }, turns: 100)
        before.runtime.handle([.chosen(.stop, at: DeviceClock.now())])
        try before.turn(turns: 4)
        before.runtime.shutdown()
        let after = try Run(folder)
        defer { after.runtime.shutdown() }
        try after.turn(turns: 10)
        #expect(!after.events.contains { if case .restartedDuringAlert = $0 { true } else { false } })
        // (No GPIO chip here: "Buttons not working" may show; nothing about the alert does.)
        #expect(!after.runtime.state.activeWarnings.contains(.alertStopped))
    }

    @Test func H9_noSoundDeviceShowsOnTheStatusLineFromTheStart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brickson-h9-\(UUID())").path
        let run = try Run(folder, noSoundDevice: true)
        defer { run.runtime.shutdown() }
        try run.turn(until: { run.runtime.state.activeWarnings.contains(.noSound) }, turns: 100)
        // No press: the start's own opening of the device found it missing. (No GPIO chip here either, so
        // "Buttons not working", which ranks above it, holds the line: "No sound" waits under it.)
        #expect(run.runtime.state.activeWarnings.contains(.noSound))
        #expect(run.runtime.state.activeWarnings.first == .buttonsNotWorking)
        #expect(!run.events.contains { if case .chosen = $0 { true } else { false } })
    }
}

/// A sound device that cannot be opened.
struct NoSoundDevice: Error {}

extension AlertRestartRuntimeTests.Run {
    /// Whether the tone was reported playing.
    var started: Bool { events.contains { if case .toneStarted = $0 { true } else { false } } }
}
