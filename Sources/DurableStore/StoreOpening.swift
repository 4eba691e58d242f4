import BricksonCore

/// What opening the store found: what to start with, and what to tell the person or caregiver.
public struct StoreOpening: Sendable {
    /// The store to hand storage effects to. It always exists; when saving is unavailable it answers `saveFailed`.
    public let store: Store
    /// The board of phrases to start with.
    public let board: Board
    /// The settings to start with.
    public let settings: Settings
    /// The saved message.
    public let message: String
    /// The saved Put Back copy.
    public let putBack: String?
    /// The revision the message was saved with (the core may start its own count anywhere).
    public let revision: Int
    /// The saved data could not all be read and was moved aside (or may be older than what was typed): the
    /// runtime sends `storageRecovered` to the core.
    public let recovered: Bool
    /// Whether saves can be written now; false on a read-only or missing partition or a newer database.
    public let savingAvailable: Bool
    /// What happened, in words for the status line and the event log, most important first.
    public let notices: [String]
}

extension Store {
    /// The database's file name in the state directory.
    public static let databaseName = "brickson.sqlite"

    /// Opens (or creates) the database in `directory`. Never throws and never deletes: a damaged database is
    /// moved aside and a fresh one made with the starter content; a newer one is left untouched; an unwritable
    /// directory gives a store that reports `saveFailed` until the directory can be written.
    public static func open(
        directory: String, now: Instant, options: StoreOptions = StoreOptions(),
        report: @escaping @Sendable (Event) -> Void = { _ in }
    ) -> StoreOpening {
        let path = directory + "/" + databaseName
        let found = StoreOpener.load(directory: directory, path: path, options: options)
        let store = Store(
            databasePath: path, connection: found.connection, settings: found.settings, board: found.board,
            message: found.message, options: options, report: report)
        for notice in found.notices {
            store.perform(.log(LogEntry(kind: found.recovered ? .fault : .warning, at: now, detail: notice)))
        }
        var savingAvailable = false
        if case .ready = found.connection { savingAvailable = true }
        return StoreOpening(
            store: store, board: found.board, settings: found.settings, message: found.message.text,
            putBack: found.message.putBack, revision: found.message.revision, recovered: found.recovered,
            savingAvailable: savingAvailable, notices: found.notices)
    }
}

/// The start-up decisions: open, check, migrate, or move aside and start fresh.
enum StoreOpener {
    /// What was found on disk.
    struct Found {
        var connection: Store.Connection
        var message = StoredMessage(text: "", putBack: nil, revision: 0)
        var settings = Settings()
        var board = StarterContent.board
        var recovered = false
        var notices: [String] = []
    }

    /// Why the file cannot be used as it is.
    private struct Damage: Error { var reason: String }

    static func load(directory: String, path: String, options: StoreOptions) -> Found {
        guard Files.makeDirectory(directory), Files.isWritableDirectory(directory) else {
            var found = readOnly(path: path) ?? Found(connection: .refused)
            found.connection = .unavailable(directory: directory)
            found.notices.append("Messages cannot be saved: the data partition cannot be written.")
            return found
        }
        if let version = DatabaseHeader.userVersion(path), version > Schema.currentVersion {
            return newer(version)
        }
        guard Files.exists(path) else {
            do {
                return Found(connection: .ready(try createFresh(path: path, options: options)))
            } catch {
                var found = Found(connection: .unavailable(directory: directory))
                found.notices.append("Messages cannot be saved: \(error).")
                return found
            }
        }
        var walNotice: String?
        if case .damaged(let why) = WALCheck.inspect(path + "-wal") {
            let copy = asideName(path, "damaged") + "-wal"
            let kept = Files.copy(path + "-wal", copy) ? " A copy was kept as \(fileName(copy))." : ""
            walNotice = "The saved message may be older than the last one typed: the log of recent saves was "
                + "damaged (\(why)).\(kept)"
        }
        do {
            let database = try SQLiteDatabase(path: path)
            var found = try check(database, options: options)
            if let walNotice {
                found.recovered = true
                found.notices.insert(walNotice, at: 0)
            }
            return found
        } catch let damage as Damage {
            return startAgain(directory: directory, path: path, reason: damage.reason, options: options)
        } catch let error as NewerSchema {
            return newer(error.version)
        } catch {
            return startAgain(directory: directory, path: path, reason: "\(error)", options: options)
        }
    }

