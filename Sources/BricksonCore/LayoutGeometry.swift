/// Builds `HomePlan`s: the frames of every place on Home for one arrangement and one minimum size.
struct PlanBuilder<Measurer: TextMeasurer> {
    let input: LayoutInput
    let measurer: Measurer
    let screenSize: Size
    let pixelsPerMillimetre: Double
    let gap: Double
    let keyGap: Double
    let padding: Double
    let fontSize: Double
    let defaultFontSize: Double
    let content: Rect
    let measurements = Measurements()

    init(input: LayoutInput, measurer: Measurer) {
        self.input = input
        self.measurer = measurer
        let width = input.screen.pixels.width
        let height = input.screen.pixels.height
        screenSize = Size(
            width: width.isFinite && width >= 1 ? width : 1, height: height.isFinite && height >= 1 ? height : 1)
        let ppmm = input.screen.pixelsPerMillimetre
        // A screen that reports no physical size is taken as 96 dpi, the usual guess of display servers.
        pixelsPerMillimetre = ppmm.isFinite && ppmm > 0 ? ppmm : 96 / 25.4
        gap = LayoutMetrics.gap(pixelsPerMillimetre: pixelsPerMillimetre)
        keyGap = LayoutMetrics.keyGap(pixelsPerMillimetre: pixelsPerMillimetre)
        padding = LabelMetrics.padding(pixelsPerMillimetre: pixelsPerMillimetre)
        fontSize = LabelMetrics.fontSize(input.textSize, pixelsPerMillimetre: pixelsPerMillimetre)
        defaultFontSize = LabelMetrics.defaultFontSize(pixelsPerMillimetre: pixelsPerMillimetre)
        content = Rect(
            x: gap, y: gap, width: max(0, screenSize.width - 2 * gap), height: max(0, screenSize.height - 2 * gap))
    }

    /// The largest size up to `requested` mm at which `arrangement` fits, keeping as much room as it can: the
    /// tiers with room for the keyboard and every phrase, then without the keyboard's room (Type is then
    /// dimmed where the keyboard would cover the top, T6), then showing fewer phrases; then the largest size
    /// below touch, to a quarter millimetre. Nil where nothing fits at all.
    func largestFit(_ arrangement: HomeArrangement, upTo requested: Double) -> Fit? {
        for room in Room.allCases {
            for tier in LayoutMetrics.tiers where tier <= requested {
                if build(arrangement, minimumMillimetres: tier, room: room).fitsMinimum {
                    return Fit(millimetres: tier, room: room)
                }
            }
        }
        func fits(_ size: Double) -> Bool { build(arrangement, minimumMillimetres: size, room: .some).fitsMinimum }
        var low = LayoutMetrics.smallestTried
        var high = min(requested, LayoutMetrics.tiers.last!)
        guard fits(low) else { return nil }
        while high - low > 0.25 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return Fit(millimetres: low, room: .some)
    }

    /// What a plan keeps room for, most first.
    enum Room: Int, CaseIterable, Comparable {
        /// The keyboard at touch sizes, and every phrase place.
        case keyboardAndPhrases
        /// Every phrase place.
        case phrases
        /// At least one row of phrases.
        case some

        static func < (lhs: Room, rhs: Room) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A size that fits, and the room it keeps.
    struct Fit: Comparable {
        var millimetres: Double
        var room: Room

        /// Better: more room kept, then larger.
        static func < (lhs: Fit, rhs: Fit) -> Bool {
            lhs.room != rhs.room ? lhs.room > rhs.room : lhs.millimetres < rhs.millimetres
        }
    }

    // MARK: Measuring

    /// Measurements already taken while planning: the ladder of sizes asks for the same words many times.
    final class Measurements {
        struct Key: Hashable {
            var text: String
            var size: Double
            var width: Double
        }
        var taken: [Key: TextMeasurement] = [:]
    }

    func measure(_ text: String, size: Double, width: Double) -> TextMeasurement {
        let key = Measurements.Key(text: text, size: size, width: width)
        if let known = measurements.taken[key] { return known }
        let measured = measurer.measure(text, fontSize: size, bold: input.bold, maxWidth: width)
        measurements.taken[key] = measured
        return measured
    }

