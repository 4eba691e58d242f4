import CALSA
import Glibc

/// What one read from a capture stream came to.
public enum CaptureRead: Equatable, Sendable {
    /// This many frames were read (at least one).
    case frames(Int)
    /// The source has nothing more to give (a capture PCM reading a file has reached its end).
    case ended
    /// The device is gone or failed in a way `snd_pcm_recover` cannot mend.
    case lost(ALSAError)
}

/// One open ALSA capture stream of mono signed 16-bit samples (S2: a carer records a phrase in the person's voice).
///
/// A stream of its own, opened beside the playback stream and never touching it: Get Attention and the other sounds
/// keep playing while a phrase is recorded. Owns the `snd_pcm_t` and closes it once. Not thread-safe: one recording
/// thread uses it.
public final class PCMCapture {
    private var handle: OpaquePointer?
    private var configuration: OpaquePointer?
    /// The device name it was opened with.
    public let device: String
    /// The rate, exactly as asked (use a `plughw:` or `default` PCM for a microphone that cannot take it).
    public let sampleRate: Int

    /// Opens `device` for capture as mono S16 at `sampleRate`. Where `configuration` is given (the text of an ALSA
    /// configuration), `device` is looked up in it alone rather than in the system's configuration. The
    /// corresponding C calls are `snd_config_load_string`, `snd_pcm_open` (or `snd_pcm_open_lconf`) and
    /// `snd_pcm_hw_params`.
    public init(device: String, configuration text: String? = nil, sampleRate: Int) throws(ALSAError) {
        self.device = device
        self.sampleRate = sampleRate
        var pcm: OpaquePointer?
        var result: Int32
        if let text {
            var top: OpaquePointer?
            result = snd_config_load_string(&top, text, text.utf8.count)
            guard result >= 0, let top else { throw ALSAError(call: "snd_config_load_string", code: result) }
            configuration = top
            result = snd_pcm_open_lconf(&pcm, device, SND_PCM_STREAM_CAPTURE, 0, top)
        } else {
            result = snd_pcm_open(&pcm, device, SND_PCM_STREAM_CAPTURE, 0)
        }
        // Every stored property is set from here: a throw runs `deinit`, which frees what was made.
        guard result >= 0, let pcm else {
            throw ALSAError(call: "snd_pcm_open \(device) for capture", code: result)
        }
        handle = pcm
        // About 50 ms a period: a Stop is answered within a period.
        result = snd_pcm_set_params(
            pcm, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, 1, UInt32(sampleRate), 1, 200_000)
        if result < 0 {
            throw ALSAError(call: "snd_pcm_set_params mono S16 \(sampleRate) Hz", code: result)
        }
    }

    deinit {
        if let handle { snd_pcm_close(handle) }
        if let configuration { snd_config_delete(configuration) }
    }

    /// Reads up to `samples.count` frames, blocking until some arrive; an overrun is mended with
    /// `snd_pcm_recover` and the read goes on. The corresponding C call is `snd_pcm_readi`.
    public func read(into samples: UnsafeMutableBufferPointer<Int16>) -> CaptureRead {
        guard let handle, let base = samples.baseAddress, !samples.isEmpty else {
            return .lost(ALSAError(call: "snd_pcm_readi", code: -EBADFD))
        }
        var recoveries = 0
        while true {
            let read = snd_pcm_readi(handle, base, snd_pcm_uframes_t(samples.count))
            if read > 0 { return .frames(Int(read)) }
            if read == 0 { return .ended }
            let code = Int32(read)
            if code == -EINTR { continue }
            if code == -EAGAIN {
                snd_pcm_wait(handle, 10)
                continue
            }
            recoveries += 1
            if snd_pcm_recover(handle, code, 1) < 0 || recoveries > 3 {
                return .lost(ALSAError(call: "snd_pcm_readi", code: code))
            }
        }
    }
}
