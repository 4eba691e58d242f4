import BricksonCore
import DurableStore
import Glibc
import LinuxSystem
import OpenBoardFormat
import USBStick

/// Carries out the core's stick tasks (C5) on a worker thread: reads and checks what comes from the stick before
/// anything on the device changes, and writes to the stick only by temporary file, sync and rename.
public struct StickWorkshop: Sendable {
    /// Where the stick is mounted.
    public var folder: String
    /// The device's recorded clips (S2). A package's clips are checked, and an export's package built, in hidden
    /// entries of this folder: on the card, never in memory or in a `/tmp` that lives in memory (D8).
    public var clipsFolder: String
    /// The store, for the event log.
    public var store: Store
    /// Cuts writes off in tests, as if the stick were pulled.
    public var gate: WriteGate?
    /// The largest file read from the stick.
    public var fileLimit = BoardFileLimits().fileBytes
    /// How the stick is made writable for an export (the device); nil where it already is (the simulator).
    public var access: StickAccess?

    /// A workshop for the stick at `folder`.
    public init(folder: String, clipsFolder: String, store: Store, gate: WriteGate? = nil) {
        self.folder = folder
        self.clipsFolder = clipsFolder
        self.store = store
        self.gate = gate
    }

    /// Does `task` and says how it went; a failure has changed nothing on the device.
    public func perform(_ task: StickTask) -> StickOutcome {
        do throws(StickError) {
            switch task {
            case .importBoard, .restoreBackup: break
            case .exportBoard, .exportLog, .exportBackup:
                // Written only for an export, and read-only again whatever came of it.
                try access?.makeWritable(folder)
            }
            defer { access?.done(folder) }
            switch task {
            case .importBoard(let file, let current): return try importBoard(file, current: current)
            case .restoreBackup(let file): return try restore(file)
            case .exportBoard(let board):
                let missing = try writePackage(board, extra: [], as: StickFolder.boardFile)
                return .exported(file: StickFolder.boardFile, clipsLeftOut: missing.count)
            case .exportLog:
                let text: String
                do {
                    text = try store.eventLogCSV()
                } catch {
                    throw StickError("The event log could not be read: \(error). Nothing was written.")
                }
                try StickWriter.write(Array(text.utf8), as: StickFolder.logFile, in: folder, gate: gate)
                return .exported(file: StickFolder.logFile)
            case .exportBackup(let backup):
                let entry = (StickBackup.entry, try StickBackup.entryBytes(backup))
                let missing = try writePackage(backup.board, extra: [entry], as: StickFolder.backupFile)
                return .exported(file: StickFolder.backupFile, clipsLeftOut: missing.count)
            }
        } catch {
            return .failed(error.description)
        }
    }

    /// Reads a board file from the stick and checks all of it (the format's checks, then its clips) before the
    /// clips go into the clips folder; the core then saves the board and shows it after Back to Talking.
    func importBoard(_ file: String, current: Board) throws(StickError) -> StickOutcome {
        // A package is read where it lies on the stick, a part at a time: never whole in memory (D8).
        if let package = try StickFolder.package(file, in: folder, limit: fileLimit) {
            var imported: ImportedBoard
            do throws(BoardFileError) {
                imported = try BoardFiles.read(package: package, name: file, current: current)
            } catch {
                throw StickError(error.description)
            }
            let taken = try takeClips(imported.board, from: package, file: file)
            return .imported(taken.board, file: file, notices: imported.notices + taken.notices)
        }
        let bytes = try StickFolder.read(file, in: folder, limit: fileLimit)
        var imported: ImportedBoard
        do throws(BoardFileError) {
            imported = try BoardFiles.read(bytes: bytes, name: file, current: current)
        } catch {
            throw StickError(error.description)
        }
        imported.board = withoutClips(imported.board, keeping: current)
        return .imported(imported.board, file: file, notices: imported.notices)
    }

