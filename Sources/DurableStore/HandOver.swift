import BricksonCore
import Glibc
import LinuxSystem

/// New patient (C6) on disk: the person's data erased all or nothing, every copy of it, on a full partition too.
///
/// The method needs no free space and leaves none of the person's bytes in blocks the file system has freed: the
/// person's files are overwritten with zeros where they lie, synced, and only then unlinked; the database is made
/// anew rather than emptied row by row (emptying it needs room for the log of saves, and SQLite's own rewrite,
/// VACUUM, needs as much room again as the database and frees the old file's blocks unwritten).
///
/// First the room: the space reserve is given back and the copies a damaged start moved aside
/// (`brickson-unreadable-*`, `-damaged-*`, `-orphaned-*`) are overwritten and removed. Then a small record of what
/// to keep (settings, board, the device's days of use) is put in place durably (written beside, synced, renamed,
/// the folder synced): from that moment the erase is decided, and a start after a kill finishes it before anything
/// is read (`completePending`). Then the connection is closed without a checkpoint, the database, its log of saves
/// and every recorded clip are overwritten and removed, a new database is made with what the record keeps, and the
/// record is removed. A kill before the record is in place leaves the old person whole; after it, the next start
/// leaves the clean device.
enum HandOver {
    /// The record's file name in the state directory.
    static let recordName = "hand-over.json"
    /// The recorded clips' folder in the state directory (the sound engine's `clipsFolder`).
    static let clipsName = "clips"

    /// What the erase keeps.
    struct Record: Codable, Equatable {
        var settings: Settings
        var board: Board
        var revision: Int
        /// The device's seconds of use (C3, the device's own): carried into the new database.
        var useSeconds: Int64?
    }

    /// The beginnings of the names a damaged start gives the copies it moves aside (`StoreOpener.asideName`).
    static let copyPrefixes = ["brickson-unreadable-", "brickson-damaged-", "brickson-orphaned-"]

    /// Puts the record in place durably; false where it could not be written (nothing was erased).
    static func begin(_ record: Record, directory: String) -> Bool {
        guard let json = try? SQLiteDatabase.json(record) else { return false }
        // The record must be durable before anything is erased: a folder that cannot be synced is a failure here.
        return (try? AtomicFile.write(Array(json.utf8), to: directory + "/" + recordName, mode: 0o600)) != nil
    }

    /// Gives back the space reserve and overwrites and removes the copies of the person a damaged start moved aside:
    /// room for the record on a full partition, before anything is decided (they are never read again).
    static func makeRoom(directory: String, options: StoreOptions) {
        _ = SpaceReserve(directory: directory, bytes: options.reserveBytes).release()
        for name in Files.names(in: directory) where copyPrefixes.contains(where: name.hasPrefix) {
            _ = Files.overwriteAndRemove(directory + "/" + name)
        }
        Files.syncDirectory(directory)
    }

    /// Overwrites and removes every file in the clips folder and syncs it; the folder itself stays.
    static func removeClips(directory: String) {
        empty(directory + "/" + clipsName, removingFolders: true)
    }

    /// Overwrites and removes every file in `folder`; with `removingFolders`, a folder in it (the staging folder of
    /// an import cut off by a kill, which holds the clips it was bringing) is emptied and removed too.
    private static func empty(_ folder: String, removingFolders: Bool) {
        guard Files.exists(folder) else { return }
        for name in Files.names(in: folder) {
            let path = folder + "/" + name
            var info = stat()
            if removingFolders, lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                empty(path, removingFolders: false)
                _ = rmdir(path)
            } else {
                Files.overwriteAndRemove(path)
            }
        }
        Files.syncDirectory(folder)
    }

    /// After the record: the database, its log of saves and the clips overwritten and removed, and a new database
    /// made with what the record keeps. Needs no room until the new database, by when the old one's is free.
    static func remake(_ record: Record, directory: String, options: StoreOptions) throws -> SQLiteDatabase {
        let path = directory + "/" + Store.databaseName
        for suffix in ["", "-wal", "-shm", "-journal"] { _ = Files.overwriteAndRemove(path + suffix) }
        removeClips(directory: directory)
        Files.syncDirectory(directory)
        let fresh = try StoreOpener.createFresh(
            path: path, settings: record.settings, board: record.board, options: options)
        try fresh.transaction { () throws(SQLiteError) in
            try fresh.writeMessage(StoredMessage(text: "", putBack: nil, revision: record.revision))
            if let seconds = record.useSeconds { try fresh.writeUseSeconds(seconds) }
        }
        return fresh
    }

    /// Removes the record: the erase is complete.
    static func finish(directory: String) {
        _ = Files.remove(directory + "/" + recordName)
        Files.syncDirectory(directory)
    }

    /// The whole erase: room, record, the open connection closed, the files remade, done. On return `database` is
    /// the new connection, or nil where the erase failed after the old one was closed (the record stays, so the next
    /// try, or the next start, finishes it). Throws where it failed; `database` is untouched where it failed before
    /// the record was in place.
    static func run(
        _ record: Record, in database: inout SQLiteDatabase?, directory: String, options: StoreOptions
    ) throws {
        var record = record
        if record.useSeconds == nil {
            record.useSeconds = database.map { (try? $0.readUseSeconds()) ?? nil } ?? useSeconds(in: directory)
        }
        makeRoom(directory: directory, options: options)
        guard begin(record, directory: directory) else {
            throw Refusal("the record of what to keep could not be written (the data partition is full or failing)")
        }
        if let open = database {
            // Nothing more is written through it: its log of saves is overwritten below, not checkpointed.
            open.leaveFilesAsTheyAreOnClose()
            open.close()
            database = nil
        }
        do {
            database = try remake(record, directory: directory, options: options)
        } catch {
            throw Refusal("a new database could not be made (\(error))")
        }
        finish(directory: directory)
    }

    /// The device's seconds of use read from the database in `directory` as it lies (read-only), if it can be.
    static func useSeconds(in directory: String) -> Int64? {
        let path = directory + "/" + Store.databaseName
        guard Files.exists(path), let old = try? SQLiteDatabase(path: path, readOnly: true) else { return nil }
        return (try? old.readUseSeconds()) ?? nil
    }

    /// Why an erase stopped, in words for the event log.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// At start-up, before anything is read: an erase that was decided (its record in place) and cut short is
    /// finished. A record that cannot be read (damage) still erases, keeping a new device's settings and the starter
    /// board. Returns a notice when it finished one, or says why it could not.
    static func completePending(directory: String, options: StoreOptions) -> String? {
        let path = directory + "/" + recordName
        guard Files.exists(path) else { return nil }
        let text = (try? TextFiles.read(path, limit: 4 << 20)) ?? ""
        var record =
            SQLiteDatabase.decode(Record.self, from: text)
            ?? Record(settings: Settings(), board: StarterContent.board, revision: 0)
        if record.useSeconds == nil { record.useSeconds = useSeconds(in: directory) }
        do {
            let fresh = try remake(record, directory: directory, options: options)
            fresh.close()
        } catch {
            return "The hand-over to a new patient could not be finished: a new database could not be made (\(error))."
        }
        finish(directory: directory)
        return "The hand-over to a new patient, cut short, was finished."
    }
}
