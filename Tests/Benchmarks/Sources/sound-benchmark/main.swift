// Measures the sound engine on this machine: from a choice entering the engine (`perform(.speak)`) to the first
// audible sample handed to ALSA, for a prepared phrase, a typed message of ten words and recorded clips past the
// ready budget (decoded when chosen and streamed); the configured buffer latency; and CPU use while the tone plays
// and while idle. Run: swift run -c release --package-path Tests/Benchmarks sound-benchmark
import ALSAOutput
import BricksonCore
import CSndfile
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
/// A clip of `seconds` of a 300 Hz tone at `rate` in `channels`, written as `format` (libsndfile) into `folder`.
func writeClip(_ name: String, in folder: String, seconds: Int, rate: Int, channels: Int, format: Int32) -> String {
    var info = SF_INFO()
    info.samplerate = Int32(rate)
    info.channels = Int32(channels)
    info.format = format | Int32(SF_FORMAT_PCM_16)
    guard let handle = sf_open(folder + "/" + name, Int32(SFM_WRITE), &info) else {
        fatalError("cannot write \(folder)/\(name)")
    }
    let total = seconds * rate
    var frame = 0
    while frame < total {
        let count = min(4096, total - frame)
        var chunk = [Int16](repeating: 0, count: count * channels)
        for index in 0..<count {
            let value = Int16(sin(2 * Double.pi * 300 * Double(frame + index) / Double(rate)) * 12000)
            for channel in 0..<channels { chunk[index * channels + channel] = value }
        }
        _ = chunk.withUnsafeMutableBufferPointer { sf_writef_short(handle, $0.baseAddress, sf_count_t(count)) }
        frame += count
    }
    sf_close(handle)
    return name
}

// The longest clips a board may carry (120 s), as a WAV at 48 kHz in stereo and a FLAC at 44.1 kHz: not in the
// cache, as a clip past the ready budget is not, so each choice decodes and streams it (S2, D8). Their phrases have
// no words, so a clip that did not play would give no audible sample at all rather than speech.
let clips = NSTemporaryDirectory() + "sound-benchmark-\(getpid())"
try FileManager.default.createDirectory(atPath: clips, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: clips) }
let longWAV = writeClip("long.wav", in: clips, seconds: 120, rate: 48000, channels: 2, format: Int32(SF_FORMAT_WAV))
let longFLAC = writeClip(
    "long.flac", in: clips, seconds: 120, rate: 44100, channels: 2, format: Int32(SF_FORMAT_FLAC))

let configuration = SoundConfiguration(
    device: "null", mixer: nil, clipsFolder: clips, pacing: .clock(speed: 1), realtimePriority: 20)
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

func measure(_ count: Int, text: (Int) -> String, source: Utterance.Source, clip: String? = nil) -> [Double] {
    var latencies: [Double] = []
    for run in 0..<count {
        device.arm()
        let start = SoundEngine.now()
        engine.speak(Utterance(id: run, text: text(run), source: source, clip: clip))
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
let streamedWAV = measure(runs / 4, text: { _ in "" }, source: .phrase(id: "clip-wav"), clip: longWAV)
let streamedFLAC = measure(runs / 4, text: { _ in "" }, source: .phrase(id: "clip-flac"), clip: longFLAC)

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
print(row("A 120 s clip past the ready budget, WAV 48 kHz stereo", streamedWAV))
print(row("A 120 s clip past the ready budget, FLAC 44.1 kHz stereo", streamedFLAC))
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
