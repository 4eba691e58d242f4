import BricksonCore
import BricksonTestSupport
import DurableStore
import Foundation
import SoundEngine

/// Collects what the real parts report (from their own threads), for the device to feed back into `update`.
final class Inbox: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [Event] = []
    private var warned: [String] = []

    func record(_ event: Event) { lock.withLock { waiting.append(event) } }
    func warn(_ text: String) { lock.withLock { warned.append(text) } }
    var warnings: [String] { lock.withLock { warned } }

    /// The events reported since the last call.
    func take() -> [Event] {
        lock.withLock {
            defer { waiting = [] }
            return waiting
        }
    }
}

/// The core wired to real parts as the runtime wires them: events go through `update`, its effects go to the
/// sound engine and the store, and what those report comes back as events.
final class WiredDevice {
    var state: HomeState
    let inbox: Inbox
    var engine: SoundEngine?
    var store: Store?
    /// Every event `update` was given, and every effect it asked for, in order.
    private(set) var events: [Event] = []
    private(set) var effects: [Effect] = []

    init(
        board: Board = StarterContent.board, message: String = "", putBack: String? = nil,
        learned: LearnedWords = LearnedWords(), inbox: Inbox = Inbox()
    ) {
        self.inbox = inbox
        state = HomeState(
            board: board, settings: Settings(), message: message, putBack: putBack, learned: learned,
            at: SoundEngine.now())
    }

    /// Gives `update` an event and carries out its effects.
    func send(_ event: Event) {
        events.append(event)
        let asked = update(&state, event)
        effects += asked
        for effect in asked { route(effect) }
    }

    /// Routes the core's effects to the sound engine and the store, as the runtime does.
    private func route(_ effect: Effect) {
        switch effect {
        case .speak(let utterance): engine?.speak(utterance)
        case .stopSpeech: engine?.stopSpeech()
        case .startTone: engine?.startTone()
        case .stopTone: engine?.stopTone()
        case .keepAlertOn(let on): store?.keepAlertOn(on)
        case .duckTone(let duck): engine?.duckTone(duck)
        case .announce(let text): engine?.announce(text)
        case .saveMessage(let message, let putBack, let revision):
            store?.saveMessage(message: message, putBack: putBack, revision: revision)
        case .saveSettings(let settings): store?.saveSettings(settings)
        case .saveLearnedWords(let learned): store?.saveLearnedWords(learned)
        case .log(let entry): store?.log(entry)
        case .saveBoard(let board): store?.saveBoard(board)
        case .keepStickUndo(let undo): store?.keepStickUndo(undo)
        case .prepareSpeech(let board, let voice): engine?.prepare(board: board, voice: voice)
        case .sampleButton, .setNurseCall, .tryVoice, .stickTask, .removeClips, .updateRequest: break
        case .startRecording, .stopRecording, .hearTake, .keepTake, .discardTake: break  // No microphone here.
        case .handOver(let settings, let board, let revision):
            store?.handOver(settings: settings, board: board, revision: revision)
        case .checkHomeFit(let board, _, _): send(.homeFitChecked(board: board, misfits: [], at: SoundEngine.now()))
        }
    }

    /// Chooses `control` now.
    func choose(_ control: ControlID) { send(.chosen(control, at: SoundEngine.now())) }

    /// Types `text` on the on-screen keyboard.
    func type(_ text: String) {
        for character in text {
            choose(.key(character == " " ? .space : .character(character)))
        }
    }

    /// Feeds back what the parts report and fires due deadlines until `done` holds; false if it never did within
    /// `limit` seconds (a guard against hanging, far longer than anything here takes: not a speed check).
    @discardableResult
    func run(limit: Double = 30, until done: (WiredDevice) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while true {
            for event in inbox.take() { send(event) }
            if let due = state.nextDeadline, due <= SoundEngine.now() { send(.timerFired(at: SoundEngine.now())) }
            if done(self) { return true }
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.002)
        }
    }

    /// Whether `update` has been given an event matching `matches`.
    func received(_ matches: (Event) -> Bool) -> Bool { events.contains(where: matches) }
}

/// A sound engine writing to ALSA's `file` PCM (raw mono S16 through the `null` PCM), paced by the clock.
struct FilePCM {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("brickson-\(UUID().uuidString).raw")
        .path

    /// The engine, reporting into `inbox`.
    func engine(speed: Double, inbox: Inbox, gate: WriteGate? = nil) throws -> SoundEngine {
        try SoundEngine(
            configuration: SoundConfiguration(
                device: "file:'\(path)',raw", mixer: nil, clipsFolder: "clips", pacing: .clock(speed: speed)),
            voice: Self.voice, report: { inbox.record($0) }, warn: { inbox.warn($0) },
            openSink: gate?.opener(openALSASink) ?? openALSASink)
    }

    /// Full speech volume so the written samples equal the synthesised ones.
    static let voice = VoiceSettings(volume: 1, alertVolume: 0.9)

    /// Shuts `engine` down (closing the PCM) and reads what was written.
    func finish(_ engine: SoundEngine) throws -> [Int16] {
        engine.shutdown()
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }
}

/// Where `needle` occurs in `haystack`, exactly; nil if it does not.
func find(_ needle: ArraySlice<Int16>, in haystack: ArraySlice<Int16>) -> Int? {
    guard let first = needle.first, needle.count <= haystack.count else { return nil }
    var start = haystack.startIndex
    while start + needle.count <= haystack.endIndex {
        if haystack[start] == first && haystack[start..<start + needle.count].elementsEqual(needle) { return start }
        start += 1
    }
    return nil
}

/// A board of one category holding `texts`.
func board(_ texts: [String]) -> Board {
    Board(
        categories: [
            Category(
                id: "test", name: "Test",
                phrases: texts.enumerated().map { Phrase(id: "p\($0.offset)", text: $0.element) })
        ], emergency: StarterContent.board.emergency)
}
