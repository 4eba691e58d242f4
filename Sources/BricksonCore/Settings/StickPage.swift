/// Settings > USB stick (C5): what the runtime found on a stick the system mounted, what a carer can do with it,
/// and what came of it. The core never touches the stick: it asks for a task (`Effect.stickTask`) and hears how it
/// went (`Event.stickTaskFinished`).

/// What the runtime read at the top of a mounted USB stick (C5).
public struct StickContents: Equatable, Sendable {
    /// Board files (`.obz`, `.obf`) that can be imported, by file name, sorted.
    public var boardFiles: [String]
    /// Brickson backups that can be restored, by file name, sorted.
    public var backups: [String]
    /// The stick is there but could not be read, in words; nil when it was read.
    public var problem: String?
    /// Update bundles (`.raucb`) the system can be asked to check and install, by file name, sorted (U3).
    public var updates: [String] = []
    /// The stick is there and its top is still being read (on the stick's own thread): nothing is listed yet.
    public var reading = false

    /// Contents from their parts.
    public init(boardFiles: [String] = [], backups: [String] = [], problem: String? = nil, updates: [String] = []) {
        self.boardFiles = boardFiles
        self.backups = backups
        self.problem = problem
        self.updates = updates
    }

    /// A stick just put in, its top not read yet.
    public static let beingRead: StickContents = {
        var contents = StickContents()
        contents.reading = true
        return contents
    }()
}

/// Everything a backup holds and a restore brings back (C5): the board, the settings, the learned words and,
/// only where the carer chose it, the message. Clips travel beside it, by the names the board gives.
public struct DeviceBackup: Equatable, Sendable, Codable {
    public var board: Board
    public var settings: Settings
    public var learned: LearnedWords
    /// The typed message, or nil when the carer did not choose to include it.
    public var message: String?

    /// A backup from its parts.
    public init(board: Board, settings: Settings, learned: LearnedWords, message: String? = nil) {
        self.board = board
        self.settings = settings
        self.learned = learned
        self.message = message
    }
}

/// What the core asks the runtime to do with the stick (C5). Each is answered by `Event.stickTaskFinished`.
public enum StickTask: Equatable, Sendable {
    /// Read and check a board file on the stick; `current` is the board it would change (a single `.obf` replaces
    /// one category). Nothing on the device changes until the core hears it was good.
    case importBoard(file: String, current: Board)
    /// Read and check a backup on the stick.
    case restoreBackup(file: String)
    /// Write the board, with its clips, as an `.obz` package.
    case exportBoard(Board)
    /// Write the event log as CSV (D6).
    case exportLog
    /// Write a backup of everything.
    case exportBackup(DeviceBackup)
}

/// How a stick task went (C5).
public enum StickOutcome: Equatable, Sendable {
    /// A board file was read and is good; its clips (if any) are already in the clips folder.
    case imported(Board, file: String, notices: [String])
    /// A backup was read and is good; its clips are already in the clips folder.
    case restored(DeviceBackup, file: String)
    /// A file was written to the stick under this name; `clipsLeftOut` recorded clips could not be read and were
    /// left out of it. The core says which in the screen's language (L1).
    case exported(file: String, clipsLeftOut: Int = 0)
    /// Nothing was done, in words: nothing on the device changed.
    case failed(String)
}

/// The stick as the core knows it (C5): kept while Settings is closed, so the page shows it when it opens.
public struct StickState: Equatable, Sendable {
    /// What is on the stick; nil when no stick is mounted.
    public internal(set) var contents: StickContents?
    /// A task was asked for and has not finished: nothing else is asked for meanwhile.
    public internal(set) var busy: StickTask?
    /// The words of the last outcome, until the stick goes or another task starts.
    public internal(set) var result: String?
    /// Whether the next backup holds the message (off unless the carer turns it on, each time Settings opens).
    public internal(set) var backupHoldsMessage = false
    /// A board or backup read from the stick and found good, waiting for the carer to say yes: nothing on the device
    /// changed yet (a carer cannot lose the board with one tap).
    public internal(set) var offer: StickOffer?
    /// A board or backup read and good, while Home's layout checks that this screen shows it whole
    /// (`Effect.checkHomeFit`, C5): it becomes the offer, or is refused in words.
    public internal(set) var checking: StickOffer?
    /// What the last import or restore replaced, for one Undo; nil when there is nothing to undo. Kept on disk
    /// (`Effect.keepStickUndo`), so a restart keeps it, until another import or restore, the Undo, or New patient
    /// (which erases it with the rest of the person's data).
    public internal(set) var undo: StickUndo?

