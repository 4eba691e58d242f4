import ALSAOutput
import BricksonCore
import EspeakVoice
import Foundation
import RecordedClips
import SoundMixing

/// The synthesis thread: speaks what is not cached yet (streaming chunks to the audio thread as espeak-ng makes
/// them), fills the cache ahead of time (S2), loads recorded clips and reads the mixer. Work asked for by a
/// choice always goes before preparing the cache, and interrupts it.
final class SynthesisWorker: @unchecked Sendable {
    enum Job {
        case stream(SpeechStream, text: String, clip: String?)
        case prepare([CacheKey], voice: VoiceSettings)
        case checkVolume
    }

    weak var engine: SoundEngine?
    private let synthesizer: SpeechSynthesizer
    private let configuration: SoundConfiguration
    private let condition = NSCondition()
    private var urgent: [Job] = []
    private var pending: [CacheKey] = []
    private var voice = VoiceSettings()
    private var stopping = false
    private var finished = false
    /// The voice for the job at hand; only the synthesis thread uses it.
    private var speechVoice = SpeechVoice(name: "en-us", rate: 150, pitch: 50)

    init(synthesizer: SpeechSynthesizer, configuration: SoundConfiguration) {
        self.synthesizer = synthesizer
        self.configuration = configuration
    }

    func start(voice: VoiceSettings) {
        self.voice = voice
        let thread = Thread { [self] in
            run()
            condition.lock()
            finished = true
            condition.broadcast()
            condition.unlock()
        }
        thread.name = "brickson-speech"
        thread.start()
    }

    func enqueue(_ job: Job) {
        condition.lock()
        switch job {
        case .stream, .checkVolume: urgent.append(job)
        case .prepare(let items, let newVoice):
            pending = items
            voice = newVoice
        }
        condition.signal()
        condition.unlock()
    }

    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        while !finished { condition.wait() }
        condition.unlock()
    }

    private var hasUrgentWork: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !urgent.isEmpty || stopping
    }

    private func run() {
        var cachedVoice: VoiceSettings?
        while true {
            condition.lock()
            while urgent.isEmpty && pending.isEmpty && !stopping { condition.wait() }
            if stopping {
                condition.unlock()
                return
            }
            let job = urgent.isEmpty ? nil : urgent.removeFirst()
            let item = pending.first
            let wanted = voice
            condition.unlock()
            speechVoice = SpeechVoice(name: wanted.voice, rate: wanted.rate, pitch: wanted.pitch)
            if let job {
                perform(job)
                continue
            }
            guard let item else { continue }
            if cachedVoice.map({ !sameSpeech($0, wanted) }) ?? true {
                engine?.withLock { $0.cache.removeAll() }
                cachedVoice = wanted
            }
            if engine?.withLock({ $0.cache[item] }) == nil, let samples = render(item) {
                engine?.withLock { $0.cache[item] = samples }
            } else if hasUrgentWork {
                continue
            }
            condition.lock()
            if pending.first == item && voice == wanted { pending.removeFirst() }
            condition.unlock()
        }
    }

    private func perform(_ job: Job) {
        switch job {
        case .stream(let stream, let text, let clip):
            if let clip, let samples = loadClip(clip) {
                engine?.withLock { _ in
                    stream.samples = samples
                    stream.isComplete = true
                }
                return
            }
            streamSynthesis(of: text, into: stream)
        case .checkVolume: checkVolume()
        case .prepare: break
        }
    }

    /// Synthesises `text` chunk by chunk into `stream`: playback starts with the first chunk (S2, S5).
    private func streamSynthesis(of text: String, into stream: SpeechStream) {
        var resampler = Resampler(from: synthesizer.sampleRate, to: configuration.sampleRate)
        var trimmer = LeadingSilenceTrimmer(keep: configuration.sampleRate / 200)
        do {
            try synthesizer.synthesize(text, voice: speechVoice, warning: warnVoice) { chunk in
                let samples = trimmer.process(resampler.process(Array(chunk)))
                return engine?.withLock { _ -> Bool in
                    guard !stream.cancelled else { return false }
                    stream.samples.append(contentsOf: samples)
                    return true
                } ?? false
            }
            engine?.withLock { _ in stream.isComplete = true }
        } catch {
            engine?.warn("Speech could not be synthesised: \(error).")
            engine?.withLock { _ in stream.failed = true }
        }
    }

    /// The samples for one cache entry: its clip if it plays, else synthesis; nil when interrupted by a choice.
    private func render(_ item: CacheKey) -> [Int16]? {
        if let clip = item.clip, let samples = loadClip(clip) { return samples }
        var resampler = Resampler(from: synthesizer.sampleRate, to: configuration.sampleRate)
        var samples: [Int16] = []
        do {
            let complete = try synthesizer.synthesize(item.text, voice: speechVoice, warning: warnVoice) { chunk in
                samples += resampler.process(Array(chunk))
                return !hasUrgentWork
            }
            guard complete else { return nil }
        } catch {
            engine?.warn("\"\(item.text)\" could not be synthesised ahead of time: \(error).")
            return nil
        }
        return SampleMeasures.trimmingLeadingSilence(samples, keep: configuration.sampleRate / 200)
    }

    /// A recorded clip at the output rate; a clip that cannot play is refused with a warning (nil: synthesise).
    private func loadClip(_ name: String) -> [Int16]? {
        guard !name.isEmpty, !name.contains("/"), name != "..", name != "." else {
            engine?.warn("The recorded clip name \"\(name)\" is not a file name in the clips folder; speaking it.")
            return nil
        }
        do {
            return try ClipReader.read(path: configuration.clipsFolder + "/" + name, sampleRate: configuration.sampleRate)
        } catch {
            engine?.warn(error.description + " The phrase is spoken by the synthesiser instead.")
            return nil
        }
    }

    private func warnVoice(_ warning: String) {
        engine?.warn(warning)
    }

    private func sameSpeech(_ a: VoiceSettings, _ b: VoiceSettings) -> Bool {
        a.voice == b.voice && a.rate == b.rate && a.pitch == b.pitch
    }

    /// Reads the mixer and reports whether it is muted or very low (S4, G7).
    private func checkVolume() {
        guard let mixer = configuration.mixer else {
            engine?.warn("The output \"\(configuration.device)\" has no mixer control to check.")
            return
        }
        do {
            let raw = try MixerControl.read(card: mixer.card, name: mixer.control)
            let reading = MixerReading(
                switchOn: raw.switchOn, volume: raw.value.map { ($0, raw.min, raw.max) }, centibels: raw.centibels)
            engine?.report(.volumeChecked(isLow: VolumeClassification.isLow(reading), at: MonotonicClock.now()))
        } catch {
            engine?.warn("The volume of \"\(mixer.control)\" on \"\(mixer.card)\" cannot be read: \(error).")
        }
    }
}
