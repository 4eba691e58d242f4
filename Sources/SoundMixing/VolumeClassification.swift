/// One reading of an output mixer control (S4), as alsa-lib's simple mixer reports it.
public struct MixerReading: Sendable, Equatable {
    /// Whether the playback switch is on; nil when the control has no switch.
    public var switchOn: Bool?
    /// The playback volume and its range, in the control's own steps; nil when the control has no volume.
    public var volume: (value: Int, min: Int, max: Int)?
    /// The playback volume in hundredths of a decibel, when the control reports decibels.
    public var centibels: Int?

    /// A reading.
    public init(switchOn: Bool?, volume: (value: Int, min: Int, max: Int)?, centibels: Int? = nil) {
        self.switchOn = switchOn
        self.volume = volume
        self.centibels = centibels
    }

    public static func == (lhs: MixerReading, rhs: MixerReading) -> Bool {
        lhs.switchOn == rhs.switchOn && lhs.volume?.value == rhs.volume?.value && lhs.volume?.min == rhs.volume?.min
            && lhs.volume?.max == rhs.volume?.max && lhs.centibels == rhs.centibels
    }
}

/// Decides whether an output is muted or very low (S4, G7).
public enum VolumeClassification {
    /// Below this share of the control's range the volume is very low.
    public static let lowFraction = 0.2
    /// Below this level, in decibels, the volume is very low (used when the control reports decibels).
    public static let lowDecibels = -30.0

    /// True when the output is muted (switch off), at its minimum, or below `lowDecibels` / `lowFraction`.
    public static func isLow(_ reading: MixerReading) -> Bool {
        if reading.switchOn == false { return true }
        if let centibels = reading.centibels, Double(centibels) / 100 < lowDecibels { return true }
        if let volume = reading.volume {
            guard volume.max > volume.min else { return false }
            if volume.value <= volume.min { return true }
            if reading.centibels == nil {
                let fraction = Double(volume.value - volume.min) / Double(volume.max - volume.min)
                if fraction < lowFraction { return true }
            }
        }
        return false
    }
}