    /// No stick.
    public init() {}
}

/// A board or backup read and checked, shown with what it would replace, asked about before anything changes.
public enum StickOffer: Equatable, Sendable {
    case importBoard(Board, file: String, notices: [String])
    case restore(DeviceBackup, file: String)

    /// The board it would put on Home.
    public var board: Board {
        switch self {
        case .importBoard(let board, _, _): board
        case .restore(let backup, _): backup.board
        }
    }
}

/// What an import or restore replaced: Undo brings it back. Kept on disk as JSON (`Effect.keepStickUndo`).
public enum StickUndo: Equatable, Sendable, Codable {
    case importBoard(before: Board, file: String)
    /// The board, the settings and the learned words before the restore (the message is never replaced by one).
    case restore(before: DeviceBackup, file: String)
}

/// A row of Settings > USB stick.
enum StickItem: Equatable, Sendable {
    case status, result, exportBoard, exportLog, exportBackup, holdsMessage
    /// The answers to an offer (import it, or not), and Undo of the last import or restore.
    case accept, decline, undo
    case importBoard(String)
    case restoreBackup(String)
    /// An update bundle: opens its Update page (U3).
    case update(String)
}

/// The words of Settings > USB stick.
public enum StickWords {
    public static let none = msgid("No USB stick. Plug one in: it shows here.")
    public static let busy = msgid("Working… leave the stick in until this says it is done.")
    public static let reading = msgid("Reading the USB stick…")
    public static let pulled = msgid("The USB stick was taken out. Nothing on the device changed.")
    public static let exportBoard = msgid("Export the phrases (.obz)")
    public static let exportLog = msgid("Export the event log (CSV)")
    public static let exportBackup = msgid("Export a backup")

    /// The status row: what is on the stick.
    static func status(_ contents: StickContents?, _ words: Catalog = .english) -> String {
        guard let contents else { return words(none) }
        if contents.reading { return words(reading) }
        if let problem = contents.problem { return words("The USB stick cannot be read: %s", problem) }
        var counts = [
            words.plural("%d board file", "%d board files", count: contents.boardFiles.count),
            words.plural("%d backup", "%d backups", count: contents.backups.count),
        ]
        let updates = contents.updates.count
        if updates > 0 { counts.append(words.plural("%d update", "%d updates", count: updates)) }
        return words("USB stick: %s", counts.joined(separator: words(", ", context: "list separator")))
    }

    /// Words for a finished export of `task` (the one asked for): what was written, under which name.
    static func exported(_ task: StickTask?, file: String, clipsLeftOut: Int, _ words: Catalog = .english) -> String {
        var text: String
        switch task {
        case .exportLog: text = words("Saved the event log to the stick as “%s”.", file)
        case .exportBackup(let backup) where backup.message == nil:
            text = words("Saved a backup of everything (without the message) to the stick as “%s”.", file)
        case .exportBackup: text = words("Saved a backup of everything (with the message) to the stick as “%s”.", file)
        case .exportBoard, .importBoard, .restoreBackup, nil:
            text = words("Saved the phrases to the stick as “%s”.", file)
        }
        guard clipsLeftOut > 0 else { return text }
        return text + " "
            + words.plural(
                "%d recorded clip could not be read and was left out.",
                "%d recorded clips could not be read and were left out.", count: clipsLeftOut)
    }

