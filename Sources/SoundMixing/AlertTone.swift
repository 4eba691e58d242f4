/// The Get Attention call (G1, G7): alternating high and low bursts with short gaps, then a pause, repeating.
///
/// Generated, never a bundled file. Each burst fades in and out over a few milliseconds so it never clicks.
public struct AlertTone: Sendable {
    /// The two pitches of the call, in hertz: far apart enough to be unmistakable, in the range speakers of
    /// any size play well.
    public static let frequencies: (high: Double, low: Double) = (880, 660)
    /// One burst's length, in seconds.
    public static let burstSeconds = 0.18
    /// The gap after each burst, in seconds.
    public static let gapSeconds = 0.04
    /// Bursts in one call before the pause.
    public static let burstsPerCall = 4
    /// The pause after each call, in seconds.
    public static let pauseSeconds = 0.32
    /// The fade in and out of each burst, in seconds.
    public static let fadeSeconds = 0.005

    /// Samples per second of the output.
    public let sampleRate: Int
    /// The position in the pattern, in samples since the tone started.
    public private(set) var position: Int = 0
    private var phase: Double = 0

    /// A tone at `sampleRate`, at the start of its pattern.
    public init(sampleRate: Int) {
        precondition(sampleRate > 0, "a sample rate is positive")
        self.sampleRate = sampleRate
    }

    /// Samples in one whole call (bursts, gaps and the pause).
    public var cycleSamples: Int {
        let burst = Double(Self.burstsPerCall) * (Self.burstSeconds + Self.gapSeconds)
        return Int((burst + Self.pauseSeconds) * Double(sampleRate))
    }

    /// The next sample, from -1 to 1 at full level.
    public mutating func next() -> Float {
        let rate = Double(sampleRate)
        let slot = Int((Self.burstSeconds + Self.gapSeconds) * rate)
        let burst = Int(Self.burstSeconds * rate)
        let fade = max(1, Int(Self.fadeSeconds * rate))
        let inCycle = position % cycleSamples
        position += 1
        let index = inCycle / slot
        let inSlot = inCycle % slot
        guard index < Self.burstsPerCall, inSlot < burst else {
            phase = 0
            return 0
        }
        let frequency = index % 2 == 0 ? Self.frequencies.high : Self.frequencies.low
        phase += 2 * Double.pi * frequency / rate
        if phase > 2 * Double.pi { phase -= 2 * Double.pi }
        let envelope = min(1, Double(min(inSlot, burst - 1 - inSlot)) / Double(fade))
        return Float(sin(phase) * envelope)
    }
}

/// The sine of `x`, without Foundation: a short Taylor series after range reduction (plenty for an alert).
@inline(__always)
func sin(_ x: Double) -> Double {
    var t = x.truncatingRemainder(dividingBy: 2 * Double.pi)
    if t > Double.pi { t -= 2 * Double.pi }
    if t < -Double.pi { t += 2 * Double.pi }
    if t > Double.pi / 2 { t = Double.pi - t }
    if t < -Double.pi / 2 { t = -Double.pi - t }
    let t2 = t * t
    return t * (1 - t2 / 6 * (1 - t2 / 20 * (1 - t2 / 42 * (1 - t2 / 72 * (1 - t2 / 110)))))
}
