/// The database's layout, its version (`PRAGMA user_version`) and the steps from each older version.
enum Schema {
    /// The version this build writes. A file with a larger version is from a newer Brickson and is left alone.
    static let currentVersion: Int64 = 5

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
            // The event log (D6); `seq` orders it and bounds it (oldest dropped first). No AUTOINCREMENT: only the
            // oldest rows are deleted, so the next rowid still grows, and no sqlite_sequence page is written per entry.
            """
            CREATE TABLE event_log (seq INTEGER PRIMARY KEY, wall_ms INTEGER NOT NULL,
                monotonic_ns INTEGER NOT NULL, kind TEXT NOT NULL, detail TEXT NOT NULL, latency_ns INTEGER)
            """,
        ],
        [
            // Version 2: what word prediction learned (T9), a row per word and per pair ("previous next"), so that
            // learning a message rewrites only the rows it changed, not the whole table (SD card writes).
            """
            CREATE TABLE learned_word (word TEXT PRIMARY KEY, count INTEGER NOT NULL, last INTEGER NOT NULL,
                form TEXT) WITHOUT ROWID
            """,
            """
            CREATE TABLE learned_pair (pair TEXT PRIMARY KEY, count INTEGER NOT NULL, last INTEGER NOT NULL)
                WITHOUT ROWID
            """,
        ],
        [
            // Version 3: a checksum of the message row (FNV-1a of text, Put Back and revision), so that a bit
            // flipped on the card inside the message text is noticed at start-up rather than spoken. NULL until
            // the next save of a migrated file.
            "ALTER TABLE message ADD COLUMN checksum INTEGER"
        ],
        [
            // Version 4: how long the device has been in use, in seconds of running, across restarts: the Family
            // Setup check-in counts days by it on a board with no real-time clock (C3). One row, rewritten rarely.
            "CREATE TABLE device_use (id INTEGER PRIMARY KEY CHECK (id = 1), seconds INTEGER NOT NULL)"
        ],
        [
            // Version 5: what the last import or restore from a USB stick replaced, for its Undo after a restart too
            // (C5), as JSON of `StickUndo`. One row or none; written at an import or restore and at its Undo.
            "CREATE TABLE stick_undo (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL)",
            // And which builds may still write this file: a build of version `oldest_writer` or later. A later
            // migration that only adds what older builds can leave alone (a table, a column they never read) keeps
            // the number, so that a system falling back to its older slot after an update (U4) still saves the
            // message; one that changes what a table or column holds raises it to its own version.
            "CREATE TABLE compatibility (id INTEGER PRIMARY KEY CHECK (id = 1), oldest_writer INTEGER NOT NULL)",
            "INSERT INTO compatibility (id, oldest_writer) VALUES (1, 5)",
        ],
    ]

    /// Brings `database` from `version` up to `currentVersion`, one migration per transaction.
    static func migrate(
        _ database: SQLiteDatabase, from version: Int64, to target: Int64 = currentVersion
    ) throws(SQLiteError) {
        // A version read from disk is damage until checked: never index the migrations with it unchecked.
        guard (0...currentVersion).contains(version), target <= currentVersion else {
            throw SQLiteError(
                code: 1, call: "migrate", message: "schema version \(version) is not one this build knows")
        }
        var version = version
        while version < target {
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

    /// Every table and column in the file, as `table` and `table.column` (what each version's migrations make).
    static func layout(of database: SQLiteDatabase) throws(SQLiteError) -> Set<String> {
        let rows = try database.query(
            "SELECT m.name, p.name FROM sqlite_schema AS m, pragma_table_info(m.name) AS p WHERE m.type = 'table'")
        var layout = Set<String>()
        for row in rows {
            guard row.count == 2, let table = row[0].text, let column = row[1].text else { continue }
            layout.insert(table)
            layout.insert(table + "." + column)
        }
        return layout
    }

    /// The layout each known version has (index = version), built once in memory from the migrations.
    static let knownLayouts: [Set<String>] = {
        guard let memory = try? SQLiteDatabase(path: ":memory:", create: true) else { return [] }
        var layouts: [Set<String>] = [(try? layout(of: memory)) ?? []]
        for version in 0..<currentVersion {
            guard (try? migrate(memory, from: version, to: version + 1)) != nil, let next = try? layout(of: memory)
            else { return layouts }
            layouts.append(next)
        }
        return layouts
    }()

    /// The version whose layout the file has exactly, if any. Every migration changes the layout (a test holds
    /// it to that), so the tables tell the version even when the number in the header was damaged.
    static func versionMatchingLayout(of database: SQLiteDatabase) throws(SQLiteError) -> Int64? {
        let found = try layout(of: database)
        guard !found.isEmpty else { return nil }
        return knownLayouts.firstIndex(of: found).map(Int64.init)
    }

    /// Whether a file of a newer version (`version(of:)` above `currentVersion`) may be written by this build: its
    /// newer builds said so (`compatibility.oldest_writer` at most this version), and it holds every table and column
    /// this version has, as this version made them. This build then writes only its own tables and leaves the
    /// version number, and every table it does not know, as they are.
    static func mayWriteNewer(_ database: SQLiteDatabase) -> Bool {
        guard let oldest = (try? database.scalar("SELECT oldest_writer FROM compatibility WHERE id = 1"))?.integer,
            oldest <= currentVersion, let own = knownLayouts.last, knownLayouts.count == Int(currentVersion) + 1,
            let found = try? layout(of: database)
        else { return false }
        return own.isSubset(of: found)
    }

    /// The tables every version of the layout has; a file of our version without them is damaged.
    static let requiredTables: Set<String> = ["message", "settings", "board", "event_log"]
}