    /// Words for an offer: what the file holds and what it would replace, asked before anything changes.
    static func offered(_ offer: StickOffer, now: Board, _ words: Catalog = .english) -> String {
        func counts(_ board: Board) -> [String] {
            let phrases = board.categories.reduce(0) { $0 + $1.phrases.count }
            return [
                words.plural("%d category", "%d categories", count: board.categories.count),
                words.plural("%d phrase", "%d phrases", count: phrases),
            ]
        }
        switch offer {
        case .importBoard(let board, let file, _):
            let (now, after) = (counts(now), counts(board))
            return words(
                "Replace the phrases with “%1$s”? Now %2$s, %3$s; after %4$s, %5$s.", file, now[0], now[1], after[0],
                after[1])
        case .restore(let backup, let file):
            let after = counts(backup.board)
            return words(
                "Restore “%1$s”? Phrases (after %2$s, %3$s), settings and learned words are replaced.", file,
                after[0], after[1])
        }
    }

    /// Words for a finished import: what changed and when it shows.
    static func imported(_ board: Board, file: String, _ words: Catalog = .english) -> String {
        let phrases = board.categories.reduce(0) { $0 + $1.phrases.count }
        return words(
            "Imported “%1$s”: %2$s, %3$s. They show on Home after Back to Talking.", file,
            words.plural("%d category", "%d categories", count: board.categories.count),
            words.plural("%d phrase", "%d phrases", count: phrases))
    }
}

extension HomeState {
    /// The rows of Settings > USB stick: fixed rows first, then one for each file, so exporting stays in its place.
    func stickItems() -> [SettingsItem] {
        let files = (stick.contents?.problem == nil ? stick.contents : nil) ?? StickContents()
        // The answers to an offer and Undo come under the result row, on the page's first batch, where the words
        // that ask show; choosing a file shows that batch (`stickTaskFinished`).
        let answers: [StickItem] = stick.offer == nil ? [] : [.accept, .decline]
        let undo: [StickItem] = stick.undo == nil || stick.offer != nil ? [] : [.undo]
        let fixed: [StickItem] = [.exportBoard, .exportLog, .exportBackup, .holdsMessage]
        return ([StickItem.status, .result] + answers + undo + fixed).map { .stick($0) }
            + files.boardFiles.map { .stick(.importBoard($0)) } + files.backups.map { .stick(.restoreBackup($0)) }
            + files.updates.map { .stick(.update($0)) }
    }

    /// How a row of Settings > USB stick shows. With no stick, or while a task runs, nothing can be chosen.
    func stickRow(_ item: StickItem, _ screen: SettingsScreen) -> SettingsRow {
        // Nothing is offered until the stick's top has been read.
        let usable = stick.contents != nil && stick.contents?.problem == nil && stick.contents?.reading == false
        // While an offer waits for its answer, nothing else is asked of the stick.
        let idle = stick.busy == nil && stick.offer == nil && stick.checking == nil
        let can: SettingsRowKind = usable && idle ? .action : .info
        func action(_ words: String) -> SettingsRow { SettingsRow(words, can) }
        switch item {
        case .status: return SettingsRow(StickWords.status(stick.contents, words), .info)
        case .result:
            if stick.busy != nil { return SettingsRow(StickWords.busy, .info) }
            return SettingsRow(stick.result ?? words("Nothing done yet."), .info)
        case .exportBoard: return action(StickWords.exportBoard)
        case .exportLog: return action(StickWords.exportLog)
        case .exportBackup: return action(StickWords.exportBackup)
        case .holdsMessage:
            let isOn = stick.backupHoldsMessage
            let state = isOn ? words("On") : words("Off")
            return SettingsRow(words("%1$s: %2$s", words("Backup holds the message"), state), .toggle(isOn: isOn))
        case .accept:
            if case .restore = stick.offer { return SettingsRow(words("Restore it"), .action) }
            return SettingsRow(words("Import it"), .action)
        case .decline:
            if case .restore = stick.offer { return SettingsRow(words("Do not restore"), .action) }
            return SettingsRow(words("Do not import"), .action)
        case .undo:
            switch stick.undo {
            case .restore(_, let file): return SettingsRow(words("Undo restore of “%s”", file), .action)
            case .importBoard(_, let file): return SettingsRow(words("Undo import of “%s”", file), .action)
            case nil: return SettingsRow("", .info)
            }
        case .importBoard(let file): return SettingsRow(words("Import “%s”", file), can)
        case .restoreBackup(let file): return SettingsRow(words("Restore “%s”", file), can)
        case .update(let file):
            return SettingsRow(UpdateWords.stickRow(file, among: stick.contents?.updates ?? [], words), can)
        }
    }

