/// What makes a recorded clip usable (S2, message banking), in one place for every clip: one read from the clips
/// folder, one from a board package or a backup, one recorded on the device. A clip that fails is refused in words
/// and the phrase is synthesised instead.
public enum ClipCheck {
    /// The longest clip accepted, in seconds: longer is almost certainly the wrong file.
    public static let longestSeconds = 120
    /// The shortest clip accepted, in seconds: shorter is a click, not a phrase.
    public static let shortestSeconds = 0.2
    /// The highest sample rate accepted: a voice needs far less, and a higher one only makes decoding slower (D8).
    public static let highestSampleRate = 192_000
    /// Below this peak (about −50 dBFS) the clip is silence: nothing would be heard in a ward.
    public static let silentPeak: Int16 = 100
    /// More than this share of samples at full scale and the recording was distorted throughout.
    public static let clippedShare = 0.01

    /// What the check needs to know of a clip, gathered a chunk at a time as it is decoded, so that no clip has to
    /// be held whole at its own rate to be judged (D8).
    public struct Tally: Sendable, Equatable {
        /// Mono samples seen.
        public private(set) var count = 0
        /// The loudest sample's level.
        public private(set) var peak = 0
        /// Samples at full scale.
        public private(set) var atFullScale = 0

        /// An empty tally.
        public init() {}

        /// Counts the next mono samples of the clip.
        public mutating func add<Samples: Collection>(_ samples: Samples) where Samples.Element == Int16 {
            count += samples.count
            for sample in samples {
                let level = abs(Int(sample))
                if level > peak { peak = level }
                if level >= Int(Int16.max) { atFullScale += 1 }
            }
        }
    }

    /// Why `samples` (mono, 16-bit, at `sampleRate`) cannot be used, in words; nil where they can.
    public static func problem(_ samples: [Int16], sampleRate: Int) -> String? {
        var tally = Tally()
        tally.add(samples)
        return problem(tally, sampleRate: sampleRate)
    }

    /// Why the clip counted in `tally` (mono, at `sampleRate`) cannot be used, in words; nil where it can.
    public static func problem(_ tally: Tally, sampleRate: Int) -> String? {
        guard sampleRate > 0, tally.count > 0 else { return "it holds no sound" }
        guard !isTooLong(tally.count, sampleRate: sampleRate) else { return tooLong }
        let seconds = Double(tally.count) / Double(sampleRate)
        guard seconds >= shortestSeconds else { return "it is shorter than a fifth of a second" }
        guard tally.peak >= Int(silentPeak) else { return "it is silent (nothing was recorded)" }
        guard Double(tally.atFullScale) <= clippedShare * Double(tally.count) else {
            return "it is distorted: too loud throughout (record it again further from the microphone)"
        }
        return nil
    }

    /// The words for a clip over `longestSeconds`.
    public static let tooLong = "it is longer than \(longestSeconds) seconds"

    /// Whether `count` samples at `sampleRate` last longer than `longestSeconds`.
    public static func isTooLong(_ count: Int, sampleRate: Int) -> Bool {
        count > longestSeconds * sampleRate
    }
}
