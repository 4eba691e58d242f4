import BoardProfile
import BricksonCore
import CGPIOD
import DeviceValues
import Glibc
import LinuxSystem

/// Lines through libgpiod 2.x (the v2 API): the only file that knows libgpiod.
///
/// Each line is its own request on the chip that has a line of that name, so one failed line leaves the others
/// working, and each button has its own descriptor for the loop. No kernel debounce is asked for: the core reads
/// the level 2 ms after the first edge and ignores the bounce itself (A6), and a kernel debounce period would hold
/// that first edge back by the whole period (S5's budget is 15 ms from the edge).
public struct LibgpiodBackend: GPIOBackend {
    /// The consumer name `gpioinfo` shows for Brickson's lines.
    public var consumer: String

    public init(consumer: String = "brickson") { self.consumer = consumer }

    /// The version of the libgpiod the process runs with ("2.1.3"). The corresponding C call is
    /// `gpiod_api_version`.
    public static var libraryVersion: String { String(cString: gpiod_api_version()) }

    /// Finds the line by name on any chip and requests it as an input with both-edge events, bias and active-low.
    /// The corresponding C calls are `gpiod_chip_get_line_offset_from_name` and `gpiod_chip_request_lines`.
    public func requestInput(named name: String, activeLow: Bool, bias: BoardProfile.Bias) throws(GPIOError)
        -> any GPIOInputLine
    {
        let found = try find(name)
        defer { gpiod_chip_close(found.chip) }
        let request = try self.request(name, offset: found.offset, on: found.chip) { settings in
            gpiod_line_settings_set_active_low(settings, activeLow)
            return gpiod_line_settings_set_direction(settings, GPIOD_LINE_DIRECTION_INPUT) == 0
                && gpiod_line_settings_set_edge_detection(settings, GPIOD_LINE_EDGE_BOTH) == 0
                && gpiod_line_settings_set_bias(settings, Self.bias(bias)) == 0
        }
        guard let line = LibgpiodInputLine(request: request, offset: found.offset) else {
            gpiod_line_request_release(request)
            throw .requestFailed(line: name, reason: "no memory for its edge event buffer")
        }
        return line
    }

    /// Finds the line by name and requests it as an output, inactive. The corresponding C call is
    /// `gpiod_chip_request_lines`.
    public func requestOutput(named name: String, activeLow: Bool) throws(GPIOError) -> any GPIOOutputLine {
        let found = try find(name)
        defer { gpiod_chip_close(found.chip) }
        let request = try self.request(name, offset: found.offset, on: found.chip) { settings in
            gpiod_line_settings_set_active_low(settings, activeLow)
            return gpiod_line_settings_set_direction(settings, GPIOD_LINE_DIRECTION_OUTPUT) == 0
                && gpiod_line_settings_set_output_value(settings, GPIOD_LINE_VALUE_INACTIVE) == 0
        }
        return LibgpiodOutputLine(request: request, offset: found.offset)
    }

    /// The v2 request: line settings for one offset, a line config holding them, a request config naming the
    /// consumer, each freed once whatever happens. The corresponding C call is `gpiod_chip_request_lines`.
    private func request(
        _ name: String, offset: UInt32, on chip: OpaquePointer, settings configure: (OpaquePointer) -> Bool
    ) throws(GPIOError) -> OpaquePointer {
        guard let settings = gpiod_line_settings_new() else { throw .requestFailed(line: name, reason: "no memory") }
        defer { gpiod_line_settings_free(settings) }
        guard configure(settings) else {
            throw .requestFailed(line: name, reason: "this libgpiod refuses the line settings")
        }
        guard let lineConfig = gpiod_line_config_new() else { throw .requestFailed(line: name, reason: "no memory") }
        defer { gpiod_line_config_free(lineConfig) }
        var offsets = [offset]
        guard gpiod_line_config_add_line_settings(lineConfig, &offsets, 1, settings) == 0 else {
            throw .requestFailed(line: name, reason: String(cString: strerror(errno)))
        }
        guard let requestConfig = gpiod_request_config_new() else {
            throw .requestFailed(line: name, reason: "no memory")
        }
        defer { gpiod_request_config_free(requestConfig) }
        gpiod_request_config_set_consumer(requestConfig, consumer)
        guard let request = gpiod_chip_request_lines(chip, requestConfig, lineConfig) else {
            throw .requestFailed(line: name, reason: String(cString: strerror(errno)))
        }
        return request
    }

