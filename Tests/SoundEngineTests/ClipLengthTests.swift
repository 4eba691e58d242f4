import BricksonCore
import BricksonTestSupport
import Foundation
import RecordedClips
import SoundMixing
import Testing

/// D8: a clip is judged by the sound it really decodes to, never by the length its header claims, and no buffer
/// is ever made to the claim's size.
@Suite struct ClipLengthTests {
    /// A fresh path for a clip called `name`.
    static func path(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clip-length-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name).path
    }

    @Test func D8_aFLACWhoseHeaderClaims200SecondsIsJudgedByItsRealLength() throws {
        let path = try Self.path("hello.flac")
        try ClipFiles.writeFLAC(path, seconds: 1, rate: 8000)
        try ClipFiles.claimLength(ofFLAC: path, frames: 200 * 8000)
        // One real second: kept, as one second, whatever the header said.
        let samples = try ClipReader.read(path: path, sampleRate: 8000)
        #expect(samples.count == 8000)
    }

    @Test func D8_aFLACWhoseHeaderClaims120SecondsAt192kHzIn8ChannelsIsReadAtItsRealLength() throws {
        // The header asks for 120 s × 192,000 × 8 channels (368 MB of 16-bit samples); the sound is half a second.
        let path = try Self.path("short.flac")
        try ClipFiles.writeFLAC(path, seconds: 0.5, rate: 192_000, channels: 8)
        try ClipFiles.claimLength(ofFLAC: path, frames: 120 * 192_000)
        let samples = try ClipReader.read(path: path, sampleRate: 22050)
        #expect(abs(samples.count - 11025) <= 2)
    }

    @Test func D8_aFLACThatDoesNotStateItsLengthIsJudgedByItsRealLength() throws {
        // FLAC allows "length not known" (0): a recorder streaming to a file writes it so.
        let short = try Self.path("unknown-length.flac")
        try ClipFiles.writeFLAC(short, seconds: 1, rate: 8000)
        try ClipFiles.claimLength(ofFLAC: short, frames: 0)
        #expect(try ClipReader.read(path: short, sampleRate: 8000).count == 8000)
        // Really over two minutes: refused in words, at the first chunk past the limit.
        let long = try Self.path("too-long.flac")
        try ClipFiles.writeFLAC(long, seconds: 121, rate: 8000)
        try ClipFiles.claimLength(ofFLAC: long, frames: 0)
        #expect(throws: ClipError(file: "too-long.flac", reason: "it is longer than 120 seconds")) {
            try ClipReader.read(path: long, sampleRate: 8000)
        }
    }

    @Test func D8_aClipOver120SecondsIsRefusedInWordsWhateverItsHeaderClaims() throws {
        let path = try Self.path("speech.flac")
        try ClipFiles.writeFLAC(path, seconds: 121, rate: 8000)
        for claim: UInt64 in [121 * 8000, 60 * 8000 * 1000, (1 << 36) - 1] {
            try ClipFiles.claimLength(ofFLAC: path, frames: claim)
            #expect(throws: ClipError(file: "speech.flac", reason: "it is longer than 120 seconds"), "claim \(claim)") {
                try ClipReader.read(path: path, sampleRate: 8000)
            }
        }
    }

    @Test func D8_aFLACWhoseHeaderClaimsLessThanItHoldsIsReadNoFurtherThanItsClaim() throws {
        // libsndfile stops at the stated length: what is decoded (and played) is the claim, never more.
        let path = try Self.path("longer.flac")
        try ClipFiles.writeFLAC(path, seconds: 3, rate: 8000)
        try ClipFiles.claimLength(ofFLAC: path, frames: 8000)
        #expect(try ClipReader.read(path: path, sampleRate: 8000).count == 8000)
    }

    @Test func D8_aWAVWhoseHeaderClaimsMoreOrLessThanItHoldsIsJudgedByWhatItDecodesTo() throws {
        let path = try Self.path("hello.wav")
        try wav(frequency: 300, seconds: 1, rate: 8000, channels: 1).write(to: URL(fileURLWithPath: path))
        try ClipFiles.claimLength(ofWAV: path, dataBytes: 0xFFFF_FFF0)
        #expect(try ClipReader.read(path: path, sampleRate: 8000).count == 8000)
        try ClipFiles.claimLength(ofWAV: path, dataBytes: 4000 * 2)
        #expect(try ClipReader.read(path: path, sampleRate: 8000).count == 4000)
    }

    @Test func S5_D8_aClipPastTheCachesRoomIsNeverDecodedWholeToBeDropped() throws {
        let path = try Self.path("long.flac")
        try ClipFiles.writeFLAC(path, seconds: 3, rate: 8000)
        // Room for all of it: read whole, as `read` reads it.
        let whole = try ClipReader.read(path: path, sampleRate: 8000)
        #expect(try ClipReader.read(path: path, sampleRate: 8000, room: 3 * 8000) == whole)
        // Room for a second: nil, from the header alone.
        #expect(try ClipReader.read(path: path, sampleRate: 8000, room: 8000) == nil)
        // A header that states no length, or one no clip may have: judged by the decoded sound, nil once it passes
        // the room, whole where it fits.
        for claim: UInt64 in [0, (1 << 36) - 1] {
            try ClipFiles.claimLength(ofFLAC: path, frames: claim)
            #expect(try ClipReader.read(path: path, sampleRate: 8000, room: 2 * 8000) == nil, "claim \(claim)")
            #expect(try ClipReader.read(path: path, sampleRate: 8000, room: 3 * 8000) == whole, "claim \(claim)")
        }
        // A header that claims more than there is, within what a clip may be: it costs only the place in the cache.
        try ClipFiles.claimLength(ofFLAC: path, frames: 100 * 8000)
        #expect(try ClipReader.read(path: path, sampleRate: 8000, room: 3 * 8000) == nil)
    }

    @Test func D8_aClipAbove192kHzIsRefusedInWords() throws {
        let path = try Self.path("bat.wav")
        try wav(frequency: 300, seconds: 0.5, rate: 384_000, channels: 1).write(to: URL(fileURLWithPath: path))
        #expect(throws: ClipError(file: "bat.wav", reason: "its sample rate (384000 Hz) is above 192 kHz")) {
            try ClipReader.read(path: path, sampleRate: 22050)
        }
    }

    @Test func D8_aClipReadInChunksIsTheSameAsOneReadWhole() throws {
        // Chunked conversion joins up: a stereo 44.1 kHz clip longer than one chunk comes out at its length.
        let path = try Self.path("stereo.wav")
        try wav(frequency: 440, seconds: 2, rate: 44100, channels: 2).write(to: URL(fileURLWithPath: path))
        let samples = try ClipReader.read(path: path, sampleRate: 22050)
        #expect(abs(samples.count - 44100) <= 2)
        #expect(samples.map { abs(Int($0)) }.max() ?? 0 > 15000)
    }
}

