import ALSAOutput
import BricksonCore
import EspeakVoice
import LinuxSystem
import RecordedClips
import SoundMixing

/// The synthesis thread: speaks what is not cached yet (streaming chunks to the audio thread as the engine makes
/// them), fills the cache ahead of time (S2), loads recorded clips and reads the mixer. Work asked for by a
/// choice always goes before preparing the cache, and interrupts it.
final class SynthesisWorker: Sendable {
    enum Job {
        /// `voice`: its own voice (L6); nil for the one speech is prepared in.
        case stream(SpeechStream, text: String, clip: String?, voice: VoiceSettings?)
        case prepare([CacheKey], voice: VoiceSettings)
        case checkVolume
    }

    /// The work asked for, inside the lock that guards it; the synthesis thread sleeps on its condition.
    struct Queue {
        var urgent: [Job] = []
        var pending: [CacheKey] = []
        /// Everything the newest preparation asked for, until the synthesis thread takes it: what it holds and is
        /// not asked for any more (a phrase edited away, another board) is dropped, so its budget is free again.
        var wanted: Set<CacheKey>?
        var voice = VoiceSettings()
        var stopping = false

        var hasUrgentWork: Bool { !urgent.isEmpty || stopping }
    }

    private let engines: SpeechEngines
    private let configuration: SoundConfiguration
    private let queue = Guarded(Queue())
    /// The engine's shared state: the cache and the streams.
    private let shared: Guarded<SharedState>
    private let report: @Sendable (Event) -> Void
    private let warn: @Sendable (String) -> Void
    private let thread = Guarded<WorkerThread?>(nil)

    init(
        engines: SpeechEngines, configuration: SoundConfiguration, shared: Guarded<SharedState>,
        report: @escaping @Sendable (Event) -> Void, warn: @escaping @Sendable (String) -> Void
    ) {
        self.engines = engines
        self.configuration = configuration
        self.shared = shared
        self.report = report
        self.warn = warn
    }

    func start(voice: VoiceSettings) throws(SystemCallError) {
        queue.withLock { $0.voice = voice }
        let started = try WorkerThread(name: "brickson-speech") { [self] in run() }
        thread.withLock { $0 = started }
    }

    func enqueue(_ job: Job) {
        queue.update { queue in
            switch job {
            case .stream, .checkVolume: queue.urgent.append(job)
            case .prepare(let items, let newVoice):
                queue.pending = items
                queue.wanted = Set(items)
                queue.voice = newVoice
            }
        }
    }

    func stop() {
        queue.update { $0.stopping = true }
        thread.withLock { $0 }?.join()
    }

    private var hasUrgentWork: Bool { queue.withLock { $0.hasUrgentWork } }

    private func run() {
        var cachedVoice: VoiceSettings?
        // Samples of clips and of synthesised speech in the cache; only this thread fills the cache, and it empties
        // it only here.
        var residentClips = 0
        var residentSpeech = 0
        // What this thread put in the cache, with its size and kind: for the budgets when entries are dropped.
        var kept: [CacheKey: (samples: Int, isClip: Bool)] = [:]
        while true {
            let next = queue.withLock(when: { !$0.urgent.isEmpty || !$0.pending.isEmpty || $0.stopping }) {
                queue -> (job: Job?, item: CacheKey?, voice: VoiceSettings, asked: Set<CacheKey>?)? in
                if queue.stopping { return nil }
                let job = queue.urgent.isEmpty ? nil : queue.urgent.removeFirst()
                defer { queue.wanted = nil }
                return (job, queue.pending.first, queue.voice, queue.wanted)
            }
            guard let (job, item, wanted, asked) = next else { return }
            if let asked {
                let dropped = kept.keys.filter { !asked.contains($0) }
                if !dropped.isEmpty {
                    shared.update { state in for key in dropped { state.cache[key] = nil } }
                    for key in dropped {
                        guard let entry = kept.removeValue(forKey: key) else { continue }
                        if entry.isClip { residentClips -= entry.samples } else { residentSpeech -= entry.samples }
                    }
                }
            }
            // The voice for the job at hand.
            let speechVoice = SpeechVoice(name: wanted.voice, rate: wanted.rate, pitch: wanted.pitch)
            if let job {
                perform(job, voice: speechVoice)
                continue
            }
            guard let item else { continue }
            if cachedVoice.map({ !sameSpeech($0, wanted) }) ?? true {
                shared.update { $0.cache.removeAll() }
                cachedVoice = wanted
                residentClips = 0
                residentSpeech = 0
                kept.removeAll()
            }
            let room = configuration.residentClipSamples - residentClips
            if shared.withLock({ $0.cache[item] }) == nil, let rendered = render(item, voice: speechVoice, room: room) {
                // A clip or a phrase past its budget is not kept: it is decoded or synthesised again when chosen
                // (`perform`, `.stream`).
                let count = rendered.samples.count
                let fits =
                    rendered.isClip
                    ? residentClips + count <= configuration.residentClipSamples
                    : residentSpeech + count <= configuration.residentSpeechSamples
                if fits {
                    if rendered.isClip { residentClips += count } else { residentSpeech += count }
                    kept[item] = (count, rendered.isClip)
                    shared.update { $0.cache[item] = rendered.samples }
                }
            } else if hasUrgentWork {
                continue
            }
            queue.withLock { queue in
                if queue.pending.first == item && queue.voice == wanted { queue.pending.removeFirst() }
            }
        }
    }

