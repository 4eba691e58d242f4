import BricksonCore
import Glibc

/// The device's monotonic clock, the one every `Event` is stamped with and the kernel stamps GPIO edges with.
public enum DeviceClock {
    /// Now. The corresponding C call is `clock_gettime(CLOCK_MONOTONIC)`.
    public static func now() -> Instant {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return instant(spec)
    }

    /// The instant a `timespec` on the monotonic clock names.
    public static func instant(_ spec: timespec) -> Instant {
        Instant(nanoseconds: Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec))
    }

    /// The `timespec` of an instant (negative instants become zero).
    public static func timespecOf(_ instant: Instant) -> timespec {
        let nanoseconds = max(instant.nanoseconds, 0)
        return timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
    }
}
