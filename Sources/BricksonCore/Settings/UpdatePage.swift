/// Updates from a USB stick (U3, U5): what the system says about the update it was asked about, what Brickson asks
/// of it, and the Update page of Settings > USB stick.
///
/// Brickson never installs anything itself. It asks the system with one line in a request file
/// (`Effect.updateRequest`) and hears the system's status file read back (`Event.updateStatusRead`): the page shows
/// what the status says, so it is right after a restart of Brickson too.

/// The system's status file, as read (U3, U5). Every value comes from a file and is checked before it is kept.
public struct UpdateStatus: Equatable, Sendable {
    /// Where the system is with the update it was last asked about.
    public enum Phase: String, Equatable, Sendable, CaseIterable {
        case idle, checking, ready, refused, installing, installed, failed
        /// Another update is being installed: the request was refused, the install goes on.
        case busy
    }

    public var phase: Phase
    /// The stick's file the state is about; nil for idle.
    public var bundle: String?
    /// The bundle's version (ready, installing, installed).
    public var version: String?
    /// What the bundle changes, in one line (ready).
    public var changes: String?
    /// How far the install is, 0 to 100 (installing).
    public var progress: Int?
    /// Why it was refused or failed, in plain words; "Restart to use it." once installed.
    public var message: String?
    /// The running system's version, the other slot's ("none" where it holds none), and the last update's result.
    public var runningVersion: String?
    public var otherVersion: String?
    public var lastUpdate: String?
    /// The last update did not start and the device went back to the old system (U4), on the boots since.
    public var undone = false
    /// The image was built without the owner's update key (`Image/build-image --no-updates`): the system refuses
    /// every bundle, and About says so.
    public var notSetUp = false

    /// A status from its parts.
    public init(phase: Phase, bundle: String? = nil, version: String? = nil) {
        self.phase = phase
        self.bundle = bundle
        self.version = version
    }

    /// The most bytes a status file may have.
    public static let byteLimit = 4096

    /// The status in `bytes`, or nil where it is damaged: over `byteLimit`, not UTF-8, a line that is not
    /// `key=value`, a value with control characters, line or paragraph separators or over `LabelBounds`, or no
    /// known `state`. Unknown keys are ignored; a progress out of 0...100 is left out.
    ///
    /// Lines end at LF (or CRLF) only. Every other line break (U+2028, U+2029, U+0085, a lone CR) inside a value
    /// makes the status damaged rather than a line of its own: a bundle named "a\u{2028}state=installed.raucb"
    /// must never add a record that says the update is installed.
    public static func parse(_ bytes: [UInt8]) -> UpdateStatus? {
        guard bytes.count <= byteLimit, let text = String(validating: bytes, as: UTF8.self) else { return nil }
        var values: [Substring: String] = [:]
        // `\r\n` is one Character in Swift: split at it and at LF alone, at nothing else.
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            guard let equals = line.firstIndex(of: "=") else { return nil }
            let value = String(line[line.index(after: equals)...])
            guard !value.unicodeScalars.contains(where: isBreakOrControl), LabelBounds.problem(value) == nil
            else { return nil }
            values[line[..<equals]] = value
        }
        guard let phase = values["state"].flatMap(Phase.init(rawValue:)) else { return nil }
        func word(_ key: Substring) -> String? { values[key].flatMap { $0.isEmpty ? nil : $0 } }
        var status = UpdateStatus(phase: phase, bundle: word("bundle"), version: word("version"))
        status.changes = word("changes")
        status.progress = word("progress").flatMap { Int($0) }.flatMap { (0...100).contains($0) ? $0 : nil }
        status.message = word("message")
        status.runningVersion = word("running-version")
        status.otherVersion = word("other-version")
        status.lastUpdate = word("last-update")
        status.undone = values["undone"] == "yes"
        status.notSetUp = values["updates"] == "not-set-up"
        return status
    }

    /// A control character (C0, DEL, C1) or a line or paragraph separator.
    static func isBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
}

