import BricksonCore
import Glibc
import LinuxSystem

/// The device's monotonic clock, the one every `Event` is stamped with and the kernel stamps GPIO edges with.
public enum DeviceClock {
    /// Now, read from the system layer's `MonotonicClock`.
    public static func now() -> Instant { Instant(nanoseconds: MonotonicClock.nanoseconds()) }

    /// The instant a `timespec` on the monotonic clock names.
    public static func instant(_ spec: timespec) -> Instant { Instant(nanoseconds: MonotonicClock.nanoseconds(spec)) }

    /// The `timespec` of an instant (negative instants become zero).
    public static func timespecOf(_ instant: Instant) -> timespec {
        MonotonicClock.timespec(nanoseconds: instant.nanoseconds)
    }
}
