/// The top controls' columns and rows: Yes, No, Emergency, Get Attention, Again, the message with its status
/// line, Phrases and Type.
///
/// Yes and No are the tallest of them, as tall as the block's three rows (H10); Again, Phrases and Type share a
/// column of three; Emergency and Get Attention share one of two. No red control stands beside another.
struct TopBlock {
    let arrangement: HomeArrangement
    /// Column widths: wide is Yes, No, message, Again/Phrases/Type, Emergency/Get Attention; tall is Yes, No,
    /// Again/Phrases/Type over Emergency/Get Attention (the message spans the first two under Yes and No).
    let columns: [Double]
    /// How many rows of the smallest buttons (Again, Phrases, Type) the block is tall.
    var rows: Int { arrangement == .wide ? 3 : 5 }
    /// The rows' height: the least (labels fit at the default size) and the most worth having (at the chosen).
    let heightMinimum: Double
    let heightWanted: Double
    /// Below 1 where even the least widths do not fit: the share each column got of its least width.
    let squeeze: Double

    /// The block's height, the status line included.
    func height(rowHeight: Double, statusHeight: Double, gap: Double) -> Double {
        let rows = Double(self.rows) * rowHeight + Double(self.rows - 1) * gap
        return arrangement == .wide ? rows : rows + gap + statusHeight
    }

    /// Sets the frames of the top controls and returns the status line's: under the message in its column
    /// (wide), or across the screen under the block (tall).
    func place(
        rowHeight: Double, statusHeight: Double, gap: Double, origin: Rect, into frames: inout [ControlID: Rect]
    ) -> Rect {
        var xs: [Double] = []
        var x = origin.x
        for width in columns {
            xs.append(x)
            x += width + gap
        }
        let y0 = origin.y
        let three = 3 * rowHeight + 2 * gap
        func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
            Rect(x: x, y: y, width: width, height: height)
        }
        /// Again, Phrases and Type, one over the other from `top`.
        func thirds(_ column: Int, top: Double) {
            frames[.again] = rect(xs[column], top, columns[column], rowHeight)
            frames[.phrases] = rect(xs[column], top + rowHeight + gap, columns[column], rowHeight)
            frames[.type] = rect(xs[column], top + 2 * (rowHeight + gap), columns[column], rowHeight)
        }
        switch arrangement {
        case .wide:
            let half = (three - gap) / 2
            frames[.yes] = rect(xs[0], y0, columns[0], three)
            frames[.no] = rect(xs[1], y0, columns[1], three)
            frames[.message] = rect(xs[2], y0, columns[2], max(0, three - statusHeight))
            thirds(3, top: y0)
            frames[.emergency] = rect(xs[4], y0, columns[4], half)
            frames[.getAttention] = rect(xs[4], y0 + half + gap, columns[4], half)
            return rect(xs[2], y0 + three - statusHeight, columns[2], statusHeight)
        case .tall:
            let y1 = y0 + three + gap
            frames[.yes] = rect(xs[0], y0, columns[0], three)
            frames[.no] = rect(xs[1], y0, columns[1], three)
            thirds(2, top: y0)
            frames[.message] = rect(xs[0], y1, columns[0] + gap + columns[1], 2 * rowHeight + gap)
            frames[.emergency] = rect(xs[2], y1, columns[2], rowHeight)
            frames[.getAttention] = rect(xs[2], y1 + rowHeight + gap, columns[2], rowHeight)
            return rect(origin.x, y1 + 2 * rowHeight + 2 * gap, origin.width, statusHeight)
        }
    }
}

extension PlanBuilder {
    /// The message's least width: room for a few words whatever the size.
    func messageMinimum(side: Double) -> Double { max(2 * side, 25 * pixelsPerMillimetre) }

    /// The message's least width where the status line sits under it: the longest status line, on one line at
    /// the default size.
    func statusMinimum(side: Double) -> Double {
        max(messageMinimum(side: side), lineWidth([HomeLabels.longestStatusLine], size: defaultFontSize))
    }