    /// Reads a backup from the stick: its board (through the same checks as any board file), its clips, its
    /// settings (every one inside what Settings allows, else the backup is refused) and learned words.
    func restore(_ file: String) throws(StickError) -> StickOutcome {
        guard let package = try StickFolder.package(file, in: folder, limit: fileLimit, always: true) else {
            throw StickError("“\(file)” is not a Brickson backup. Nothing on the device changed.")
        }
        let board: Board
        let entry: [UInt8]
        do throws(BoardFileError) {
            entry = try package.read(StickBackup.entry, limit: StickBackup.entryLimit)
            board = try BoardFiles.read(package: package, name: file, current: StarterContent.board).board
        } catch {
            if case .missingEntry = error {
                throw StickError("“\(file)” is not a Brickson backup. Nothing on the device changed.")
            }
            throw StickError(error.description)
        }
        let record = try StickBackup.record(from: entry, file: file)
        let taken = try takeClips(board, from: package, file: file)
        let settings = record.settings.keptInRanges().settings
        // The device's own capacities, not the file's: a backup cannot make prediction keep more than it would.
        var learned = record.learned
        if learned.wordCapacity != LearnedWords.defaultWordCapacity
            || learned.pairCapacity != LearnedWords.defaultPairCapacity
        {
            learned = LearnedWords(words: learned.words, pairs: learned.pairs)
        }
        // A message longer than the restored settings allow is not the device's to show (T8): it is left out.
        let message = record.message.flatMap { $0.count <= settings.messageLimit ? $0 : nil }
        return .restored(
            DeviceBackup(board: taken.board, settings: settings, learned: learned, message: message), file: file)
    }

    /// The package's clips checked and kept in the clips folder, the board's clip names made to match.
    func takeClips(_ board: Board, from package: PackageReader, file: String) throws(StickError) -> (
        board: Board, notices: [String]
    ) {
        guard
            board.emergency.contains(where: { $0.clip != nil })
                || board.categories.contains(where: { $0.phrases.contains { $0.clip != nil } })
        else { return (board, []) }
        makeFolder(clipsFolder)
        return try PackageClips.install(board, from: package, file: file, clipsFolder: clipsFolder)
    }

    /// A single `.obf` carries no sounds: a clip name it gives is kept only where the phrase already had that
    /// clip on the device (a board exported from this device and brought back), never to play another file.
    func withoutClips(_ board: Board, keeping current: Board) -> Board {
        let known = Set(
            (current.emergency + current.categories.flatMap(\.phrases)).compactMap { phrase in
                phrase.clip.map { "\(phrase.id)\u{0}\($0)" }
            })
        var result = board
        func strip(_ phrases: inout [Phrase]) {
            for index in phrases.indices {
                guard let clip = phrases[index].clip else { continue }
                if !known.contains("\(phrases[index].id)\u{0}\(clip)") { phrases[index].clip = nil }
            }
        }
        strip(&result.emergency)
        for index in result.categories.indices { strip(&result.categories[index].phrases) }
        return result
    }

    /// Writes `board` (with its clips and `extra` entries) as the package `name` on the stick: built whole beside the
    /// clips on the card, then copied by temporary file, sync and rename. Returns the clips left out. Neither the clips
    /// nor the package are ever held whole in memory (D8): libzip reads each clip's file as it writes, and the
    /// package goes to the stick a part at a time.
    func writePackage(
        _ board: Board, extra: [(String, [UInt8])], as name: String
    ) throws(StickError) -> [String] {
        let clips = PackageClips.entries(for: board, clipsFolder: clipsFolder)
        makeFolder(clipsFolder)
        let built = clipsFolder + "/" + PackageClips.outgoing
        // A backup holds the message and learned words: overwritten before it goes, so no freed block keeps them.
        Erasing.overwriteAndRemove(built)
        defer { Erasing.overwriteAndRemove(built) }
        do throws(BoardFileError) {
            let writer = try PackageWriter(path: built)
            let carried = Set(clips.entries.map { String($0.entry.dropFirst(PackageClips.folder.count)) })
            for entry in BoardFiles.packageEntries(board, carried: carried) { try writer.add(entry.name, entry.bytes) }
            for clip in clips.entries { try writer.addFile(clip.entry, path: clip.path, size: clip.size) }
            for (entryName, bytes) in extra { try writer.add(entryName, bytes) }
            try writer.finish()
        } catch {
            throw StickError("The package could not be made (\(error.description)). Nothing was written.")
        }
        try StickWriter.copy(built, as: name, in: folder, gate: gate)
        return clips.missing
    }

    /// Words for clips an export left out, or nothing.
    /// Makes a folder if it is not there. The corresponding C call is `mkdir`.
    func makeFolder(_ path: String) { _ = mkdir(path, 0o755) }
}

/// The last part of a path.
enum URLName {
    static func last(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}