/// What Brickson asks the system about updates (U3): one line in the request file.
public enum UpdateRequest: Equatable, Sendable {
    /// Check the bundle on the stick and say what it is.
    case inspect(String)
    /// Check it again and install it into the other slot.
    case install(String)
    /// Boot the newly installed slot (honoured only once it is installed).
    case restart

    /// Whether it asks for an install (Home says the install goes on, C1).
    var isInstall: Bool {
        if case .install = self { return true }
        return false
    }

    /// The request file's line, without its line end.
    public var line: String {
        switch self {
        case .inspect(let name): "inspect \(name)"
        case .install(let name): "install \(name)"
        case .restart: "restart"
        }
    }
}

/// Updates as the core knows them (U3, U5): kept while Settings is closed.
public struct UpdateState: Equatable, Sendable {
    /// The status file as last read; nil while it is missing or damaged (shown as unknown).
    public internal(set) var status: UpdateStatus?
    /// A request was written and the system has not written its status since.
    public internal(set) var asked: UpdateRequest?
    /// Why the last request could not be written (the system's reason, in English), until another is.
    public internal(set) var problem: String?
    /// The version running after an update was undone (U4), while the status line says so; nil when it does not.
    var undoneVersion: String?
    /// Whether this boot's undone update was already said (once per boot).
    var undoneSaid = false

    /// Nothing read yet.
    public init() {}
}

/// A row of the Update page.
enum UpdateItem: Equatable, Sendable {
    /// Words only: a piece of the bundle's name, or of what the system says of it.
    case words(String)
    /// Ready: install it.
    case install
    /// Installed: restart into it, or leave the page.
    case restart, later
    /// While confirming the restart: Cancel in Restart now's place, the real restart beside it.
    case cancelRestart, confirmRestart
}

/// The words of updates, in English: the keys of the screen's catalog (L1), looked up where they are shown.
public enum UpdateWords {
    public static let checking = msgid("Checking…")
    public static let starting = msgid("Starting the install…")
    public static let restarting = msgid("Restarting…")
    public static let install = msgid("Install this update")
    public static let restart = msgid("Restart now")
    public static let later = msgid("Later")
    public static let cancelRestart = msgid("Cancel: restart later")
    public static let confirm = msgid("Restart into the new system now")
    public static let unknown = msgid("unknown")
    /// About, on an image built without the owner's update key: every bundle is refused.
    public static let notSetUp = msgid("Updates: not set up")
    /// What the system says once an update is installed (the status file's message).
    public static let restartToUse = msgid("Restart to use it.")
    /// The foot line while confirming the restart.
    public static let confirmRestart = msgid(
        "The device restarts into the new system: it is silent until it is back. The message and phrases are kept.")

    /// The most characters a line of a row is given, and the lines a row holds: what the narrowest panel Home fits
    /// on holds at the default text size, bold. Words from the stick and the system are cut into rows this size.
    /// The other pages need no cut (their words are short and the layout fits each row); these words come from
    /// files, up to 800 bytes, so they are cut here, in every language alike: pango proves the rule for each
    /// language's words and script (`ScreenLanguageFitTests.L1_U3_V1_theUpdatePageOfEveryLanguageFitsWhole`).
    static let lineBudget = 22
    static let rowLines = 2
    /// The most rows one text takes (a status holds up to 800 bytes a value; a carer needs its start).
    public static let rowLimit = 5

    /// "Installing… 40 %".
    static func installing(_ progress: Int?, _ words: Catalog = .english) -> String {
        progress.map { words("Installing… %d %%", "\($0)") } ?? words("Installing…")
    }

    /// The Update page's first row: "Update: name.raucb".
    static func title(_ name: String, _ words: Catalog = .english) -> String { words("Update: %s", name) }

    /// Why a request could not be written, in a sentence: the reason is the system's, in English (L1).
    static func notGiven(_ reason: String, _ words: Catalog = .english) -> String {
        words("The request could not be given to the system (%s). Nothing was changed.", reason)
    }

