import BricksonCore
import Testing

@testable import HomeRenderer

@Suite struct PangoMeasurerTests {
    let measurer = PangoMeasurer()

    @Test func V1_wrapsAtWordsAndReportsWhereItWouldBreakAWord() {
        let wide = measurer.measure("Get Attention", fontSize: 20, bold: false, maxWidth: 1000)
        #expect(wide.lineCount == 1)
        #expect(!wide.breaksWord)
        let twoLines = measurer.measure("Get Attention", fontSize: 20, bold: false, maxWidth: wide.width * 0.8)
        #expect(twoLines.lineCount == 2)
        #expect(!twoLines.breaksWord)
        #expect(twoLines.height > wide.height * 1.5)
        let word = measurer.measure("Emergency", fontSize: 20, bold: false, maxWidth: 1000)
        let narrow = measurer.measure("Emergency", fontSize: 20, bold: false, maxWidth: word.width * 0.6)
        #expect(narrow.breaksWord)
    }

    @Test func measuresAlikeFromManyThreadsAtOnce() async {
        let expected = measurer.measure("I can't get enough air", fontSize: 18, bold: true, maxWidth: 120)
        let results = await withTaskGroup(of: TextMeasurement.self) { group in
            for _ in 0..<16 {
                group.addTask { [measurer] in
                    measurer.measure("I can't get enough air", fontSize: 18, bold: true, maxWidth: 120)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test func theFontIsB612FoundThroughFontconfig() {
        #expect(TextEngine.resolvedFamily() == "B612")
    }
}

extension PangoMeasurerTests {
    /// A measurement asked for again is the one remembered, the same as a new measurer makes; another width is
    /// another measurement, and so is bold; past the limit the measurer lets them all go and still answers the same.
    @Test func aRememberedMeasurementIsTheSameAsAFreshOne() {
        let measurer = PangoMeasurer()
        let first = measurer.measure("I need suction", fontSize: 30, bold: false, maxWidth: 400)
        #expect(measurer.rememberedCount == 1)
        #expect(measurer.measure("I need suction", fontSize: 30, bold: false, maxWidth: 400) == first)
        #expect(measurer.rememberedCount == 1)
        #expect(PangoMeasurer().measure("I need suction", fontSize: 30, bold: false, maxWidth: 400) == first)
        let narrow = measurer.measure("I need suction", fontSize: 30, bold: false, maxWidth: 120)
        #expect(narrow.lineCount == 2 && first.lineCount == 1)
        _ = measurer.measure("I need suction", fontSize: 30, bold: true, maxWidth: 400)
        #expect(measurer.rememberedCount == 3)
        for index in 0...LockedTextEngine.rememberedLimit {
            _ = measurer.measure("w\(index)", fontSize: 10, bold: false, maxWidth: 100)
        }
        #expect(measurer.rememberedCount <= LockedTextEngine.rememberedLimit)
        #expect(measurer.measure("I need suction", fontSize: 30, bold: false, maxWidth: 400) == first)
    }

    /// The longest typed message (2,000 characters of four bytes each), measured again at every length as it is
    /// typed, never makes the measurer keep more than its byte limit, and it still answers as a new one does.
    @Test func D8_theLongestMessagesTypedNeverFillTheMemory() {
        let measurer = PangoMeasurer()
        let letter = "\u{1D49C}"
        var text = ""
        for _ in 0..<2000 {
            text += letter
            _ = measurer.measure(text, fontSize: 20, bold: false, maxWidth: 1e9)
            #expect(measurer.rememberedByteCount <= LockedTextEngine.rememberedByteLimit)
        }
        #expect(text.utf8.count == 8000)
        #expect(
            measurer.measure(text, fontSize: 20, bold: false, maxWidth: 1e9)
                == PangoMeasurer().measure(text, fontSize: 20, bold: false, maxWidth: 1e9))
    }

    @Test func anUnboundedWidthMeasuresOneLine() {
        let unbounded = measurer.measure(
            "Please ask me yes or no questions", fontSize: 20, bold: false, maxWidth: .infinity)
        #expect(unbounded.lineCount == 1 && !unbounded.breaksWord && unbounded.width > 100)
        let huge = measurer.measure("Please ask me yes or no questions", fontSize: 20, bold: false, maxWidth: 1e12)
        #expect(huge == unbounded)
    }
}
