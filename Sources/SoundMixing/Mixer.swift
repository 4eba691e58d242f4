/// Brickson's own mixer (D3): speech, the quieter cue voice and the alert tone into one mono stream of 16-bit
/// samples. Pure: it knows nothing of ALSA, threads or espeak-ng.
public struct Mixer: Sendable {
    /// The cue voice's gain relative to speech (A5: auditory feedback is quieter than speaking).
    public static let cueGain: Float = 0.5

    /// The output's samples per second.
    public let sampleRate: Int
    /// Speech gain, 0–1 (Voice Settings' volume).
    public var speechVolume: Float
    /// The tone's gain, 0–1 (the alert volume, independent of speech: G7).
    public var alertVolume: Float
    /// The tone, while it sounds.
    public private(set) var tone: AlertTone?
    /// Ducking of the tone.
    public private(set) var ducking: DuckingRamp

    /// A mixer at `sampleRate` with these levels, tone off.
    public init(sampleRate: Int, speechVolume: Double, alertVolume: Double) {
        self.sampleRate = sampleRate
        self.speechVolume = Float(min(1, max(0, speechVolume)))
        self.alertVolume = Float(min(1, max(0, alertVolume)))
        ducking = DuckingRamp(sampleRate: sampleRate)
    }

    /// Whether the tone is on.
    public var toneIsOn: Bool { tone != nil }

    /// Starts the tone at the beginning of its call; a tone already on goes on unchanged (G1).
    public mutating func startTone() {
        if tone == nil { tone = AlertTone(sampleRate: sampleRate) }
    }

    /// Stops the tone at once.
    public mutating func stopTone() {
        tone = nil
        ducking = DuckingRamp(sampleRate: sampleRate)
    }

    /// Mixes `output.count` samples: `speech` and `cue` (each may be shorter than the output, or empty: silence
    /// after their end) and the tone, ducked when `duck` is true. Sums are clipped to 16 bits.
    public mutating func render(
        speech: UnsafeBufferPointer<Int16>, cue: UnsafeBufferPointer<Int16>, duck: Bool,
        into output: UnsafeMutableBufferPointer<Int16>
    ) {
        render(speech: speech, cue: cue, duck: duck, route: .allChannels, channels: 1, into: output)
    }

    /// Mixes `output.count / channels` frames, interleaved: speech and the tone in every channel, the cue where
    /// `route` sends it (A5: only the left channel, the person's own earpiece, or with speech everywhere). Sums
    /// are clipped to 16 bits.
    public mutating func render(
        speech: UnsafeBufferPointer<Int16>, cue: UnsafeBufferPointer<Int16>, duck: Bool, route: CueRoute,
        channels: Int, into output: UnsafeMutableBufferPointer<Int16>
    ) {
        let channels = max(1, channels)
        let speechGain = speechVolume
        let cueGain = speechVolume * Self.cueGain
        let cueEverywhere = route == .allChannels || channels == 1
        for frame in 0..<output.count / channels {
            var sum: Float = 0
            if frame < speech.count { sum += Float(speech[frame]) * speechGain }
            if tone != nil {
                let level = alertVolume * ducking.next(ducked: duck)
                sum += tone!.next() * level * 32767
            }
            let cued = frame < cue.count ? Float(cue[frame]) * cueGain : 0
            let base = frame * channels
            output[base] = Self.clip(sum + cued)
            if channels > 1 {
                let rest = Self.clip(cueEverywhere ? sum + cued : sum)
                for channel in 1..<channels { output[base + channel] = rest }
            }
        }
    }

    static func clip(_ sum: Float) -> Int16 { Int16(max(-32768, min(32767, sum))) }
}

/// Where the cue voice goes (A5): with speech in every channel, or only in the left one, the person's own
/// earpiece, so the room hears only what is chosen.
public enum CueRoute: String, Equatable, Hashable, Sendable, CaseIterable {
    /// The cue in every channel, with speech (a mono speaker).
    case allChannels = "all"
    /// The cue in the left channel only; speech and the tone in both.
    case leftChannel = "left"
}
