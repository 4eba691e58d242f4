import Glibc

/// One lock for all text work in the process: every pango layout, measure and draw, and every font map made or
/// freed, runs inside it.
///
/// cairo and fontconfig share one cache of fonts across the process, behind locks of their own, whichever pango
/// font map a layout came from. Once in CI two threads laying out text at the same time (the measurer on one
/// thread, a drawing on another) each held one of those locks and waited for the other's for good. On the device
/// that would be the phrase editor's fit check on the worker against the display thread: the screen would stop.
/// Text work is short (a frame of Home lays out a few dozen labels), so one lock costs a wait of one frame at most.
///
/// Recursive, so a call that holds it may call another that takes it (a layout freed inside a drawing).
enum TextLock {
    /// The mutex, made once and never freed. The corresponding C calls are `pthread_mutexattr_settype`
    /// (`PTHREAD_MUTEX_RECURSIVE`) and `pthread_mutex_init`.
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        return mutex
    }()

    /// Runs `body` holding the lock.
    static func held<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
