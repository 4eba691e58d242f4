/// Switch scanning (A2), in the layout's fixed order (`HomeState.scanGroups`). Controls that are dimmed or not
/// showing are passed over, so the order never changes.
///
/// Home's groups are scanned group then item. A group that holds the keyboard is scanned row-column: its rows
/// first (the predicted words' row before the keys' rows), then the keys of the chosen row, so a letter costs a
/// few steps instead of up to 36. After a key or a predicted word is chosen, scanning starts again at the
/// keyboard's first row; after − or + in Settings it stays on that control, so a value moves one press at a time.
///
/// How the switches scan is a setting, never inferred from a press (`ButtonSettings.switchCount`, `.scanMode`):
/// - auto scan: the highlight moves every scan time and Select chooses (with a second switch, Move moves on at
///   once);
/// - step scan (two switches): Move steps, Select chooses, nothing moves by itself;
/// - hold-to-scan (one switch): holding Select moves the highlight every scan time, releasing chooses.
/// With one switch Move is not a switch at all: a caregiver's Enter key does not change how the person scans.
///
/// Every switch press passes acceptance (`holdTime`, then it acts on release) and ignore-repeat (a press within
/// `ignoreRepeatTime` of the last press that acted does nothing: a tremor's double press is one press). Holding
/// Select for the long-hold time goes back one level (items, rows, groups) wherever the highlight is, acting on
/// press or on release: acting on press, from where the press found it (a press that entered a group and is held
/// on ends at the groups, not back where it began; a press that chose has chosen). Holding Move steps backwards
/// from where it was, then once more every scan time while it is held (reverse).
/// Scanning pauses while something is being said and resumes where it was.
struct ScanTrack: Equatable, Sendable {
    /// The group highlighted, or the group whose rows or items are scanned.
    var group: Int
    /// In a group scanned row-column: the row highlighted, or the row whose items are scanned; nil while groups
    /// are scanned.
    var row: Int? = nil
    /// The item highlighted inside the group (or its row); nil while groups or rows are scanned.
    var item: Int?
    /// Whole passes made at this level without a choice.
    var loops: Int
    /// When the highlight next moves by itself; nil while paused or stepping by Move.
    var deadline: Instant?
}

extension ScanTrack {
    /// Scanning moved into the phrases' group of `groups`, at its first phrase, where it has one.
    mutating func into(phrasesOf groups: [[ControlID]]) {
        guard let phrases = groups.firstIndex(where: { $0.contains(.phrase(0)) }) else { return }
        group = phrases
        row = nil
        item = 0
    }
}

/// A switch held down: when a long hold goes back (or, for Move, steps backwards), and whether it has.
struct SwitchHold: Equatable, Sendable {
    var button: PhysicalButton
    /// When the hold next acts; nil once Select's hold went back.
    var backAt: Instant?
    /// The hold went back a level or stepped backwards: its release does nothing more.
    var wentBack: Bool
    /// Where scanning was before the press acted, when it moved the highlight without choosing: the long hold
    /// goes back from there, so a press that entered a group and is held on does not just undo itself.
    var before: ScanTrack? = nil
}

/// What the switches did last: for ignore-repeat and the long hold.
struct SwitchTrack: Equatable, Sendable {
    /// When a switch press last acted (ignore-repeat counts from here).
    var actedAt: Instant?
    /// The switch held down now, if any.
    var hold: SwitchHold?
}

extension HomeState {
    /// The scanning groups as they can be reached now: dimmed or absent controls left out, empty groups dropped.
    /// Nothing that cannot be chosen is a stop, with one exception: the message while names are spoken (auditory
    /// feedback), so that reaching it reads it (A5); choosing it reads it again. For a person who sees the screen
    /// it would only cost a scan step every pass. It does not come and go with the message's words: the groups'
    /// places would shift under a scan while a USB keyboard types or a touch clears the message.
    var liveScanGroups: [[ControlID]] {
        let messageIsStop = !settingsOpen && settings.voice.auditoryFeedback
        return scanGroups.map { $0.filter { ($0 == .message && messageIsStop) || isChoosable($0) } }
            .filter { !$0.isEmpty }
    }

