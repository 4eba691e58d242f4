/// A thread that runs the jobs handed to it one after another, in the order they came: the USB stick's reads and
/// writes (C5), which a slow or failing stick can hold for as long as it likes.
///
/// Handing a job in never waits for the thread, and nothing ever waits for a job: whoever hands work in (the loop)
/// stays free however long a job takes. `finish()` lets the thread end after the job it is running without joining
/// it, so stopping never hangs on a stick that stopped answering.
public final class SerialWorker: Sendable {
    private struct Queue {
        var jobs: [@Sendable () -> Void] = []
        var finishing = false
    }

    private let queue: Guarded<Queue>
    private let thread: WorkerThread

    /// Starts the thread, called `name` (at most 15 bytes show), waiting for jobs.
    public init(name: String) throws(SystemCallError) {
        let queue = Guarded(Queue())
        self.queue = queue
        thread = try WorkerThread(name: name) {
            while true {
                let next: (@Sendable () -> Void)? = queue.withLock(when: { $0.finishing || !$0.jobs.isEmpty }) {
                    $0.finishing ? nil : $0.jobs.removeFirst()
                }
                guard let next else { return }
                next()
            }
        }
    }

    /// Queues `job` to run after every job handed in before it. Returns at once. After `finish()` it is dropped.
    public func submit(_ job: @escaping @Sendable () -> Void) {
        queue.update { if !$0.finishing { $0.jobs.append(job) } }
    }

    /// How many jobs wait, not counting the one running.
    public var waiting: Int { queue.withLock { $0.jobs.count } }

    /// Drops the jobs not started and lets the thread end after the one it is running, without waiting for it.
    public func finish() {
        queue.update {
            $0.finishing = true
            $0.jobs.removeAll()
        }
        thread.detach()
    }
}
