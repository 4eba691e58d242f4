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
        first.store.perform(.saveLearnedWords(learned))
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
            first.store.perform(.saveLearnedWords(learned))
        }
        first.store.perform(.saveMessage(message: "tea now", putBack: nil, revision: 1))
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
            try database.writeInitialRows(settings: Settings(), board: StarterContent.board)
            try database.writeMessage(StoredMessage(text: "from before", putBack: nil, revision: 4))
        }
        let opening = Store.open(directory: directory.path, now: .zero)
        #expect(!opening.recovered && opening.message == "from before" && opening.learned.isEmpty)
        #expect(opening.notices.isEmpty)
        let learned = Self.learned("hello there")
        opening.store.perform(.saveLearnedWords(learned))
        opening.store.close()
        let database = try SQLiteDatabase(path: directory.database)
        #expect(try Schema.version(of: database) == Schema.currentVersion)
        let json = try #require(try database.readJSON(from: "learned_words"))
        #expect(SQLiteDatabase.decode(LearnedWords.self, from: json) == learned)
    }

    @Test func T9_unreadableLearnedWordsStartOverAndKeepTheMessage() throws {
        let directory = ScratchDirectory()
        let first = Store.open(directory: directory.path, now: .zero)
        first.store.perform(.saveLearnedWords(Self.learned("keep talking")))
        first.store.perform(.saveMessage(message: "Keep me", putBack: nil, revision: 1))
        first.store.close()
        do {
            let database = try SQLiteDatabase(path: directory.database)
            try database.query("UPDATE learned_words SET json = '{\"words\": 7}' WHERE id = 1")
        }
        let again = Store.open(directory: directory.path, now: .zero)
        defer { again.store.close() }
        #expect(again.learned.isEmpty && again.message == "Keep me" && !again.recovered)
        #expect(again.notices.contains { $0.contains("learned words could not be read") })
    }

    @Test func T9_aStoredTableNeverComesBackLargerThanItsCapacity() throws {
        var learned = LearnedWords(wordCapacity: 3, pairCapacity: 2)
        learned.learn("one two three")
        // Edited or damaged JSON with more words than the capacity, and a count that cannot be.
        var json = try SQLiteDatabase.json(learned)
        json = json.replacingOccurrences(
            of: "\"one\":", with: "\"four\":{\"c\":1,\"l\":1},\"zero\":{\"c\":0,\"l\":1},\"one\":")
        let decoded = try #require(SQLiteDatabase.decode(LearnedWords.self, from: json))
        #expect(decoded.words.count == 3 && decoded.pairs.count <= 2)
        #expect(decoded.count(of: "zero") == 0)
    }
}
