import BricksonCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The message row as stored: the text, Put Back's copy and the core's revision.
struct StoredMessage: Equatable, Sendable {
    var text: String
    var putBack: String?
    var revision: Int

    /// FNV-1a (64-bit) over the text, Put Back's copy and the revision: kept beside the row, so that a bit flipped
    /// on the card inside the message is noticed at start-up. Not a defence against anyone, only against decay.
    var checksum: Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        for byte in text.utf8 { mix(byte) }
        mix(0xff)  // never in UTF-8: separates the fields
        if let putBack {
            mix(1)
            for byte in putBack.utf8 { mix(byte) }
        } else {
            mix(0)
        }
        mix(0xff)
        for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: UInt64(revision) >> shift)) }
        return Int64(bitPattern: hash)
    }
}

/// What the message row's checksum says about it.
enum MessageCheck: Equatable {
    /// It matches: the row is what was saved.
    case intact
    /// No checksum (a file from before version 3 that has not been saved since).
    case unchecked
    /// It does not match: the row changed on the card after it was saved.
    case changed
}

/// Reading and writing Brickson's rows; each write is one short transaction.
extension SQLiteDatabase {
    /// Writes the first rows of a new file: an empty message, these settings and this board.
    func writeInitialRows(settings: Settings, board: Board) throws(SQLiteError) {
        try transaction { () throws(SQLiteError) in
            try query(
                "INSERT INTO message (id, text, put_back, revision, checksum) VALUES (1, '', NULL, 0, ?)",
                [.integer(StoredMessage(text: "", putBack: nil, revision: 0).checksum)])
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

    /// Whether the message row still has the checksum it was saved with.
    func checkMessage(_ message: StoredMessage) throws(SQLiteError) -> MessageCheck {
        guard let stored = try scalar("SELECT checksum FROM message WHERE id = 1")?.integer else { return .unchecked }
        return stored == message.checksum ? .intact : .changed
    }

    /// Replaces the message row and its checksum (inside the caller's transaction).
    func writeMessage(_ message: StoredMessage) throws(SQLiteError) {
        try query(
            "UPDATE message SET text = ?, put_back = ?, revision = ?, checksum = ? WHERE id = 1",
            [
                .text(message.text), message.putBack.map(SQLiteValue.text) ?? .null, .integer(Int64(message.revision)),
                .integer(message.checksum),
            ])
    }

    /// The JSON text kept in `table`'s one row, if present.
    func readJSON(from table: String) throws(SQLiteError) -> String? {
        try scalar("SELECT json FROM \(table) WHERE id = 1")?.text
    }

    /// Replaces `table`'s one row with `value` as JSON (inside the caller's transaction).
    /// The seconds the device has been in use (C3), or nil where none were kept yet.
    func readUseSeconds() throws(SQLiteError) -> Int64? {
        try scalar("SELECT seconds FROM device_use WHERE id = 1")?.integer
    }

    func writeUseSeconds(_ seconds: Int64) throws(SQLiteError) {
        try query("INSERT OR REPLACE INTO device_use (id, seconds) VALUES (1, ?)", [.integer(seconds)])
    }

    func writeJSON<T: Encodable>(_ value: T, to table: String) throws(SQLiteError) {
        try query("INSERT OR REPLACE INTO \(table) (id, json) VALUES (1, ?)", [.text(try Self.json(value))])
    }

    /// Appends log entries and drops the oldest beyond `limit` (inside the caller's transaction).
    func appendLog(_ entries: [(LogEntry, wallMilliseconds: Int64)], limit: Int) throws(SQLiteError) {
        guard !entries.isEmpty else { return }
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
        try query("DELETE FROM event_log WHERE seq <= (SELECT MAX(seq) FROM event_log) - ?", [.integer(Int64(limit))])
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
