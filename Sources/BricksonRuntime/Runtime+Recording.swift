import BricksonCore
import EventLoop
import Glibc
import LinuxSystem
import RecordedClips
import SoundEngine

extension Runtime {
    /// The clips folder recorded takes are written into (the sound engine loads clips from it).
    var clipsFolder: String { parts.sound.clipsFolder }

    /// Starts a take from the board profile's microphone (S2) on the recorder's own thread; its end is posted as
    /// `takeRecorded`. With no microphone, or a take already under way, the answer is at once and in words.
    func startRecording() -> [Event] {
        guard let recorder else {
            return [.takeRecorded(seconds: 0, problem: "there is no microphone", at: parts.clock())]
        }
        let inbox = self.inbox
        let clock = parts.clock
        let started = recorder.start { summary in
            inbox.post(.takeRecorded(seconds: summary.seconds, problem: summary.problem, at: clock()))
        }
        guard started else {
            return [.takeRecorded(seconds: 0, problem: "the recording could not start", at: parts.clock())]
        }
        return []
    }

    /// Writes the last take as a clip for the phrase `phraseID` (checked by `ClipCheck`, written whole: temporary
    /// file, fsync, rename), under a name no clip has yet so the sound engine never plays an older take from its
    /// cache. A two-minute take is about 5 MB and a sync, so it is written on a thread of its own while the loop
    /// keeps answering the buttons; the answer comes back through the inbox as `takeKept`, with the clip's name or
    /// why not. The core shows "Keeping…" meanwhile and takes no second Keep.
    func keepTake(_ phraseID: String) -> [Event] {
        let now = parts.clock()
        guard let recorder else {
            return [.takeKept(phraseID: phraseID, clip: nil, problem: "there is no microphone", at: now)]
        }
        let take = recorder.take()
        guard !take.isEmpty else {
            return [.takeKept(phraseID: phraseID, clip: nil, problem: "there is no recording to keep", at: now)]
        }
        // The take is the thread's own copy from here: the recorder may start the next one.
        recorder.discard()
        clipWriter?.join()
        let folder = clipsFolder
        mkdir(folder, 0o755)
        let name = Self.unusedClipName(for: phraseID, in: folder)
        let sampleRate = recorder.sampleRate
        let inbox = self.inbox
        let log = parts.log
        let clock = parts.clock
        do throws(SystemCallError) {
            clipWriter = try WorkerThread(name: "brickson-clip") {
                var kept: String? = name
                var problem: String? = nil
                do throws(ClipError) {
                    try ClipWriter.write(take, sampleRate: sampleRate, folder: folder, name: name)
                } catch {
                    log("recording: \(error)")
                    kept = nil
                    problem = error.reason
                }
                inbox.post(.takeKept(phraseID: phraseID, clip: kept, problem: problem, at: clock()))
            }
        } catch {
            return [.takeKept(phraseID: phraseID, clip: nil, problem: "the recording could not be written", at: now)]
        }
        return []
    }

    /// `voice-<id>-<n>.wav` with the first `n` no file in `folder` has; the id kept to letters, digits and `-`.
    static func unusedClipName(for phraseID: String, in folder: String) -> String {
        let safe = String(
            phraseID.unicodeScalars.prefix(40).map { scalar -> Character in
                let ok =
                    (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                    || scalar == "-"
                return ok ? Character(scalar) : "_"
            })
        var number = 1
        while access(folder + "/voice-\(safe)-\(number).wav", F_OK) == 0 { number += 1 }
        return "voice-\(safe)-\(number).wav"
    }
}