    private func perform(_ job: Job, voice: SpeechVoice) {
        switch job {
        case .stream(let stream, let text, let clip, let own):
            if let clip, streamClip(clip, into: stream) { return }
            let voice = own.map { SpeechVoice(name: $0.voice, rate: $0.rate, pitch: $0.pitch) } ?? voice
            streamSynthesis(of: text, into: stream, voice: voice)
        case .checkVolume: checkVolume()
        case .prepare: break
        }
    }

    /// Synthesises `text` chunk by chunk into `stream`: playback starts with the first chunk (S2, S5).
    private func streamSynthesis(of text: String, into stream: SpeechStream, voice speechVoice: SpeechVoice) {
        var trimmer = LeadingSilenceTrimmer(keep: configuration.sampleRate / 200)
        do {
            try engines.synthesize(
                text, voice: speechVoice, sampleRate: configuration.sampleRate, warning: warnVoice
            ) { chunk in
                let samples = trimmer.process(chunk)
                return shared.update { _ -> Bool in
                    guard !stream.cancelled else { return false }
                    stream.samples.append(contentsOf: samples)
                    return true
                }
            }
            shared.update { _ in stream.isComplete = true }
        } catch {
            warn("Speech could not be synthesised: \(error).")
            shared.update { _ in stream.failed = true }
        }
    }

    /// Plays the clip `name` into `stream` as it is decoded, a chunk at a time: the first chunk is ready long before
    /// the whole clip would be (S5). False, with a warning, where the clip cannot play at all (then the phrase is
    /// synthesised); a clip that fails after it began playing ends there.
    private func streamClip(_ name: String, into stream: SpeechStream) -> Bool {
        guard isClipName(name) else { return false }
        var began = false
        do throws(ClipError) {
            try ClipReader.stream(path: configuration.clipsFolder + "/" + name, sampleRate: configuration.sampleRate) {
                chunk in
                began = true
                return shared.update { _ -> Bool in
                    guard !stream.cancelled else { return false }
                    stream.samples.append(contentsOf: chunk)
                    return true
                }
            }
        } catch {
            warn(error.description + (began ? "" : " The phrase is spoken by the synthesiser instead."))
            if !began { return false }
        }
        shared.update { _ in stream.isComplete = true }
        return true
    }

    /// Whether `name` names a file in the clips folder, with a warning where it does not.
    private func isClipName(_ name: String) -> Bool {
        guard !name.isEmpty, !name.contains("/"), name != "..", name != "." else {
            warn("The recorded clip name \"\(name)\" is not a file name in the clips folder; speaking it.")
            return false
        }
        return true
    }

    /// The samples for one cache entry: its clip if it plays, else synthesis; nil when interrupted by a choice.
    /// `item` rendered for the cache: its clip, decoded only where it fits the clips' `room` (samples; past it, nil:
    /// it is decoded when chosen, never whole here first), or its words synthesised where it has no clip that plays.
    private func render(
        _ item: CacheKey, voice speechVoice: SpeechVoice, room: Int
    ) -> (samples: [Int16], isClip: Bool)? {
        if let clip = item.clip {
            switch loadClip(clip, room: room) {
            case .samples(let samples): return (samples, true)
            case .pastRoom: return nil
            case .cannotPlay: break
            }
        }
        var samples: [Int16] = []
        do {
            let complete = try engines.synthesize(
                item.text, voice: speechVoice, sampleRate: configuration.sampleRate, warning: warnVoice
            ) { chunk in
                samples += chunk
                return !hasUrgentWork
            }
            guard complete else { return nil }
        } catch {
            warn("\"\(item.text)\" could not be synthesised ahead of time: \(error).")
            return nil
        }
        return (SampleMeasures.trimmingLeadingSilence(samples, keep: configuration.sampleRate / 200), false)
    }

    /// What preparing a clip came to.
    private enum LoadedClip {
        case samples([Int16])
        /// Longer than the room left in the cache: not decoded whole, played by decoding when chosen.
        case pastRoom
        /// Refused with a warning: the phrase is synthesised.
        case cannotPlay
    }

    /// A recorded clip at the output rate, where it fits `room` samples.
    private func loadClip(_ name: String, room: Int) -> LoadedClip {
        guard isClipName(name) else { return .cannotPlay }
        do {
            let samples = try ClipReader.read(
                path: configuration.clipsFolder + "/" + name, sampleRate: configuration.sampleRate, room: room)
            return samples.map { .samples($0) } ?? .pastRoom
        } catch {
            warn(error.description + " The phrase is spoken by the synthesiser instead.")
            return .cannotPlay
        }
    }

    private func warnVoice(_ warning: String) {
        warn(warning)
    }

    private func sameSpeech(_ a: VoiceSettings, _ b: VoiceSettings) -> Bool {
        a.voice == b.voice && a.rate == b.rate && a.pitch == b.pitch
    }

    /// Reads the mixer and reports whether it is muted or very low (S4, G7).
    private func checkVolume() {
        guard let mixer = configuration.mixer else {
            warn("The output \"\(configuration.device)\" has no mixer control to check.")
            return
        }
        do {
            let raw = try MixerControl.read(card: mixer.card, name: mixer.control)
            let reading = MixerReading(
                switchOn: raw.switchOn, volume: raw.value.map { ($0, raw.min, raw.max) }, centibels: raw.centibels)
            report(.volumeChecked(isLow: VolumeClassification.isLow(reading), at: SoundEngine.now()))
        } catch {
            warn("The volume of \"\(mixer.control)\" on \"\(mixer.card)\" cannot be read: \(error).")
        }
    }
}
