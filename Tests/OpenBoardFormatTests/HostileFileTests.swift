import BricksonCommands
import BricksonCore
import Foundation
import Glibc
import Testing

@testable import OpenBoardFormat

/// C4, D7: files made to hurt, not only damaged ones. Each is refused in words, quickly, and changes nothing.
@Suite struct HostileFileTests {
    static func button(_ id: String, _ label: String) -> String { #"{"id": "\#(id)", "label": "\#(label)"}"# }

    /// Imports `path` into a device that holds `savedBeforeImport`; returns the refusal, and checks nothing changed.
    static func refusal(
        _ path: String, _ scratch: borrowing Scratch, limits: BoardFileLimits = BoardFileLimits()
    ) throws -> BoardFileError {
        save(savedBeforeImport, in: scratch.stateDirectory)
        let error = try #require(throws: BoardFileError.self) {
            try BoardFileCommand.importBoard(file: path, stateDirectory: scratch.stateDirectory, limits: limits)
        }
        #expect(error.description.hasSuffix("The phrases on the device were not changed."), "\(error)")
        #expect(savedBoard(in: scratch.stateDirectory) == savedBeforeImport)
        return error
    }

    @Test(arguments: [50_000, 17])
    func C4_D7_aLetterCarryingTooManyMarksIsRefusedInWords(marks: Int) throws {
        let scratch = Scratch()
        let bomb = "a" + String(repeating: "\u{0301}", count: marks)
        let path = scratch.file("board.obf", boardJSON(id: "b", name: "Chat", buttons: [Self.button("1", bomb)]))
        let error = try Self.refusal(path, scratch)
        guard case .labelTooHeavy = error else {
            Issue.record("\(error)")
            return
        }
        #expect(error.description.count < 400, "the message does not carry the bomb: \(error.description.count)")
    }

    @Test func C4_D7_realTextWithManyMarksOrLongEmojiStillImports() throws {
        let scratch = Scratch()
        // A family emoji (7 scalars), a kiss with skin tones (10), Vietnamese with stacked accents, Hindi.
        let labels = ["👨‍👩‍👧‍👦 my family", "👩🏻‍❤️‍💋‍👨🏿 love", "Tôi đau ở đầu", "मुझे दर्द है"]
        let buttons = labels.enumerated().map { Self.button("\($0.offset + 1)", $0.element) }
        let path = scratch.file("board.obf", boardJSON(id: "b", name: "Family", buttons: buttons))
        let imported = try BoardFiles.read(path: path, current: savedBeforeImport)
        #expect(imported.board.categories.last?.phrases.map(\.text) == labels)
    }

    @Test func C4_D7_labelBoundsHoldInBytesAndInMarksAndClampKeepsWholeLetters() {
        #expect(LabelBounds.problem(String(repeating: "é", count: 200)) == nil)
        #expect(LabelBounds.problem(String(repeating: "x", count: 801)) == .tooManyBytes(801))
        #expect(LabelBounds.problem("a" + String(repeating: "\u{0301}", count: 16)) == .tooManyMarks(17))
        let clamped = LabelBounds.clamped("I hurt" + String(repeating: "\u{0301}", count: 40_000))
        #expect(clamped.hasPrefix("I hur") && clamped.unicodeScalars.count == 6 + 15)
        #expect(LabelBounds.problem(clamped) == nil)
        #expect(LabelBounds.clamped(String(repeating: "ab", count: 1000)).utf8.count == LabelBounds.maxBytes)
    }

    @Test func C4_H10_aCategoryWithMorePhrasesThanHomeShowsIsRefusedNotCut() throws {
        let scratch = Scratch()
        let buttons = (1...31).map { Self.button("\($0)", "Phrase number \($0)") }
        let path = scratch.file("board.obf", boardJSON(id: "b", name: "Chat", buttons: buttons))
        let error = try Self.refusal(path, scratch)
        #expect(error == .homeCannotShow(what: "phrases in “Chat”", count: 31, limit: 30), "\(error)")
        #expect(error.description.contains("Home cannot show 31 phrases in “Chat” (it shows at most 30)"))
    }

