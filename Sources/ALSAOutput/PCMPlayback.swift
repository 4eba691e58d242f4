import CALSA
import Glibc

/// An alsa-lib failure: the call that failed and its error text (`snd_strerror`).
public struct ALSAError: Error, CustomStringConvertible, Equatable {
    /// The alsa-lib call.
    public var call: String
    /// The negative error code alsa-lib returned.
    public var code: Int32
    /// A readable description.
    public var description: String { "\(call): \(String(cString: snd_strerror(code)))" }

    /// An error of `call` with alsa-lib's `code`.
    public init(call: String, code: Int32) {
        self.call = call
        self.code = code
    }
}

/// What a write to the device came to.
public enum WriteOutcome: Equatable, Sendable {
    /// All frames were accepted (after recovering from underruns if needed).
    case written
    /// The device is gone or failed in a way `snd_pcm_recover` cannot mend (ENODEV, EBADFD, EIO…).
    case lost(ALSAError)
}

/// One open ALSA playback stream of signed 16-bit samples with short periods (D3), fed mono: a device that only
/// takes two (or more) channels gets the same sample in each.
///
/// Owns the `snd_pcm_t` and closes it once. Not thread-safe: one audio thread uses it.
public final class PCMPlayback {
    private var handle: OpaquePointer?
    /// The device name it was opened with.
    public let device: String
    /// The rate, exactly as asked (a device that cannot take it is refused: use a `plughw:` or `default` PCM).
    public let sampleRate: Int
    /// Channels the device plays; each gets the mono signal.
    public let channels: Int
    private var interleaved: [Int16] = []
    /// Frames per period, as the device set them.
    public let periodFrames: Int
    /// Frames in the whole buffer, as the device set them: the output latency.
    public let bufferFrames: Int

    /// Opens `device` for playback and sets S16 at `sampleRate`, mono or the fewest channels above, with periods of about `periodFrames` and a
    /// buffer of about `bufferFrames`; playback starts once one period is written. The corresponding C calls are
    /// `snd_pcm_open`, `snd_pcm_hw_params` and `snd_pcm_sw_params`.
    ///
    /// `channels` asks for at least that many channels (2 for a cue in the left ear only, A5); the device gives the
    /// nearest it has.
    public init(
        device: String, sampleRate: Int, periodFrames: Int, bufferFrames: Int, channels wanted: Int = 1
    ) throws(ALSAError) {
        self.device = device
        var pcm: OpaquePointer?
        var result = snd_pcm_open(&pcm, device, SND_PCM_STREAM_PLAYBACK, 0)
        guard result >= 0, let pcm else { throw ALSAError(call: "snd_pcm_open \(device)", code: result) }
        handle = pcm
        var hw: OpaquePointer?
        snd_pcm_hw_params_malloc(&hw)
        defer { snd_pcm_hw_params_free(hw) }
        var channelCount = UInt32(max(1, wanted))
        var period = snd_pcm_uframes_t(periodFrames)
        var buffer = snd_pcm_uframes_t(bufferFrames)
        var dir: Int32 = 0
        let steps: [(String, () -> Int32)] = [
            ("snd_pcm_hw_params_any", { snd_pcm_hw_params_any(pcm, hw) }),
            (
                "snd_pcm_hw_params_set_access",
                {
                    snd_pcm_hw_params_set_access(pcm, hw, SND_PCM_ACCESS_RW_INTERLEAVED)
                }
            ),
            ("snd_pcm_hw_params_set_format", { snd_pcm_hw_params_set_format(pcm, hw, SND_PCM_FORMAT_S16_LE) }),
            (
                "snd_pcm_hw_params_set_channels_near",
                {
                    snd_pcm_hw_params_set_channels_near(pcm, hw, &channelCount)
                }
            ),
            (
                "snd_pcm_hw_params_set_rate \(sampleRate)",
                {
                    snd_pcm_hw_params_set_rate(pcm, hw, UInt32(sampleRate), 0)
                }
            ),
            (
                "snd_pcm_hw_params_set_period_size_near",
                {
                    snd_pcm_hw_params_set_period_size_near(pcm, hw, &period, &dir)
                }
            ),
            (
                "snd_pcm_hw_params_set_buffer_size_near",
                {
                    snd_pcm_hw_params_set_buffer_size_near(pcm, hw, &buffer)
                }
            ),
            ("snd_pcm_hw_params", { snd_pcm_hw_params(pcm, hw) }),
        ]
        for (call, step) in steps {
            result = step()
            if result < 0 {
                snd_pcm_close(pcm)
                handle = nil
                throw ALSAError(call: call, code: result)
            }
        }
        snd_pcm_hw_params_get_period_size(hw, &period, &dir)
        snd_pcm_hw_params_get_buffer_size(hw, &buffer)
        self.sampleRate = sampleRate
        self.channels = Int(channelCount)
        self.periodFrames = Int(period)
        self.bufferFrames = Int(buffer)
        var sw: OpaquePointer?
        snd_pcm_sw_params_malloc(&sw)
        defer { snd_pcm_sw_params_free(sw) }
        snd_pcm_sw_params_current(pcm, sw)
        snd_pcm_sw_params_set_start_threshold(pcm, sw, period)
        snd_pcm_sw_params_set_avail_min(pcm, sw, period)
        result = snd_pcm_sw_params(pcm, sw)
        if result < 0 {
            snd_pcm_close(pcm)
            handle = nil
            throw ALSAError(call: "snd_pcm_sw_params", code: result)
        }
    }