    /// A row of Settings > USB stick chosen: ask for the task (only one at a time, only with a stick).
    mutating func actOnStick(
        _ item: StickItem, in screen: inout SettingsScreen, _ at: Instant, _ effects: inout [Effect]
    ) {
        switch item {
        case .holdsMessage:
            stick.backupHoldsMessage.toggle()
            return
        case .accept, .decline, .undo:
            // They change the screen the caller holds (`screen`): it takes them back after.
            settingsScreen = screen
            switch item {
            case .accept: acceptOffer(at, &effects)
            case .decline: declineOffer(at, &effects)
            default: undoStick(at, &effects)
            }
            screen = settingsScreen ?? screen
            return
        default: break
        }
        guard stick.busy == nil, stick.offer == nil, stick.checking == nil, let contents = stick.contents,
            contents.problem == nil
        else {
            return
        }
        if case .update(let file) = item {
            openUpdate(file, in: &screen, at, &effects)
            return
        }
        let board = screen.phrases.board ?? self.board
        let task: StickTask
        switch item {
        case .status, .result, .holdsMessage, .update, .accept, .decline, .undo: return
        case .exportBoard: task = .exportBoard(board)
        case .exportLog: task = .exportLog
        case .exportBackup:
            task = .exportBackup(
                DeviceBackup(
                    board: board, settings: screen.draft, learned: learned,
                    message: stick.backupHoldsMessage ? message : nil))
        case .importBoard(let file): task = .importBoard(file: file, current: board)
        case .restoreBackup(let file): task = .restoreBackup(file: file)
        }
        stick.busy = task
        stick.result = nil
        effects.append(.stickTask(task))
    }

    /// A stick was mounted (or read again), or taken out (nil).
    mutating func stickChanged(_ contents: StickContents?, _ at: Instant, _ effects: inout [Effect]) {
        let was = stick.contents
        stick.contents = contents
        // Pulled during a task: said at once (the task's own words follow when it ends). Pulled after one: its words
        // stay, since they still say what was done ("Saved … to the stick", or why not).
        if contents == nil, was != nil, stick.busy != nil {
            stick.result = StickWords.pulled
        }
        if contents?.problem != was?.problem, let problem = contents?.problem {
            log(.warning, at, "USB stick: \(problem)", &effects)
        }
    }

    /// A stick task finished: an import or a restore changes the device now (saved at once, D4; shown on Home at
    /// Back to Talking, C2); an export only says where it went; a failure changes nothing.
    mutating func stickTaskFinished(_ outcome: StickOutcome, _ at: Instant, _ effects: inout [Effect]) {
        let task = stick.busy
        stick.busy = nil
        // The result shows on the page's first batch: the page goes there, wherever the file's row was.
        if var screen = settingsScreen, screen.page == .usbStick, screen.updateBundle == nil {
            screen.batch = 0
            settingsScreen = screen
        }
        switch outcome {
        case .imported(let board, let file, let notices):
            // Checked on this screen, then asked, with what it replaces: nothing changes until the carer says yes.
            stick.checking = .importBoard(board, file: file, notices: notices)
            stick.result = words("Checking that Home shows it whole on this screen…")
            effects.append(.checkHomeFit(board: board, settings: settings, list: nil))
        case .restored(let backup, let file):
            // At the settings the restore brings (its text size), as Home would show it after.
            stick.checking = .restore(backup, file: file)
            stick.result = words("Checking that Home shows it whole on this screen…")
            effects.append(.checkHomeFit(board: backup.board, settings: backup.settings, list: nil))
        case .exported(let file, let left):
            stick.result = StickWords.exported(task, file: file, clipsLeftOut: left, words)
        case .failed(let words):
            stick.result = words
            log(.warning, at, "USB stick: \(words)", &effects)
        }
    }