    /// `text` in rows that fit whole: words joined into lines of at most `lineBudget` characters, `rowLines` a row,
    /// at most `limit` rows (the last ending in "…" where more was cut). A word longer than a line (a file name,
    /// a version) is broken after a `-`, `_`, `.` or `+` where it has one, else at the line's end.
    public static func rows(_ text: String, limit: Int = rowLimit) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            for piece in broken(word) {
                if line.isEmpty {
                    line = piece
                } else if line.count + 1 + piece.count <= lineBudget {
                    line += " " + piece
                } else {
                    lines.append(line)
                    line = piece
                }
            }
        }
        if !line.isEmpty { lines.append(line) }
        if lines.count > limit * rowLines {
            lines = Array(lines.prefix(limit * rowLines))
            lines[lines.count - 1] = String(lines[lines.count - 1].prefix(lineBudget - 1)) + "…"
        }
        return stride(from: 0, to: lines.count, by: rowLines).map {
            lines[$0..<min($0 + rowLines, lines.count)].joined(separator: " ")
        }
    }

    /// A word in pieces of at most `lineBudget` characters, each ending after a separator where there is one.
    static func broken(_ word: Substring) -> [String] {
        var pieces: [String] = []
        var rest = word[...]
        while rest.count > lineBudget {
            let head = rest.prefix(lineBudget)
            let cut = head.lastIndex { "-_.+".contains($0) }.map { head.index(after: $0) } ?? head.endIndex
            pieces.append(String(rest[..<cut]))
            rest = rest[cut...]
        }
        if !rest.isEmpty { pieces.append(String(rest)) }
        return pieces
    }

    /// The row of Settings > USB stick for the bundle `file`, in one row whatever its name, told apart from the
    /// other bundles' rows (`files`): a release named as `Image/build-update` names it
    /// (`brickson-<board>-<version>.raucb`) by its version, any other by its name; where two rows would still read
    /// alike (long names that differ only at their end), by the end of its name. The Update page shows it whole.
    static func stickRow(_ file: String, among files: [String], _ words: Catalog = .english) -> String {
        func row(_ file: String) -> String { rows(title(version(inName: file) ?? file, words), limit: 1)[0] }
        let shown = row(file)
        guard files.contains(where: { $0 != file && row($0) == shown }) else { return shown }
        // The longest end of the name that fits one row after "Update: …".
        for length in stride(from: min(file.count, lineBudget * rowLines), through: 1, by: -1) {
            let candidate = title("…" + file.suffix(length), words)
            if rows(candidate, limit: rowLimit).count == 1 { return rows(candidate, limit: 1)[0] }
        }
        return shown
    }

    /// The version in a bundle's name as `Image/build-update` makes it, `brickson-<board>-<version>.raucb`, with
    /// `<version>` YYYY.MM.DD.HHMM and an optional `+suffix`; nil for any other name.
    static func version(inName file: String) -> String? {
        guard file.hasPrefix("brickson-"), file.hasSuffix(".raucb") else { return nil }
        let middle = file.dropFirst("brickson-".count).dropLast(".raucb".count)
        var start = middle.startIndex
        while let dash = middle[start...].firstIndex(of: "-") {
            let candidate = middle[middle.index(after: dash)...]
            if isVersion(candidate), dash > middle.startIndex { return String(candidate) }
            start = middle.index(after: dash)
        }
        return nil
    }

    /// Whether `text` is YYYY.MM.DD.HHMM with an optional `+suffix` of letters, digits, dots and dashes.
    static func isVersion(_ text: Substring) -> Bool {
        let (stamp, suffix) = (text.prefix(15), text.dropFirst(15))
        let shape = Array(stamp)
        guard shape.count == 15 else { return false }
        for (index, character) in shape.enumerated() {
            let isDot = [4, 7, 10].contains(index)
            guard isDot ? character == "." : character.isASCII && character.isNumber else { return false }
        }
        guard let plus = suffix.first else { return true }
        let rest = suffix.dropFirst()
        return plus == "+" && (1...40).contains(rest.count)
            && rest.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }
    }
}

extension HomeState {
    /// The status when it is about the bundle `name`.
    func updateStatus(about name: String) -> UpdateStatus? {
        update.status.flatMap { $0.bundle == name ? $0 : nil }
    }

