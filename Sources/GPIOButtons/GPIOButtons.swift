import BoardProfile
import BricksonCore
import DeviceValues

/// The physical buttons and the nurse-call output on GPIO (A6, D2, G8).
///
/// Edges only say "look again": each batch read from a line becomes one `.buttonEdge`; the core asks for the
/// level after its glitch filter and hold-off (`.sampleButton`) and decides from levels alone. A line that cannot
/// be had is logged and left out: the device goes on with what it has (touch, keys, the other buttons).
public final class GPIOButtons {
    private var inputs: [PhysicalButton: any GPIOInputLine] = [:]
    private var nurseCall: (any GPIOOutputLine)?
    private let log: (String) -> Void
    private var unreadable: Set<PhysicalButton> = []

    /// Requests the lines the board profile names. Never throws: what cannot be had is logged.
    public init(profile: BoardProfile, backend: any GPIOBackend, log: @escaping (String) -> Void) {
        self.log = log
        var noChipLogged = false
        for (button, name) in profile.buttonLines.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            do throws(GPIOError) {
                inputs[button] = try backend.requestInput(named: name, activeLow: profile.activeLow, bias: profile.bias)
            } catch .noChip {
                if !noChipLogged { log("gpio: no GPIO chip: the physical buttons are off; touch and keys still work") }
                noChipLogged = true
            } catch {
                log("gpio: \(button.rawValue) button: \(error); this button is off")
            }
        }
        if let name = profile.nurseCallLine {
            do throws(GPIOError) {
                nurseCall = try backend.requestOutput(named: name, activeLow: profile.nurseCallActiveLow)
            } catch .noChip {
                if !noChipLogged { log("gpio: no GPIO chip: no nurse-call output; the tone still sounds") }
            } catch {
                log("gpio: nurse-call output: \(error); the tone still sounds")
            }
        }
        if !inputs.isEmpty {
            let names = inputs.keys.map(\.rawValue).sorted().joined(separator: ", ")
            log("gpio: buttons \(names)")
        }
    }

    /// The buttons that are wired and working.
    public var buttons: Set<PhysicalButton> { Set(inputs.keys) }

    /// The descriptors to watch, with the button each belongs to.
    public var descriptors: [(descriptor: Int32, button: PhysicalButton)] {
        inputs.map { ($0.value.descriptor, $0.key) }.sorted { $0.descriptor < $1.descriptor }
    }

    /// Reads the line's pending edges and reports them as one hint, stamped with the newest kernel time. A
    /// timestamp that cannot be on the monotonic clock (in the future, or long before now) is replaced by `now`.
    public func readEdges(of button: PhysicalButton, now: Instant) -> Event? {
        guard let line = inputs[button] else { return nil }
        guard let newest = line.readEdgeTimes().max() else { return nil }
        let plausible = newest <= now && now - newest < .seconds(5)
        return .buttonEdge(button, at: plausible ? newest : now)
    }

    /// Reads `button`'s line now (for the core's `sampleButton`): its level, or nil when the board has no such
    /// line. A line that cannot be read counts as not pressed, and is logged once.
    public func sampleButton(_ button: PhysicalButton, now: Instant) -> Event? {
        guard let line = inputs[button] else { return nil }
        guard let active = line.isActive() else {
            if unreadable.insert(button).inserted { log("gpio: cannot read the \(button.rawValue) line") }
            return .buttonLevel(button, isPressed: false, at: now)
        }
        unreadable.remove(button)
        return .buttonLevel(button, isPressed: active, at: now)
    }

    /// Drives the nurse-call output, if the board wires one (`setNurseCall`, G8).
    public func setNurseCall(_ active: Bool) {
        if let nurseCall, !nurseCall.setActive(active) { log("gpio: cannot drive the nurse-call output") }
    }

    /// Whether the board wires a nurse-call output that was had.
    public var hasNurseCall: Bool { nurseCall != nil }
}