    private static func bias(_ bias: BoardProfile.Bias) -> gpiod_line_bias {
        switch bias {
        case .pullUp: GPIOD_LINE_BIAS_PULL_UP
        case .pullDown: GPIOD_LINE_BIAS_PULL_DOWN
        case .disable: GPIOD_LINE_BIAS_DISABLED
        case .asIs: GPIOD_LINE_BIAS_AS_IS
        }
    }

    /// The first chip, in the kernel's numbering, that has a line named `name`, opened, with the line's offset.
    /// The corresponding C calls are `gpiod_chip_open` and `gpiod_chip_get_line_offset_from_name`.
    private func find(_ name: String) throws(GPIOError) -> (chip: OpaquePointer, offset: UInt32) {
        let chips = Self.chipPaths()
        guard !chips.isEmpty else { throw .noChip }
        for path in chips {
            guard let chip = gpiod_chip_open(path) else { continue }
            let offset = gpiod_chip_get_line_offset_from_name(chip, name)
            if offset >= 0 { return (chip, UInt32(offset)) }
            gpiod_chip_close(chip)
        }
        throw .lineNotFound(name)
    }

    /// `/dev/gpiochipN` that are GPIO character devices, by N (gpiochip10 after gpiochip9).
    private static func chipPaths() -> [String] {
        let names = ((try? Directory.names("/dev")) ?? []).filter { $0.hasPrefix("gpiochip") }
        return
            names
            .sorted { (Int($0.dropFirst(8)) ?? .max, $0) < (Int($1.dropFirst(8)) ?? .max, $1) }
            .map { "/dev/\($0)" }
            .filter { gpiod_is_gpiochip_device($0) }
    }
}

/// A requested input line with its edge event buffer; both released once.
final class LibgpiodInputLine: GPIOInputLine {
    /// Events read in one call: the kernel's queue for one line holds 16 by default.
    private static let bufferCapacity = 16
    private let request: OpaquePointer
    private let offset: UInt32
    private let buffer: OpaquePointer
    let descriptor: Int32

    init?(request: OpaquePointer, offset: UInt32) {
        guard let buffer = gpiod_edge_event_buffer_new(Self.bufferCapacity) else { return nil }
        self.request = request
        self.offset = offset
        self.buffer = buffer
        descriptor = gpiod_line_request_get_fd(request)
        // Read only when epoll says so, and never block the loop if it was wrong.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        gpiod_edge_event_buffer_free(buffer)
        gpiod_line_request_release(request)
    }

    /// The corresponding C call is `gpiod_line_request_read_edge_events`, which reads the request's descriptor. The
    /// kernel's queue drops events when full, so these are hints only: the level is read when the core asks (A6).
    func readEdgeTimes() -> [Instant] {
        var times: [Instant] = []
        while true {
            let count = gpiod_line_request_read_edge_events(request, buffer, Self.bufferCapacity)
            guard count > 0 else { break }  // -1 with EAGAIN: nothing more waiting.
            for index in 0..<Int(count) {
                guard let event = gpiod_edge_event_buffer_get_event(buffer, UInt(index)) else { continue }
                // The request's event clock is the monotonic one (libgpiod's default), like `Instant`.
                let nanoseconds = gpiod_edge_event_get_timestamp_ns(event)
                times.append(Instant(nanoseconds: Int64(clamping: nanoseconds)))
            }
            if count < Self.bufferCapacity { break }
        }
        return times
    }

    /// The corresponding C call is `gpiod_line_request_get_value` (active-low already applied by the request).
    func isActive() -> Bool? {
        let value = gpiod_line_request_get_value(request, offset)
        if value == GPIOD_LINE_VALUE_ACTIVE { return true }
        if value == GPIOD_LINE_VALUE_INACTIVE { return false }
        return nil
    }
}

/// A requested output line, left inactive and released once.
final class LibgpiodOutputLine: GPIOOutputLine {
    private let request: OpaquePointer
    private let offset: UInt32

    init(request: OpaquePointer, offset: UInt32) {
        self.request = request
        self.offset = offset
    }

    deinit {
        _ = gpiod_line_request_set_value(request, offset, GPIOD_LINE_VALUE_INACTIVE)
        gpiod_line_request_release(request)
    }

    /// The corresponding C call is `gpiod_line_request_set_value`.
    func setActive(_ active: Bool) -> Bool {
        gpiod_line_request_set_value(request, offset, active ? GPIOD_LINE_VALUE_ACTIVE : GPIOD_LINE_VALUE_INACTIVE) == 0
    }
}
