import BricksonCore
import CLinuxEvents
import Glibc
import LinuxSystem

/// A timerfd on the monotonic clock, armed at an absolute instant: the core's next deadline.
public final class DeadlineTimer {
    private let file: FileDescriptor
    /// The descriptor to watch in the loop.
    public var descriptor: Int32 { file.rawValue }
    /// The instant the timer is armed for, if any.
    public private(set) var deadline: Instant?

    /// A disarmed timer. The corresponding C call is `timerfd_create(CLOCK_MONOTONIC)`.
    public init() throws(SystemCallError) {
        let descriptor = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_CLOEXEC | TFD_NONBLOCK))
        guard descriptor >= 0 else { throw SystemCallError("timerfd_create") }
        file = FileDescriptor(adopting: descriptor)
    }

    /// Arms the timer to fire once at `deadline` (an instant already past fires at once), or disarms it (nil).
    /// The corresponding C call is `timerfd_settime(TFD_TIMER_ABSTIME)`.
    public func arm(at deadline: Instant?) throws(SystemCallError) {
        var setting = itimerspec()
        if let deadline {
            // Zero would disarm: an instant at or before the clock's start fires as soon as possible instead.
            setting.it_value = DeviceClock.timespecOf(Instant(nanoseconds: max(deadline.nanoseconds, 1)))
        }
        guard timerfd_settime(descriptor, Int32(TFD_TIMER_ABSTIME), &setting, nil) == 0 else {
            throw SystemCallError("timerfd_settime")
        }
        self.deadline = deadline
    }

    /// Arms the timer to fire every `interval`, starting one interval from now (the watchdog, the volume check).
    /// The corresponding C call is `timerfd_settime` with an interval.
    public func repeatEvery(_ interval: Duration) throws(SystemCallError) {
        let nanoseconds = max(interval.nanosecondsRounded, 1)
        let spec = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        var setting = itimerspec(it_interval: spec, it_value: spec)
        guard timerfd_settime(descriptor, 0, &setting, nil) == 0 else { throw SystemCallError("timerfd_settime") }
        deadline = nil
    }

    /// Reads how many times the timer fired since the last read (0 if it has not: a spurious wake-up).
    public func acknowledge() -> UInt64 {
        var expirations: UInt64 = 0
        let count = try? withUnsafeMutableBytes(of: &expirations) { bytes throws(SystemCallError) in
            try file.read(into: bytes)
        }
        if count == MemoryLayout<UInt64>.size {
            deadline = nil
            return expirations
        }
        return 0
    }
}