    @Test func C4_H10_moreCategoriesThanHomeShowsAreRefusedNotSqueezed() throws {
        let scratch = Scratch()
        var entries: [(String, String)] = []
        var links: [String] = []
        for number in 1...13 {
            entries.append(
                (
                    "boards/c\(number).obf",
                    boardJSON(id: "c\(number)", name: "Topic \(number)", buttons: [Self.button("p", "Say \(number)")])
                ))
            links.append(
                #"{"id": "l\#(number)", "label": "Topic \#(number)", "load_board": {"path": "boards/c\#(number).obf"}}"#
            )
        }
        entries.append(
            ("boards/sos.obf", boardJSON(id: "sos", name: "Emergency", buttons: [Self.button("h", "Help me")])))
        links.append(#"{"id": "sos", "label": "Emergency", "load_board": {"path": "boards/sos.obf"}}"#)
        entries.append(("boards/root.obf", boardJSON(id: "root", name: "Home", buttons: links)))
        entries.append(("manifest.json", #"{"format": "open-board-0.1", "root": "boards/root.obf"}"#))
        let path = try scratch.package("many.obz", entries)
        let error = try Self.refusal(path, scratch)
        #expect(error == .homeCannotShow(what: "categories", count: 13, limit: 12), "\(error)")
    }

    @Test func C4_aHugeGridIsRefusedBeforeItIsOrdered() throws {
        let scratch = Scratch()
        let buttons = (1...400).map { Self.button("\($0)", "Phrase \($0)") }
        let row = "[" + (1...400).map { "\"\($0 % 400 + 1)\"" }.joined(separator: ",") + "]"
        let grid = #""order": ["# + Array(repeating: row, count: 40).joined(separator: ",") + "]"
        let json = boardJSON(id: "b", name: "Chat", buttons: buttons).replacingOccurrences(
            of: #""order": [[]]"#, with: grid)
        let path = scratch.file("board.obf", json)
        let error = try Self.refusal(path, scratch)
        #expect(error == .tooMany(what: "places in one board's grid", count: 16_000, limit: 4096), "\(error)")
    }

    @Test func C4_theGridStillOrdersTheButtonsAndKeepsThoseItDoesNotPlace() throws {
        let buttons = ["1", "2", "3", "4"].map { Self.button($0, "Phrase \($0)") }
        let json = boardJSON(id: "b", name: "Chat", buttons: buttons).replacingOccurrences(
            of: #""order": [[]]"#, with: #""order": [["3", null], ["1", "3", 7]]"#)
        let board = try OpenBoard.parse(Array(json.utf8), entry: "b.obf", limits: BoardFileLimits())
        #expect(board.buttons.map(\.id) == ["3", "1", "2", "4"])
    }

    @Test(arguments: [
        #"{"format": "open-board-0.1", "id": "b", "buttons": [{"id": "1", "label": "Hi"},]}"#,
        #"{"format": "open-board-0.1", "id": "b", "buttons": [{"id": "1", "label": "Hi"}], }"#,
        #"{"format": "open-board-0.1", "id": "b", "buttons": [{"id": "1", "label": "Hi",}]}"#,
    ])
    func C4_trailingCommasInJSONAreRefused(json: String) throws {
        let scratch = Scratch()
        let error = try Self.refusal(scratch.file("board.obf", json), scratch)
        guard case .notJSON(_, let why) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(why.contains("comma before a closing bracket"))
    }

    @Test func C4_commasInsideStringsAreNotTrailingCommas() {
        #expect(JSONText.trailingComma(in: Array(#"{"label": "Yes,]", "x": "\",}"}"#.utf8)) == nil)
        #expect(JSONText.trailingComma(in: Array("[1,\n\t]".utf8)) == 2)
    }

    @Test(arguments: ["Уes", "Nо", "ＹＥＳ", "Y\u{200B}es", "Ye\u{0301}s", "Gеt Attention", "St0p", "Εmergency"])
    func C4_D7_aNameThatOnlyLooksLikeAHomeButtonIsRefused(label: String) throws {
        let scratch = Scratch()
        let buttons = [Self.button("1", "I'm cold"), Self.button("2", label)]
        let path = scratch.file("board.obf", boardJSON(id: "b", name: "Chat", buttons: buttons))
        let error = try Self.refusal(path, scratch)
        guard case .clashesWithHome = error else {
            Issue.record("\(label): \(error)")
            return
        }
    }

    /// Pause and Resume are Home's for an eye-gaze or head-pointer user (A3): a phrase or category of either name
    /// is refused whatever the access method today, since the board stays when the method changes.
    @Test(arguments: ["Pause", "resume", "PAUSE"])
    func C4_A3_aPhraseOrCategoryNamedPauseOrResumeIsRefused(label: String) throws {
        let scratch = Scratch()
        let buttons = [Self.button("1", "I'm cold"), Self.button("2", label)]
        let path = scratch.file("board.obf", boardJSON(id: "b", name: "Chat", buttons: buttons))
        let error = try Self.refusal(path, scratch)
        guard case .clashesWithHome(let clash, _) = error else {
            Issue.record("\(label): \(error)")
            return
        }
        #expect(clash == label)
    }

    /// A phrase "Stop" would share its name with the Stop control exactly while the alert sounds (H5, G2): refused,
    /// saying exactly why and which words are kept; "Stop it" and "Please stop" import.
    @Test func C4_G2_aPhraseStopIsRefusedSayingWhyAndStopItImports() throws {
        let scratch = Scratch()
        let buttons = [Self.button("1", "I'm cold"), Self.button("2", "Stop")]
        let file = scratch.file("board.obf", boardJSON(id: "b", name: "Chat", buttons: buttons))
        let error = try Self.refusal(file, scratch)
        #expect(
            error.description.hasPrefix(
                "The phrase “Stop” in “Chat” has the name of the Stop button, which shows while the alert sounds: a "
                    + "nurse, a pointer or a scan could take one for the other. Words such as “Stop it” or “Please "
                    + "stop” are kept"), "\(error)")
        let category = BoardFileError.clashesWithHome(label: "STOP", category: nil).description
        #expect(category.contains("the name of the Stop button, which shows beside the categories"))
        let other = BoardFileError.clashesWithHome(label: "Type", category: "Chat").description
        #expect(other.contains("has the name of a button on Home"), "only Stop has the alert's reason")

        let kept = [Self.button("1", "Stop it"), Self.button("2", "Please stop"), Self.button("3", "Stop!")]
        let path = scratch.file("kept.obf", boardJSON(id: "k", name: "Chat", buttons: kept))
        let result = try BoardFileCommand.importBoard(file: path, stateDirectory: scratch.stateDirectory)
        #expect(
            result.board.categories.flatMap { $0.phrases.map(\.text) }.contains("Please stop"), "\(result)")
    }

    @Test func C4_wordsThatMerelyContainAHomeButtonsNameStillImport() throws {
        #expect(LookAlikes.skeleton("Yesterday") != LookAlikes.skeleton("Yes"))
        #expect(LookAlikes.skeleton("Nobody") != LookAlikes.skeleton("No"))
        #expect(LookAlikes.skeleton("  Уes\u{00A0} ") == "yes")
    }

    /// A FIFO would block `open()` until a writer came; it must be refused at once. If the import did wait, the
    /// opener below releases it after a guard delay (a guard against hanging the suite, not a speed check), and
    /// the test fails because the import had not returned first.
    @Test func C4_D7_aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let scratch = Scratch()
        let fifo = scratch.path + "/board.obf"
        try #require(mkfifo(fifo, 0o600) == 0)
        let returned = Flag()
        let released = Flag()
        let opener = Thread {
            Thread.sleep(forTimeInterval: 10)
            guard !returned.isSet else { return }
            released.set()
            let fd = open(fifo, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
        }
        opener.start()
        let error = try Self.refusal(fifo, scratch)
        returned.set()
        #expect(!released.isSet, "the import waited on the FIFO")
        #expect(error == .cannotRead(file: fifo, why: "it is not a regular file"), "\(error)")
    }

    @Test func C4_D7_aDeviceNodeIsRefusedWithoutReadingIt() throws {
        let scratch = Scratch()
        let error = try Self.refusal("/dev/zero", scratch)
        #expect(error == .cannotRead(file: "/dev/zero", why: "it is not a regular file"), "\(error)")
    }
}

/// A flag one thread sets and another reads.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
