import BricksonFakes
import Testing

@testable import BricksonCore

/// D8 and C5: text is bounded where it enters (the label rule: at most 16 scalars a character), and settings are
/// bounded by one table of ranges that Settings' own steppers use too.
@Suite struct BoundedInputTests {
    /// One letter carrying `marks` combining acute accents: one character of `marks + 1` scalars.
    static func heavy(_ letter: String = "a", marks: Int) -> String {
        letter + String(repeating: "\u{0301}", count: marks)
    }

    @Test func D8_typedDeadKeysStopWhereTheLetterWouldPassTheCap() {
        var home = TypingTests.typing("a")
        // A USB layout with combining dead keys sends the mark alone; each one joins the letter before it.
        for _ in 0..<40 { home.send { .keyTyped(.character("\u{0301}"), at: $0) } }
        #expect(home.state.message.count == 1)
        #expect(home.state.message.unicodeScalars.count == 16, "the letter and 15 marks, the rest not added")
        // The next letter is a new character and is typed as always.
        home.send { .keyTyped(.character("b"), at: $0) }
        #expect(home.state.message.hasSuffix("b") && home.state.message.count == 2)
    }

    @Test func D8_aLearnedWordOfOneLetterWithThousandsOfMarksIsNotKept() {
        // Kept words from the store (or a backup) are checked as they are read.
        let kept = LearnedWords(
            words: [Self.heavy(marks: 5000): LearnedWords.Use(count: 3, last: 1), "water": .init(count: 2, last: 1)],
            pairs: ["^ " + Self.heavy(marks: 5000): LearnedWords.Use(count: 3, last: 1)])
        #expect(kept.words.keys.map { $0.unicodeScalars.count }.max() ?? 0 <= 30 * 16)
        #expect(kept.count(of: "water") == 2)
        #expect(kept.pairs.isEmpty)
        // A word learned by speaking is checked too.
        var learned = LearnedWords()
        learned.learn("please " + Self.heavy(marks: 5000) + " now")
        #expect(learned.words.keys.map { $0.unicodeScalars.count }.max() ?? 0 <= 30 * 16)
        #expect(learned.count(of: "please") == 1 && learned.count(of: "now") == 1)
    }

    @Test func D8_aTypedDirectionControlIsNotAddedAndTheMessageReadsInTheOrderItWasTyped() {
        var home = TypingTests.typing("I want ")
        for key in ["\u{202E}", "\u{2067}", "\u{202B}"] { home.send { .keyTyped(.character(Character(key)), at: $0) } }
        home.send { .keyTyped(.character("w"), at: $0) }
        #expect(home.state.message == "I want w")
        // A right-to-left mark is not a control: it only settles where a full stop goes.
        home.send { .keyTyped(.character("\u{200F}"), at: $0) }
        #expect(home.state.message == "I want w\u{200F}")
    }

    @Test func D8_theGateRepairsDirectionControlsAndKeepsRealRightToLeftText() {
        #expect(TextGate.problem("\u{202E}sey", maxScalars: 100) == .directionControl)
        #expect(TextGate.repaired("I want \u{202E}retaw\u{202C} please") == "I want retaw please")
        for real in ["أريد ماء", "الغرفة 12 من فضلك", "اتصل بـ Sarah الآن", "אני צריך עזרה", "كم الساعة؟\u{200F}"] {
            #expect(TextGate.problem(real, maxScalars: 100) == nil, "\(real)")
            #expect(TextGate.repaired(real) == real)
        }
        #expect(TextGate.showsNothing("\u{200D}\u{3164}") && !TextGate.showsNothing("👩‍⚕️"))
    }
}
