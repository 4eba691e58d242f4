import CEspeak
import Glibc
import LinuxSystem

/// A failure of libespeak-ng.
public struct EspeakError: Error, CustomStringConvertible, Equatable {
    /// What went wrong, in words.
    public var description: String

    /// An error described by `description`.
    public init(_ description: String) { self.description = description }
}

/// The voice settings espeak-ng takes (S2).
public struct SpeechVoice: Equatable, Sendable {
    /// An espeak-ng voice name, such as "en-us".
    public var name: String
    /// Words per minute, clamped to 80–450.
    public var rate: Int
    /// Pitch, clamped to 0–100.
    public var pitch: Int
    /// Volume in espeak-ng's scale (100 is its normal level), clamped to 0–200.
    public var volume: Int

    /// A voice.
    public init(name: String, rate: Int, pitch: Int, volume: Int = 100) {
        self.name = name
        self.rate = rate
        self.pitch = pitch
        self.volume = volume
    }
}

/// libespeak-ng synthesising into memory (AUDIO_OUTPUT_SYNCHRONOUS): the library, never a process per phrase.
///
/// espeak-ng keeps global state, so there is one synthesizer per process (`shared`); each synthesis holds a lock
/// and sets its own voice, so two callers never mix their voices or their samples. The lock guards the voice set in
/// espeak-ng, and with it every call into the library.
public final class SpeechSynthesizer: Sendable {
    /// The voice used when the chosen one is missing.
    public static let defaultVoiceName = "en"
    /// espeak-ng's chunk length, in milliseconds: short, so a typed message starts playing with its first chunk.
    public static let chunkMilliseconds: Int32 = 20

    /// The synthesizer, or why espeak-ng could not start.
    public static let shared: Result<SpeechSynthesizer, EspeakError> = {
        do throws(EspeakError) { return .success(try SpeechSynthesizer()) } catch { return .failure(error) }
    }()

    /// Samples per second of what espeak-ng produces (22050 for its voices).
    public let sampleRate: Int
    /// The voice now set in espeak-ng; holding its lock is holding the library.
    private let library = Guarded<SpeechVoice?>(nil)

    /// The voice now set.
    public var voice: SpeechVoice? { library.withLock { $0 } }

    /// Starts espeak-ng. The corresponding C calls are `espeak_Initialize` and `espeak_SetSynthCallback`.
    private init() throws(EspeakError) {
        let rate = espeak_Initialize(
            AUDIO_OUTPUT_SYNCHRONOUS, Self.chunkMilliseconds, nil, Int32(espeakINITIALIZE_DONT_EXIT))
        guard rate > 0 else { throw EspeakError("espeak-ng could not start (espeak_Initialize returned \(rate))") }
        sampleRate = Int(rate)
        espeak_SetSynthCallback(synthCallback)
    }

    /// Sets the voice, rate, pitch and volume. A missing voice falls back to the default voice, and the returned
    /// warning says so; nil when the voice was found. The corresponding C calls are `espeak_SetVoiceByName` and
    /// `espeak_SetParameter`.
    private static func use(_ wanted: SpeechVoice, voice: inout SpeechVoice?) -> String? {
        if voice == wanted { return nil }
        var warning: String?
        var chosen = wanted
        if espeak_SetVoiceByName(wanted.name) != EE_OK {
            warning =
                "The voice \"\(wanted.name)\" is not installed; speaking with the default voice "
                + "\"\(Self.defaultVoiceName)\"."
            espeak_SetVoiceByName(Self.defaultVoiceName)
            chosen.name = Self.defaultVoiceName
        }
        espeak_SetParameter(espeakRATE, Int32(min(450, max(80, wanted.rate))), 0)
        espeak_SetParameter(espeakPITCH, Int32(min(100, max(0, wanted.pitch))), 0)
        espeak_SetParameter(espeakVOLUME, Int32(min(200, max(0, wanted.volume))), 0)
        voice = warning == nil ? wanted : chosen
        return warning
    }

    /// Synthesises `text` with `voice`, handing each chunk of samples to `chunk` as soon as espeak-ng makes it;
    /// `chunk` returns false to stop synthesis at once. Returns false if it was stopped. A missing voice falls
    /// back to the default one and `warning` hears why. The corresponding C call is `espeak_Synth` (synchronous:
    /// it returns when the text is done).
    @discardableResult
    public func synthesize(
        _ text: String, voice: SpeechVoice, warning: (String) -> Void = { _ in },
        chunk: (UnsafeBufferPointer<Int16>) -> Bool
    ) throws(EspeakError) -> Bool {
        try library.withLock { (current) throws(EspeakError) -> Bool in
            if let message = Self.use(voice, voice: &current) { warning(message) }
            return try withoutActuallyEscaping(chunk) { (escapable) throws(EspeakError) -> Bool in
                let sink = ChunkSink(escapable)
                let pointer = Unmanaged.passUnretained(sink).toOpaque()
                let result = text.withCString { cText in
                    espeak_Synth(cText, strlen(cText) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, pointer)
                }
                guard result == EE_OK else { throw EspeakError("espeak_Synth failed (\(result.rawValue))") }
                return !sink.stopped
            }
        }
    }

    /// Synthesises all of `text` with `voice` into one array of samples.
    public func synthesize(_ text: String, voice: SpeechVoice, warning: (String) -> Void = { _ in })
        throws(EspeakError) -> [Int16]
    {
        var samples: [Int16] = []
        try synthesize(text, voice: voice, warning: warning) { chunk in
            samples.append(contentsOf: chunk)
            return true
        }
        return samples
    }
}

/// Where the C callback hands samples for one `espeak_Synth` call (passed as its user data).
private final class ChunkSink {
    let chunk: (UnsafeBufferPointer<Int16>) -> Bool
    var stopped = false
    init(_ chunk: @escaping (UnsafeBufferPointer<Int16>) -> Bool) { self.chunk = chunk }
}

/// espeak-ng's synth callback: samples and events; returns 1 to stop synthesis.
private func synthCallback(
    _ wave: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 {
    guard let events, let user = events.pointee.user_data else { return 0 }
    let sink = Unmanaged<ChunkSink>.fromOpaque(user).takeUnretainedValue()
    if sink.stopped { return 1 }
    guard let wave, count > 0 else { return 0 }
    if !sink.chunk(UnsafeBufferPointer(start: wave, count: Int(count))) {
        sink.stopped = true
        return 1
    }
    return 0
}
