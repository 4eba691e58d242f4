import ALSAOutput
import BoardProfile
import BricksonCore
import BricksonSimulator
import DeviceFakes
import Foundation
import GPIOButtons
import Glibc
import SoundEngine
import Testing

@testable import BricksonRuntime

/// A mixer that wakes the loop through a pipe, as alsa-lib's control descriptor does when `amixer` changes it.
final class PipeMixer: VolumeWatching {
    let pipe: [Int32]
    var low = false
    var gone = false
    var reads = 0

    init() {
        var ends: [Int32] = [0, 0]
        _ = Glibc.pipe(&ends)
        // alsa-lib's snd_mixer_handle_events never blocks: nor does this read.
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        pipe = ends
    }

    deinit {
        close(pipe[0])
        close(pipe[1])
    }

    var descriptors: [Int32] { [pipe[0]] }

    /// The mixer changes: the next reading says `low`, and the descriptor becomes readable.
    func change(low: Bool) {
        self.low = low
        var byte: UInt8 = 1
        _ = write(pipe[1], &byte, 1)
    }

    func isLow() throws(ALSAError) -> Bool {
        reads += 1
        var buffer = [UInt8](repeating: 0, count: 16)
        _ = read(pipe[0], &buffer, buffer.count)
        if gone { throw ALSAError(call: "snd_mixer_handle_events hw:9", code: -19) }
        return low
    }
}

/// What the runtime logged and how often it opened the mixer.
final class Record: @unchecked Sendable {
    private let lock = NSLock()
    private var _opened = 0
    private var _lines: [String] = []
    var opened: Int { lock.withLock { _opened } }
    var lines: [String] { lock.withLock { _lines } }
    func open() { lock.withLock { _opened += 1 } }
    func log(_ line: String) { lock.withLock { _lines.append(line) } }
}

/// S4, G7: the output's mixer is watched on the loop, not polled: a mute reaches the status line on the loop turn
/// its descriptor wakes, and a mixer that goes is unwatched.
@Suite(.serialized) struct VolumeWatchTests {
    static func runtime(mixer: PipeMixer?, record: Record) throws -> Runtime {
        let profile = try BoardLocation.load("simulator", boards: repositoryBoards)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brickson-s4-\(UUID().uuidString)")
        let recording = SoundRecording(start: .zero)
        var parts = RuntimeParts(
            profile: profile, stateDirectory: folder.path, display: .none, gpio: NoGPIOChip(), keyMap: .simulator,
            usesLibinput: false,
            sound: SoundConfiguration(
                device: "recording", mixer: mixer == nil ? nil : ("hw:9", "Master"), pacing: .clock(speed: 1)),
            openSink: recording.opener, log: { record.log($0) })
        nonisolated(unsafe) let given = mixer
        parts.openVolumeWatch = { (_: String, _: String) throws(ALSAError) -> any VolumeWatching in
            record.open()
            guard let given else { throw ALSAError(call: "snd_mixer_attach", code: -2) }
            return given
        }
        let runtime = try Runtime(parts: parts)
        try runtime.start()
        return runtime
    }

    /// Turns the loop until `done` holds (each turn waits for a descriptor, at most a second), at most `turns` times.
    static func turn(_ runtime: Runtime, until done: () -> Bool, turns: Int = 20) throws {
        var left = turns
        while !done() && left > 0 {
            try runtime.loop.runOnce(timeoutMilliseconds: 1000)
            left -= 1
        }
    }

    @Test func S4_aMuteWakesTheLoopAndShowsOnTheStatusLineWithNoTimer() throws {
        let mixer = PipeMixer()
        let runtime = try Self.runtime(mixer: mixer, record: Record())
        defer { runtime.shutdown() }
        #expect(mixer.reads == 1, "read once at start")
        // The simulator board names buttons this runtime has no chip for, so "Buttons not working" may hold the line
        // above the volume warning (H9): what is asked here is whether the volume warning is active.
        #expect(!runtime.state.activeWarnings.contains(.volumeLow))
        #expect(runtime.loop.isWatching(mixer.pipe[0]), "the mixer's descriptor is on the loop")

        mixer.change(low: true)
        try Self.turn(runtime, until: { runtime.state.activeWarnings.contains(.volumeLow) })
        #expect(runtime.state.activeWarnings.contains(.volumeLow))
        #expect(mixer.reads == 2, "read because its descriptor woke the loop, not by a timer")

        mixer.change(low: false)
        try Self.turn(runtime, until: { !runtime.state.activeWarnings.contains(.volumeLow) })
        #expect(!runtime.state.activeWarnings.contains(.volumeLow), "turned up again: the warning goes")
    }

    @Test func G7_aMixerThatGoesIsUnwatchedAndSaidOnce() throws {
        let mixer = PipeMixer()
        let record = Record()
        let runtime = try Self.runtime(mixer: mixer, record: record)
        defer { runtime.shutdown() }
        mixer.gone = true
        mixer.change(low: true)
        try Self.turn(runtime, until: { !runtime.loop.isWatching(mixer.pipe[0]) })
        #expect(!runtime.loop.isWatching(mixer.pipe[0]), "a gone mixer cannot spin the loop")
        #expect(record.lines.filter { $0.contains("mixer is gone") }.count == 1)
    }

    @Test func S4_anOutputWithNoMixerOpensNone() throws {
        let record = Record()
        let runtime = try Self.runtime(mixer: nil, record: record)
        defer { runtime.shutdown() }
        #expect(record.opened == 0, "HDMI under KMS and the recording have no mixer to watch")
        #expect(!runtime.state.activeWarnings.contains(.volumeLow))
    }
}
