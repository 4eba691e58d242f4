import BricksonCore
import CSndfile
import DurableStore
import Glibc
import OpenBoardFormat
import RecordedClips
import StickWorkflows
import USBStick

/// The worst inputs D8 allows, and Brickson's own stick and sound code run on each in a process of its own, so
/// that `/usr/bin/time -v` gives the peak resident memory of each case alone (Tests/run-memory-benchmark).
///
///     memory-benchmark make STICK           writes the cases into the folder STICK
///     memory-benchmark import STICK FILE STATE
///                                           imports FILE as Settings > USB stick does, into the state folder STATE
///     memory-benchmark export-backup STATE STICK
///     memory-benchmark restore STICK FILE STATE
///     memory-benchmark prepare STATE        decodes every clip of STATE's board, as the sound engine's cache does
let usage = """
    usage: memory-benchmark make STICK
           memory-benchmark import STICK FILE STATE
           memory-benchmark export-backup STATE STICK
           memory-benchmark restore STICK FILE STATE
           memory-benchmark prepare STATE [unbounded]
    """

func fail(_ words: String) -> Never {
    let bytes = Array((words + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

/// A reproducible noise-like signal (deflate cannot shrink it, so a package is as big as its clips).
struct Noise {
    var state: UInt32 = 12345
    mutating func next() -> Int16 {
        state = state &* 1_664_525 &+ 1_013_904_223
        return Int16(truncatingIfNeeded: Int32(state >> 16) % 24000 - 12000)
    }
}

/// A 16-bit PCM WAV file's bytes, `seconds` of noise at `rate` in `channels`.
func wav(seconds: Double, rate: Int, channels: Int) -> [UInt8] {
    let frames = Int(seconds * Double(rate))
    var bytes: [UInt8] = []
    bytes.reserveCapacity(44 + frames * channels * 2)
    func le<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    let size = frames * channels * 2
    bytes += Array("RIFF".utf8)
    le(UInt32(36 + size))
    bytes += Array("WAVEfmt ".utf8)
    le(UInt32(16)); le(UInt16(1)); le(UInt16(channels)); le(UInt32(rate)); le(UInt32(rate * channels * 2))
    le(UInt16(channels * 2)); le(UInt16(16))
    bytes += Array("data".utf8)
    le(UInt32(size))
    var noise = Noise()
    for _ in 0..<(frames * channels) { le(noise.next()) }
    return bytes
}

/// A FLAC file's bytes: `seconds` of a tone at `rate` in `channels`, whose header then claims `claim` frames.
func flac(seconds: Double, rate: Int, channels: Int, claim: UInt64?) -> [UInt8] {
    let path = "/tmp/memory-benchmark-\(getpid()).flac"
    defer { unlink(path) }
    var info = SF_INFO()
    info.samplerate = Int32(rate)
    info.channels = Int32(channels)
    info.format = Int32(SF_FORMAT_FLAC | SF_FORMAT_PCM_16)
    guard let handle = sf_open(path, Int32(SFM_WRITE), &info) else { fail("cannot write \(path)") }
    let total = Int(seconds * Double(rate))
    var frame = 0
    while frame < total {
        let count = min(4096, total - frame)
        var chunk = [Int16](repeating: 0, count: count * channels)
        for index in 0..<count {
            let value = Int16(sin(2 * Double.pi * 300 * Double(frame + index) / Double(rate)) * 12000)
            for channel in 0..<channels { chunk[index * channels + channel] = value }
        }
        _ = chunk.withUnsafeMutableBufferPointer { sf_writef_short(handle, $0.baseAddress, sf_count_t(count)) }
        frame += count
    }
    sf_close(handle)
    var bytes = readAll(path)
    if let claim {
        bytes[21] = (bytes[21] & 0xF0) | UInt8((claim >> 32) & 0x0F)
        for index in 0..<4 { bytes[22 + index] = UInt8((claim >> UInt64(24 - 8 * index)) & 0xFF) }
    }
    return bytes
}

func readAll(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { fail("cannot read \(path)") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let got = fread(&chunk, 1, chunk.count, file)
        if got == 0 { return bytes }
        bytes += chunk[0..<got]
    }
}

/// A board of one phrase per clip name, in categories of 30.
func board(clips: [String]) -> Board {
    var board = StarterContent.board
    board.categories = stride(from: 0, to: clips.count, by: 30).map { first in
        Category(
            id: "c\(first)", name: "Clips \(first / 30 + 1)",
            phrases: (first..<min(clips.count, first + 30)).map {
                Phrase(id: "p\($0)", text: "Phrase \($0)", clip: clips[$0])
            })
    }
    return board
}

/// Writes a package of `board` with `sounds`, one entry at a time.
func writePackage(_ name: String, in folder: String, clips: [(String, [UInt8])]) {
    do throws(BoardFileError) {
        let writer = try PackageWriter(path: folder + "/" + name)
        let named = board(clips: clips.map(\.0))
        for entry in BoardFiles.packageEntries(named) { try writer.add(entry.name, entry.bytes) }
        for (clip, bytes) in clips { try writer.add("sounds/" + clip, bytes) }
        try writer.finish()
    } catch {
        fail("\(name): \(error)")
    }
}

func make(_ stick: String) {
    _ = mkdir(stick, 0o755)
    // The red team's case: a 1 s FLAC whose header claims 120 s at 192 kHz in 8 channels (368 MB as 16-bit).
    writePackage(
        "lying-flac.obz", in: stick,
        clips: [("lying.flac", flac(seconds: 1, rate: 192_000, channels: 8, claim: 120 * 192_000))])
    // The longest clip allowed at the highest rate a recorder gives a voice: 120 s of 48 kHz stereo, 23 MB.
    writePackage("long-clip.obz", in: stick, clips: [("long.wav", wav(seconds: 120, rate: 48000, channels: 2))])
    // Really 121 s, its header saying nothing of its length: refused.
    writePackage(
        "too-long.obz", in: stick,
        clips: [("too-long.flac", flac(seconds: 121, rate: 48000, channels: 2, claim: 0))])
    // The biggest package the limits allow: 300 clips, three of them two minutes of 44.1 kHz stereo (21 MB each),
    // 64.9 MB of clips that deflate cannot shrink, under the 64 MiB of all clips and of the file.
    let long = wav(seconds: 120, rate: 44100, channels: 2)
    let short = wav(seconds: 0.3, rate: 8000, channels: 1)
    let many = (0..<300).map { ("clip-\($0).wav", $0 < 3 ? long : short) }
    writePackage("many-clips.obz", in: stick, clips: many)
    // The most decoded sound a package can bring: as many two-minute FLAC clips as fit in 64 MiB (a tone compresses
    // well), each 5.3 MB once decoded at 22,050 Hz, for the sound engine's cache at start.
    let twoMinutes = flac(seconds: 120, rate: 8000, channels: 1, claim: nil)
    let fitting = min(300, (64 << 20) / twoMinutes.count)
    writePackage("many-long-flac.obz", in: stick, clips: (0..<fitting).map { ("long-\($0).flac", twoMinutes) })
    for name in ["lying-flac.obz", "long-clip.obz", "too-long.obz", "many-clips.obz", "many-long-flac.obz"] {
        var info = stat()
        stat(stick + "/" + name, &info)
        print("\(name): \(info.st_size) bytes")
    }
}

func workshop(stick: String, state: String) -> (StickWorkshop, StoreOpening) {
    _ = mkdir(state, 0o755)
    let opening = Store.open(directory: state, now: .zero)
    return (
        StickWorkshop(folder: stick, clipsFolder: state + "/clips", store: opening.store), opening
    )
}

func describe(_ outcome: StickOutcome) -> String {
    switch outcome {
    case .imported(let board, _, _):
        "imported, \(board.categories.flatMap(\.phrases).compactMap(\.clip).count) clips"
    case .restored(let backup, _):
        "restored, \(backup.board.categories.flatMap(\.phrases).compactMap(\.clip).count) clips"
    case .exported(let file, let left): "exported \(file), \(left) clips left out"
    case .failed(let words): "refused: \(words)"
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.isEmpty ? "" : arguments.removeFirst()
switch (command, arguments.count) {
case ("make", 1): make(arguments[0])
case ("import", 3):
    let (shop, opening) = workshop(stick: arguments[0], state: arguments[2])
    let outcome = shop.perform(.importBoard(file: arguments[1], current: opening.board))
    // Kept as the runtime keeps it, so the next commands find it.
    if case .imported(let board, _, _) = outcome { opening.store.saveBoard(board) }
    opening.store.close()
    print(describe(outcome))
case ("export-backup", 2):
    let (shop, opening) = workshop(stick: arguments[1], state: arguments[0])
    let backup = DeviceBackup(board: opening.board, settings: opening.settings, learned: LearnedWords(), message: nil)
    print(describe(shop.perform(.exportBackup(backup))))
    opening.store.close()
case ("restore", 3):
    let (shop, opening) = workshop(stick: arguments[0], state: arguments[2])
    print(describe(shop.perform(.restoreBackup(file: arguments[1]))))
    opening.store.close()
case ("prepare", 1), ("prepare", 2):
    let opening = Store.open(directory: arguments[0], now: .zero)
    opening.store.close()
    // The sound engine's rule (SoundConfiguration.residentClipSamples): clips are kept up to 16 Mi samples; a clip past
    // it is decoded again when chosen, and is not decoded whole here first (`ClipReader.read(room:)`).
    // `prepare STATE unbounded` keeps them all, as the engine did before it had the budget; `prepare STATE whole`
    // decodes each clip whole before finding it past the budget, as the engine did before it read up to the room.
    let budget = arguments.count == 2 && arguments[1] == "unbounded" ? Int.max : 16 << 20
    let whole = arguments.count == 2 && arguments[1] == "whole"
    var kept: [[Int16]] = []
    var samples = 0
    var passed = 0
    for phrase in opening.board.emergency + opening.board.categories.flatMap(\.phrases) {
        guard let clip = phrase.clip else { continue }
        do throws(ClipError) {
            let path = arguments[0] + "/clips/" + clip
            let room = budget == Int.max ? Int.max : budget - samples
            let fitting =
                whole
                ? try ClipReader.read(path: path, sampleRate: 22050)
                : try ClipReader.read(
                    path: path, sampleRate: 22050, room: room)
            guard let read = fitting, samples + read.count <= budget else {
                passed += 1
                continue
            }
            samples += read.count
            kept.append(read)
        } catch {
            print(error.description)
        }
    }
    print(
        "\(kept.count) clips kept, \(passed) past the budget, \(samples) samples at 22,050 Hz (\((samples * 2) >> 20) MiB)"
    )
default:
    fail(usage)
}
