/// Get Attention (G1–G8): the tone is started only by a choice of Get Attention, never by itself.
///
/// Two things make the alert: the tone, and the nurse-call output where the board wires one (G8). The call follows
/// the alert, not the speaker: it is on from Get Attention until Stop, whatever the tone does, so a dead speaker
/// still calls the nurse, and Stop shows for as long as the call is on. Without a wired output the alert is the
/// tone alone, and a tone that fails or is lost ends it (G6).
extension HomeState {
    /// Starts the tone, unless it is already asked for or sounding: then it is left playing (G1). With the call
    /// on and the tone failed or lost, choosing it again tries the tone again (G6); the call stays on.
    mutating func getAttention(_ at: Instant, _ effects: inout [Effect]) {
        guard tone == .off else { return }
        tone = .requested
        effects.append(.startTone)
        if !callOn {
            callOn = nurseCallWired
            effects.append(.setNurseCall(true))
            effects.append(.keepAlertOn(true))
        }
    }

    /// Stop, on screen or a physical Stop: ends the tone and the call (G2, G8).
    mutating func stopTone(_ at: Instant, _ effects: inout [Effect]) {
        guard tone != .off || callOn else { return }
        if tone != .off { effects.append(.stopTone) }
        tone = .off
        callOn = false
        effects.append(.setNurseCall(false))
        effects.append(.keepAlertOn(false))
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
        toneEnded(at, &effects)
        log(
            .alertFailed, at, callOn ? "tone could not start; the nurse call stays on" : "tone could not start",
            &effects)
    }

    /// The tone stopped by itself: "Alert stopped" (G6). Never restarted by itself.
    mutating func toneLost(_ at: Instant, _ effects: inout [Effect]) {
        guard tone != .off else { return }
        tone = .off
        alertFault = .stopped
        toneEnded(at, &effects)
        log(
            .alertLost, at, callOn ? "tone stopped by itself; the nurse call stays on" : "tone stopped by itself",
            &effects)
    }

    /// The tone failed or was lost: with a wired call it stays on until Stop (G8); without one the alert is over.
    private mutating func toneEnded(_ at: Instant, _ effects: inout [Effect]) {
        guard !callOn else { return }
        effects.append(.setNurseCall(false))
        effects.append(.keepAlertOn(false))
    }

    /// Brickson started again while an alert was on (a crash, the watchdog, a power blip): the tone is not
    /// started again, and the line says "Alert stopped" until Get Attention plays again (G6, D5).
    mutating func restartedDuringAlert(_ at: Instant, _ effects: inout [Effect]) {
        alertFault = .stopped
        effects.append(.keepAlertOn(false))
        log(.alertLost, at, "an alert was on when Brickson last stopped; not started again", &effects)
    }

    /// Keeps the tone quieter exactly while speech plays over it (G4).
    mutating func matchDucking(_ effects: inout [Effect]) {
        let shouldDuck = tone == .sounding && speaking?.hasStarted == true
        guard shouldDuck != toneDucked else { return }
        toneDucked = shouldDuck
        effects.append(.duckTone(shouldDuck))
    }
}
