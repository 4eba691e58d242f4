/// Something that happened, as a past-tense fact. Every event carries the monotonic time it happened at.
///
/// Input adapters hit-test with the current `Scene` and hand the core control ids, never raw coordinates alone.
public enum Event: Equatable, Sendable {
    // MARK: Input

    /// A touch began at `point`, on `control` (nil: on no control).
    case touchBegan(point: Point, control: ControlID?, at: Instant)
    /// The touch moved to `point`, now over `control`.
    case touchMoved(point: Point, control: ControlID?, at: Instant)
    /// The touch lifted at `point`, over `control`.
    case touchEnded(point: Point, control: ControlID?, at: Instant)
    /// The touch was taken away (device gone, palm rejection).
    case touchCancelled(at: Instant)
    /// A pointer (head pointer, eye tracker, mouse) is now at `point`, over `control` (A3).
    case pointerMoved(point: Point, control: ControlID?, at: Instant)
    /// A physical line changed (an edge from the kernel): only a hint that the level should be read after the
    /// glitch filter. A button's state is never decided from edges alone (A6).
    case buttonEdge(PhysicalButton, at: Instant)
    /// A physical line's level, read by the adapter (after `Effect.sampleButton`). `isPressed` is the logical
    /// level, after active-low.
    case buttonLevel(PhysicalButton, isPressed: Bool, at: Instant)
    /// A key from a USB keyboard (acts only while Type is open) or the on-screen keyboard.
    case keyTyped(Key, at: Instant)
    /// A control chosen by other means (scanning select, dwell, a script): acts as one choice of it.
    case chosen(ControlID, at: Instant)
    /// The deadline the core asked for (`HomeState.nextDeadline`) has come.
    case timerFired(at: Instant)

    // MARK: Sound

    /// The first sample of the utterance left for the sound card.
    case speechStarted(utterance: Int, at: Instant)
    /// The utterance played to its end.
    case speechFinished(utterance: Int, at: Instant)
    /// The utterance stopped before its end (device lost, unrecoverable underrun) (S3).
    case speechCutOff(utterance: Int, at: Instant)
    /// The tone is playing.
    case toneStarted(at: Instant)
    /// The tone could not start (G6: "Alert failed").
    case toneFailed(at: Instant)
    /// The tone stopped by itself, for example the audio device was lost (G6: "Alert stopped").
    case toneLost(at: Instant)
    /// The output mixer was read: muted or very low (S4), or not.
    case volumeChecked(isLow: Bool, at: Instant)
    /// The sound device was opened (`isWorking`), or could not be, or the sound engine could not start at all: the
    /// status line says so from the start (H9), not after a press.
    case soundChecked(isWorking: Bool, at: Instant)

    // MARK: Storage

    /// The message of this revision is durable.
    case messageSaved(revision: Int, at: Instant)
    /// The message could not be saved (full or failing data partition).
    case saveFailed(revision: Int, at: Instant)
    /// At start-up the database was unreadable and was moved aside: the saved message could not be restored.
    case storageRecovered(at: Instant)
    /// At start-up a message was restored that may not be the one last saved (a log of saves cut short or damaged,
    /// or the message changed on the card after it was saved).
    case storageRolledBack(at: Instant)

    // MARK: Settings and device

