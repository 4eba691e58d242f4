import BricksonCore
import Foundation

/// Tuning for a store; the defaults are the device's.
public struct StoreOptions: Sendable {
    /// The event log keeps at most this many entries; the oldest are dropped first (D6).
    public var logLimit: Int
    /// After a failed save, the latest message is tried again this often until it is saved.
    public var retryInterval: Duration
    /// Caps the database at this many pages (`PRAGMA max_page_count`), to test a full disk without one.
    public var maxPageCount: Int?
    /// Room kept aside on the partition for saving the message when it is full (`SpaceReserve`); 0 keeps none.
    public var reserveBytes: Int

    /// The device's defaults.
    public init(
        logLimit: Int = 20_000, retryInterval: Duration = .milliseconds(1500), maxPageCount: Int? = nil,
        reserveBytes: Int = 256 << 10
    ) {
        self.logLimit = logLimit
        self.retryInterval = retryInterval
        self.maxPageCount = maxPageCount
        self.reserveBytes = reserveBytes
    }
}

/// The durable store (D4): keeps the message, Put Back's copy, settings, the board and the event log in SQLite.
///
/// Its calls (`saveMessage`, `log`, …) never block on the disk: they queue the work for the store's own writer
/// thread, which answers saves with `messageSaved` or `saveFailed` through `report`. Only the newest queued message is written (its revision
/// acknowledges the older ones). A failed save is retried until it succeeds, so saving resumes by itself.
public final class Store: @unchecked Sendable {
    /// Where the database is, or would be.
    public let databasePath: String
    private var options: StoreOptions
    /// Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var connection: Connection
    private var report: @Sendable (Event) -> Void
    private var pendingMessage: StoredMessage?
    private var pendingSettings: Settings?
    private var pendingBoard: Board?
    private var pendingLearned: LearnedWords?
    /// What the learned rows on the open connection hold, when known: later saves write only what changed.
    private var writtenLearned: LearnedWords?
    private var pendingLog: [(LogEntry, wallMilliseconds: Int64)] = []
    private var retryAt: Date?
    private var lastReportedFailure: Int?
    private var redaction: LogRedaction
    private var currentBoard: Board
    private var closing = false
    private var busy = false
    private var writerRunning = false
    private let writerDone = NSCondition()
    private var writerFinished = false

    /// What the writer writes to.
    enum Connection {
        /// The database is open for writing.
        case ready(SQLiteDatabase)
        /// It could not be opened for writing (read-only or missing partition); the writer tries again.
        case unavailable(directory: String)
        /// It must not be written (a newer schema); saves fail and are not retried.
        case refused
    }

    init(
        databasePath: String, connection: Connection, settings: Settings, board: Board, message: StoredMessage,
        options: StoreOptions, report: @escaping @Sendable (Event) -> Void
    ) {
        self.databasePath = databasePath
        self.connection = connection
        self.options = options
        self.report = report
        self.redaction = LogRedaction(settings: settings, message: message)
        self.currentBoard = board
        let thread = Thread { [self] in runWriter() }
        thread.name = "brickson-store"
        writerRunning = true
        thread.start()
    }

    /// Whether saves can be written now (false on a read-only or missing partition, or a newer database).
    public var isSavingAvailable: Bool {
        condition.lock()
        defer { condition.unlock() }
        if case .ready = connection { return true }
        return false
    }

    /// Sets where `messageSaved` and `saveFailed` go (they are called on the writer thread).
    public func setReport(_ report: @escaping @Sendable (Event) -> Void) {
        condition.lock()
        self.report = report
        condition.unlock()
    }

    /// Queues the message and Put Back's copy to be kept (`saveMessage`, D4). Never blocks.
    public func saveMessage(message: String, putBack: String?, revision: Int) {
        queue {
            pendingMessage = StoredMessage(text: message, putBack: putBack, revision: revision)
            redaction.message = pendingMessage!
            retryAt = nil
        }
    }

    /// Queues the settings to be kept (`saveSettings`, C2). Never blocks.
    public func saveSettings(_ settings: Settings) {
        queue {
            pendingSettings = settings
            redaction.settings = settings
        }
    }

