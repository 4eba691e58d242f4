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
            // Half the kills land anywhere (even while opening), half while the child is typing: once the store
            // has reported a keystroke durable, however slowly a busy machine got the child there.
            // Every tenth child types long enough for WAL checkpoints, so some kills land in one.
            if run % 2 == 1 { process.waitForLine(startingWith: "durable") }
            let delay: Range<UInt32> = run % 10 == 9 ? 200_000..<700_000 : 0..<(run % 2 == 1 ? 60_000 : 40_000)
            usleep(UInt32.random(in: delay, using: &random))
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
        // The test means something only if children really typed and were really killed mid-write. Every other
        // child saved before its kill, so more than a quarter did; how many kills catch a keystroke not yet durable
        // depends on how fast this machine's disk syncs (from a few percent on tmpfs to most on an SD card), so
        // only that some did is asked.
        #expect(runsThatSavedSomething > Self.kills / 4)
        #expect(killsWhileWriting > 0, "\(killsWhileWriting) of \(Self.kills) kills caught a keystroke not yet durable")
        #expect(known.revision > 0)
    }

    /// A new database is built beside its name and renamed into place: a kill while it is being made never leaves
    /// a half-made database that would later be taken for a damaged one.
    @Test func D4_aKillWhileTheDatabaseIsFirstMadeLeavesNothingToRecover() throws {
        let child = ChildProcess.builtProduct("store-crash-child")
        try #require(FileManager.default.isExecutableFile(atPath: child), "build store-crash-child first: \(child)")
        var random = SystemRandomNumberGenerator()
        for run in 0..<40 {
            let directory = ScratchDirectory()
            let process = try #require(ChildProcess(child, [directory.path, "\(run)"]))
            usleep(UInt32.random(in: 0..<30_000, using: &random))
            process.kill()
            let opening = Store.open(directory: directory.path, now: .zero)
            defer { opening.store.close() }
            #expect(!opening.recovered, "run \(run): \(opening.notices) \(directory.names)")
            #expect(opening.savingAvailable)
            #expect(try integrity(of: directory.database) == ["ok"])
        }
    }
}
