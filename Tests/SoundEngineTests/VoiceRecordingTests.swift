import ALSAOutput
import BricksonCore
import EspeakVoice
import Foundation
import LinuxSystem
import RecordedClips
import SoundEngine
import Testing

/// S2, recording on the device: a real capture through alsa-lib. The capture PCM is ALSA's `file` plugin over the
/// `null` PCM with `infile`: what it "hears" is a raw S16 file, here a phrase spoken by espeak-ng, or silence.
@Suite("Recording a phrase on the device (S2)", .serialized)
struct VoiceRecordingTests {
    static let rate = 22050

    /// An ALSA configuration with one capture PCM, `take`, that reads `raw` (mono S16 little-endian).
    static func capture(reading raw: String) -> String {
        """
        pcm.take {
            type file
            slave.pcm { type null }
            file "/dev/null"
            infile "\(raw)"
            format "raw"
        }
        """
    }

    /// `samples` written as a raw S16 little-endian file in a new folder; the folder and the file's path.
    static func rawFile(_ samples: [Int16]) throws -> (folder: String, raw: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("take-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let raw = folder.appendingPathComponent("microphone.raw")
        try samples.map(\.littleEndian).withUnsafeBytes { Data($0) }.write(to: raw)
        return (folder.path, raw.path)
    }

    /// Records one take, chooses Stop once `frames` were captured (ALSA's `null` PCM gives silence after the file,
    /// as fast as it is read), and returns its summary.
    static func record(_ recorder: VoiceRecorder, stopAfter frames: Int = 0) throws -> TakeSummary {
        let done = Guarded<TakeSummary?>(nil)
        #expect(
            recorder.start { summary in
                done.withLock { $0 = summary }
                done.broadcast()
            })
        while recorder.capturedFrames < frames, done.withLock({ $0 == nil }) { usleep(500) }
        recorder.stop()
        let deadline = MonotonicClock.nanoseconds() + 60_000_000_000
        let summary = done.withLock(when: { $0 != nil }, deadline: { _ in deadline }) { $0 }
        recorder.shutdown()
        return try #require(summary)
    }

    static func spoken(_ text: String) throws -> [Int16] {
        let synthesizer = try SpeechSynthesizer.shared.get()
        return try synthesizer.synthesize(text, voice: SpeechVoice(name: "en", rate: 150, pitch: 50))
    }

    @Test func S2_aSpokenTakeCapturedThroughALSAIsKeptAsAClipThatReadsBack() throws {
        let spoken = try Self.spoken("I want my glasses")
        let (folder, raw) = try Self.rawFile(spoken)
        let recorder = VoiceRecorder(device: "take", configuration: Self.capture(reading: raw), sampleRate: Self.rate)
        let summary = try Self.record(recorder, stopAfter: spoken.count)
        #expect(summary.problem == nil)
        let take = recorder.take()
        // Every sample the microphone gave, in order, then the `null` PCM's silence until Stop. That silence comes
        // as fast as it is read, so how much of it a loaded machine takes before Stop is chosen is not a fact of
        // the recorder (the two-minute cap still bounds it: `S2_aTakeNobodyStopsEndsAtTheTwoMinuteLimit`).
        #expect(take.count >= spoken.count && take.count <= ClipCheck.longestSeconds * Self.rate)
        #expect(Array(take.prefix(spoken.count)) == spoken)
        try ClipWriter.write(take, sampleRate: Self.rate, folder: folder, name: "voice-glasses.wav")
        let read = try ClipReader.read(path: folder + "/voice-glasses.wav", sampleRate: Self.rate)
        #expect(read == take)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == ["microphone.raw", "voice-glasses.wav"], "no temporary file is left behind")
    }

