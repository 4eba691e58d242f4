import BricksonCore
import Foundation
import Glibc
import Testing

@testable import USBStick

/// C5: a stick is written by temporary file, sync and rename, so a stick pulled at any moment holds the old file
/// or the whole new one; what is read from it is never a link, a FIFO or a file too big.
@Suite struct StickWriterTests {
    @Test func C5_aWriteCutOffMidwayLeavesTheOldFileWholeAndNoPartBehind() throws {
        let stick = try temporaryFolder("stick")
        let old = Array("time_utc,old\n".utf8)
        try Data(old).write(to: URL(fileURLWithPath: stick + "/brickson-log.csv"))
        let new = [UInt8](repeating: 65, count: 1 << 20)
        let seenMidway = Guard<[UInt8]?>(nil)
        #expect(throws: StickError.self) {
            try StickWriter.write(new, as: "brickson-log.csv", in: stick) { written in
                // Midway the file under its own name is still the old one: the new bytes go beside it.
                seenMidway.set(try? Array(Data(contentsOf: URL(fileURLWithPath: stick + "/brickson-log.csv"))))
                return written < 300_000
            }
        }
        #expect(seenMidway.get() == old)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: stick + "/brickson-log.csv"))) == old)
        #expect(names(stick) == ["brickson-log.csv"], "no temporary file is left")
        // The same write, not cut off, replaces it whole.
        try StickWriter.write(new, as: "brickson-log.csv", in: stick)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: stick + "/brickson-log.csv"))) == new)
        #expect(names(stick) == ["brickson-log.csv"])
    }

    @Test func C5_aCutOffWriteIsSaidInWordsAsAStickTakenOut() throws {
        let stick = try temporaryFolder("stick")
        do {
            try StickWriter.write([1, 2, 3], as: "brickson-board.obz", in: stick) { _ in false }
            Issue.record("the write was not cut off")
        } catch {
            #expect(
                error.description
                    == "“brickson-board.obz” could not be written to the stick: the stick was taken out or cannot be read."
            )
        }
    }

    @Test func C5_aStickThatIsGoneIsSaidInWords() throws {
        let gone = try temporaryFolder("stick") + "/pulled"
        #expect(
            throws: StickError(
                "“brickson-log.csv” could not be written to the stick: the stick was taken out or cannot be read.")
        ) {
            try StickWriter.write([1], as: "brickson-log.csv", in: gone)
        }
        #expect(StickFolder.contents(of: gone).problem != nil)
    }

    @Test func C5_D7_aLinkPlantedAsTheTemporaryFileIsRemovedNotFollowed() throws {
        let stick = try temporaryFolder("stick")
        let outside = try temporaryFolder("outside") + "/precious"
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: outside))
        #expect(symlink(outside, stick + "/brickson-log.csv.part") == 0)
        try StickWriter.write(Array("new".utf8), as: "brickson-log.csv", in: stick)
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "keep me")
        #expect(try String(contentsOfFile: stick + "/brickson-log.csv", encoding: .utf8) == "new")
    }

    @Test func C5_D7_theListingShowsOnlyRegularFilesAtTheTopAndNeverLinksFIFOsOrHiddenFiles() throws {
        let stick = try temporaryFolder("stick")
        let outside = try temporaryFolder("outside")
        try writePackage(familyBoard, sounds: [:], to: outside + "/good.obz")
        try writePackage(familyBoard, sounds: [:], to: stick + "/Family.OBZ")
        try Data("{}".utf8).write(to: URL(fileURLWithPath: stick + "/one.obf"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: stick + "/._Family.OBZ"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: stick + "/brickson-backup.zip"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: stick + "/holiday.zip"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: stick + "/brickson-board.obz.part"))
        #expect(symlink(outside + "/good.obz", stick + "/link.obz") == 0)
        #expect(mkfifo(stick + "/fifo.obz", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: stick + "/folder.obz", withIntermediateDirectories: true)
        // A name of few bytes but many marks on one letter, costly to shape on a Settings row.
        let stacked = "a" + String(repeating: "\u{0301}", count: 40) + ".obz"
        try Data("x".utf8).write(to: URL(fileURLWithPath: stick + "/" + stacked))
        let contents = StickFolder.contents(of: stick)
        #expect(contents.boardFiles == ["Family.OBZ", "one.obf"])
        #expect(contents.backups == ["brickson-backup.zip"])
        #expect(contents.problem == nil)
    }

    @Test func C5_D8_aStickTopPastItsBoundsIsRefusedInWordsAndAtMost20OfAKindAreListed() throws {
        let stick = try temporaryFolder("stick")
        for index in 0..<270 {
            try Data("x".utf8).write(to: URL(fileURLWithPath: stick + "/photo-\(index).jpg"))
        }
        for index in (0..<30).reversed() {
            try Data("x".utf8).write(to: URL(fileURLWithPath: stick + String(format: "/board-%02d.obz", index)))
        }
        let listed = StickFolder.contents(of: stick)
        #expect(listed.problem == nil)
        #expect(listed.boardFiles == (0..<20).map { String(format: "board-%02d.obz", $0) })
        // 300 names: past a bound of 299 the stick is refused in words, and nothing of it is offered.
        let many = StickFolder.contents(of: stick, bounds: .init(entries: 299, nanoseconds: 10_000_000_000))
        #expect(many == StickContents(problem: "it has over 299 files at its top, more than Brickson looks through"))
        #expect(StickFolder.contents(of: stick, bounds: .init(entries: 300, nanoseconds: 10_000_000_000)) == listed)
        // A stick that answers too slowly is given up on (here no time at all is allowed).
        let slow = StickFolder.contents(of: stick, bounds: .init(entries: 50_000, nanoseconds: 0))
        #expect(slow == StickContents(problem: "it was still being read after 0 s (it may be failing)"))
    }

    @Test func C5_D7_aLinkAFIFOOrAFileTooBigIsRefusedInWordsWhenRead() throws {
        let stick = try temporaryFolder("stick")
        let outside = try temporaryFolder("outside")
        try Data("secret".utf8).write(to: URL(fileURLWithPath: outside + "/passwd.obf"))
        #expect(symlink(outside + "/passwd.obf", stick + "/link.obf") == 0)
        #expect(mkfifo(stick + "/fifo.obz", 0o644) == 0)
        let huge = open(stick + "/huge.obz", O_WRONLY | O_CREAT, 0o644)
        #expect(ftruncate(huge, (64 << 20) + 1) == 0)
        close(huge)
        #expect(throws: StickError("“link.obf” is a link, not a file: it was not read.")) {
            try StickFolder.read("link.obf", in: stick, limit: 1 << 20)
        }
        // A FIFO with no writer: refused at once, never waited on.
        #expect(throws: StickError("“fifo.obz” is not a regular file: it was not read.")) {
            try StickFolder.read("fifo.obz", in: stick, limit: 1 << 20)
        }
        #expect(throws: StickError("“huge.obz” is too large (over 64 MiB): it was not read.")) {
            try StickFolder.read("huge.obz", in: stick, limit: 64 << 20)
        }
        #expect(throws: StickError.self) { try StickFolder.read("../outside", in: stick, limit: 1 << 20) }
    }
}

/// A value shared with a closure the writer calls.
final class Guard<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func set(_ new: Value) { lock.withLock { value = new } }
    func get() -> Value { lock.withLock { value } }
}
