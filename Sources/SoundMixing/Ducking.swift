/// The tone's gain under ducking (G4): lowered while speech plays, restored after, moving in a short ramp so the
/// level change never clicks.
public struct DuckingRamp: Sendable, Equatable {
    /// The tone's gain while ducked, relative to its own level (0.2 is about 14 dB quieter).
    public static let duckedGain: Float = 0.2
    /// The ramp's length, in seconds.
    public static let rampSeconds = 0.03

    /// The gain now.
    public private(set) var gain: Float = 1
    private let step: Float

    /// A ramp at `sampleRate`, starting at full gain.
    public init(sampleRate: Int) {
        let samples = max(1, Double(sampleRate) * Self.rampSeconds)
        step = (1 - Self.duckedGain) / Float(samples)
    }

    /// The gain for the next sample, moving one step towards ducked or full.
    @inline(__always)
    public mutating func next(ducked: Bool) -> Float {
        if ducked {
            gain = max(Self.duckedGain, gain - step)
        } else {
            gain = min(1, gain + step)
        }
        return gain
    }
}
