import CSQLite
import Glibc
import LinuxSystem

/// A failed SQLite call: which call, its extended result code and SQLite's words for it.
struct SQLiteError: Error, CustomStringConvertible {
    /// The extended result code (`sqlite3_extended_errcode`).
    var code: Int32
    /// The C call or statement that failed.
    var call: String
    /// `sqlite3_errmsg` at the time.
    var message: String

    /// The primary result code (the low byte of the extended code).
    var primary: Int32 { code & 0xff }

    /// The file is not a database or is damaged: the caller should move it aside.
    var isCorruption: Bool { primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB }

    var description: String { "\(call): \(message) (SQLite code \(code))" }
}

/// One connection to one database file; the only owner of its `sqlite3` handle, closed once in `deinit`.
///
/// Not thread-safe by itself: a connection is used by one thread at a time (the opener, then the writer thread).
final class SQLiteDatabase {
    private let handle: OpaquePointer
    /// The path it was opened with.
    let path: String

    /// Opens `path`. The corresponding C call is `sqlite3_open_v2`.
    init(path: String, readOnly: Bool = false, create: Bool = false) throws(SQLiteError) {
        var flags = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        if create && !readOnly { flags |= SQLITE_OPEN_CREATE }
        flags |= SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI
        var db: OpaquePointer?
        let rc = sqlite3_open_v2(path, &db, flags, nil)
        guard let db else {
            throw SQLiteError(code: rc, call: "sqlite3_open_v2", message: "out of memory")
        }
        guard rc == SQLITE_OK else {
            let error = SQLiteError(
                code: sqlite3_extended_errcode(db), call: "sqlite3_open_v2",
                message: String(cString: sqlite3_errmsg(db)))
            sqlite3_close_v2(db)
            throw error
        }
        sqlite3_extended_result_codes(db, 1)
        // A locked database (another Brickson, a backup tool) is waited for briefly rather than failed at once.
        sqlite3_busy_timeout(db, 2000)
        self.handle = db
        self.path = path
    }

    /// Whether `close` ran: nothing may be called on the connection after it.
    private var isClosed = false

    deinit { close() }

    /// Closes the connection now rather than when the last reference goes (New patient removes its files next).
    /// The corresponding C call is `sqlite3_close_v2`.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        sqlite3_close_v2(handle)
    }

    /// Moves the whole log of saves (WAL) into the database and, once all of it is there, overwrites the log's file
    /// with zeros where it lies; closing then removes a file of zeros, so the person's words never stay in blocks
    /// the file system has freed (C6). Call it only just before closing, with no transaction open, on the one
    /// connection: the checkpoint (RESTART) leaves every reader and the next writer reading the database alone, and a
    /// log whose header is zeros is an empty log to SQLite after a power cut too. Where the checkpoint could not take
    /// everything, nothing is overwritten. The corresponding C calls are `sqlite3_exec`, `open`, `pwrite`, `fsync`.
    func overwriteLogOfSavesBeforeClosing() {
        guard let row = try? query("PRAGMA wal_checkpoint(RESTART)").first, row.count == 3,
            row[0] == .integer(0), row[1] == row[2]
        else { return }
        guard let file = try? FileDescriptor.open(path + "-wal", O_WRONLY | O_NOFOLLOW | O_NONBLOCK) else { return }
        try? file.overwriteWithZeros()
    }

    /// Closing will not checkpoint the WAL into the database file (used when a file must stay untouched).
    /// The corresponding C call is `sqlite3_db_config(SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE)`.
    func leaveFilesAsTheyAreOnClose() { _ = csqlite_no_checkpoint_on_close(handle) }

    /// Whether a transaction is open (after a failed COMMIT one may be). The C call is `sqlite3_get_autocommit`.
    var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// The error for the last failed call on this connection.
    func error(_ call: String) -> SQLiteError {
        SQLiteError(
            code: sqlite3_extended_errcode(handle), call: call, message: String(cString: sqlite3_errmsg(handle)))
    }

    /// Runs SQL with no results. The corresponding C call is `sqlite3_exec`.
    func execute(_ sql: String) throws(SQLiteError) {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw error(sql) }
    }

    /// Prepares one statement. The corresponding C call is `sqlite3_prepare_v2`.
    func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw error(sql)
        }
        return SQLiteStatement(handle: statement, database: self, sql: sql)
    }

    /// Runs `sql` with `values` bound and returns every row, each as its columns' values.
    @discardableResult
    func query(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> [[SQLiteValue]] {
        let statement = try prepare(sql)
        for (index, value) in values.enumerated() { try statement.bind(value, at: Int32(index + 1)) }
        var rows: [[SQLiteValue]] = []
        while try statement.step() { rows.append(statement.row()) }
        return rows
    }

    /// The first column of the first row of `sql`, if any.
    func scalar(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> SQLiteValue? {
        try query(sql, values).first?.first
    }

    /// Runs `body` in one transaction: committed if it returns, rolled back if it throws.
    @discardableResult
    func transaction<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            // After a failed COMMIT SQLite may already have rolled back; only roll back what is still open.
            if isInTransaction { try? execute("ROLLBACK") }
            throw error
        }
    }
}

/// A value in or out of SQLite.
enum SQLiteValue: Equatable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    /// The text, if this is text.
    var text: String? { if case .text(let value) = self { value } else { nil } }
    /// The integer, if this is an integer.
    var integer: Int64? { if case .integer(let value) = self { value } else { nil } }
}

/// One prepared statement, finalized once in `deinit`.
final class SQLiteStatement {
    private let handle: OpaquePointer
    private let database: SQLiteDatabase
    private let sql: String

    fileprivate init(handle: OpaquePointer, database: SQLiteDatabase, sql: String) {
        self.handle = handle
        self.database = database
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    /// Binds one parameter (1-based). The corresponding C calls are `sqlite3_bind_*`.
    func bind(_ value: SQLiteValue, at index: Int32) throws(SQLiteError) {
        let rc: Int32
        switch value {
        case .null: rc = sqlite3_bind_null(handle, index)
        case .integer(let number): rc = sqlite3_bind_int64(handle, index, number)
        case .real(let number): rc = sqlite3_bind_double(handle, index, number)
        case .text(let text): rc = sqlite3_bind_text(handle, index, text, -1, csqlite_transient())
        }
        guard rc == SQLITE_OK else { throw database.error("bind \(index) of \(sql)") }
    }

    /// Advances to the next row: true when there is one. The corresponding C call is `sqlite3_step`.
    func step() throws(SQLiteError) -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw database.error(sql)
        }
    }

    /// Makes the statement ready to run again. The corresponding C call is `sqlite3_reset`.
    func reset() { sqlite3_reset(handle) }

    /// The current row's values. The corresponding C calls are `sqlite3_column_*`.
    func row() -> [SQLiteValue] {
        (0..<sqlite3_column_count(handle)).map { column in
            switch sqlite3_column_type(handle, column) {
            case SQLITE_INTEGER: .integer(sqlite3_column_int64(handle, column))
            case SQLITE_FLOAT: .real(sqlite3_column_double(handle, column))
            case SQLITE_NULL: .null
            default:
                if let bytes = sqlite3_column_text(handle, column) {
                    .text(String(cString: bytes))
                } else {
                    .null
                }
            }
        }
    }
}
