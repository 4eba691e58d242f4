/// Typing (T1–T8) and keeping the message (D4).
extension HomeState {
    /// Opens the keyboard in the phrase area (T1), where the layout has room for it (T6).
    mutating func openTyping(_ effects: inout [Effect]) {
        isTyping = true
        showingEmergency = false
        keyboardState = KeyboardState()
        // The message is what the person is working on now: it keeps its place when Type closes (H11).
        messageAfterSaid = true
    }

    /// The language of the keyboards, on screen and USB (L3): the board's. The one place to point at another
    /// language setting (the screen's, L1).
    public var keyboardLanguage: LanguageTag { board.spokenLanguage }

    /// The on-screen keyboard of `keyboardLanguage` (L3).
    public var keyboard: KeyboardLayout { OnScreenKeyboard.layout(for: keyboardLanguage) }

    /// The page key and Shift change the keyboard and type nothing (nil); a letter typed while Shift is on is its
    /// capital, and Shift goes off after it (L3).
    mutating func keyboardKey(_ key: Key) -> Key? {
        switch key {
        case .shift:
            keyboardState.shifted.toggle()
            return nil
        case .nextPage:
            keyboardState.page = keyboard.nextPage(after: keyboardState.page).index
            return nil
        case .character(let character) where keyboardState.shifted:
            guard let capital = OnScreenKeyboard.capital(character) else { return key }
            keyboardState.shifted = false
            return .character(capital)
        case .character, .space, .backspace, .enter: return key
        }
    }

    /// A key of the on-screen keyboard or a USB keyboard, while Type is open.
    mutating func typeKey(_ key: Key, _ at: Instant, _ effects: inout [Effect]) {
        guard let key = keyboardKey(key) else { return }
        switch key {
        case .shift, .nextPage: break
        case .character(let character): insert(character, at, &effects)
        case .space: insert(" ", at, &effects)
        case .backspace:
            guard !message.isEmpty else { return }
            message.removeLast()
            messageFull = false
            saveMessage(&effects)
        case .enter: speakMessage(at, &effects)
        }
    }

    /// Adds one character, or refuses it past the limit: shown ("Message full") and spoken at every refusal (T8).
    mutating func insert(_ character: Character, _ at: Instant, _ effects: inout [Effect]) {
        // A mark that would take the last letter past the text gate's cap is not added (D8): nothing changes.
        guard TextGate.admits(character, after: message) else {
            log(.warning, at, "key not added: too many accents on one letter", &effects)
            return
        }
        guard message.count < settings.messageLimit else {
            messageFull = true
            // Spoken whether or not auditory feedback is on: a refused keystroke is never silent (T8).
            effects.append(.announce(StatusWarning.messageFull.spoken(words)))
            log(.warning, at, "message full", &effects)
            return
        }
        // After a spoken message, typing starts a new word: "my wife" then "Please" is "my wife Please" (H10).
        if messageSpoken, !character.isWhitespace, !character.isPunctuation, let last = message.last,
            !last.isWhitespace, message.count + 1 < settings.messageLimit
        {
            message.append(" ")
        }
        message.append(character)
        messageFull = false
        saveMessage(&effects)
    }

    /// Speak or Enter: says the whole message, which stays (T2).
    /// A message that is really said (not left to finish by the repeat rule, S1) teaches prediction its words (T9).
    mutating func speakMessage(_ at: Instant, _ effects: inout [Effect]) {
        guard message.contains(where: { !$0.isWhitespace }) else { return }
        let utterancesBefore = utteranceCount
        say(spokenMessage(), at, &effects)
        if utteranceCount != utterancesBefore { learnWords(message, &effects) }
        messageSpoken = true
    }

    /// Clear: empties the message and keeps a copy for Put Back (T4). An empty message keeps the copy it had.
    mutating func clearMessage(_ effects: inout [Effect]) {
        guard !message.isEmpty else { return }
        putBack = message
        message = ""
        messageFull = false
        saveMessage(&effects)
    }

    /// Put Back: brings the cleared message back, once (T4).
    mutating func putBackMessage(_ effects: inout [Effect]) {
        guard let copy = putBack else { return }
        message = copy
        putBack = nil
        messageFull = false
        saveMessage(&effects)
    }

    /// Asks storage to keep the message and Put Back's copy, with a new revision (D4, T7).
    mutating func saveMessage(_ effects: inout [Effect]) {
        messageSpoken = false
        // Changed after the last thing said: the message is the newest (H11).
        messageAfterSaid = true
        revision += 1
        effects.append(.saveMessage(message: message, putBack: putBack, revision: revision))
    }

    /// A revision is durable: "Message cannot be saved" goes once the failed revision, or a later one, is kept (the store retries the latest).
    mutating func messageSaved(_ saved: Int) {
        if let failed = failedSaveRevision, saved >= failed { failedSaveRevision = nil }
    }

    /// A revision could not be kept: "Message cannot be saved" (D4); talking goes on.
    mutating func saveFailed(_ failed: Int, _ at: Instant, _ effects: inout [Effect]) {
        failedSaveRevision = max(failedSaveRevision ?? failed, failed)
        log(.saveFailed, at, "revision \(failed)", &effects)
    }
}
