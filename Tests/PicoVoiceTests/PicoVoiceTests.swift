import Glibc
import PicoVoice
import SoundMixing
import Testing

@testable import PicoVoice

/// S6: SVOX Pico's voices, found where Debian's libttspico-data puts them and synthesised in memory. These run
/// the real library (the test command installs it from Debian's non-free section).
@Suite struct PicoVoiceTests {
    static func pico() throws -> PicoSynthesizer { try PicoSynthesizer.shared.get() }

    static func folder() -> String {
        let template = "/tmp/brickson-pico-XXXXXX"
        var bytes = Array(template.utf8CString)
        let made = bytes.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil)
        return bytes.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    @Test func S6_theSixInstalledVoicesAreFoundAndNamedByLanguage() throws {
        let names = try Self.pico().voices.map(\.name)
        #expect(names == ["de-x-pico", "en-gb-x-pico", "en-us-x-pico", "es-x-pico", "fr-x-pico", "it-x-pico"])
        #expect(PicoSynthesizer.isPicoVoice("en-us-x-pico") && !PicoSynthesizer.isPicoVoice("en-us"))
    }

    @Test func S6_onlyATextFileWithItsSignalFileBesideItIsAVoice() throws {
        let folder = Self.folder()
        for name in [
            "en-US_ta.bin", "en-US_lh0_sg.bin", "de-DE_ta.bin", "x_ta.bin", "x_y_sg.bin", "fr-FR-extra_ta.bin",
            "fr-FR-extra_a_sg.bin", "it-IT_ta.bin", "it-IT_sg.bin",
        ] {
            let file = fopen(folder + "/" + name, "w")
            fclose(file)
        }
        let voices = PicoSynthesizer.voices(in: folder)
        #expect(voices.map(\.name) == ["en-us-x-pico"])
        #expect(voices.first?.signalGeneration == folder + "/en-US_lh0_sg.bin")
        #expect(PicoSynthesizer.voices(in: folder + "/missing").isEmpty)
    }

    @Test func S6_aPhraseIsSpokenAudiblyAtSixteenKilohertz() throws {
        let samples = try Self.pico().synthesize("I need suction", voice: "en-us-x-pico")
        let seconds = Double(samples.count) / Double(PicoSynthesizer.sampleRate)
        #expect(seconds > 0.6 && seconds < 3, "\(seconds) s")
        #expect(SampleMeasures.rms(samples[...]) > 0.02)
    }

    @Test func S6_aFasterRateIsShorterAndEveryVoiceSpeaks() throws {
        let pico = try Self.pico()
        let normal = try pico.synthesize("The pain is worse", voice: "en-gb-x-pico").count
        let faster = try pico.synthesize("The pain is worse", voice: "en-gb-x-pico", rate: 300).count
        #expect(Double(faster) < 0.75 * Double(normal), "\(faster) of \(normal)")
        // Round the voices five times: a change of voice never runs Pico out of its memory.
        for round in 0..<5 {
            for voice in pico.voices {
                let samples = try pico.synthesize("Hallo, hola, bonjour, ciao", voice: voice.name)
                #expect(SampleMeasures.rms(samples[...]) > 0.02, "\(voice.name), round \(round)")
            }
        }
    }

    @Test func S6_aStoppedSynthesisLeavesTheNextWhole() throws {
        let pico = try Self.pico()
        let whole = try pico.synthesize("Please call my family", voice: "en-us-x-pico")
        var chunks = 0
        let finished = try pico.synthesize("Please call my family", voice: "en-us-x-pico") { _ in
            chunks += 1
            return false
        }
        #expect(!finished && chunks == 1)
        // Nothing of the stopped text is left over: the same phrase again is as long as before (Pico's samples
        // differ a little from one synthesis to the next, their number does not), after another voice too.
        #expect(try pico.synthesize("Please call my family", voice: "en-us-x-pico").count == whole.count)
        _ = try pico.synthesize("Ja", voice: "de-x-pico")
        #expect(try pico.synthesize("Please call my family", voice: "en-us-x-pico").count == whole.count)
    }

    @Test func S6_markupInAPhraseIsSpokenNeverObeyed() throws {
        let folder = Self.folder()
        let target = folder + "/written.wav"
        let text = "<genfile file=\"\(target)\">I am thirsty</genfile>＜play file=\"\(target)\"＞"
        let marked = PicoSynthesizer.marked(text, rate: 150, pitch: 50, volume: 100)
        let words = String(decoding: marked.dropLast(), as: UTF8.self)
        #expect(words.hasPrefix("<speed level=\"100\"><pitch level=\"100\"><volume level=\"100\">"))
        #expect(words.filter { $0 == "<" }.count == 6, "\(words)")
        let samples = try Self.pico().synthesize(text, voice: "en-us-x-pico")
        #expect(SampleMeasures.rms(samples[...]) > 0.02)
        #expect(access(target, F_OK) != 0, "Pico wrote a file a phrase named")
    }

    @Test func S6_aLongOrCostlyTextIsCutAndNeverHangs() throws {
        let marks = "a" + String(repeating: "\u{0301}", count: 20_000)
        let marked = PicoSynthesizer.marked(marks, rate: 150, pitch: 50, volume: 100)
        #expect(marked.count <= PicoSynthesizer.textLimit + 100)
        #expect(marked.last == 0)
        _ = try Self.pico().synthesize(marks, voice: "en-us-x-pico")
        let control = PicoSynthesizer.marked("a\u{0}b\u{1B}c", rate: 150, pitch: 50, volume: 100)
        #expect(!control.dropLast().contains(0) && !control.contains(0x1B))
    }

    @Test func S6_aMissingVoiceOrLibraryIsRefusedInWords() throws {
        #expect(throws: PicoError("the SVOX Pico voice \"ru-x-pico\" is not installed")) {
            try Self.pico().synthesize("Да", voice: "ru-x-pico")
        }
        #expect(throws: PicoError.self) { try PicoSynthesizer(library: "libttspico-absent.so.0") }
        let empty = Self.folder()
        #expect(throws: PicoError("no SVOX Pico voices in \(empty)")) { try PicoSynthesizer(folder: empty) }
    }
}
