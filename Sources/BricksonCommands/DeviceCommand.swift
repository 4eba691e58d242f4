import BoardProfile
import BricksonRuntime

/// `brickson run`: the device. One process on the panel, the buttons and the speaker, supervised by systemd.
public enum DeviceCommand {
    public static let usage =
        "usage: brickson run --board ID [--state-dir DIR] [--boards DIR] [--describe-screen PATH (system test only)]"
    /// Where the database lives on the device: the data partition.
    public static let defaultStateDirectory = "/var/lib/brickson"

    /// What the command line asked for.
    public struct Options: Equatable, Sendable {
        public var board: String
        public var stateDirectory = DeviceCommand.defaultStateDirectory
        public var boards: String?
        /// Where to write what is on screen after each frame, for the system test (`ScreenDescription`); nil on
        /// the shipped device.
        public var describeScreen: String?

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
                case "--describe-screen":
                    let path = try value()
                    guard path.hasPrefix("/"), !path.hasSuffix("/") else {
                        throw .usage("--describe-screen needs the absolute path of a file, not '\(path)'\n\(usage)")
                    }
                    describeScreen = path
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
        var parts = RuntimeParts.device(profile: profile, stateDirectory: options.stateDirectory)
        parts.screenDescriptionPath = options.describeScreen
        let runtime = try Runtime(parts: parts)
        try runtime.start()
        try runtime.run()
    }
}
