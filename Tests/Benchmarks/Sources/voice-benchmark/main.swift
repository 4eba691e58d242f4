// S6: the speech engines side by side, in Brickson's own process as the device runs them: for each voice of each
// engine, the time from asking to the first audible chunk and the real-time factor (synthesis time over the length
// of the speech made) for a short phrase and a 30-word message, the time to load the voice (the first synthesis in
// it after another voice), and the resident memory the engine adds. Medians of several runs, minimum and maximum
// beside them. Run: swift run -c release --package-path Tests/Benchmarks voice-benchmark [runs]
import EspeakVoice
import Glibc
import PicoVoice
import SoundMixing

let runs = CommandLine.arguments.count > 1 ? max(1, Int(CommandLine.arguments[1]) ?? 7) : 7
let phrase = [
    "en": "I need suction", "de": "Ich brauche Hilfe", "es": "Necesito ayuda", "fr": "J'ai besoin d'aide",
    "it": "Ho bisogno di aiuto",
]
// Thirty words each.
let message = [
    "en": "Please tell my daughter that I am feeling a little better today, that the new medicine helps with the pain, "
        + "and that she should bring my glasses and the book tomorrow",
    "de": "Bitte sag meiner Tochter, dass es mir heute etwas besser geht, dass die neue Medizin gegen die Schmerzen "
        + "hilft, und dass sie morgen meine Brille und das Buch mitbringen soll, danke",
    "es":
        "Por favor dile a mi hija que hoy me siento un poco mejor, que la nueva medicina me ayuda con el dolor, y que "
        + "mañana traiga mis gafas y el libro, gracias",
    "fr":
        "Dis à ma fille que je me sens un peu mieux aujourd'hui, que le nouveau médicament aide contre la douleur, et "
        + "qu'elle apporte demain mes lunettes et le livre, merci beaucoup",
    "it": "Per favore di a mia figlia che oggi mi sento un po meglio, che la nuova medicina aiuta con il dolore, e che "
        + "domani porti i miei occhiali e il libro, grazie mille",
]

func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Resident memory of this process, in MiB (from /proc/self/statm).
func residentMiB() -> Double {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var size = 0
    var resident = 0
    _ = withUnsafeMutablePointer(to: &size) { s in
        withUnsafeMutablePointer(to: &resident) { r in withVaList([s, r]) { vfscanf(file, "%ld %ld", $0) } }
    }
    return Double(resident * Int(sysconf(Int32(_SC_PAGESIZE)))) / 1_048_576
}

struct Figures {
    var first: [Double] = []
    var factor: [Double] = []
}

func summary(_ values: [Double], scale: Double, digits: Int) -> String {
    let sorted = values.sorted()
    func show(_ value: Double) -> String {
        let scaled = (value * scale * pow(10, Double(digits))).rounded() / pow(10, Double(digits))
        return digits == 0 ? String(Int(scaled)) : String(scaled)
    }
    return "\(show(sorted[sorted.count / 2])) (\(show(sorted.first!))–\(show(sorted.last!)))"
}

/// One synthesis: seconds to the first audible chunk, and the real-time factor.
typealias Synthesis = (String, (UnsafeBufferPointer<Int16>) -> Bool) throws -> Void

func measure(_ text: String, rate: Int, _ synthesize: Synthesis) throws -> (first: Double, factor: Double) {
    let start = now()
    var first: Double?
    var samples = 0
    try synthesize(text) { chunk in
        if first == nil, SampleMeasures.firstAudible(chunk) != nil { first = now() - start }
        samples += chunk.count
        return true
    }
    let took = now() - start
    return (first ?? took, took / (Double(samples) / Double(rate)))
}

let before = residentMiB()
print("voice-benchmark: \(runs) runs each; times in ms, medians (minimum–maximum)")
print("engine     voice            load  phrase: first audio  RTF            message: first audio  RTF")
var voices: [(engine: String, voice: String, language: String, rate: Int, synthesize: Synthesis, other: Synthesis)] =
    []
let espeak = try SpeechSynthesizer.shared.get()
for (voice, language) in [("en-us", "en"), ("de", "de"), ("es", "es"), ("fr", "fr"), ("it", "it")] {
    voices.append(
        (
            "espeak-ng", voice, language, espeak.sampleRate,
            { text, chunk in
                try espeak.synthesize(text, voice: SpeechVoice(name: voice, rate: 150, pitch: 50), chunk: chunk)
            },
            { text, chunk in
                try espeak.synthesize(text, voice: SpeechVoice(name: "en", rate: 150, pitch: 50), chunk: chunk)
            }
        ))
}
let espeakMemory = residentMiB() - before
var picoMemory = 0.0
switch PicoSynthesizer.shared {
case .success(let pico):
    let other = pico.voices.first!.name
    for files in pico.voices {
        voices.append(
            (
                "SVOX Pico", files.name, String(files.name.prefix(2)), PicoSynthesizer.sampleRate,
                { text, chunk in try pico.synthesize(text, voice: files.name, chunk: chunk) },
                { text, chunk in
                    try pico.synthesize(text, voice: other == files.name ? "it-x-pico" : other, chunk: chunk)
                }
            ))
    }
case .failure(let error): print("SVOX Pico: \(error)")
}
for entry in voices {
    guard let short = phrase[entry.language], let long = message[entry.language] else { continue }
    // Loading: the first synthesis in this voice after another voice, less the same synthesis once loaded.
    var loads: [Double] = []
    var shortFigures = Figures()
    var longFigures = Figures()
    let beforeVoice = residentMiB()
    for _ in 0..<runs {
        try entry.other("Ja", { _ in true })
        let cold = try measure(short, rate: entry.rate, entry.synthesize)
        let warm = try measure(short, rate: entry.rate, entry.synthesize)
        loads.append(max(0, cold.first - warm.first))
        shortFigures.first.append(warm.first)
        shortFigures.factor.append(warm.factor)
        let whole = try measure(long, rate: entry.rate, entry.synthesize)
        longFigures.first.append(whole.first)
        longFigures.factor.append(whole.factor)
    }
    if entry.engine == "SVOX Pico" { picoMemory = max(picoMemory, residentMiB() - beforeVoice) }
    let name = pad(entry.voice, 16)
    let engine = pad(entry.engine, 10)
    print(
        "\(engine) \(name) \(summary(loads, scale: 1000, digits: 0))  "
            + "\(summary(shortFigures.first, scale: 1000, digits: 1))  \(summary(shortFigures.factor, scale: 1, digits: 3))"
            + "  \(summary(longFigures.first, scale: 1000, digits: 1))  \(summary(longFigures.factor, scale: 1, digits: 3))"
    )
}
print(
    "resident memory added: espeak-ng \(Int(espeakMemory.rounded())) MiB at its start; SVOX Pico at most "
        + "\(Int(picoMemory.rounded())) MiB over a voice's runs (its 2.4 MiB of working memory and one voice's files)")
