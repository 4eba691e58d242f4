import BricksonRuntime
import BricksonSimulator
import Foundation
import Glibc
import SystemdNotify
import Testing

/// systemd's notify socket, as a datagram socket in the abstract namespace.
final class NotifySocket {
    let name = "@brickson-runtime-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)

    init() {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = [0] + Array(name.utf8.dropFirst())
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sa_family_t>.size + bytes.count))
            }
        }
    }

    deinit { close(descriptor) }

    /// Every datagram received so far.
    func received() -> [String] {
        var messages: [String] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            guard count > 0 else { return messages }
            messages.append(String(decoding: buffer[0..<count], as: UTF8.self))
        }
    }
}

@Suite(.serialized) struct SupervisionTests {
    @Test func D5_readyAfterTheFirstFrameThenTheWatchdogWhileHealthyThenStopping() throws {
        let systemd = NotifySocket()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brickson-d5-\(UUID().uuidString)")
            .path
        var options = try SimulateCommand.Options(arguments: ["--out", folder])
        options.scriptText = "wait 1000\npress yes\nwait 1600"
        // A one-second watchdog: the housekeeping timer then runs every half second and pets it.
        options.notifier = SystemdNotifier(
            socketPath: systemd.name, watchdogMicroseconds: "1000000", watchdogProcess: nil, ownProcess: getpid())
        var framesWhenReady: Int?
        let profile = try BoardLocation.load("simulator", boards: repositoryBoards)
        _ = try SimulateCommand.runHeadless(profile: profile, options: options) { _, _ in
            if framesWhenReady == nil, systemd.peekReady() {
                framesWhenReady =
                    (try? FileManager.default.contentsOfDirectory(atPath: folder))?
                    .filter { $0.hasPrefix("frame-") }.count
            }
        }
        let messages = systemd.received()
        #expect(messages.first?.hasPrefix("READY=1") == true, "\(messages)")
        #expect(messages.filter { $0 == "WATCHDOG=1" }.count >= 3, "\(messages)")
        #expect(messages.last == "STOPPING=1", "\(messages)")
        // READY came after the first frame was written, never before.
        #expect((framesWhenReady ?? 0) >= 1)
    }
}

extension NotifySocket {
    /// Whether READY=1 has arrived, without taking it off the socket.
    func peekReady() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT | MSG_PEEK))
        return count > 0 && String(decoding: buffer[0..<count], as: UTF8.self).hasPrefix("READY=1")
    }
}
