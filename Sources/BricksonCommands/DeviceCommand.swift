import BoardProfile
import BricksonRuntime

/// `brickson run`: the device. One process on the panel, the buttons and the speaker, supervised by systemd.
public enum DeviceCommand {
    public static let usage = "usage: brickson run --board ID [--state-dir DIR] [--boards DIR]"
    /// Where the database lives on the device: the data partition.
    public static let defaultStateDirectory = "/var/lib/brickson"

    /// What the command line asked for.
    public struct Options: Equatable, Sendable {
        public var board: String
        public var stateDirectory = DeviceCommand.defaultStateDirectory
        public var boards: String?

        /// Parses the arguments after `run`.
        public init(arguments: [String]) throws(RuntimeError) {
            var board: String?
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                func value() throws(RuntimeError) -> String {
                    guard let value = rest.popFirst() else { throw .usage("\(argument) needs a value\n\(usage)") }
                    return value
                }
                switch argument {
                case "--board": board = try value()
                case "--state-dir": stateDirectory = try value()
                case "--boards": boards = try value()
                default: throw .usage("unknown argument \(argument)\n\(usage)")
                }
            }
            guard let board else { throw .usage("--board is required\n\(usage)") }
            self.board = board
        }
    }

    /// Runs the device until SIGTERM.
    public static func run(_ arguments: [String]) throws(RuntimeError) {
        let options = try Options(arguments: arguments)
        let profile = try BoardLocation.load(options.board, boards: options.boards)
        let runtime = try Runtime(parts: .device(profile: profile, stateDirectory: options.stateDirectory))
        try runtime.start()
        try runtime.run()
    }
}
