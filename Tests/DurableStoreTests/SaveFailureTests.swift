import BricksonCore
import Foundation
import Glibc
import Testing

@testable import DurableStore

/// D4, H9: a full or read-only partition. `saveFailed` is reported (the status line and auditory feedback come
/// from the core), the latest message stays in memory, and saving resumes by itself when it can.
@Suite struct SaveFailureTests {
    static let fast = StoreOptions(retryInterval: .milliseconds(200))

    /// Fills the file system holding `directory` until a write fails; returns the filler's path.
    static func fill(_ directory: String) -> String {
        let path = directory + "/filler"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let block = [UInt8](repeating: 0x55, count: 4096)
        while block.withUnsafeBytes({ write(fd, $0.baseAddress!, $0.count) }) > 0 {}
        close(fd)
        return path
    }

    @Test func D4_H9_aFullPartitionReportsSaveFailedAndSavingResumesWhenSpaceReturns() throws {
        let recorder = EventRecorder()
        let partition = SmallPartition(size: "2m")
        let directory = ScratchDirectory()
        // Without permission to mount, SQLite's own page limit stands in for the full partition.
        let path = partition?.path ?? directory.path
        var options = Self.fast
        // No room kept aside, so the partition stays full for the message too (the reserve is proven by
        // `FullPartitionTests`): this is what happens once the reserve has been used up.
        options.reserveBytes = 0
        if partition == nil { options.maxPageCount = 1 }  // SQLite keeps it at the current size: no growth
        let opening = Store.open(directory: path, now: .zero, options: options, report: recorder.report)
        #expect(opening.savingAvailable)
        opening.store.saveMessage(message: "Before full", putBack: nil, revision: 1)
        try #require(recorder.waitForSaved(1))

        let filler = partition.map { Self.fill($0.path) }
        let long = String(repeating: "I need help with my breathing. ", count: 400)
        opening.store.saveMessage(message: long, putBack: nil, revision: 2)
        #expect(recorder.waitForFailed(2))
        // Typing goes on while saving fails: each new keystroke is reported unsaved too, and kept.
        opening.store.saveMessage(message: long + "!", putBack: "Before full", revision: 3)
        #expect(recorder.waitForFailed(3))

        if let filler { _ = unlink(filler) } else { opening.store.changeOptions { $0.maxPageCount = nil } }
        #expect(recorder.waitForSaved(3))
        opening.store.close()
        let again = Store.open(directory: path, now: .zero)
        defer { again.store.close() }
        #expect(again.message == long + "!" && again.putBack == "Before full" && again.revision == 3)
    }

    @Test(.enabled(if: SmallPartition.canMount, "mounting a read-only partition needs root"))
    func D4_H9_aReadOnlyPartitionKeepsTheMessageReadableAndSavingResumesWhenWritable() throws {
        let partition = try #require(SmallPartition(size: "4m"), "tmpfs could not be mounted")
        let first = Store.open(directory: partition.path, now: .zero)
        let recorder = EventRecorder()
        first.store.setReport(recorder.report)
        first.store.saveMessage(message: "Saved before", putBack: nil, revision: 1)
        try #require(recorder.waitForSaved(1))
        first.store.close()
        try #require(partition.remount(readOnly: true))

        let second = EventRecorder()
        let opening = Store.open(directory: partition.path, now: .zero, options: Self.fast, report: second.report)
        #expect(!opening.savingAvailable)
        #expect(opening.message == "Saved before")
        #expect(opening.notices.contains { $0.contains("cannot be saved") })
        opening.store.saveMessage(message: "Saved before, and after", putBack: nil, revision: 2)
        #expect(second.waitForFailed(2))

        try #require(partition.remount(readOnly: false))
        #expect(second.waitForSaved(2))
        opening.store.close()
        let again = Store.open(directory: partition.path, now: .zero)
        defer { again.store.close() }
        #expect(again.message == "Saved before, and after" && again.savingAvailable)
    }

    @Test(.enabled(if: SmallPartition.canMount, "mounting a small partition needs root"))
    func D4_aPartitionFullAtStartUpIsNotTakenForDamage() throws {
        let partition = try #require(SmallPartition(size: "1m"), "tmpfs could not be mounted")
        let first = Store.open(directory: partition.path, now: .zero)
        first.store.saveMessage(message: "Before the reboot", putBack: nil, revision: 4)
        first.store.close()
        let filler = Self.fill(partition.path)

        let recorder = EventRecorder()
        let opening = Store.open(directory: partition.path, now: .zero, options: Self.fast, report: recorder.report)
        #expect(!opening.recovered, "\(opening.notices)")
        #expect(opening.message == "Before the reboot")
        #expect(!partition.directory.names.contains { $0.contains("unreadable") }, "\(partition.directory.names)")
        let long = String(repeating: "Please call the nurse. ", count: 300)
        opening.store.saveMessage(message: long, putBack: nil, revision: 1)
        #expect(recorder.waitForFailed(1))
        _ = unlink(filler)
        #expect(recorder.waitForSaved(1))
        opening.store.close()
        let again = Store.open(directory: partition.path, now: .zero)
        defer { again.store.close() }
        #expect(again.message == long)
    }
}
