import BricksonCore
import EspeakVoice
import LinuxSystem

/// The one audio engine (D3, S1–S5, G1–G7): takes the core's sound effects, plays speech and the alert tone
/// through one ALSA stream on its own thread, and reports what happened as events.
///
/// Its calls (`speak`, `startTone`, …) never block: each changes shared state under a short lock and wakes the
/// audio or synthesis thread.
/// `report` is called from those threads, stamped with CLOCK_MONOTONIC.
public final class SoundEngine: Sendable {
    /// The configuration it was made with.
    public let configuration: SoundConfiguration
    let report: @Sendable (Event) -> Void
    let warn: @Sendable (String) -> Void
    let openSink: SinkOpener
    /// State shared by its calls, the audio thread and the synthesis thread, inside the lock that guards it; the
    /// audio thread sleeps on its condition when idle.
    let shared: Guarded<SharedState>
    let synthesis: SynthesisWorker
    private let audioThread = Guarded<WorkerThread?>(nil)

    /// Makes the engine and starts its threads; the device opens when there is first something to play.
    /// The threads keep the engine alive until `shutdown()`, which its owner calls once at exit.
    ///
    /// Throws `SoundConfigurationError` for a configuration that cannot work, `EspeakError` when espeak-ng cannot
    /// start. `warn` receives messages for the log and the caregiver (a missing
    /// voice, a clip that is not audio, a device that cannot open). `openSink` is for tests and benchmarks.
    public init(
        configuration: SoundConfiguration, voice: VoiceSettings, report: @escaping @Sendable (Event) -> Void,
        warn: @escaping @Sendable (String) -> Void = { StandardError.write("sound: " + $0 + "\n") },
        openSink: @escaping SinkOpener = openALSASink
    ) throws {
        guard configuration.sampleRate > 0, configuration.periodFrames > 0,
            configuration.bufferFrames >= configuration.periodFrames
        else {
            throw SoundConfigurationError(
                "Sound configuration refused: the rate, period and buffer must be positive, the buffer at least "
                    + "one period (rate \(configuration.sampleRate), period \(configuration.periodFrames), buffer "
                    + "\(configuration.bufferFrames)).")
        }
        let engines = try SpeechEngines.installed()
        self.configuration = configuration
        self.report = report
        self.warn = warn
        self.openSink = openSink
        let shared = Guarded(SharedState(voice: voice, period: configuration.periodFrames))
        self.shared = shared
        synthesis = SynthesisWorker(
            engines: engines, configuration: configuration, shared: shared, report: report, warn: warn)
        try synthesis.start(voice: voice)
        let thread = try WorkerThread(name: "brickson-audio") { [self] in runAudio() }
        audioThread.withLock { $0 = thread }
    }

    /// The natural voices installed here (S6: SVOX Pico's, where the image has it), by name, for Voice Settings to
    /// offer beside espeak-ng's; empty where none is.
    public static var naturalVoices: [String] { (try? SpeechEngines.installed())?.naturalVoices ?? [] }

    /// Stops the phrase or message being said (the core's `stopSpeech`). Never blocks.
    public func stopSpeech() {
        withLock {
            $0.speech?.cancelled = true
            $0.speech = nil
        }
    }

    /// Starts the Get Attention tone (`startTone`). Never blocks.
    public func startTone() { withLock { $0.toneWanted = true } }

    /// Stops the tone and its ducking (`stopTone`). Never blocks.
    public func stopTone() {
        withLock {
            $0.toneWanted = false
            $0.duckCommanded = false
        }
    }

    /// Makes the tone quieter while a phrase plays, or not (`duckTone`, G4). Never blocks.
    public func duckTone(_ duck: Bool) { withLock { $0.duckCommanded = duck } }

    /// Says a control's name in the quieter cue voice (`announce`, A5). Never blocks.
    ///
    /// A cue already sounding is said to its end, never cut mid-word: a name heard in part is a name lost, and
    /// scanning may be waiting for it (`cueFinished`). The new cue follows it and replaces any cue still waiting
    /// there, so the voice is at most one name behind the highlight however fast scanning moves. A cue that has
    /// not begun to sound is simply replaced. `cueFinished` is reported when the voice falls silent.
    /// `voice`, when given, is the screen's language's where phrases are spoken in another (L6): the cache, made in
    /// the phrases' voice, is not used then.
    public func announce(_ text: String, voice: VoiceSettings? = nil) {
        let stream = SpeechStream(utterance: nil)
        let cached = withLock { state -> Bool in
            state.queueCue(stream)
            if voice == nil, let samples = state.cache[CacheKey(text: text, clip: nil)] {
                stream.samples = samples
                stream.isComplete = true
                return true
            }
            return false
        }
        if !cached { synthesis.enqueue(.stream(stream, text: text, clip: nil, voice: voice)) }
    }

    /// Says `utterance` (`speak`): from the cache at once where it was prepared, else synthesised as it plays.
    /// An utterance with a voice of its own (L6: the patient's, beside the staff's prepared one) is synthesised in
    /// it as it plays, or its clip played. Never blocks.
    public func speak(_ utterance: Utterance) {
        let stream = SpeechStream(utterance: utterance.id)
        let cached = withLock { state -> Bool? in
            // The same utterance asked for again while it plays goes on undisturbed (S1, a second guard behind
            // the core's repeat rule).
            if let playing = state.speech, playing.utterance == utterance.id, !playing.cancelled { return nil }
            state.speech?.cancelled = true
            state.speech = stream
            // A phrase is more important than a control's name.
            state.dropCues()
            if utterance.voice == nil, let samples = state.cache[CacheKey(text: utterance.text, clip: utterance.clip)] {
                stream.samples = samples
                stream.isComplete = true
                return true
            }
            return false
        }
        if cached == false {
            synthesis.enqueue(.stream(stream, text: utterance.text, clip: utterance.clip, voice: utterance.voice))
        }
    }

