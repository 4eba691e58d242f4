import BricksonCore
import Glibc
import SystemdNotify
import Testing

@Suite struct SystemdNotifyTests {
    /// A datagram socket standing in for systemd's notify socket.
    final class FakeSystemd {
        let path: String
        let descriptor: Int32

        init() {
            // The abstract namespace (a leading `@` in `$NOTIFY_SOCKET`): no file to clean up.
            path = "@brickson-notify-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let name = [0] + Array(path.utf8.dropFirst())
            withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: name) }
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sa_family_t>.size + name.count))
                }
            }
        }

        deinit { close(descriptor) }

        func receive() -> String? {
            var buffer = [UInt8](repeating: 0, count: 512)
            let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : nil
        }
    }

    @Test func D5_readyStoppingAndWatchdogReachTheNotifySocket() {
        let systemd = FakeSystemd()
        let notifier = SystemdNotifier(
            socketPath: systemd.path, watchdogMicroseconds: nil, watchdogProcess: nil, ownProcess: getpid())
        #expect(notifier.ready(status: "On Home"))
        #expect(systemd.receive() == "READY=1\nSTATUS=On Home")
        #expect(notifier.petWatchdog())
        #expect(systemd.receive() == "WATCHDOG=1")
        #expect(notifier.stopping())
        #expect(systemd.receive() == "STOPPING=1")
    }

    @Test func D5_withoutSystemdNothingIsSent() {
        let notifier = SystemdNotifier(
            socketPath: nil, watchdogMicroseconds: "1000000", watchdogProcess: nil, ownProcess: 1)
        #expect(!notifier.isActive)
        #expect(!notifier.ready(status: "x"))
    }

    @Test func D5_theWatchdogIntervalComesFromTheEnvironmentForThisProcessOnly() {
        let mine = SystemdNotifier(
            socketPath: "/run/x", watchdogMicroseconds: "5000000", watchdogProcess: "42", ownProcess: 42)
        #expect(mine.watchdogInterval == .seconds(5))
        let other = SystemdNotifier(
            socketPath: "/run/x", watchdogMicroseconds: "5000000", watchdogProcess: "41", ownProcess: 42)
        #expect(other.watchdogInterval == nil)
        let bad = SystemdNotifier(
            socketPath: "/run/x", watchdogMicroseconds: "soon", watchdogProcess: nil, ownProcess: 42)
        #expect(bad.watchdogInterval == nil)
    }

    @Test func D5_theWatchdogIsPettedOnlyWhileTheLoopIsHealthy() {
        let health = WatchdogHealth(limit: .seconds(2))
        let now = Instant.milliseconds(10_000)
        #expect(health.shouldPet(now: now, lastTurnover: .milliseconds(9_500), oldestUnfinishedWork: nil))
        // The loop has not turned over for too long: hung.
        #expect(!health.shouldPet(now: now, lastTurnover: .milliseconds(7_000), oldestUnfinishedWork: nil))
        // A frame has waited for its flip too long.
        #expect(!health.shouldPet(now: now, lastTurnover: now, oldestUnfinishedWork: .milliseconds(7_500)))
        #expect(health.shouldPet(now: now, lastTurnover: now, oldestUnfinishedWork: .milliseconds(9_000)))
    }
}
