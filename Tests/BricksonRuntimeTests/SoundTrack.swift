import BricksonCore
import Foundation

/// A WAV the simulator wrote, read back for measuring: loudness and pitch over stretches of time.
struct SoundTrack {
    let samples: [Int16]
    let sampleRate: Int

    init(wav path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard data.count >= 44, data.prefix(4) == Data("RIFF".utf8), data[8..<12] == Data("WAVE".utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        sampleRate = Int(data[24]) | Int(data[25]) << 8 | Int(data[26]) << 16
        samples = data.dropFirst(44).withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    /// The stretch from `start` to `end` seconds.
    func slice(_ start: Double, _ end: Double) -> ArraySlice<Int16> {
        let from = max(0, min(samples.count, Int(start * Double(sampleRate))))
        let to = max(from, min(samples.count, Int(end * Double(sampleRate))))
        return samples[from..<to]
    }

    /// The root-mean-square level of a stretch (0 for an empty one).
    static func rms(_ part: ArraySlice<Int16>) -> Double {
        guard !part.isEmpty else { return 0 }
        return (part.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(part.count)).squareRoot()
    }

    /// The loudest sample's size in a stretch.
    static func peak(_ part: ArraySlice<Int16>) -> Int { part.map { abs(Int($0)) }.max() ?? 0 }

    /// The stretch's pitch from its zero crossings, in hertz.
    func zeroCrossingFrequency(_ part: ArraySlice<Int16>) -> Double {
        var crossings = 0
        var previous = part.first ?? 0
        for sample in part.dropFirst() {
            if (previous < 0) != (sample < 0) { crossings += 1 }
            previous = sample
        }
        return Double(crossings) / 2 / (Double(part.count) / Double(sampleRate))
    }

    /// 50 ms windows from `start` to `end` seconds.
    func windows(_ start: Double, _ end: Double) -> [ArraySlice<Int16>] {
        stride(from: start, to: end - 0.05, by: 0.05).map { slice($0, $0 + 0.05) }
    }

    /// Whether anything louder than a whisper plays between `start` and `end` seconds.
    func hasSound(_ start: Double, _ end: Double) -> Bool { windows(start, end).contains { Self.rms($0) > 300 } }

    /// Whether it is silent between `start` and `end` seconds.
    func isSilent(_ start: Double, _ end: Double) -> Bool { Self.peak(slice(start, end)) < 50 }
}