    /// The rows of the Update page for the bundle `name`: its name and what the system says, in rows that fit, then
    /// what can be done.
    func updateItems(_ name: String) -> [SettingsItem] {
        let words = self.words
        var items =
            (UpdateWords.rows(UpdateWords.title(name, words))
            + updateStatusWords(name, words).flatMap { UpdateWords.rows($0) })
            .map { UpdateItem.words($0) }
        if update.asked == nil, update.problem == nil, let status = updateStatus(about: name) {
            switch status.phase {
            case .ready: items.append(.install)
            case .installed:
                let confirming = settingsScreen?.confirmingRestart == true
                items += confirming ? [.cancelRestart, .confirmRestart] : [.restart, .later]
            case .idle, .checking, .refused, .installing, .failed, .busy: break
            }
        }
        return items.map { .update($0) }
    }

    /// How a row of the Update page shows.
    func updateRow(_ item: UpdateItem) -> SettingsRow {
        switch item {
        case .words(let words): SettingsRow(words, .info)
        case .install: SettingsRow(words(UpdateWords.install), .action)
        case .restart: SettingsRow(words(UpdateWords.restart), .action)
        case .later: SettingsRow(words(UpdateWords.later), .action)
        case .cancelRestart: SettingsRow(words(UpdateWords.cancelRestart), .action)
        case .confirmRestart: SettingsRow(words(UpdateWords.confirm), .action)
        }
    }

    /// What the system says of the bundle `name`, in words, a paragraph each, in the screen's language (L1). What
    /// the system writes itself (the changes, a refusal's reason) is shown as it wrote it.
    func updateStatusWords(_ name: String, _ words: Catalog = .english) -> [String] {
        if let problem = update.problem { return [UpdateWords.notGiven(problem, words)] }
        switch update.asked {
        case .inspect: return [words(UpdateWords.checking)]
        case .install: return [words(UpdateWords.starting)]
        case .restart: return [words(UpdateWords.restarting)]
        case nil: break
        }
        guard let status = updateStatus(about: name) else { return [words(UpdateWords.checking)] }
        let version = status.version ?? words(UpdateWords.unknown)
        switch status.phase {
        case .idle, .checking: return [words(UpdateWords.checking)]
        case .ready:
            return [words("Version %s.", version)] + (status.changes.map { [words("What it changes: %s", $0)] } ?? [])
        case .refused: return [status.message ?? words("This update was refused. Nothing was changed.")]
        case .busy: return [status.message ?? words("Another update is being installed. Nothing else was changed.")]
        case .installing: return [words("Version %s:", version), UpdateWords.installing(status.progress, words)]
        case .installed:
            // The system's "Restart to use it." is the one message it sends in English words the catalog has.
            let message = status.message.map { $0 == UpdateWords.restartToUse ? words(UpdateWords.restartToUse) : $0 }
            return [words("Version %s is installed.", version), message ?? words(UpdateWords.restartToUse)]
        case .failed: return [status.message ?? words("The install failed. Nothing was changed.")]
        }
    }

    /// About's rows on the systems (U5): the other slot's version and the last update's result, or unknown.
    func updateAboutItems() -> [SettingsItem] {
        let words = self.words
        let other = update.status?.otherVersion ?? words(UpdateWords.unknown)
        let last = update.status?.lastUpdate ?? words(UpdateWords.unknown)
        let rows =
            (update.status?.notSetUp == true ? UpdateWords.rows(words(UpdateWords.notSetUp)) : [])
            + UpdateWords.rows(words("Version of the other system: %s", other))
            + UpdateWords.rows(words("Last update: %s", last))
        return rows.map { .text($0) }
    }

    /// The Update page for the bundle `name` opens (from its row on Settings > USB stick): the system is asked to
    /// check it, unless it is already being installed or is installed (then the page shows where that is).
    mutating func openUpdate(_ name: String, in screen: inout SettingsScreen, _ at: Instant, _ effects: inout [Effect])
    {
        screen.updateBundle = name
        screen.confirmingRestart = false
        screen.batch = 0
        screenChanged()
        announce(UpdateWords.title(name, words), &effects)
        let phase = updateStatus(about: name)?.phase
        guard phase != .installing, phase != .installed else { return }
        ask(.inspect(name), at, &effects)
    }

