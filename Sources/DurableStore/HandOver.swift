import BricksonCore
import Glibc
import LinuxSystem

/// New patient (C6) on disk: the person's data erased all or nothing.
///
/// First a small record of what to keep is put in place durably (written beside, synced, renamed, the folder
/// synced): from that moment the erase is decided, and a start after a kill finishes it before anything is read
/// (`completePending`). Then one transaction empties the event log and the learned words, writes the empty message
/// and the kept settings and board; `PRAGMA secure_delete` overwrites what the deleted rows held inside the
/// database file, VACUUM rewrites the file without its free pages, and a TRUNCATE checkpoint empties the log of
/// saves. Then every recorded clip is unlinked, and the record removed. A kill before the record is in place leaves
/// the old person whole; after it, the next start leaves the clean device.
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
    }

    /// Puts the record in place durably; false where it could not be written (nothing was erased).
    static func begin(_ record: Record, directory: String) -> Bool {
        guard let json = try? SQLiteDatabase.json(record) else { return false }
        let path = directory + "/" + recordName
        let building = path + ".new"
        do throws(SystemCallError) {
            let file = try FileDescriptor.open(building, O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600)
            try file.writeAll(Array(json.utf8))
            try file.sync()
            try file.close()
        } catch {
            _ = Files.remove(building)
            return false
        }
        guard Files.rename(building, path) else { return false }
        Files.syncDirectory(directory)
        return true
    }

    /// Erases in `database`: one transaction, then the file rewritten and its log of saves emptied.
    static func erase(_ record: Record, in database: SQLiteDatabase) throws(SQLiteError) {
        // Deleted rows' bytes are overwritten with zeros in the file, not only marked free.
        try database.execute("PRAGMA secure_delete = ON")
        try database.transaction { () throws(SQLiteError) in
            try database.execute("DELETE FROM event_log")
            try database.execute("DELETE FROM learned_word")
            try database.execute("DELETE FROM learned_pair")
            try database.writeMessage(StoredMessage(text: "", putBack: nil, revision: record.revision))
            try database.writeJSON(record.settings, to: "settings")
            try database.writeJSON(record.board, to: "board")
        }
        try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        // A new file without free pages that may still hold old rows (VACUUM goes through the log of saves in WAL
        // mode, which the checkpoint after it empties again).
        try database.execute("VACUUM")
        try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        try database.execute("PRAGMA secure_delete = OFF")
    }

    /// Unlinks every file in the clips folder and syncs it; the folder itself stays.
    static func removeClips(directory: String) {
        empty(directory + "/" + clipsName, removingFolders: true)
    }

    /// Unlinks every file in `folder`; with `removingFolders`, a folder in it (the staging folder of an import cut
    /// off by a kill, which holds the clips it was bringing) is emptied and removed too.
    private static func empty(_ folder: String, removingFolders: Bool) {
        guard let stream = opendir(folder) else { return }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(stream)
        for name in names where !Files.remove(folder + "/" + name) && errno == EISDIR && removingFolders {
            empty(folder + "/" + name, removingFolders: false)
            _ = rmdir(folder + "/" + name)
        }
        Files.syncDirectory(folder)
    }

    /// Removes the record: the erase is complete.
    static func finish(directory: String) {
        _ = Files.remove(directory + "/" + recordName)
        Files.syncDirectory(directory)
    }

    /// The whole erase in an open database: record, transaction, clips, done. Throws where the database failed
    /// (the record stays, so a later start finishes it).
    static func run(_ record: Record, in database: SQLiteDatabase, directory: String) throws(SQLiteError) {
        guard begin(record, directory: directory) else {
            throw SQLiteError(code: 1, call: "hand-over", message: "the hand-over record could not be written")
        }
        try erase(record, in: database)
        removeClips(directory: directory)
        finish(directory: directory)
    }

    /// At start-up, before anything is read: an erase that was decided (its record in place) and cut short is
    /// finished. A record that cannot be read (damage) still erases, keeping a new device's settings and the starter
    /// board. Returns a notice when it finished one.
    static func completePending(directory: String, options: StoreOptions) -> String? {
        let path = directory + "/" + recordName
        guard Files.exists(path) else { return nil }
        let text = (try? TextFiles.read(path, limit: 4 << 20)) ?? ""
        let record =
            SQLiteDatabase.decode(Record.self, from: text)
            ?? Record(settings: Settings(), board: StarterContent.board, revision: 0)
        let databasePath = directory + "/" + Store.databaseName
        if Files.exists(databasePath), let database = try? SQLiteDatabase(path: databasePath) {
            guard (try? StoreOpener.configure(database, options: options)) != nil,
                (try? erase(record, in: database)) != nil
            else { return "The hand-over to a new patient could not be finished: the database could not be written." }
        }
        removeClips(directory: directory)
        finish(directory: directory)
        return "The hand-over to a new patient, cut short, was finished."
    }
}
