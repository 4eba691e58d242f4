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
    /// After Erase, where phrases were added for this person: erases, and removes those phrases too.
    case eraseAddedPhrases
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
    /// The row that also removes the phrases added for this person, with how many.
    public static func eraseAdded(_ count: Int, _ words: Catalog) -> String {
        words.plural(
            "Erase now, and remove %d phrase added for them", "Erase now, and remove %d phrases added for them",
            count: count)
    }
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
    /// The phrases typed in on this device since the last hand-over that `removingAddedForPerson` takes away.
    public var addedForPersonCount: Int {
        removingAddedForPerson.removed
    }

    /// The board without what was added for this person since the last hand-over (C6), and how many phrases that
    /// takes away. Home's rules hold: a category keeps a phrase and the emergency list one, so where taking every
    /// added phrase would empty a list the device had before, that list keeps its added phrases; a category made
    /// for this person goes with its phrases; at least one category stays.
    public var removingAddedForPerson: (board: Board, removed: Int) {
        var board = self
        var removed = 0
        var categories: [Category] = []
        var madeForPerson: [Category] = []
        for var category in board.categories {
            if category.addedForPerson && category.phrases.allSatisfy(\.addedForPerson) {
                madeForPerson.append(category)
                continue
            }
            let kept = category.phrases.filter { !$0.addedForPerson }
            if !kept.isEmpty {
                removed += category.phrases.count - kept.count
                category.phrases = kept
            }
            categories.append(category)
        }
        if categories.isEmpty {
            categories = madeForPerson
        } else {
            removed += madeForPerson.reduce(0) { $0 + $1.phrases.count }
        }
        board.categories = categories
        let emergency = board.emergency.filter { !$0.addedForPerson }
        if !emergency.isEmpty {
            removed += board.emergency.count - emergency.count
            board.emergency = emergency
        }
        return (board, removed)
    }

    /// The board with every mark of "added for this person" cleared: after a hand-over what stays is the device's.
    public var withoutAddedMarks: Board {
        var board = self
        for category in board.categories.indices {
            board.categories[category].addedForPerson = false
            for phrase in board.categories[category].phrases.indices {
                board.categories[category].phrases[phrase].addedForPerson = false
            }
        }
        for phrase in board.emergency.indices { board.emergency[phrase].addedForPerson = false }
        return board
    }

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
        guard settingsScreen?.confirmingHandOver == true else { return [.handOver(.start)] }
        let added: [SettingsItem] = editedBoard.addedForPersonCount > 0 ? [.handOver(.eraseAddedPhrases)] : []
        return [.handOver(.cancel), .handOver(.erase)] + added
    }

    /// A control no dwell may choose: Erase (C6), and the Update page's restart (U3).
    func isDwellProof(_ control: ControlID) -> Bool {
        guard case .settingsRow(let index) = control, let screen = settingsScreen else { return false }
        let items = settingsItems(screen.page)
        let proof: [SettingsItem] = [.handOver(.erase), .handOver(.eraseAddedPhrases), .update(.confirmRestart)]
        return items.indices.contains(index) && proof.contains(items[index])
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
        case .erase, .eraseAddedPhrases:
            guard screen.confirmingHandOver else { return }
            handOver(at, removingAddedPhrases: step == .eraseAddedPhrases, &effects)
            screen = settingsScreen ?? screen
        }
    }

    /// Erases the person's data (C6): the message and Put Back's copy, learned words, recorded clips (the board
    /// keeps its phrases without them), the event log and the person's settings, and where asked the phrases added
    /// for them. Storage does it all or nothing (`Effect.handOver`); Settings stays open on its first page, with
    /// Family Setup due.
    mutating func handOver(_ at: Instant, removingAddedPhrases: Bool = false, _ effects: inout [Effect]) {
        let kept = settings.keptForNextPatient
        let before = removingAddedPhrases ? editedBoard.removingAddedForPerson.board : editedBoard
        // What stays is the device's from now on: the next hand-over offers only what is added after this one.
        let cleaned = before.withoutClips.withoutAddedMarks
        message = ""
        putBack = nil
        messageFull = false
        messageSpoken = false
        learned = LearnedWords(wordCapacity: learned.wordCapacity, pairCapacity: learned.pairCapacity)
        lastSpoken = nil
        lastChoice = nil
        // An offer or an Undo holds the person's board, settings and learned words: gone with them.
        stick.offer = nil
        stick.checking = nil
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