    /// Wide windows: Yes, No, the message, Again over Phrases over Type, Emergency over Get Attention.
    func wideTop(side: Double, fits: inout Bool) -> TopBlock {
        let labels = HomeLabels.self
        // The least: no word breaks at the default size. The most worth having: each label on one line, and
        // Yes and No a good share of the width (H10).
        func widths(_ size: Double, lines: Bool) -> [Double] {
            func column(_ words: [String], _ size: Double) -> Double {
                max(side, lines ? lineWidth(words, size: size) : wordWidth(words, size: size))
            }
            let answer = lines ? yesNoShare * content.width : 0
            return [
                max(answer, column([labels.yes], size)), max(answer, column([labels.no], size)),
                statusMinimum(side: side), column([labels.again, labels.speak, labels.phrases, labels.type], size),
                column([labels.emergency, labels.getAttention], size),
            ]
        }
        let minimums = widths(defaultFontSize, lines: false)
        let wanted = zip(widths(fontSize, lines: true), minimums).map { max($0, $1) }
        let available = content.width - 4 * gap
        if minimums.reduce(0, +) > available { fits = false }
        let columns = share(minimums: minimums, wanted: wanted, weights: [1, 1, 1, 0, 0], available: available)
        let placed: [(String, Double)] = [
            (labels.again, columns[3]), (labels.speak, columns[3]), (labels.phrases, columns[3]),
            (labels.type, columns[3]), (labels.emergency, columns[4]), (labels.getAttention, columns[4]),
        ]
        return block(.wide, columns: columns, placed: placed, side: side, needed: minimums, available: available)
    }

    /// Tall windows: Yes, No, and Again over Phrases over Type; under them the message, and Emergency over Get
    /// Attention.
    func tallTop(side: Double, fits: inout Bool) -> TopBlock {
        let labels = HomeLabels.self
        func widths(_ size: Double, lines: Bool) -> [Double] {
            let words = [
                [labels.yes], [labels.no],
                [labels.again, labels.speak, labels.phrases, labels.type, labels.emergency, labels.getAttention],
            ]
            var columns = words.map { max(side, lines ? lineWidth($0, size: size) : wordWidth($0, size: size)) }
            // The message spans Yes's and No's columns.
            let short = messageMinimum(side: side) - (columns[0] + gap + columns[1])
            if short > 0 {
                columns[0] += short / 2
                columns[1] += short / 2
            }
            return columns
        }
        let minimums = widths(defaultFontSize, lines: false)
        let wanted = zip(widths(fontSize, lines: true), minimums).map { max($0, $1) }
        let available = content.width - 2 * gap
        if minimums.reduce(0, +) > available { fits = false }
        let columns = share(minimums: minimums, wanted: wanted, weights: [1, 1, 0], available: available)
        let placed: [(String, Double)] = [
            (labels.again, columns[2]), (labels.speak, columns[2]), (labels.phrases, columns[2]),
            (labels.type, columns[2]), (labels.emergency, columns[2]), (labels.getAttention, columns[2]),
        ]
        return block(.tall, columns: columns, placed: placed, side: side, needed: minimums, available: available)
    }

    /// The share of the width Yes and No each would like on a wide window (H10).
    var yesNoShare: Double { 0.17 }

    func block(
        _ arrangement: HomeArrangement, columns: [Double], placed: [(String, Double)], side: Double,
        needed: [Double], available: Double
    ) -> TopBlock {
        let minimum = max(side, height(placed, size: defaultFontSize))
        let wanted = max(minimum, height(placed, size: fontSize), lineHeight(fontSize) + 2 * padding)
        let total = needed.reduce(0, +)
        return TopBlock(
            arrangement: arrangement, columns: columns, heightMinimum: minimum, heightWanted: wanted,
            squeeze: total > available ? max(0, available) / total : 1)
    }
}
