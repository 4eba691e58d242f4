/// Home's one pure step: applies `event` to `state` and returns what the adapters should do, in order.
///
/// It never reads a clock or does I/O: time comes from the event, timers are deadlines in the state
/// (`HomeState.nextDeadline`).
public func update(_ state: inout HomeState, _ event: Event) -> [Effect] {
    var effects: [Effect] = []
    let before = state.activeWarnings
    let scanBefore = state.scan
    state.apply(event, &effects)
    state.matchDucking(&effects)
    state.matchScanPause(event.at)
    state.matchCueWait(scanBefore: scanBefore, effects, event.at)
    state.announceNewWarnings(since: before, &effects)
    state.refreshPredictions()
    state.matchSpeechPreparation(&effects)
    return effects
}

extension Event {
    /// When it happened.
    var at: Instant {
        switch self {
        case .touchBegan(_, _, let at), .touchMoved(_, _, let at), .touchEnded(_, _, let at), .touchCancelled(let at),
            .pointerMoved(_, _, let at), .buttonEdge(_, let at), .buttonLevel(_, _, let at), .keyTyped(_, let at),
            .chosen(_, let at), .timerFired(let at), .speechStarted(_, let at), .speechFinished(_, let at),
            .speechCutOff(_, let at), .toneStarted(let at), .toneFailed(let at), .toneLost(let at),
            .volumeChecked(_, let at), .messageSaved(_, let at), .saveFailed(_, let at), .storageRecovered(let at),
            .storageRolledBack(let at),
            .settingsApplied(_, let at), .boardReplaced(_, let at), .screenChanged(_, let at),
            .buttonsChecked(_, let at), .homeRoomChecked(_, let at), .sceneLaidOut(_, _, let at),
            .deviceFactsRead(_, let at), .soundEngineStarted(let at), .cueFinished(let at), .pointerLeft(let at),
            .homeFitChecked(_, _, let at), .takeRecorded(_, _, let at), .takeKept(_, _, _, let at),
            .stickChanged(_, let at), .stickTaskFinished(_, let at), .updateStatusRead(_, let at),
            .updateRequestFailed(_, let at), .updateUndone(_, let at), .soundChecked(_, let at),
            .nurseCallChecked(_, let at), .restartedDuringAlert(let at):
            at
        }
    }
}

