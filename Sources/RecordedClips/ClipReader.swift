import CSndfile
import SoundMixing

/// Why a recorded clip cannot play.
public struct ClipError: Error, CustomStringConvertible, Equatable {
    /// The clip's file name.
    public var file: String
    /// What is wrong, in words a caregiver can act on.
    public var reason: String
    /// "The clip … cannot be played: …".
    public var description: String { "The recorded clip \"\(file)\" cannot be played: \(reason)." }

    /// An error for `file`.
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }
}

/// Reads recorded clips (S2, message banking): WAV or FLAC files, in the person's own voice.
public enum ClipReader {
    /// The longest clip accepted, in seconds (`ClipCheck.longestSeconds`).
    public static let longestSeconds = ClipCheck.longestSeconds

    /// Frames × channels decoded at a time: the only buffer whose size the file has any say in is this one's share
    /// per channel, never its whole length.
    static let chunkSamples = 16_384

    /// The clip at `path` as mono 16-bit samples at `sampleRate` (channels averaged, rate converted).
    ///
    /// A file that is missing, not audio, empty or too long, or whose sound `ClipCheck` refuses (too short, silent,
    /// distorted), is refused with a `ClipError`. The length in the file's header is a claim, and is never trusted
    /// (D8): the sound is decoded a chunk at a time until it ends, mixed to mono and converted as it comes, and
    /// refused as soon as what was really decoded passes `ClipCheck.longestSeconds`. So the memory a clip takes is
    /// its length at `sampleRate`, at most two minutes, whatever its header says. The corresponding C calls are
    /// `sf_open`, `sf_readf_short`, `sf_error` and `sf_close`.
    public static func read(path: String, sampleRate: Int) throws(ClipError) -> [Int16] {
        var converted: [Int16] = []
        try decode(path: path, sampleRate: sampleRate, checked: true) { part in
            converted += part
            return true
        }
        return converted
    }

    /// As `read`, for preparing a clip ahead of time into a cache with room for `room` more samples: nil, at once,
    /// where the clip's header says it is longer than that, and as soon as what is decoded passes it otherwise (a
    /// header that lies short is caught by the decoding, one that lies long only costs the clip its place in the
    /// cache: it is decoded when chosen, as every clip past the cache's room is). So a clip that would be dropped
    /// for want of room is never decoded whole first.
    public static func read(path: String, sampleRate: Int, room: Int) throws(ClipError) -> [Int16]? {
        var converted: [Int16] = []
        let whole = try decode(
            path: path, sampleRate: sampleRate, checked: true,
            // In floating point: a header may claim any number of frames.
            claimed: { frames, rate in Double(frames) * Double(sampleRate) / Double(rate) <= Double(room) }
        ) { part in
            converted += part
            return converted.count <= room
        }
        return whole ? converted : nil
    }

    /// Hands the clip at `path` to `body` a chunk at a time, as mono 16-bit samples at `sampleRate`, as it is
    /// decoded, so it can start playing before it is all read and is never held whole (D8). For a clip already
    /// checked when it was kept: only what cannot be played at all (not a sound file, empty, over two minutes) is
    /// refused, before or while it is handed over. `body` returns false to stop.
    public static func stream(
        path: String, sampleRate: Int, into body: ([Int16]) -> Bool
    ) throws(ClipError) {
        try decode(path: path, sampleRate: sampleRate, checked: false, into: body)
    }

    /// The one decoding loop of `read` and `stream`; `checked`: `ClipCheck`'s rules are applied at the end;
    /// `claimed`: asked of the header's frames and rate before anything is decoded, false stops at once. False where
    /// it stopped before the end (`claimed` or `body` said so). The corresponding C calls are `sf_open`,
    /// `sf_readf_short`, `sf_error` and `sf_close`.
    @discardableResult
    private static func decode(
        path: String, sampleRate: Int, checked: Bool, claimed: ((Int, Int) -> Bool)? = nil,
        into body: ([Int16]) -> Bool
    ) throws(ClipError) -> Bool {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        var info = SF_INFO()
        guard let handle = sf_open(path, Int32(SFM_READ), &info) else {
            let message = String(cString: sf_strerror(nil))
            throw ClipError(file: file, reason: "it is not a WAV or FLAC sound file (\(message))")
        }
        defer { sf_close(handle) }
        let channels = Int(info.channels)
        let rate = Int(info.samplerate)
        guard channels > 0, rate > 0 else { throw ClipError(file: file, reason: "it holds no sound") }
        guard rate <= ClipCheck.highestSampleRate else {
            throw ClipError(
                file: file,
                reason: "its sample rate (\(rate) Hz) is above \(ClipCheck.highestSampleRate / 1000) kHz")
        }
        // A claim no clip may make (libsndfile's "not known" is the largest count) is no claim: decoding judges it.
        let believable = Int64(ClipCheck.longestSeconds + 1) * Int64(rate)
        if let claimed, info.frames > 0, info.frames <= believable, !claimed(Int(info.frames), rate) { return false }
        let chunkFrames = max(1, chunkSamples / channels)
        var interleaved = [Int16](repeating: 0, count: chunkFrames * channels)
        var mono = [Int16](repeating: 0, count: chunkFrames)
        var tally = ClipCheck.Tally()
        var resampler = Resampler(from: rate, to: sampleRate)
        while true {
            let read = interleaved.withUnsafeMutableBufferPointer {
                sf_readf_short(handle, $0.baseAddress, sf_count_t(chunkFrames))
            }
            guard read > 0 else { break }
            let frames = Int(read)
            if channels == 1 {
                for frame in 0..<frames { mono[frame] = interleaved[frame] }
            } else {
                for frame in 0..<frames {
                    var sum = 0
                    for channel in 0..<channels { sum += Int(interleaved[frame * channels + channel]) }
                    mono[frame] = Int16(sum / channels)
                }
            }
            tally.add(mono[0..<frames])
            // Refused at the first chunk past the limit: the rest of a long file is never decoded.
            if ClipCheck.isTooLong(tally.count, sampleRate: rate) {
                throw ClipError(file: file, reason: ClipCheck.tooLong)
            }
            guard body(resampler.process(Array(mono[0..<frames]))) else { return false }
        }
        if tally.count == 0 {
            // A header that promised sound which could not be decoded is damaged; one that promised none is empty.
            let damaged = info.frames > 0 || sf_error(handle) != 0
            throw ClipError(file: file, reason: damaged ? "its sound could not be read" : "it holds no sound")
        }
        if checked, let problem = ClipCheck.problem(tally, sampleRate: rate) {
            throw ClipError(file: file, reason: problem)
        }
        return true
    }
}
