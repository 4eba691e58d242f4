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

    /// The clip at `path` as mono 16-bit samples at `sampleRate` (channels averaged, rate converted).
    ///
    /// A file that is missing, not audio, empty or too long, or whose sound `ClipCheck` refuses (too short, silent,
    /// distorted), is refused with a `ClipError`. The corresponding C
    /// calls are `sf_open`, `sf_readf_short` and `sf_close`.
    public static func read(path: String, sampleRate: Int) throws(ClipError) -> [Int16] {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        var info = SF_INFO()
        guard let handle = sf_open(path, Int32(SFM_READ), &info) else {
            let message = String(cString: sf_strerror(nil))
            throw ClipError(file: file, reason: "it is not a WAV or FLAC sound file (\(message))")
        }
        defer { sf_close(handle) }
        let channels = Int(info.channels)
        guard info.frames > 0, channels > 0, info.samplerate > 0 else {
            throw ClipError(file: file, reason: "it holds no sound")
        }
        guard info.frames <= Int64(longestSeconds) * Int64(info.samplerate) else {
            throw ClipError(file: file, reason: "it is longer than \(longestSeconds) seconds")
        }
        var interleaved = [Int16](repeating: 0, count: Int(info.frames) * channels)
        let read = interleaved.withUnsafeMutableBufferPointer { sf_readf_short(handle, $0.baseAddress, info.frames) }
        guard read > 0 else { throw ClipError(file: file, reason: "its sound could not be read") }
        var mono = [Int16](repeating: 0, count: Int(read))
        for frame in 0..<Int(read) {
            var sum = 0
            for channel in 0..<channels { sum += Int(interleaved[frame * channels + channel]) }
            mono[frame] = Int16(sum / channels)
        }
        if let problem = ClipCheck.problem(mono, sampleRate: Int(info.samplerate)) {
            throw ClipError(file: file, reason: problem)
        }
        var resampler = Resampler(from: Int(info.samplerate), to: sampleRate)
        return resampler.process(mono)
    }
}
