import BoardProfile
import BricksonCore
import DeviceFakes
import EventLoop
import Foundation
import SoundEngine
import SoundMixing
import Testing

@testable import BricksonRuntime

/// A5: the board profile's `audio.cueChannel` and `audio.cueDevice` reach the sound engine, which opens the sound
/// that way: the device's own parts (`brickson run`) for a profile whose devices are ALSA's `file` PCMs, with no
/// panel, no GPIO chip and no input devices, and a cue said as a pointer comes to rest on No.
@Suite(.serialized) struct CueChannelRuntimeTests {
    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
    }

    /// Runs the device's runtime for `profile` with auditory feedback on, says the cue "No", and shuts it down.
    static func sayACue(profile text: String) throws {
        let profile = try BoardProfile.parse(text, file: "b")
        let folder = temporary("brickson-a5")
        var settings = Settings(accessMethod: .headPointing)
        settings.voice.auditoryFeedback = true
        try seedSettings(settings, in: folder)
        var parts = RuntimeParts.device(profile: profile, stateDirectory: folder)
        parts.display = .none
        parts.gpio = NoGPIOChip()
        parts.usesLibinput = false
        parts.typesByLayout = false
        parts.stickFolder = nil
        parts.stickRequestFolder = nil
        parts.updateRequestFolder = nil
        parts.updateStatusFolder = nil
        parts.log = { _ in }
        let runtime = try Runtime(parts: parts)
        defer { runtime.shutdown() }
        var cueFinished = false
        runtime.observer = { event, _ in
            if case .cueFinished? = event { cueFinished = true }
        }
        try runtime.start()
        runtime.handle([.pointerMoved(point: Point(x: 10, y: 10), control: .no, at: DeviceClock.now())])
        var turns = 0
        while !cueFinished && turns < 100 {
            try runtime.loop.runOnce(timeoutMilliseconds: 100)
            turns += 1
        }
        #expect(cueFinished, "the cue was said")
    }

    static func loud(_ sample: Int16) -> Bool { abs(Int(sample)) > Int(SampleMeasures.silenceThreshold) }

    static func samples(_ path: String, skipping header: Int = 0) throws -> [Int16] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return data.dropFirst(header).withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    @Test func A5_aProfileThatGivesTheCueTheLeftEarOpensTheSoundThatWay() throws {
        let main = Self.temporary("main") + ".wav"
        defer { try? FileManager.default.removeItem(atPath: main) }
        try Self.sayACue(profile: "name = X\naudio.device = file:'\(main)',wav\naudio.cueChannel = left")
        let data = try Data(contentsOf: URL(fileURLWithPath: main))
        try #require(data.count > 44, "the device was opened and written")
        let channels = data.withUnsafeBytes { $0.load(fromByteOffset: 22, as: UInt16.self) }
        #expect(channels == 2, "opened with two channels, the cue's ear and the other")
        let samples = try Self.samples(main, skipping: 44)
        let left = stride(from: 0, to: samples.count - 1, by: 2).map { samples[$0] }
        let right = stride(from: 1, to: samples.count, by: 2).map { samples[$0] }
        #expect(left.filter(Self.loud).count > 22050 / 10, "the cue in the left ear")
        #expect(!right.contains(where: Self.loud), "nothing in the right ear: only the cue was said")
    }

    @Test func A5_aProfileWithNoCueChannelOrDeviceOpensOneMonoDeviceWithTheCueInIt() throws {
        let main = Self.temporary("main") + ".wav"
        defer { try? FileManager.default.removeItem(atPath: main) }
        try Self.sayACue(profile: "name = X\naudio.device = file:'\(main)',wav")
        let data = try Data(contentsOf: URL(fileURLWithPath: main))
        try #require(data.count > 44, "the device was opened and written")
        #expect(data.withUnsafeBytes { $0.load(fromByteOffset: 22, as: UInt16.self) } == 1, "mono")
        #expect(try Self.samples(main, skipping: 44).filter(Self.loud).count > 22050 / 10, "the cue with speech")
    }

    @Test func A5_aProfileThatNamesACueDeviceOpensItForTheCue() throws {
        let main = Self.temporary("main") + ".raw"
        let earpiece = Self.temporary("earpiece") + ".raw"
        defer {
            try? FileManager.default.removeItem(atPath: main)
            try? FileManager.default.removeItem(atPath: earpiece)
        }
        try Self.sayACue(
            profile: "name = X\naudio.device = file:'\(main)',raw\naudio.cueDevice = file:'\(earpiece)',raw")
        #expect(FileManager.default.fileExists(atPath: main), "the main device was opened")
        let cue = try Self.samples(earpiece)
        #expect(cue.filter(Self.loud).count > 22050 / 10, "the cue on its own device")
        let room = (try? Self.samples(main)) ?? []
        #expect(!room.contains(where: Self.loud), "the room heard no cue")
    }
}
