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
    /// The words word prediction learned (T9): give them to `HomeState.init(learned:)`.
    public let learned: LearnedWords
    /// How long the device has been in use, in seconds of running, as last kept (C3; `Store.saveUseSeconds`).
    public let useSeconds: Int64
    /// The most seconds in use a device can have kept: a hundred years. More is damage.
    public static let useSecondsLimit: Int64 = 100 * 366 * 86_400
    /// The revision the message was saved with (the core may start its own count anywhere).
    public let revision: Int
    /// The saved data could not all be read and was moved aside (or may be older than what was typed): the
    /// runtime sends `storageRecovered` to the core.
    public let recovered: Bool
    /// A message was restored, but it may not be the one last saved (a log of saves cut short or damaged, a
    /// checksum that does not match): the runtime sends `storageRolledBack` to the core.
    public let rolledBack: Bool
    /// Whether saves can be written now; false on a read-only or missing partition or a newer database.
    public let savingAvailable: Bool
    /// An alert was on when Brickson last stopped (a crash, the watchdog, a power cut; `Store.keepAlertOn`): the
    /// runtime sends `restartedDuringAlert` to the core, which says "Alert stopped" and starts nothing (G6).
    public var alertWasOn = false
    /// The Undo of the last import or restore from a USB stick, as kept (C5): give it to `HomeState.init(stickUndo:)`.
    public var stickUndo: StickUndo?
    /// What happened, in words for the status line and the event log, most important first.
    public let notices: [String]
}

extension Store {
    /// The database's file name in the state directory.
    public static let databaseName = "brickson.sqlite"

    /// Opens (or creates) the database in `directory`. Never throws and never deletes: a damaged database is
    /// moved aside and a fresh one made with the starter content; a newer one is left untouched; an unwritable
    /// directory gives a store that reports `saveFailed` until the directory can be written. `report` receives
    /// `messageSaved` and `saveFailed` on the store's writer thread.
    /// With `sweepingClips` (Brickson's own start, when nothing else can be writing clips) the recorded clips no kept
    /// board names are removed (`ClipSweep`).
    public static func open(
        directory: String, now: Instant, options: StoreOptions = StoreOptions(), sweepingClips: Bool = false,
        report: @escaping @Sendable (Event) -> Void = { _ in }
    ) -> StoreOpening {
        let path = directory + "/" + databaseName
        // A New patient erase cut short by a kill is finished before anything of the old person is read (C6).
        // A partition already full gives back its reserve first: opening the database needs a little room.
        SpaceReserve(directory: directory, bytes: options.reserveBytes).releaseIfFull()
        let handOver = HandOver.completePending(directory: directory, options: options)
        var found = StoreOpener.load(directory: directory, path: path, options: options)
        StoreOpener.repairMessage(&found)
        if let handOver { found.notices.append(handOver) }
        let store = Store(
            databasePath: path, connection: found.connection, settings: found.settings, board: found.board,
            message: found.message, options: options, report: report)
        for notice in found.notices {
            let kind: LogEntry.Kind = found.recovered || found.rolledBack ? .fault : .warning
            store.log(LogEntry(kind: kind, at: now, detail: notice))
        }
        var savingAvailable = false
        if case .ready = found.connection { savingAvailable = true }
        if sweepingClips, savingAvailable, found.clipNamesWhole, !found.recovered, !found.rolledBack {
            var kept = ClipSweep.names(in: found.board)
            switch found.stickUndo {
            case .importBoard(let before, _)?: kept.formUnion(ClipSweep.names(in: before))
            case .restore(let before, _)?: kept.formUnion(ClipSweep.names(in: before.board))
            case nil: break
            }
            let removed = ClipSweep.sweep(directory: directory, keeping: kept)
            if !removed.isEmpty {
                let detail =
                    "\(removed.count) recorded clips no phrase names any more were removed: "
                    + removed.prefix(5).joined(separator: ", ") + (removed.count > 5 ? ", …" : "")
                store.log(LogEntry(kind: .warning, at: now, detail: detail))
            }
        }
        var opening = StoreOpening(
            store: store, board: found.board, settings: found.settings, message: found.message.text,
            putBack: found.message.putBack, learned: found.learned, useSeconds: found.useSeconds,
            revision: found.message.revision,
            recovered: found.recovered, rolledBack: found.rolledBack, savingAvailable: savingAvailable,
            notices: found.notices)
        opening.alertWasOn = AlertMark(directory: directory).isSet
        opening.stickUndo = found.stickUndo
        return opening
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
        var learned = LearnedWords()
        var useSeconds: Int64 = 0
        var stickUndo: StickUndo?
        /// Whether everything that names clips (the board and the Undo) was read whole (`ClipSweep`).
        var clipNamesWhole = true
        var recovered = false
        /// A message was restored, but it may not be the last one saved (a damaged log of saves, a checksum).
        var rolledBack = false
        var notices: [String] = []
    }

