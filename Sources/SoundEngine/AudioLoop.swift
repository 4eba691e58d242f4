import ALSAOutput
import BricksonCore
import Glibc
import LinuxSystem
import SoundMixing

/// The audio thread: a thin shell around `AudioSchedule`. Each turn it takes the engine's lock once (sleeping
/// there while there is nothing to do: idle costs nothing), lets the schedule plan the turn, then drains, opens,
/// or mixes and writes one period outside the lock, and reports what happened. A lost device becomes events and
/// the tone never restarts by itself (G6).
extension SoundEngine {
    func runAudio() {
        if let priority = configuration.realtimePriority {
            var parameters = sched_param(sched_priority: Int32(min(99, max(1, priority))))
            let result = pthread_setschedparam(pthread_self(), SCHED_FIFO, &parameters)
            if result != 0 {
                let reason = SystemCallError.words(result)
                warn("The audio thread keeps the normal scheduler: SCHED_FIFO was refused (\(reason)).")
            }
        }
        var schedule = AudioSchedule()
        var sink: (any AudioSink)?
        var mixer = Mixer(sampleRate: configuration.sampleRate, speechVolume: 0, alertVolume: 0)
        var pacer = Pacer(pacing: configuration.pacing)
        var speechBuffer: [Int16] = []
        var cueBuffer: [Int16] = []
        var output: [Int16] = []
        var cueOutput: CueOutput?

        while true {
            let frames = sink?.periodFrames ?? 0
            let step = shared.withLock(when: { schedule.hasWork($0) }) { state in
                schedule.next(&state, frames: frames, speech: &speechBuffer, cue: &cueBuffer, now: Self.now)
            }
            switch step {
            case .stop:
                return
            case .drain:
                sink?.drain()
                cueOutput?.sink.drain()
            case .rest(let stopTone):
                if stopTone { mixer.stopTone() }
            case .open:
                do {
                    let opened = try openSink(configuration)
                    sink = opened
                    mixer = Mixer(sampleRate: opened.sampleRate, speechVolume: 0, alertVolume: 0)
                    speechBuffer = Array(repeating: 0, count: opened.periodFrames)
                    cueBuffer = speechBuffer
                    output = Array(repeating: 0, count: opened.periodFrames * max(1, opened.channels))
                    if configuration.cueRoute == .leftChannel && opened.channels < 2 {
                        warn(
                            "The sound device \"\(configuration.device)\" has one channel: the cue voice plays with "
                                + "speech, not in the left ear only.")
                    }
                    cueOutput = CueOutput.open(configuration, with: openSink, warn: warn)
                    let events = shared.withLock { schedule.opened(&$0, period: opened.periodFrames, now: Self.now()) }
                    events.forEach(report)
                } catch {
                    let events = shared.withLock { schedule.failedToOpen(&$0, now: Self.now()) }
                    warn("The sound device \"\(configuration.device)\" cannot be opened: \(error).")
                    events.forEach(report)
                }
            case .play(let plan):
                guard let device = sink else { continue }
                plan.reportFirst.forEach(report)
                var mainPlan = plan
                if var earpiece = cueOutput {
                    // The cue goes to its own device; the main one gets speech and the tone only.
                    let lost = cueBuffer.withUnsafeBufferPointer {
                        earpiece.write(
                            cue: UnsafeBufferPointer(rebasing: $0[0..<plan.cueFrames]), frames: plan.frames,
                            volume: plan.speechVolume, prepare: plan.prepare)
                    }
                    if let lost {
                        warn("The cue device \"\(earpiece.device)\" was lost: \(lost); names are said with speech.")
                        cueOutput = nil
                    } else {
                        cueOutput = earpiece
                        mainPlan.cueFrames = 0
                    }
                }
                let outcome = play(
                    mainPlan, on: device, mixer: &mixer, pacer: &pacer, speech: speechBuffer, cue: cueBuffer,
                    output: &output)
                switch outcome {
                case .written(let at):
                    schedule.written(plan, at: at, finishedAt: Self.now()).forEach(report)
                    pacer.wrote(frames: plan.frames, sampleRate: device.sampleRate, bufferFrames: device.bufferFrames)
                case .lost(let error):
                    sink = nil
                    cueOutput = nil
                    mixer.stopTone()
                    let events = shared.withLock { schedule.lost(plan, &$0, now: Self.now()) }
                    warn("The sound device \"\(configuration.device)\" was lost: \(error).")
                    events.forEach(report)
                }
            }
        }
    }

    /// Mixes `plan`'s period and writes it to `device`: when it was handed over, or the error when the device is
    /// gone.
    private func play(
        _ plan: PeriodPlan, on device: any AudioSink, mixer: inout Mixer, pacer: inout Pacer, speech: [Int16],
        cue: [Int16], output: inout [Int16]
    ) -> Outcome {
        if plan.prepare {
            if let lost = device.prepare() { return .lost(lost) }
            pacer.reset()
        }
        mixer.speechVolume = plan.speechVolume
        mixer.alertVolume = plan.alertVolume
        switch plan.tone {
        case .start?: mixer.startTone()
        case .stop?: mixer.stopTone()
        case nil: break
        }
        // A stereo device gets its channels from the mixer when the cue has its own ear (A5); else mono, which
        // the device layer copies into every channel.
        let channels = configuration.cueRoute == .leftChannel ? max(1, device.channels) : 1
        let count = plan.frames * channels
        speech.withUnsafeBufferPointer { speechAll in
            cue.withUnsafeBufferPointer { cueAll in
                output.withUnsafeMutableBufferPointer { out in
                    mixer.render(
                        speech: UnsafeBufferPointer(rebasing: speechAll[0..<plan.speechFrames]),
                        cue: UnsafeBufferPointer(rebasing: cueAll[0..<plan.cueFrames]), duck: plan.duck,
                        route: configuration.cueRoute, channels: channels,
                        into: UnsafeMutableBufferPointer(rebasing: out[0..<count]))
                }
            }
        }
        let at = Self.now()
        let outcome = output.withUnsafeBufferPointer {
            let samples = UnsafeBufferPointer(rebasing: $0[0..<count])
            return channels > 1 ? device.writeInterleaved(samples) : device.write(samples)
        }
        if case .lost(let error) = outcome { return .lost(error) }
        return .written(at: at)
    }

    /// How writing a period went.
    private enum Outcome {
        case written(at: Instant)
        case lost(ALSAError)
    }

    /// Now, on the monotonic clock every sound event is stamped with (the system layer's `MonotonicClock`).
    @Sendable public static func now() -> Instant { Instant(nanoseconds: MonotonicClock.nanoseconds()) }
}

/// Keeps the audio thread at real time (or a multiple) when the sink does not block (the `null` and `file`
/// PCMs): never more than one buffer ahead of the clock.
struct Pacer {
    let speed: Double?
    private var start = Instant.zero
    private var frames = 0

    init(pacing: SoundConfiguration.Pacing) {
        if case .clock(let speed) = pacing { self.speed = max(0.01, speed) } else { speed = nil }
    }

    mutating func reset() {
        start = SoundEngine.now()
        frames = 0
    }

    mutating func wrote(frames written: Int, sampleRate: Int, bufferFrames: Int) {
        guard let speed else { return }
        frames += written
        let due = Double(frames - bufferFrames) / Double(sampleRate) / speed
        guard due > 0 else { return }
        MonotonicClock.sleep(until: start.nanoseconds + Int64(due * 1e9))
    }
}
