import BricksonCore
import LinuxSystem

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
    /// The clock the retry waits on, in nanoseconds: the monotonic clock, which a board without a real-time clock
    /// cannot jump when the network sets the time. Tests move it by hand.
    var clock: @Sendable () -> Int64 = MonotonicClock.nanoseconds

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
public final class Store: Sendable {
    /// Where the database is, or would be.
    public let databasePath: String
    /// The folder holding it.
    private let directory: String
    /// What is queued and how the writer stands, inside the lock that guards it; the writer sleeps on its condition.
    private let writer: Guarded<WriterState>
    private let thread = Guarded<WorkerThread?>(nil)

    /// What the writer writes to.
    enum Connection {
        /// The database is open for writing.
        case ready(SQLiteDatabase)
        /// It could not be opened for writing (read-only or missing partition); the writer tries again.
        case unavailable(directory: String)
        /// It must not be written (a newer schema); saves fail and are not retried.
        case refused
    }

    /// Everything the callers and the writer thread share.
    struct WriterState {
        var options: StoreOptions
        var connection: Connection
        var report: @Sendable (Event) -> Void
        var pendingMessage: StoredMessage?
        var pendingSettings: Settings?
        var pendingBoard: Board?
        var pendingLearned: LearnedWords?
        var pendingUseSeconds: Int64?
        /// The Undo of the last import or restore to keep, or to forget (`keepStickUndo`, C5).
        var pendingUndo: UndoWrite?
        /// Whether an alert is on, to be kept beside the database (`keepAlertOn`, G6).
        var pendingAlertOn: Bool?
        /// New patient (C6): an erase asked for and not yet done; it goes before everything queued after it.
        var pendingHandOver: HandOver.Record?
        /// What the learned rows on the open connection hold, when known: later saves write only what changed.
        var writtenLearned: LearnedWords?
        var pendingLog: [(LogEntry, wallMilliseconds: Int64)] = []
        /// When a failed save is tried again, on `options.clock`.
        var retryAt: Int64?
        var lastReportedFailure: Int?
        var redaction: LogRedaction
        var currentBoard: Board
        var closing = false
        var busy = false
        var writerRunning = false

        var hasWork: Bool {
            pendingMessage != nil || pendingSettings != nil || pendingBoard != nil || pendingLearned != nil
                || pendingUseSeconds != nil || !pendingLog.isEmpty || pendingHandOver != nil || pendingAlertOn != nil
                || pendingUndo != nil
        }

        /// Whether a failed save waits for its retry.
        var isWaitingToRetry: Bool { retryAt.map { $0 > options.clock() } ?? false }
    }

    init(
        databasePath: String, connection: Connection, settings: Settings, board: Board, message: StoredMessage,
        options: StoreOptions, report: @escaping @Sendable (Event) -> Void
    ) {
        self.databasePath = databasePath
        let slash = databasePath.lastIndex(of: "/")
        directory = slash == databasePath.startIndex ? "/" : String(databasePath[..<(slash ?? databasePath.startIndex)])
        writer = Guarded(
            WriterState(
                options: options, connection: connection, report: report,
                redaction: LogRedaction(settings: settings, message: message), currentBoard: board,
                writerRunning: true))
        do {
            let started = try WorkerThread(name: "brickson-store") { [self] in runWriter() }
            thread.withLock { $0 = started }
        } catch {
            // No thread, no writes: saving shows as unavailable rather than pretending to work.
            writer.withLock {
                $0.connection = .refused
                $0.writerRunning = false
            }
        }
    }

    /// Whether saves can be written now (false on a read-only or missing partition, or a newer database).
    public var isSavingAvailable: Bool {
        writer.withLock { state in
            if case .ready = state.connection { return true }
            return false
        }
    }

    /// Sets where `messageSaved` and `saveFailed` go (they are called on the writer thread).
    public func setReport(_ report: @escaping @Sendable (Event) -> Void) {
        writer.withLock { $0.report = report }
    }

    /// Queues the message and Put Back's copy to be kept (`saveMessage`, D4). Never blocks.
    public func saveMessage(message: String, putBack: String?, revision: Int) {
        writer.update { state in
            let stored = StoredMessage(text: message, putBack: putBack, revision: revision)
            state.pendingMessage = stored
            state.redaction.message = stored
            state.retryAt = nil
        }
    }