    /// Why the file cannot be used as it is.
    struct Damage: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    static func load(directory: String, path: String, options: StoreOptions) -> Found {
        guard Files.makeDirectory(directory), Files.isWritableDirectory(directory) else {
            var found = readOnly(path: path) ?? Found(connection: .refused)
            found.connection = .unavailable(directory: directory)
            found.notices.append("Messages cannot be saved: the data partition cannot be written.")
            return found
        }
        if let version = DatabaseHeader.userVersion(path), version > Schema.currentVersion,
            let database = openReadOnly(path, immutableFirst: true),
            (try? Schema.versionMatchingLayout(of: database)) ?? nil == nil, !Schema.mayWriteNewer(database)
        {
            // From a newer Brickson (tables this build does not know): read what can be read, write nothing. A
            // number alone over this build's tables is damage, and is repaired below.
            return newer(version, found: newerContents(database))
        }
        guard Files.exists(path) else {
            let orphan = orphanedLogNotice(path)
            do {
                var found = Found(connection: .ready(try createFresh(path: path, options: options)))
                if let orphan {
                    found.recovered = true
                    found.notices.append(orphan)
                }
                return found
            } catch {
                var found = Found(connection: .unavailable(directory: directory))
                found.notices.append("Messages cannot be saved: \(error).")
                if let orphan {
                    found.recovered = true
                    found.notices.insert(orphan, at: 0)
                }
                return found
            }
        }
        var walNotice: String?
        var walLost = false
        switch WALCheck.inspect(path + "-wal") {
        case .damaged(let why):
            let copy = asideName(path, "damaged") + "-wal"
            let kept = Files.copy(path + "-wal", copy) ? " A copy was kept as \(fileName(copy))." : ""
            walNotice =
                "The saved message may be older than the last one typed: the log of recent saves was "
                + "damaged (\(why)).\(kept)"
            walLost = true
        case .headerOnly:
            // Also what a crash between writing the header and the first save leaves: then the keystroke being
            // saved was lost, which is worth saying too.
            walNotice =
                "The saved message may be older than the last one typed: the log of recent saves holds no saves "
                + "(it may have been cut short)."
        case .absent, .intact:
            break
        }
        do {
            let database = try SQLiteDatabase(path: path)
            var found = try check(database, options: options)
            if let walNotice {
                found.rolledBack = true
                found.recovered = found.recovered || walLost
                found.notices.insert(walNotice, at: 0)
            }
            return found
        } catch let damage as Damage {
            return startAgain(directory: directory, path: path, reason: damage.reason, options: options)
        } catch let error as NewerSchema {
            return newer(error.version, found: error.found)
        } catch let error as SQLiteError where !error.isCorruption {
            // Busy, full, failing or read-only storage says nothing about the file: never move it aside for that.
            // Read what can be read, and let the writer try again.
            var found = readOnly(path: path) ?? Found(connection: .refused)
            found.connection = .unavailable(directory: directory)
            found.notices.append("Messages cannot be saved for now: \(error.message).")
            return found
        } catch {
            return startAgain(directory: directory, path: path, reason: "\(error)", options: options)
        }
    }

    /// Thrown by `check` and caught by `open` on the same thread: the open database it carries never crosses
    /// threads. (`Error` requires `Sendable`, which Swift 6.0.3 enforces on this struct.)
    private struct NewerSchema: Error, @unchecked Sendable {
        var version: Int64
        var found: Found
    }

