import CSndfile
import Foundation

/// Sound files made the way a caregiver's recorder makes them (through libsndfile), and then made to lie about
/// their length, for the tests of what a clip's header may claim (D8).
public enum ClipFiles {
    /// A 16-bit FLAC file at `path`: a sine at `frequency`, `seconds` long, the same in every channel. The
    /// corresponding C calls are `sf_open` (`SFM_WRITE`), `sf_writef_short` and `sf_close`.
    public static func writeFLAC(
        _ path: String, seconds: Double, rate: Int = 8000, channels: Int = 1, frequency: Double = 300
    ) throws {
        var info = SF_INFO()
        info.samplerate = Int32(rate)
        info.channels = Int32(channels)
        info.format = Int32(SF_FORMAT_FLAC | SF_FORMAT_PCM_16)
        guard let handle = sf_open(path, Int32(SFM_WRITE), &info) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        defer { sf_close(handle) }
        let total = Int(seconds * Double(rate))
        var frame = 0
        while frame < total {
            let count = min(4096, total - frame)
            var chunk = [Int16](repeating: 0, count: count * channels)
            for index in 0..<count {
                let value = Int16(sin(2 * Double.pi * frequency * Double(frame + index) / Double(rate)) * 12000)
                for channel in 0..<channels { chunk[index * channels + channel] = value }
            }
            let written = chunk.withUnsafeMutableBufferPointer {
                sf_writef_short(handle, $0.baseAddress, sf_count_t(count))
            }
            guard written == count else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
            frame += count
        }
    }

    /// Rewrites the length a FLAC file's STREAMINFO states (`frames` per channel; 0 means "not known"), leaving
    /// its sound as it is. STREAMINFO is the first metadata block: its 36-bit total starts 21 bytes into the file.
    public static func claimLength(ofFLAC path: String, frames: UInt64) throws {
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        precondition(bytes.starts(with: Array("fLaC".utf8)) && bytes[4] & 0x7F == 0, "STREAMINFO comes first")
        bytes[21] = (bytes[21] & 0xF0) | UInt8((frames >> 32) & 0x0F)
        for index in 0..<4 { bytes[22 + index] = UInt8((frames >> (24 - 8 * UInt64(index))) & 0xFF) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// Rewrites the size a canonical WAV file's `data` chunk states, in bytes, leaving its sound as it is.
    public static func claimLength(ofWAV path: String, dataBytes: UInt32) throws {
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        guard let start = (0..<(bytes.count - 8)).first(where: { Array(bytes[$0..<($0 + 4)]) == Array("data".utf8) })
        else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: path]) }
        withUnsafeBytes(of: dataBytes.littleEndian) { raw in
            for index in 0..<4 { bytes[start + 4 + index] = raw[index] }
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}