    /// Settings closed with these settings (C2: a change applies when Settings closes).
    case settingsApplied(Settings, at: Instant)
    /// The board of phrases was replaced (edited or imported).
    case boardReplaced(Board, at: Instant)
    /// The display appeared, changed or went (nil: no display).
    case screenChanged(Screen?, at: Instant)
    /// The GPIO adapter opened the board's button lines: these big buttons (Yes, No, Get Attention) the board
    /// profile names could not be had (no chip, busy, no permission). Empty: all there, or none named (H9).
    case buttonsChecked(missing: Set<PhysicalButton>, at: Instant)
    /// The GPIO adapter opened the board's nurse-call output (`wired`), or the board names none or it could not be
    /// had (G8): only a wired call outlives its tone.
    case nurseCallChecked(wired: Bool, at: Instant)
    /// Storage kept that an alert was on when Brickson last stopped (a crash, the watchdog, a power cut): the tone
    /// is not started again, and the line says "Alert stopped" (G6, D5).
    case restartedDuringAlert(at: Instant)
    /// Home was planned for the board, the screen and the access method in use: this is how much it has places
    /// for (H1). The core says what does not show (C4); sent again only when the room changes.
    case homeRoomChecked(HomeRoom, at: Instant)
    /// The screen that shows was laid out: whether Type has room on Home (T6, `Scene.typeAvailable`) and the scanning
    /// order of the screen that shows (A2, `Scene.scanGroups`). Sent again only when they change.
    case sceneLaidOut(typeAvailable: Bool, scanGroups: [[ControlID]], at: Instant)
    /// The facts Settings shows were read: version, board, voices and today's date (About, Voice Settings, the
    /// check-in C3). Sent again only when they change (the date, once a day).
    case deviceFactsRead(DeviceFacts, at: Instant)
    /// The sound engine started, with nothing prepared: the core asks for Yes, No and the board's phrases to be
    /// prepared (S2, S5).
    case soundEngineStarted(at: Instant)
    /// The cue voice fell silent: the last cue asked for (`Effect.announce`) played to its end, or could not be
    /// said. Auto scanning may wait for it before moving on (A5, `ButtonSettings.waitForCue`).
    case cueFinished(at: Instant)
    /// The pointer left the screen (an eye tracker lost the eyes, a head pointer looked away): nothing is
    /// pointed at and no dwell runs (A3).
    case pointerLeft(at: Instant)
    /// The answer to `Effect.checkHomeFit`: the words of `board` Home could not show whole (empty where there is
    /// no screen to lay out on).
    case homeFitChecked(board: Board, misfits: Set<String>, at: Instant)
    /// A USB stick was mounted by the system (or read again), or taken out (nil) (C5).
    case stickChanged(StickContents?, at: Instant)
    /// A task asked for with `Effect.stickTask` finished (C5).
    case stickTaskFinished(StickOutcome, at: Instant)
    /// The take asked for by `Effect.startRecording` ended (stopped, at the 120 s limit, or the microphone failed):
    /// its length, and why it cannot be kept, in words (`ClipCheck`); nil where it can (S2).
    case takeRecorded(seconds: Double, problem: String?, at: Instant)
    /// The answer to `Effect.keepTake`: the take written as `clip` in the clips folder, or (nil) why not, in words.
    case takeKept(phraseID: String, clip: String?, problem: String?, at: Instant)
    /// The system's update status file was read after it changed (U3, U5): nil where it is missing or damaged.
    case updateStatusRead(UpdateStatus?, at: Instant)
    /// The request asked for with `Effect.updateRequest` could not be written (U3), for this reason: the system's
    /// words ("No space left on device"), which the core says inside a sentence of its own.
    case updateRequestFailed(String, at: Instant)
    /// Once a boot: the last update did not start and was undone; the device runs `runningVersion` (U4, U5).
    case updateUndone(runningVersion: String?, at: Instant)
}

