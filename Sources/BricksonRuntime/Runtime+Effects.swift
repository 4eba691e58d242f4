import BricksonCore
import EventLoop

extension Runtime {
    /// Carries out one effect; returns the events that answer it at once (a sampled level). The one place the
    /// core's effects are routed: each case calls the narrow call of the adapter that serves it, and a new effect
    /// does not compile until it is routed here.
    func perform(_ effect: Effect) -> [Event] {
        switch effect {
        case .speak(let utterance):
            guard let sound else { return [.speechCutOff(utterance: utterance.id, at: parts.clock())] }
            sound.speak(utterance)
        case .startTone:
            // No sound engine: the tone cannot start, and the screen must say so (G6).
            guard let sound else { return [.toneFailed(at: parts.clock())] }
            sound.startTone()
        case .stopSpeech: sound?.stopSpeech()
        case .stopTone: sound?.stopTone()
        case .keepAlertOn(let on): store.keepAlertOn(on)
        case .duckTone(let duck): sound?.duckTone(duck)
        case .announce(let text): sound?.announce(text, voice: state.cueVoice)
        case .saveMessage(let message, let putBack, let revision):
            store.saveMessage(message: message, putBack: putBack, revision: revision)
        case .saveSettings(let settings):
            store.saveSettings(settings)
            // A USB keyboard layout chosen in Settings types from the next key (L3): compiled now, not at that key.
            if answersPrepared { _ = currentKeymap() }
        case .saveLearnedWords(let learned): store.saveLearnedWords(learned)
        case .keepStickUndo(let undo): store.keepStickUndo(undo)
        case .log(let entry):
            store.log(entry)
            if Self.journalKinds.contains(entry.kind) { log("\(entry.kind.rawValue): \(entry.detail)") }
        case .sampleButton(let button):
            return [sample(button)]
        case .setNurseCall(let active):
            gpio.setNurseCall(active)
        case .tryVoice(let text, _):
            tryVoice(text)
        case .saveBoard(let board): store.saveBoard(board)
        case .prepareSpeech(let board, let voice):
            sound?.prepare(board: board, voice: voice, answers: state.spokenAnswers)
        case .handOver(let settings, let board, let revision):
            store.handOver(settings: settings, board: board, revision: revision)
        case .checkHomeFit(let board, let settings, let list):
            // Laid out with the renderer's own measurer, as Home will be drawn; no screen, nothing to fit.
            let misfits = state.screen.map {
                HomeFit.misfits(of: board, settings: settings, on: $0, showing: list, measurer: measurer)
            }
            return [.homeFitChecked(board: board, misfits: misfits ?? [], at: parts.clock())]
        case .stickTask(let task): return startStickTask(task)
        case .removeClips(let names): removeClips(names)
        case .startRecording: return startRecording()
        case .stopRecording: recorder?.stop()
        case .hearTake: if let take = recorder?.take(), !take.isEmpty { sound?.play(take) }
        case .keepTake(let phraseID): return keepTake(phraseID)
        case .discardTake: recorder?.discard()
        case .updateRequest(let request): return writeUpdateRequest(request)
        }
        return []
    }

    /// The kinds of log entry that also go to the journal: what someone servicing the device looks for.
    static let journalKinds: Set<LogEntry.Kind> = [
        .fault, .warning, .buttonStuck, .saveFailed, .alertFailed, .alertLost, .update,
    ]

    /// A button's level now: pressed if its GPIO line or a key standing for it is pressed. A button nothing
    /// stands for reads as not pressed.
    func sample(_ button: PhysicalButton) -> Event {
        let now = parts.clock()
        var pressed = translator.keyLevel(of: button) ?? false
        // The line that is this button: with the switch lines swapped, Select is read from the Move line (A2).
        let line = state.settings.buttons.role(ofLine: button)
        if let level = gpio.sampleButton(line, now: now), case .buttonLevel(_, let linePressed, _) = level {
            pressed = pressed || linePressed
        }
        return .buttonLevel(button, isPressed: pressed, at: now)
    }
}
