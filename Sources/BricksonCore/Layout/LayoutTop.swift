/// The top controls' columns and rows: Yes, No, Emergency, Get Attention, Again, the message with its status
/// line, Phrases and Type.
///
/// Yes and No are the tallest of them, as tall as the whole block (H10). No red control stands beside another.
struct TopBlock {
    let arrangement: HomeArrangement
    /// Column widths: wide is Yes, No, message, Again, Phrases/Type, Emergency/Get Attention; tall is Yes, No,
    /// Again/Phrases/Type over Emergency/Get Attention (the message spans the first two under Yes and No).
    let columns: [Double]
    /// How many rows of the smallest buttons the block is tall.
    var rows: Int { arrangement == .wide ? 2 : 5 }
    /// The rows' height: the least (labels fit at the default size) and the most worth having (at the chosen).
    let heightMinimum: Double
    var heightWanted: Double
    /// Below 1 where even the least widths do not fit: the share each column got of its least width.
    let squeeze: Double
    /// Tall: how much taller Emergency's and Get Attention's rows are than Again's, Phrases' and Type's (their
    /// words may take two lines in a narrow column where one-word labels take one).
    var lowerExtra = 0.0

    /// The rows' height without the gaps between them.
    func rowsHeight(_ rowHeight: Double, extra: Double? = nil) -> Double {
        Double(rows) * rowHeight + (arrangement == .tall ? 2 * (extra ?? lowerExtra) : 0)
    }

    /// Yes's and No's height: the whole block (wide), or the three rows beside Again, Phrases and Type (tall).
    func yesHeight(rowHeight: Double, gap: Double) -> Double {
        arrangement == .wide ? 2 * rowHeight + gap : 3 * rowHeight + 2 * gap
    }

    /// The block's height, the status line included (it runs under the message).
    func height(rowHeight: Double, extra: Double? = nil, gap: Double) -> Double {
        rowsHeight(rowHeight, extra: extra) + Double(rows - 1) * gap
    }

    /// Sets the frames of the top controls and returns the status line's: under the message and Again (wide), or
    /// under the message (tall).
    func place(
        rowHeight: Double, extra: Double, statusHeight: Double, gap: Double, origin: Rect,
        into frames: inout [ControlID: Rect]
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
            let two = 2 * rowHeight + gap
            frames[.yes] = rect(xs[0], y0, columns[0], two)
            frames[.no] = rect(xs[1], y0, columns[1], two)
            frames[.message] = rect(xs[2], y0, columns[2], max(0, two - statusHeight))
            frames[.again] = rect(xs[3], y0, columns[3], max(0, two - statusHeight))
            frames[.phrases] = rect(xs[4], y0, columns[4], rowHeight)
            frames[.type] = rect(xs[4], y0 + rowHeight + gap, columns[4], rowHeight)
            frames[.emergency] = rect(xs[5], y0, columns[5], rowHeight)
            frames[.getAttention] = rect(xs[5], y0 + rowHeight + gap, columns[5], rowHeight)
            return rect(xs[2], y0 + two - statusHeight, columns[2] + gap + columns[3], statusHeight)
        case .tall:
            let y1 = y0 + three + gap
            frames[.yes] = rect(xs[0], y0, columns[0], three)
            frames[.no] = rect(xs[1], y0, columns[1], three)
            thirds(2, top: y0)
            let lower = rowHeight + extra
            let two = 2 * lower + gap
            frames[.message] = rect(xs[0], y1, columns[0] + gap + columns[1], max(0, two - statusHeight))
            frames[.emergency] = rect(xs[2], y1, columns[2], lower)
            frames[.getAttention] = rect(xs[2], y1 + lower + gap, columns[2], lower)
            return rect(xs[0], y1 + two - statusHeight, columns[0] + gap + columns[1], statusHeight)
        }
    }
}

extension PlanBuilder {
    /// The message's least width: room for a few words whatever the size.
    func messageMinimum(side: Double) -> Double { max(2 * side, 25 * pixelsPerMillimetre) }

