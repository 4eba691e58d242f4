import Glibc

/// Tells systemd how the service is doing (`Type=notify`, `WatchdogSec=`), without libsystemd: the protocol is one
/// datagram of `KEY=value` lines to the unix socket named in `$NOTIFY_SOCKET`.
public struct SystemdNotifier: Sendable {
    /// The socket path (a leading `@` names the abstract namespace), or nil when not run by systemd.
    public let socketPath: String?
    /// How often systemd expects `WATCHDOG=1`, or nil when the watchdog is off.
    public let watchdogInterval: Duration?

    /// A notifier for this process, from `$NOTIFY_SOCKET`, `$WATCHDOG_USEC` and `$WATCHDOG_PID`.
    public init() {
        self.init(
            socketPath: Self.environment("NOTIFY_SOCKET"),
            watchdogMicroseconds: Self.environment("WATCHDOG_USEC"),
            watchdogProcess: Self.environment("WATCHDOG_PID"), ownProcess: getpid())
    }

    /// A notifier from given values (for tests): the watchdog applies only to the process it names, if any.
    public init(socketPath: String?, watchdogMicroseconds: String?, watchdogProcess: String?, ownProcess: Int32) {
        self.socketPath = socketPath.flatMap { $0.isEmpty ? nil : $0 }
        var interval: Duration?
        if let text = watchdogMicroseconds, let microseconds = Int64(text), microseconds > 0 {
            let forUs = watchdogProcess.map { Int32($0) == ownProcess } ?? true
            if forUs { interval = .microseconds(microseconds) }
        }
        watchdogInterval = interval
    }

    /// Whether there is anyone to tell.
    public var isActive: Bool { socketPath != nil }

    /// The service is up: the first frame is on screen (or there is no display). Sends `READY=1` and a status.
    @discardableResult
    public func ready(status: String) -> Bool { send("READY=1\nSTATUS=\(status)") }

    /// The service is stopping (SIGTERM). Sends `STOPPING=1`.
    @discardableResult
    public func stopping() -> Bool { send("STOPPING=1") }

    /// Pets the watchdog. Sends `WATCHDOG=1`; call only while the loop is healthy.
    @discardableResult
    public func petWatchdog() -> Bool { send("WATCHDOG=1") }

    /// Sets the one-line status `systemctl status` shows.
    @discardableResult
    public func status(_ text: String) -> Bool { send("STATUS=\(text)") }

    /// Sends one notification datagram. The corresponding C call is `sendto` on an `AF_UNIX`, `SOCK_DGRAM`
    /// socket. Returns false (and changes nothing) when there is no socket or the send failed.
    @discardableResult
    public func send(_ message: String) -> Bool {
        guard let socketPath else { return false }
        let socketDescriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socketDescriptor >= 0 else { return false }
        defer { close(socketDescriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var pathBytes = Array(socketPath.utf8)
        if pathBytes.first == UInt8(ascii: "@") { pathBytes[0] = 0 }
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard pathBytes.count < capacity else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: pathBytes)
        }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + pathBytes.count + (pathBytes.first == 0 ? 0 : 1))
        let bytes = Array(message.utf8)
        let sent = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                sendto(socketDescriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL), socketAddress, length)
            }
        }
        return sent == bytes.count
    }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