    /// Queues the settings to be kept (`saveSettings`, C2). Never blocks.
    public func saveSettings(_ settings: Settings) {
        writer.update { state in
            state.pendingSettings = settings
            state.redaction.settings = settings
        }
    }

    /// Queues the learned words to be kept (`saveLearnedWords`, T9). Never blocks.
    public func saveLearnedWords(_ learned: LearnedWords) {
        writer.update { $0.pendingLearned = learned }
    }

    /// Queues how long the device has been in use, in seconds of running across restarts, to be kept (C3: the
    /// check-in counts days by it with no clock). Never blocks.
    public func saveUseSeconds(_ seconds: Int64) {
        writer.update { $0.pendingUseSeconds = seconds }
    }

    /// Queues whether an alert is on (Get Attention until Stop), kept beside the database so that a start after a
    /// crash, the watchdog or a power cut says "Alert stopped" (`StoreOpening.alertWasOn`, G6). Never blocks.
    public func keepAlertOn(_ on: Bool) {
        writer.update { $0.pendingAlertOn = on }
    }

    /// Queues an entry for the event log (`log`, D6), its message text redacted unless the caregiver allowed it.
    /// Never blocks.
    public func log(_ entry: LogEntry) {
        writer.update { state in
            state.pendingLog.append((state.redaction.redact(entry), Clocks.wallMilliseconds()))
            let limit = state.options.logLimit
            if state.pendingLog.count > limit { state.pendingLog.removeFirst(state.pendingLog.count - limit) }
        }
    }

    /// Queues New patient's erase (C6, `HandOver`): what was queued before it is the old person's and is dropped;
    /// the message is kept empty with `revision`, answered by `messageSaved` or `saveFailed`. Never blocks.
    public func handOver(settings: Settings, board: Board, revision: Int) {
        writer.update { state in
            // Every clip file goes: no phrase may name one any more.
            state.pendingHandOver = HandOver.Record(settings: settings, board: board.withoutClips, revision: revision)
            state.pendingMessage = nil
            state.pendingSettings = nil
            state.pendingBoard = nil
            state.pendingLearned = nil
            state.pendingUndo = nil
            state.pendingLog = []
            state.redaction.settings = settings
            state.redaction.message = StoredMessage(text: "", putBack: nil, revision: revision)
            state.currentBoard = board.withoutClips
            state.retryAt = nil
        }
    }

    /// Queues the Undo of the last import or restore to be kept, or forgotten with nil (`keepStickUndo`, C5). It is
    /// written before, or in one transaction with, a board queued after it. Never blocks.
    public func keepStickUndo(_ undo: StickUndo?) {
        writer.update { $0.pendingUndo = UndoWrite(undo) }
    }

    /// Queues the board of phrases to be kept (`saveBoard`). Never blocks.
    public func saveBoard(_ board: Board) {
        writer.update { state in
            state.pendingBoard = board
            state.currentBoard = board
        }
    }

    /// Writes what is queued (one more try for a failing save), stops the writer thread and closes the database.
    /// Call it at shutdown: the writer thread keeps the store alive until then.
    public func close() {
        writer.update { $0.closing = true }
        thread.withLock { $0 }?.join()
    }

    /// Waits until everything queued has been written or has failed once (for export and tests).
    func waitUntilWritten() {
        writer.withLock(when: { !$0.writerRunning || !($0.busy || ($0.hasWork && $0.retryAt == nil)) }) { _ in }
    }

    /// Changes the options; a page limit takes effect when the database is next opened (after a failed save).
    func changeOptions(_ change: (inout StoreOptions) -> Void) {
        writer.withLock { change(&$0.options) }
    }

    // MARK: - The writer thread

    /// What the writer does next.
    private enum Turn {
        /// Write what was taken from the queue (or try a failed save again).
        case write(Work)
        /// Write once more, then stop: the store is closing.
        case writeAndStop(Work)
        case stop
    }

    /// The queued work the writer took, with what it needs to write it while the lock is released.
    private struct Work {
        var message: StoredMessage?
        var settings: Settings?
        var board: Board?
        var learned: LearnedWords?
        var learnedBase: LearnedWords?
        var useSeconds: Int64?
        var undo: UndoWrite?
        var alertOn: Bool?
        var handOver: HandOver.Record?
        var log: [(LogEntry, wallMilliseconds: Int64)]
        var report: @Sendable (Event) -> Void
        var current: Connection
        var initial: (settings: Settings, board: Board)
        var options: StoreOptions