    /// The message's least width where the status line sits under it: the longest status line, on one line at
    /// the default size.
    func statusMinimum(side: Double) -> Double {
        // The status line has no icon: its words and the padding.
        let words = measure(input.labels.longestStatusLine, size: defaultFontSize, width: 1e9).width
        return max(messageMinimum(side: side), words + 2 * padding + 1)
    }

    /// Wide windows: Yes and No two rows tall; the message and Again over the status line; Phrases over Type;
    /// Emergency over Get Attention.
    ///
    /// `widening` (0 to 1) is the share of the width Emergency and Get Attention's column, and Phrases and Type's,
    /// have beyond what their words need at the default size that goes to Yes and No (H10, where they are not yet
    /// the largest); from 1 to 2, all of that and then a share of the message's beyond the status line's.
    func wideTop(side: Double, widening: Double = 0, fits: inout Bool) -> TopBlock {
        let labels = input.labels
        // The least: no word breaks at the default size. The most worth having: each label on one line. What is
        // left goes to Yes, No and the message alike (H10).
        func widths(_ size: Double, lines: Bool, answers: Bool = true) -> [Double] {
            func column(_ words: [String], _ size: Double) -> Double {
                max(side, lines ? lineWidth(words, size: size) : wordWidth(words, size: size))
            }
            let again = column([labels.again, labels.speak], size)
            // The status line runs under the message and Again: together they hold its longest words.
            let message = max(messageMinimum(side: side), statusMinimum(side: side) - gap - again)
            // Yes and No alike wide: neither answer looks the likelier. Where the width allows, each is at least as
            // large as Emergency or Get Attention (twice as tall, more than two thirds as wide, H10).
            let attention = column([labels.emergency, labels.getAttention], size)
            let answer = max(column([labels.yes, labels.no], size), lines && answers ? 0.7 * attention : 0)
            return [
                answer, answer, message, again,
                column([labels.phrases, labels.type], size), attention,
            ]
        }
        let minimums = widths(defaultFontSize, lines: false)
        let wanted = zip(widths(fontSize, lines: true), minimums).map { max($0, $1) }
        let available = content.width - 5 * gap
        if minimums.reduce(0, +) > available { fits = false }
        var columns = share(
            minimums: comfortable(minimums, widths(defaultFontSize, lines: true, answers: false), available: available),
            wanted: wanted, weights: [1.5, 1.5, 1, 0, 0, 0], available: available)
        // Get Attention and the message readable from the bed (H10): where Yes and No have more width than they
        // want, Emergency and Get Attention's column takes what each of their words needs at the readable size
        // without icons, then the message what a long everyday word needs there, then Emergency and Get Attention
        // room for their icons while Yes (twice as tall) stays the larger; Yes and No keep the rest.
        let readable = min(
            fontSize * LabelMetrics.growth, LabelMetrics.readableFontSize(pixelsPerMillimetre: pixelsPerMillimetre))
        let readableMargin = LabelMetrics.grownMargin(fontSize: readable)
        let readableWords = wordWidth([labels.emergency, labels.getAttention], size: readable) + 2 * readableMargin
        let readableIcons =
            readableWords + LabelMetrics.iconSide(fontSize: readable) + LabelMetrics.iconGap(fontSize: readable)
        let messageWidth =
            wordWidth([LayoutMetrics.messageWord], size: readable) + LabelMetrics.messageMarkWidth(fontSize: readable)
        for (index, needed) in [(5, readableWords), (2, messageWidth)] where needed > columns[index] {
            let taken = min(needed - columns[index], 2 * max(0, columns[0] - wanted[0]))
            columns[0] -= taken / 2
            columns[1] -= taken / 2
            columns[index] += taken
        }
        // The icons all or nothing, so the columns are alike at every access method's size where they can be.
        let iconRoom = readableIcons - columns[5]
        if iconRoom > 0 && columns[0] - iconRoom / 2 >= max(wanted[0], 0.55 * (columns[5] + iconRoom)) {
            columns[0] -= iconRoom / 2
            columns[1] -= iconRoom / 2
            columns[5] += iconRoom
        }
        // Yes and No the largest (H10) where the width is short: each at least as wide as Again (which is as tall,
        // less the status line) and more than half as wide as Emergency and Get Attention (half as tall), taking
        // width from their column and then from Phrases and Type's, down to what their words need at the default
        // size (Get Attention then on two lines).
        let answerExtra = (0.55 * columns[5] - columns[0]) / 1.05
        let fromAttention = min(max(0, answerExtra, 2 * (columns[3] - columns[0])), columns[5] - minimums[5])
        if fromAttention > 0 {
            columns[5] -= fromAttention
            columns[0] += fromAttention / 2
            columns[1] += fromAttention / 2
        }
        let neighbours = min(1, widening)
        let fromPhrases =
            min(max(0, 2 * (columns[3] - columns[0])), columns[4] - minimums[4])
            + neighbours * max(0, columns[4] - minimums[4] - max(0, 2 * (columns[3] - columns[0])))
        // Then, past 1, the message's beyond the status line's (it shows its last lines whole, smaller).
        let messageLeast = max(messageMinimum(side: side), statusMinimum(side: side) - gap - columns[3])
        let fromMessage = max(0, widening - 1) * max(0, columns[2] - messageLeast)
        let widened = neighbours * max(0, columns[5] - minimums[5])
        if widened + fromMessage > 0 {
            columns[5] -= widened
            columns[2] -= fromMessage
            columns[0] += (widened + fromMessage) / 2
            columns[1] += (widened + fromMessage) / 2
        }
        if fromPhrases > 0 {
            columns[4] -= fromPhrases
            columns[0] += fromPhrases / 2
            columns[1] += fromPhrases / 2
        }
        let placed: [(String, Double)] = [
            (labels.phrases, columns[4]), (labels.type, columns[4]), (labels.emergency, columns[5]),
            (labels.getAttention, columns[5]),
        ]
        var top = block(.wide, columns: columns, placed: placed, side: side, needed: minimums, available: available)
        // Rows tall enough for Get Attention on two lines at that size, where its column took that width.
        if columns[5] >= readableWords - 0.5 {
            let twoLines = height([(labels.getAttention, columns[5] - 2 * readableMargin)], size: readable)
            top.heightWanted = max(top.heightWanted, twoLines + 2 * readableMargin)
        }
        return top
    }

