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
        let speechGain = speechVolume
        let cueGain = speechVolume * Self.cueGain
        for index in 0..<output.count {
            var sum: Float = 0
            if index < speech.count { sum += Float(speech[index]) * speechGain }
            if index < cue.count { sum += Float(cue[index]) * cueGain }
            if tone != nil {
                let level = alertVolume * ducking.next(ducked: duck)
                sum += tone!.next() * level * 32767
            }
            output[index] = Int16(max(-32768, min(32767, sum)))
        }
    }
}
