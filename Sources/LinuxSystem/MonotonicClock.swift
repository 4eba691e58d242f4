import Glibc

/// The one reading of CLOCK_MONOTONIC in the program: it never goes back and does not jump when the wall clock is
/// set (a board without a real-time clock starts in 1970 and jumps when the network sets it). The core's `Instant`
/// is made from it by the modules that stamp events.
public enum MonotonicClock {
    /// Nanoseconds since an arbitrary start (the boot). The corresponding C call is `clock_gettime`.
    public static func nanoseconds() -> Int64 {
        var time = Glibc.timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The `timespec` of a reading (a negative one becomes zero).
    public static func timespec(nanoseconds: Int64) -> Glibc.timespec {
        let clamped = max(nanoseconds, 0)
        return Glibc.timespec(tv_sec: Int(clamped / 1_000_000_000), tv_nsec: Int(clamped % 1_000_000_000))
    }

    /// The reading a `timespec` on this clock names.
    public static func nanoseconds(_ time: Glibc.timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Sleeps until `deadline` (a reading of this clock), however many signals arrive meanwhile. The
    /// corresponding C call is `clock_nanosleep(TIMER_ABSTIME)`.
    public static func sleep(until deadline: Int64) {
        var target = timespec(nanoseconds: deadline)
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &target, nil) == EINTR {}
    }
}
