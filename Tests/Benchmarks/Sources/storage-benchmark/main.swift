// Measures the durable store (D4, T7): time from a keystroke's save to "durable", and bytes written per keystroke
// (what wears an SD card). Usage: storage-benchmark [DIRECTORY] [KEYSTROKES]
// DIRECTORY should be on the partition being measured; the benchmark works in a folder of its own inside it,
// `brickson-storage-benchmark`, and never touches anything else there (it may be the real state directory).
import BricksonCore
import DurableStore
import Foundation
import Glibc
import LinuxSystem

let arguments = CommandLine.arguments
let directory = (arguments.count > 1 ? arguments[1] : ".build") + "/brickson-storage-benchmark"
guard arguments.count <= 3, arguments.count <= 2 || Int(arguments[2]).map({ $0 > 0 }) == true else {
    print("usage: storage-benchmark [DIRECTORY] [KEYSTROKES]")
    exit(2)
}
let keystrokes = arguments.count > 2 ? Int(arguments[2])! : 1000

func monotonicNow() -> Instant { Instant(nanoseconds: MonotonicClock.nanoseconds()) }

/// This process's I/O counters from /proc/self/io: bytes sent to the block layer, and bytes passed to write(2).
func ioCounters() -> (writeBytes: Int64, writeCalls: Int64, wchar: Int64) {
    let text = (try? String(contentsOfFile: "/proc/self/io", encoding: .utf8)) ?? ""
    var values: [String: Int64] = [:]
    for line in text.split(separator: "\n") {
        let parts = line.split(separator: ":")
        if parts.count == 2 { values[String(parts[0])] = Int64(parts[1].trimmingCharacters(in: .whitespaces)) }
    }
    return (values["write_bytes"] ?? -1, values["syscw"] ?? -1, values["wchar"] ?? -1)
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
for suffix in ["", "-wal", "-shm"] {
    try? FileManager.default.removeItem(atPath: directory + "/brickson.sqlite" + suffix)
}

/// Revisions reported durable, handed from the writer thread to this one.
final class Acknowledgements: @unchecked Sendable {
    let condition = NSCondition()
    var saved = 0
    var failed = 0
    func wait(for revision: Int) {
        condition.lock()
        while saved < revision && failed < revision { condition.wait() }
        condition.unlock()
    }
}
let acks = Acknowledgements()

let openStart = monotonicNow()
let opening = Store.open(directory: directory, now: openStart) { event in
    acks.condition.lock()
    switch event {
    case .messageSaved(let revision, _): acks.saved = max(acks.saved, revision)
    case .saveFailed(let revision, _): acks.failed = max(acks.failed, revision)
    default: break
    }
    acks.condition.broadcast()
    acks.condition.unlock()
}
let openTime = monotonicNow() - openStart
let store = opening.store

// Warm up (the WAL file is created on the first save).
store.saveMessage(message: "w", putBack: nil, revision: 1)
acks.wait(for: 1)

var message = ""
var times: [Double] = []
let before = ioCounters()
for index in 0..<keystrokes {
    let revision = index + 2
    message.append(index % 6 == 5 ? " " : "e")
    if message.count > 120 { message = "" }
    let start = monotonicNow()
    // As the core sends them: the press and the selection go to the event log with the keystroke's save.
    store.log(LogEntry(kind: .press, at: start, detail: "switch 1"))
    store.log(LogEntry(kind: .selection, at: start, detail: "key e", latency: .milliseconds(40)))
    store.saveMessage(message: message, putBack: nil, revision: revision)
    acks.wait(for: revision)
    times.append((monotonicNow() - start).milliseconds)
}
let after = ioCounters()
guard acks.failed < 2 else {
    print("saves failed: is \(directory) writable?")
    exit(1)
}

// A burst: 50 keystrokes handed over at once are coalesced into few writes.
let burstStart = monotonicNow()
let burstBase = keystrokes + 2
for index in 0..<50 {
    store.saveMessage(
        message: String(repeating: "b", count: index + 1), putBack: nil, revision: burstBase + index)
}
acks.wait(for: burstBase + 49)
let burstTime = monotonicNow() - burstStart

// Start-up with a full event log: what a restart after a crash or power cut costs (integrity check included).
for index in 0..<StoreOptions().logLimit {
    store.log(LogEntry(kind: .selection, at: monotonicNow(), detail: "phrase \(index)", latency: .zero))
}
store.saveMessage(message: "after the log", putBack: nil, revision: burstBase + 50)
acks.wait(for: burstBase + 50)
store.close()
let reopenStart = monotonicNow()
let reopened = Store.open(directory: directory, now: reopenStart)
let reopenTime = monotonicNow() - reopenStart
reopened.store.close()
let databaseBytes = (try? FileManager.default.attributesOfItem(atPath: directory + "/brickson.sqlite")[.size]) ?? 0

let sorted = times.sorted()
let count = Double(keystrokes)
func format(_ value: Double) -> String { String(format: "%.2f", value) }
print("storage-benchmark: \(keystrokes) keystrokes (a save and two log entries each), durable before the next")
print("  directory: \(directory)")
print("  open (new database): \(format(openTime.milliseconds)) ms")
print(
    "  time to durable per keystroke: p50 \(format(percentile(sorted, 0.5))) ms, "
        + "p99 \(format(percentile(sorted, 0.99))) ms, max \(format(sorted.last ?? 0)) ms")
print(
    "  bytes to the block device per keystroke (write_bytes): \(format(Double(after.writeBytes - before.writeBytes) / count))"
)
print("  bytes passed to write(2) per keystroke (wchar): \(format(Double(after.wchar - before.wchar) / count))")
print("  write(2) calls per keystroke: \(format(Double(after.writeCalls - before.writeCalls) / count))")
print("  burst of 50 keystrokes at once: durable after \(format(burstTime.milliseconds)) ms")
print(
    "  open with a full event log (\(StoreOptions().logLimit) entries, database \(databaseBytes) bytes): "
        + "\(format(reopenTime.milliseconds)) ms")
