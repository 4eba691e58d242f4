import BricksonCore
import Glibc

/// The monotonic clock every sound event is stamped with.
public enum MonotonicClock {
    /// Now, on CLOCK_MONOTONIC. The corresponding C call is `clock_gettime`.
    public static func now() -> Instant {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Instant(nanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// Sleeps for `seconds`. The corresponding C call is `nanosleep`.
    static func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}
