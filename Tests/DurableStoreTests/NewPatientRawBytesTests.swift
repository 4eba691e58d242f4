import BricksonCore
import Foundation
import Glibc
import Testing

@testable import DurableStore

/// C6, D8: after New patient none of the person's words is left anywhere on the data partition: not in a file, not
/// in a block the file system has freed, not in a copy a damaged start moved aside. The partition is a real ext4 file
/// system in an image (loop-mounted); the test reads the whole image, free blocks included, after unmounting it.
@Suite(.serialized) struct NewPatientRawBytesTests {
    /// A message and a learned word no one else would type, planted and then looked for byte by byte.
    static let secret = "Tell Zebulon the key is under the blue pot"
    static let word = "Quetzalcoatlus"

    /// A person on the partition at `directory`, built up over two runs of the device (a clean stop between, as a
    /// night's power-off): a message typed a letter at a time (many saves, so the log of saves holds many copies),
    /// learned words, a log that holds message text, two recorded clips holding the words too, and a copy of the
    /// database a damaged start once moved aside.
    static func plantPerson(in directory: String) throws {
        for run in 0..<2 {
            let opening = Store.open(directory: directory, now: .zero)
            var settings = Settings(accessMethod: .switches, logMessageText: true)
            settings.voice.volume = 0.4
            opening.store.saveSettings(settings)
            var learned = opening.learned
            _ = learned.learn("\(word) \(secret) \(word)")
            opening.store.saveLearnedWords(learned)
            var typed = ""
            for (index, letter) in secret.enumerated() {
                typed.append(letter)
                opening.store.saveMessage(message: typed, putBack: word, revision: run * 100 + index + 1)
                opening.store.log(LogEntry(kind: .selection, at: .zero, detail: "message: \(typed)"))
            }
            opening.store.waitUntilWritten()
            if run == 0 {
                // A copy a damaged start moved aside, with its log of saves.
                _ = Files.copy(
                    directory + "/" + Store.databaseName, directory + "/brickson-unreadable-20261201T0800Z.sqlite")
            }
            opening.store.close()
        }
        let clips = directory + "/clips"
        try FileManager.default.createDirectory(atPath: clips, withIntermediateDirectories: true)
        for name in ["pain-1.wav", "people-2.wav"] {
            try Data(Array(repeating: Array("RIFF \(secret) \(word) ".utf8), count: 200).joined())
                .write(to: URL(fileURLWithPath: clips + "/" + name))
        }
    }

    /// Fills the partition with a file of zeros until it has no room left (the file holds nothing of the person).
    static func fill(_ directory: String) throws {
        let file = try #require(fopen(directory + "/filler", "w"), "the filler could not be made (errno \(errno))")
        let block = [UInt8](repeating: 0, count: 1 << 16)
        while fwrite(block, 1, block.count, file) == block.count {}
        // Smaller pieces take the last blocks.
        let piece = [UInt8](repeating: 0, count: 512)
        while fwrite(piece, 1, piece.count, file) == piece.count {}
        fclose(file)
        sync()
    }

    /// Where `needle` occurs in `haystack` (the first place), or nil.
    static func find(_ needle: String, in haystack: Data) -> Int? {
        haystack.range(of: Data(needle.utf8)).map { $0.lowerBound }
    }

    /// The image's bytes must hold neither the planted message, the learned word, nor any long piece of them.
    static func expectNoTrace(in image: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: image))
        for needle in [secret, word, "Zebulon", "the blue pot"] {
            #expect(find(needle, in: bytes) == nil, "“\(needle)” is still in the partition's raw bytes")
        }
    }

    static func erase(in directory: String) throws -> (saved: Bool, after: StoreOpening) {
        let recorder = EventRecorder()
        // Opened as Brickson's start opens it: the planted clips no board names are swept first, and must leave no
        // trace either.
        let opening = Store.open(directory: directory, now: .zero, sweepingClips: true, report: recorder.report)
        #expect(opening.message == secret, "the person was there before")
        let revision = opening.revision + 1
        opening.store.handOver(
            settings: opening.settings.keptForNextPatient, board: opening.board.withoutClips, revision: revision)
        let saved = recorder.waitForSaved(revision)
        opening.store.close()
        let after = Store.open(directory: directory, now: .zero)
        after.store.close()
        return (saved, after)
    }

    @Test(.enabled(if: FailingPartition.isPossible, "loop-mounting an ext4 image needs root"))
    func C6_D8_afterNewPatientNoByteOfThePersonsWordsIsLeftOnThePartitionFreeBlocksIncluded() throws {
        let partition = try #require(FailingPartition())
        try Self.plantPerson(in: partition.path)
        // The test can fail: before the erase the words are in the image.
        sync()
        #expect(Self.find(Self.secret, in: try Data(contentsOf: URL(fileURLWithPath: partition.image))) != nil)
        let (saved, after) = try Self.erase(in: partition.path)
        #expect(saved)
        #expect(after.message.isEmpty && after.putBack == nil && after.learned.words.isEmpty)
        #expect(after.settings.voice.volume == 0.4, "the device's own volume is kept")
        let left = try FileManager.default.contentsOfDirectory(atPath: partition.path)
        #expect(!left.contains { $0.contains("unreadable") }, "\(left)")
        try #require(partition.unmount())
        try Self.expectNoTrace(in: partition.image)
    }

    @Test(.enabled(if: FailingPartition.isPossible, "loop-mounting an ext4 image needs root"))
    func C6_D8_newPatientOnAFullPartitionStillErasesEverything() throws {
        let partition = try #require(FailingPartition())
        try Self.plantPerson(in: partition.path)
        try Self.fill(partition.path)
        var room = statvfs()
        _ = statvfs(partition.path, &room)
        #expect(room.f_bavail * room.f_frsize < 64 << 10, "the partition is full")
        let (saved, after) = try Self.erase(in: partition.path)
        #expect(saved, "the erase is answered as saved")
        #expect(after.message.isEmpty && after.putBack == nil && after.learned.words.isEmpty)
        try #require(partition.unmount())
        try Self.expectNoTrace(in: partition.image)
    }
}