    /// The carer said yes to an offer: the board before (and for a restore the settings and learned words) is kept
    /// for Undo, and the file's take their place, saved at once (D4), shown on Home at Back to Talking (C2).
    mutating func acceptOffer(_ at: Instant, _ effects: inout [Effect]) {
        guard let offer = stick.offer else { return }
        stick.offer = nil
        let draft = settingsScreen?.draft ?? settings
        let dropped = stick.undo
        defer { forgetClips(of: dropped, &effects) }
        switch offer {
        case .importBoard(let board, let file, let notices):
            keepUndo(.importBoard(before: editedBoard, file: file), &effects)
            takeBoard(board, &effects)
            stick.result = ([StickWords.imported(board, file: file, words)] + notices.prefix(1)).joined(separator: " ")
            log(.warning, at, "USB stick: imported \(file)", &effects)
        case .restore(let backup, let file):
            keepUndo(
                .restore(before: DeviceBackup(board: editedBoard, settings: draft, learned: learned), file: file),
                &effects)
            takeBoard(backup.board, &effects)
            if var screen = settingsScreen {
                screen.draft = backup.settings
                settingsScreen = screen
            } else {
                settings = backup.settings
            }
            effects.append(.saveSettings(backup.settings))
            learned = backup.learned
            effects.append(.saveLearnedWords(backup.learned))
            let words = self.words
            var result = words(
                "Restored “%s”: phrases, settings and learned words. They show after Back to Talking.", file)
            // The message on the device is the person's own words now: a backup's message never overwrites them.
            if let saved = backup.message, !saved.isEmpty {
                if message.isEmpty {
                    message = saved
                    saveMessage(&effects)
                    result += " " + words("The message was restored too.")
                } else {
                    result += " " + words("The message on the device was kept.")
                }
            }
            stick.result = result
            log(.warning, at, "USB stick: restored \(file)", &effects)
        }
    }

    /// Home's layout answered for the board being checked: offered where this screen shows every category and phrase
    /// whole, the emergency phrases included; otherwise refused, naming the first words it could not show.
    mutating func stickFitChecked(_ misfits: Set<String>, _ at: Instant, _ effects: inout [Effect]) {
        guard let checked = stick.checking else { return }
        stick.checking = nil
        let board = checked.board
        let file =
            switch checked {
            case .importBoard(_, let name, _), .restore(_, let name): name
            }
        let phrases = board.categories.flatMap { $0.phrases.map(\.text) }
        let order = board.emergency.map(\.text) + board.categories.map(\.name) + phrases
        if let first = order.first(where: misfits.contains) ?? misfits.sorted().first {
            if case .restore = checked {
                stick.result = words(
                    "Not restored: Home on this screen could not show “%s” whole. Nothing on the device changed.",
                    first)
            } else {
                stick.result = words(
                    "Not imported: Home on this screen could not show “%s” whole. Nothing on the device changed.",
                    first)
            }
            log(.warning, at, "USB stick: \(file) refused, Home could not show \"\(first)\" whole here", &effects)
            removeClipsBroughtIn(by: board, &effects)
            return
        }
        stick.offer = checked
        stick.result = StickWords.offered(checked, now: editedBoard, words)
        let asked = if case .restore = checked { "restoring" } else { "importing" }
        log(.warning, at, "USB stick: \(file) read, asked before \(asked)", &effects)
    }