    /// The rows of a group scanned row-column (the predicted words, then each row of keys), or the group itself
    /// as its one row.
    func scanRows(_ group: [ControlID]) -> [[ControlID]] {
        guard group.contains(where: \.isKeyboard) else { return [group] }
        let predictions = group.filter { if case .prediction = $0 { true } else { false } }
        let keys = keyboard.rows(page: keyboardState.page).map { row in
            row.map { ControlID.key($0.key) }.filter { group.contains($0) }
        }
        let others = group.filter { !$0.isKeyboard }
        return ([predictions] + keys + [others]).filter { !$0.isEmpty }
    }

    /// The rows of live group `group` (none if it is gone).
    func liveRows(_ group: Int) -> [[ControlID]] {
        let groups = liveScanGroups
        return groups.indices.contains(group) ? scanRows(groups[group]) : []
    }

    /// What scanning highlights: a group, a row, or one item.
    var scanHighlight: [ControlID] {
        guard let scan else { return [] }
        let groups = liveScanGroups
        guard groups.indices.contains(scan.group) else { return [] }
        let rows = scanRows(groups[scan.group])
        let row = scan.row ?? 0
        guard scan.item != nil || scan.row != nil else { return groups[scan.group] }
        guard rows.indices.contains(row) else { return [] }
        guard let item = scan.item else { return rows[row] }
        return rows[row].indices.contains(item) ? [rows[row][item]] : []
    }

    /// The scan mode in use: step scan needs a second switch, so with one it is auto scan.
    var scanMode: ScanMode {
        let buttons = settings.buttons
        return buttons.switchCount < 2 && buttons.scanMode == .step ? .auto : buttons.scanMode
    }

    /// Whether this line is one of the switches in use (with one switch, Move is none).
    func isSwitchInUse(_ button: PhysicalButton) -> Bool {
        button == .switchSelect || (button == .switchMove && settings.buttons.switchCount >= 2)
    }

    mutating func switchPressed(_ button: PhysicalButton, _ at: Instant, _ effects: inout [Effect]) {
        guard isSwitchInUse(button) else { return }
        let buttons = settings.buttons
        if let acted = switches.actedAt, buttons.ignoreRepeatTime > .zero, at - acted < buttons.ignoreRepeatTime {
            // Ignore-repeat: a second press so soon is a tremor's or a bounce's, not a choice.
            return
        }
        if scanMode == .holdToScan && button == .switchSelect {
            switches.hold = SwitchHold(button: button, backAt: nil, wentBack: false)
            guard var current = scan, liveScanGroups.indices.contains(current.group) else {
                startScan(at, &effects)
                return
            }
            current.deadline = autoDeadline(at, first: false)
            scan = current
            return
        }
        switches.hold = SwitchHold(button: button, backAt: at + buttons.longHoldBack, wentBack: false)
        guard !buttons.actOnRelease, buttons.holdTime <= .zero else { return }
        switches.actedAt = at
        let before = scan
        if !switchActs(button, at, &effects) { switches.hold?.before = before }
    }

    mutating func switchReleased(
        _ button: PhysicalButton, heldFor held: Duration, _ at: Instant, _ effects: inout [Effect]
    ) {
        guard isSwitchInUse(button) else { return }
        let hold = switches.hold
        if hold?.button == button { switches.hold = nil }
        guard let hold, hold.button == button, !hold.wentBack else { return }
        let buttons = settings.buttons
        if scanMode == .holdToScan && button == .switchSelect {
            scan?.deadline = nil
            guard held >= buttons.holdTime else { return }
            switches.actedAt = at
            switchActs(.switchSelect, at, &effects)
            return
        }
        guard buttons.actOnRelease || buttons.holdTime > .zero else { return }
        guard held >= buttons.holdTime else { return }
        switches.actedAt = at
        switchActs(button, at, &effects)
    }

    /// A switch held for the long-hold time: Select goes back one level, Move steps backwards (and again every
    /// scan time while held).
    mutating func switchHoldFired(_ at: Instant, _ effects: inout [Effect]) {
        guard var hold = switches.hold, let backAt = hold.backAt, backAt <= at else { return }
        guard lines[hold.button]?.isDown == true, lines[hold.button]?.isStuck != true else {
            switches.hold = nil
            return
        }
        hold.wentBack = true
        if let before = hold.before { scan = before }
        hold.before = nil
        if hold.button == .switchMove {
            hold.backAt = at + settings.buttons.scanTime
            switches.hold = hold
            if var current = scan {
                step(&current, backwards: true)
                current.deadline = autoDeadline(at, first: false)
                scan = current
                announceHighlight(&effects)
            }
            return
        }
        hold.backAt = nil
        switches.hold = hold
        scanBack(at, &effects)
    }