    /// Checks and migrates an opened database and reads its contents. The version in the header is damage until
    /// checked: it must agree with the tables the file holds.
    private static func check(_ database: SQLiteDatabase, options: StoreOptions) throws -> Found {
        var version = try Schema.version(of: database)
        let tables = try Schema.tableNames(of: database)
        guard version > 0 || !tables.isEmpty else { throw Damage(reason: "it holds no saved data") }
        let layoutVersion = try Schema.versionMatchingLayout(of: database)
        var repairedFrom: Int64?
        // A newer build's file it said this build may write (`Schema.mayWriteNewer`): written, never migrated.
        var newerButWritable = false
        if let layoutVersion, layoutVersion != version, layoutVersion > 0 {
            // The header says one version, the tables are exactly another's: the number was damaged on the card.
            repairedFrom = version
            version = layoutVersion
        } else if version > Schema.currentVersion {
            guard Schema.mayWriteNewer(database) else {
                database.leaveFilesAsTheyAreOnClose()
                throw NewerSchema(version: version, found: newerContents(database))
            }
            newerButWritable = true
        } else if version < 0 || (layoutVersion == nil && version == 0) {
            throw Damage(reason: "its version number (\(version)) does not match its tables")
        }
        let integrity = try database.query("PRAGMA integrity_check").compactMap { $0.first?.text }
        guard integrity == ["ok"] else { throw Damage(reason: "it is damaged (\(integrity.prefix(2).joined()))") }
        try configure(database, options: options)
        var notices: [String] = []
        if let repairedFrom {
            try database.execute("PRAGMA user_version = \(version)")
            notices.append(
                "The saved data's version number was damaged (it read \(repairedFrom); its tables are version "
                    + "\(version)'s) and was repaired; the saved message was kept.")
        }
        if !newerButWritable { try Schema.migrate(database, from: version) }
        guard Schema.requiredTables.isSubset(of: try Schema.tableNames(of: database)) else {
            throw Damage(reason: "its tables are missing")
        }
        guard let message = try database.readMessage() else { throw Damage(reason: "its message is missing") }
        var found = Found(connection: .ready(database), message: message, notices: notices)
        if try database.checkMessage(message) == .changed {
            found.rolledBack = true
            found.notices.append(
                "The saved message changed on the card after it was saved (its checksum does not match); it is "
                    + "shown as it was found, but it may not be what was typed.")
        }
        try readContents(database, into: &found)
        // A newer build's tables may name clips this build does not know of: none is swept.
        if newerButWritable { found.clipNamesWhole = false }
        return found
    }

    /// What can be read from a file a newer Brickson wrote: its message at least, so it is not lost from view.
    private static func newerContents(_ database: SQLiteDatabase) -> Found {
        var found = Found(connection: .refused)
        if let message = try? database.readMessage() { found.message = message }
        if let json = try? database.readJSON(from: "settings"),
            let settings = SQLiteDatabase.decode(Settings.self, from: json)
        {
            found.settings = settings
        }
        if let json = try? database.readJSON(from: "board"), let board = SQLiteDatabase.decode(Board.self, from: json) {
            found.board = board
        }
        return found
    }

    /// A log of recent saves without its database: the saved message cannot be restored from it. Said, not hidden.
    private static func orphanedLogNotice(_ path: String) -> String? {
        guard (Files.size(path + "-wal") ?? 0) > 0 else { return nil }
        return "The saved data was missing and only its log of recent saves was found (kept aside); the saved "
            + "message could not be restored."
    }

    /// The message and Put Back's copy brought through the text gate (D8): a letter carrying thousands of marks
    /// would take seconds to draw, every frame, at every start. The extra marks go, the message shows "Message not
    /// as saved" and the event log says why; the repaired message is saved with the next keystroke.
    static func repairMessage(_ found: inout Found) {
        let limit = TextGate.maxMessageScalars
        guard
            let problem = TextGate.problem(found.message.text, maxScalars: limit)
                ?? found.message.putBack.flatMap({ TextGate.problem($0, maxScalars: limit) })
        else { return }
        found.message.text = TextGate.repaired(found.message.text)
        found.message.putBack = found.message.putBack.map { TextGate.repaired($0) }
        found.rolledBack = true
        found.notices.append(
            "The saved message \(problem.words); it was repaired to what can be shown and spoken alike.")
    }

