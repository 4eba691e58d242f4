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
    @Test func anUnboundedWidthMeasuresOneLine() {
        let unbounded = measurer.measure(
            "Please ask me yes or no questions", fontSize: 20, bold: false, maxWidth: .infinity)
        #expect(unbounded.lineCount == 1 && !unbounded.breaksWord && unbounded.width > 100)
        let huge = measurer.measure("Please ask me yes or no questions", fontSize: 20, bold: false, maxWidth: 1e12)
        #expect(huge == unbounded)
    }
}
