/// New patient (C6): one confirmed action erases the person's data and keeps the device's.
///
/// The confirmation cannot be completed by a resting pointer or a stray switch: choosing "New patient" puts Cancel
/// in its place (so whatever rests or presses there again cancels), and Erase in the next place, which dwell never
/// chooses (no dwell starts on it) and scanning reaches only by moving through every group first.
enum HandOverStep: Equatable, Sendable {
    /// About's last row: asks for the confirmation.
    case start
    /// In the start row's place while confirming: leaves everything as it is.
    case cancel
    /// Beside it: erases.
    case erase
}

/// The words of the hand-over.
public enum HandOverWords {
    public static let start = msgid("New patient: erase this person's data")
    public static let cancel = msgid("Cancel: keep everything")
    public static let erase = msgid("Erase now for a new patient")
    /// The foot line while confirming: what goes and what stays.
    public static let confirm =
        msgid(
            "Erases the message, Put Back, learned words, recorded clips, the event log and this person's settings. Keeps the phrases and the volumes."
        )
    /// Said and shown once erased.
    public static let done = msgid(
        "Erased. Ready for the next patient: Family Setup asks how the screen is reached.")
}

extension Settings {
    /// What stays for the next patient (C6): the device's own settings, set for the room and the ward — the speech
    /// and alert volumes and the message limit. Everything else is the person's (voice, rate and pitch, text and
    /// display, the access method and every button, switch, scanning and dwell timing, auditory feedback, whether
    /// the log may hold message text, the Family Setup check-in) and goes back to a new device's.
    public var keptForNextPatient: Settings {
        var kept = Settings()
        kept.voice.volume = voice.volume
        kept.voice.alertVolume = voice.alertVolume
        kept.messageLimit = messageLimit
        return kept
    }
}

extension Board {
    /// The board with no recorded clips (C6: the person's voice goes with them).
    public var withoutClips: Board {
        var board = self
        for category in board.categories.indices {
            for phrase in board.categories[category].phrases.indices {
                board.categories[category].phrases[phrase].clip = nil
            }
        }
        for phrase in board.emergency.indices { board.emergency[phrase].clip = nil }
        return board
    }
}

extension HomeState {
    /// About's hand-over rows: "New patient", or Cancel in its place and Erase beside it while confirming.
    var handOverItems: [SettingsItem] {
        settingsScreen?.confirmingHandOver == true ? [.handOver(.cancel), .handOver(.erase)] : [.handOver(.start)]
    }

    /// A control no dwell may choose: Erase (C6), and the Update page's restart (U3).
    func isDwellProof(_ control: ControlID) -> Bool {
        guard case .settingsRow(let index) = control, let screen = settingsScreen else { return false }
        let items = settingsItems(screen.page)
        return items.indices.contains(index) && [.handOver(.erase), .update(.confirmRestart)].contains(items[index])
    }

    /// A hand-over row chosen.
    mutating func actOnHandOver(
        _ step: HandOverStep, in screen: inout SettingsScreen, _ at: Instant, _ effects: inout [Effect]
    ) {
        switch step {
        case .start:
            screen.confirmingHandOver = true
            screenChanged()
            announce(HandOverWords.confirm, &effects)
        case .cancel:
            screen.confirmingHandOver = false
            screenChanged()
        case .erase:
            guard screen.confirmingHandOver else { return }
            handOver(at, &effects)
            screen = settingsScreen ?? screen
        }
    }

    /// Erases the person's data (C6): the message and Put Back's copy, learned words, recorded clips (the board
    /// keeps its phrases without them), the event log and the person's settings. Storage does it all or nothing
    /// (`Effect.handOver`); Settings stays open on its first page, with Family Setup due.
    mutating func handOver(_ at: Instant, _ effects: inout [Effect]) {
        let kept = settings.keptForNextPatient
        let cleaned = editedBoard.withoutClips
        message = ""
        putBack = nil
        messageFull = false
        messageSpoken = false
        learned = LearnedWords(wordCapacity: learned.wordCapacity, pairCapacity: learned.pairCapacity)
        lastSpoken = nil
        lastChoice = nil
        // An offer or an Undo holds the person's board, settings and learned words: gone with them.
        stick.offer = nil
        stick.undo = nil
        isTyping = false
        showingEmergency = false
        selectedCategory = 0
        board = cleaned
        settings = kept
        revision += 1
        effects.append(.handOver(settings: kept, board: cleaned, revision: revision))
        settingsScreen = SettingsScreen(editing: kept)
        screenChanged()
        // Said whether or not auditory feedback is on (it was the person's setting, and is gone): the carer hears
        // that it is done.
        effects.append(.announce(words(HandOverWords.done)))
    }
}
