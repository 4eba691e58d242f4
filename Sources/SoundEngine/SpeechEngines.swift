import BricksonCore
import EspeakVoice
import PicoVoice
import SoundMixing

/// Why speech could not be made, in words.
struct SpeechFailure: Error, CustomStringConvertible {
    var description: String
}

/// The engines speech is made with (S6), chosen by the voice's name: a name ending in `-x-pico` is SVOX Pico's
/// ("en-us-x-pico"), every other is espeak-ng's. espeak-ng is always there and speaks every language; Pico only
/// where the image has it (Debian's non-free section). Whatever fails, the words are said: a Pico voice that is
/// not installed, or that fails before its first sound, is spoken by espeak-ng in the same language, and
/// `warning` hears why.
struct SpeechEngines: Sendable {
    let espeak: SpeechSynthesizer
    /// nil where SVOX Pico is not installed or has no voices.
    let pico: PicoSynthesizer?

    /// The engines installed here: espeak-ng's, or why it could not start; Pico's where it loads.
    static func installed() throws(EspeakError) -> SpeechEngines {
        SpeechEngines(espeak: try SpeechSynthesizer.shared.get(), pico: try? PicoSynthesizer.shared.get())
    }

    /// The voices of the natural engines installed here, by name, for Voice Settings to offer beside espeak-ng's.
    var naturalVoices: [String] { pico?.voices.map(\.name) ?? [] }

    /// The espeak-ng voice that speaks in place of the Pico voice `name`: the same one where espeak-ng has it by
    /// that name ("en-us", "de"), else its language's most usual ("en" for British English).
    static func espeakStandIn(for name: String) -> String {
        let tag = String(name.lowercased().dropLast("-x-pico".count))
        if LanguageVoices.all.contains(tag) { return tag }
        let language = LanguageVoices.language(ofVoice: tag)
        return LanguageVoices.byLanguage.first { $0.language == language }?.voices.first?.voice ?? language
    }

    /// Synthesises `text` in `voice`, handing each chunk to `chunk` at `sampleRate` (resampled from the engine's own
    /// rate) as soon as it is made; `chunk` returns false to stop at once. Returns false if it was stopped.
    @discardableResult
    func synthesize(
        _ text: String, voice: SpeechVoice, sampleRate: Int, warning: (String) -> Void,
        chunk: ([Int16]) -> Bool
    ) throws(SpeechFailure) -> Bool {
        if PicoSynthesizer.isPicoVoice(voice.name) {
            let standIn = Self.espeakStandIn(for: voice.name)
            guard let pico else {
                warning(
                    "The voice \"\(voice.name)\" needs SVOX Pico, which is not installed; speaking with espeak-ng's "
                        + "\"\(standIn)\".")
                return try espeakSynthesize(text, voice: standIn, like: voice, sampleRate: sampleRate, warning, chunk)
            }
            var resampler = Resampler(from: PicoSynthesizer.sampleRate, to: sampleRate)
            var began = false
            do throws(PicoError) {
                return try pico.synthesize(
                    text, voice: voice.name, rate: voice.rate, pitch: voice.pitch, volume: voice.volume
                ) { samples in
                    began = true
                    return chunk(resampler.process(Array(samples)))
                }
            } catch {
                guard !began else { throw SpeechFailure(description: "SVOX Pico stopped: \(error)") }
                warning(
                    "\(error.description.prefix(1).uppercased() + error.description.dropFirst()); speaking with "
                        + "espeak-ng's \"\(standIn)\".")
                return try espeakSynthesize(text, voice: standIn, like: voice, sampleRate: sampleRate, warning, chunk)
            }
        }
        return try espeakSynthesize(text, voice: voice.name, like: voice, sampleRate: sampleRate, warning, chunk)
    }

    /// espeak-ng's part of `synthesize`: `name` with `voice`'s rate, pitch and volume.
    private func espeakSynthesize(
        _ text: String, voice name: String, like voice: SpeechVoice, sampleRate: Int, _ warning: (String) -> Void,
        _ chunk: ([Int16]) -> Bool
    ) throws(SpeechFailure) -> Bool {
        var resampler = Resampler(from: espeak.sampleRate, to: sampleRate)
        var espeakVoice = voice
        espeakVoice.name = name
        do throws(EspeakError) {
            return try espeak.synthesize(text, voice: espeakVoice, warning: warning) { samples in
                chunk(resampler.process(Array(samples)))
            }
        } catch {
            throw SpeechFailure(description: error.description)
        }
    }
}
