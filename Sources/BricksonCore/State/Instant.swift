/// A point on the monotonic clock, in nanoseconds since an arbitrary start (CLOCK_MONOTONIC on the device).
///
/// Time is an input: every event carries one, and the core never reads a clock. Tests move it by hand.
public struct Instant: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Nanoseconds since the clock's start.
    public var nanoseconds: Int64

    /// An instant `nanoseconds` after the clock's start.
    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// The clock's start.
    public static let zero = Instant(nanoseconds: 0)

    /// An instant `milliseconds` after the clock's start, for tests and scripts.
    public static func milliseconds(_ milliseconds: Int64) -> Instant {
        Instant(nanoseconds: milliseconds * 1_000_000)
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    /// The instant `duration` later.
    public static func + (lhs: Instant, rhs: Duration) -> Instant {
        Instant(nanoseconds: lhs.nanoseconds + rhs.nanosecondsRounded)
    }

    /// The instant `duration` earlier.
    public static func - (lhs: Instant, rhs: Duration) -> Instant {
        Instant(nanoseconds: lhs.nanoseconds - rhs.nanosecondsRounded)
    }

    /// The time from `rhs` to `lhs`.
    public static func - (lhs: Instant, rhs: Instant) -> Duration {
        .nanoseconds(lhs.nanoseconds - rhs.nanoseconds)
    }

    public var description: String { "\(Double(nanoseconds) / 1e6) ms" }
}

extension Duration {
    /// The duration in whole nanoseconds.
    public var nanosecondsRounded: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    /// The duration in milliseconds, as a floating-point number (for logs and benchmarks).
    public var milliseconds: Double { Double(nanosecondsRounded) / 1e6 }
}