    /// The widest word of any of `labels` at `size`.
    func widestWord(_ labels: [String], size: Double) -> Double {
        var widest = 0.0
        for label in labels {
            for word in label.split(separator: " ") {
                let measured = measure(String(word), size: size, width: 1e9)
                widest = max(widest, measured.width)
            }
        }
        return widest
    }

    /// The smallest width (padding included) at which none of `labels` breaks a word at `size`.
    func wordWidth(_ labels: [String], size: Double) -> Double {
        widestWord(labels, size: size) + 2 * padding
    }

    /// The width (padding included) the widest of `labels` needs on one line at `size`.
    func lineWidth(_ labels: [String], size: Double) -> Double {
        let widest = labels.map { measure($0, size: size, width: 1e9).width }
        return (widest.max() ?? 0) + 2 * padding
    }

    /// The height (padding included) the tallest of `labels` needs at `size`, each in its width.
    func height(_ labels: [(String, Double)], size: Double) -> Double {
        var tallest = 0.0
        for (label, width) in labels {
            let measured = measure(label, size: size, width: max(1, width - 2 * padding))
            tallest = max(tallest, measured.height)
        }
        return tallest + 2 * padding
    }

    func lineHeight(_ size: Double) -> Double {
        measure("Ag", size: size, width: 1e9).height
    }

    // MARK: Building

