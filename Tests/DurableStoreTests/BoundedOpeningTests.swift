import BricksonCore
import Foundation
import Testing

@testable import DurableStore

/// D8, C5: what the device kept is checked as it is read at start. A message over the text gate is repaired and a
/// setting outside what Settings allows goes back inside, each with a notice; never a crash loop.
@Suite struct BoundedOpeningTests {
    /// One letter and `marks` combining acute accents.
    static func heavy(marks: Int) -> String { "a" + String(repeating: "\u{0301}", count: marks) }

    @Test func D8_aSavedMessageOfOneLetterWithThousandsOfMarksIsRepairedAtStartWithANotice() throws {
        let directory = ScratchDirectory()
        do {
            let first = Store.open(directory: directory.path, now: .zero)
            first.store.saveMessage(
                message: "hi " + Self.heavy(marks: 5000), putBack: Self.heavy(marks: 99_990), revision: 1)
            first.store.close()
        }
        let opening = Store.open(directory: directory.path, now: .zero)
        defer { opening.store.close() }
        #expect(opening.message == "hi " + Self.heavy(marks: 15))
        #expect(opening.putBack == Self.heavy(marks: 15))
        #expect(opening.rolledBack, "the status line says the message is not as saved")
        #expect(opening.notices.contains { $0.contains("accents or joiners") })
        // Repaired once: the next start finds nothing to repair once the repaired message is saved.
        opening.store.saveMessage(message: opening.message, putBack: opening.putBack, revision: 2)
    }

    @Test func D8_aSavedMessageWithADirectionControlIsRepairedAtStartSoItShowsAsItIsSpoken() throws {
        let directory = ScratchDirectory()
        do {
            let first = Store.open(directory: directory.path, now: .zero)
            first.store.saveMessage(message: "I want \u{202E}retaw\u{202C} please", putBack: nil, revision: 1)
            first.store.close()
        }
        let opening = Store.open(directory: directory.path, now: .zero)
        defer { opening.store.close() }
        #expect(opening.message == "I want retaw please")
        #expect(opening.rolledBack)
        #expect(opening.notices.contains { $0.contains("direction control") })
    }

    @Test func D8_aKeptWordOfOneLetterWithThousandsOfMarksIsLeftOutAtStart() throws {
        let directory = ScratchDirectory()
        do {
            let first = Store.open(directory: directory.path, now: .zero)
            first.store.close()
        }
        do {
            let database = try SQLiteDatabase(path: directory.database)
            try database.query(
                "INSERT INTO learned_word (word, count, last, form) VALUES (?, 3, 1, NULL), ('water', 2, 1, NULL)",
                [.text(Self.heavy(marks: 5000))])
        }
        let opening = Store.open(directory: directory.path, now: .zero)
        defer { opening.store.close() }
        // Type opens on these words at once: none is longer than 30 letters of at most 16 scalars each.
        #expect(opening.learned.words.keys.map { $0.unicodeScalars.count }.max() ?? 0 <= 30 * 16)
        #expect(opening.learned.count(of: "water") == 2)
    }

    @Test func C5_D4_savedSettingsOf600SecondsAreBroughtIntoRangeAtStartWithANotice() throws {
        let directory = ScratchDirectory()
        do {
            let first = Store.open(directory: directory.path, now: .zero)
            first.store.close()
        }
        var settings = Settings(accessMethod: .touch, messageLimit: 800)
        settings.buttons.holdTime = .seconds(600)
        settings.buttons.ignoreRepeatTime = .seconds(600)
        settings.buttons.dwellTime = .seconds(600)
        settings.buttons.scanTime = .seconds(600)
        do {
            let database = try SQLiteDatabase(path: directory.database)
            try database.writeJSON(settings, to: "settings")
        }
        let opening = Store.open(directory: directory.path, now: .zero)
        defer { opening.store.close() }
        let buttons = opening.settings.buttons
        #expect(buttons.holdTime <= .seconds(3) && buttons.ignoreRepeatTime <= .seconds(3))
        #expect(buttons.dwellTime <= .seconds(5) && buttons.scanTime <= .seconds(10))
        // The rest is kept.
        #expect(opening.settings.accessMethod == .touch && opening.settings.messageLimit == 800)
        #expect(
            opening.notices.contains {
                $0.contains("holdTime") && $0.contains("ignoreRepeatTime") && $0.contains("dwellTime")
                    && $0.contains("scanTime")
            })
    }
}