    deinit {
        if let handle { snd_pcm_close(handle) }
    }

    /// Writes all of `samples`, blocking while the buffer is full; an underrun is mended with `snd_pcm_recover`
    /// and the write goes on. The corresponding C call is `snd_pcm_writei`.
    public func write(_ samples: UnsafeBufferPointer<Int16>) -> WriteOutcome {
        guard channels > 1 else { return writeFrames(samples, frames: samples.count) }
        if interleaved.count < samples.count * channels {
            interleaved = Array(repeating: 0, count: samples.count * channels)
        }
        for (index, sample) in samples.enumerated() {
            for channel in 0..<channels { interleaved[index * channels + channel] = sample }
        }
        return interleaved.withUnsafeBufferPointer { writeFrames($0, frames: samples.count) }
    }

    /// Writes whole frames of `channels` interleaved samples (left first), blocking while the buffer is full; an
    /// underrun is mended as in `write`. The corresponding C call is `snd_pcm_writei`.
    public func writeInterleaved(_ samples: UnsafeBufferPointer<Int16>) -> WriteOutcome {
        writeFrames(samples, frames: samples.count / channels)
    }

    private func writeFrames(_ samples: UnsafeBufferPointer<Int16>, frames: Int) -> WriteOutcome {
        guard let handle, let base = samples.baseAddress else {
            return .lost(ALSAError(call: "snd_pcm_writei", code: -EBADFD))
        }
        var offset = 0
        var recoveries = 0
        while offset < frames {
            let written = snd_pcm_writei(
                handle, base + offset * channels, snd_pcm_uframes_t(frames - offset))
            if written >= 0 {
                offset += Int(written)
                continue
            }
            let code = Int32(written)
            if code == -EINTR { continue }
            if code == -EAGAIN {
                snd_pcm_wait(handle, 10)
                continue
            }
            // EPIPE (underrun) and ESTRPIPE (suspend) are mended; anything else, or a recovery that fails, or
            // underruns that keep coming, mean the device is gone.
            recoveries += 1
            let recovered = snd_pcm_recover(handle, code, 1)
            if recovered < 0 || recoveries > 3 { return .lost(ALSAError(call: "snd_pcm_writei", code: code)) }
        }
        return .written
    }

    /// Lets what was written play out, then stops. The corresponding C call is `snd_pcm_drain`.
    public func drain() {
        guard let handle else { return }
        snd_pcm_drain(handle)
    }

    /// Makes the stream ready to start again after `drain`. The corresponding C call is `snd_pcm_prepare`.
    public func prepare() -> ALSAError? {
        guard let handle else { return ALSAError(call: "snd_pcm_prepare", code: -EBADFD) }
        let state = snd_pcm_state(handle)
        if state == SND_PCM_STATE_PREPARED || state == SND_PCM_STATE_RUNNING { return nil }
        let result = snd_pcm_prepare(handle)
        return result < 0 ? ALSAError(call: "snd_pcm_prepare", code: result) : nil
    }
}

/// Stops alsa-lib from printing its own error lines; Brickson reports failures as events and messages.
/// The corresponding C call is `snd_lib_error_set_handler`.
public func silenceALSAErrorPrinting() {
    snd_lib_error_set_handler(nil)
}