    /// Back (or Later) from the Update page to the stick's rows.
    mutating func closeUpdate(in screen: inout SettingsScreen, _ effects: inout [Effect]) {
        screen.updateBundle = nil
        screen.confirmingRestart = false
        screen.batch = 0
        screenChanged()
        announce(words(SettingsPage.usbStick.title), &effects)
    }

    /// A row of the Update page chosen.
    mutating func actOnUpdate(
        _ item: UpdateItem, in screen: inout SettingsScreen, _ at: Instant, _ effects: inout [Effect]
    ) {
        guard let name = screen.updateBundle else { return }
        let phase = update.asked == nil ? updateStatus(about: name)?.phase : nil
        switch item {
        case .words: return
        case .install:
            guard phase == .ready else { return }
            ask(.install(name), at, &effects)
        case .restart:
            guard phase == .installed else { return }
            screen.confirmingRestart = true
            screenChanged()
            announce(UpdateWords.confirmRestart, &effects)
        case .cancelRestart:
            screen.confirmingRestart = false
            screenChanged()
        case .later: closeUpdate(in: &screen, &effects)
        case .confirmRestart:
            guard screen.confirmingRestart, phase == .installed else { return }
            screen.confirmingRestart = false
            ask(.restart, at, &effects)
        }
    }

    /// Writes a request for the system, and logs it (D6).
    private mutating func ask(_ request: UpdateRequest, _ at: Instant, _ effects: inout [Effect]) {
        update.asked = request
        update.problem = nil
        effects.append(.updateRequest(request))
        log(.update, at, "asked: \(request.line)", &effects)
    }

    /// The status file was read again (nil: missing or damaged). A request is answered by any status written after
    /// it; a change to ready, refused, installing, installed or failed is logged (D6).
    mutating func updateStatusRead(_ status: UpdateStatus?, _ at: Instant, _ effects: inout [Effect]) {
        let was = update.status
        update.status = status
        update.asked = nil
        // A restart is confirmed only while the status says installed: a confirmation begun before is dropped.
        if status?.phase != .installed { settingsScreen?.confirmingRestart = false }
        if status == nil, was != nil { log(.update, at, "the status cannot be read", &effects) }
        guard let status, status.phase != was?.phase || status.bundle != was?.bundle else { return }
        let bundle = status.bundle ?? "?"
        let version = status.version ?? UpdateWords.unknown
        switch status.phase {
        case .ready: log(.update, at, "\(bundle) ready: version \(version)", &effects)
        case .refused, .busy: log(.update, at, "\(bundle) refused: \(status.message ?? "")", &effects)
        case .installing: log(.update, at, "\(bundle) installing: version \(version)", &effects)
        case .installed: log(.update, at, "\(bundle) installed: version \(version)", &effects)
        case .failed: log(.update, at, "\(bundle) failed: \(status.message ?? "")", &effects)
        case .idle, .checking: break
        }
        if status.phase == .installed, settingsScreen?.updateBundle == bundle {
            announce(updateStatusWords(bundle, words).joined(separator: " "), &effects)
        }
    }

    /// The runtime says, once a boot, that the last update was undone (U4): the status line says so until it has
    /// been seen, and the log keeps it.
    mutating func updateUndone(runningVersion: String?, _ at: Instant, _ effects: inout [Effect]) {
        guard !update.undoneSaid else { return }
        update.undoneSaid = true
        update.undoneVersion = runningVersion ?? UpdateWords.unknown
        log(.update, at, "undone: back on \(runningVersion ?? UpdateWords.unknown)", &effects)
    }

    /// The request could not be written, for `reason` (the system's, in English): the page says so, nothing was
    /// asked.
    mutating func updateRequestFailed(_ reason: String, _ at: Instant, _ effects: inout [Effect]) {
        update.asked = nil
        update.problem = reason
        log(.warning, at, "update: \(UpdateWords.notGiven(reason))", &effects)
    }
}
