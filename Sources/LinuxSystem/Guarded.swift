import Glibc

/// State shared between threads, inside the mutex that guards it, with the condition its waiters sleep on: what
/// the lock guards is in the type, and the state cannot be reached without the lock.
///
/// `@unchecked Sendable` because the compiler cannot see that every access to `state` is under `mutex`; this
/// class is the one place that promise is kept. (The toolchain's `Mutex` has no condition to wait on.) The
/// condition runs on CLOCK_MONOTONIC, so a deadline does not move when the wall clock is set.
public final class Guarded<State>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var state: State

    /// Guards `state`. The corresponding C calls are `pthread_mutex_init` and `pthread_cond_init` with
    /// `pthread_condattr_setclock(CLOCK_MONOTONIC)`.
    public init(_ state: State) {
        self.state = state
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` on the state under the lock.
    public func withLock<T, E: Error>(_ body: (inout State) throws(E) -> T) throws(E) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }

    /// Takes the lock, sleeps (with it released) until `ready` holds or `deadline` (a `MonotonicClock` reading,
    /// nil for none) has passed, then runs `body` under the same hold of the lock. `ready` and `deadline` are asked
    /// again after every wake-up. The corresponding C calls are `pthread_cond_wait` and `pthread_cond_timedwait`.
    public func withLock<T>(
        when ready: (inout State) -> Bool, deadline: (inout State) -> Int64? = { _ in nil },
        _ body: (inout State) -> T
    ) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while !ready(&state) {
            if let deadline = deadline(&state) {
                guard MonotonicClock.nanoseconds() < deadline else { break }
                var until = MonotonicClock.timespec(nanoseconds: deadline)
                _ = pthread_cond_timedwait(condition, mutex, &until)
            } else {
                pthread_cond_wait(condition, mutex)
            }
        }
        return body(&state)
    }

    /// Wakes one waiter, to look at the state again. The corresponding C call is `pthread_cond_signal`.
    public func signal() { pthread_cond_signal(condition) }

    /// Wakes every waiter. The corresponding C call is `pthread_cond_broadcast`.
    public func broadcast() { pthread_cond_broadcast(condition) }

    /// Changes the state under the lock, then wakes every waiter: the usual way to hand a thread work.
    @discardableResult
    public func update<T>(_ body: (inout State) -> T) -> T {
        let result = withLock(body)
        broadcast()
        return result
    }
}
