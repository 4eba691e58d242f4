import Glibc
import LinuxSystem

/// A failure of SVOX Pico, in words.
public struct PicoError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong.
    public var description: String

    /// An error described by `description`.
    public init(_ description: String) { self.description = description }
}

/// One of Pico's voices as installed: the name Brickson gives it and the two files it is made of.
public struct PicoVoiceFiles: Equatable, Sendable {
    /// Brickson's name for it: the language tag, lowercased, with `-x-pico` after it ("en-us-x-pico",
    /// "de-x-pico"). The part before the first "-" is the language, as for espeak-ng's voices.
    public var name: String
    /// Pico's own language tag ("en-US", "de-DE").
    public var language: String
    /// The text analysis file (`<language>_ta.bin`) and the signal generation file (`<language>_<speaker>_sg.bin`).
    public var textAnalysis: String
    public var signalGeneration: String
}

/// SVOX Pico synthesising into memory in Brickson's own process, like espeak-ng (S6): the library, never a process
/// per phrase. Its voices sound natural in English (American and British), German, Spanish, French and Italian.
///
/// Pico keeps one system per process (`shared`), guarded by a lock: one synthesis at a time, each in its own voice.
/// One voice is loaded at a time (about 1–2 MB of files each); asking for another starts Pico anew with it.
public final class PicoSynthesizer: Sendable {
    /// Samples per second of every Pico voice.
    public static let sampleRate = 16_000
    /// Where Debian's `libttspico-data` puts the voices.
    public static let defaultFolder = "/usr/share/pico/lang"
    /// The library's name; Debian 13 calls the package `libttspico0t64`, with the same library name.
    public static let libraryName = "libttspico.so.0"
    /// The memory Pico works in, handed to it once (the size Pico's own tools use).
    static let memoryBytes = 2_500_000
    /// How many samples make a chunk for the listener: 20 ms, as espeak-ng's chunks.
    static let chunkSamples = sampleRate / 50
    /// The longest text said at once, in bytes of UTF-8 (S4 keeps messages far shorter).
    public static let textLimit = 8192

    /// The synthesizer, or why Pico could not start (not installed, or no voices).
    public static let shared: Result<PicoSynthesizer, PicoError> = {
        do throws(PicoError) { return .success(try PicoSynthesizer()) } catch { return .failure(error) }
    }()

    /// The voices installed, by name.
    public let voices: [PicoVoiceFiles]
    private let library: PicoLibrary
    private let system = Guarded<PicoSystem?>(nil)

    /// Loads the library and lists the voices in `folder`; Pico's system starts with the first synthesis.
    public init(library name: String = libraryName, folder: String = defaultFolder) throws(PicoError) {
        voices = Self.voices(in: folder)
        guard !voices.isEmpty else { throw PicoError("no SVOX Pico voices in \(folder)") }
        library = try PicoLibrary.load(name)
    }

    deinit { system.withLock { $0?.close(library) } }

    /// The voices in `folder`: each `<language>_ta.bin` with a `<language>_<speaker>_sg.bin` beside it, where the
    /// language is a plain tag ("en-US"). Other names are left alone.
    static func voices(in folder: String) -> [PicoVoiceFiles] {
        let names = Set((try? Directory.names(folder)) ?? [])
        var found: [PicoVoiceFiles] = []
        for name in names.sorted() where name.hasSuffix("_ta.bin") {
            let language = String(name.dropLast("_ta.bin".count))
            guard isPlainTag(language) else { continue }
            let signal = names.sorted().first {
                $0.hasPrefix(language + "_") && $0.hasSuffix("_sg.bin") && $0.split(separator: "_").count == 3
            }
            guard let signal else { continue }
            let parts = language.lowercased().split(separator: "-")
            // "de-DE" is plain German; "en-US" and "en-GB" keep their region.
            let tag = parts.count == 2 && parts[0] == parts[1] ? String(parts[0]) : parts.joined(separator: "-")
            found.append(
                PicoVoiceFiles(
                    name: tag + "-x-pico", language: language, textAnalysis: folder + "/" + name,
                    signalGeneration: folder + "/" + signal))
        }
        return found
    }

    /// Letters and one "-" between two parts of two or three letters ("en-US").
    static func isPlainTag(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 2
            && parts.allSatisfy { $0.count >= 2 && $0.count <= 3 && $0.allSatisfy { $0.isASCII && $0.isLetter } }
    }

    /// Whether `voice` names one of Pico's voices (`-x-pico` at its end), installed or not.
    public static func isPicoVoice(_ voice: String) -> Bool { voice.lowercased().hasSuffix("-x-pico") }

