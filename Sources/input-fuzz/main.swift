// input-fuzz: a seeded, deterministic fuzzer over everything Brickson reads from outside or from a damaged card
// (D4, D7, C4, D8): the board-file importer (.obf and .obz), board.conf, the simulator script parser, the store's
// opening of damaged database files, backups restored from a stick, recorded clips, names on a stick and the
// update helper's status file.
//
// Each input is a seed file mutated by a seeded generator (bit flips, byte changes, cuts, repeats and insertions
// of tokens that have hurt before: trailing commas, CRLF, combining marks, look-alike letters, huge numbers).
// Properties: no crash (a crash ends the process, which the caller sees), no input taking over 2 s, no input taking
// the process's peak memory over 128 MiB (D8), and a refused import leaves the saved board, settings and message
// exactly as they were; what is accepted passes the text gate and Settings' ranges. The same seed gives the same inputs,
// so a failure printed with its seed and number can be replayed.
//
//     input-fuzz [--seconds 60] [--seed 1]
import BoardProfile
import BricksonCommands
import BricksonCore
import BricksonRuntime
import BricksonSimulator
import DurableStore
import Foundation
import LinuxSystem
import OpenBoardFormat
import RecordedClips
import StickWorkflows
import USBStick

/// SplitMix64: small, fast and the same on every machine.
struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }
}

/// Pieces that have broken parsers before, inserted whole.
let tokens: [[UInt8]] = [
    ",", "]", "}", ",]", ",}", "[", "{", "\"", "\\", "\r\n", "\r", "\n", "\0", "=", "#", " = ", "-1", "0", "1e309",
    "99999999999999999999", "NaN", "null", "true", "\"Уes\"", "Nо", "\u{200B}", "\u{FEFF}", "..", "/", "../",
    "\"load_board\": {\"path\": \"../x\"}", "\"order\": [[\"1\",\"1\",\"1\"]]",
    String(repeating: "\u{0301}", count: 3000), String(repeating: "[", count: 600), "press yes 999999999",
    "display.widthMillimetres = 5", "gpio.yes = GPIO17", "tap \"", "wait -1",
].map { Array($0.utf8) }

/// One to eight mutations of `seed`.
func mutate(_ seed: [UInt8], _ random: inout Generator) -> [UInt8] {
    var bytes = seed
    for _ in 0...random.below(8) {
        let at = random.below(bytes.count + 1)
        switch random.below(8) {
        case 0 where !bytes.isEmpty: bytes[min(at, bytes.count - 1)] ^= UInt8(1 << random.below(8))
        case 1 where !bytes.isEmpty: bytes[min(at, bytes.count - 1)] = UInt8(truncatingIfNeeded: random.next())
        case 2: bytes = Array(bytes.prefix(at))
        case 3 where !bytes.isEmpty:
            let end = min(bytes.count, at + 1 + random.below(64))
            bytes.removeSubrange(min(at, bytes.count - 1)..<end)
        case 4:
            let start = random.below(max(1, bytes.count))
            let piece = bytes[start..<min(bytes.count, start + random.below(256))]
            for _ in 0...random.below(4) { bytes.insert(contentsOf: piece, at: min(at, bytes.count)) }
        case 5, 6: bytes.insert(contentsOf: tokens[random.below(tokens.count)], at: at)
        default:
            for _ in 0..<random.below(16) { bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: at) }
        }
    }
    return bytes
}

/// What a run found.
final class Tally {
    var inputs: [String: Int] = [:]
    var refused: [String: Int] = [:]
    var slowest: [String: Double] = [:]
    var failures: [String] = []
    var overMemory = false

    func record(_ target: String, seconds: Double, refused wasRefused: Bool) {
        inputs[target, default: 0] += 1
        if wasRefused { refused[target, default: 0] += 1 }
        slowest[target] = max(slowest[target] ?? 0, seconds)
    }
}

let arguments = CommandLine.arguments
@MainActor func option(_ name: String, _ fallback: Double) -> Double {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return fallback }
    return Double(arguments[index + 1]) ?? fallback
}
let totalSeconds = option("--seconds", 60)
let seed = UInt64(option("--seed", 1))
/// An input taking longer than this is a failure (a hang of the loop that must answer Get Attention).
let hangLimit = Watchdog.hangLimit

