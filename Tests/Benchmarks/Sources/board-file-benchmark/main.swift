// Measures exporting and importing boards of phrases as Open Board Format packages (C4): time and file size.
import BricksonCore
import Foundation
import OpenBoardFormat

/// A board as large as the import limits allow: as many categories and phrases as Home shows at once (12 of 30),
/// and 30 emergency phrases.
let limits = BoardFileLimits()
let largest = Board(
    categories: (1...limits.categoriesOnHome).map { category in
        Category(
            id: "c\(category)", name: "Category \(category)",
            phrases: (1...limits.phrasesPerCategory).map {
                Phrase(id: "c\(category).\($0)", text: "Phrase \($0) of category \(category)")
            })
    },
    emergency: (1...limits.phrasesPerCategory).map { Phrase(id: "e\($0)", text: "Emergency phrase \($0)") })

let folder = FileManager.default.temporaryDirectory.path + "/board-file-benchmark-\(getpid())"
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }

/// Median and worst of `runs` timings of `work`, in milliseconds.
func measure(_ runs: Int, _ work: () throws -> Void) rethrows -> (median: Double, worst: Double) {
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<runs {
        let start = clock.now
        try work()
        let elapsed = clock.now - start
        times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
    }
    times.sort()
    return (times[times.count / 2], times.last!)
}

func format(_ value: Double) -> String { String(format: "%.2f", value) }

print("| board | phrases | .obz size | export median / worst | import median / worst |")
print("|---|---|---|---|---|")
for (name, board, runs) in [("starter board", StarterContent.board, 50), ("largest accepted", largest, 10)] {
    let path = folder + "/board.obz"
    let export = try measure(runs) { try BoardFiles.writePackage(board, to: path) }
    let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    var imported: Board?
    let read = try measure(runs) { imported = try BoardFiles.read(path: path, current: board).board }
    precondition(imported == board, "the round trip changed the board")
    let phrases = board.categories.reduce(board.emergency.count) { $0 + $1.phrases.count }
    print(
        "| \(name) | \(phrases) | \(size / 1024) KiB | \(format(export.median)) / \(format(export.worst)) ms "
            + "| \(format(read.median)) / \(format(read.worst)) ms |")
}

/// A hostile board file as large as one may be (2 MiB), nearly all numbers, the costliest values to read: it is
/// refused (it has no phrases), and the figure is how long the refusal takes.
let hostile = folder + "/numbers.obf"
let header = #"{"format": "open-board-0.1", "id": "n", "name": "Numbers", "buttons": [], "x": [1"#
let count = (limits.boardBytes - header.utf8.count - 2) / 2
let numbers = header + String(repeating: ",1", count: count) + "]}"
precondition(FileManager.default.createFile(atPath: hostile, contents: Data(numbers.utf8)))
let refusal = measure(10) {
    do {
        _ = try BoardFiles.read(path: hostile, current: largest)
        preconditionFailure("a board without phrases was read")
    } catch {}
}
print(
    "| 2 MiB of numbers (refused) | 0 | \(numbers.utf8.count / 1024) KiB | – "
        + "| \(format(refusal.median)) / \(format(refusal.worst)) ms |")
