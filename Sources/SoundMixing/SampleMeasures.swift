/// Small measures of 16-bit samples, for trimming speech and for checking what was played.
public enum SampleMeasures {
    /// Below this magnitude a sample counts as silence (about -50 dBFS).
    public static let silenceThreshold: Int16 = 100

    /// The index of the first sample louder than `silenceThreshold`, or nil when all are silent.
    public static func firstAudible(_ samples: UnsafeBufferPointer<Int16>) -> Int? {
        samples.firstIndex { $0 > silenceThreshold || $0 < -silenceThreshold }
    }

    /// The samples without the silence before the first audible one, keeping a few milliseconds of run-up so
    /// the first sound is not cut. Speech that is all silence comes back as it is.
    public static func trimmingLeadingSilence(_ samples: [Int16], keep: Int) -> [Int16] {
        guard let first = samples.withUnsafeBufferPointer({ firstAudible($0) }) else { return samples }
        let start = max(0, first - keep)
        return start == 0 ? samples : Array(samples[start...])
    }

    /// The root-mean-square level of `samples`, 0–1 of full scale.
    public static func rms(_ samples: ArraySlice<Int16>) -> Double {
        guard !samples.isEmpty else { return 0 }
        var sum = 0.0
        for sample in samples { sum += Double(sample) * Double(sample) }
        return (sum / Double(samples.count)).squareRoot() / 32768
    }

    /// The level of one frequency in `samples` (the Goertzel algorithm), 0–1 of full scale for a pure sine.
    public static func level(of frequency: Double, in samples: ArraySlice<Int16>, sampleRate: Int) -> Double {
        guard !samples.isEmpty else { return 0 }
        let coefficient = 2 * cos(2 * Double.pi * frequency / Double(sampleRate))
        var s1 = 0.0
        var s2 = 0.0
        for sample in samples {
            let s0 = Double(sample) / 32768 + coefficient * s1 - s2
            s2 = s1
            s1 = s0
        }
        let power = s1 * s1 + s2 * s2 - coefficient * s1 * s2
        return 2 * power.squareRoot() / Double(samples.count)
    }
}

@inline(__always)
func cos(_ x: Double) -> Double { sin(x + Double.pi / 2) }