let work = FileManager.default.temporaryDirectory.path + "/brickson-fuzz-\(getpid())"
try? FileManager.default.removeItem(atPath: work)
try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: work) }

/// A watchdog: one input running five times past the hang limit ends the run (a hang must not hang CI).
final class Watchdog: @unchecked Sendable {
    static let hangLimit = 2.0
    private let lock = NSLock()
    private var current: (String, Date)?
    func begin(_ what: String) { lock.withLock { current = (what, Date()) } }
    func end() { lock.withLock { current = nil } }
    func start() {
        Thread.detachNewThread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.5)
                if let (what, since) = lock.withLock({ current }), Date().timeIntervalSince(since) > Self.hangLimit * 5
                {
                    print("FAIL input-fuzz: \(what) hung for over \(Int(Self.hangLimit * 5)) s")
                    exit(1)
                }
            }
        }
    }
}
let watchdog = Watchdog()
watchdog.start()
let tally = Tally()

/// Runs `body` on one input, timing it; `body` returns whether the input was refused.
@MainActor func trial(_ target: String, _ number: Int, _ body: () throws -> Bool) {
    let label = "\(target) input \(number) (seed \(seed))"
    watchdog.begin(label)
    let start = Date()
    var refused = false
    do {
        refused = try body()
    } catch {
        tally.failures.append("\(label): \(error)")
    }
    let seconds = Date().timeIntervalSince(start)
    watchdog.end()
    if seconds > hangLimit { tally.failures.append("\(label) took \(String(format: "%.1f", seconds)) s") }
    // The peak only grows: the input that takes it over the bound is the one named.
    let peak = peakResidentMiB()
    if peak > memoryLimitMiB, !tally.overMemory {
        tally.overMemory = true
        tally.failures.append("\(label) took peak memory to \(peak) MiB (over \(memoryLimitMiB) MiB)")
    }
    tally.record(target, seconds: seconds, refused: refused)
}

struct PropertyFailed: Error, CustomStringConvertible { var description: String }

/// D8: no input, accepted or refused, takes Brickson's peak memory over this.
let memoryLimitMiB = 128
/// The process's peak resident memory so far, in MiB. The corresponding C call is `getrusage`.
func peakResidentMiB() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss / 1024
}

func write(_ bytes: [UInt8], _ path: String) {
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
}
func read(_ path: String) -> [UInt8] { (try? Data(contentsOf: URL(fileURLWithPath: path))).map { Array($0) } ?? [] }

// MARK: - Seeds

let seeds = work + "/seeds"
try FileManager.default.createDirectory(atPath: seeds, withIntermediateDirectories: true)
try BoardFiles.writePackage(StarterContent.board, to: seeds + "/starter.obz")
try BoardFiles.writeCategory(StarterContent.board.categories[0].name, of: StarterContent.board, to: seeds + "/one.obf")
try BoardFiles.writeCategory("Emergency", of: StarterContent.board, to: seeds + "/sos.obf")
let boardSeeds = [read(seeds + "/one.obf"), read(seeds + "/sos.obf"), read(seeds + "/starter.obz")]
let profileSeed = Array(
    """
    # A bedside board
    name = Bedside
    gpio.yes = GPIO17
    gpio.no = GPIO27   # right of Yes
    gpio.getAttention = GPIO22
    gpio.stop = GPIO23
    gpio.activeLow = true
    gpio.bias = pull-up
    display.rotation = 90
    display.widthMillimetres = 154.2
    display.heightMillimetres = 85.9
    audio.device = default
    audio.mixer = PCM
    """.utf8)
let scriptSeed = Array(SimulateCommand.demoScript.utf8)

