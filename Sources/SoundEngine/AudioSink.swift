import ALSAOutput
import Glibc
import SoundMixing

/// Where the mixed samples go: an ALSA PCM on the device, or a stand-in in tests and benchmarks.
///
/// Used only by the audio thread.
public protocol AudioSink: AnyObject {
    /// The rate the sink plays at.
    var sampleRate: Int { get }
    /// Frames per period.
    var periodFrames: Int { get }
    /// Frames in the buffer (the output latency).
    var bufferFrames: Int { get }
    /// Writes all samples, blocking while the buffer is full; `.lost` when the device is gone.
    func write(_ samples: UnsafeBufferPointer<Int16>) -> WriteOutcome
    /// Makes the stream ready after `drain`; an error means the device is gone.
    func prepare() -> ALSAError?
    /// Lets what was written play out, then stops.
    func drain()
    /// Channels in a frame; `writeInterleaved` takes this many samples a frame.
    var channels: Int { get }
    /// Writes whole frames of `channels` interleaved samples, blocking while the buffer is full.
    func writeInterleaved(_ samples: UnsafeBufferPointer<Int16>) -> WriteOutcome
}

extension AudioSink {
    /// A sink fed mono.
    public var channels: Int { 1 }
    /// A mono sink's frames are its samples.
    public func writeInterleaved(_ samples: UnsafeBufferPointer<Int16>) -> WriteOutcome { write(samples) }
}

extension PCMPlayback: AudioSink {}

/// Opens the sink for a configuration; called by the audio thread, again after a device was lost.
public typealias SinkOpener = @Sendable (SoundConfiguration) throws -> any AudioSink

/// Opens the configured ALSA device.
public let openALSASink: SinkOpener = { configuration in
    try PCMPlayback(
        device: configuration.device, sampleRate: configuration.sampleRate,
        periodFrames: configuration.periodFrames, bufferFrames: configuration.bufferFrames,
        channels: configuration.cueRoute == .leftChannel ? 2 : 1)
}
