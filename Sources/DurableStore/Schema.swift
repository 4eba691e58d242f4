/// The database's layout, its version (`PRAGMA user_version`) and the steps from each older version.
enum Schema {
    /// The version this build writes. A file with a larger version is from a newer Brickson and is left alone.
    static let currentVersion: Int64 = 1

    /// `migrations[n]` takes a database from version n to n + 1, inside one transaction.
    static let migrations: [[String]] = [
        [
            // One row: the message, Put Back's copy and the core's revision of them, always written together.
            """
            CREATE TABLE message (id INTEGER PRIMARY KEY CHECK (id = 1), text TEXT NOT NULL, put_back TEXT,
                revision INTEGER NOT NULL)
            """,
            // Settings as JSON of `Settings` (the access method is one of them).
            "CREATE TABLE settings (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL)",
            // The board of categories, phrases and emergency phrases, as JSON of `Board`.
            "CREATE TABLE board (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL)",
            // The event log (D6); `seq` orders it and bounds it (oldest dropped first).
            """
            CREATE TABLE event_log (seq INTEGER PRIMARY KEY AUTOINCREMENT, wall_ms INTEGER NOT NULL,
                monotonic_ns INTEGER NOT NULL, kind TEXT NOT NULL, detail TEXT NOT NULL, latency_ns INTEGER)
            """,
        ]
    ]

    /// Brings `database` from `version` up to `currentVersion`, one migration per transaction.
    static func migrate(_ database: SQLiteDatabase, from version: Int64) throws(SQLiteError) {
        var version = version
        while version < currentVersion {
            let steps = migrations[Int(version)]
            let next = version + 1
            try database.transaction { () throws(SQLiteError) in
                for step in steps { try database.execute(step) }
                try database.execute("PRAGMA user_version = \(next)")
            }
            version = next
        }
    }

    /// The schema version stored in the file.
    static func version(of database: SQLiteDatabase) throws(SQLiteError) -> Int64 {
        try database.scalar("PRAGMA user_version")?.integer ?? 0
    }

    /// The names of the tables in the file (to tell an empty file from one holding Brickson's data).
    static func tableNames(of database: SQLiteDatabase) throws(SQLiteError) -> Set<String> {
        Set(try database.query("SELECT name FROM sqlite_schema WHERE type = 'table'").compactMap { $0.first?.text })
    }

    /// The tables every version of the layout has; a file of our version without them is damaged.
    static let requiredTables: Set<String> = ["message", "settings", "board", "event_log"]
}
