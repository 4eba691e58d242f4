import BricksonCore
import Foundation
import Glibc
import Testing

@testable import DurableStore

/// T7, D4: a process typing through the real store is killed at random moments; the message on disk is always
/// one it typed, never older than the last one the store reported durable, and the database is never damaged.
@Suite struct CrashConsistencyTests {
    /// How many kills (BRICKSON_CRASH_KILLS overrides it for a longer soak).
    static let kills = ProcessInfo.processInfo.environment["BRICKSON_CRASH_KILLS"].flatMap(Int.init) ?? 250

    @Test func T7_D4_SIGKILLAtAnyMomentNeverLosesADurableKeystroke() throws {
        let directory = ScratchDirectory()
        let child = ChildProcess.builtProduct("store-crash-child")
        try #require(FileManager.default.isExecutableFile(atPath: child), "build store-crash-child first: \(child)")
        var random = SystemRandomNumberGenerator()
        // What is known durable before each child starts: what the test itself reopened after the last kill.
        var known = StoredMessage(text: "", putBack: nil, revision: 0)
        var runsThatSavedSomething = 0
        var killsWhileWriting = 0

        for run in 0..<Self.kills {
            let seed = UInt64.random(in: 0..<UInt64.max, using: &random)
            let process = try #require(ChildProcess(child, [directory.path, String(seed)]))
            // Half the kills land anywhere (even while opening), half while the child is typing.
            if run % 2 == 1 { process.waitForLine(startingWith: "opened") }
            usleep(UInt32.random(in: 0..<(run % 2 == 1 ? 60_000 : 40_000), using: &random))
            process.kill()

            var typed: [Int: StoredMessage] = [:]
            var durable = known.revision
            for line in process.lines() {
                let parts = line.split(separator: " ")
                if parts.first == "typing", parts.count == 4, let revision = Int(parts[1]) {
                    typed[revision] = StoredMessage(
                        text: unhex(parts[2]), putBack: parts[3] == "-" ? nil : unhex(parts[3]), revision: revision)
                } else if parts.first == "durable", parts.count == 2, let revision = Int(parts[1]) {
                    durable = max(durable, revision)
                }
            }
            if let last = typed.keys.max(), durable < last { killsWhileWriting += 1 }

            if Files.exists(directory.database) {
                #expect(try integrity(of: directory.database) == ["ok"], "run \(run), seed \(seed)")
            }
            let opening = Store.open(directory: directory.path, now: .zero)
            defer { opening.store.close() }
            #expect(!opening.recovered, "run \(run), seed \(seed): \(opening.notices)")
            #expect(opening.revision >= durable, "run \(run), seed \(seed): lost a keystroke reported durable")
            let reopened = StoredMessage(text: opening.message, putBack: opening.putBack, revision: opening.revision)
            if opening.revision == known.revision {
                #expect(reopened == known, "run \(run), seed \(seed)")
            } else {
                runsThatSavedSomething += 1
                #expect(typed[opening.revision] == reopened, "run \(run), seed \(seed): not what was typed")
            }
            known = reopened
        }
        // The test means something only if children really typed and were really killed mid-write.
        #expect(runsThatSavedSomething > Self.kills / 4)
        #expect(killsWhileWriting > Self.kills / 4)
        #expect(known.revision > 0)
    }
}
