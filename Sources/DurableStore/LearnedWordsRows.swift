import BricksonCore

/// Reading and writing what word prediction learned (T9): one row per word and per pair.
extension SQLiteDatabase {
    /// The learned words and pairs; rows that make no sense (no use, capitals in a key) are left out.
    func readLearnedWords() throws(SQLiteError) -> LearnedWords {
        var words: [String: LearnedWords.Use] = [:]
        for row in try query("SELECT word, count, last, form FROM learned_word") {
            guard row.count == 4, let word = row[0].text, let count = row[1].integer, let last = row[2].integer
            else { continue }
            words[word] = LearnedWords.Use(count: Int(count), last: Int(last), form: row[3].text)
        }
        var pairs: [String: LearnedWords.Use] = [:]
        for row in try query("SELECT pair, count, last FROM learned_pair") {
            guard row.count == 3, let pair = row[0].text, let count = row[1].integer, let last = row[2].integer
            else { continue }
            pairs[pair] = LearnedWords.Use(count: Int(count), last: Int(last))
        }
        return LearnedWords(words: words, pairs: pairs)
    }

    /// Makes the rows hold `learned`, inside the caller's transaction. With `written` (what the rows hold now) only
    /// the changed rows are written and the dropped ones deleted; without it every row is written again.
    func writeLearnedWords(_ learned: LearnedWords, over written: LearnedWords?) throws(SQLiteError) {
        if written == nil {
            try execute("DELETE FROM learned_word")
            try execute("DELETE FROM learned_pair")
        }
        let oldWords = written?.words ?? [:]
        let oldPairs = written?.pairs ?? [:]
        let putWord = try prepare("INSERT OR REPLACE INTO learned_word (word, count, last, form) VALUES (?, ?, ?, ?)")
        for (word, use) in learned.words where oldWords[word] != use {
            try putWord.bind(.text(word), at: 1)
            try putWord.bind(.integer(Int64(use.count)), at: 2)
            try putWord.bind(.integer(Int64(use.last)), at: 3)
            try putWord.bind(use.form.map(SQLiteValue.text) ?? .null, at: 4)
            _ = try putWord.step()
            putWord.reset()
        }
        let putPair = try prepare("INSERT OR REPLACE INTO learned_pair (pair, count, last) VALUES (?, ?, ?)")
        for (pair, use) in learned.pairs where oldPairs[pair] != use {
            try putPair.bind(.text(pair), at: 1)
            try putPair.bind(.integer(Int64(use.count)), at: 2)
            try putPair.bind(.integer(Int64(use.last)), at: 3)
            _ = try putPair.step()
            putPair.reset()
        }
        let dropWord = try prepare("DELETE FROM learned_word WHERE word = ?")
        for word in oldWords.keys where learned.words[word] == nil {
            try dropWord.bind(.text(word), at: 1)
            _ = try dropWord.step()
            dropWord.reset()
        }
        let dropPair = try prepare("DELETE FROM learned_pair WHERE pair = ?")
        for pair in oldPairs.keys where learned.pairs[pair] == nil {
            try dropPair.bind(.text(pair), at: 1)
            _ = try dropPair.step()
            dropPair.reset()
        }
    }
}
