import Glibc

/// A named thread running one closure, joined once by its owner: the audio, synthesis and store writer threads.
///
/// A final class rather than a `~Copyable` struct: the engines that start one join it from `shutdown` or `close`,
/// which may be called more than once and from any thread, so the thread is shared by reference and `join()` is
/// idempotent (the handle, inside a `Guarded`, is cleared by the first join).
public final class WorkerThread: Sendable {
    private let thread: Guarded<pthread_t?>

    /// Starts `body` on a new thread called `name` (at most 15 bytes show in `top` and `ps`). The corresponding C
    /// calls are `pthread_create` and `pthread_setname_np`.
    public init(name: String, _ body: @escaping @Sendable () -> Void) throws(SystemCallError) {
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        var handle = pthread_t()
        let result = pthread_create(
            &handle, nil,
            { context in
                let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
                body.run()
                return nil
            }, box)
        guard result == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            throw SystemCallError("pthread_create", code: result)
        }
        Self.setName(String(name.utf8.prefix(15)) ?? "brickson", of: handle)
        thread = Guarded(handle)
    }

    /// Waits for the closure to return; later calls return at once. Must not be called from the thread itself.
    /// The corresponding C call is `pthread_join`.
    public func join() {
        thread.withLock { handle in
            guard let running = handle else { return }
            pthread_join(running, nil)
            handle = nil
        }
    }

    /// Lets the thread end on its own, never to be joined; later calls, and `join()`, return at once. For a thread
    /// that may be stuck in a call nobody should wait for. The corresponding C call is `pthread_detach`.
    public func detach() {
        thread.withLock { handle in
            guard let running = handle else { return }
            pthread_detach(running)
            handle = nil
        }
    }

    /// Names the thread for `top` and `ps`. Glibc declares `pthread_setname_np` only under `_GNU_SOURCE`, which
    /// Swift's Glibc module does not define, so it is looked up by name. The corresponding C call is
    /// `pthread_setname_np`.
    private static func setName(_ name: String, of thread: pthread_t) {
        typealias SetName = @convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32
        guard let symbol = dlsym(nil, "pthread_setname_np") else { return }
        _ = unsafeBitCast(symbol, to: SetName.self)(thread, name)
    }

    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