    @Test func S2_aSilentTakeIsRefusedInWordsAndNothingIsWritten() throws {
        let (folder, raw) = try Self.rawFile([Int16](repeating: 0, count: Self.rate * 2))
        let recorder = VoiceRecorder(device: "take", configuration: Self.capture(reading: raw), sampleRate: Self.rate)
        let summary = try Self.record(recorder, stopAfter: Self.rate * 2)
        #expect(summary.problem == "it is silent (nothing was recorded)")
        #expect(summary.seconds >= 2)
        #expect(throws: ClipError(file: "voice.wav", reason: "it is silent (nothing was recorded)")) {
            try ClipWriter.write(recorder.take(), sampleRate: Self.rate, folder: folder, name: "voice.wav")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["microphone.raw"])
    }

    @Test func S2_aMicrophoneThatCannotOpenIsSaidInWords() throws {
        let recorder = VoiceRecorder(
            device: "nothing-here", configuration: Self.capture(reading: "/nonexistent"), sampleRate: Self.rate)
        let summary = try Self.record(recorder)
        #expect(summary.problem?.hasPrefix("the microphone could not be opened") == true)
        #expect(recorder.take().isEmpty)
    }

    @Test func S2_aKeptClipReplacesTheOldOneWholeAndABadNameChangesNothing() throws {
        let (folder, _) = try Self.rawFile([])
        let first = try Self.spoken("Water")
        try ClipWriter.write(first, sampleRate: Self.rate, folder: folder, name: "voice.wav")
        let second = try Self.spoken("Water please")
        try ClipWriter.write(second, sampleRate: Self.rate, folder: folder, name: "voice.wav")
        #expect(try ClipReader.read(path: folder + "/voice.wav", sampleRate: Self.rate) == second)
        #expect(throws: ClipError.self) {
            try ClipWriter.write(second, sampleRate: Self.rate, folder: folder, name: "../escape.wav")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == ["microphone.raw", "voice.wav"])
    }
}

extension VoiceRecordingTests {
    @Test func S2_aTakeNobodyStopsEndsAtTheTwoMinuteLimit() throws {
        let (_, raw) = try Self.rawFile(try Self.spoken("Hello"))
        let recorder = VoiceRecorder(device: "take", configuration: Self.capture(reading: raw), sampleRate: Self.rate)
        let summary = try Self.record(recorder, stopAfter: .max)
        #expect(summary.seconds == Double(ClipCheck.longestSeconds))
        #expect(summary.problem == nil)
        #expect(recorder.take().count == ClipCheck.longestSeconds * Self.rate)
    }
}

extension VoiceRecordingTests {
    /// The microphone is a FIFO the test feeds: the take stays under way, its thread waiting for sound, for as long
    /// as the test holds the FIFO open, so the tone is started and heard while the take is certainly recording.
    @Test func S2_G1_getAttentionSoundsWhileAPhraseIsBeingRecorded() throws {
        let spoken = try Self.spoken("Nurse please")
        let (folder, _) = try Self.rawFile([])
        let fifo = folder + "/microphone.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let rig = try FileEngine(speed: 4)
        let recorder = VoiceRecorder(device: "take", configuration: Self.capture(reading: fifo), sampleRate: Self.rate)
        let done = Guarded<TakeSummary?>(nil)
        #expect(
            recorder.start { summary in
                done.withLock { $0 = summary }
                done.broadcast()
            })
        // The FIFO opens for writing once the recorder has opened it for reading (a recorder that ended instead,
        // failing, ends the wait too).
        var descriptor: Int32 = -1
        while descriptor < 0, done.withLock({ $0 == nil }) {
            descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
            if descriptor < 0 { usleep(500) }
        }
        try #require(descriptor >= 0, "the recorder opened the microphone")
        _ = fcntl(descriptor, F_SETFL, 0)
        let microphone = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        microphone.write(spoken.prefix(spoken.count / 2).map(\.littleEndian).withUnsafeBytes { Data($0) })
        rig.engine.startTone()
        #expect(rig.recorder.waitFor(isToneStarted))
        #expect(done.withLock { $0 == nil }, "the take is still being recorded while the tone sounds")
        microphone.write(spoken.dropFirst(spoken.count / 2).map(\.littleEndian).withUnsafeBytes { Data($0) })
        while recorder.capturedFrames < spoken.count { usleep(500) }
        recorder.stop()
        try microphone.close()
        recorder.shutdown()
        rig.engine.stopTone()
        let written = try rig.finish()
        #expect(written.contains { $0 != 0 }, "the tone was written to the playback stream")
        let summary = done.withLock { $0 }
        #expect(summary?.problem == nil && recorder.take().count >= spoken.count, "and the take was recorded whole")
    }
}
