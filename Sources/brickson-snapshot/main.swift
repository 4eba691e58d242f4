import Glibc
import HomeRenderer

// Draws a named Home state to a PNG: `brickson-snapshot <state> <output.png> [options]`, and prints how tall the
// labels' capitals stand on the panel.
do {
    print(try SnapshotCommand.run(Array(CommandLine.arguments.dropFirst())))
} catch {
    let message = "\(error)\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    exit(2)
}