    /// Synthesises `text` in `voice`, handing each chunk of samples (16 kHz) to `chunk` as soon as Pico makes it;
    /// `chunk` returns false to stop at once. Returns false if it was stopped. `rate` is in words a minute (150 is
    /// Pico's own pace), `pitch` 0–100 (50 is the voice's own), `volume` 0–200 (100 is the voice's own), the
    /// scales espeak-ng takes, so a voice change keeps the carer's settings. The corresponding C calls are
    /// `pico_putTextUtf8` and `pico_getData`.
    @discardableResult
    public func synthesize(
        _ text: String, voice: String, rate: Int = 150, pitch: Int = 50, volume: Int = 100,
        chunk: (UnsafeBufferPointer<Int16>) -> Bool
    ) throws(PicoError) -> Bool {
        guard let files = voices.first(where: { $0.name == voice.lowercased() }) else {
            throw PicoError("the SVOX Pico voice \"\(voice)\" is not installed")
        }
        let marked = Self.marked(text, rate: rate, pitch: pitch, volume: volume)
        return try system.withLock { (current) throws(PicoError) -> Bool in
            // Another voice starts in a system of its own: Pico's memory, carved up by one voice's engine, has
            // been seen too scattered for the next voice's after a few changes.
            if let running = current, running.loaded != files {
                current?.close(library)
                current = nil
            }
            if current == nil { current = try PicoSystem.open(library, memoryBytes: Self.memoryBytes) }
            do throws(PicoError) {
                try current!.use(files, library)
                return try current!.speak(marked, library, chunk: chunk)
            } catch {
                // After any failure the next text starts with a new system.
                current?.close(library)
                current = nil
                throw error
            }
        }
    }

    /// Synthesises all of `text` in `voice` into one array of samples.
    public func synthesize(_ text: String, voice: String, rate: Int = 150, pitch: Int = 50, volume: Int = 100)
        throws(PicoError) -> [Int16]
    {
        var samples: [Int16] = []
        try synthesize(text, voice: voice, rate: rate, pitch: pitch, volume: volume) { chunk in
            samples.append(contentsOf: chunk)
            return true
        }
        return samples
    }

    /// `text` as Pico is given it: its words with nothing Pico would read as markup, inside Brickson's own speed,
    /// pitch and volume marks, and a NUL that ends the text.
    ///
    /// Pico reads `<…>` in its text as commands, and some of them touch files: `<genfile file="…">` writes the
    /// speech to any path Brickson may write, `<play file="…">` reads one. A board's phrase, a typed message or a
    /// name from a stick is never a command: "<" and ">" (and their full-width and small forms) become spaces, as do
    /// control characters, and the text is cut at `textLimit` bytes on a character's end.
    static func marked(_ text: String, rate: Int, pitch: Int, volume: Int) -> [UInt8] {
        let angles: Set<Unicode.Scalar> = ["<", ">", "\u{FF1C}", "\u{FF1E}", "\u{FE64}", "\u{FE65}"]
        var words = String.UnicodeScalarView()
        var bytes = 0
        for scalar in text.unicodeScalars {
            let kept: Unicode.Scalar =
                angles.contains(scalar) || scalar.properties.generalCategory == .control ? " " : scalar
            bytes += String(kept).utf8.count
            if bytes > textLimit { break }
            words.append(kept)
        }
        let speed = min(500, max(20, rate * 100 / 150))
        // Half the voice's pitch at 0, twice at 100, on a scale the ear hears as even.
        let pitchLevel = Int((100 * pow(2, Double(min(100, max(0, pitch)) - 50) / 50)).rounded())
        let loudness = min(200, max(0, volume))
        let opening = "<speed level=\"\(speed)\"><pitch level=\"\(pitchLevel)\"><volume level=\"\(loudness)\">"
        let closing = "</volume></pitch></speed>"
        return Array((opening + String(words) + closing).utf8) + [0]
    }
}

/// Pico's system, its memory, and the voice loaded in it. Used under `PicoSynthesizer`'s lock only.
struct PicoSystem {
    static let voiceName: [UInt8] = Array("brickson".utf8) + [0]

    var handle: PicoLibrary.Handle?
    let memory: UnsafeMutableRawPointer
    var loaded: PicoVoiceFiles?
    var resources: [PicoLibrary.Handle?] = []
    var engine: PicoLibrary.Handle?

