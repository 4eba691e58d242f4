import ALSAOutput
import SoundMixing

/// The cue voice's own sound device (A5, `SoundConfiguration.cueDevice`): the person's earpiece, so the room hears
/// only what is chosen. Used only by the audio thread, which writes each period's cue here (silence between cues,
/// so the device keeps time with the main one) and speech and the tone to the main device.
///
/// Losing it never touches speech: the audio thread warns, drops it, and later cues are mixed with speech again.
struct CueOutput {
    /// The ALSA PCM name.
    let device: String
    let sink: any AudioSink
    private var mixer: Mixer
    private var output: [Int16]

    /// Opens `configuration.cueDevice`; nil when none is named or it cannot be opened (warned of).
    static func open(
        _ configuration: SoundConfiguration, with openSink: SinkOpener, warn: (String) -> Void
    ) -> CueOutput? {
        guard let device = configuration.cueDevice else { return nil }
        var cueConfiguration = configuration
        cueConfiguration.device = device
        cueConfiguration.cueDevice = nil
        cueConfiguration.cueRoute = .allChannels
        do {
            let sink = try openSink(cueConfiguration)
            return CueOutput(device: device, sink: sink)
        } catch {
            warn("The cue device \"\(device)\" cannot be opened: \(error); names are said with speech instead.")
            return nil
        }
    }

    private init(device: String, sink: any AudioSink) {
        self.device = device
        self.sink = sink
        mixer = Mixer(sampleRate: sink.sampleRate, speechVolume: 0, alertVolume: 0)
        output = Array(repeating: 0, count: sink.periodFrames)
    }

    /// Writes one period of `frames`: the cue's samples, silence after them. Returns the error when the device is
    /// gone.
    mutating func write(
        cue: UnsafeBufferPointer<Int16>, frames: Int, volume: Float, prepare: Bool
    ) -> ALSAError? {
        if prepare, let lost = sink.prepare() { return lost }
        if output.count < frames { output = Array(repeating: 0, count: frames) }
        mixer.speechVolume = volume
        let none = UnsafeBufferPointer<Int16>(start: nil, count: 0)
        output.withUnsafeMutableBufferPointer { out in
            mixer.render(
                speech: none, cue: cue, duck: false, into: UnsafeMutableBufferPointer(rebasing: out[0..<frames]))
        }
        let outcome = output.withUnsafeBufferPointer { sink.write(UnsafeBufferPointer(rebasing: $0[0..<frames])) }
        if case .lost(let error) = outcome { return error }
        return nil
    }
}
