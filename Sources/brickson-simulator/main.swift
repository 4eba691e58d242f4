import BricksonRuntime
import BricksonSimulator
import Glibc

/// `brickson-simulator`: Brickson on a desktop, in a window or headless. Not on the device, which runs `brickson`
/// without the window's libraries.
do throws(RuntimeError) {
    try SimulateCommand.run(Array(CommandLine.arguments.dropFirst()))
} catch {
    let bytes = Array(("brickson-simulator: \(error)\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}