    /// Tall windows: Yes, No, and Again over Phrases over Type; under them the message, and Emergency over Get
    /// Attention.
    func tallTop(side: Double, fits: inout Bool) -> TopBlock {
        let labels = input.labels
        func widths(_ size: Double, lines: Bool) -> [Double] {
            let words = [
                [labels.yes, labels.no], [labels.yes, labels.no],
                [labels.again, labels.speak, labels.phrases, labels.type, labels.emergency, labels.getAttention],
            ]
            var columns = words.map { max(side, lines ? lineWidth($0, size: size) : wordWidth($0, size: size)) }
            // The message, and the status line under it, span Yes's and No's columns.
            let short = statusMinimum(side: side) - (columns[0] + gap + columns[1])
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
        let columns = share(
            minimums: comfortable(minimums, widths(defaultFontSize, lines: true), available: available),
            wanted: wanted, weights: [1, 1, 0], available: available)
        let placed: [(String, Double)] = [
            (labels.again, columns[2]), (labels.speak, columns[2]), (labels.phrases, columns[2]),
            (labels.type, columns[2]),
        ]
        var top = block(.tall, columns: columns, placed: placed, side: side, needed: minimums, available: available)
        let lower = [(labels.emergency, columns[2]), (labels.getAttention, columns[2])]
        top.lowerExtra = max(0, max(side, height(lower, size: defaultFontSize)) - top.heightMinimum)
        return top
    }

    /// The least widths grown toward each label on one line at the default size, as far as the width allows:
    /// rows no taller than they must be before anything grows further.
    func comfortable(_ least: [Double], _ lines: [Double], available: Double) -> [Double] {
        share(
            minimums: least, wanted: zip(lines, least).map { max($0, $1) }, weights: least.map { _ in 0 },
            available: available)
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
