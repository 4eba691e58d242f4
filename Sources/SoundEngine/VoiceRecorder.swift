import ALSAOutput
import LinuxSystem
import RecordedClips

/// One take recorded on the device (S2): its length and, where `ClipCheck` refuses it, why, in words.
public struct TakeSummary: Equatable, Sendable {
    /// Seconds of sound captured.
    public var seconds: Double
    /// Why the take cannot be kept (silent, too short, distorted, the microphone failed); nil where it can.
    public var problem: String?
}

/// Records a phrase in the person's voice from the ALSA capture device the board profile names
/// (`audio.captureDevice`, S2): mono S16 at the sound engine's rate, on a thread of its own, until `stop()`, the
/// 120 s limit (`ClipCheck.longestSeconds`) or the end of the source.
///
/// Capture is its own ALSA stream: the playback stream, and so Get Attention and every other sound, is untouched
/// while a take is recorded. One take at a time; the last take is kept in memory until it is kept or discarded.
public final class VoiceRecorder: Sendable {
    /// The capture PCM's name.
    public let device: String
    /// An ALSA configuration to find `device` in instead of the system's (tests: a `file` PCM reading a raw file).
    public let configuration: String?
    /// The rate the take is captured at (the sound engine's, so it plays back unchanged).
    public let sampleRate: Int
    private let state = Guarded(State())
    private let thread = Guarded<WorkerThread?>(nil)

    private struct State {
        var recording = false
        var stopWanted = false
        var discarded = false
        var frames = 0
        var take: [Int16] = []
    }

    /// A recorder for `device` at `sampleRate`; nothing opens until `start`.
    public init(device: String, configuration: String? = nil, sampleRate: Int) {
        self.device = device
        self.configuration = configuration
        self.sampleRate = sampleRate
    }

    /// Starts a take on a new thread, dropping the last one; `finished` is called on that thread once it ends
    /// (stopped, at the limit, the source ended, or the device failed: then `problem` says so). False, and
    /// nothing started, while a take is being recorded or where no thread could be started.
    public func start(finished: @escaping @Sendable (TakeSummary) -> Void) -> Bool {
        let began = state.withLock { state -> Bool in
            guard !state.recording else { return false }
            state.recording = true
            state.stopWanted = false
            state.discarded = false
            state.frames = 0
            state.take = []
            return true
        }
        guard began else { return false }
        thread.withLock { $0 }?.join()
        do {
            let worker = try WorkerThread(name: "brickson-record") { [self] in finished(record()) }
            thread.withLock { $0 = worker }
            return true
        } catch {
            state.withLock { $0.recording = false }
            return false
        }
    }

    /// Frames captured so far in the take being recorded (or the last one).
    public var capturedFrames: Int { state.withLock { $0.frames } }

    /// Asks the take to end; it ends within one read (about 50 ms). Never blocks.
    public func stop() { state.withLock { $0.stopWanted = true } }

    /// The last take's samples (empty while recording or after `discard`).
    public func take() -> [Int16] { state.withLock { $0.recording ? [] : $0.take } }

    /// Forgets the last take (and stops one being recorded).
    public func discard() {
        state.withLock {
            $0.stopWanted = true
            $0.discarded = true
            $0.take = []
        }
    }

    /// Stops a take and waits for its thread: the owner calls this once at exit.
    public func shutdown() {
        stop()
        thread.withLock { $0 }?.join()
    }

    /// The recording thread: reads until asked to stop, the limit or the end, then checks the take.
    private func record() -> TakeSummary {
        let limit = ClipCheck.longestSeconds * sampleRate
        var samples: [Int16] = []
        var failure: String?
        do {
            let pcm = try PCMCapture(device: device, configuration: configuration, sampleRate: sampleRate)
            var buffer = [Int16](repeating: 0, count: max(1, sampleRate / 20))
            reading: while samples.count < limit, !state.withLock({ $0.stopWanted }) {
                let outcome = buffer.withUnsafeMutableBufferPointer { pcm.read(into: $0) }
                switch outcome {
                case .frames(let count):
                    samples += buffer.prefix(min(count, limit - samples.count))
                    state.withLock { $0.frames = samples.count }
                case .ended: break reading
                case .lost(let error):
                    failure = "the microphone stopped (\(error))"
                    break reading
                }
            }
        } catch {
            failure = "the microphone could not be opened (\(error))"
        }
        let seconds = Double(samples.count) / Double(sampleRate)
        let problem = failure ?? ClipCheck.problem(samples, sampleRate: sampleRate)
        state.withLock { state in
            // Discarded while recording: nothing is kept.
            state.take = state.discarded ? [] : samples
            state.recording = false
        }
        return TakeSummary(seconds: seconds, problem: problem)
    }
}

extension SoundEngine {
    /// Plays `samples` (mono, at the engine's rate) as speech, stopping what is said: a take heard back before it
    /// is kept (S2). Its reports carry utterance 0, which is never one of the core's. Never blocks.
    public func play(_ samples: [Int16]) {
        let stream = SpeechStream(utterance: 0, samples: samples, isComplete: true)
        withLock { state in
            state.speech?.cancelled = true
            state.speech = stream
            state.dropCues()
        }
    }
}
