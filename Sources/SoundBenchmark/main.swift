// Measures the sound engine on this machine: from a choice entering the engine (`perform(.speak)`) to the first
// audible sample handed to ALSA, for a prepared phrase and a typed message of ten words; the configured buffer
// latency; and CPU use while the tone plays and while idle. Run: swift run -c release sound-benchmark
import ALSAOutput
import BricksonCore
import Foundation
import SoundEngine
import SoundMixing

/// The `null` PCM behind a sink that notes when the first audible sample after `arm()` is handed to ALSA.
final class MeasuringDevice: @unchecked Sendable {
    private let condition = NSCondition()
    private var armed = false
    private var firstAudible: Instant?
    private(set) var buffer: (frames: Int, rate: Int) = (0, 0)

    func open(_ configuration: SoundConfiguration) throws -> any AudioSink {
        let pcm = try PCMPlayback(
            device: "null", sampleRate: configuration.sampleRate, periodFrames: configuration.periodFrames,
            bufferFrames: configuration.bufferFrames)
        buffer = (pcm.bufferFrames, pcm.sampleRate)
        return Sink(pcm: pcm, device: self)
    }

    func arm() {
        condition.withLock {
            armed = true
            firstAudible = nil
        }
    }

    func waitForAudible() -> Instant? {
        condition.withLock {
            let deadline = Date().addingTimeInterval(5)
            while firstAudible == nil { if !condition.wait(until: deadline) { break } }
            armed = false
            return firstAudible
        }
    }

    fileprivate func handing(_ samples: UnsafeBufferPointer<Int16>) {
        condition.withLock {
            guard armed, firstAudible == nil, SampleMeasures.firstAudible(samples) != nil else { return }
            firstAudible = SoundEngine.now()
            condition.signal()
        }
    }

    final class Sink: AudioSink {
        let pcm: PCMPlayback
        let device: MeasuringDevice
        init(pcm: PCMPlayback, device: MeasuringDevice) {
            self.pcm = pcm
            self.device = device
        }
        var sampleRate: Int { pcm.sampleRate }
        var periodFrames: Int { pcm.periodFrames }
        var bufferFrames: Int { pcm.bufferFrames }
        func write(_ samples: UnsafeBufferPointer<Int16>) -> WriteOutcome {
            device.handing(samples)
            return pcm.write(samples)
        }
        func prepare() -> ALSAError? { pcm.prepare() }
        func drain() { pcm.drain() }
    }
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[Int((Double(sorted.count - 1) * p).rounded())]
}

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
        + Double(usage.ru_stime.tv_usec) / 1e6
}

let arguments = CommandLine.arguments
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 200
let device = MeasuringDevice()
let configuration = SoundConfiguration(device: "null", mixer: nil, pacing: .clock(speed: 1), realtimePriority: 20)
let engine = try SoundEngine(
    configuration: configuration, voice: VoiceSettings(), report: { _ in }, warn: { print("warning:", $0) },
    openSink: { try device.open($0) })
let board = StarterContent.board
let preparing = SoundEngine.now()
engine.prepare(board: board, voice: VoiceSettings())
for phrase in board.emergency + board.categories.flatMap(\.phrases) {
    while !engine.isPrepared(text: phrase.text, clip: phrase.clip) { Thread.sleep(forTimeInterval: 0.005) }
}
let preparation = SoundEngine.now() - preparing

func measure(_ count: Int, text: (Int) -> String, source: Utterance.Source) -> [Double] {
    var latencies: [Double] = []
    for run in 0..<count {
        device.arm()
        let start = SoundEngine.now()
        engine.speak(Utterance(id: run, text: text(run), source: source))
        if let heard = device.waitForAudible() { latencies.append((heard - start).milliseconds) }
        engine.stopSpeech()
        // Let the engine fall idle, so each choice wakes it from sleep as a real press would.
        Thread.sleep(forTimeInterval: 0.03)
    }
    return latencies
}

let cachedText = StarterContent.board.categories[0].phrases[0].text
let cached = measure(runs, text: { _ in cachedText }, source: .phrase(id: "first"))
let words = ["water", "blanket", "family", "doctor", "pillow", "window", "music", "glasses", "phone", "light"]
let typed = measure(
    runs / 2, text: { "Please bring my \(words[$0 % 10]) and tell my daughter I am fine today" }, source: .message)

engine.startTone()
Thread.sleep(forTimeInterval: 0.5)
var before = cpuSeconds()
Thread.sleep(forTimeInterval: 5)
let toneCPU = (cpuSeconds() - before) / 5 * 100
engine.stopTone()
Thread.sleep(forTimeInterval: 0.5)
before = cpuSeconds()
Thread.sleep(forTimeInterval: 5)
let idleCPU = (cpuSeconds() - before) / 5 * 100
engine.shutdown()

func row(_ name: String, _ values: [Double]) -> String {
    String(
        format: "| %@ | %d | %.2f ms | %.2f ms | %.2f ms |", name, values.count, percentile(values, 0.5),
        percentile(values, 0.99), values.max() ?? 0)
}
print("| From perform(.speak) to the first audible sample handed to ALSA | runs | p50 | p99 | max |")
print("|---|---|---|---|---|")
print(row("Prepared phrase (\"\(cachedText)\")", cached))
print(row("Typed message of 10 words", typed))
print(
    String(
        format: "\nALSA buffer: %d frames at %d Hz = %.1f ms (period %d frames = %.1f ms)", device.buffer.frames,
        device.buffer.rate, Double(device.buffer.frames) / Double(device.buffer.rate) * 1000,
        configuration.periodFrames, Double(configuration.periodFrames) / Double(configuration.sampleRate) * 1000))
print(String(format: "CPU while the tone plays: %.2f %% of one core", toneCPU))
print(
    String(
        format: "Preparing the starter board (%d sounds, Yes and No included): %.0f ms", engine.preparedCount,
        preparation.milliseconds))
print(String(format: "CPU while idle: %.3f %% of one core", idleCPU))
