import BricksonCommands
import BricksonCore
import Foundation
import Testing

@testable import DurableStore

/// D6: the event log is bounded, holds no message text unless allowed, and exports as CSV.
@Suite struct EventLogTests {
    static func rows(_ directory: ScratchDirectory) throws -> [[SQLiteValue]] {
        let database = try SQLiteDatabase(path: directory.database)
        return try database.query("SELECT kind, detail, latency_ns FROM event_log ORDER BY seq")
    }

    @Test func D6_theLogIsBoundedAndDropsTheOldestFirst() throws {
        let directory = ScratchDirectory()
        let opening = Store.open(directory: directory.path, now: .zero, options: StoreOptions(logLimit: 50))
        for index in 0..<180 {
            opening.store.log(
                LogEntry(kind: .press, at: .milliseconds(Int64(index)), detail: "press \(index)"))
            if index % 40 == 0 { opening.store.waitUntilWritten() }
        }
        opening.store.close()
        let details = try Self.rows(directory).compactMap { $0[1].text }
        #expect(details == (130..<180).map { "press \($0)" })
    }

    @Test func D6_messageTextIsNotLoggedUnlessTheCaregiverAllowsIt() throws {
        let directory = ScratchDirectory()
        let opening = Store.open(directory: directory.path, now: .zero)
        opening.store.saveMessage(message: "my secret words", putBack: "older private note", revision: 1)
        opening.store.log(LogEntry(kind: .speechStart, at: .milliseconds(5), detail: "my secret words"))
        opening.store.log(
            LogEntry(kind: .selection, at: .milliseconds(6), detail: "Put Back: older private note"))
        opening.store.log(LogEntry(kind: .selection, at: .milliseconds(7), detail: "Speak"))
        var allowed = Settings()
        allowed.logMessageText = true
        opening.store.saveSettings(allowed)
        opening.store.log(LogEntry(kind: .speechStart, at: .milliseconds(8), detail: "my secret words"))
        opening.store.close()

        let details = try Self.rows(directory).compactMap { $0[1].text }
        #expect(details == [LogRedaction.withheld, LogRedaction.withheld, "Speak", "my secret words"])
    }

    @Test func D6_exportWritesTheLogAsCSV() throws {
        let directory = ScratchDirectory()
        let opening = Store.open(directory: directory.path, now: .zero)
        opening.store.log(LogEntry(kind: .press, at: .milliseconds(1000), detail: "Yes button"))
        opening.store.log(

            LogEntry(
                kind: .selection, at: .milliseconds(1042), detail: "Pain, \"I'm in pain\"",
                latency: .microseconds(41_500)))
        opening.store.log(LogEntry(kind: .fault, at: .milliseconds(2000), detail: "=cmd|' /C calc'!A0"))
        let csv = directory.path + "/log.csv"
        try opening.store.exportLog(toCSV: csv)
        opening.store.close()

        let lines = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n").map(String.init)
        try #require(lines.count == 4, "\(lines)")
        #expect(lines[0] == "time_utc,monotonic_ms,kind,detail,latency_ms")
        #expect(lines[1].hasSuffix(",1000.000,press,Yes button,"))
        #expect(lines[2].hasSuffix(",1042.000,selection,\"Pain, \"\"I'm in pain\"\"\",41.500"))
        #expect(lines[3].hasSuffix(",2000.000,fault,'=cmd|' /C calc'!A0,"))
        let stamp = try #require(lines[1].split(separator: ",").first)
        #expect(stamp.count == 24 && stamp.hasSuffix("Z") && stamp.contains("T"), "\(stamp)")
    }

    @Test func D6_exportCommandReadsAStateDirectoryAndRefusesBadArguments() throws {
        let directory = ScratchDirectory()
        let opening = Store.open(directory: directory.path, now: .zero)
        opening.store.log(LogEntry(kind: .alertStart, at: .milliseconds(9), detail: "Get Attention"))
        opening.store.close()
        let csv = directory.path + "/out.csv"
        try ExportLogCommand.run(["--state-dir", directory.path, csv])
        #expect(try String(contentsOfFile: csv, encoding: .utf8).contains("alertStart,Get Attention"))

        #expect(throws: ExportLogError.self) { try ExportLogCommand.run([]) }
        #expect(throws: ExportLogError.self) { try ExportLogCommand.run(["--state-directory"]) }
        #expect(throws: ExportLogError.self) { try ExportLogCommand.run(["a.csv", "b.csv"]) }
        let missing = ScratchDirectory()
        #expect(throws: ExportLogError.self) {
            try ExportLogCommand.run(["--state-directory", missing.path, missing.path + "/x.csv"])
        }
        #expect(missing.names.isEmpty, "a failed export must change nothing")
    }
}
