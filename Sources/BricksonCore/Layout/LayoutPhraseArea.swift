/// The phrase area: the grid of phrase places, and the keyboard that takes its place while typing.
extension PlanBuilder {
    /// A phrase place's least height: larger than the top buttons' rows (A4), and room for three lines at the default
    /// size, so a phrase of about a dozen words keeps its words whole (V1).
    func phraseMinimumHeight(rowHeight: Double) -> Double {
        max(
            LayoutMetrics.phraseToTopButton * rowHeight,
            3 * lineHeight(defaultFontSize) + 2 * padding + 1)
    }

    /// A phrase place's least width: wider than tall, and room for a line of about fourteen letters at the
    /// default size, so three lines hold a phrase of a dozen words.
    func phraseMinimumWidth(height: Double, room: Room) -> Double {
        guard room.wholeLines else { return LayoutMetrics.phraseAspect * height }
        return max(
            LayoutMetrics.phraseAspect * height,
            lineWidth([LayoutMetrics.phraseLine], size: defaultFontSize)
                - LabelMetrics.iconSide(fontSize: defaultFontSize) - LabelMetrics.iconGap(fontSize: defaultFontSize))
    }

    /// How many columns and rows of phrase places the area needs at the least sizes (one place where only some
    /// must show).
    func phraseGridCount(rowHeight: Double, room: Room) -> (columns: Int, rows: Int) {
        let phraseHeight = phraseMinimumHeight(rowHeight: rowHeight)
        let phraseWidth = phraseMinimumWidth(height: phraseHeight, room: room)
        let places = room == .some ? 1 : max(1, input.phraseSlots)
        let columns = min(places, max(1, Int((content.width + gap) / (phraseWidth + gap))))
        return (columns, (places + columns - 1) / columns)
    }

    /// The phrase area's least height: rows for every phrase place (or one row), and the keyboard if asked.
    func areaNeeded(rowHeight: Double, room: Room, keyboardHeight: Double) -> Double {
        let phraseHeight = phraseMinimumHeight(rowHeight: rowHeight)
        let phraseWidth = phraseMinimumWidth(height: phraseHeight, room: room)
        let places = room == .some ? 1 : max(1, input.phraseSlots)
        let columns = min(places, max(1, Int((content.width + gap) / (phraseWidth + gap))))
        let rows = Double((places + columns - 1) / columns)
        let phrases = rows * phraseHeight + (rows - 1) * gap
        return max(phrases, room.keepsKeyboard ? keyboardHeight : 0)
    }

    /// The phrase places' grid: columns, rows and each place's size.
    struct PhraseGrid {
        var columns: Int
        var rows: Int
        var cellWidth: Double
        var cellHeight: Double
    }

    /// A grid for the phrase places that holds the board's longest list if it can, each place at least
    /// `phraseToTopButton` times the top buttons' height, the roomiest such grid.
    ///
    /// Where some such grid gives places no taller and no larger than Yes (`answer`), the roomiest of those (H10).
    func phraseGrid(in area: Rect, rowHeight: Double, room: Room, answer: Size, fits: inout Bool) -> PhraseGrid {
        let needsAll = room != .some
        let wanted = max(1, input.phraseSlots)
        let minimumHeight = phraseMinimumHeight(rowHeight: rowHeight)
        let minimumWidth = phraseMinimumWidth(height: minimumHeight, room: room)
        let maxColumns = max(1, Int((area.width + gap) / (minimumWidth + gap)))
        let maxRows = max(1, Int((area.height + gap) / (minimumHeight + gap)))
        var best: (complete: Bool, smaller: Bool, score: Double, columns: Int, rows: Int)?
        for columns in 1...min(maxColumns, wanted) {
            let rows = min(maxRows, (wanted + columns - 1) / columns)
            let cellWidth = (area.width - Double(columns - 1) * gap) / Double(columns)
            let cellHeight = (area.height - Double(rows - 1) * gap) / Double(rows)
            let complete = columns * rows >= wanted
            let smaller = cellHeight <= answer.height && cellWidth * cellHeight <= answer.width * answer.height
            let roomier = min(cellWidth / minimumWidth, cellHeight / minimumHeight)
            let score = complete ? roomier : Double(columns * rows) + min(roomier, 0.5)
            let better: Bool
            if let best {
                better =
                    complete != best.complete
                    ? complete
                    : smaller != best.smaller ? smaller : score > best.score
            } else {
                better = true
            }
            if better { best = (complete, smaller, score, columns, rows) }
        }
        let (complete, _, _, columns, rows) = best!
        let cellWidth = max(0, (area.width - Double(columns - 1) * gap) / Double(columns))
        let cellHeight = max(0, (area.height - Double(rows - 1) * gap) / Double(rows))
        if (needsAll && !complete) || cellHeight < minimumHeight || cellWidth < minimumWidth { fits = false }
        return PhraseGrid(columns: columns, rows: rows, cellWidth: cellWidth, cellHeight: cellHeight)
    }

    /// Puts the predictions row and the key rows in the phrase area: a fixed grid of the keyboard's columns, every
    /// page's keys in their places (T1, T9, L3).
    func placeKeys(in area: Rect, into frames: inout [ControlID: Rect]) {
        let keyboard = input.keyboard
        let rows = Double(OnScreenKeyboard.rowCount)
        let rowHeight = max(0, (area.height - (rows - 1) * keyGap) / rows)
        let columns = Double(keyboard.columns)
        let columnWidth = max(0, (area.width - (columns - 1) * keyGap) / columns)
        let slots = Double(OnScreenKeyboard.predictionSlots)
        let slotWidth = max(0, (area.width - (slots - 1) * keyGap) / slots)
        for slot in 0..<OnScreenKeyboard.predictionSlots {
            frames[.prediction(slot)] = Rect(
                x: area.x + Double(slot) * (slotWidth + keyGap), y: area.y, width: slotWidth, height: rowHeight)
        }
        for page in keyboard.pages.indices {
            for (key, row, column, span) in keyboard.places(page: page) {
                frames[.key(key)] = Rect(
                    x: area.x + Double(column) * (columnWidth + keyGap),
                    y: area.y + Double(row + 1) * (rowHeight + keyGap),
                    width: Double(span) * columnWidth + Double(span - 1) * keyGap, height: rowHeight)
            }
        }
    }
}
