/// A thing the one status line under the message can say (H9), in priority order: the first active one shows.
public enum StatusWarning: Int, Comparable, CaseIterable, Sendable {
    /// The tone could not start (G6). Holds the line until Get Attention plays again.
    case alertFailed
    /// The tone stopped by itself (G6). Holds the line until Get Attention plays again.
    case alertStopped
    /// The tone failed or stopped, and the nurse call is still on until Stop (G8): in the place of "Alert failed"
    /// and "Alert stopped" while the call is on.
    case callWithoutTone
    /// Get Attention is playing (G3): it outranks every notice but a failure of the alert (H9).
    case sounding
    /// A big physical button the board names is missing or failed: it would be pressed and do nothing (H9).
    case buttonsNotWorking
    /// The sound device cannot be opened, or speech cannot start: nothing can be heard (H9), from the start.
    case noSound
    /// The output mixer is muted or very low (S4).
    case volumeLow
    /// A phrase was cut off (S3).
    case stopped
    /// The message could not be kept on disk (D4).
    case cannotSave
    /// At start-up the saved message could not be restored (T7); shares the save warning's priority, after it.
    case notRestored
    /// At start-up a message was restored, but it may not be the one last saved (D4); after "not restored".
    case notAsSaved
    /// The last update did not start and was undone (U4): once a boot, until it has been seen, like "not restored".
    /// About's "Last update" row says which version runs now.
    case updateUndone
    /// A keystroke was refused at the message limit (T8).
    case messageFull
    /// Settings went back to Home while an update installs: the install goes on (C1).
    case updateInstalling
    /// Settings went back to Home while a USB stick task runs: it goes on (C1).
    case stickWorking

    public static func < (lhs: StatusWarning, rhs: StatusWarning) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The words on the status line, in English (tests, the log).
    public var text: String { text(.english) }

    /// The words on the status line, in `words`' language (L1).
    public func text(_ words: Catalog) -> String {
        switch self {
        case .alertFailed: words("Alert failed")
        case .alertStopped: words("Alert stopped")
        case .callWithoutTone: words("No tone: nurse call on")
        case .noSound: words("No sound")
        case .updateInstalling: words("Installing an update")
        case .stickWorking: words("Using the USB stick")
        case .buttonsNotWorking: words("Buttons not working")
        case .volumeLow: words("Volume very low")
        case .stopped: words("Stopped")
        case .cannotSave: words("Message cannot be saved")
        case .notRestored: words("Message not restored")
        case .notAsSaved: words("Message not as saved")
        case .updateUndone: words("Update was undone")
        case .messageFull: words("Message full")
        case .sounding: words("Sounding")
        }
    }

    /// The words auditory feedback says when it becomes active (H9, G3).
    public var spoken: String { spoken(.english) }

    /// The words auditory feedback says, in `words`' language (L1).
    public func spoken(_ words: Catalog) -> String {
        switch self {
        case .sounding: words("Get Attention is sounding")
        case .volumeLow: words("Volume is very low")
        case .callWithoutTone: words("The tone is not sounding. The nurse call is on")
        case .noSound: words("Sound is not working")
        case .buttonsNotWorking: words("The big buttons are not working")
        case .updateUndone: words("The update did not start and was undone. About says which system runs")
        default: text(words)
        }
    }
}

extension HomeState {
    /// "Message not restored" and "Message not as saved" stay until someone has seen them: a choice made (by the
    /// person or a caregiver, any way in) while one of them is the warning on the status line. Get Attention, Stop
    /// and Emergency do not count: they are pressed in a hurry, not after reading the screen. A save does not clear
    /// them — the first keystroke after a restart would otherwise wipe the notice within milliseconds.
    mutating func noteStorageWarningSeen(by control: ControlID) {
        switch control {
        case .getAttention, .stop, .emergency: return
        default: break
        }
        guard let shown = activeWarnings.first else { return }
        if shown == .notRestored { restoreFailed = false }
        if shown == .notAsSaved { restoredNotAsSaved = false }
        if shown == .updateUndone { update.undoneVersion = nil }
    }

    /// Every warning that holds now, first to last priority (H9).
    public var activeWarnings: [StatusWarning] {
        var warnings: [StatusWarning] = []
        switch alertFault {
        case _? where callOn: warnings.append(.callWithoutTone)
        case .failed: warnings.append(.alertFailed)
        case .stopped: warnings.append(.alertStopped)
        case nil: break
        }
        if tone == .sounding { warnings.append(.sounding) }
        if !missingButtons.isEmpty { warnings.append(.buttonsNotWorking) }
        if noSound { warnings.append(.noSound) }
        if volumeLow { warnings.append(.volumeLow) }
        if cutOff { warnings.append(.stopped) }
        if failedSaveRevision != nil { warnings.append(.cannotSave) }
        if restoreFailed { warnings.append(.notRestored) }
        if restoredNotAsSaved { warnings.append(.notAsSaved) }
        if update.undoneVersion != nil { warnings.append(.updateUndone) }
        if messageFull { warnings.append(.messageFull) }
        if !settingsOpen, update.status?.phase == .installing || update.asked.map(\.isInstall) == true {
            warnings.append(.updateInstalling)
        }
        if !settingsOpen, stick.busy != nil { warnings.append(.stickWorking) }
        return warnings
    }

    /// Announces each warning that became active, whether or not it reaches the line (a higher one may hold it),
    /// when auditory feedback is on. "Message full" is announced at each refusal instead (T8).
    mutating func announceNewWarnings(since before: [StatusWarning], _ effects: inout [Effect]) {
        guard settings.voice.auditoryFeedback else { return }
        for warning in activeWarnings where !before.contains(warning) && warning != .messageFull {
            effects.append(.announce(warning.spoken(words)))
        }
    }

    /// Says `words` with the cue voice, when auditory feedback is on.
    /// Words kept as data (marked `msgid`) are said in the screen's language; words already looked up stay as they
    /// are.
    func announce(_ words: String, _ effects: inout [Effect]) {
        if settings.voice.auditoryFeedback { effects.append(.announce(self.words(words))) }
    }
}
