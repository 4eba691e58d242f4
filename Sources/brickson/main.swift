import BricksonCore
import BricksonRuntime
import DurableStore
import Glibc
import HomeRenderer

/// `brickson run | simulate | snapshot | export-log`.
let usage = """
    usage: brickson run --board ID [--state-dir DIR]      the device
           brickson simulate [--script FILE --out DIR]     the simulator (a window, or headless)
           brickson snapshot STATE OUTPUT.png [options]    a picture of Home (brickson snapshot --help)
           brickson export-log [--state-directory DIR] OUTPUT.csv
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
case "simulate":
    do throws(RuntimeError) { try SimulateCommand.run(arguments) } catch { fail("brickson: \(error)") }
case "snapshot":
    do throws(SnapshotError) {
        if arguments.contains("--help") { print(SnapshotOptions.usage); exit(0) }
        let options = try SnapshotOptions(arguments: arguments)
        let view = options.state.view(display: options.display, accessMethod: options.accessMethod)
        let scene = layout(view, screen: options.screen, measurer: PangoMeasurer())
        do throws(RenderError) {
            try Renderer().image(of: scene).writePNG(to: options.output)
        } catch {
            throw .render(error)
        }
    } catch {
        fail(error.description)
    }
case "export-log":
    do { try ExportLogCommand.run(arguments) } catch { fail("brickson: \(error)") }
default:
    fail(usage)
}
