import BricksonCore
import EventLoop
import SoundEngine
import SystemdNotify

extension Runtime {
    /// The only periodic wake-up: every 10 seconds for the date (C3) and to look again for a mixer that went, or
    /// half the watchdog interval if that is shorter. The volume itself is never polled: the mixer is watched.
    var housekeepingInterval: Duration {
        let tick = Duration.seconds(10)
        guard let watchdog = notifier.watchdogInterval else { return tick }
        return min(tick, watchdog / 2)
    }

    func housekeepingFired() {
        guard housekeeping.acknowledge() > 0 else { return }
        let now = parts.clock()
        // A sound card unplugged and plugged back (or late at boot): its mixer is watched again.
        if volumeWatch == nil, let event = watchVolume() { handle([event]) }
        // The days in use are counted with no clock and kept now and then (C3).
        if let seconds = use.toSave(at: now) { store.saveUseSeconds(seconds) }
        // The date and the days in use move on while the device runs for months: the check-in (C3) hears of it.
        let facts = readDeviceFacts()
        if facts != state.deviceFacts { handle([.deviceFactsRead(facts, at: now)]) }
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

    /// Opens the output's mixer and puts its descriptors on the loop (S4, G7), so a mute or a turned-down volume
    /// reaches the status line as soon as the kernel reports it. Returns the first reading.
    func watchVolume() -> Event? {
        // An output with no mixer (HDMI under KMS, the simulator's recording) has nothing to watch: the caregiver
        // checks the volume by ear in Set Up Step by Step, as the board profile says.
        guard volumeWatch == nil, let mixer = parts.sound.mixer else { return nil }
        do {
            let watch = try parts.openVolumeWatch(mixer.card, mixer.control)
            for descriptor in watch.descriptors {
                try loop.watch(descriptor) { [unowned self] in
                    if let event = readVolume() { handle([event]) }
                }
                volumeDescriptors.append(descriptor)
            }
            volumeWatch = watch
            volumeWatchProblem = nil
            log("sound: watching the volume of \"\(mixer.control)\" on \"\(mixer.card)\"")
            return readVolume()
        } catch {
            for descriptor in volumeDescriptors { loop.unwatch(descriptor) }
            volumeDescriptors = []
            let problem = "sound: the volume of \"\(mixer.control)\" on \"\(mixer.card)\" cannot be watched: \(error)"
            if problem != volumeWatchProblem { log(problem) }
            volumeWatchProblem = problem
            return nil
        }
    }

    /// Takes the mixer's pending changes: whether the output is muted or very low now. A mixer that has gone is
    /// unwatched (and looked for again at the next housekeeping tick).
    func readVolume() -> Event? {
        guard let watch = volumeWatch else { return nil }
        do {
            return .volumeChecked(isLow: try watch.isLow(), at: parts.clock())
        } catch {
            for descriptor in volumeDescriptors { loop.unwatch(descriptor) }
            volumeDescriptors = []
            volumeWatch = nil
            log("sound: the mixer is gone (\(error)); it is looked for again every few seconds")
            return nil
        }
    }
}