    /// Synthesises Yes, No and every phrase of `board` (or loads its clip) ahead of time, on the synthesis thread,
    /// so choosing one plays at once (S2). New voice settings empty the cache first; levels apply at once.
    /// `answers` are Yes and No as they are said: in the language phrases are spoken in (L2, L6).
    public func prepare(board: Board, voice: VoiceSettings, answers: [String] = ["Yes", "No"]) {
        withLock { $0.levels = (voice.volume, voice.alertVolume) }
        var items = answers.map { CacheKey(text: $0, clip: nil) }
        for phrase in board.emergency + board.categories.flatMap(\.phrases) {
            items.append(CacheKey(text: phrase.text, clip: phrase.clip))
        }
        synthesis.enqueue(.prepare(items, voice: voice))
    }

    /// Opens the sound device now, on the audio thread, instead of at the first sound: the first Yes after start
    /// then does not wait for the device to open (S5). A device that cannot open is warned of, as at a first sound.
    public func openOutput() {
        withLock { $0.openWanted = true }
    }

    /// Waits, at most `limit`, until Yes, No and the emergency phrases of `board` are ready to play at once (they
    /// are prepared first) and an open asked for by `openOutput` is done, so the first Yes after start is as fast
    /// as any later one (S5). Returns whether they are. Called once at start, before the device says it is ready;
    /// the rest of the board is prepared after.
    public func waitForAnswersAndEmergency(board: Board, answers: [String] = ["Yes", "No"], limit: Duration) -> Bool {
        var keys = answers.map { CacheKey(text: $0, clip: nil) }
        keys += board.emergency.map { CacheKey(text: $0.text, clip: $0.clip) }
        let deadline = MonotonicClock.nanoseconds() + limit.nanosecondsRounded
        func ready(_ state: SharedState) -> Bool { !state.openWanted && keys.allSatisfy { state.cache[$0] != nil } }
        return shared.withLock(when: { ready($0) || $0.shutdown }, deadline: { _ in deadline }) { ready($0) }
    }

    /// How many sounds are ready in the cache (Yes, No, phrases): for the status of preparation and for tests.
    public var preparedCount: Int { withLock { $0.cache.count } }

    /// Whether `text` (or its clip) is ready to play at once.
    public func isPrepared(text: String, clip: String? = nil) -> Bool {
        withLock { $0.cache[CacheKey(text: text, clip: clip)] != nil }
    }

    /// Reads the output's mixer on the synthesis thread and reports `volumeChecked` (S4).
    public func checkVolume() {
        synthesis.enqueue(.checkVolume)
    }

    /// Stops playback, ends both threads and closes the device. Safe to call more than once.
    public func shutdown() {
        let first = withLock { state -> Bool in
            defer { state.shutdown = true }
            // Synthesis in progress stops at its next chunk.
            state.speech?.cancelled = true
            state.dropCues()
            return !state.shutdown
        }
        guard first else { return }
        synthesis.stop()
        audioThread.withLock { $0 }?.join()
    }

    /// Runs `body` on the shared state under the lock and wakes the audio thread.
    @discardableResult
    func withLock<T>(_ body: (inout SharedState) -> T) -> T { shared.update(body) }
}

/// What identifies a cached sound: the words, or the clip that replaces them.
struct CacheKey: Hashable {
    var text: String
    var clip: String?
}

/// State shared between its calls and the engine's threads, reached only inside the engine's `Guarded` lock. The
/// streams it holds are classes because the synthesis thread appends to a stream while it plays; they too are
/// touched only inside that lock.
struct SharedState {
    var speech: SpeechStream?
    var cue: SpeechStream?
    /// The cue to say when the one sounding ends (A5): only the newest waits.
    var nextCue: SpeechStream?
    var toneWanted = false
    /// The device should be opened now, before anything sounds (`openOutput`).
    var openWanted = false
    var duckCommanded = false
    var levels: (speech: Double, alert: Double)
    var cache: [CacheKey: [Int16]] = [:]
    var shutdown = false
    /// Frames in one period of the open device.
    var period: Int

    init(voice: VoiceSettings, period: Int) {
        levels = (voice.volume, voice.alertVolume)
        self.period = period
    }

    /// Puts `stream` in the cue voice's place: after the cue sounding now, or instead of one not yet begun (A5).
    mutating func queueCue(_ stream: SpeechStream) {
        if let playing = cue, !playing.cancelled, playing.position > 0 {
            nextCue?.cancelled = true
            nextCue = stream
        } else {
            cue?.cancelled = true
            cue = stream
        }
    }

    /// Forgets every cue, sounding or waiting.
    mutating func dropCues() {
        cue?.cancelled = true
        cue = nil
        nextCue?.cancelled = true
        nextCue = nil
    }

    /// Whether anything should sound now.
    var isActive: Bool {
        toneWanted || (speech?.hasWork(period: period) ?? false) || (cue?.hasWork(period: period) ?? false)
    }
}
