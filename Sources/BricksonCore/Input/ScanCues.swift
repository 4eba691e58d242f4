/// Auditory scanning (A5): what the cue voice says as scanning reaches a group or an item, and auto scanning held
/// until the cue has been said when `ButtonSettings.waitForCue` asks for it.
///
/// A group's cue is its name, short enough to be said within a scan time: never every item in it (eight phrases
/// read out at each step would take longer than the person has to press). An item's cue is the words it shows.

/// Auto scanning waiting for the cue voice (`Event.cueFinished`) before the scan time starts.
struct CueWait: Equatable, Sendable {
    /// The time the highlight keeps once the cue has been said: the scan time, with the first item's extra.
    var delay: Duration
}

extension HomeState {
    /// The longest auto scanning waits for a cue's end: a report that never comes (a lost device, a cue dropped)
    /// delays one step by this much and never stops scanning.
    static let cueWaitLimit: Duration = .seconds(5)

    /// What the cue voice says for the highlight `scan` is on: a group's name, or an item's words.
    func scanCue(_ scan: ScanTrack) -> String? {
        let groups = liveScanGroups
        guard groups.indices.contains(scan.group) else { return nil }
        let group = groups[scan.group]
        guard let item = scan.item else { return groupCue(group) }
        return group.indices.contains(item) ? label(group[item]) : nil
    }

    /// A group's name: the name of what shows there, never the list of its items. A group of one says its control;
    /// a pair says both, as a choice ("Phrases or Type"); a row of keys says its ends ("Q to P").
    func groupCue(_ group: [ControlID]) -> String {
        guard let first = group.first, let last = group.last else { return "" }
        if group.count == 1 { return label(first) }
        if group.contains(where: { [.yes, .no, .emergency, .getAttention].contains($0) }) {
            return words("Yes, No and help")
        }
        if group.allSatisfy({ if case .phrase = $0 { true } else { false } }) {
            if showingEmergency { return words("%s phrases", homeLabels.emergency) }
            let categories = board.categories
            guard categories.indices.contains(selectedCategory) else { return homeLabels.phrases }
            return words("%s phrases", categories[selectedCategory].name)
        }
        if group.contains(where: { if case .category = $0 { true } else { false } }) { return words("Categories") }
        if group.allSatisfy({ if case .prediction = $0 { true } else { false } }) { return words("Predictions") }
        if case .stepDown(let index) = first, case .stepUp = last {
            return settingsRowLabel(.settingsRow(index), index)
        }
        if group.count == 2 { return words("%1$s or %2$s", label(first), label(last)) }
        return words("%1$s to %2$s", label(first), label(last))
    }

    /// Holds auto scanning for the cue when the highlight just moved and a cue was asked for: the scan time then
    /// starts when the cue has been said (`cueFinished`), or at the latest after `cueWaitLimit`.
    mutating func matchCueWait(scanBefore: ScanTrack?, _ effects: [Effect], _ at: Instant) {
        guard var current = scan, let deadline = current.deadline else {
            cueWait = nil
            return
        }
        let moved = scanBefore == nil || scanBefore?.group != current.group || scanBefore?.item != current.item
        guard moved else { return }
        cueWait = nil
        let buttons = settings.buttons
        let cued = effects.contains { if case .announce = $0 { true } else { false } }
        guard buttons.waitForCue, settings.voice.auditoryFeedback, cued else { return }
        let delay = deadline - at
        cueWait = CueWait(delay: delay)
        current.deadline = at + Self.cueWaitLimit + delay
        scan = current
    }

    /// The cue voice fell silent: a held scan step comes one scan time from now.
    mutating func cueFinished(_ at: Instant) {
        guard let wait = cueWait, var current = scan, let deadline = current.deadline else { return }
        cueWait = nil
        current.deadline = min(deadline, at + wait.delay)
        scan = current
    }
}

extension KeyboardLayout {
    /// What the cue voice says for a key on `page`: the words on it ("Delete", "Space"), Shift with "selected" while
    /// it is on (H8), the page key the page it leads to, and for a mark the mark's name, which a synthesiser would
    /// otherwise pass over in silence (A5, L3); in `words`' language (L1).
    func spokenName(_ key: Key, page: Int, shifted: Bool, _ words: Catalog = .english) -> String {
        switch key {
        case .shift: return shifted ? words("Shift, selected") : words("Shift")
        case .nextPage: return words(nextPage(after: page).spoken)
        default: return OnScreenKeyboard.spokenName(key, words)
        }
    }
}

extension OnScreenKeyboard {
    /// What the cue voice says for a key: the words on it ("Delete", "Space"), and for a mark the mark's name, which
    /// a synthesiser would otherwise pass over in silence; in `words`' language (L1).
    static func spokenName(_ key: Key, _ words: Catalog = .english) -> String {
        guard case .character(let character) = key else { return HomeLabels(words).key(key) }
        switch character {
        case "'": return words("Apostrophe")
        case ",": return words("Comma")
        case ".": return words("Full stop")
        case "?": return words("Question mark")
        case "!": return words("Exclamation mark")
        case "-": return words("Hyphen")
        case "¿": return words("Inverted question mark")
        case "¡": return words("Inverted exclamation mark")
        case "،": return words("Arabic comma")
        case "؟": return words("Arabic question mark")
        case "؛": return words("Arabic semicolon")
        case ":": return words("Colon")
        case ";": return words("Semicolon")
        case "\"": return words("Quotation mark")
        case "(": return words("Open bracket")
        case ")": return words("Close bracket")
        case "/": return words("Slash")
        case "@": return words("At sign")
        case "&": return words("Ampersand")
        case "%": return words("Percent")
        case "+": return words("Plus")
        case "=": return words("Equals")
        case "*": return words("Asterisk")
        case "#": return words("Number sign")
        case "€": return words("Euro")
        case "£": return words("Pound")
        case "$": return words("Dollar")
        default: return label(key)
        }
    }
}
