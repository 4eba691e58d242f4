import ALSAOutput
import BricksonCore
import Glibc
import SoundMixing

/// The audio thread: mixes one period at a time and writes it to the sink; sleeps on the engine's condition when
/// nothing sounds (idle costs nothing); turns a lost device into events and never restarts the tone (G6).
extension SoundEngine {
    func runAudio() {
        if let priority = configuration.realtimePriority {
            var parameters = sched_param(sched_priority: Int32(min(99, max(1, priority))))
            let result = pthread_setschedparam(pthread_self(), SCHED_FIFO, &parameters)
            if result != 0 {
                let reason = String(cString: strerror(result))
                warn("The audio thread keeps the normal scheduler: SCHED_FIFO was refused (\(reason)).")
            }
        }
        var sink: (any AudioSink)?
        var mixer = Mixer(sampleRate: configuration.sampleRate, speechVolume: 0, alertVolume: 0)
        var running = false
        var toneReported = false
        var pacer = Pacer(pacing: configuration.pacing)
        var speechBuffer: [Int16] = []
        var cueBuffer: [Int16] = []
        var output: [Int16] = []
        var events: [Event] = []

        lock.lock()
        while true {
            while !shared.shutdown && !shared.isActive && !(shared.openWanted && sink == nil) {
                if running {
                    // Let the last samples play out, outside the lock, then stop the stream until needed.
                    lock.unlock()
                    sink?.drain()
                    lock.lock()
                    running = false
                    continue
                }
                if mixer.toneIsOn {
                    mixer.stopTone()
                    toneReported = false
                }
                lock.wait()
            }
            if shared.shutdown { break }

            if sink == nil {
                lock.unlock()
                var failure: String?
                do {
                    let opened = try openSink(configuration)
                    sink = opened
                    mixer = Mixer(sampleRate: opened.sampleRate, speechVolume: 0, alertVolume: 0)
                    speechBuffer = Array(repeating: 0, count: opened.periodFrames)
                    cueBuffer = speechBuffer
                    output = speechBuffer
                } catch {
                    failure = "The sound device \"\(configuration.device)\" cannot be opened: \(error)."
                }
                lock.lock()
                shared.openWanted = false
                if let sink { shared.period = sink.periodFrames }
                if let failure {
                    events = failEverything(toneHadStarted: false)
                    lock.unlock()
                    warn(failure)
                    events.forEach(report)
                    lock.lock()
                    continue
                }
            }
            guard let device = sink else { continue }
            // Opened ahead of the first sound (`openOutput`): nothing to play yet.
            if !shared.isActive {
                shared.openWanted = false
                continue
            }

            // One period, taken under the lock.
            let frames = device.periodFrames
            mixer.speechVolume = Float(min(1, max(0, shared.levels.speech)))
            mixer.alertVolume = Float(min(1, max(0, shared.levels.alert)))
            if shared.toneWanted && !mixer.toneIsOn { mixer.startTone() }
            if !shared.toneWanted && mixer.toneIsOn {
                mixer.stopTone()
                toneReported = false
            }
            let speech = shared.speech
            var speechCount = 0
            var started: Int?
            var finished: Int?
            if let speech {
                if speech.failed {
                    events.append(.speechCutOff(utterance: speech.utterance ?? 0, at: MonotonicClock.now()))
                    shared.speech = nil
                } else {
                    speechCount = take(from: speech, into: &speechBuffer, frames: frames)
                    if speechCount > 0 && !speech.started {
                        speech.started = true
                        started = speech.utterance
                    }
                    if speech.isPlayedOut {
                        finished = speech.utterance
                        shared.speech = nil
                    }
                }
            }
            var cueCount = 0
            if let cue = shared.cue {
                cueCount = cue.failed ? 0 : take(from: cue, into: &cueBuffer, frames: frames)
                if cue.failed || cue.isPlayedOut { shared.cue = nil }
            }
            let duck = shared.duckCommanded || (speech != nil && !(speech?.failed ?? false))
            lock.unlock()

            events.forEach(report)
            events.removeAll(keepingCapacity: true)
            var lost: ALSAError?
            if !running {
                lost = device.prepare()
                pacer.reset()
            }
            speechBuffer.withUnsafeBufferPointer { speechAll in
                cueBuffer.withUnsafeBufferPointer { cueAll in
                    output.withUnsafeMutableBufferPointer { out in
                        mixer.render(
                            speech: UnsafeBufferPointer(rebasing: speechAll[0..<speechCount]),
                            cue: UnsafeBufferPointer(rebasing: cueAll[0..<cueCount]), duck: duck,
                            into: UnsafeMutableBufferPointer(rebasing: out[0..<frames]))
                    }
                }
            }
            let at = MonotonicClock.now()
            if lost == nil,
                case .lost(let error) = output.withUnsafeBufferPointer({
                    device.write(UnsafeBufferPointer(rebasing: $0[0..<frames]))
                })
            {
                lost = error
            }
            running = true

            lock.lock()
            if let lost {
                sink = nil
                running = false
                if let speech, speech.utterance != nil, shared.speech === speech || finished != nil {
                    events.append(.speechCutOff(utterance: speech.utterance!, at: MonotonicClock.now()))
                    if shared.speech === speech { shared.speech = nil }
                }
                events += failEverything(toneHadStarted: toneReported)
                mixer.stopTone()
                toneReported = false
                lock.unlock()
                warn("The sound device \"\(configuration.device)\" was lost: \(lost).")
            } else {
                if let started { events.append(.speechStarted(utterance: started, at: at)) }
                if mixer.toneIsOn && !toneReported {
                    toneReported = true
                    events.append(.toneStarted(at: at))
                }
                if let finished { events.append(.speechFinished(utterance: finished, at: MonotonicClock.now())) }
                lock.unlock()
                pacer.wrote(frames: frames, sampleRate: device.sampleRate, bufferFrames: device.bufferFrames)
            }
            events.forEach(report)
            events.removeAll(keepingCapacity: true)
            lock.lock()
        }
        lock.unlock()
        sink = nil
    }

