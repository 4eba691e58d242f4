import CLinuxEvents
import Glibc
import LinuxSystem
import Synchronization

/// A queue other threads (audio, storage) post results into; the loop drains it when its eventfd is readable.
///
/// Posting takes a lock and writes the eventfd once; draining reads the eventfd and takes everything queued.
public final class EventInbox<Element: Sendable>: Sendable {
    private let file: FileDescriptor
    /// The eventfd to watch in the loop.
    public var descriptor: Int32 { file.rawValue }
    private let queue = Mutex<[Element]>([])

    /// An empty inbox. The corresponding C call is `eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK)`.
    public init() throws(SystemCallError) {
        let descriptor = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
        guard descriptor >= 0 else { throw SystemCallError("eventfd") }
        file = FileDescriptor(adopting: descriptor)
    }

    /// Queues `element` and wakes the loop. Safe from any thread. The corresponding C call is `write` on the
    /// eventfd.
    public func post(_ element: Element) {
        queue.withLock { $0.append(element) }
        let one: UInt64 = 1
        _ = try? withUnsafeBytes(of: one) { bytes throws(SystemCallError) in try file.write(bytes) }
    }

    /// Everything queued so far, oldest first, leaving the inbox empty. Called on the loop's thread.
    public func drain() -> [Element] {
        var counter: UInt64 = 0
        _ = try? withUnsafeMutableBytes(of: &counter) { bytes throws(SystemCallError) in try file.read(into: bytes) }
        return queue.withLock { elements in
            defer { elements.removeAll(keepingCapacity: true) }
            return elements
        }
    }
}