        /// Takes everything queued, leaving the queue empty and the writer busy.
        init(taking state: inout WriterState) {
            message = state.pendingMessage
            settings = state.pendingSettings
            board = state.pendingBoard
            learned = state.pendingLearned
            useSeconds = state.pendingUseSeconds
            undo = state.pendingUndo
            alertOn = state.pendingAlertOn
            handOver = state.pendingHandOver
            // After an erase the learned rows are gone: words learned since are written whole.
            if case .ready = state.connection, handOver == nil {
                learnedBase = state.writtenLearned
            } else {
                learnedBase = nil
            }
            log = state.pendingLog
            report = state.report
            current = state.connection
            initial = (state.redaction.settings, state.currentBoard)
            options = state.options
            state.pendingMessage = nil
            state.pendingSettings = nil
            state.pendingBoard = nil
            state.pendingLearned = nil
            state.pendingUseSeconds = nil
            state.pendingUndo = nil
            state.pendingAlertOn = nil
            state.pendingHandOver = nil
            state.pendingLog = []
            state.busy = true
        }
    }

    private func runWriter() {
        while true {
            // Sleeps until there is work and no retry is waiting (or the store closes), then takes the work in the
            // same hold of the lock. A retry's deadline is on the monotonic clock, so setting the wall clock neither
            // hurries nor stalls it.
            let turn = writer.withLock(
                when: { $0.closing || ($0.hasWork && !$0.isWaitingToRetry) }, deadline: { $0.retryAt }
            ) { state -> Turn? in
                if state.closing && (!state.hasWork || state.retryAt != nil) {
                    return state.retryAt != nil ? .writeAndStop(Work(taking: &state)) : .stop
                }
                // Woken at the deadline of a retry its own clock says is not due yet: wait again.
                if !state.closing && (!state.hasWork || state.isWaitingToRetry) { return nil }
                return .write(Work(taking: &state))
            }
            switch turn {
            case nil: continue
            case .write(let work)?: attempt(work)
            case .writeAndStop(let work)?:
                attempt(work)
                stopWriter()
                return
            case .stop?:
                stopWriter()
                return
            }
        }
    }

    private func stopWriter() {
        writer.update { state in
            if case .ready(let database) = state.connection {
                database.overwriteLogOfSavesBeforeClosing()
                database.close()
            }
            state.connection = .refused
            state.writerRunning = false
        }
    }

