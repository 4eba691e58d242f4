import BricksonCore
import Foundation
import Testing

@testable import DurableStore

/// T9: the words prediction learned survive a restart, and an older file gains their table.
@Suite struct LearnedWordsStoreTests {
    static func learned(_ messages: String...) -> LearnedWords {
        var learned = LearnedWords()
        for message in messages { learned.learn(message) }
        return learned
    }

    @Test func T9_learnedWordsComeBackWhenTheStoreIsOpenedAgain() throws {
        let directory = ScratchDirectory()
        let first = Store.open(directory: directory.path, now: .zero)
        #expect(first.learned.isEmpty, "a new store has learned nothing")
        let learned = Self.learned("please call Sarah", "I need my glasses")
        first.store.saveLearnedWords(learned)
        first.store.close()

        let again = Store.open(directory: directory.path, now: .zero)
        defer { again.store.close() }
        #expect(again.learned == learned)
        #expect(again.notices.isEmpty)
        let home = HomeState(board: again.board, settings: again.settings, learned: again.learned, at: .zero)
        #expect(home.learned.count(of: "glasses", after: "my") == 1)
    }

    @Test func T9_onlyTheLatestLearnedWordsAreKept() throws {
        let directory = ScratchDirectory()
        let recorder = EventRecorder()
        let first = Store.open(directory: directory.path, now: .zero, report: recorder.report)
        var learned = LearnedWords()
        for message in ["tea please", "more tea", "tea now"] {
            learned.learn(message)
            first.store.saveLearnedWords(learned)
        }
        first.store.saveMessage(message: "tea now", putBack: nil, revision: 1)
        #expect(recorder.waitForSaved(1))
        first.store.close()
        let again = Store.open(directory: directory.path, now: .zero)
        defer { again.store.close() }
        #expect(again.learned.count(of: "tea") == 3)
        #expect(again.message == "tea now")
    }

    @Test func T9_aVersionOneFileIsMigratedAndKeepsItsMessage() throws {
        let directory = ScratchDirectory()
        do {
            // The file the first release left: version 1's tables only.
            let database = try SQLiteDatabase(path: directory.database, create: true)
            try database.transaction { () throws(SQLiteError) in
                for step in Schema.migrations[0] { try database.execute(step) }
                try database.execute("PRAGMA user_version = 1")
            }
            // Its rows as that release wrote them (no checksum column yet).
            try database.query("INSERT INTO message (id, text, put_back, revision) VALUES (1, 'from before', NULL, 4)")
            try database.query(
                "INSERT INTO settings (id, json) VALUES (1, ?)", [.text(try SQLiteDatabase.json(Settings()))])
            try database.query(
                "INSERT INTO board (id, json) VALUES (1, ?)", [.text(try SQLiteDatabase.json(StarterContent.board))])
        }
        let opening = Store.open(directory: directory.path, now: .zero)
        #expect(!opening.recovered && opening.message == "from before" && opening.learned.isEmpty)
        #expect(opening.notices.isEmpty)
        let learned = Self.learned("hello there")
        opening.store.saveLearnedWords(learned)
        opening.store.close()
        let database = try SQLiteDatabase(path: directory.database)
        #expect(try Schema.version(of: database) == Schema.currentVersion)
        #expect(try database.readLearnedWords() == learned)
    }

    @Test func T9_aSaveRewritesOnlyTheRowsThatChanged() throws {
        let directory = ScratchDirectory()
        var learned = Self.learned("call my son")
        let first = Store.open(directory: directory.path, now: .zero)
        first.store.saveLearnedWords(learned)
        first.store.waitUntilWritten()
        // Another hand changes a row the next learning does not touch: a save of only what changed leaves it.
        let other = try SQLiteDatabase(path: directory.database)
        try other.query("UPDATE learned_word SET count = 99 WHERE word = 'son'")
        learned.learn("water please")
        first.store.saveLearnedWords(learned)
        first.store.close()
        var reread = try other.readLearnedWords()
        #expect(reread.count(of: "son") == 99, "not rewritten")
        #expect(reread.count(of: "water") == 1 && reread.count(of: "please", after: "water") == 1)

        // A new store does not know what the rows hold: its first save writes them all.
        learned.learn("my son")
        let again = Store.open(directory: directory.path, now: .zero)
        again.store.saveLearnedWords(learned)
        again.store.close()
        reread = try other.readLearnedWords()
        #expect(reread == learned)
        #expect(reread.count(of: "son") == 2)
    }

    @Test func T9_rowsThatMakeNoSenseAreLeftOutAndTheTablesStayBounded() throws {
        let directory = ScratchDirectory()
        let first = Store.open(directory: directory.path, now: .zero)
        first.store.saveMessage(message: "Keep me", putBack: nil, revision: 1)
        first.store.close()
        do {
            let database = try SQLiteDatabase(path: directory.database)
            try database.transaction { () throws(SQLiteError) in
                try database.query("INSERT INTO learned_word VALUES ('none', 0, 1, NULL), ('Upper', 2, 1, NULL)")
                for number in 0..<(LearnedWords.defaultWordCapacity + 100) {
                    try database.query(
                        "INSERT INTO learned_word VALUES (?, ?, 1, NULL)",
                        [.text("w\(number)x"), .integer(number < 100 ? 1 : Int64(2 + number % 5))])
                }
            }
        }
        let again = Store.open(directory: directory.path, now: .zero)
        defer { again.store.close() }
        #expect(again.message == "Keep me" && !again.recovered && again.notices.isEmpty)
        #expect(again.learned.words.count == LearnedWords.defaultWordCapacity)
        #expect(again.learned.count(of: "none") == 0 && again.learned.words["Upper"] == nil)
        #expect(again.learned.words.values.allSatisfy { $0.count > 1 }, "the 100 least used went first")
    }

    @Test func T9_learnedWordsAsJSONComeBackCheckedAndBounded() throws {
        var learned = LearnedWords(wordCapacity: 3, pairCapacity: 2)
        learned.learn("please call Sarah")
        var json = try SQLiteDatabase.json(learned)
        #expect(SQLiteDatabase.decode(LearnedWords.self, from: json) == learned, "round trip")
        // Edited or damaged JSON: a fourth word past the capacity of three, and a word of no use.
        json = json.replacingOccurrences(
            of: "\"call\":", with: "\"aaa\":{\"c\":1,\"l\":1},\"zero\":{\"c\":0,\"l\":1},\"call\":")
        let decoded = try #require(SQLiteDatabase.decode(LearnedWords.self, from: json))
        #expect(decoded.words.count == 3 && decoded.count(of: "zero") == 0)
        #expect(decoded.count(of: "aaa") == 0, "all used alike: the first by spelling went")
        #expect(decoded.form(of: "sarah") == "Sarah")
    }
}
