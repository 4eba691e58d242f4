import BricksonCommands
import BricksonCore
import Testing

@testable import OpenBoardFormat

/// D8: what is shown is what is spoken. A label with a direction control shows its letters in another order than
/// the voice says them ("yes" on the button, "sey" aloud), and a label of joiners is a blank button that speaks;
/// both are refused in words. Real right-to-left text, with digits or a Latin name inside, imports as it is.
@Suite struct DirectionControlTests {
    static let overrides: [(String, UInt32)] = [
        ("\u{202E}sey", 0x202E),  // right-to-left override: shown "yes", said "sey"
        ("I want \u{202E}retaw\u{202C} please", 0x202E),
        ("\u{2067}No", 0x2067),  // right-to-left isolate
        ("Call \u{202B}the nurse", 0x202B),  // right-to-left embedding
        ("\u{202D}Yes", 0x202D),  // left-to-right override
    ]

    @Test(arguments: overrides)
    func D8_aLabelWithADirectionControlIsRefusedInWords(label: String, control: UInt32) throws {
        let scratch = Scratch()
        let path = scratch.file(
            "board.obf", boardJSON(id: "b", name: "Chat", buttons: [HostileFileTests.button("1", label)]))
        let error = try HostileFileTests.refusal(path, scratch)
        guard case .labelTooHeavy = error else {
            Issue.record("refused for another reason: \(error)")
            return
        }
        let code = "U+" + String(control, radix: 16, uppercase: true)
        #expect(error.description.contains(code), "\(error)")
        #expect(error.description.contains("another order than they are spoken"), "\(error)")
        // The refusal quotes the label without the control, so its own line reads in the order it is stored.
        #expect(!error.description.unicodeScalars.contains(where: TextGate.isDirectionControl), "\(error)")
    }

    @Test(arguments: ["\u{200D}\u{200D}\u{200D}", "\u{3164}", "\u{200B} \u{2060}", "\u{FE0F}"])
    func D8_aLabelWithNothingToSeeIsRefusedInWords(label: String) throws {
        let scratch = Scratch()
        let path = scratch.file(
            "board.obf", boardJSON(id: "b", name: "Chat", buttons: [HostileFileTests.button("1", label)]))
        let error = try HostileFileTests.refusal(path, scratch)
        #expect(error.description.contains("nothing to see"), "\(error)")
    }

    @Test func D8_realRightToLeftTextWithDigitsALatinNameAndMarksStillImports() throws {
        let scratch = Scratch()
        let labels = [
            "أريد ماء",  // Arabic
            "الغرفة 12 من فضلك",  // Arabic with digits
            "اتصل بـ Sarah الآن",  // a Latin name inside Arabic
            "אני צריך עזרה",  // Hebrew
            "كم الساعة؟\u{200F}",  // a right-to-left mark settles the question mark
            "👩‍⚕️ nurse",  // joiners inside an emoji are part of something to see
        ]
        let buttons = labels.enumerated().map { HostileFileTests.button("\($0.offset + 1)", $0.element) }
        let path = scratch.file("board.obf", boardJSON(id: "b", name: "مرحبا", buttons: buttons))
        let imported = try BoardFiles.read(path: path, current: savedBeforeImport)
        #expect(imported.board.categories.last?.phrases.map(\.text) == labels)
    }

    @Test func D8_theLabelRuleNamesTheControlAndClampDropsIt() {
        #expect(LabelBounds.problem("\u{202E}sey") == .directionControl(0x202E))
        #expect(LabelBounds.problem("\u{200D}\u{200D}") == .nothingToSee)
        #expect(LabelBounds.problem("\u{200F}نعم") == nil, "a mark is not a control")
        #expect(LabelBounds.clamped("\u{202E}sey") == "sey", "shown as stored is then spoken as stored")
        #expect(LabelBounds.problem(LabelBounds.clamped("I want \u{2067}water\u{2069}")) == nil)
    }
}