    private struct NewerSchema: Error { var version: Int64 }

    /// Checks and migrates an opened database and reads its contents.
    private static func check(_ database: SQLiteDatabase, options: StoreOptions) throws -> Found {
        let version = try Schema.version(of: database)
        if version > Schema.currentVersion {
            database.leaveFilesAsTheyAreOnClose()
            throw NewerSchema(version: version)
        }
        let tables = try Schema.tableNames(of: database)
        guard version > 0 || !tables.isEmpty else { throw Damage(reason: "it holds no saved data") }
        let integrity = try database.query("PRAGMA integrity_check").compactMap { $0.first?.text }
        guard integrity == ["ok"] else { throw Damage(reason: "it is damaged (\(integrity.prefix(2).joined()))") }
        try configure(database, options: options)
        try Schema.migrate(database, from: version)
        guard Schema.requiredTables.isSubset(of: try Schema.tableNames(of: database)) else {
            throw Damage(reason: "its tables are missing")
        }
        guard let message = try database.readMessage() else { throw Damage(reason: "its message is missing") }
        var found = Found(connection: .ready(database), message: message)
        try readContents(database, into: &found)
        return found
    }

    /// Reads settings and board, keeping the defaults (with a notice) for whichever does not decode.
    private static func readContents(_ database: SQLiteDatabase, into found: inout Found) throws(SQLiteError) {
        if let json = try database.readJSON(from: "settings"), let settings = SQLiteDatabase.decode(Settings.self, from: json) {
            found.settings = settings
        } else {
            found.notices.append("The saved settings could not be read; Brickson started with the default settings.")
        }
        if let json = try database.readJSON(from: "board"), let board = SQLiteDatabase.decode(Board.self, from: json) {
            found.board = board
        } else {
            found.notices.append("The saved phrases could not be read; Brickson started with the starter phrases.")
        }
    }

    /// Reads what it can from a database that must not be written (read-only partition).
    private static func readOnly(path: String) -> Found? {
        guard Files.exists(path), let database = openReadOnly(path),
            (try? Schema.version(of: database)) == Schema.currentVersion,
            let message = try? database.readMessage()
        else { return nil }
        var found = Found(connection: .refused, message: message)
        try? readContents(database, into: &found)
        return found
    }

