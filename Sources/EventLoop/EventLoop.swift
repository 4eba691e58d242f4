import BricksonCore
import CLinuxEvents
import Glibc
import LinuxSystem

/// One thread's epoll loop: every source of work (GPIO lines, the DRM fd, input, the deadline timer, the worker
/// inbox, signals) is a file descriptor, and idle means blocked in `epoll_wait`.
///
/// Not thread-safe: it belongs to the thread that runs it. Other threads reach it through an `EventInbox`.
public final class EventLoop {
    private let epoll: FileDescriptor
    private var epollDescriptor: Int32 { epoll.rawValue }
    private var handlers: [Int32: () -> Void] = [:]
    private var stopping = false

    /// How many times the loop has woken and handled its ready descriptors.
    public private(set) var turnovers: UInt64 = 0
    /// When the loop last finished handling a wake-up (for the watchdog's health check).
    public private(set) var lastTurnover: Instant

    /// A new loop with nothing to watch. The corresponding C call is `epoll_create1(EPOLL_CLOEXEC)`.
    public init() throws(SystemCallError) {
        let descriptor = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard descriptor >= 0 else { throw SystemCallError("epoll_create1") }
        epoll = FileDescriptor(adopting: descriptor)
        lastTurnover = DeviceClock.now()
    }

    /// Calls `handler` on this loop's thread whenever `descriptor` is readable (level-triggered: the handler
    /// must read what is there). The corresponding C call is `epoll_ctl(EPOLL_CTL_ADD)`.
    public func watch(_ descriptor: Int32, _ handler: @escaping () -> Void) throws(SystemCallError) {
        var event = epoll_event()
        event.events = EPOLLIN.rawValue | EPOLLPRI.rawValue
        event.data.fd = descriptor
        let operation = handlers[descriptor] == nil ? EPOLL_CTL_ADD : EPOLL_CTL_MOD
        guard epoll_ctl(epollDescriptor, operation, descriptor, &event) == 0 else {
            throw SystemCallError("epoll_ctl")
        }
        handlers[descriptor] = handler
    }

    /// Calls `handler` on this loop's thread when `descriptor` reports an exceptional condition only (`EPOLLPRI`):
    /// `/proc/self/mountinfo` is always readable and signals a change of the mount table this way (C5).
    public func watchPriority(_ descriptor: Int32, _ handler: @escaping () -> Void) throws(SystemCallError) {
        var event = epoll_event()
        event.events = EPOLLPRI.rawValue
        event.data.fd = descriptor
        let operation = handlers[descriptor] == nil ? EPOLL_CTL_ADD : EPOLL_CTL_MOD
        guard epoll_ctl(epollDescriptor, operation, descriptor, &event) == 0 else {
            throw SystemCallError("epoll_ctl")
        }
        handlers[descriptor] = handler
    }

    /// Stops watching `descriptor` (before it is closed). The corresponding C call is `epoll_ctl(EPOLL_CTL_DEL)`.
    public func unwatch(_ descriptor: Int32) {
        guard handlers.removeValue(forKey: descriptor) != nil else { return }
        var event = epoll_event()
        _ = epoll_ctl(epollDescriptor, EPOLL_CTL_DEL, descriptor, &event)
    }

    /// Whether `descriptor` is watched.
    public func isWatching(_ descriptor: Int32) -> Bool { handlers[descriptor] != nil }

    /// Waits until at least one descriptor is ready (or `timeoutMilliseconds` pass; -1 waits for ever), then
    /// calls the handlers of the ready ones. Returns how many were handled. The corresponding C call is
    /// `epoll_wait`, retried on `EINTR`.
    @discardableResult
    public func runOnce(timeoutMilliseconds: Int32 = -1) throws(SystemCallError) -> Int {
        var events = [epoll_event](repeating: epoll_event(), count: 32)
        let count = retryingInterrupts {
            epoll_wait(epollDescriptor, &events, Int32(events.count), timeoutMilliseconds)
        }
        guard count >= 0 else { throw SystemCallError("epoll_wait") }
        for event in events.prefix(Int(count)) {
            // A handler earlier in this batch may have unwatched this descriptor.
            handlers[event.data.fd]?()
        }
        turnovers &+= 1
        lastTurnover = DeviceClock.now()
        return Int(count)
    }

    /// Runs until `stop()` is called from a handler.
    public func run() throws(SystemCallError) {
        stopping = false
        while !stopping { try runOnce() }
    }

    /// Makes `run()` return after the current wake-up's handlers.
    public func stop() { stopping = true }
}
