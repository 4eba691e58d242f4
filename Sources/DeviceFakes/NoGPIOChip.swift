import BoardProfile
import DeviceValues

/// A machine with no GPIO chip at all: every request fails with `.noChip` (the simulator's `--fault no-gpio`).
public struct NoGPIOChip: GPIOBackend {
    public init() {}

    public func requestInput(named name: String, activeLow: Bool, bias: BoardProfile.Bias) throws(GPIOError)
        -> any GPIOInputLine
    { throw .noChip }

    public func requestOutput(named name: String, activeLow: Bool) throws(GPIOError) -> any GPIOOutputLine {
        throw .noChip
    }
}