extension HomeState {
    mutating func apply(_ event: Event, _ effects: inout [Effect]) {
        switch event {
        case .touchBegan(let point, let control, let at): touchBegan(point, control, at, &effects)
        case .touchMoved(let point, let control, let at): touchMoved(point, control, at)
        case .touchEnded(let point, let control, let at): touchEnded(point, control, at, &effects)
        case .touchCancelled: touch = nil
        case .pointerMoved(let point, let control, let at): pointerMoved(point, control, at, &effects)
        case .pointerLeft: pointerLeft()
        case .buttonEdge(let button, let at): buttonEdge(button, at)
        case .buttonLevel(let button, let isPressed, let at): buttonLevel(button, isPressed, at, &effects)
        case .keyTyped(let key, let at):
            // Settings' own words while Phrases types (C1); the message only while Type is open on Home.
            if settingsOpen ? isTypingLabel : isTyping { choose(.key(key), at: at, pressAt: at, &effects) }
        case .chosen(let control, let at): choose(control, at: at, pressAt: at, &effects)
        case .timerFired(let at): timerFired(at, &effects)
        case .speechStarted(let id, let at): speechStarted(id, at, &effects)
        case .speechFinished(let id, let at): speechEnded(id, cutOff: false, at, &effects)
        case .speechCutOff(let id, let at): speechEnded(id, cutOff: true, at, &effects)
        case .toneStarted(let at): toneStarted(at, &effects)
        case .toneFailed(let at): toneFailed(at, &effects)
        case .toneLost(let at): toneLost(at, &effects)
        case .volumeChecked(let isLow, let at):
            if isLow && !volumeLow { log(.warning, at, "volume very low", &effects) }
            volumeLow = isLow
        case .soundChecked(let isWorking, let at):
            if !isWorking && !noSound { log(.fault, at, "no sound: the sound device cannot be opened", &effects) }
            noSound = !isWorking
        case .nurseCallChecked(let wired, _): nurseCallWired = wired
        case .restartedDuringAlert(let at): restartedDuringAlert(at, &effects)
        case .messageSaved(let revision, _): messageSaved(revision)
        case .saveFailed(let revision, let at): saveFailed(revision, at, &effects)
        case .storageRecovered(let at):
            restoreFailed = true
            log(.fault, at, "saved message could not be restored", &effects)
        case .storageRolledBack(let at):
            restoredNotAsSaved = true
            log(.fault, at, "restored message may not be the one last saved", &effects)
        case .settingsApplied(let settings, let at): settingsApplied(settings, at, &effects)
        case .boardReplaced(let board, let at):
            boardReplaced(board, &effects)
            logShortfalls(at, &effects)
        case .homeRoomChecked(let room, let at):
            homeRoom = room
            logShortfalls(at, &effects)
        case .screenChanged(let screen, _): self.screen = screen
        case .buttonsChecked(let missing, let at):
            let big = missing.intersection([.yes, .no, .getAttention])
            if !big.isEmpty && big != missingButtons {
                let names = big.map(\.rawValue).sorted().joined(separator: ", ")
                log(.fault, at, "buttons not working: \(names)", &effects)
            }
            missingButtons = big
        case .sceneLaidOut(let typeFits, let groups, _):
            typeAvailable = typeFits
            scanGroups = groups
        case .deviceFactsRead(let facts, _): deviceFacts = facts
        case .soundEngineStarted: prepareSpeech(&effects)
        case .cueFinished(let at): cueFinished(at)
        case .homeFitChecked(let board, let misfits, let at): homeFitChecked(board, misfits, at, &effects)
        case .stickChanged(let contents, let at): stickChanged(contents, at, &effects)
        case .stickTaskFinished(let outcome, let at): stickTaskFinished(outcome, at, &effects)
        case .takeRecorded(let seconds, let problem, _): takeRecorded(seconds: seconds, problem: problem, &effects)
        case .takeKept(let id, let clip, let problem, _): takeKept(phraseID: id, clip: clip, problem: problem, &effects)
        case .updateStatusRead(let status, let at): updateStatusRead(status, at, &effects)
        case .updateRequestFailed(let words, let at): updateRequestFailed(words, at, &effects)
        case .updateUndone(let version, let at): updateUndone(runningVersion: version, at, &effects)
        }
    }

    /// One choice of `control` at `at`, from a press that began (or, for touch, ended) at `pressAt`.
    ///
    /// Touch, physical buttons, dwell, scanning and `Event.chosen` all come here, so the repeat rule (S1), the
    /// ignore-repeat time and the dimming rules (T5, T6) hold whatever the way in.
    mutating func choose(
        _ control: ControlID, at: Instant, pressAt: Instant, byButton: Bool = false, _ effects: inout [Effect]
    ) {
        guard isChoosable(control) || (byButton && settingsOpen && [.yes, .no].contains(control)) else {
            // A dimmed control is a choice that does nothing; a control that does not exist is an adapter's mistake.
            if !exists(control) { log(.fault, at, "no such control: \(logName(control))", &effects) }
            return
        }
        let ignoreRepeat = settings.buttons.ignoreRepeatTime
        if ignoreRepeat > .zero, let last = lastChoice, last.control == control, at - last.at < ignoreRepeat {
            return
        }
        lastChoice = Choice(control: control, at: at)
        noteStorageWarningSeen(by: control)
        log(.selection, at, logName(control), latency: at - pressAt, &effects)
        switch control {
        case .yes: say(spokenAnswer(.yes), at, &effects)
        case .no: say(spokenAnswer(.no), at, &effects)
        case .phrase(let index): say(spoken(shownPhrases[index]), at, &effects)
        case .emergency: showEmergency(&effects)
        case .getAttention: getAttention(at, &effects)
        case .stop: stopTone(at, &effects)
        case .again: isTyping ? speakMessage(at, &effects) : sayAgain(at, &effects)
        case .phrases:
            isTyping = false
            showingEmergency = false
        case .type: openTyping(&effects)
        case .category(let index):
            selectedCategory = index
            showingEmergency = false
            announce(words("%s, selected", board.categories[index].name), &effects)
        case .clear: clearMessage(&effects)
        case .putBack: putBackMessage(&effects)
        case .key(let key):
            if settingsOpen { settingsChosenAt = at }
            settingsOpen ? typeLabelKey(key, &effects) : typeKey(key, at, &effects)
        case .settings: openSettings(at, &effects)
        case .pause:
            dwellPaused.toggle()
            announce(
                dwellPaused ? words("Paused: looking chooses nothing") : words("Looking chooses again"), &effects)
        case .prediction(let index): acceptPrediction(index, at, &effects)
        case .backToTalking, .settingsBack, .settingsRow, .stepDown, .stepUp, .moreRows:
            chooseInSettings(control, at, &effects)
        case .message, .settingsTitle: break
        }
    }