    /// The plan for `arrangement` at `minimumMillimetres`, squeezed in proportion where it does not fit.
    func build(_ arrangement: HomeArrangement, minimumMillimetres: Double, room: Room) -> HomePlan {
        // A pixel to spare: snapping edges to whole pixels may take up to one from a side.
        let side = (minimumMillimetres * pixelsPerMillimetre).rounded(.up) + 1
        var fits = true
        var frames: [ControlID: Rect] = [:]
        let labels = HomeLabels.self

        // The top controls: columns first, then the rows' height from the labels in those columns.
        let top: TopBlock
        switch arrangement {
        case .wide: top = wideTop(side: side, fits: &fits)
        case .tall: top = tallTop(side: side, fits: &fits)
        }

        // The categories: Stop's column of its own, then a grid of category places and Settings.
        let width = content.width
        let stopWidth = min(max(side, wordWidth([labels.stop], size: defaultFontSize)), width / 3)
        let gridWidth = max(0, width - stopWidth - gap)
        let slotLabels = input.categories + [labels.settings, labels.clear, labels.putBack]
        let slotMinimum = max(side, wordWidth(slotLabels, size: defaultFontSize))
        let categorySlots = max(input.categories.count, 2)
        let places = categorySlots + 1
        var squeeze = top.squeeze
        if gridWidth < slotMinimum {
            fits = false
            squeeze = min(squeeze, gridWidth / slotMinimum)
        }
        var perRow = max(1, min(places, Int((gridWidth + gap) / (slotMinimum + gap))))
        let categoryRows = (places + perRow - 1) / perRow
        perRow = (places + categoryRows - 1) / categoryRows
        let slotWidth = max(0, (gridWidth - Double(perRow - 1) * gap) / Double(perRow))
        let slotLabelWidths = slotLabels.map { ($0, slotWidth) }
        // One row: Stop is taller than wide, so a pointer resting where it was meets a category first (G2).
        let stopClearance = categoryRows == 1 ? stopWidth + 2 * pixelsPerMillimetre : 0
        let slotHeightMinimum = max(side, height(slotLabelWidths, size: defaultFontSize), stopClearance)
        let slotHeightWanted = max(
            slotHeightMinimum, height(slotLabelWidths, size: fontSize), lineHeight(fontSize) + 2 * padding)

        // Rows from the top down: the top block, the categories, the phrase area (which takes the rest).
        let keySide = min(side, AccessMethod.touch.minimumMillimetres * pixelsPerMillimetre)
        let keyboardHeight = LayoutMetrics.keyboardHeight(keySide: keySide, gap: keyGap)
        let available = content.height - 2 * gap
        let fixedGaps = Double(top.rows - 1) * gap + Double(categoryRows - 1) * gap
        var rowHeight = top.heightMinimum
        var slotHeight = slotHeightMinimum
        var areaHeight = 0.0
        var placed = false
        for step in [1.0, 0.75, 0.5, 0.25, 0] {
            let row = top.heightMinimum + step * (top.heightWanted - top.heightMinimum)
            let slot = slotHeightMinimum + step * (slotHeightWanted - slotHeightMinimum)
            let area = max(LayoutMetrics.phraseToTopButton * row, room == .keyboardAndPhrases ? keyboardHeight : 0)
            let used = Double(top.rows) * row + Double(categoryRows) * slot + fixedGaps
            if used + area <= available {
                (rowHeight, slotHeight, areaHeight, placed) = (row, slot, available - used, true)
                break
            }
        }
        if !placed {
            fits = false
            let area = max(LayoutMetrics.phraseToTopButton * rowHeight, room == .keyboardAndPhrases ? keyboardHeight : 0)
            let scalable = Double(top.rows) * rowHeight + Double(categoryRows) * slotHeight + area
            let scale = max(0, available - fixedGaps) / scalable
            squeeze = min(squeeze, scale)
            rowHeight *= scale
            slotHeight *= scale
            areaHeight = area * scale
        }

        let statusHeight = min(lineHeight(fontSize), rowHeight)
        top.place(rowHeight: rowHeight, statusHeight: statusHeight, gap: gap, origin: content, into: &frames)
        var statusFrame = frames.removeValue(forKey: .message)!
        let messageFrame = Rect(
            x: statusFrame.x, y: statusFrame.y, width: statusFrame.width,
            height: max(0, statusFrame.height - statusHeight - gap))
        statusFrame = Rect(
            x: statusFrame.x, y: statusFrame.maxY - statusHeight, width: statusFrame.width, height: statusHeight)
        frames[.message] = messageFrame
        if messageFrame.height < lineHeight(defaultFontSize) + 2 * padding { fits = false }

        let categoriesTop = content.y + Double(top.rows) * rowHeight + Double(top.rows - 1) * gap + gap
        let categoriesHeight = Double(categoryRows) * slotHeight + Double(categoryRows - 1) * gap
        frames[.stop] = Rect(x: content.x, y: categoriesTop, width: stopWidth, height: categoriesHeight)
        for place in 0..<places {
            let frame = Rect(
                x: content.x + stopWidth + gap + Double(place % perRow) * (slotWidth + gap),
                y: categoriesTop + Double(place / perRow) * (slotHeight + gap), width: slotWidth, height: slotHeight)
            frames[place < categorySlots ? .category(place) : .settings] = frame
        }
        frames[.clear] = frames[.category(categorySlots - 2)]
        frames[.putBack] = frames[.category(categorySlots - 1)]

        let area = Rect(
            x: content.x, y: categoriesTop + categoriesHeight + gap, width: width, height: max(0, areaHeight))
        let capacity = placePhrases(
            in: area, rowHeight: rowHeight, needsAll: room != .some, fits: &fits, into: &frames)
        placeKeys(in: area, into: &frames)

        let needed = Rect(x: content.x, y: content.maxY - keyboardHeight, width: width, height: keyboardHeight)
        let guarded: [ControlID] = [.yes, .no, .emergency, .getAttention, .again]
        let snapped = frames.mapValues(snap)
        return HomePlan(
            size: screenSize, pixelsPerMillimetre: pixelsPerMillimetre, arrangement: arrangement,
            minimumMillimetres: minimumMillimetres, fitsMinimum: fits, frames: snapped,
            statusFrame: snap(statusFrame), phraseArea: snap(area), categorySlots: categorySlots,
            phraseCapacity: capacity, keyboardNeeded: needed,
            typeAvailable: !guarded.contains { snapped[$0]!.intersects(needed) }, fontSize: fontSize,
            defaultFontSize: defaultFontSize, padding: padding, bold: input.bold, squeeze: squeeze)
    }