    /// Goes back one level: from items to the row or group, from rows to the groups.
    mutating func scanBack(_ at: Instant, _ effects: inout [Effect]) {
        guard var current = scan else { return }
        if current.item != nil {
            current.item = nil
            if liveRows(current.group).count < 2 { current.row = nil }
        } else {
            current.row = nil
        }
        current.loops = 0
        current.deadline = autoDeadline(at, first: true)
        scan = current
        announceHighlight(&effects)
    }

    mutating func startScan(_ at: Instant, _ effects: inout [Effect]) {
        guard !liveScanGroups.isEmpty else { return }
        scan = ScanTrack(group: 0, item: nil, loops: 0, deadline: autoDeadline(at, first: true))
        announceHighlight(&effects)
    }

    /// Select or Move acts: starts scanning, steps, enters a group or row, or chooses. Returns whether it chose.
    @discardableResult
    mutating func switchActs(_ button: PhysicalButton, _ at: Instant, _ effects: inout [Effect]) -> Bool {
        let groups = liveScanGroups
        guard !groups.isEmpty else { return false }
        guard var current = scan, groups.indices.contains(current.group) else {
            startScan(at, &effects)
            return false
        }
        if button == .switchMove {
            step(&current)
            current.deadline = autoDeadline(at, first: false)
            scan = current
            announceHighlight(&effects)
            return false
        }
        let rows = scanRows(groups[current.group])
        if current.row == nil && current.item == nil {
            if rows.count > 1 {
                current.row = 0
            } else if rows[0].count == 1 {
                pick(rows[0][0], at, &effects)
                return true
            } else {
                current.item = 0
            }
        } else if let row = current.row, current.item == nil {
            guard rows.indices.contains(row) else { return false }
            if rows[row].count == 1 {
                pick(rows[row][0], at, &effects)
                return true
            }
            current.item = 0
        } else if let item = current.item {
            let row = current.row ?? 0
            guard rows.indices.contains(row), rows[row].indices.contains(item) else { return false }
            pick(rows[row][item], at, &effects)
            return true
        }
        current.loops = 0
        current.deadline = autoDeadline(at, first: true)
        scan = current
        announceHighlight(&effects)
        return false
    }

    /// Chooses a scanned control. Then scanning starts again at the first group; at the keyboard's first row after
    /// a key or a predicted word while Type is still open; in the phrases, at the first, after a category or
    /// Emergency that shows them (where the person is going: no pass back through Yes and No first); and stays on
    /// − or + while it can still be chosen. The message (a stop only to be read, A5) is read again.
    mutating func pick(_ control: ControlID, _ at: Instant, _ effects: inout [Effect]) {
        let before = scan
        if control == .message {
            announce(label(.message), &effects)
            scan = before
            return
        }
        choose(control, at: at, pressAt: at, &effects)
        var next = ScanTrack(group: 0, item: nil, loops: 0, deadline: autoDeadline(at, first: true))
        let groups = liveScanGroups
        switch control {
        case .key, .prediction:
            if isTyping || isTypingLabel, let keyboard = groups.lastIndex(where: { $0.contains(where: \.isKeyboard) }),
                scanRows(groups[keyboard]).count > 1
            {
                next.group = keyboard
                next.row = 0
            }
        case .category(let index)
        where selectedCategory == index && !showingEmergency && !isTyping && !settingsOpen:
            next.into(phrasesOf: groups)
        case .emergency where showingEmergency && !isTyping && !settingsOpen:
            next.into(phrasesOf: groups)
        case .stepUp, .stepDown:
            if let before, isChoosable(control) {
                next.group = before.group
                next.row = before.row
                next.item = before.item
            }
        default: break
        }
        scan = next
        matchScanPause(at)
    }

    /// How many places the level being scanned has.
    func levelCount(_ scan: ScanTrack) -> Int {
        if scan.item == nil && scan.row == nil { return liveScanGroups.count }
        let rows = liveRows(scan.group)
        guard scan.item != nil else { return rows.count }
        let row = scan.row ?? 0
        return rows.indices.contains(row) ? rows[row].count : 0
    }