    /// Queues the learned words to be kept (`saveLearnedWords`, T9). Never blocks.
    public func saveLearnedWords(_ learned: LearnedWords) {
        queue { pendingLearned = learned }
    }

    /// Queues an entry for the event log (`log`, D6), its message text redacted unless the caregiver allowed it.
    /// Never blocks.
    public func log(_ entry: LogEntry) {
        queue {
            pendingLog.append((redaction.redact(entry), Clocks.wallMilliseconds()))
            if pendingLog.count > options.logLimit { pendingLog.removeFirst(pendingLog.count - options.logLimit) }
        }
    }

    /// Changes what is queued under the lock and wakes the writer.
    private func queue(_ change: () -> Void) {
        condition.lock()
        defer { condition.unlock() }
        change()
        condition.broadcast()
    }

    /// Queues the board of phrases to be kept (`saveBoard`). Never blocks.
    public func saveBoard(_ board: Board) {
        condition.lock()
        pendingBoard = board
        currentBoard = board
        condition.broadcast()
        condition.unlock()
    }

    /// Writes what is queued (one more try for a failing save), stops the writer thread and closes the database.
    /// Call it at shutdown: the writer thread keeps the store alive until then.
    public func close() {
        condition.lock()
        closing = true
        condition.broadcast()
        condition.unlock()
        writerDone.lock()
        while !writerFinished { writerDone.wait() }
        writerDone.unlock()
    }

    /// Waits until everything queued has been written or has failed once (for export and tests).
    func waitUntilWritten() {
        condition.lock()
        while writerRunning && (busy || (hasWork() && retryAt == nil)) { condition.wait() }
        condition.unlock()
    }

    /// Changes the options; a page limit takes effect when the database is next opened (after a failed save).
    func changeOptions(_ change: (inout StoreOptions) -> Void) {
        condition.lock()
        change(&options)
        condition.unlock()
    }

    // MARK: - The writer thread

    private func hasWork() -> Bool {
        pendingMessage != nil || pendingSettings != nil || pendingBoard != nil || pendingLearned != nil
            || !pendingLog.isEmpty
    }

    private func runWriter() {
        condition.lock()
        while true {
            while !closing && (!hasWork() || (retryAt.map { $0 > Date() } ?? false)) {
                if let retryAt { _ = condition.wait(until: retryAt) } else { condition.wait() }
            }
            if closing && (!hasWork() || retryAt != nil) {
                if retryAt != nil { attempt() }
                break
            }
            attempt()
        }
        connection = .refused
        writerRunning = false
        condition.broadcast()
        condition.unlock()
        writerDone.lock()
        writerFinished = true
        writerDone.broadcast()
        writerDone.unlock()
    }

