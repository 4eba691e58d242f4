import BoardProfile
import BricksonCore
import DeviceValues
import EventLoop
import LinuxSystem

/// A GPIO chip in memory for the simulator and for tests: lines by name whose level a script sets, with edges
/// delivered through a real descriptor, so the loop and `GPIOButtons` take exactly the device's path.
public final class SimulatedChip: GPIOBackend {
    /// One simulated input line: its level, and an eventfd that carries its edges' times.
    public final class Line: GPIOInputLine, GPIOOutputLine {
        private let edges: EventInbox<Instant>
        /// The logical level (true: pressed), or nil to make reads fail.
        public var level: Bool? = false
        /// What an output line was driven to, in order.
        public private(set) var driven: [Bool] = []

        init() throws(SystemCallError) { edges = try EventInbox<Instant>() }

        public var descriptor: Int32 { edges.descriptor }
        public func readEdgeTimes() -> [Instant] { edges.drain() }
        public func isActive() -> Bool? { level }
        public func setActive(_ active: Bool) -> Bool {
            driven.append(active)
            level = active
            return true
        }

        /// The contact moves to `pressed` at `at`: the level changes and the kernel would queue an edge.
        public func set(pressed: Bool, at: Instant) {
            level = pressed
            edges.post(at)
        }
    }

    /// The lines this chip has, by name.
    public private(set) var lines: [String: Line] = [:]

    /// A chip with lines of these names.
    public init(lineNames: [String]) throws(SystemCallError) {
        for name in lineNames { lines[name] = try Line() }
    }

    public func requestInput(named name: String, activeLow: Bool, bias: BoardProfile.Bias) throws(GPIOError)
        -> any GPIOInputLine
    {
        guard let line = lines[name] else { throw .lineNotFound(name) }
        return line
    }

    public func requestOutput(named name: String, activeLow: Bool) throws(GPIOError) -> any GPIOOutputLine {
        guard let line = lines[name] else { throw .lineNotFound(name) }
        return line
    }
}
