/// Switch scanning (A2), group then item, in the layout's fixed order (`HomeState.scanGroups`). Controls that are
/// dimmed or not showing are passed over, so the order never changes.
///
/// One switch (Select only) scans by itself every scan time; with two switches, Move steps and Select chooses. The
/// first press of Move makes it two-switch scanning for the rest of the session. Scanning pauses while something is
/// being said. A switch acts on press, or on release when the settings ask for it or for a hold time (acceptance);
/// acting on release, a hold of the long-hold time goes back from items to groups instead of choosing.
struct ScanTrack: Equatable, Sendable {
    /// The group highlighted, or the group whose items are scanned.
    var group: Int
    /// The item highlighted inside the group; nil while groups are scanned.
    var item: Int?
    /// Whole passes made at this level without a choice.
    var loops: Int
    /// When auto scanning next moves; nil while paused or stepping by Move.
    var deadline: Instant?
}

extension HomeState {
    /// The scanning groups as they can be reached now: dimmed or absent controls left out, empty groups dropped.
    /// The message stays: it is not a button, but reaching it lets auditory feedback read it (A5).
    var liveScanGroups: [[ControlID]] {
        scanGroups.map { $0.filter { ($0 == .message && !settingsOpen) || isChoosable($0) } }.filter { !$0.isEmpty }
    }

    /// What scanning highlights: a group, or one item.
    var scanHighlight: [ControlID] {
        guard let scan else { return [] }
        let groups = liveScanGroups
        guard groups.indices.contains(scan.group) else { return [] }
        guard let item = scan.item else { return groups[scan.group] }
        return groups[scan.group].indices.contains(item) ? [groups[scan.group][item]] : []
    }

    /// Whether Move has been used: then Move steps and nothing scans by itself.
    var isTwoSwitch: Bool { lines[.switchMove] != nil }

    mutating func switchPressed(_ button: PhysicalButton, _ at: Instant, _ effects: inout [Effect]) {
        let buttons = settings.buttons
        guard !buttons.actOnRelease, buttons.holdTime <= .zero else { return }
        switchActs(button, at, &effects)
    }

    mutating func switchReleased(
        _ button: PhysicalButton, heldFor held: Duration, _ at: Instant, _ effects: inout [Effect]
    ) {
        let buttons = settings.buttons
        guard buttons.actOnRelease || buttons.holdTime > .zero else { return }
        if held >= buttons.longHoldBack, let current = scan, current.item != nil {
            scan = ScanTrack(group: current.group, item: nil, loops: 0, deadline: autoDeadline(at, first: true))
            announceHighlight(&effects)
            return
        }
        guard held >= buttons.holdTime else { return }
        switchActs(button, at, &effects)
    }

    mutating func switchActs(_ button: PhysicalButton, _ at: Instant, _ effects: inout [Effect]) {
        let groups = liveScanGroups
        guard !groups.isEmpty else { return }
        guard var current = scan, groups.indices.contains(current.group) else {
            scan = ScanTrack(group: 0, item: nil, loops: 0, deadline: autoDeadline(at, first: true))
            announceHighlight(&effects)
            return
        }
        if button == .switchMove {
            step(&current, in: groups)
            current.deadline = nil
            scan = current
            announceHighlight(&effects)
            return
        }
        guard let item = current.item else {
            if groups[current.group].count == 1 {
                pick(groups[current.group][0], at, &effects)
            } else {
                scan = ScanTrack(group: current.group, item: 0, loops: 0, deadline: autoDeadline(at, first: true))
                announceHighlight(&effects)
            }
            return
        }
        let items = groups[current.group]
        if items.indices.contains(item) { pick(items[item], at, &effects) }
    }

    /// Chooses a scanned control, then scanning starts again at the first group.
    mutating func pick(_ control: ControlID, _ at: Instant, _ effects: inout [Effect]) {
        choose(control, at: at, pressAt: at, &effects)
        scan = ScanTrack(group: 0, item: nil, loops: 0, deadline: autoDeadline(at, first: true))
        matchScanPause(at)
    }

    /// Moves the highlight one place on, wrapping, and counts whole passes.
    func step(_ scan: inout ScanTrack, in groups: [[ControlID]]) {
        if let item = scan.item {
            let count = groups[scan.group].count
            scan.item = (item + 1) % count
            if scan.item == 0 { scan.loops += 1 }
        } else {
            scan.group = (scan.group + 1) % groups.count
            if scan.group == 0 { scan.loops += 1 }
        }
    }

    /// Auto scanning moves on; after the set number of passes at a level it goes up, then rests.
    mutating func scanTimerFired(_ at: Instant, _ effects: inout [Effect]) {
        guard var current = scan, let deadline = current.deadline, deadline <= at else { return }
        let groups = liveScanGroups
        guard groups.indices.contains(current.group) else {
            scan = nil
            return
        }
        step(&current, in: groups)
        if current.loops >= max(1, settings.buttons.scanLoops) {
            if current.item != nil {
                current = ScanTrack(group: current.group, item: nil, loops: 0, deadline: nil)
            } else {
                scan = nil
                return
            }
        }
        let isFirst = current.item == 0 || (current.item == nil && current.group == 0)
        current.deadline = autoDeadline(at, first: isFirst)
        scan = current
        announceHighlight(&effects)
    }

    /// Pauses auto scanning while something is being said, and resumes it after.
    mutating func matchScanPause(_ at: Instant) {
        guard var current = scan, !isTwoSwitch else { return }
        if speaking != nil {
            current.deadline = nil
        } else if current.deadline == nil {
            current.deadline = autoDeadline(at, first: false)
        }
        scan = current
    }

    func autoDeadline(_ at: Instant, first: Bool) -> Instant? {
        guard !isTwoSwitch else { return nil }
        return at + settings.buttons.scanTime + (first ? settings.buttons.scanFirstItemExtra : .zero)
    }

    /// Says the highlighted control's name, or the group's name, with the cue voice (A5).
    func announceHighlight(_ effects: inout [Effect]) {
        guard let scan, let words = scanCue(scan), !words.isEmpty else { return }
        announce(words, &effects)
    }

    /// The words a control shows, for auditory feedback.
    func label(_ control: ControlID) -> String {
        switch control {
        case .yes: "Yes"
        case .no: "No"
        case .emergency: "Emergency"
        case .getAttention: "Get Attention"
        case .again: isTyping ? "Speak" : "Again"
        case .message: message.isEmpty ? "Message" : message
        case .phrases: "Phrases"
        case .type: "Type"
        case .stop: "Stop"
        case .category(let index): board.categories.indices.contains(index) ? board.categories[index].name : ""
        case .settings: "Settings"
        case .clear: "Clear"
        case .putBack: "Put Back"
        case .phrase(let index): shownPhrases.indices.contains(index) ? shownPhrases[index].text : ""
        case .key(let key): OnScreenKeyboard.spokenName(key)
        case .prediction(let index):
            isTyping && shownPredictions.indices.contains(index)
                ? shownPredictions[index] : "Prediction \(index + 1)"
        case .backToTalking: SettingsWords.backToTalking
        case .settingsBack: SettingsWords.back
        case .settingsTitle: settingsScreen?.page.title ?? ""
        case .moreRows: SettingsWords.more
        case .settingsRow(let index), .stepDown(let index), .stepUp(let index):
            settingsRowLabel(control, index)
        }
    }
}