    /// Puts the phrase places in a grid that holds the board's longest list if it can, each place at least
    /// `phraseToTopButton` times the top buttons' height; returns how many places there are.
    func placePhrases(
        in area: Rect, rowHeight: Double, needsAll: Bool, fits: inout Bool, into frames: inout [ControlID: Rect]
    ) -> Int {
        let wanted = max(1, input.phraseSlots)
        let minimumHeight = LayoutMetrics.phraseToTopButton * rowHeight
        let minimumWidth = LayoutMetrics.phraseAspect * minimumHeight
        let maxColumns = max(1, Int((area.width + gap) / (minimumWidth + gap)))
        let maxRows = max(1, Int((area.height + gap) / (minimumHeight + gap)))
        var best: (complete: Bool, score: Double, columns: Int, rows: Int)?
        for columns in 1...min(maxColumns, wanted) {
            let rows = min(maxRows, (wanted + columns - 1) / columns)
            let cellWidth = (area.width - Double(columns - 1) * gap) / Double(columns)
            let cellHeight = (area.height - Double(rows - 1) * gap) / Double(rows)
            let complete = columns * rows >= wanted
            let roomier = min(cellWidth / minimumWidth, cellHeight / minimumHeight)
            let score = complete ? roomier : Double(columns * rows) + min(roomier, 0.5)
            if best == nil || (complete && !best!.complete) || (complete == best!.complete && score > best!.score) {
                best = (complete, score, columns, rows)
            }
        }
        let (complete, _, columns, rows) = best!
        let cellWidth = max(0, (area.width - Double(columns - 1) * gap) / Double(columns))
        let cellHeight = max(0, (area.height - Double(rows - 1) * gap) / Double(rows))
        if (needsAll && !complete) || cellHeight < minimumHeight || cellWidth < minimumWidth { fits = false }
        for index in 0..<(columns * rows) {
            frames[.phrase(index)] = Rect(
                x: area.x + Double(index % columns) * (cellWidth + gap),
                y: area.y + Double(index / columns) * (cellHeight + gap), width: cellWidth, height: cellHeight)
        }
        return columns * rows
    }

    /// Puts the predictions row and the key rows in the phrase area: a fixed grid of ten columns (T1, T9).
    func placeKeys(in area: Rect, into frames: inout [ControlID: Rect]) {
        let rows = Double(OnScreenKeyboard.rowCount)
        let rowHeight = max(0, (area.height - (rows - 1) * keyGap) / rows)
        let columns = Double(OnScreenKeyboard.columns)
        let columnWidth = max(0, (area.width - (columns - 1) * keyGap) / columns)
        let slots = Double(OnScreenKeyboard.predictionSlots)
        let slotWidth = max(0, (area.width - (slots - 1) * keyGap) / slots)
        for slot in 0..<OnScreenKeyboard.predictionSlots {
            frames[.prediction(slot)] = Rect(
                x: area.x + Double(slot) * (slotWidth + keyGap), y: area.y, width: slotWidth, height: rowHeight)
        }
        for (row, places) in OnScreenKeyboard.rows.enumerated() {
            var column = 0
            for place in places {
                frames[.key(place.key)] = Rect(
                    x: area.x + Double(column) * (columnWidth + keyGap),
                    y: area.y + Double(row + 1) * (rowHeight + keyGap),
                    width: Double(place.span) * columnWidth + Double(place.span - 1) * keyGap, height: rowHeight)
                column += place.span
            }
        }
    }

    /// Edges on whole pixels, so the renderer draws crisp edges and neighbours never share a pixel; and on
    /// the screen, even where the screen is too small for the gaps alone.
    func snap(_ rect: Rect) -> Rect {
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value.rounded(), 0), limit) }
        let x = clamp(rect.x, screenSize.width)
        let y = clamp(rect.y, screenSize.height)
        let maxX = clamp(rect.maxX, screenSize.width)
        let maxY = clamp(rect.maxY, screenSize.height)
        return Rect(x: x, y: y, width: max(0, maxX - x), height: max(0, maxY - y))
    }
}

/// Sizes along one axis: each part gets its minimum, then up to what it wants, then the rest by weight; where
/// even the minimums do not fit, every part shrinks in proportion.
func share(minimums: [Double], wanted: [Double], weights: [Double], available: Double) -> [Double] {
    let total = minimums.reduce(0, +)
    guard total < available else {
        let scale = total > 0 ? max(0, available) / total : 0
        return minimums.map { $0 * scale }
    }
    var sizes = minimums
    var extra = available - total
    let wish = zip(wanted, minimums).map { max(0, $0 - $1) }
    let wishTotal = wish.reduce(0, +)
    if wishTotal > 0 {
        let fraction = min(1, extra / wishTotal)
        for index in sizes.indices { sizes[index] += fraction * wish[index] }
        extra -= fraction * wishTotal
    }
    let weightTotal = weights.reduce(0, +)
    if weightTotal > 0 {
        for index in sizes.indices { sizes[index] += extra * weights[index] / weightTotal }
    }
    return sizes
}
