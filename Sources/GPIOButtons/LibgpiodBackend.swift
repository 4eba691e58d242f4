import BoardProfile
import BricksonCore
import CGPIOD
import Glibc
import LinuxSystem

/// Lines through libgpiod 1.6 (the v1 API): the only file that knows the libgpiod version.
public struct LibgpiodBackend: GPIOBackend {
    /// The consumer name `gpioinfo` shows for Brickson's lines.
    public var consumer: String

    public init(consumer: String = "brickson") { self.consumer = consumer }

    /// Finds the line by name on any chip and requests both-edge events with bias and active-low. The
    /// corresponding C calls are `gpiod_line_find` and `gpiod_line_request_both_edges_events_flags`.
    public func requestInput(named name: String, activeLow: Bool, bias: BoardProfile.Bias) throws(GPIOError)
        -> any GPIOInputLine
    {
        let line = try find(name)
        var flags: Int32 = activeLow ? brickson_gpiod_flag_active_low() : 0
        switch bias {
        case .pullUp: flags |= brickson_gpiod_flag_bias_pull_up()
        case .pullDown: flags |= brickson_gpiod_flag_bias_pull_down()
        case .disable: flags |= brickson_gpiod_flag_bias_disable()
        case .asIs: break
        }
        guard gpiod_line_request_both_edges_events_flags(line, consumer, flags) == 0 else {
            let reason = String(cString: strerror(errno))
            gpiod_line_close_chip(line)
            throw .requestFailed(line: name, reason: reason)
        }
        return LibgpiodInputLine(line: line)
    }

    /// Finds the line by name and requests it as an output, inactive. The corresponding C call is
    /// `gpiod_line_request_output_flags`.
    public func requestOutput(named name: String, activeLow: Bool) throws(GPIOError) -> any GPIOOutputLine {
        let line = try find(name)
        let flags: Int32 = activeLow ? brickson_gpiod_flag_active_low() : 0
        guard gpiod_line_request_output_flags(line, consumer, flags, 0) == 0 else {
            let reason = String(cString: strerror(errno))
            gpiod_line_close_chip(line)
            throw .requestFailed(line: name, reason: reason)
        }
        return LibgpiodOutputLine(line: line)
    }

    /// The corresponding C call is `gpiod_line_find`, which opens the chip holding the line.
    private func find(_ name: String) throws(GPIOError) -> OpaquePointer {
        if let line = gpiod_line_find(name) { return line }
        throw Self.hasChip() ? .lineNotFound(name) : .noChip
    }

    private static func hasChip() -> Bool {
        ((try? Directory.names("/dev")) ?? []).contains { $0.hasPrefix("gpiochip") }
    }
}

/// A requested input line; released with its chip once.
final class LibgpiodInputLine: GPIOInputLine {
    private let line: OpaquePointer
    let descriptor: Int32

    init(line: OpaquePointer) {
        self.line = line
        descriptor = gpiod_line_event_get_fd(line)
        // Read only when epoll says so, and never block the loop if it was wrong.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        gpiod_line_release(line)
        gpiod_line_close_chip(line)
    }

    /// The corresponding C call is `gpiod_line_event_read_fd_multiple`. The v1 kernel queue holds 16 events and
    /// drops the newest when full, so these are hints only: the level is read when the core asks (A6).
    func readEdgeTimes() -> [Instant] {
        var times: [Instant] = []
        var events = [gpiod_line_event](repeating: gpiod_line_event(), count: 16)
        while true {
            let count = gpiod_line_event_read_fd_multiple(descriptor, &events, UInt32(events.count))
            guard count > 0 else { break }
            for event in events.prefix(Int(count)) {
                times.append(Instant(nanoseconds: Int64(event.ts.tv_sec) * 1_000_000_000 + Int64(event.ts.tv_nsec)))
            }
            if count < events.count { break }
        }
        return times
    }

    /// The corresponding C call is `gpiod_line_get_value` (active-low already applied by the request).
    func isActive() -> Bool? {
        let value = gpiod_line_get_value(line)
        return value < 0 ? nil : value == 1
    }
}

/// A requested output line, left inactive and released with its chip once.
final class LibgpiodOutputLine: GPIOOutputLine {
    private let line: OpaquePointer

    init(line: OpaquePointer) { self.line = line }

    deinit {
        _ = gpiod_line_set_value(line, 0)
        gpiod_line_release(line)
        gpiod_line_close_chip(line)
    }

    /// The corresponding C call is `gpiod_line_set_value`.
    func setActive(_ active: Bool) -> Bool { gpiod_line_set_value(line, active ? 1 : 0) == 0 }
}
