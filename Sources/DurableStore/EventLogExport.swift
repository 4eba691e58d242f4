import BricksonCore
import Glibc
import LinuxSystem

/// Why the event log could not be exported, in words for the person running the command.
public struct ExportLogError: Error, CustomStringConvertible, Equatable {
    /// What went wrong and what to do.
    public var description: String

    public init(description: String) { self.description = description }
}

/// The event log as CSV (D6): one row per entry, oldest first; message text only if the caregiver allowed it
/// (it is withheld when logged, so an export never holds it otherwise).
enum EventLogCSV {
    /// The header row.
    static let header = "time_utc,monotonic_ms,kind,detail,latency_ms"

    /// The CSV text of the log in `database`.
    static func text(of database: SQLiteDatabase) throws(SQLiteError) -> String {
        let rows = try database.query(
            "SELECT wall_ms, monotonic_ns, kind, detail, latency_ns FROM event_log ORDER BY seq")
        var lines = [header]
        for row in rows {
            let wall = row[0].integer.map { Clocks.iso8601(milliseconds: $0) } ?? ""
            let monotonic = row[1].integer.map { milliseconds($0) } ?? ""
            let latency = row[4].integer.map { milliseconds($0) } ?? ""
            lines.append(
                [wall, monotonic, field(row[2].text ?? ""), field(row[3].text ?? ""), latency].joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Nanoseconds as milliseconds with three decimals.
    static func milliseconds(_ nanoseconds: Int64) -> String {
        let micros = nanoseconds / 1000
        let fraction = abs(micros % 1000)
        let padded = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
        return "\(micros < 0 && micros > -1000 ? "-" : "")\(micros / 1000).\(padded)"
    }

    /// One CSV field: quoted when needed (RFC 4180), and never starting like a spreadsheet formula.
    static func field(_ text: String) -> String {
        var text = text
        if let first = text.first, "=+-@".contains(first) { text = "'" + text }
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.map { $0 == "\"" ? "\"\"" : String($0) }.joined() + "\""
    }
}

extension Store {
    /// Writes the event log to `path` as CSV (D6), after what is queued has been written.
    public func exportLog(toCSV path: String) throws {
        waitUntilWritten()
        try EventLogExport.export(databasePath: databasePath, to: path)
    }
}

extension Store {
    /// The event log as CSV text (D6), after what is queued has been written, for a caller that writes it where it
    /// chooses (a USB stick, by temporary file and rename, C5).
    public func eventLogCSV() throws -> String {
        waitUntilWritten()
        do {
            let database = try SQLiteDatabase(path: databasePath, readOnly: true)
            return try EventLogCSV.text(of: database)
        } catch {
            throw ExportLogError(description: "the event log could not be read: \(error)")
        }
    }
}

/// Writes event logs as CSV files.
public enum EventLogExport {
    /// Reads the log read-only (a running Brickson keeps writing) and writes the CSV file durably.
    public static func export(databasePath: String, to output: String) throws {
        guard Files.exists(databasePath) else {
            throw ExportLogError(description: "there is no Brickson database at \(databasePath)")
        }
        let text: String
        do {
            let database = try SQLiteDatabase(path: databasePath, readOnly: true)
            text = try EventLogCSV.text(of: database)
        } catch {
            throw ExportLogError(description: "the event log could not be read: \(error)")
        }
        do throws(SystemCallError) {
            // A USB stick may be pulled soon after: the whole file is on it when the command returns, or the old one.
            try AtomicFile.write(Array(text.utf8), to: output)
        } catch {
            throw ExportLogError(description: "\(output) could not be written: \(SystemCallError.words(error.code))")
        }
    }
}