/// D8: the cache keeps clips only up to its budget; a clip past it still plays, decoded as it is chosen.
@Suite("Clips kept ready within a budget (D8)", .serialized)
struct ClipBudgetTests {
    @Test func D8_aClipPastTheBudgetIsNotKeptReadyAndStillPlaysWhenChosen() throws {
        let folder = try clipsFolder()
        // hello.wav is half a second: 11,025 samples at 22,050 Hz. The budget holds one such clip, not two.
        try FileManager.default.copyItem(atPath: folder + "/hello.wav", toPath: folder + "/again.wav")
        let rig = try FileEngine(clips: folder, residentClipSamples: 12_000)
        let first = Phrase(id: "a", text: "Hello", clip: "hello.wav")
        let second = Phrase(id: "b", text: "Hello again", clip: "again.wav")
        let last = Phrase(id: "c", text: "Thank you")
        rig.engine.prepare(
            board: Board(categories: [Category(id: "c", name: "C", phrases: [first, second, last])], emergency: []),
            voice: FileEngine.voice)
        let deadline = Date().addingTimeInterval(20)
        while !rig.engine.isPrepared(text: "Thank you", clip: nil) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        #expect(rig.engine.isPrepared(text: "Thank you", clip: nil))
        #expect(rig.engine.isPrepared(text: "Hello", clip: "hello.wav"))
        #expect(!rig.engine.isPrepared(text: "Hello again", clip: "again.wav"))
        rig.engine.speak(Utterance(id: 1, text: "Hello again", source: .phrase(id: "b"), clip: "again.wav"))
        #expect(rig.recorder.waitFor(finished(1)))
        let samples = try rig.finish()
        let seconds = Double(audibleSpan(samples)) / 22050
        #expect(abs(seconds - 0.5) < 0.01, "the clip's half second, decoded as chosen (\(seconds) s)")
        #expect(SampleMeasures.level(of: 440, in: samples[...], sampleRate: 22050) > 0.2)
        #expect(rig.recorder.warnings.isEmpty)
    }
}

