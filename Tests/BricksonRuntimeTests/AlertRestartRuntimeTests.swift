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

        /// A runtime on `folder` with no display and no GPIO chip, its sound recorded, started.
        init(_ folder: String) throws {
            let profile = try BoardLocation.load("simulator", boards: repositoryBoards)
            recording = SoundRecording(start: DeviceClock.now())
            let parts = RuntimeParts(
                profile: profile, stateDirectory: folder, display: .none, gpio: NoGPIOChip(), keyMap: .simulator,
                usesLibinput: false,
                sound: SoundConfiguration(device: "recording", mixer: nil, pacing: .clock(speed: 1)),
                openSink: recording.opener, log: { _ in })
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
        // Get Attention chosen again tries again: the same runtime can still sound it.
        after.runtime.handle([.chosen(.getAttention, at: DeviceClock.now())])
        try after.turn(until: { after.started }, turns: 100)
        #expect(after.started)
    }
}

extension AlertRestartRuntimeTests.Run {
    /// Whether the tone was reported playing.
    var started: Bool { events.contains { if case .toneStarted = $0 { true } else { false } } }
}
