import ALSAOutput
import BricksonCore
import BricksonRuntime
import EventLoop
import Glibc
import SoundEngine
import Synchronization

/// Everything the simulator said, as one mono 16-bit track laid out on the monotonic clock from `start`: silence
/// where nothing played, so a sound's place in the track is when it played.
public final class SoundRecording: Sendable {
    /// Samples per second.
    public let sampleRate: Int
    /// The instant the track's first sample stands for.
    public let start: Instant
    private let samples = Mutex<[Int16]>([])

    public init(sampleRate: Int = 22050, start: Instant) {
        self.sampleRate = sampleRate
        self.start = start
    }

    /// Appends `chunk` as played at `now`: silence first up to `now` if the track is behind.
    func append(_ chunk: UnsafeBufferPointer<Int16>, at now: Instant) {
        let due = Int((Double((now - start).nanosecondsRounded) / 1e9) * Double(sampleRate))
        samples.withLock { track in
            if track.count < due { track.append(contentsOf: repeatElement(0, count: due - track.count)) }
            track.append(contentsOf: chunk)
        }
    }

    /// The track so far.
    public var track: [Int16] { samples.withLock { $0 } }

    /// Writes the track as a WAV file (RIFF, PCM, mono, 16-bit), padded with silence up to `end`. The
    /// corresponding C calls are `fopen` and `fwrite`.
    public func writeWAV(to path: String, end: Instant) throws(RuntimeError) {
        var track = self.track
        let due = Int((Double((end - start).nanosecondsRounded) / 1e9) * Double(sampleRate))
        if track.count < due { track.append(contentsOf: repeatElement(0, count: due - track.count)) }
        var header: [UInt8] = []
        func word(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { header += $0 } }
        func half(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { header += $0 } }
        let dataBytes = UInt32(track.count * 2)
        header += Array("RIFF".utf8)
        word(36 + dataBytes)
        header += Array("WAVEfmt ".utf8)
        word(16)
        half(1)
        half(1)
        word(UInt32(sampleRate))
        word(UInt32(sampleRate * 2))
        half(2)
        half(16)
        header += Array("data".utf8)
        word(dataBytes)
        guard let file = fopen(path, "wb") else { throw .file(path: path, reason: String(cString: strerror(errno))) }
        defer { fclose(file) }
        let wroteHeader = fwrite(header, 1, header.count, file) == header.count
        let wroteData = track.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) == $0.count }
        guard wroteHeader, wroteData else { throw .file(path: path, reason: "short write") }
    }

    /// A sound-engine sink that records into this track instead of a sound card (the simulator without a
    /// display server). The engine paces its writes by the clock.
    public var opener: SinkOpener {
        { [self] configuration in RecordingSink(recording: self, sampleRate: configuration.sampleRate) }
    }
}

/// Takes the engine's samples into a `SoundRecording`, stamped with the monotonic clock.
final class RecordingSink: AudioSink {
    let recording: SoundRecording
    let sampleRate: Int
    let periodFrames: Int
    let bufferFrames: Int

    init(recording: SoundRecording, sampleRate: Int) {
        self.recording = recording
        self.sampleRate = sampleRate
        periodFrames = max(32, sampleRate / 200)
        bufferFrames = periodFrames * 2
    }

    func write(_ samples: UnsafeBufferPointer<Int16>) -> WriteOutcome {
        recording.append(samples, at: DeviceClock.now())
        return .written
    }

    func prepare() -> ALSAError? { nil }
    func drain() {}
}