    /// Writes the work taken from the queue with the lock released, and puts back what failed.
    private func attempt(_ work: Work) {
        let (message, settings, board, learned) = (work.message, work.settings, work.board, work.learned)
        let undo = work.undo
        let (learnedBase, log, report, current) = (work.learnedBase, work.log, work.report, work.current)
        let (initial, options) = (work.initial, work.options)
        // First, and whatever the database does: the mark is a file of its own. Not retried: the next press or
        // Stop writes it again. A mark that could not be made (a read-only or failing partition) only loses the
        // "Alert stopped" of a later crash; one that could not be removed says it once too often after a restart.
        if let on = work.alertOn { AlertMark(directory: directory).set(on) }

        var database: SQLiteDatabase?
        switch current {
        case .ready(let open): database = open
        case .refused: database = nil
        case .unavailable(let directory):
            // New patient needs no open database: it makes a new one (a full partition may refuse the old one).
            if work.handOver == nil {
                database = try? StoreOpener.openForWriting(
                    directory: directory, settings: initial.settings, board: initial.board, options: options)
            }
        }
        var failed = database == nil && work.handOver == nil
        var events: [Event] = []
        var handedOver = work.handOver == nil
        var remade = false
        var handOverFailure: String?
        if let record = work.handOver, { if case .refused = current { false } else { true } }() {
            // First, and alone: what was queued after it is the next patient's. The database is made anew: the
            // connection is another one after it.
            do {
                try HandOver.run(record, in: &database, directory: directory, options: options)
                handedOver = true
                remade = true
                events.append(.messageSaved(revision: record.revision, at: Clocks.monotonic()))
            } catch {
                failed = true
                handOverFailure = "New patient could not erase this person's data yet: \(error); it is tried again."
            }
        }
        if let database, handedOver {
            do {
                // Usually one transaction (one sync) for everything a keystroke brought: message and log entries.
                try database.transaction { () throws(SQLiteError) in
                    try write(
                        message, settings, (undo, board), (learned, over: learnedBase), log, limit: options.logLimit,
                        to: database)
                    if let seconds = work.useSeconds { try database.writeUseSeconds(seconds) }
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
                // Move the log of saves into the database and start it again from its beginning, so that the
                // next saves reuse its blocks rather than ask for more (a checkpoint writes only pages the database
                // already has, or the few it grows by, which the released reserve covers). It is not cut short:
                // blocks it gave back would keep the person's words (C6).
                if released || failed { try? database.execute("PRAGMA wal_checkpoint(RESTART)") }
                do {
                    try database.transaction { () throws(SQLiteError) in
                        try write(
                            nil, settings, (undo, board), (learned, over: learnedBase), log, limit: options.logLimit,
                            to: database)
                        if let seconds = work.useSeconds { try database.writeUseSeconds(seconds) }
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

        let directory = self.directory
        let saved = messageSaved(in: events)
        writer.withLock { state in
            if case .refused = current {
                state.retryAt = nil
            } else if failed {
                // Start again from a fresh connection: after an I/O error or a read-only remount the old one may be
                // stuck, and reopening also notices when the partition is writable again.
                state.connection = .unavailable(directory: directory)
                if state.pendingMessage == nil && !saved { state.pendingMessage = message }
                if state.pendingSettings == nil { state.pendingSettings = settings }
                if state.pendingBoard == nil { state.pendingBoard = board }
                if state.pendingUndo == nil { state.pendingUndo = undo }
                if state.pendingLearned == nil { state.pendingLearned = learned }
                if state.pendingUseSeconds == nil { state.pendingUseSeconds = work.useSeconds }
                if !handedOver, state.pendingHandOver == nil { state.pendingHandOver = work.handOver }
                state.pendingLog = Array((log + state.pendingLog).suffix(options.logLimit))
                state.retryAt = state.options.clock() + options.retryInterval.nanosecondsRounded
            } else {
                if let database, remade || { if case .unavailable = current { true } else { false } }() {
                    state.connection = .ready(database)
                }
                state.retryAt = nil
            }
            if failed, let message, state.lastReportedFailure != message.revision, !saved {
                state.lastReportedFailure = message.revision
                events.append(.saveFailed(revision: message.revision, at: Clocks.monotonic()))
            }
            if !handedOver, let record = work.handOver, state.lastReportedFailure != record.revision {
                state.lastReportedFailure = record.revision
                if let handOverFailure {
                    let entry = LogEntry(kind: .fault, at: Clocks.monotonic(), detail: handOverFailure)
                    state.pendingLog.append((entry, Clocks.wallMilliseconds()))
                }
                events.append(.saveFailed(revision: record.revision, at: Clocks.monotonic()))
            }
            if !failed { state.lastReportedFailure = nil }
            // After a failure the connection starts again, and the rows are written whole next time.
            state.writtenLearned = failed ? nil : (learned ?? learnedBase)
        }
        for event in events { report(event) }
        writer.update { $0.busy = false }
    }

    /// Writes whichever of these there are, inside the caller's transaction.
    private func write(
        _ message: StoredMessage?, _ settings: Settings?, _ board: (undo: UndoWrite?, board: Board?),
        _ learned: (LearnedWords?, over: LearnedWords?), _ log: [(LogEntry, wallMilliseconds: Int64)], limit: Int,
        to database: SQLiteDatabase
    ) throws(SQLiteError) {
        if let message { try database.writeMessage(message) }
        if let settings { try database.writeJSON(settings, to: "settings") }
        // The Undo first: a board replaced by an import is never on disk without the way back.
        if let undo = board.undo { try StickUndoRow.write(undo.undo, to: database) }
        if let board = board.board { try database.writeJSON(board, to: "board") }
        if let words = learned.0 { try database.writeLearnedWords(words, over: learned.over) }
        try database.appendLog(log, limit: limit)
    }

    private func messageSaved(in events: [Event]) -> Bool {
        events.contains { if case .messageSaved = $0 { true } else { false } }
    }
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
            let words = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
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

/// A write of the Undo row queued (`Store.keepStickUndo`): the Undo to keep, or nil to forget it.
struct UndoWrite {
    var undo: StickUndo?

    init(_ undo: StickUndo?) { self.undo = undo }
}
