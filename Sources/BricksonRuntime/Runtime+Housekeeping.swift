import BricksonCore
import EventLoop
import SystemdNotify

extension Runtime {
    /// The only periodic wake-up: every 10 seconds for the volume check, or half the watchdog interval if that
    /// is shorter.
    var housekeepingInterval: Duration {
        let volume = Duration.seconds(10)
        guard let watchdog = notifier.watchdogInterval else { return volume }
        return min(volume, watchdog / 2)
    }

    func housekeepingFired() {
        guard housekeeping.acknowledge() > 0 else { return }
        let now = DeviceClock.now()
        if now - lastVolumeCheck >= .seconds(10) - .milliseconds(50) { checkVolume(now) }
        // The date moves on while the device runs for months: the check-in (C3) hears of it.
        updateDeviceFacts()
        if let interval = notifier.watchdogInterval {
            // The loop is turning: it is running this. (A hung loop never gets here, and systemd restarts it.) What
            // could still be stuck is a frame that never reached the screen.
            let health = WatchdogHealth(limit: interval / 2)
            if health.shouldPet(now: now, lastTurnover: now, oldestUnfinishedWork: display?.frameWaitingSince) {
                _ = notifier.petWatchdog()
            } else {
                log("watchdog: not petting (a frame has waited too long for the screen)")
            }
        }
    }

    /// Asks the sound engine to read the mixer (S4); it answers `volumeChecked`.
    func checkVolume(_ now: Instant) {
        lastVolumeCheck = now
        // An output with no mixer (the simulator's recording) has nothing to read.
        guard parts.sound.mixer != nil else { return }
        sound?.checkVolume()
    }
}
