/// Get Attention (G1–G8): the tone is started only by a choice of Get Attention, never by itself.
extension HomeState {
    /// Starts the tone, unless it is already asked for or sounding: then it is left playing (G1).
    ///
    /// The nurse-call output (G8) follows the call: on with the request, off when the tone stops, fails or is lost.
    mutating func getAttention(_ at: Instant, _ effects: inout [Effect]) {
        guard tone == .off else { return }
        tone = .requested
        effects.append(.startTone)
        effects.append(.setNurseCall(true))
    }

    /// Stop, on screen or a physical Stop: ends the tone (G2).
    mutating func stopTone(_ at: Instant, _ effects: inout [Effect]) {
        guard tone != .off else { return }
        tone = .off
        effects.append(.stopTone)
        effects.append(.setNurseCall(false))
        log(.alertStop, at, "stop", &effects)
    }

    /// The tone is playing: "Sounding" (G3), and an earlier "Alert failed"/"Alert stopped" lets go of the line.
    mutating func toneStarted(_ at: Instant, _ effects: inout [Effect]) {
        // A report for a tone already stopped (Stop came first) is stale: the engine has the stop after the start.
        guard tone == .requested else { return }
        tone = .sounding
        alertFault = nil
        log(.alertStart, at, "get attention", &effects)
    }

    /// The tone could not start: "Alert failed" (G6). Not retried: choosing Get Attention again tries again.
    mutating func toneFailed(_ at: Instant, _ effects: inout [Effect]) {
        // Settings' sound test found that the tone cannot play: the same fault, and the same words (C1).
        if tone == .off, tryToneUntil != nil {
            tryToneUntil = nil
            alertFault = .failed
            log(.alertFailed, at, "tone could not start in the sound test", &effects)
            return
        }
        guard tone != .off else { return }
        tone = .off
        alertFault = .failed
        effects.append(.setNurseCall(false))
        log(.alertFailed, at, "tone could not start", &effects)
    }

    /// The tone stopped by itself: Stop goes, "Alert stopped" (G6). Never restarted by itself.
    mutating func toneLost(_ at: Instant, _ effects: inout [Effect]) {
        guard tone != .off else { return }
        tone = .off
        alertFault = .stopped
        effects.append(.setNurseCall(false))
        log(.alertLost, at, "tone stopped by itself", &effects)
    }

    /// Keeps the tone quieter exactly while speech plays over it (G4).
    mutating func matchDucking(_ effects: inout [Effect]) {
        let shouldDuck = tone == .sounding && speaking?.hasStarted == true
        guard shouldDuck != toneDucked else { return }
        toneDucked = shouldDuck
        effects.append(.duckTone(shouldDuck))
    }
}