/// A closed database with history, and a copy of its files taken while the log of saves still held commits.
@MainActor func storeSeeds() -> (database: [UInt8], wal: [UInt8], committed: Set<String>) {
    let directory = work + "/store-seed"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let saved = DispatchSemaphore(value: 0)
    let opening = Store.open(directory: directory, now: .zero) { event in
        if case .messageSaved = event { saved.signal() }
    }
    var committed: Set<String> = [""]
    var text = "I need"
    for revision in 1...12 {
        text += revision % 3 == 0 ? " é\(revision)" : " w\(revision)"
        opening.store.saveMessage(
            message: text, putBack: revision % 2 == 0 ? "copy" : nil, revision: revision)
        opening.store.log(LogEntry(kind: .press, at: .milliseconds(Int64(revision)), detail: "key"))
        _ = saved.wait(timeout: .now() + 5)
        committed.insert(text)
    }
    let database = read(directory + "/" + Store.databaseName)
    let wal = read(directory + "/" + Store.databaseName + "-wal")
    opening.store.close()
    return (database, wal, committed)
}

// MARK: - Targets

let share = totalSeconds / 8
var random = Generator(state: seed)

// The board-file importer, through the same command the device runs; a refusal must change nothing.
do {
    let state = work + "/import-state"
    let baseline = Store.open(directory: state, now: .zero)
    baseline.store.saveMessage(message: "Keep me", putBack: nil, revision: 1)
    baseline.store.close()
    func snapshot() -> (Board, Settings, String) {
        let opening = Store.open(directory: state, now: .zero)
        opening.store.close()
        return (opening.board, opening.settings, opening.message)
    }
    var before = snapshot()
    let deadline = Date().addingTimeInterval(share)
    var number = 0
    while Date() < deadline {
        number += 1
        let which = random.below(boardSeeds.count)
        let path = work + (which == 2 ? "/input.obz" : "/input.obf")
        write(mutate(boardSeeds[which], &random), path)
        trial("import-board", number) {
            do {
                _ = try BoardFileCommand.importBoard(file: path, stateDirectory: state)
                before = snapshot()
                return false
            } catch let error as BoardFileError {
                let after = snapshot()
                guard after == before else {
                    throw PropertyFailed(description: "a refused import changed the saved state (\(error))")
                }
                guard !error.description.isEmpty, error.description.utf8.count < 4096 else {
                    throw PropertyFailed(description: "a refusal without clear words: \(error.description.prefix(200))")
                }
                return true
            }
        }
    }
}

// board.conf: read or refused naming the problem; what is read is within the bounds.
do {
    let deadline = Date().addingTimeInterval(share)
    var number = 0
    while Date() < deadline {
        number += 1
        let text = String(decoding: mutate(profileSeed, &random), as: UTF8.self)
        trial("board.conf", number) {
            do {
                let profile = try BoardProfile.parse(text, file: "board.conf")
                if let size = profile.panelMillimetres,
                    !BoardProfile.plausibleMillimetres.contains(size.width)
                        || !BoardProfile.plausibleMillimetres.contains(size.height)
                {
                    throw PropertyFailed(description: "an implausible panel was accepted: \(size)")
                }
                if LabelBounds.problem(profile.name) != nil {
                    throw PropertyFailed(description: "a name over the bounds was accepted")
                }
                return false
            } catch let error as BoardProfileError {
                guard !error.problem.isEmpty else { throw PropertyFailed(description: "an error with no words") }
                return true
            }
        }
    }
}

// The simulator's script parser, and the timeline made from what it accepts.
do {
    let deadline = Date().addingTimeInterval(share)
    var number = 0
    while Date() < deadline {
        number += 1
        let text = String(decoding: mutate(scriptSeed, &random), as: UTF8.self)
        trial("simulator script", number) {
            do {
                let script = try SimulatorScript.parse(text, file: "fuzz.script")
                _ = script.timeline
                return false
            } catch {
                return true
            }
        }
    }
}

