import BricksonCore
import Foundation
import Testing

@testable import DurableStore

/// G6, D5: whether an alert was on when Brickson last stopped is kept beside the database, so a start after a
/// crash, the watchdog or a power cut says "Alert stopped" (and never starts the tone).
@Suite struct AlertMarkTests {
    @Test func G6_anAlertLeftOnIsFoundAtTheNextStartAndStopForgetsIt() throws {
        let directory = ScratchDirectory()
        let first = Store.open(directory: directory.path, now: .zero)
        #expect(!first.alertWasOn, "a new store had no alert")
        first.store.keepAlertOn(true)
        first.store.close()

        let again = Store.open(directory: directory.path, now: .zero)
        #expect(again.alertWasOn, "the alert was on when the store last closed")
        again.store.keepAlertOn(false)
        again.store.close()

        let third = Store.open(directory: directory.path, now: .zero)
        defer { third.store.close() }
        #expect(!third.alertWasOn, "Stop (or the restart's notice) removed the mark")
    }

    @Test func G6_D5_theMarkSurvivesASIGKILLOnceTheSaveWithItIsDurable() throws {
        let directory = ScratchDirectory()
        let child = ChildProcess.builtProduct("store-crash-child")
        try #require(FileManager.default.isExecutableFile(atPath: child), "build store-crash-child first: \(child)")
        let process = try #require(ChildProcess(child, [directory.path, "alert"]))
        process.waitForLine(startingWith: "durable")
        process.kill()
        #expect(process.lines().contains { $0.hasPrefix("durable") })
        let opening = Store.open(directory: directory.path, now: .zero)
        defer { opening.store.close() }
        #expect(opening.alertWasOn)
        #expect(opening.message == "I'm in pain")
    }

    @Test func G6_aLinkOrAFolderInTheMarksPlaceIsNoMarkAndIsNotWrittenThrough() throws {
        let directory = ScratchDirectory()
        let target = directory.path + "/elsewhere"
        #expect(FileManager.default.createFile(atPath: target, contents: Data("keep".utf8)))
        let mark = AlertMark(directory: directory.path)
        try FileManager.default.createSymbolicLink(atPath: mark.path, withDestinationPath: target)
        #expect(!mark.isSet, "a link is not the mark")
        #expect(!mark.set(true), "not made through the link")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
        try FileManager.default.removeItem(atPath: mark.path)
        try FileManager.default.createDirectory(atPath: mark.path, withIntermediateDirectories: false)
        #expect(!mark.isSet, "a folder is not the mark")
        let opening = Store.open(directory: directory.path, now: .zero)
        defer { opening.store.close() }
        #expect(!opening.alertWasOn)
    }
}
