import BricksonCore
import Testing

@testable import DurableStore

/// D4: settings and the board are kept as JSON text, now written and read with FoundationEssentials' coders rather
/// than full Foundation's. The rows below were written by the store before that change; they must still read, and
/// the same values must still give the same bytes (keys sorted), so a database and its backups never change by
/// being saved again.
@Suite struct StoredJSONTests {
    static let settingsBefore =
        #"{"accessMethod":"switches","buttons":{"actOnRelease":false,"chordWindow":[0,150000000000000000],"#
        + #""debounceTime":[0,30000000000000000],"dwellTime":[0,1199999999999999968],"#
        + #""dwellToleranceMillimetres":6,"holdTime":[0,0],"ignoreRepeatTime":[0,0],"longHoldBack":[0,"#
        + #"2000000000000000000],"scanFirstItemExtra":[0,500000000000000000],"scanLoops":4,"scanTime":[0,"#
        + #"1500000000000000000],"stuckAfter":[1,1553255926290448384]},"display":{"appearance":"dark","#
        + #""bold":false,"increasedContrast":false,"showBorders":false,"textSize":4},"logMessageText":false,"#
        + #""messageLimit":500,"voice":{"alertVolume":0.9,"auditoryFeedback":false,"pitch":50,"rate":150,"#
        + #""voice":"en-gb","volume":0.8}}"#
    static let boardBefore =
        #"{"categories":[{"id":"c1","name":"Pain","phrases":[{"clip":"p1.wav","id":"p1","#
        + #""text":"It hurts \"here\"\/é"}]}],"emergency":[{"id":"e1","text":"Call the nurse"}]}"#

    static var settings: Settings {
        var settings = Settings()
        settings.accessMethod = .switches
        settings.display.textSize = .largest
        settings.voice.voice = "en-gb"
        return settings
    }

    static let board = Board(
        categories: [
            Category(
                id: "c1", name: "Pain", phrases: [Phrase(id: "p1", text: "It hurts \"here\"/é", clip: "p1.wav")])
        ],
        emergency: [Phrase(id: "e1", text: "Call the nurse")])

    @Test func D4_settingsAndTheBoardAreStoredAsTheSameBytesAsBefore() throws {
        #expect(try SQLiteDatabase.json(Self.settings) == Self.settingsBefore)
        #expect(try SQLiteDatabase.json(Self.board) == Self.boardBefore)
    }

    @Test func D4_aDatabaseWrittenBeforeStillReadsItsSettingsAndBoard() throws {
        let directory = ScratchDirectory()
        do {
            let database = try SQLiteDatabase(path: directory.database, create: true)
            try Schema.migrate(database, from: 0)
            try database.writeInitialRows(settings: Settings(), board: StarterContent.board)
            try database.query("UPDATE settings SET json = ? WHERE id = 1", [.text(Self.settingsBefore)])
            try database.query("UPDATE board SET json = ? WHERE id = 1", [.text(Self.boardBefore)])
        }
        let opening = Store.open(directory: directory.path, now: .zero)
        defer { opening.store.close() }
        #expect(opening.settings == Self.settings)
        #expect(opening.board == Self.board)
        #expect(opening.notices.isEmpty, "\(opening.notices)")
    }
}
