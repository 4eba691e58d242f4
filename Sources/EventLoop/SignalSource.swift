import CLinuxEvents
import Glibc
import LinuxSystem

/// Termination signals as a descriptor: SIGTERM (systemd stopping the service), SIGINT and SIGHUP.
///
/// The signals are blocked in the calling thread, which must be the main thread before any other thread starts
/// (threads inherit the mask), so that they arrive only through the descriptor.
public final class SignalSource {
    private let file: FileDescriptor
    /// The signalfd to watch in the loop.
    public var descriptor: Int32 { file.rawValue }

    /// Blocks `signals` and opens a descriptor for them. The corresponding C calls are `pthread_sigmask` and
    /// `signalfd`.
    public init(signals: [Int32] = [SIGTERM, SIGINT, SIGHUP]) throws(SystemCallError) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        let blocked = pthread_sigmask(SIG_BLOCK, &set, nil)
        guard blocked == 0 else { throw SystemCallError("pthread_sigmask", code: blocked) }
        let descriptor = signalfd(-1, &set, Int32(SFD_CLOEXEC | SFD_NONBLOCK))
        guard descriptor >= 0 else { throw SystemCallError("signalfd") }
        file = FileDescriptor(adopting: descriptor)
    }

    /// The signals that arrived since the last read, in order.
    public func read() -> [Int32] {
        var signals: [Int32] = []
        var information = signalfd_siginfo()
        let size = MemoryLayout<signalfd_siginfo>.size
        while (try? withUnsafeMutableBytes(of: &information) { bytes throws(SystemCallError) in
            try file.read(into: bytes)
        }) == size {
            signals.append(Int32(information.ssi_signo))
        }
        return signals
    }
}
