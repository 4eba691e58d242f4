// A child for the crash-consistency test (T7, D4): types a message keystroke by keystroke through the real Store
// until it is killed, and says on stdout what it typed and what the store reported durable.
//
// Lines (each written with one write(2), so a kill never leaves half a line before a whole one):
//   opened <revision>                         the message the store opened with had this revision
//   typing <revision> <text hex> <put back hex or ->   about to hand this revision to the store
//   durable <revision>                        the store reported this revision (and all older) durable
//
// `store-crash-child DIRECTORY handover` erases the person in the store at once (C6, New patient) and says
// "durable <revision>" when done.
// `store-crash-child DIRECTORY use SECONDS` instead keeps the seconds in use (C3) with a message, says
// "durable <revision>" once they are on disk and waits to be killed. `store-crash-child DIRECTORY board` does the
// same with the board as edited in Settings > Phrases (C1): the starter board without its first emergency phrase,
// with its first two phrases swapped, People renamed Family and a phrase added to it.
import BricksonCore
import DurableStore
import Glibc
import LinuxSystem

func say(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    var written = 0
    while written < bytes.count {
        let put = bytes.withUnsafeBytes { buffer in
            retryingInterrupts { write(1, buffer.baseAddress! + written, buffer.count - written) }
        }
        if put <= 0 { exit(3) }
        written += put
    }
}

func hex(_ text: String) -> String {
    let digits = Array("0123456789abcdef")
    return text.isEmpty ? "=" : String(text.utf8.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
}

func monotonicNow() -> Instant { Instant(nanoseconds: MonotonicClock.nanoseconds()) }

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[2] == "board" {
    let opening = Store.open(directory: arguments[1], now: monotonicNow()) { event in
        if case .messageSaved(let revision, _) = event { say("durable \(revision)") }
    }
    say("opened \(opening.revision)")
    var board = StarterContent.board
    board.emergency.removeFirst()
    board.categories[0].phrases.swapAt(0, 1)
    board.categories[4].name = "Family"
    board.categories[4].phrases.append(Phrase(id: "phrase-1", text: "Call Anna"))
    // Queued together, so written in one transaction: the message's report says the board is durable too.
    opening.store.saveBoard(board)
    opening.store.saveMessage(message: "edited", putBack: nil, revision: opening.revision + 1)
    while true { sleep(60) }
}
if arguments.count == 3, arguments[2] == "handover" {
    // New patient (C6): the person already on disk is erased at once; killed at any moment by the test.
    let opening = Store.open(directory: arguments[1], now: monotonicNow()) { event in
        if case .messageSaved(let revision, _) = event { say("durable \(revision)") }
    }
    say("opened \(opening.revision)")
    opening.store.handOver(
        settings: opening.settings.keptForNextPatient, board: opening.board, revision: opening.revision + 1)
    while true { sleep(60) }
}
if arguments.count == 4, arguments[2] == "use", let seconds = Int64(arguments[3]) {
    let opening = Store.open(directory: arguments[1], now: monotonicNow()) { event in
        if case .messageSaved(let revision, _) = event { say("durable \(revision)") }
    }
    say("opened \(opening.revision)")
    // Queued together, so written in one transaction: the message's report says the seconds are durable too.
    opening.store.saveUseSeconds(seconds)
    opening.store.saveMessage(message: "in use", putBack: nil, revision: opening.revision + 1)
    while true { sleep(60) }
}
if arguments.count == 3, arguments[2] == "alert" {
    let opening = Store.open(directory: arguments[1], now: monotonicNow()) { event in
        if case .messageSaved(let revision, _) = event { say("durable \(revision)") }
    }
    say("opened \(opening.revision)")
    // Queued together: the alert's mark is made (and synced) before the message's transaction is written.
    opening.store.keepAlertOn(true)
    opening.store.saveMessage(message: "I'm in pain", putBack: nil, revision: opening.revision + 1)
    while true { sleep(60) }
}
guard arguments.count == 3, let seed = UInt64(arguments[2]) else {
    say("usage: store-crash-child DIRECTORY SEED")
    exit(2)
}

/// A small deterministic generator (SplitMix64), so a failing run can be replayed from its seed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

var random = SplitMix(state: seed)
let opening = Store.open(directory: arguments[1], now: monotonicNow()) { event in
    if case .messageSaved(let revision, _) = event { say("durable \(revision)") }
}
say("opened \(opening.revision)")

// Letters, space, punctuation and characters beyond ASCII, as a person would type them.
let keys = Array("abcdefghijklmnopqrstuvwxyz     .,?'éüñ€😀")
var text = opening.message
var putBack = opening.putBack
var revision = opening.revision
while true {
    revision += 1
    let roll = Int.random(in: 0..<100, using: &random)
    if roll < 85 || text.isEmpty {
        text.append(keys[Int.random(in: 0..<keys.count, using: &random)])
    } else if roll < 97 {
        text.removeLast()
    } else {
        putBack = text
        text = ""
    }
    if text.count > 300 {
        putBack = text
        text = ""
    }
    say("typing \(revision) \(hex(text)) \(putBack.map(hex) ?? "-")")
    opening.store.saveMessage(message: text, putBack: putBack, revision: revision)
    if roll % 10 == 0 {
        opening.store.log(LogEntry(kind: .press, at: monotonicNow(), detail: "key"))
    }
    // Faster than a person types, so saves queue up and coalesce as well as land one by one.
    usleep(UInt32.random(in: 0..<3000, using: &random))
}
