import BricksonCommands
import BricksonRuntime
import Glibc
import HomeRenderer

/// `brickson run | snapshot | export-log | import-board | export-board`. The simulator is `brickson-simulator`.
let usage = """
    usage: brickson run --board ID [--state-dir DIR]      the device
           brickson snapshot STATE OUTPUT.png [options]    a picture of Home (brickson snapshot --help)
           brickson export-log [--state-dir DIR] OUTPUT.csv
           brickson import-board FILE.obz|FILE.obf [--state-dir DIR] [--board ID [--boards DIR]]
                                                           phrases from other AAC software
           brickson export-board FILE.obz|FILE.obf [--category NAME] [--state-dir DIR]
    """

func fail(_ message: String) -> Never {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.isEmpty ? "" : arguments.removeFirst()
switch command {
case "run":
    do throws(RuntimeError) { try DeviceCommand.run(arguments) } catch { fail("brickson: \(error)") }
case "snapshot":
    if arguments.contains("--help") {
        print(SnapshotOptions.usage)
        exit(0)
    }
    do { print(try SnapshotCommand.run(arguments)) } catch { fail("\(error)") }
case "export-log":
    do { try ExportLogCommand.run(arguments) } catch { fail("brickson: \(error)") }
case "import-board", "export-board":
    // Import with the service stopped: a running Brickson keeps the board it started with (C4).
    do {
        try BoardFileCommand.run([command] + arguments, measurer: PangoMeasurer())
    } catch {
        fail("brickson: \(error)")
    }
default:
    fail(usage)
}
