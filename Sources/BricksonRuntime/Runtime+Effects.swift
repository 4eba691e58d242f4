import BricksonCore
import EventLoop

extension Runtime {
    /// Carries out one effect; returns the events that answer it at once (a sampled level).
    func perform(_ effect: Effect) -> [Event] {
        switch effect {
        case .speak(let utterance):
            guard let sound else { return [.speechCutOff(utterance: utterance.id, at: DeviceClock.now())] }
            sound.perform(effect)
        case .startTone:
            // No sound engine: the tone cannot start, and the screen must say so (G6).
            guard let sound else { return [.toneFailed(at: DeviceClock.now())] }
            sound.perform(effect)
        case .stopSpeech, .stopTone, .duckTone, .announce:
            sound?.perform(effect)
        case .saveMessage, .saveSettings, .saveLearnedWords:
            store.perform(effect)
        case .log(let entry):
            store.perform(effect)
            if Self.journalKinds.contains(entry.kind) { log("\(entry.kind.rawValue): \(entry.detail)") }
        case .sampleButton(let button):
            return [sample(button)]
        case .setNurseCall:
            _ = gpio.perform(effect, now: DeviceClock.now())
        case .tryVoice(let text, let voice):
            tryVoice(text, voice)
        }
        return []
    }

    /// The kinds of log entry that also go to the journal: what someone servicing the device looks for.
    static let journalKinds: Set<LogEntry.Kind> = [
        .fault, .warning, .buttonStuck, .saveFailed, .alertFailed, .alertLost,
    ]

    /// A button's level now: pressed if its GPIO line or a key standing for it is pressed. A button nothing
    /// stands for reads as not pressed.
    func sample(_ button: PhysicalButton) -> Event {
        let now = DeviceClock.now()
        var pressed = translator.keyLevel(of: button) ?? false
        if let level = gpio.perform(.sampleButton(button), now: now).first,
            case .buttonLevel(_, let linePressed, _) = level
        {
            pressed = pressed || linePressed
        }
        return .buttonLevel(button, isPressed: pressed, at: now)
    }
}