    /// The carer said no: nothing on the device changed.
    mutating func declineOffer(_ at: Instant, _ effects: inout [Effect]) {
        guard let offer = stick.offer else { return }
        stick.offer = nil
        removeClipsBroughtIn(by: offer.board, &effects)
        switch offer {
        case .importBoard(_, let file, _):
            stick.result = words("Not imported. Nothing on the device changed.")
            log(.warning, at, "USB stick: \(file) not imported", &effects)
        case .restore(_, let file):
            stick.result = words("Not restored. Nothing on the device changed.")
            log(.warning, at, "USB stick: \(file) not restored", &effects)
        }
    }

    /// An import or restore that did not happen leaves none of its clips: those of `board` that no board the device
    /// keeps names (Home's, the one Settings edits, the Undo's) are removed, so declined packages never fill the data
    /// partition the message is saved on.
    mutating func removeClipsBroughtIn(by board: Board, _ effects: inout [Effect]) {
        func clips(_ board: Board) -> Set<String> {
            Set((board.emergency + board.categories.flatMap(\.phrases)).compactMap(\.clip))
        }
        var kept = clips(self.board).union(clips(editedBoard))
        switch stick.undo {
        case .importBoard(let before, _)?: kept.formUnion(clips(before))
        case .restore(let before, _)?: kept.formUnion(clips(before.board))
        case nil: break
        }
        let left = clips(board).subtracting(kept)
        if !left.isEmpty { effects.append(.removeClips(left.sorted())) }
    }

    /// The Undo of an import or restore the carer just said yes to, kept on disk before the board it replaces is
    /// (the writer keeps effects in order): a power cut between the two leaves an Undo of nothing, never a board lost.
    private mutating func keepUndo(_ undo: StickUndo, _ effects: inout [Effect]) {
        stick.undo = undo
        effects.append(.keepStickUndo(undo))
    }

    /// An Undo replaced by the next import or restore: the clips only its board named go with it, once the new
    /// board is in place (it may name the same clips).
    private mutating func forgetClips(of dropped: StickUndo?, _ effects: inout [Effect]) {
        switch dropped {
        case .importBoard(let before, _)?: removeClipsBroughtIn(by: before, &effects)
        case .restore(let before, _)?: removeClipsBroughtIn(by: before.board, &effects)
        case nil: break
        }
    }

    /// Undo import or Undo restore: what the last one replaced comes back, once, saved at once. The board comes back
    /// on disk before the Undo is forgotten there: a power cut between them leaves an Undo that changes nothing.
    mutating func undoStick(_ at: Instant, _ effects: inout [Effect]) {
        guard let undo = stick.undo, stick.offer == nil else { return }
        stick.undo = nil
        defer { effects.append(.keepStickUndo(nil)) }
        switch undo {
        case .importBoard(let before, let file):
            takeBoard(before, &effects)
            stick.result = words(
                "The phrases from before “%s” are back. They show on Home after Back to Talking.", file)
            log(.warning, at, "USB stick: import of \(file) undone", &effects)
        case .restore(let before, let file):
            takeBoard(before.board, &effects)
            if var screen = settingsScreen {
                screen.draft = before.settings
                settingsScreen = screen
            } else {
                settings = before.settings
            }
            effects.append(.saveSettings(before.settings))
            learned = before.learned
            effects.append(.saveLearnedWords(before.learned))
            stick.result = words("The phrases, settings and learned words from before “%s” are back.", file)
            log(.warning, at, "USB stick: restore of \(file) undone", &effects)
        }
    }

    /// A board from the stick: the edited board of Settings > Phrases while Settings is open (shown on Home at Back
    /// to Talking), or Home's at once if Settings closed meanwhile. Saved at once either way.
    private mutating func takeBoard(_ board: Board, _ effects: inout [Effect]) {
        if var screen = settingsScreen {
            screen.phrases.board = board
            screen.phrases.undo = nil
            screen.phrases.place = .lists
            settingsScreen = screen
            effects.append(.saveBoard(board))
        } else {
            boardReplaced(board, &effects)
        }
    }
}
