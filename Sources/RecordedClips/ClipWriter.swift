import LinuxSystem

/// Writes a clip recorded on the device into the clips folder (S2), so that a power cut at any moment leaves either
/// no clip or the whole clip, never half of one (`AtomicFile.write`: a temporary file in the same folder, synced,
/// renamed over the clip's name, and the folder synced).
public enum ClipWriter {
    /// Checks `samples` (mono, 16-bit, at `sampleRate`) with `ClipCheck` and writes them as the 16-bit mono WAV file
    /// `name` in `folder`. A take `ClipCheck` refuses, a name that is not a plain file name, or a write that fails
    /// is refused with a `ClipError` in words, and nothing in the folder changes.
    public static func write(
        _ samples: [Int16], sampleRate: Int, folder: String, name: String
    ) throws(ClipError) {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."), name.utf8.count <= 200 else {
            throw ClipError(file: name, reason: "its name is not a plain file name")
        }
        if let problem = ClipCheck.problem(samples, sampleRate: sampleRate) {
            throw ClipError(file: name, reason: problem)
        }
        do throws(SystemCallError) {
            try AtomicFile.write(wav(samples, sampleRate: sampleRate), to: folder + "/" + name)
        } catch {
            let reason =
                switch error.call {
                case "open": "it could not be created in the clips folder"
                case "fsync": "it could not be written to the card"
                case "rename": "it could not be put in place"
                default: "it could not be written"
                }
            throw ClipError(file: name, reason: "\(reason) (\(SystemCallError.words(error.code)))")
        }
    }

    /// `samples` as a canonical 44-byte-header PCM WAV file, 16-bit mono.
    public static func wav(_ samples: [Int16], sampleRate: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + samples.count * 2)
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        let dataBytes = UInt32(samples.count * 2)
        bytes.append(contentsOf: Array("RIFF".utf8))
        append(36 + dataBytes)
        bytes.append(contentsOf: Array("WAVEfmt ".utf8))
        append(UInt32(16))
        append(UInt16(1))  // PCM
        append(UInt16(1))  // mono
        append(UInt32(sampleRate))
        append(UInt32(sampleRate * 2))
        append(UInt16(2))
        append(UInt16(16))
        bytes.append(contentsOf: Array("data".utf8))
        append(dataBytes)
        for sample in samples { append(sample) }
        return bytes
    }
}
