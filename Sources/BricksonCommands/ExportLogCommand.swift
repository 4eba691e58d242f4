import DurableStore

/// `brickson export-log`: writes the event log of a state directory to a CSV file, for example on a USB stick.
public enum ExportLogCommand {
    /// The state directory on the device.
    public static let defaultStateDirectory = "/var/lib/brickson"

    /// How to call it.
    public static let usage = "usage: brickson export-log [--state-dir DIR] OUTPUT.csv"

    /// Runs the command with the arguments after `export-log`; throws `ExportLogError` with a clear message.
    public static func run(_ arguments: [String]) throws {
        var directory = defaultStateDirectory
        var output: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--state-dir", "--state-directory":
                guard let value = rest.popFirst() else {
                    throw ExportLogError(description: "--state-dir needs a folder. \(usage)")
                }
                directory = value
            case "-h", "--help":
                throw ExportLogError(description: usage)
            default:
                guard output == nil, !argument.hasPrefix("-") else {
                    throw ExportLogError(description: "unexpected argument \(argument). \(usage)")
                }
                output = argument
            }
        }
        guard let output else { throw ExportLogError(description: "no output file given. \(usage)") }
        try EventLogExport.export(databasePath: directory + "/" + Store.databaseName, to: output)
    }
}