// The store opening damaged files: it always opens, the message is one that was committed (or the damage is
// said), and a save afterwards is answered.
do {
    let (database, wal, committed) = storeSeeds()
    let deadline = Date().addingTimeInterval(share)
    var number = 0
    while Date() < deadline {
        number += 1
        let directory = work + "/store-\(number)"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/" + Store.databaseName
        let damageWAL = random.below(2) == 0
        write(damageWAL ? database : mutate(database, &random), path)
        if damageWAL || random.below(2) == 0 { write(damageWAL ? mutate(wal, &random) : wal, path + "-wal") }
        trial("store opening", number) {
            let answered = DispatchSemaphore(value: 0)
            let opening = Store.open(directory: directory, now: .zero) { event in
                switch event {
                case .messageSaved, .saveFailed: answered.signal()
                default: break
                }
            }
            defer {
                opening.store.close()
                try? FileManager.default.removeItem(atPath: directory)
            }
            let said = opening.recovered || opening.rolledBack || !opening.notices.isEmpty
            if !committed.contains(opening.message) && !said {
                throw PropertyFailed(description: "an uncommitted message was restored silently")
            }
            opening.store.saveMessage(message: "after", putBack: nil, revision: opening.revision + 1)
            if answered.wait(timeout: .now() + hangLimit) == .timedOut {
                throw PropertyFailed(description: "a save after opening was not answered")
            }
            return said
        }
    }
}