/// D8, S2: synthesised phrases are kept ready only up to their own budget, in the order a press needs them (Yes and
/// No first); a phrase past it is not kept and still speaks when chosen, synthesised as it is.
@Suite("Speech kept ready within a budget (D8)", .serialized)
struct SpeechBudgetTests {
    @Test func D8_S2_aPhrasePastTheSpeechBudgetIsNotKeptReadyAndStillSpeaks() throws {
        // 40,000 samples: 1.8 s at 22,050 Hz; Yes, No and "Okay" fit, the long phrase (about 5 s) does not.
        let rig = try FileEngine(residentSpeechSamples: 40_000)
        let long = Phrase(
            id: "long", text: "Please call my family and tell them that I am awake and would like to see them today")
        let short = Phrase(id: "short", text: "Okay")
        rig.engine.prepare(
            board: Board(categories: [Category(id: "c", name: "C", phrases: [long, short])], emergency: []),
            voice: FileEngine.voice)
        let deadline = Date().addingTimeInterval(20)
        while !rig.engine.isPrepared(text: "Okay") && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        #expect(rig.engine.isPrepared(text: "Yes") && rig.engine.isPrepared(text: "No"))
        #expect(rig.engine.isPrepared(text: "Okay"), "a phrase that fits after the one that did not")
        #expect(!rig.engine.isPrepared(text: long.text), "past the budget: not kept")
        rig.engine.speak(Utterance(id: 1, text: long.text, source: .phrase(id: "long")))
        #expect(rig.recorder.waitFor(finished(1)))
        let samples = try rig.finish()
        let seconds = Double(audibleSpan(samples)) / 22050
        #expect(seconds > 3, "the whole phrase, synthesised as chosen (\(seconds) s)")
        #expect(rig.recorder.warnings.isEmpty)
    }
}

extension SpeechBudgetTests {
    /// A phrase no longer on the board (edited away, another board) leaves the cache when the board is prepared
    /// again, so the budget is free for the new one: without that, edits would fill the budget for good.
    @Test func D8_S2_aPhraseNoLongerOnTheBoardFreesItsPlaceInTheBudget() throws {
        // 110,000 samples: 5 s. Yes, No and the first phrase (about 3 s) fit; then the second fits only once the first is
        // dropped.
        let rig = try FileEngine(residentSpeechSamples: 110_000)
        func board(_ text: String) -> Board {
            Board(categories: [Category(id: "c", name: "C", phrases: [Phrase(id: "p", text: text)])], emergency: [])
        }
        func waitPrepared(_ text: String) -> Bool {
            let deadline = Date().addingTimeInterval(20)
            while !rig.engine.isPrepared(text: text) && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
            return rig.engine.isPrepared(text: text)
        }
        let first = "Please raise the head of my bed a little"
        let second = "Please lower the head of my bed a little"
        rig.engine.prepare(board: board(first), voice: FileEngine.voice)
        #expect(waitPrepared(first))
        rig.engine.prepare(board: board(second), voice: FileEngine.voice)
        #expect(waitPrepared(second), "the edited phrase is kept ready: the old one's place was freed")
        #expect(!rig.engine.isPrepared(text: first))
        #expect(rig.engine.isPrepared(text: "Yes") && rig.engine.isPrepared(text: "No"))
        _ = try rig.finish()
    }
}
