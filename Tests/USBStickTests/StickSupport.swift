import BricksonCore
import DurableStore
import Foundation
import OpenBoardFormat

/// A new empty folder under the temporary folder.
func temporaryFolder(_ name: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}

/// A mono 16-bit WAV of a sine tone.
func toneWAV(frequency: Double, seconds: Double = 0.5, rate: Int = 22050) -> [UInt8] {
    var bytes: [UInt8] = []
    func le<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
    let frames = Int(seconds * Double(rate))
    bytes += Array("RIFF".utf8)
    le(UInt32(36 + frames * 2))
    bytes += Array("WAVEfmt ".utf8)
    le(UInt32(16)); le(UInt16(1)); le(UInt16(1)); le(UInt32(rate)); le(UInt32(rate * 2)); le(UInt16(2)); le(UInt16(16))
    bytes += Array("data".utf8)
    le(UInt32(frames * 2))
    for frame in 0..<frames { le(Int16(sin(2 * Double.pi * frequency * Double(frame) / Double(rate)) * 16000)) }
    return bytes
}

/// The starter board with one category, Family, whose one phrase has the clip `anna.wav`.
var familyBoard: Board {
    var board = StarterContent.board
    board.categories = [
        Category(
            id: "family", name: "Family",
            phrases: [Phrase(id: "anna", text: "Call Anna", clip: "anna.wav"), Phrase(id: "tom", text: "Call Tom")])
    ]
    return board
}

/// Writes `board` as a package at `path`, with `sounds` as extra entries (`sounds/NAME`).
func writePackage(_ board: Board, sounds: [String: [UInt8]], to path: String) throws {
    let writer = try PackageWriter(path: path)
    for entry in BoardFiles.packageEntries(board) { try writer.add(entry.name, entry.bytes) }
    for (name, bytes) in sounds { try writer.add("sounds/" + name, bytes) }
    try writer.finish()
}

/// A real store in a new folder, with the starter board.
func freshStore() throws -> (store: Store, folder: String) {
    let folder = try temporaryFolder("brickson-stick-state")
    let opening = Store.open(directory: folder, now: .zero)
    return (opening.store, folder)
}

/// The names in `folder`, sorted.
func names(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
}
