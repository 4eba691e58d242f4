import BricksonCore
import Foundation

/// The message row as stored: the text, Put Back's copy and the core's revision.
struct StoredMessage: Equatable, Sendable {
    var text: String
    var putBack: String?
    var revision: Int
}

/// Reading and writing Brickson's rows; each write is one short transaction.
extension SQLiteDatabase {
    /// Writes the first rows of a new file: an empty message, these settings and this board.
    func writeInitialRows(settings: Settings, board: Board) throws(SQLiteError) {
        try transaction { () throws(SQLiteError) in
            try query("INSERT INTO message (id, text, put_back, revision) VALUES (1, '', NULL, 0)")
            try query("INSERT INTO settings (id, json) VALUES (1, ?)", [.text(try Self.json(settings))])
            try query("INSERT INTO board (id, json) VALUES (1, ?)", [.text(try Self.json(board))])
        }
    }

    /// The message row; nil when the row is missing (a damaged file: the row is written with the tables).
    func readMessage() throws(SQLiteError) -> StoredMessage? {
        guard let row = try query("SELECT text, put_back, revision FROM message WHERE id = 1").first,
            row.count == 3, let text = row[0].text, let revision = row[2].integer
        else { return nil }
        return StoredMessage(text: text, putBack: row[1].text, revision: Int(revision))
    }

    /// Replaces the message row: one small transaction, durable when it returns (WAL, synchronous=FULL).
    func writeMessage(_ message: StoredMessage) throws(SQLiteError) {
        try transaction { () throws(SQLiteError) in
            try query(
                "UPDATE message SET text = ?, put_back = ?, revision = ? WHERE id = 1",
                [.text(message.text), message.putBack.map(SQLiteValue.text) ?? .null, .integer(Int64(message.revision))]
            )
        }
    }

    /// The JSON text kept in `table`'s one row, if present.
    func readJSON(from table: String) throws(SQLiteError) -> String? {
        try scalar("SELECT json FROM \(table) WHERE id = 1")?.text
    }

    /// Replaces `table`'s one row with `value` as JSON.
    func writeJSON<T: Encodable>(_ value: T, to table: String) throws(SQLiteError) {
        let text = try Self.json(value)
        try transaction { () throws(SQLiteError) in
            try query("INSERT OR REPLACE INTO \(table) (id, json) VALUES (1, ?)", [.text(text)])
        }
    }

    /// Appends log entries and drops the oldest beyond `limit`, in one transaction.
    func appendLog(_ entries: [(LogEntry, wallMilliseconds: Int64)], limit: Int) throws(SQLiteError) {
        guard !entries.isEmpty else { return }
        try transaction { () throws(SQLiteError) in
            let insert = try prepare(
                "INSERT INTO event_log (wall_ms, monotonic_ns, kind, detail, latency_ns) VALUES (?, ?, ?, ?, ?)")
            for (entry, wall) in entries {
                try insert.bind(.integer(wall), at: 1)
                try insert.bind(.integer(entry.at.nanoseconds), at: 2)
                try insert.bind(.text(entry.kind.rawValue), at: 3)
                try insert.bind(.text(entry.detail), at: 4)
                try insert.bind(entry.latency.map { .integer($0.nanosecondsRounded) } ?? .null, at: 5)
                _ = try insert.step()
                insert.reset()
            }
            try query(
                "DELETE FROM event_log WHERE seq <= (SELECT MAX(seq) FROM event_log) - ?", [.integer(Int64(limit))])
        }
    }

    /// Encodes `value` as JSON text with sorted keys (stable bytes for the same settings).
    static func json<T: Encodable>(_ value: T) throws(SQLiteError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw SQLiteError(code: 1, call: "JSONEncoder.encode", message: "\(error)")
        }
    }

    /// Decodes JSON text kept by `json(_:)`; nil when it does not decode (the caller starts with defaults).
    static func decode<T: Decodable>(_ type: T.Type, from text: String) -> T? {
        try? JSONDecoder().decode(type, from: Data(text.utf8))
    }
}
