import BricksonCore

/// A simple, deterministic text measurer for tests of the pure core: every character is `advance` em wide,
/// lines wrap at spaces and break at line feeds, and a word wider than the line is reported as broken.
///
/// The real measurer is on pango, in the renderer; this one only has to be predictable.
public struct MonospaceMeasurer: TextMeasurer {
    /// Width of one character, as a fraction of the font size.
    public var advance: Double
    /// Extra width of bold text, as a fraction.
    public var boldExtra: Double
    /// Line height, as a fraction of the font size.
    public var lineHeight: Double

    public init(advance: Double = 0.55, boldExtra: Double = 0.08, lineHeight: Double = 1.25) {
        self.advance = advance
        self.boldExtra = boldExtra
        self.lineHeight = lineHeight
    }

    public func measure(_ text: String, fontSize: Double, bold: Bool, maxWidth: Double) -> TextMeasurement {
        let characterWidth = fontSize * advance * (bold ? 1 + boldExtra : 1)
        let spaceWidth = characterWidth
        var lines: [Double] = []
        var breaksWord = false
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = 0.0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let wordWidth = Double(word.count) * characterWidth
                if wordWidth > maxWidth { breaksWord = true }
                if current == 0 {
                    current = wordWidth
                } else if current + spaceWidth + wordWidth <= maxWidth {
                    current += spaceWidth + wordWidth
                } else {
                    lines.append(current)
                    current = wordWidth
                }
            }
            lines.append(current)
        }
        return TextMeasurement(
            width: lines.max() ?? 0, height: Double(lines.count) * fontSize * lineHeight, lineCount: lines.count,
            breaksWord: breaksWord)
    }
}
