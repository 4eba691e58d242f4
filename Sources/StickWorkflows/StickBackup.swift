import BricksonCore
import USBStick

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A backup of everything (C5): an `.obz` package of the board with its clips (so other AAC software can read the
/// phrases too), with one entry of Brickson's own beside it: the settings, the learned words and, only where the
/// carer chose it, the message.
enum StickBackup {
    /// The entry that makes a package a Brickson backup.
    static let entry = "brickson-backup.json"
    /// What that entry may take: settings and learned words are far smaller.
    static let entryLimit = 4 << 20
    /// The version of the entry's layout.
    static let version = 1

    /// What names the entry's layout.
    struct Header: Codable {
        var format: String
        var version: Int
    }

    /// The entry's contents.
    struct Record: Codable {
        var format: String
        var version: Int
        var settings: Settings
        var learned: LearnedWords
        var message: String?
    }

    /// The learned words of an entry as the file has them, before `LearnedWords` checks them.
    struct KeptWords: Decodable {
        struct Tables: Decodable {
            var words: [String: LearnedWords.Use]
            var pairs: [String: LearnedWords.Use]
        }
        var learned: Tables
    }

    /// The entry's bytes for `backup` (its board goes in the package's boards).
    static func entryBytes(_ backup: DeviceBackup) throws(StickError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let record = Record(
            format: "brickson-backup", version: version, settings: backup.settings, learned: backup.learned,
            message: backup.message)
        do {
            return Array(try encoder.encode(record))
        } catch {
            throw StickError("The backup could not be made (\(error)). Nothing was written.")
        }
    }

    /// The entry read back, checked: Brickson's format, a version this build knows, settings and learned words
    /// that decode, every setting inside what Settings' own controls allow (`SettingRanges`), and a message and
    /// learned words that pass the text gate (`TextGate`).
    static func record(from bytes: [UInt8], file: String) throws(StickError) -> Record {
        let refused = "“\(file)” is not a Brickson backup this device can read"
        // Which backup it is comes first, so a later version is named as such rather than called damaged.
        guard let header = try? JSONDecoder().decode(Header.self, from: Data(bytes)), header.format == "brickson-backup"
        else {
            throw StickError("\(refused). Nothing on the device changed.")
        }
        guard header.version == version else {
            throw StickError(
                "\(refused): it is version \(header.version), this device reads version \(version). "
                    + "Nothing on the device changed.")
        }
        let record: Record
        do {
            record = try JSONDecoder().decode(Record.self, from: Data(bytes))
        } catch {
            throw StickError("\(refused): its settings are damaged. Nothing on the device changed.")
        }
        // A restore is an import like any other (C5, D8): every value inside what Settings' own controls allow, and
        // every text through the same gate as typed text; anything else refuses the whole backup.
        if let broken = record.settings.rangesBroken.first {
            throw StickError(
                "\(refused): its setting “\(broken.name)” is outside what Settings allows (\(broken.allowed)). "
                    + "Nothing on the device changed.")
        }
        if let message = record.message, let problem = TextGate.problem(message, maxScalars: TextGate.maxMessageScalars)
        {
            throw StickError("\(refused): its message \(problem.words). Nothing on the device changed.")
        }
        // The learned words as written in the file: decoding them as `LearnedWords` would leave such words out.
        if let learned = try? JSONDecoder().decode(KeptWords.self, from: Data(bytes)).learned,
            !learned.words.keys.allSatisfy(LearnedWords.admits(word:))
                || !learned.words.values.allSatisfy({ $0.form.map(LearnedWords.admits(word:)) ?? true })
                || !learned.pairs.keys.allSatisfy(LearnedWords.admits(pair:))
        {
            throw StickError(
                "\(refused): one of its learned words is too long or \(TextGate.Problem.tooManyMarks.words). "
                    + "Nothing on the device changed.")
        }
        return record
    }
}