    /// Takes the queued work, writes it with the lock released, and puts back what failed. Called locked.
    private func attempt() {
        let message = pendingMessage
        let settings = pendingSettings
        let board = pendingBoard
        let learned = pendingLearned
        let learnedBase: LearnedWords?
        if case .ready = connection { learnedBase = writtenLearned } else { learnedBase = nil }
        let log = pendingLog
        pendingMessage = nil
        pendingSettings = nil
        pendingBoard = nil
        pendingLearned = nil
        pendingLog = []
        let report = self.report
        let current = connection
        let initial = (settings: redaction.settings, board: currentBoard)
        let options = self.options
        busy = true
        condition.unlock()

        var database: SQLiteDatabase?
        switch current {
        case .ready(let open): database = open
        case .refused: database = nil
        case .unavailable(let directory):
            database = try? StoreOpener.openForWriting(
                directory: directory, settings: initial.settings, board: initial.board, options: options)
        }
        var failed = database == nil
        var events: [Event] = []
        if let database {
            do {
                // Usually one transaction (one sync) for everything a keystroke brought: message and log entries.
                try database.transaction { () throws(SQLiteError) in
                    try write(
                        message, settings, board, (learned, over: learnedBase), log, limit: options.logLimit,
                        to: database)
                }
                if let message { events.append(.messageSaved(revision: message.revision, at: Clocks.monotonic())) }
            } catch {
                // Something failed (a full disk refuses the growing log first): the message alone, which usually
                // needs no new page, then the rest. On a full partition the reserve gives the message's frames room.
                let reserve = SpaceReserve(directory: directory, bytes: options.reserveBytes)
                let released = reserve.release()
                if let message {
                    do {
                        try database.transaction { () throws(SQLiteError) in try database.writeMessage(message) }
                        events.append(.messageSaved(revision: message.revision, at: Clocks.monotonic()))
                    } catch {
                        failed = true
                    }
                }
                // Move the log of saves into the database and cut it to nothing, so that it gives back its room
                // rather than keep the partition full (a checkpoint writes only pages the database already has,
                // or the few it grows by, which the released reserve covers).
                if released || failed { try? database.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
                do {
                    try database.transaction { () throws(SQLiteError) in
                        try write(
                            nil, settings, board, (learned, over: learnedBase), log, limit: options.logLimit,
                            to: database)
                    }
                } catch {
                    failed = true
                }
            }
        }

        if !failed, database != nil {
            // Room came back (or never went): keep the reserve for the next time the partition fills.
            SpaceReserve(directory: directory, bytes: options.reserveBytes).replenish()
        }

        condition.lock()
        if case .refused = current {
            retryAt = nil
        } else if failed {
            // Start again from a fresh connection: after an I/O error or a read-only remount the old one may be
            // stuck, and reopening also notices when the partition is writable again.
            connection = .unavailable(directory: directory)
            if pendingMessage == nil && !messageSaved(in: events) { pendingMessage = message }
            if pendingSettings == nil { pendingSettings = settings }
            if pendingBoard == nil { pendingBoard = board }
            if pendingLearned == nil { pendingLearned = learned }
            pendingLog = Array((log + pendingLog).suffix(options.logLimit))
            retryAt = Date().addingTimeInterval(Double(options.retryInterval.nanosecondsRounded) / 1e9)
        } else {
            if let database, case .unavailable = current { connection = .ready(database) }
            retryAt = nil
        }
        if failed, let message, lastReportedFailure != message.revision, !messageSaved(in: events) {
            lastReportedFailure = message.revision
            events.append(.saveFailed(revision: message.revision, at: Clocks.monotonic()))
        }
        if !failed { lastReportedFailure = nil }
        // After a failure the connection starts again, and the rows are written whole next time.
        writtenLearned = failed ? nil : (learned ?? learnedBase)
        condition.unlock()
        for event in events { report(event) }
        condition.lock()
        busy = false
        condition.broadcast()
    }

    /// Writes whichever of these there are, inside the caller's transaction.
    private func write(
        _ message: StoredMessage?, _ settings: Settings?, _ board: Board?,
        _ learned: (LearnedWords?, over: LearnedWords?), _ log: [(LogEntry, wallMilliseconds: Int64)], limit: Int,
        to database: SQLiteDatabase
    ) throws(SQLiteError) {
        if let message { try database.writeMessage(message) }
        if let settings { try database.writeJSON(settings, to: "settings") }
        if let board { try database.writeJSON(board, to: "board") }
        if let words = learned.0 { try database.writeLearnedWords(words, over: learned.over) }
        try database.appendLog(log, limit: limit)
    }

    private func messageSaved(in events: [Event]) -> Bool {
        events.contains { if case .messageSaved = $0 { true } else { false } }
    }

    private var directory: String { (databasePath as NSString).deletingLastPathComponent }
}

/// Keeps message text out of the event log unless the caregiver allowed it (D6).
struct LogRedaction {
    var settings: Settings
    var message: StoredMessage

    /// What is logged instead of message text.
    static let withheld = "(message text not logged)"

    /// The entry, with its detail withheld if it holds the message or Put Back's copy and that is not allowed.
    func redact(_ entry: LogEntry) -> LogEntry {
        guard !settings.logMessageText else { return entry }
        for text in [message.text, message.putBack ?? ""] {
            let words = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !words.isEmpty else { continue }
            if entry.detail == text || entry.detail == words || (words.count >= 3 && entry.detail.contains(words)) {
                var withheld = entry
                withheld.detail = Self.withheld
                return withheld
            }
        }
        return entry
    }
}