    /// Opens for reading only. On a read-only partition SQLite cannot make the WAL's shared-memory file; when no
    /// WAL is left over (a clean close) the file is complete by itself and can be opened as immutable.
    private static func openReadOnly(_ path: String) -> SQLiteDatabase? {
        if let database = try? SQLiteDatabase(path: path, readOnly: true),
            (try? Schema.version(of: database)) != nil
        {
            return database
        }
        guard (Files.size(path + "-wal") ?? 0) == 0 else { return nil }
        let escaped = path.utf8.map { byte -> String in
            let character = Character(Unicode.Scalar(byte))
            return byte < 0x80 && (character.isLetter || character.isNumber || "/-_.~".contains(character))
                ? String(character) : "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }.joined()
        return try? SQLiteDatabase(path: "file:\(escaped)?immutable=1", readOnly: true)
    }

    /// A database from a newer Brickson: not opened for writing, not moved; start with defaults.
    private static func newer(_ version: Int64) -> Found {
        var found = Found(connection: .refused)
        found.notices.append(
            "The saved data is from a newer version of Brickson (schema \(version)); it was left untouched. "
                + "Brickson started with the starter phrases and default settings, and cannot save the message.")
        return found
    }

    /// Moves the damaged database (and its -wal and -shm) aside and starts with a fresh one.
    private static func startAgain(directory: String, path: String, reason: String, options: StoreOptions) -> Found {
        let aside = asideName(path, "unreadable")
        var found = Found(connection: .unavailable(directory: directory))
        found.recovered = true
        guard Files.renameWithoutReplacing(path, aside) else {
            found.connection = .refused
            found.notices.append(
                "The saved data could not be read (\(reason)) and could not be moved aside; Brickson started with "
                    + "the starter phrases and cannot save the message.")
            return found
        }
        for suffix in ["-wal", "-shm"] where Files.exists(path + suffix) {
            _ = Files.renameWithoutReplacing(path + suffix, aside + suffix)
        }
        Files.syncDirectory(directory)
        found.notices.append(
            "The saved data could not be read (\(reason)); it was moved aside as \(fileName(aside)) and Brickson "
                + "started with the starter phrases and default settings. The saved message could not be restored.")
        if let database = try? createFresh(path: path, options: options) { found.connection = .ready(database) }
        return found
    }

    /// Opens the database for the writer after saving was unavailable, creating it if it is missing.
    static func openForWriting(
        directory: String, settings: Settings, board: Board, options: StoreOptions
    ) throws -> SQLiteDatabase {
        let path = directory + "/" + Store.databaseName
        guard Files.makeDirectory(directory), Files.isWritableDirectory(directory) else {
            throw Damage(reason: "the data partition cannot be written")
        }
        guard Files.exists(path) else {
            return try createFresh(path: path, settings: settings, board: board, options: options)
        }
        let database = try SQLiteDatabase(path: path)
        guard try Schema.version(of: database) == Schema.currentVersion else {
            database.leaveFilesAsTheyAreOnClose()
            throw Damage(reason: "the database is not this version's")
        }
        try configure(database, options: options)
        guard try database.readMessage() != nil else { throw Damage(reason: "its message is missing") }
        return database
    }

    /// Makes a new database beside `path` and renames it into place once complete, so that a file at `path`
    /// always held Brickson's data; a crash while creating leaves no half-made database behind.
    static func createFresh(
        path: String, settings: Settings = Settings(), board: Board = StarterContent.board, options: StoreOptions
    ) throws -> SQLiteDatabase {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        for suffix in ["-wal", "-shm"] where Files.exists(path + suffix) {
            // A journal without its database must never be applied to a new one.
            _ = Files.renameWithoutReplacing(path + suffix, asideName(path, "orphaned") + suffix)
        }
        let building = path + ".new"
        for suffix in ["", "-journal"] { _ = unlinkIfPresent(building + suffix) }
        do {
            let fresh = try SQLiteDatabase(path: building, create: true)
            try fresh.execute("PRAGMA journal_mode = DELETE")
            try fresh.execute("PRAGMA synchronous = FULL")
            try Schema.migrate(fresh, from: 0)
            try fresh.writeInitialRows(settings: settings, board: board)
        }
        guard Files.rename(building, path) else { throw Damage(reason: "the new database could not be put in place") }
        Files.syncDirectory(directory.isEmpty ? "." : directory)
        let database = try SQLiteDatabase(path: path)
        try configure(database, options: options)
        return database
    }

    /// WAL, a full sync on every commit, and a WAL that shrinks back after checkpoints (SD card space).
    static func configure(_ database: SQLiteDatabase, options: StoreOptions) throws(SQLiteError) {
        let mode = try database.scalar("PRAGMA journal_mode = WAL")?.text
        guard mode == "wal" else {
            throw SQLiteError(code: 1, call: "PRAGMA journal_mode = WAL", message: "journal mode is \(mode ?? "none")")
        }
        try database.execute("PRAGMA synchronous = FULL")
        try database.execute("PRAGMA journal_size_limit = 1048576")
        // Checkpoint after about 100 pages (400 KiB) rather than 1000: a short WAL is quick to replay at start-up.
        try database.query("PRAGMA wal_autocheckpoint = 100")
        if let pages = options.maxPageCount { try database.query("PRAGMA max_page_count = \(pages)") }
    }

    /// `brickson.sqlite` → `brickson-unreadable-20261129T123005Z.sqlite` (with a number if that is taken).
    static func asideName(_ path: String, _ why: String) -> String {
        let base = path.hasSuffix(".sqlite") ? String(path.dropLast(7)) : path
        let stamp = Clocks.fileStamp(milliseconds: Clocks.wallMilliseconds())
        var candidate = "\(base)-\(why)-\(stamp).sqlite"
        var number = 2
        while Files.exists(candidate) || Files.exists(candidate + "-wal") {
            candidate = "\(base)-\(why)-\(stamp)-\(number).sqlite"
            number += 1
        }
        return candidate
    }

    static func fileName(_ path: String) -> String { String(path.split(separator: "/").last ?? "") }

    private static func unlinkIfPresent(_ path: String) -> Bool { Files.exists(path) && Files.remove(path) }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