/// A request from the core to the adapters: what should happen. `update` never does I/O itself.
public enum Effect: Equatable, Sendable {
    /// Speak this, at once, stopping whatever is being spoken (S1 decides when this is asked for).
    case speak(Utterance)
    /// Stop speaking now.
    case stopSpeech
    /// Start the Get Attention tone (repeating, at the alert volume).
    case startTone
    /// Stop the tone.
    case stopTone
    /// Keep on disk whether an alert is on (G6): a start that finds it on says "Alert stopped"
    /// (`Event.restartedDuringAlert`) and starts nothing.
    case keepAlertOn(Bool)
    /// Make the tone quieter while speech plays (G4), or bring it back.
    case duckTone(Bool)
    /// Say a control's name or a warning with the quieter cue voice (A5, H9).
    case announce(String)
    /// Keep the message and Put Back's copy on disk (D4); answered by `messageSaved` or `saveFailed`.
    case saveMessage(message: String, putBack: String?, revision: Int)
    /// Keep the settings on disk (C2).
    case saveSettings(Settings)
    /// Keep the words prediction learned on disk (T9), after each spoken message that taught it something.
    case saveLearnedWords(LearnedWords)
    /// Read this physical line's level now (after the glitch filter or the hold-off) and report `buttonLevel`.
    case sampleButton(PhysicalButton)
    /// Drive the nurse-call output, if the board wires one (G8).
    case setNurseCall(Bool)
    /// Add an entry to the event log (D6).
    case log(LogEntry)
    /// Say `text` once with these voice settings, which may not be in use yet (Settings' Try, C1): the core has
    /// asked for them to be prepared first (`prepareSpeech`). Its speech reports may be ignored: it is not an
    /// utterance of the core's.
    case tryVoice(text: String, voice: VoiceSettings)
    /// Keep this board of phrases on disk (after `Event.boardReplaced`).
    case saveBoard(Board)
    /// Keep what the last import or restore replaced on disk, for its Undo after a restart too (C5); nil when there
    /// is nothing left to undo. Saved with the board it goes with, in one transaction.
    case keepStickUndo(StickUndo?)
    /// Synthesise Yes, No and every phrase of `board` (or load its clips) in `voice` ahead of time, so choosing one
    /// plays at once (S2); new voice settings replace what was prepared. Asked for once the sound engine started,
    /// and again whenever the board or the voice the screen asks for changes.
    case prepareSpeech(board: Board, voice: VoiceSettings)
    /// Lay Home out for `board` with `settings` on the screen in use, showing `list` (every list where nil), and say
    /// which words would not fit whole or have no place (`HomeFit.misfits`), before words typed in Phrases are kept
    /// (C1) or a board read from a stick is offered (C5); answered at once by `homeFitChecked`.
    case checkHomeFit(board: Board, settings: Settings, list: PhraseList?)
    /// New patient (C6): erase the person's data — the message and Put Back's copy (kept as empty, with
    /// `revision`), learned words, recorded clips, the event log — and keep `settings` (the device's) and `board`
    /// (without clips), all or nothing, a kill at any moment leaving the old person or the clean device. Answered by
    /// `messageSaved(revision)` or `saveFailed(revision)`.
    case handOver(settings: Settings, board: Board, revision: Int)
    /// Read from or write to the mounted USB stick (C5); answered by `Event.stickTaskFinished`.
    case stickTask(StickTask)
    /// Remove these clips (file names) from the clips folder: the ones an import or restore brought in that the carer
    /// declined, or that Home could not show, and that no board the device keeps names (C5). Not answered.
    case removeClips([String])
    /// Record a take from the board profile's microphone on a stream of its own (S2), until `stopRecording` or the
    /// 120 s limit; answered by `takeRecorded`. Playback, and so Get Attention, is untouched.
    case startRecording
    /// End the take being recorded.
    case stopRecording
    /// Play the last take.
    case hearTake
    /// Check the last take and write it as a clip for the phrase `phraseID`; answered by `takeKept`.
    case keepTake(phraseID: String)
    /// Forget the last take (stopping it if it is being recorded).
    case discardTake
    /// Ask the system about an update on the stick (U3): one line in its request file; the answer comes as
    /// `Event.updateStatusRead`, or `Event.updateRequestFailed`.
    case updateRequest(UpdateRequest)
}

/// Something to say: Yes, No, a phrase, an emergency phrase, or the typed message.
public struct Utterance: Equatable, Hashable, Sendable {
    /// Where the words come from, for the speech cache and the log.
    public enum Source: Equatable, Hashable, Sendable {
        case yes, no
        /// A phrase on the board, by id (it may have a recorded clip).
        case phrase(id: String)
        /// The typed message: synthesised when spoken (S2).
        case message
    }

    /// A number that is new for every utterance the core asks for; speech events answer with it.
    public var id: Int
    /// The words.
    public var text: String
    public var source: Source
    /// A recorded clip to play instead of synthesis (S2), as a file name in the clips folder.
    public var clip: String?
    /// The voice to say it in when it is not the one speech was prepared in (L6: a typed message, or a phrase with
    /// no words in the staff's language, in the patient's voice); nil: the prepared voice.
    public var voice: VoiceSettings?
    /// The language it is said in, when a second language is chosen (L6); nil otherwise.
    public var language: LanguageTag?

    public init(
        id: Int, text: String, source: Source, clip: String? = nil, voice: VoiceSettings? = nil,
        language: LanguageTag? = nil
    ) {
        self.id = id
        self.text = text
        self.source = source
        self.clip = clip
        self.voice = voice
        self.language = language
    }
}

/// One entry of the event log for field tests (D6).
public struct LogEntry: Equatable, Hashable, Sendable {
    /// What kind of thing happened.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case press, selection, speechStart, speechEnd, speechCutOff, alertStart, alertStop, alertFailed, alertLost
        case fault, warning, buttonStuck, saveFailed
        /// An update asked for, or seen changing state (U5).
        case update
    }

    public var kind: Kind
    /// When, on the monotonic clock.
    public var at: Instant
    /// What it was about: a control's name, a button, a fault's words. Never message text unless the caregiver
    /// allows it (`Settings.logMessageText`).
    public var detail: String
    /// For a selection: from the press that caused it to the choice; for speech start: from the choice.
    public var latency: Duration?

    public init(kind: Kind, at: Instant, detail: String, latency: Duration? = nil) {
        self.kind = kind
        self.at = at
        self.detail = detail
        self.latency = latency
    }
}
