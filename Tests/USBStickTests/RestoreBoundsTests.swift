import BricksonCore
import Foundation
import OpenBoardFormat
import Testing

@testable import StickWorkflows
@testable import USBStick

/// C5, D8: a restore is an import like any other. Every setting inside what Settings' own controls allow, every
/// text through the text gate; anything else refuses the backup in words and changes nothing.
@Suite struct RestoreBoundsTests {
    /// A backup on a fresh rig's stick whose entry is `entry`, named `name`.
    static func backup(_ entry: String, named name: String) throws -> StickWorkshopTests.Rig {
        let rig = try StickWorkshopTests.rig()
        let writer = try PackageWriter(path: rig.stick + "/" + name)
        for entry in BoardFiles.packageEntries(familyBoard) { try writer.add(entry.name, entry.bytes) }
        try writer.add("brickson-backup.json", Array(entry.utf8))
        try writer.finish()
        return rig
    }

    static func entry(settings: Settings = Settings(), learned: String? = nil, message: String? = nil) throws
        -> String
    {
        let settingsJSON = String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
        let noWords = String(decoding: try JSONEncoder().encode(LearnedWords()), as: UTF8.self)
        let learnedJSON = learned ?? noWords
        var messageJSON = ""
        if let message {
            messageJSON = #","message":"# + String(decoding: try JSONEncoder().encode(message), as: UTF8.self)
        }
        return #"{"format":"brickson-backup","version":1,"settings":"# + settingsJSON + #","learned":"# + learnedJSON
            + messageJSON + "}"
    }

    /// One letter and `marks` combining acute accents.
    static func heavy(marks: Int) -> String { "a" + String(repeating: "\u{0301}", count: marks) }

    @Test func C5_D8_aRestoredMessageOfOneLetterWithThousandsOfMarksIsRefusedInWords() throws {
        let rig = try Self.backup(try Self.entry(message: Self.heavy(marks: 5000)), named: "brickson-backup.zip")
        #expect(
            rig.workshop.perform(.restoreBackup(file: "brickson-backup.zip"))
                == .failed(
                    "“brickson-backup.zip” is not a Brickson backup this device can read: its message has a letter "
                        + "carrying more than 15 accents or joiners. Nothing on the device changed."))
    }

    @Test func D8_aRestoredMessageWithADirectionControlIsRefusedInWords() throws {
        let rig = try Self.backup(try Self.entry(message: "\u{202E}sey"), named: "brickson-backup.zip")
        #expect(
            rig.workshop.perform(.restoreBackup(file: "brickson-backup.zip"))
                == .failed(
                    "“brickson-backup.zip” is not a Brickson backup this device can read: its message holds a "
                        + "direction control, which would show its words in another order than they are spoken. "
                        + "Nothing on the device changed."))
    }

    @Test func C5_D8_aBackupWithALearnedWordOfOneLetterWithThousandsOfMarksIsRefusedInWords() throws {
        let learned =
            #"{"words":{""# + Self.heavy(marks: 5000) + #"":{"c":3,"l":1}},"pairs":{},"messagesLearned":1,"#
            + #""wordCapacity":1500,"pairCapacity":3000}"#
        let rig = try Self.backup(try Self.entry(learned: learned), named: "brickson-backup.zip")
        let outcome = rig.workshop.perform(.restoreBackup(file: "brickson-backup.zip"))
        guard case .failed(let words) = outcome else {
            Issue.record("restored: \(outcome)")
            return
        }
        #expect(words.contains("learned words") && words.hasSuffix("Nothing on the device changed."))
    }

    @Test func C5_restoredSettingsOf600SecondsAreRefusedInWordsAndNothingChanges() throws {
        var settings = Settings(accessMethod: .touch)
        settings.buttons.holdTime = .seconds(600)
        settings.buttons.dwellTime = .seconds(600)
        let rig = try StickWorkshopTests.rig()
        let writer = try PackageWriter(path: rig.stick + "/brickson-backup.zip")
        for entry in BoardFiles.packageEntries(familyBoard, carried: ["anna.wav"]) {
            try writer.add(entry.name, entry.bytes)
        }
        try writer.add("sounds/anna.wav", toneWAV(frequency: 440))
        try writer.add("brickson-backup.json", Array(try Self.entry(settings: settings).utf8))
        try writer.finish()
        #expect(
            rig.workshop.perform(.restoreBackup(file: "brickson-backup.zip"))
                == .failed(
                    "“brickson-backup.zip” is not a Brickson backup this device can read: its setting “Hold a "
                        + "touch for” is outside what Settings allows (0 ms to 3 s). Nothing on the device changed."))
        // Nothing changed: not even the clip went into the clips folder.
        #expect(!FileManager.default.fileExists(atPath: rig.clips + "/anna.wav"))
    }
}
