import BoardProfile
import BricksonCore
import DurableStore
import Glibc
import LinuxSystem
import OpenBoardFormat

/// `brickson import-board FILE` and `brickson export-board FILE`: boards of phrases from and to a USB stick.
///
/// Import replaces the saved board only when the whole file is good; a running Brickson shows it after a restart.
public enum BoardFileCommand {
    /// The state directory on the device.
    public static let defaultStateDirectory = "/var/lib/brickson"

    /// How to call it.
    public static let usage = """
        usage: brickson import-board FILE.obz|FILE.obf [--state-dir DIR] [--board ID [--boards DIR]]
               brickson export-board FILE.obz [--state-dir DIR]
               brickson export-board FILE.obf --category NAME [--state-dir DIR]
               brickson export-board FILE.obz --starter LANGUAGE   (the starter board in en, es, fr, de, pt, pl, ar or ru)
        """

    /// Runs `import-board` or `export-board` (the first argument) and prints what was done; throws
    /// `BoardFileError` with a clear message, and then nothing was changed. With `--board ID` an import is
    /// checked on that board profile's panel, its labels measured with `measurer`.
    public static func run(_ arguments: [String], measurer: (any TextMeasurer)? = nil) throws {
        let command = try parse(arguments)
        switch command.verb {
        case "import-board":
            var room: HomeRoomCheck?
            if let board = command.board {
                guard let measurer else { throw BoardFileError.usage("--board needs the text engine; use brickson") }
                do throws(BoardProfileError) {
                    let profile = try BoardProfile.locate(board, boards: command.boards)
                    room = HomeRoomCheck(board: board, profile: profile, measurer: measurer)
                } catch {
                    throw BoardFileError.usage(
                        "--board \(board): \(error). The phrases on the device were not changed.")
                }
            }
            let imported = try importBoard(file: command.file, stateDirectory: command.directory, room: room)
            let phrases = imported.board.categories.reduce(0) { $0 + $1.phrases.count }
            print(
                "Imported \(imported.board.categories.count) categories with \(phrases) phrases from \(command.file).")
            if let room {
                print("Home shows every phrase and category on \(room.panel) with every access method.")
            } else {
                print(
                    "Checked only the fixed limits (\(BoardFileLimits().categoriesOnHome) categories, "
                        + "\(BoardFileLimits().phrasesPerCategory) phrases in a list), not that this screen shows them all: "
                        + "give --board ID to check on the board's panel.")
            }
            for notice in imported.notices { print(notice) }
        default:
            if let starter = command.starter {
                let board = StarterContent.board(for: starter)
                try BoardFiles.writePackage(board, to: command.file)
                print("Exported the starter board in \(starter) to \(command.file); import it with import-board.")
                if let note = board.translationNote { print(note) }
                return
            }
            try exportBoard(file: command.file, stateDirectory: command.directory, category: command.category)
            print("Exported the phrases to \(command.file).")
        }
    }

    /// Reads `file` and, if it is good (and, given `room`, Home shows all of it there with the saved display
    /// settings), saves it as the board in `stateDirectory`, then reads it back to be sure.
    public static func importBoard(
        file: String, stateDirectory: String, limits: BoardFileLimits = BoardFileLimits(), room: HomeRoomCheck? = nil
    ) throws(BoardFileError) -> ImportedBoard {
        let opening = Store.open(directory: stateDirectory, now: now())
        guard opening.savingAvailable else {
            opening.store.close()
            throw .savingUnavailable(opening.notices.first ?? "the data partition cannot be written")
        }
        let imported: ImportedBoard
        do throws(BoardFileError) {
            imported = try BoardFiles.read(path: file, current: opening.board, limits: limits)
            try room?.check(imported.board, display: opening.settings.display)
        } catch {
            opening.store.close()
            throw error
        }
        opening.store.saveBoard(imported.board)
        opening.store.close()
        let check = Store.open(directory: stateDirectory, now: now())
        check.store.close()
        guard check.board == imported.board else {
            throw .savingUnavailable("the new phrases could not be saved (\(check.notices.first ?? "unknown error"))")
        }
        return imported
    }

    /// Writes the board saved in `stateDirectory` to `file`: all of it as `.obz`, or one category as `.obf`.
    public static func exportBoard(
        file: String, stateDirectory: String, category: String? = nil
    ) throws(BoardFileError) {
        let single = file.lowercased().hasSuffix(".obf")
        if single && category == nil {
            throw .usage("A single .obf file holds one category: name it with --category. \(usage)")
        }
        if !single && category != nil { throw .usage("--category is for a single .obf file. \(usage)") }
        let database = stateDirectory + "/" + Store.databaseName
        // Opening would make a fresh database with the starter phrases: never export those by mistake.
        guard access(database, F_OK) == 0 else {
            throw .cannotRead(file: database, why: "there is no saved board of phrases in \(stateDirectory)")
        }
        let opening = Store.open(directory: stateDirectory, now: now())
        opening.store.close()
        if let category {
            try BoardFiles.writeCategory(category, of: opening.board, to: file)
        } else {
            try BoardFiles.writePackage(opening.board, to: file)
        }
    }

    private struct Command {
        var verb: String
        var file: String
        var directory = defaultStateDirectory
        var category: String?
        var board: String?
        var boards: String?
        /// The language of the starter board to export, instead of the saved board (L5).
        var starter: LanguageTag?
    }

    private static func parse(_ arguments: [String]) throws(BoardFileError) -> Command {
        var rest = arguments[...]
        guard let verb = rest.popFirst(), verb == "import-board" || verb == "export-board" else {
            throw .usage(usage)
        }
        var file: String?
        var directory = defaultStateDirectory
        var category: String?
        var board: String?
        var boards: String?
        var starter: LanguageTag?
        while let argument = rest.popFirst() {
            switch argument {
            case "--state-dir", "--state-directory":
                guard let value = rest.popFirst() else { throw .usage("\(argument) needs a folder. \(usage)") }
                directory = value
            case "--category" where verb == "export-board":
                guard let value = rest.popFirst() else { throw .usage("--category needs a name. \(usage)") }
                category = value
            case "--starter" where verb == "export-board":
                let languages = StarterContent.languages.map(\.rawValue).joined(separator: ", ")
                guard let value = rest.popFirst(), let tag = LanguageTag(value),
                    StarterContent.languages.contains(where: { $0.language == tag.language })
                else { throw .usage("--starter needs one of \(languages). \(usage)") }
                starter = tag
            case "--board" where verb == "import-board":
                guard let value = rest.popFirst() else { throw .usage("--board needs a board id. \(usage)") }
                board = value
            case "--boards" where verb == "import-board":
                guard let value = rest.popFirst() else { throw .usage("--boards needs a folder. \(usage)") }
                boards = value
            case "-h", "--help":
                throw .usage(usage)
            default:
                guard file == nil, !argument.hasPrefix("-") else {
                    throw .usage("unexpected argument \(argument). \(usage)")
                }
                file = argument
            }
        }
        guard let file else { throw .usage("no board file given. \(usage)") }
        if boards != nil && board == nil { throw .usage("--boards is for --board. \(usage)") }
        if starter != nil && (category != nil || !file.lowercased().hasSuffix(".obz")) {
            throw .usage("--starter writes a whole board: give a FILE.obz and no --category. \(usage)")
        }
        return Command(
            verb: verb, file: file, directory: directory, category: category, board: board, boards: boards,
            starter: starter)
    }

    /// The monotonic clock, for the store's log entries.
    private static func now() -> Instant { Instant(nanoseconds: MonotonicClock.nanoseconds()) }
}
