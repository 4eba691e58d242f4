import ALSAOutput
import BricksonCore
import BricksonTestSupport
import Foundation
import SoundEngine
import SoundMixing

/// Collects what an engine reports and lets a test wait for an event (with a generous safety limit, never a
/// timing assertion).
final class Recorder: @unchecked Sendable {
    private let condition = NSCondition()
    private var _events: [Event] = []
    private var _warnings: [String] = []

    var events: [Event] { condition.withLock { _events } }
    var warnings: [String] { condition.withLock { _warnings } }

    func record(_ event: Event) {
        condition.withLock {
            _events.append(event)
            condition.broadcast()
        }
    }

    func warn(_ text: String) {
        condition.withLock {
            _warnings.append(text)
            condition.broadcast()
        }
    }

    /// Waits until `matches` holds for the events so far; false if it never did within `limit` seconds.
    @discardableResult
    func wait(limit: Double = 20, until matches: ([Event]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        condition.lock()
        defer { condition.unlock() }
        while !matches(_events) {
            if !condition.wait(until: deadline) { return matches(_events) }
        }
        return true
    }

    func waitFor(_ event: (Event) -> Bool, limit: Double = 20) -> Bool {
        wait(limit: limit) { $0.contains(where: event) }
    }
}

/// An engine writing to ALSA's `file` PCM (raw mono S16 at 22050 Hz, through the `null` PCM), paced at `speed`
/// times real time.
struct FileEngine {
    let engine: SoundEngine
    let recorder: Recorder
    let path: String
    let gate: WriteGate?

    init(
        speed: Double = 4, voice: VoiceSettings = FileEngine.voice, clips: String = "clips", gate: WriteGate? = nil,
        residentClipSamples: Int? = nil, residentSpeechSamples: Int? = nil
    ) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("brickson-\(UUID().uuidString).raw").path
        let recorder = Recorder()
        self.recorder = recorder
        self.gate = gate
        var configuration = SoundConfiguration(
            device: "file:'\(path)',raw", mixer: nil, clipsFolder: clips, pacing: .clock(speed: speed))
        if let residentClipSamples { configuration.residentClipSamples = residentClipSamples }
        if let residentSpeechSamples { configuration.residentSpeechSamples = residentSpeechSamples }
        engine = try SoundEngine(
            configuration: configuration,
            voice: voice, report: { recorder.record($0) }, warn: { recorder.warn($0) },
            openSink: gate?.opener(openALSASink) ?? openALSASink)
    }

    /// Full speech volume so the written samples equal the synthesised ones.
    static let voice = VoiceSettings(volume: 1, alertVolume: 0.9)

    /// Shuts the engine down (closing the PCM) and reads what was written (nothing if the device never opened).
    func finish() throws -> [Int16] {
        gate?.release()
        engine.shutdown()
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }
}

func started(_ id: Int) -> (Event) -> Bool {
    { if case .speechStarted(id, _) = $0 { true } else { false } }
}

func finished(_ id: Int) -> (Event) -> Bool {
    { if case .speechFinished(id, _) = $0 { true } else { false } }
}

func cutOff(_ id: Int) -> (Event) -> Bool {
    { if case .speechCutOff(id, _) = $0 { true } else { false } }
}

let isToneStarted: @Sendable (Event) -> Bool = { if case .toneStarted = $0 { true } else { false } }
let isToneLost: @Sendable (Event) -> Bool = { if case .toneLost = $0 { true } else { false } }
let isToneFailed: @Sendable (Event) -> Bool = { if case .toneFailed = $0 { true } else { false } }

/// The span from the first to the last audible sample, in samples; 0 when silent.
func audibleSpan(_ samples: [Int16]) -> Int {
    let loud: (Int16) -> Bool = { $0 > SampleMeasures.silenceThreshold || $0 < -SampleMeasures.silenceThreshold }
    guard let first = samples.firstIndex(where: loud), let last = samples.lastIndex(where: loud) else { return 0 }
    return last - first + 1
}

/// Where `needle` occurs in `haystack`, exactly; nil if it does not.
func find(_ needle: ArraySlice<Int16>, in haystack: [Int16]) -> Int? {
    guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
    let first = needle.first!
    for start in 0...(haystack.count - needle.count) where haystack[start] == first {
        if haystack[start..<start + needle.count].elementsEqual(needle) { return start }
    }
    return nil
}

/// Waits until `engine` has `text` ready to play at once; false if it never was within `limit` seconds.
func waitPrepared(_ engine: SoundEngine, _ text: String, limit: Double = 30) -> Bool {
    let deadline = Date().addingTimeInterval(limit)
    while !engine.isPrepared(text: text) {
        if Date() > deadline { return false }
        Thread.sleep(forTimeInterval: 0.005)
    }
    return true
}

/// A board of a few phrases, for preparing the cache.
func board(_ texts: [String]) -> Board {
    Board(
        categories: [
            Category(
                id: "test", name: "Test",
                phrases: texts.enumerated().map { Phrase(id: "p\($0.offset)", text: $0.element) })
        ], emergency: [])
}
