import BricksonCore
import BricksonTestSupport
import DurableStore
import Foundation
import Glibc
import OpenBoardFormat
import Testing

@testable import StickWorkflows
@testable import USBStick

/// D8 through the stick's workshop: packages are read where they lie and their clips go to the card one at a time,
/// so the biggest package the limits allow installs whole; clips are judged by their real length; and a write that
/// fails on the device's own storage is told as the device's, not blamed on the stick.
@Suite struct PackageMemoryTests {
    /// A board of `count` phrases in categories of 30, each with its own clip `clip-N.wav`.
    static func board(clips count: Int) -> Board {
        var board = StarterContent.board
        board.categories = stride(from: 0, to: count, by: 30).map { first in
            Category(
                id: "c\(first)", name: "Clips \(first / 30 + 1)",
                phrases: (first..<min(count, first + 30)).map {
                    Phrase(id: "p\($0)", text: "Phrase \($0)", clip: "clip-\($0).wav")
                })
        }
        return board
    }

    @Test func D8_aPackageWithManyClipsAtTheLimitsInstalls() throws {
        let rig = try StickWorkshopTests.rig()
        // Three clips near the largest (two minutes of 44.1 kHz stereo, 21 MB each: 63.5 MB together, under the
        // 64 MiB of all clips) and 297 small ones: 300 clips, ten full categories.
        var sounds: [String: [UInt8]] = [:]
        let long = Array(wav(seconds: 120, rate: 44100, channels: 2))
        for index in 0..<3 { sounds["clip-\(index).wav"] = long }
        let short = toneWAV(frequency: 400, seconds: 0.3, rate: 8000)
        for index in 3..<300 { sounds["clip-\(index).wav"] = short }
        #expect(sounds.values.map(\.count).reduce(0, +) <= PackageClips.totalLimit)
        try writePackage(Self.board(clips: 300), sounds: sounds, to: rig.stick + "/many.obz")
        let outcome = rig.workshop.perform(.importBoard(file: "many.obz", current: StarterContent.board))
        guard case .imported(let board, _, _) = outcome else {
            Issue.record("not imported: \(outcome)")
            return
        }
        #expect(board.categories.flatMap(\.phrases).compactMap(\.clip).count == 300)
        #expect(names(rig.clips).count == 300)
        #expect(!names(rig.clips).contains(PackageClips.staging))
        #expect(try Data(contentsOf: URL(fileURLWithPath: rig.clips + "/clip-2.wav")).count == long.count)
    }

    @Test func D8_aPackagedFLACWhoseHeaderClaimsMoreIsJudgedByItsRealLength() throws {
        let rig = try StickWorkshopTests.rig()
        let folder = try temporaryFolder("flac")
        try ClipFiles.writeFLAC(folder + "/anna.flac", seconds: 1, rate: 8000)
        try ClipFiles.claimLength(ofFLAC: folder + "/anna.flac", frames: 200 * 8000)
        let flac = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/anna.flac")))
        var board = familyBoard
        board.categories[0].phrases[0].clip = "anna.flac"
        try writePackage(board, sounds: ["anna.flac": flac], to: rig.stick + "/family.obz")
        let outcome = rig.workshop.perform(.importBoard(file: "family.obz", current: StarterContent.board))
        guard case .imported(let imported, _, _) = outcome else {
            Issue.record("not imported: \(outcome)")
            return
        }
        #expect(imported.categories[0].phrases[0].clip == "anna.flac")
    }