    /// Moves the highlight one place on (or back), wrapping, and counts whole passes.
    func step(_ scan: inout ScanTrack, backwards: Bool = false) {
        let count = levelCount(scan)
        guard count > 0 else { return }
        func moved(_ index: Int) -> Int { backwards ? (index + count - 1) % count : (index + 1) % count }
        if let item = scan.item {
            scan.item = moved(item)
            if scan.item == 0 && !backwards { scan.loops += 1 }
        } else if let row = scan.row {
            scan.row = moved(row)
            if scan.row == 0 && !backwards { scan.loops += 1 }
        } else {
            scan.group = moved(scan.group)
            if scan.group == 0 && !backwards { scan.loops += 1 }
        }
    }

    /// Auto scanning (or a held switch in hold-to-scan) moves on; after the set number of passes at a level it
    /// goes up a level, and after the set number of passes over the groups it rests.
    mutating func scanTimerFired(_ at: Instant, _ effects: inout [Effect]) {
        switchHoldFired(at, &effects)
        guard var current = scan, let deadline = current.deadline, deadline <= at else { return }
        guard liveScanGroups.indices.contains(current.group) else {
            scan = nil
            return
        }
        step(&current)
        if current.loops >= max(1, settings.buttons.scanLoops) {
            if current.item != nil {
                current.item = nil
                if liveRows(current.group).count < 2 { current.row = nil }
            } else if current.row != nil {
                current.row = nil
            } else {
                scan = nil
                return
            }
            current.loops = 0
        }
        let isFirst = (current.item ?? current.row ?? current.group) == 0
        current.deadline = autoDeadline(at, first: isFirst)
        scan = current
        announceHighlight(&effects)
    }

    /// Pauses the moving highlight while something is being said, and resumes it after, where it was.
    mutating func matchScanPause(_ at: Instant) {
        guard var current = scan else { return }
        if speaking != nil {
            current.deadline = nil
        } else if current.deadline == nil {
            current.deadline = autoDeadline(at, first: false)
        }
        scan = current
    }

    /// When the highlight should next move by itself: in auto scan, or while Select is held in hold-to-scan;
    /// otherwise never.
    func autoDeadline(_ at: Instant, first: Bool) -> Instant? {
        switch scanMode {
        case .step: return nil
        case .holdToScan:
            guard switches.hold?.button == .switchSelect, lines[.switchSelect]?.isDown == true else { return nil }
        case .auto: break
        }
        return at + settings.buttons.scanTime + (first ? settings.buttons.scanFirstItemExtra : .zero)
    }

    /// Says the highlighted control's name, or the group's name, with the cue voice (A5).
    func announceHighlight(_ effects: inout [Effect]) {
        guard let scan, let words = scanCue(scan), !words.isEmpty else { return }
        announce(words, &effects)
    }

    /// The words a control shows, for auditory feedback.
    func label(_ control: ControlID) -> String {
        let labels = settingsOpen ? HomeLabels(words) : homeLabels
        switch control {
        case .yes: return labels.yes
        case .no: return labels.no
        case .emergency: return labels.emergency
        case .getAttention: return labels.getAttention
        case .again: return isTyping ? labels.speak : labels.again
        case .message:
            // What the place shows: what was said last, or the message (H11).
            if showsSaid, let said = lastSpoken { return said.shown ?? said.text }
            return message.isEmpty ? words("Message") : message
        case .phrases: return labels.phrases
        case .type: return labels.type
        case .stop: return labels.stop
        case .category(let index):
            return board.categories.indices.contains(index) ? board.categories[index].name : ""
        case .settings: return labels.settings
        case .pause: return dwellPaused ? labels.resume : labels.pause
        case .clear: return labels.clear
        case .putBack: return labels.putBack
        case .phrase(let index): return shownPhrases.indices.contains(index) ? shownPhrases[index].text : ""
        case .key(let key):
            return isTypingLabel && key == .enter
                ? words(LabelWords.save)
                : keyboard.spokenName(key, page: keyboardState.page, shifted: keyboardState.shifted, words)
        case .prediction(let index):
            return isTyping && shownPredictions.indices.contains(index)
                ? shownPredictions[index] : words("Prediction %d", "\(index + 1)")
        case .backToTalking: return words(SettingsWords.backToTalking)
        case .settingsBack: return words(SettingsWords.back)
        case .settingsTitle: return settingsScreen.map { words($0.page.title) } ?? ""
        case .moreRows: return words(SettingsWords.more)
        case .settingsRow(let index), .stepDown(let index), .stepUp(let index):
            return settingsRowLabel(control, index)
        }
    }
}

extension ControlID {
    /// A key or a predicted word: scanned row-column (A2).
    var isKeyboard: Bool {
        switch self {
        case .key, .prediction: true
        default: false
        }
    }
}
