/// What makes a recorded clip usable (S2, message banking), in one place for every clip: one read from the clips
/// folder, one from a board package or a backup, one recorded on the device. A clip that fails is refused in words
/// and the phrase is synthesised instead.
public enum ClipCheck {
    /// The longest clip accepted, in seconds: longer is almost certainly the wrong file.
    public static let longestSeconds = 120
    /// The shortest clip accepted, in seconds: shorter is a click, not a phrase.
    public static let shortestSeconds = 0.2
    /// Below this peak (about −50 dBFS) the clip is silence: nothing would be heard in a ward.
    public static let silentPeak: Int16 = 100
    /// More than this share of samples at full scale and the recording was distorted throughout.
    public static let clippedShare = 0.01

    /// Why `samples` (mono, 16-bit, at `sampleRate`) cannot be used, in words; nil where they can.
    public static func problem(_ samples: [Int16], sampleRate: Int) -> String? {
        guard sampleRate > 0, !samples.isEmpty else { return "it holds no sound" }
        let seconds = Double(samples.count) / Double(sampleRate)
        guard seconds <= Double(longestSeconds) else { return "it is longer than \(longestSeconds) seconds" }
        guard seconds >= shortestSeconds else { return "it is shorter than a fifth of a second" }
        var peak = 0
        var atFullScale = 0
        for sample in samples {
            let level = abs(Int(sample))
            peak = max(peak, level)
            if level >= Int(Int16.max) { atFullScale += 1 }
        }
        guard peak >= Int(silentPeak) else { return "it is silent (nothing was recorded)" }
        guard Double(atFullScale) <= clippedShare * Double(samples.count) else {
            return "it is distorted: too loud throughout (record it again further from the microphone)"
        }
        return nil
    }
}