    /// Whether `control` shows and can be chosen now. A dimmed or absent control does nothing (T5, T6).
    func isChoosable(_ control: ControlID) -> Bool {
        if settingsOpen {
            switch control {
            // Get Attention and Stop are on Home only, but their physical buttons still call in Settings (G1);
            // Yes and No speak there from their physical buttons only (`choose(byButton:)`, C1).
            case .getAttention: return true
            case .stop: return stopShowing
            default: return isChoosableInSettings(control)
            }
        }
        return switch control {
        case .yes, .no, .emergency, .getAttention, .again, .phrases, .settings: true
        case .message: false
        case .prediction(let index): isTyping && shownPredictions.indices.contains(index)
        case .type: typeAvailable && !isTyping
        case .stop: stopShowing
        case .pause: settings.effectiveAccessMethod.choosesByDwell
        case .category(let index): !isTyping && board.categories.indices.contains(index)
        case .phrase(let index): !isTyping && shownPhrases.indices.contains(index)
        case .clear, .putBack, .key: isTyping
        case .backToTalking, .settingsBack, .settingsTitle, .settingsRow, .stepDown, .stepUp, .moreRows: false
        }
    }

    /// Whether `control` names something on this board (an index in range); dimmed or hidden controls exist.
    func exists(_ control: ControlID) -> Bool {
        switch control {
        case .category(let index): board.categories.indices.contains(index)
        case .phrase(let index): index >= 0 && index < max(shownPhrases.count, board.emergency.count)
        case .prediction(let index): index >= 0 && index < WordPredictor.slotCount
        case .settingsRow, .stepDown, .stepUp: existsInSettings(control)
        default: true
        }
    }

    /// Handles every deadline at or before `at`: button samples, answers and stuck lines, dwell, scanning.
    mutating func timerFired(_ at: Instant, _ effects: inout [Effect]) {
        buttonTimersFired(at, &effects)
        let resting = dwell?.control
        dwellTimerFired(at, &effects)
        announceRest(since: resting, &effects)
        scanTimerFired(at, &effects)
        tryToneTimerFired(at, &effects)
        settingsReturnTimerFired(at, &effects)
        if let saidAt = lastSpoken?.at { saidAge = SaidAge(since: saidAt, now: at) }
    }

    // MARK: Speech