    /// Starts Pico in memory of its own. The corresponding C call is `pico_initialize`.
    static func open(_ library: PicoLibrary, memoryBytes: Int) throws(PicoError) -> PicoSystem {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: memoryBytes, alignment: 16)
        var handle: PicoLibrary.Handle?
        let status = library.initialize(memory, UInt32(memoryBytes), &handle)
        guard status == PicoLibrary.ok, handle != nil else {
            memory.deallocate()
            throw PicoError("SVOX Pico could not start (status \(status))")
        }
        return PicoSystem(handle: handle, memory: memory)
    }

    /// Makes `files` the voice spoken in, unloading the one before. The corresponding C calls are
    /// `pico_loadResource`, `pico_createVoiceDefinition`, `pico_addResourceToVoiceDefinition` and `pico_newEngine`.
    mutating func use(_ files: PicoVoiceFiles, _ library: PicoLibrary) throws(PicoError) {
        if loaded == files, engine != nil { return }
        unload(library)
        for path in [files.textAnalysis, files.signalGeneration] {
            var resource: PicoLibrary.Handle?
            let status = (Array(path.utf8) + [0]).withUnsafeBufferPointer {
                library.loadResource(handle, $0.baseAddress, &resource)
            }
            guard status == PicoLibrary.ok else {
                let words = library.message(status, system: handle)
                unload(library)
                throw PicoError("SVOX Pico could not load \(path): \(words)")
            }
            resources.append(resource)
        }
        var status = Self.voiceName.withUnsafeBufferPointer { library.createVoiceDefinition(handle, $0.baseAddress) }
        for resource in resources where status == PicoLibrary.ok {
            var name = [CChar](repeating: 0, count: PicoLibrary.messageSize + 1)
            status = name.withUnsafeMutableBufferPointer { library.resourceName(handle, resource, $0.baseAddress) }
            guard status == PicoLibrary.ok else { break }
            let resourceName = name.withUnsafeBufferPointer { Array(String(cString: $0.baseAddress!).utf8) + [0] }
            status = Self.voiceName.withUnsafeBufferPointer { voice in
                resourceName.withUnsafeBufferPointer {
                    library.addResourceToVoiceDefinition(handle, voice.baseAddress, $0.baseAddress)
                }
            }
        }
        if status == PicoLibrary.ok {
            status = Self.voiceName.withUnsafeBufferPointer { library.newEngine(handle, $0.baseAddress, &engine) }
        }
        guard status == PicoLibrary.ok, engine != nil else {
            let words = library.message(status, system: handle)
            unload(library)
            throw PicoError("SVOX Pico could not make the voice \(files.name): \(words)")
        }
        loaded = files
    }

    /// Feeds `text` (NUL-ended) to the engine and hands its samples on in chunks of 20 ms. False where `chunk` asked
    /// to stop; then, as after a failure, the engine is reset so the next text starts clean.
    mutating func speak(
        _ text: [UInt8], _ library: PicoLibrary, chunk: (UnsafeBufferPointer<Int16>) -> Bool
    ) throws(PicoError) -> Bool {
        var pending: [Int16] = []
        pending.reserveCapacity(PicoSynthesizer.chunkSamples * 2)
        var output = [Int16](repeating: 0, count: 512)
        var offset = 0
        func reset() { _ = library.resetEngine(engine, PicoLibrary.resetSoft) }
        while offset < text.count {
            var taken: Int16 = 0
            let piece = Int16(min(text.count - offset, Int(Int16.max)))
            let put = text.withUnsafeBufferPointer {
                library.putTextUtf8(engine, $0.baseAddress! + offset, piece, &taken)
            }
            guard put == PicoLibrary.ok, taken >= 0 else {
                reset()
                throw PicoError(
                    "SVOX Pico did not take the text: \(library.message(put, system: handle, engine: engine))")
            }
            offset += Int(taken)
            var status = PicoLibrary.stepBusy
            repeat {
                var received: Int16 = 0
                var kind: Int16 = 0
                status = output.withUnsafeMutableBytes {
                    library.getData(engine, $0.baseAddress, Int16($0.count), &received, &kind)
                }
                guard status == PicoLibrary.stepBusy || status == PicoLibrary.stepIdle else {
                    reset()
                    throw PicoError("SVOX Pico failed: \(library.message(status, system: handle, engine: engine))")
                }
                if received > 0 {
                    pending.append(contentsOf: output[0..<min(output.count, Int(received) / 2)])
                    if pending.count >= PicoSynthesizer.chunkSamples {
                        guard pending.withUnsafeBufferPointer(chunk) else {
                            reset()
                            return false
                        }
                        pending.removeAll(keepingCapacity: true)
                    }
                }
            } while status == PicoLibrary.stepBusy
            // Pico takes no text at all only when it has none left to take; never loop on it.
            if taken == 0 && status == PicoLibrary.stepIdle && offset < text.count { break }
        }
        if !pending.isEmpty, !pending.withUnsafeBufferPointer(chunk) {
            reset()
            return false
        }
        return true
    }

    /// Lets the engine, the voice and its files go. The corresponding C calls are `pico_disposeEngine`,
    /// `pico_releaseVoiceDefinition` and `pico_unloadResource`.
    mutating func unload(_ library: PicoLibrary) {
        if engine != nil { _ = library.disposeEngine(handle, &engine) }
        _ = Self.voiceName.withUnsafeBufferPointer { library.releaseVoiceDefinition(handle, $0.baseAddress) }
        for index in resources.indices.reversed() { _ = library.unloadResource(handle, &resources[index]) }
        resources = []
        engine = nil
        loaded = nil
    }

    /// Ends Pico and gives back its memory. The corresponding C call is `pico_terminate`.
    mutating func close(_ library: PicoLibrary) {
        unload(library)
        _ = library.terminate(&handle)
        memory.deallocate()
    }
}
