import BoardProfile
import BricksonCore

/// One requested input line: its descriptor for the loop, its pending edges, its level.
public protocol GPIOInputLine: AnyObject {
    /// The descriptor that becomes readable when the kernel has edge events.
    var descriptor: Int32 { get }
    /// Reads the pending edge events and returns their kernel timestamps (monotonic), oldest first.
    func readEdgeTimes() -> [Instant]
    /// The logical level now (true: active, after active-low), or nil when the line cannot be read.
    func isActive() -> Bool?
}

/// One requested output line.
public protocol GPIOOutputLine: AnyObject {
    /// Drives the line active or inactive (after active-low). Returns false when it could not.
    func setActive(_ active: Bool) -> Bool
}

/// Why a line could not be had.
public enum GPIOError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The machine has no GPIO chip at all.
    case noChip
    /// No chip has a line of this name.
    case lineNotFound(String)
    /// The line exists but the request failed (busy, no permission).
    case requestFailed(line: String, reason: String)

    public var description: String {
        switch self {
        case .noChip: "no GPIO chip on this machine"
        case .lineNotFound(let line): "no GPIO line named \(line)"
        case .requestFailed(let line, let reason): "cannot request GPIO line \(line): \(reason)"
        }
    }
}

/// Where lines come from: libgpiod on the device, a fake in tests.
public protocol GPIOBackend {
    /// Requests line `name` as an input with both-edge events.
    func requestInput(named name: String, activeLow: Bool, bias: BoardProfile.Bias) throws(GPIOError)
        -> any GPIOInputLine
    /// Requests line `name` as an output, inactive.
    func requestOutput(named name: String, activeLow: Bool) throws(GPIOError) -> any GPIOOutputLine
}