    /// Says `spoken`, unless it is what is being said right now: then it is left to finish (S1).
    ///
    /// A new `.speak` is never preceded by `.stopSpeech`: the sound engine stops the old utterance when a new one
    /// arrives, so nothing is silent between them, and any later report about the old one is ignored here.
    mutating func say(_ spoken: Spoken, _ at: Instant, _ effects: inout [Effect]) {
        var spoken = spoken
        spoken.at = at
        lastSpoken = spoken
        // What was just said takes the message's place (H11: the newest wins).
        messageAfterSaid = false
        saidAge = .justNow
        if let speaking, speaking.utterance.text == spoken.text, speaking.utterance.source == spoken.source {
            return
        }
        utteranceCount += 1
        let utterance = Utterance(
            id: utteranceCount, text: spoken.text, source: spoken.source, clip: spoken.clip, voice: spoken.voice,
            language: spoken.language)
        speaking = Speaking(utterance: utterance, chosenAt: at, hasStarted: false)
        cutOff = false
        effects.append(.speak(utterance))
    }

    /// Says the last thing said again: a phrase, Yes or No, or the message (H6).
    mutating func sayAgain(_ at: Instant, _ effects: inout [Effect]) {
        guard let lastSpoken else { return }
        say(lastSpoken, at, &effects)
    }

    mutating func speechStarted(_ id: Int, _ at: Instant, _ effects: inout [Effect]) {
        guard var current = speaking, current.utterance.id == id, !current.hasStarted else { return }
        current.hasStarted = true
        speaking = current
        log(.speechStart, at, speechName(current.utterance), latency: at - current.chosenAt, &effects)
    }

    mutating func speechEnded(_ id: Int, cutOff wasCutOff: Bool, _ at: Instant, _ effects: inout [Effect]) {
        guard let current = speaking, current.utterance.id == id else { return }
        speaking = nil
        if wasCutOff {
            cutOff = true
            log(.speechCutOff, at, speechName(current.utterance), &effects)
        } else {
            log(.speechEnd, at, speechName(current.utterance), &effects)
        }
    }

    // MARK: Home

    mutating func showEmergency(_ effects: inout [Effect]) {
        isTyping = false
        showingEmergency = true
        announce(words("Emergency, selected"), &effects)
    }

    mutating func settingsApplied(_ newSettings: Settings, _ at: Instant, _ effects: inout [Effect]) {
        settings = newSettings
        settingsOpen = false
        settingsChosenAt = nil
        if settingsScreen != nil {
            settingsScreen = nil
            screenChanged()
        }
        effects.append(.saveSettings(newSettings))
        log(.selection, at, "settings applied", &effects)
    }

    /// A new board: kept on disk, and its phrases prepared again even where they read the same (a clip may be new).
    mutating func boardReplaced(_ newBoard: Board, _ effects: inout [Effect]) {
        board = newBoard
        if !board.categories.indices.contains(selectedCategory) { selectedCategory = 0 }
        touch = nil
        dwell = nil
        effects.append(.saveBoard(newBoard))
        if preparedSpeech != nil { prepareSpeech(&effects) }
    }

    // MARK: The event log (D6)

    func log(
        _ kind: LogEntry.Kind, _ at: Instant, _ detail: String, latency: Duration? = nil, _ effects: inout [Effect]
    ) {
        effects.append(.log(LogEntry(kind: kind, at: at, detail: detail, latency: latency)))
    }

    /// A control's name for the log: never a typed character unless the caregiver allows message text (D6).
    func logName(_ control: ControlID) -> String {
        switch control {
        case .key(.character), .key(.space): settings.logMessageText ? control.description : "key"
        case .phrase(let index) where shownPhrases.indices.contains(index): "phrase \(shownPhrases[index].id)"
        case .category(let index) where board.categories.indices.contains(index):
            "category \(board.categories[index].id)"
        default: control.description
        }
    }

    /// An utterance's name for the log: the typed message's words only if the caregiver allows it (D6).
    /// With a second language chosen (L6), the language it was said in follows: "phrase pain.1 in en".
    func speechName(_ utterance: Utterance) -> String {
        let name =
            switch utterance.source {
            case .yes: "yes"
            case .no: "no"
            case .phrase(let id): "phrase \(id)"
            case .message: settings.logMessageText ? "message: \(utterance.text)" : "message"
            }
        return utterance.language.map { "\(name) in \($0)" } ?? name
    }
}