    /// Reads settings and board, keeping the defaults (with a notice) for whichever does not decode.
    private static func readContents(_ database: SQLiteDatabase, into found: inout Found) throws(SQLiteError) {
        if let json = try database.readJSON(from: "settings"),
            let settings = SQLiteDatabase.decode(Settings.self, from: json)
        {
            let checked = settings.keptInRanges()
            found.settings = checked.settings
            if !checked.corrected.isEmpty {
                found.notices.append(
                    "Some saved settings were out of range (outside what Settings allows) and were set back to "
                        + "their defaults: "
                        + checked.corrected.joined(separator: ", ") + ".")
            }
        } else {
            found.notices.append("The saved settings could not be read; Brickson started with the default settings.")
        }
        if let json = try database.readJSON(from: "board"), let board = SQLiteDatabase.decode(Board.self, from: json) {
            // Labels from disk are damage until checked too: one over the bounds would stall Home at every start.
            found.board = LabelBounds.clamped(board)
            if found.board != board {
                found.notices.append("Some saved phrases were too long or too heavy to show and were shortened.")
            }
        } else {
            found.notices.append("The saved phrases could not be read; Brickson started with the starter phrases.")
            found.clipNamesWhole = false
        }
        // No tables (an older file read where it cannot be migrated): nothing learned yet, no notice.
        if let learned = try? database.readLearnedWords() { found.learned = learned }
        // A count that is not a count (damage: below zero, or more than a century of running, which would also
        // overflow when this run's time is added) starts again from nothing rather than bringing the check-in due.
        if let seconds = (try? database.readUseSeconds()) ?? nil, (0...StoreOpening.useSecondsLimit).contains(seconds) {
            found.useSeconds = seconds
        }
        let undo = StickUndoRow.read(from: database)
        found.stickUndo = undo.undo
        if let notice = undo.notice {
            found.notices.append(notice)
            found.clipNamesWhole = false
        }
    }

    /// Reads what it can from a database that must not be written (read-only partition).
    private static func readOnly(path: String) -> Found? {
        guard Files.exists(path), let database = openReadOnly(path),
            let version = (try? Schema.versionMatchingLayout(of: database)) ?? (try? Schema.version(of: database)),
            (1...Schema.currentVersion).contains(version), let message = try? database.readMessage()
        else { return nil }
        var found = Found(connection: .refused, message: message)
        try? readContents(database, into: &found)
        return found
    }

    /// Opens for reading only. On a read-only partition SQLite cannot make the WAL's shared-memory file; when no
    /// WAL is left over (a clean close) the file is complete by itself and can be opened as immutable.
    private static func openReadOnly(_ path: String, immutableFirst: Bool = false) -> SQLiteDatabase? {
        if !immutableFirst, let database = try? SQLiteDatabase(path: path, readOnly: true),
            (try? Schema.version(of: database)) != nil
        {
            return database
        }
        guard (Files.size(path + "-wal") ?? 0) == 0 else {
            return immutableFirst ? openReadOnly(path) : nil
        }
        let escaped = path.utf8.map { byte -> String in
            let character = Character(Unicode.Scalar(byte))
            return byte < 0x80 && (character.isLetter || character.isNumber || "/-_.~".contains(character))
                ? String(character) : "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }.joined()
        return try? SQLiteDatabase(path: "file:\(escaped)?immutable=1", readOnly: true)
    }

    /// A database from a newer Brickson: not written, not moved; start with what of it can be read.
    private static func newer(_ version: Int64, found: Found) -> Found {
        var found = found
        found.connection = .refused
        found.notices.append(
            "The saved data is from a newer version of Brickson (schema \(version)); it was left untouched. "
                + "Brickson started with the message and whatever else of it could be read, and cannot save the "
                + "message.")
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
        var version = try Schema.version(of: database)
        if let layoutVersion = try Schema.versionMatchingLayout(of: database), layoutVersion > 0,
            layoutVersion != version
        {
            // Damaged on the card (see `check`): the tables say which version it is.
            try database.execute("PRAGMA user_version = \(layoutVersion)")
            version = layoutVersion
        }
        let newerButWritable = version > Schema.currentVersion && Schema.mayWriteNewer(database)
        guard (1...Schema.currentVersion).contains(version) || newerButWritable else {
            database.leaveFilesAsTheyAreOnClose()
            throw Damage(reason: "the database is not this version's")
        }
        try configure(database, options: options)
        // An older file that was read-only at start-up is brought up to date once it can be written.
        if !newerButWritable { try Schema.migrate(database, from: version) }
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

    /// WAL, a full sync on every commit, and a log of saves that is never cut short while the database is open:
    /// blocks it gave back would keep the person's words where nothing can overwrite them (C6). It stays as large
    /// as the largest transaction made it (an import of a large board: a few MiB at most) until the store closes,
    /// which overwrites it with zeros before SQLite removes it (`Store.close`).
    static func configure(_ database: SQLiteDatabase, options: StoreOptions) throws(SQLiteError) {
        let mode = try database.scalar("PRAGMA journal_mode = WAL")?.text
        guard mode == "wal" else {
            throw SQLiteError(code: 1, call: "PRAGMA journal_mode = WAL", message: "journal mode is \(mode ?? "none")")
        }
        try database.execute("PRAGMA synchronous = FULL")
        try database.query("PRAGMA journal_size_limit = -1")
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