// A backup restored from the stick (C5, D8): refused in words changing nothing, or restored with every setting in
// Settings' ranges and every text through the gate.
do {
    let stick = work + "/backup-stick"
    let state = work + "/backup-state"
    for folder in [stick, state] {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    let opening = Store.open(directory: state, now: .zero)
    let workshop = StickWorkshop(folder: stick, clipsFolder: state + "/clips", store: opening.store)
    var learned = LearnedWords()
    _ = learned.learn("please call my daughter now please")
    let settings = String(decoding: try JSONEncoder().encode(Settings(accessMethod: .touch)), as: UTF8.self)
    let words = String(decoding: try JSONEncoder().encode(learned), as: UTF8.self)
    let entrySeed = Array(
        (#"{"format":"brickson-backup","version":1,"settings":"# + settings + #","learned":"# + words
            + #","message":"I need water"}"#).utf8)
    let boardEntries = BoardFiles.packageEntries(StarterContent.board)
    let deadline = Date().addingTimeInterval(share)
    var number = 0
    while Date() < deadline {
        number += 1
        let name = "brickson-backup-\(number).zip"
        do {
            let writer = try PackageWriter(path: stick + "/" + name)
            for entry in boardEntries { try writer.add(entry.name, entry.bytes) }
            try writer.add("brickson-backup.json", mutate(entrySeed, &random))
            try writer.finish()
        } catch {
            continue
        }
        trial("backup restore", number) {
            defer { AtomicFile.remove(stick + "/" + name) }
            switch workshop.perform(.restoreBackup(file: name)) {
            case .restored(let backup, _):
                if let broken = backup.settings.rangesBroken.first {
                    throw PropertyFailed(description: "a restored setting outside its range: \(broken.name)")
                }
                if let message = backup.message,
                    TextGate.problem(message, maxScalars: TextGate.maxMessageScalars) != nil
                {
                    throw PropertyFailed(description: "a restored message that does not pass the text gate")
                }
                if let word = backup.learned.words.keys.first(where: { !LearnedWords.admits(word: $0) }) {
                    throw PropertyFailed(description: "a restored learned word the gate refuses: \(word.prefix(40))")
                }
                return false
            case .failed(let words):
                guard !words.isEmpty, words.utf8.count < 4096 else {
                    throw PropertyFailed(description: "a refusal without clear words: \(words.prefix(200))")
                }
                return true
            default:
                return false
            }
        }
    }
    opening.store.close()
}

// A recorded clip (S2, D8): read or refused in words, within the time and memory bounds whatever its header says.
do {
    var samples: [Int16] = []
    for index in 0..<11_025 { samples.append(Int16(8000 * sin(Double(index) * 2 * .pi * 440 / 22_050))) }
    let clipSeed = ClipWriter.wav(samples, sampleRate: 22_050)
    let path = work + "/clip.wav"
    let deadline = Date().addingTimeInterval(share)
    var number = 0
    while Date() < deadline {
        number += 1
        write(mutate(clipSeed, &random), path)
        trial("recorded clip", number) {
            do {
                let read = try ClipReader.read(path: path, sampleRate: 22_050)
                if read.count > ClipCheck.longestSeconds * 22_050 + 22_050 {
                    throw PropertyFailed(description: "a clip longer than \(ClipCheck.longestSeconds) s was read")
                }
                return false
            } catch let error as ClipError {
                guard !error.reason.isEmpty else { throw PropertyFailed(description: "a refusal with no words") }
                return true
            }
        }
    }
}

// Names on a stick (C5, D8): only names that can be shown as they are spoken are listed.
do {
    let stick = work + "/names-stick"
    let nameSeeds = ["family.obz", "Spanish phrases.obf", "brickson-backup.zip", "update-1.2.raucb", "كلمات.obz"]
    let deadline = Date().addingTimeInterval(share)
    var number = 0
    while Date() < deadline {
        number += 1
        try? FileManager.default.removeItem(atPath: stick)
        try? FileManager.default.createDirectory(atPath: stick, withIntermediateDirectories: true)
        for seed in nameSeeds {
            // A name is bytes to the file system: any but "/" and NUL, at most 255.
            let bytes = mutate(Array(seed.utf8), &random).filter { $0 != 0x2F && $0 != 0 }.prefix(255)
            guard !bytes.isEmpty, bytes != [0x2E], bytes != [0x2E, 0x2E] else { continue }
            let path = Array((stick + "/").utf8) + bytes + [0]
            let made = path.withUnsafeBufferPointer {
                $0.withMemoryRebound(to: CChar.self) {
                    try? FileDescriptor.openRaw($0.baseAddress!, O_CREAT | O_WRONLY, mode: 0o644)
                }
            }
            if let made { try? FileDescriptor(adopting: made).close() }
        }
        trial("stick names", number) {
            let contents = StickFolder.contents(of: stick)
            for name in contents.boardFiles + contents.backups + contents.updates {
                if let problem = LabelBounds.problem(name) {
                    throw PropertyFailed(description: "a name that cannot be shown was listed (\(problem))")
                }
                if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                    throw PropertyFailed(description: "a name with a control character was listed")
                }
            }
            return contents.problem != nil
        }
    }
}

// The update helper's status file (U3, D8): read or left as damaged; every value kept passes the label rule.
do {
    let statusSeed = Array(
        """
        state=ready
        bundle=brickson-update-1.3.raucb
        version=1.3.0.0
        changes=Clearer words on the Update page; Polish voice
        progress=40
        message=Restart to use it.
        running-version=1.2.0.0
        other-version=none
        last-update=installed 1.2.0.0
        """.utf8)
    let deadline = Date().addingTimeInterval(share)
    var number = 0
    while Date() < deadline {
        number += 1
        let bytes = mutate(statusSeed, &random)
        trial("update status", number) {
            guard let status = UpdateStatus.parse(bytes) else { return true }
            let values = [
                status.bundle, status.version, status.changes, status.message, status.runningVersion,
                status.otherVersion, status.lastUpdate,
            ]
            for value in values.compactMap({ $0 }) {
                if let problem = LabelBounds.problem(value) {
                    throw PropertyFailed(description: "a status value that cannot be shown was kept (\(problem))")
                }
            }
            if let progress = status.progress, !(0...100).contains(progress) {
                throw PropertyFailed(description: "a progress of \(progress) was kept")
            }
            return false
        }
    }
}

// MARK: - Report

let targets = [
    "import-board", "board.conf", "simulator script", "store opening", "backup restore", "recorded clip",
    "stick names", "update status",
]
for target in targets {
    let count = tally.inputs[target] ?? 0
    let slowest = String(format: "%.3f", tally.slowest[target] ?? 0)
    print("input-fuzz \(target): \(count) inputs, \(tally.refused[target] ?? 0) refused or said, slowest \(slowest) s")
}
if tally.failures.isEmpty {
    let total = tally.inputs.values.reduce(0, +)
    print(
        "PASS input-fuzz: \(total) inputs in \(Int(totalSeconds)) s (seed \(seed)), no crash, none over 2 s, "
            + "peak memory \(peakResidentMiB()) MiB (at most \(memoryLimitMiB))")
} else {
    for failure in tally.failures.prefix(20) { print("FAIL input-fuzz: \(failure)") }
    exit(1)
}