    @Test func D8_aPackagedClipReallyOver120SecondsIsRefusedInWordsAndKeepsNothing() throws {
        let rig = try StickWorkshopTests.rig()
        let folder = try temporaryFolder("flac")
        try ClipFiles.writeFLAC(folder + "/anna.flac", seconds: 121, rate: 8000)
        try ClipFiles.claimLength(ofFLAC: folder + "/anna.flac", frames: 0)
        let flac = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/anna.flac")))
        var board = familyBoard
        board.categories[0].phrases[0].clip = "anna.flac"
        try writePackage(board, sounds: ["anna.flac": flac], to: rig.stick + "/family.obz")
        let outcome = rig.workshop.perform(.importBoard(file: "family.obz", current: StarterContent.board))
        #expect(
            outcome
                == .failed(
                    "The recorded clip “anna.flac” in “family.obz” cannot be played: it is longer than 120 seconds. "
                        + "Nothing on the device changed."))
        #expect(names(rig.clips).isEmpty)
    }

    /// A clip that cannot go into the clips folder partway through an import takes back out the clips that went in
    /// before it, so what the carer reads, "Nothing on the device changed", is true; a clip already there stays.
    @Test func C5_D8_aClipThatCannotGoInTakesBackOutTheClipsThatWentInBeforeIt() throws {
        let rig = try StickWorkshopTests.rig()
        #expect(mkdir(rig.clips, 0o700) == 0)
        let kept = toneWAV(frequency: 300)
        try Data(kept).write(to: URL(fileURLWithPath: rig.clips + "/before.wav"))
        let short = toneWAV(frequency: 400, seconds: 0.3, rate: 8000)
        let board = Self.board(clips: 3)
        try writePackage(
            board, sounds: Dictionary(uniqueKeysWithValues: (0..<3).map { ("clip-\($0).wav", short) }),
            to: rig.stick + "/three.obz")
        let package = try #require(try StickFolder.package("three.obz", in: rig.stick, limit: 1 << 30))
        var renames = 0
        do {
            _ = try PackageClips.install(board, from: package, file: "three.obz", clipsFolder: rig.clips) {
                renames += 1
                guard renames < 3 else {
                    errno = EIO
                    return -1
                }
                return rename($0, $1)
            }
            Issue.record("installed")
        } catch {
            #expect(error.description.hasSuffix("Nothing on the device changed."), "\(error.description)")
        }
        #expect(renames == 3)
        #expect(names(rig.clips).filter { $0 != PackageClips.staging } == ["before.wav"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: rig.clips + "/before.wav")) == Data(kept))
    }

    @Test func D8_aFullDeviceIsToldAsTheDevicesStorageNotTheStick() {
        let words = StickError.failure(ENOSPC, doing: "“anna.wav” could not be written", on: .device("the clips"))
        #expect(words.description == "“anna.wav” could not be written: the device's storage is full.")
        let stick = StickError.failure(ENOSPC, doing: "“brickson-board.obz” could not be written", on: .stick)
        #expect(stick.description == "“brickson-board.obz” could not be written: the stick is full.")
    }

    @Test func D8_aClipThatCannotBeWrittenOnTheDeviceIsNeverBlamedOnTheStick() throws {
        // The clips folder cannot be made (a file lies where it should be): the device's storage is at fault.
        let stick = try temporaryFolder("stick")
        let state = try freshStore()
        let clips = state.folder + "/clips"
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: clips))
        let workshop = StickWorkshop(folder: stick, clipsFolder: clips, store: state.store)
        try writePackage(familyBoard, sounds: ["anna.wav": toneWAV(frequency: 440)], to: stick + "/family.obz")
        let outcome = workshop.perform(.importBoard(file: "family.obz", current: StarterContent.board))
        guard case .failed(let words) = outcome else {
            Issue.record("imported: \(outcome)")
            return
        }
        #expect(!words.contains("stick"), "\(words)")
        #expect(words.contains("Not a directory"), "\(words)")
    }
}

/// A 16-bit PCM WAV of a sine, `channels` alike.
func wav(seconds: Double, rate: Int, channels: Int) -> Data {
    let frames = Int(seconds * Double(rate))
    var data = Data(capacity: 44 + frames * channels * 2)
    func le<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }
    let bytes = frames * channels * 2
    data.append(contentsOf: Array("RIFF".utf8)); le(UInt32(36 + bytes))
    data.append(contentsOf: Array("WAVEfmt ".utf8)); le(UInt32(16)); le(UInt16(1)); le(UInt16(channels))
    le(UInt32(rate)); le(UInt32(rate * channels * 2)); le(UInt16(channels * 2)); le(UInt16(16))
    data.append(contentsOf: Array("data".utf8)); le(UInt32(bytes))
    var samples = [Int16](repeating: 0, count: frames * channels)
    for frame in 0..<frames {
        let value = Int16(sin(2 * Double.pi * 300 * Double(frame) / Double(rate)) * 12000)
        for channel in 0..<channels { samples[frame * channels + channel] = value.littleEndian }
    }
    samples.withUnsafeBytes { data.append(contentsOf: $0) }
    return data
}