    /// Copies up to `frames` samples of `stream` into `buffer` and moves its position; under the lock.
    private func take(from stream: SpeechStream, into buffer: inout [Int16], frames: Int) -> Int {
        let count = min(frames, stream.samples.count - stream.position)
        guard count > 0, count == frames || stream.isComplete else { return 0 }
        for index in 0..<count { buffer[index] = stream.samples[stream.position + index] }
        stream.position += count
        return count
    }

    /// Drops everything asked for after the device failed: speech is cut off (S3), the tone is lost or failed
    /// (G6) and is not wanted any more, so it never comes back by itself. Under the lock.
    private func failEverything(toneHadStarted: Bool) -> [Event] {
        var events: [Event] = []
        let now = MonotonicClock.now()
        if let speech = shared.speech, let id = speech.utterance {
            speech.cancelled = true
            events.append(.speechCutOff(utterance: id, at: now))
        }
        shared.speech = nil
        shared.cue?.cancelled = true
        shared.cue = nil
        if shared.toneWanted || toneHadStarted {
            events.append(toneHadStarted ? .toneLost(at: now) : .toneFailed(at: now))
        }
        shared.toneWanted = false
        shared.duckCommanded = false
        return events
    }
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
        start = MonotonicClock.now()
        frames = 0
    }

    mutating func wrote(frames written: Int, sampleRate: Int, bufferFrames: Int) {
        guard let speed else { return }
        frames += written
        let due = Double(frames - bufferFrames) / Double(sampleRate) / speed
        let elapsed = (MonotonicClock.now() - start).milliseconds / 1000
        MonotonicClock.sleep(seconds: due - elapsed)
    }
}
