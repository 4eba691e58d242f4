/// The top controls' columns and rows: Yes, No, Emergency, Get Attention, Again, the message with its status
/// line, Phrases and Type.
struct TopBlock {
    let arrangement: HomeArrangement
    /// Column widths: wide is Yes, No, message, Phrases/Type, Emergency/Get Attention; tall is Yes/Again, No,
    /// Emergency, Get Attention/Phrases/Type (the message spans the middle two).
    let columns: [Double]
    /// How many rows of buttons the block has.
    var rows: Int { arrangement == .wide ? 2 : 3 }
    /// The rows' height: the least (labels fit at the default size) and the most worth having (at the chosen).
    let heightMinimum: Double
    let heightWanted: Double
    /// Below 1 where even the least widths do not fit: the share each column got of its least width.
    let squeeze: Double

    /// Sets the frames of the top controls; `.message` gets the message and status line's column, whole.
    func place(
        rowHeight: Double, statusHeight: Double, gap: Double, origin: Rect, into frames: inout [ControlID: Rect]
    ) {
        var xs: [Double] = []
        var x = origin.x
        for width in columns {
            xs.append(x)
            x += width + gap
        }
        let y0 = origin.y
        let y1 = y0 + rowHeight + gap
        let twoRows = 2 * rowHeight + gap
        func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
            Rect(x: x, y: y, width: width, height: height)
        }
        switch arrangement {
        case .wide:
            frames[.yes] = rect(xs[0], y0, columns[0], rowHeight)
            frames[.no] = rect(xs[1], y0, columns[1], rowHeight)
            frames[.again] = rect(xs[0], y1, columns[0] + gap + columns[1], rowHeight)
            frames[.message] = rect(xs[2], y0, columns[2], twoRows)
            frames[.phrases] = rect(xs[3], y0, columns[3], rowHeight)
            frames[.type] = rect(xs[3], y1, columns[3], rowHeight)
            frames[.emergency] = rect(xs[4], y0, columns[4], rowHeight)
            frames[.getAttention] = rect(xs[4], y1, columns[4], rowHeight)
        case .tall:
            frames[.yes] = rect(xs[0], y0, columns[0], rowHeight)
            frames[.no] = rect(xs[1], y0, columns[1], rowHeight)
            frames[.emergency] = rect(xs[2], y0, columns[2], rowHeight)
            frames[.getAttention] = rect(xs[3], y0, columns[3], rowHeight)
            frames[.again] = rect(xs[0], y1, columns[0], twoRows)
            frames[.message] = rect(xs[1], y1, columns[1] + gap + columns[2], twoRows)
            frames[.phrases] = rect(xs[3], y1, columns[3], rowHeight)
            frames[.type] = rect(xs[3], y1 + rowHeight + gap, columns[3], rowHeight)
        }
    }
}

extension PlanBuilder {
    /// The message's least width: room for a few words whatever the size.
    func messageMinimum(side: Double) -> Double { max(2 * side, 25 * pixelsPerMillimetre) }

    /// Wide windows: Yes, No, message, Phrases over Type, Emergency over Get Attention; Again under Yes and No.
    func wideTop(side: Double, fits: inout Bool) -> TopBlock {
        let labels = HomeLabels.self
        // The least: no word breaks at the default size. The most worth having: each label on one line.
        func widths(_ size: Double, lines: Bool) -> [Double] {
            func column(_ words: [String], _ size: Double) -> Double {
                max(side, lines ? lineWidth(words, size: size) : wordWidth(words, size: size))
            }
            var yes = column([labels.yes], size)
            var no = column([labels.no], size)
            // Again spans Yes and No: together they leave room for its words.
            let short = column([labels.again, labels.speak], size) - (yes + gap + no)
            if short > 0 {
                yes += short / 2
                no += short / 2
            }
            return [
                yes, no, messageMinimum(side: side), column([labels.phrases, labels.type], size),
                column([labels.emergency, labels.getAttention], size),
            ]
        }
        let minimums = widths(defaultFontSize, lines: false)
        let wanted = zip(widths(fontSize, lines: true), minimums).map { max($0, $1) }
        let available = content.width - 4 * gap
        if minimums.reduce(0, +) > available { fits = false }
        let columns = share(minimums: minimums, wanted: wanted, weights: [0, 0, 1, 0, 0], available: available)
        let placed: [(String, Double)] = [
            (labels.yes, columns[0]), (labels.no, columns[1]), (labels.again, columns[0] + gap + columns[1]),
            (labels.speak, columns[0] + gap + columns[1]), (labels.phrases, columns[3]), (labels.type, columns[3]),
            (labels.emergency, columns[4]), (labels.getAttention, columns[4]),
        ]
        return block(.wide, columns: columns, placed: placed, side: side, needed: minimums, available: available)
    }

    /// Tall windows: Yes, No, Emergency, Get Attention; under them Again, the message, Phrases over Type.
    func tallTop(side: Double, fits: inout Bool) -> TopBlock {
        let labels = HomeLabels.self
        func widths(_ size: Double, lines: Bool) -> [Double] {
            let words = [
                [labels.yes, labels.again, labels.speak], [labels.no], [labels.emergency],
                [labels.getAttention, labels.phrases, labels.type],
            ]
            var columns = words.map { max(side, lines ? lineWidth($0, size: size) : wordWidth($0, size: size)) }
            // The message spans No's and Emergency's columns.
            let short = messageMinimum(side: side) - (columns[1] + gap + columns[2])
            if short > 0 {
                columns[1] += short / 2
                columns[2] += short / 2
            }
            return columns
        }
        let minimums = widths(defaultFontSize, lines: false)
        let wanted = zip(widths(fontSize, lines: true), minimums).map { max($0, $1) }
        let available = content.width - 3 * gap
        if minimums.reduce(0, +) > available { fits = false }
        let columns = share(minimums: minimums, wanted: wanted, weights: [1, 1, 1, 1], available: available)
        let placed: [(String, Double)] = [
            (labels.yes, columns[0]), (labels.again, columns[0]), (labels.speak, columns[0]), (labels.no, columns[1]),
            (labels.emergency, columns[2]), (labels.getAttention, columns[3]), (labels.phrases, columns[3]),
            (labels.type, columns[3]),
        ]
        return block(.tall, columns: columns, placed: placed, side: side, needed: minimums, available: available)
    }

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
