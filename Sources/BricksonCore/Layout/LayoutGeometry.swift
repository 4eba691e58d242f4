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
                if build(arrangement, minimumMillimetres: tier, room: room, probe: true).fitsMinimum {
                    return Fit(millimetres: tier, room: room)
                }
                // At touch sizes the keys may be smaller, so Type stays (A4 "where the panel allows", T6).
                let smallKeys = smallestKeyMillimetres
                if tier == AccessMethod.touch.minimumMillimetres && room.keepsKeyboard
                    && build(arrangement, minimumMillimetres: tier, room: room, probe: true, keyMillimetres: smallKeys)
                        .fitsMinimum
                {
                    return Fit(millimetres: tier, room: room)
                }
            }
        }
        func fits(_ size: Double) -> Bool {
            build(arrangement, minimumMillimetres: size, room: .some, probe: true).fitsMinimum
        }
        var low = LayoutMetrics.smallestTried
        var high = min(requested, LayoutMetrics.tiers.last!)
        guard fits(low) else { return nil }
        while high - low > 0.25 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return Fit(millimetres: low, room: .some)
    }

    /// The smallest keys worth having, in millimetres: `LayoutMetrics.smallestKey`, and room for a line at the
    /// default size inside the padding, so a key's letter is never below the default size (V1).
    var smallestKeyMillimetres: Double {
        max(LayoutMetrics.smallestKey, (lineHeight(defaultFontSize) + 2 * padding).rounded(.up) / pixelsPerMillimetre)
    }

    /// What a plan keeps room for, most first.
    enum Room: Int, CaseIterable, Comparable {
        /// The keyboard at touch sizes, and every phrase place.
        case keyboardAndPhrases
        /// The keyboard and every phrase place, in narrower places where a long phrase in bold may not keep
        /// its words whole (a known limit, better than no typing).
        case keyboardAndNarrowPhrases
        /// Every phrase place.
        case phrases
        /// At least one row of phrases.
        case some

        static func < (lhs: Room, rhs: Room) -> Bool { lhs.rawValue < rhs.rawValue }

        var keepsKeyboard: Bool { self <= .keyboardAndNarrowPhrases }
        var wholeLines: Bool { self != .keyboardAndNarrowPhrases }
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
        // A pixel to spare for snapping edges to whole pixels.
        widestWord(labels, size: size) + 2 * padding + 1
    }

    /// The width (padding and icon included) the widest of `labels` needs on one line at `size`.
    func lineWidth(_ labels: [String], size: Double) -> Double {
        let widest = labels.map { measure($0, size: size, width: 1e9).width }
        return (widest.max() ?? 0) + 2 * padding + 1 + LabelMetrics.iconSide(fontSize: size)
            + LabelMetrics.iconGap(fontSize: size)
    }

    /// The height (padding included) the tallest of `labels` needs at `size`, each in its width.
    func height(_ labels: [(String, Double)], size: Double) -> Double {
        var tallest = 0.0
        for (label, width) in labels {
            let measured = measure(label, size: size, width: max(1, width - 2 * padding))
            tallest = max(tallest, measured.height)
        }
        return tallest + 2 * padding + 1
    }

    func lineHeight(_ size: Double) -> Double {
        measure("Ag", size: size, width: 1e9).height
    }

    // MARK: Building

    /// The plan for `arrangement` at `minimumMillimetres`, squeezed in proportion where it does not fit. A probe
    /// only finds out whether it fits: it leaves out the phrase and key frames.
    /// `keyMillimetres` sets the keys' height, touch's (or `minimumMillimetres` where smaller) where nil; `widening`
    /// gives Yes and No width from their neighbours in wide windows (`wideTop`); `phrasesNoLarger` keeps phrase places
    /// from being larger than Yes (`phraseGrid`).
    func build(
        _ arrangement: HomeArrangement, minimumMillimetres: Double, room: Room, probe: Bool = false,
        keyMillimetres: Double? = nil, widening: Double = 0, phrasesNoLarger: Bool = false
    ) -> HomePlan {
        // A pixel to spare: snapping edges to whole pixels may take up to one from a side.
        let side = (minimumMillimetres * pixelsPerMillimetre).rounded(.up) + 1
        var fits = true
        var frames: [ControlID: Rect] = [:]
        let labels = input.labels

        // The top controls: columns first, then the rows' height from the labels in those columns.
        let top: TopBlock
        switch arrangement {
        case .wide: top = wideTop(side: side, widening: widening, fits: &fits)
        case .tall: top = tallTop(side: side, fits: &fits)
        }

        // The categories: Stop's column of its own, then a grid of category places, Settings and Pause.
        let width = content.width
        // Stop is as wide as Get Attention where the categories take two rows or more (G2): as large a target,
        // its label as large as the others'. In one row it is taller than wide, so a pointer resting where it
        // was meets a category first: as wide as the row's height allows.
        let attentionWidth = top.columns[top.arrangement == .wide ? 5 : 2]
        let narrowStop = min(max(side, wordWidth([labels.stop], size: defaultFontSize)), width / 3)
        let pauses = input.accessMethod.choosesByDwell ? [labels.pause, labels.resume] : []
        let slotLabels = input.categories + [labels.settings, labels.clear, labels.putBack] + pauses
        let slotMinimum = max(side, wordWidth(slotLabels, size: defaultFontSize))
        // At least three places, so Clear and Put Back have two that do not start a row.
        let categorySlots = max(input.categories.count, 3)
        // Settings, and for a pointer with dwell Pause after it (A3), in places of their own.
        let places = categorySlots + 1 + (pauses.isEmpty ? 0 : 1)
        func grid(stopWidth: Double) -> (perRow: Int, rows: Int, slotWidth: Double) {
            let gridWidth = max(0, width - stopWidth - gap)
            var perRow = max(1, min(places, Int((gridWidth + gap) / (slotMinimum + gap))))
            let rows = (places + perRow - 1) / perRow
            perRow = (places + rows - 1) / rows
            return (perRow, rows, max(0, (gridWidth - Double(perRow - 1) * gap) / Double(perRow)))
        }
        func slotHeights(_ slotWidth: Double) -> (minimum: Double, wanted: Double) {
            let widths = slotLabels.map { ($0, slotWidth) }
            let minimum = max(side, height(widths, size: defaultFontSize))
            return (minimum, max(minimum, height(widths, size: fontSize), lineHeight(fontSize) + 2 * padding))
        }
        // Never at the cost of another row of categories.
        let narrowGrid = grid(stopWidth: narrowStop)
        let keepsRows = width - gap - (Double(narrowGrid.perRow) * (slotMinimum + gap) - gap)
        var stopWidth = max(narrowStop, min(attentionWidth, width / 3, keepsRows))
        let wideGrid = grid(stopWidth: stopWidth)
        if wideGrid.rows == 1 {
            let oneRow = slotHeights(grid(stopWidth: narrowStop).slotWidth)
            stopWidth = max(narrowStop, min(stopWidth, oneRow.wanted - 2 * pixelsPerMillimetre))
        } else {
            // Narrower than the categories' rows are tall, so the category beside it is nearer its middle than
            // the controls above and below.
            let band = Double(wideGrid.rows) * slotHeights(wideGrid.slotWidth).minimum + Double(wideGrid.rows - 1) * gap
            stopWidth = max(narrowStop, min(stopWidth, band - 2 * pixelsPerMillimetre))
        }
        let gridWidth = max(0, width - stopWidth - gap)
        var squeeze = top.squeeze
        if gridWidth < slotMinimum {
            fits = false
            squeeze = min(squeeze, gridWidth / slotMinimum)
        }
        let (perRow, categoryRows, slotWidth) = grid(stopWidth: stopWidth)
        // One row: Stop is taller than wide, so a pointer resting where it was meets a category first (G2).
        let stopClearance = categoryRows == 1 ? stopWidth + 2 * pixelsPerMillimetre : 0
        let heights = slotHeights(slotWidth)
        let slotHeightMinimum = max(heights.minimum, stopClearance)
        let slotHeightWanted = max(slotHeightMinimum, heights.wanted)

        // Rows from the top down: the top block, the categories, the phrase area (which takes the rest).
        let keySide =
            keyMillimetres.map { $0 * pixelsPerMillimetre }
            ?? min(side, AccessMethod.touch.minimumMillimetres * pixelsPerMillimetre)
        let keyMillimetres = keyMillimetres ?? min(minimumMillimetres, AccessMethod.touch.minimumMillimetres)
        let keyboardHeight = LayoutMetrics.keyboardHeight(keySide: keySide, gap: keyGap)
        let available = content.height - 2 * gap
        let statusHeight = lineHeight(fontSize).rounded(.up) + 1
        let fixedGaps = Double(top.rows - 1) * gap + Double(categoryRows - 1) * gap
        var rowHeight = top.heightMinimum
        var lowerExtra = top.lowerExtra
        var slotHeight = slotHeightMinimum
        var areaHeight = 0.0
        var placed = false
        for step in [1.0, 0.75, 0.5, 0.25, 0] {
            let row = top.heightMinimum + step * (top.heightWanted - top.heightMinimum)
            let slot = slotHeightMinimum + step * (slotHeightWanted - slotHeightMinimum)
            let area = areaNeeded(rowHeight: row, room: room, keyboardHeight: keyboardHeight)
            let used = top.rowsHeight(row) + Double(categoryRows) * slot + fixedGaps
            if used + area <= available {
                (rowHeight, slotHeight, areaHeight, placed) = (row, slot, available - used, true)
                break
            }
        }
        if placed {
            // Yes and No at least as tall and as large as a phrase place, and larger than Get Attention, where the
            // room allows (H10): the top rows take height from the phrase area, a pixel at a time, while Yes is
            // smaller and everything still fits.
            let used = { (row: Double) in top.rowsHeight(row) + Double(categoryRows) * slotHeight + fixedGaps }
            let count = phraseGridCount(rowHeight: rowHeight, room: room)
            let phraseRows = Double(count.rows)
            let phraseWidth = (width - Double(count.columns - 1) * gap) / Double(count.columns)
            let yesWidth = top.columns[0]
            func phraseHeight(_ row: Double) -> Double {
                (available - used(row) - (phraseRows - 1) * gap) / phraseRows
            }
            func yesSmaller(_ row: Double) -> Bool {
                let yes = top.yesHeight(rowHeight: row, gap: gap)
                // A little to spare for snapping edges to whole pixels.
                return yes < phraseHeight(row) + 2 || yes * yesWidth < 1.03 * phraseHeight(row) * phraseWidth
                    || yes * yesWidth < 1.03 * (row + top.lowerExtra) * attentionWidth
            }
            var row = rowHeight
            while yesSmaller(row) {
                let next = row + 1
                let area = areaNeeded(rowHeight: next, room: room, keyboardHeight: keyboardHeight)
                // A pixel to spare, so snapping never takes the keyboard's room (T6).
                if used(next) + area + 1 > available { break }
                row = next
            }
            (rowHeight, areaHeight) = (row, available - used(row))
        } else {
            fits = false
            let area = areaNeeded(rowHeight: rowHeight, room: room, keyboardHeight: keyboardHeight)
            let scalable = top.rowsHeight(rowHeight) + Double(categoryRows) * slotHeight + area
            let scale = max(0, available - fixedGaps) / scalable
            squeeze = min(squeeze, scale)
            rowHeight *= scale
            lowerExtra *= scale
            slotHeight *= scale
            areaHeight = area * scale
        }

        let statusFrame = top.place(
            rowHeight: rowHeight, extra: lowerExtra, statusHeight: min(statusHeight, rowHeight), gap: gap,
            origin: content,
            into: &frames)
        // "Said: …" in a strip of its own across the top of the message's place, the message's words under it
        // (H10). The strip is part of the message's frame: a pointer or a switch meets the message there too. It is
        // one line at the default size whatever the text size, so a larger size gives the message more room, never
        // less (H10, V1).
        let place = frames[.message]!
        let saidLine = lineHeight(defaultFontSize).rounded(.up) + 1
        let saidHeight = min(saidLine, max(0, place.height - lineHeight(defaultFontSize) - 2 * padding))
        let saidFrame = Rect(x: place.x, y: place.y, width: place.width, height: saidHeight)
        if place.height - saidHeight < lineHeight(defaultFontSize) + 2 * padding { fits = false }

        let categoriesTop =
            content.y + top.height(rowHeight: rowHeight, extra: lowerExtra, gap: gap) + gap
        let categoriesHeight = Double(categoryRows) * slotHeight + Double(categoryRows - 1) * gap
        // Stop never larger than Yes (H10): where the categories stand tall, its column narrows and they widen.
        let yes = frames[.yes]!
        let stopShown = max(narrowStop, min(stopWidth, yes.width * yes.height / max(1, categoriesHeight) - 1))
        let slotShown = max(0, (width - stopShown - gap - Double(perRow - 1) * gap) / Double(perRow))
        frames[.stop] = Rect(x: content.x, y: categoriesTop, width: stopShown, height: categoriesHeight)
        for place in 0..<places {
            let frame = Rect(
                x: content.x + stopShown + gap + Double(place % perRow) * (slotShown + gap),
                y: categoriesTop + Double(place / perRow) * (slotHeight + gap), width: slotShown, height: slotHeight)
            frames[place < categorySlots ? .category(place) : place == categorySlots ? .settings : .pause] = frame
        }
        // Clear and Put Back: the last two category places that do not start a row (the first of a row is
        // beside Stop's column, where a pointer resting on Stop must meet a category when Stop goes).
        var typingSlots = (0..<categorySlots).filter { $0 % perRow != 0 }.suffix(2).map { $0 }
        if typingSlots.count < 2 {
            // Too few places a row: keep a category at the start of the rows nearest the middle of Stop's column, so
            // a pointer resting where Stop was meets a category, typing or not (G2). Stop's column spans the rows
            // with Pause's place after Settings (A3) or without it; both are kept where the board leaves room, the
            // same for every access method, so Clear and Put Back take the same places for all of them (A4); where
            // it does not (three places, two a row), the rows of this access method's own grid.
            func rowsNearStopsMiddle(places: Int) -> Set<Int> {
                let rows = (places + perRow - 1) / perRow
                let middle = Double(rows - 1) / 2
                return [Int(middle.rounded(.down)) * perRow, Int(middle.rounded(.up)) * perRow]
            }
            let both = rowsNearStopsMiddle(places: categorySlots + 2).union(
                rowsNearStopsMiddle(places: categorySlots + 1))
            let free = (0..<categorySlots).filter { !typingSlots.contains($0) }
            let kept =
                free.filter { !both.contains($0) }.count + typingSlots.count >= 2
                ? both : rowsNearStopsMiddle(places: places)
            let others = free.filter { !kept.contains($0) }
            typingSlots = (typingSlots + others.suffix(2 - typingSlots.count)).sorted()
            if typingSlots.count < 2 { typingSlots = [categorySlots - 2, categorySlots - 1] }
        }
        frames[.clear] = frames[.category(typingSlots[0])]
        frames[.putBack] = frames[.category(typingSlots[1])]

        let area = Rect(
            x: content.x, y: categoriesTop + categoriesHeight + gap, width: width, height: max(0, areaHeight))
        var grid = phraseGrid(
            in: area, rowHeight: rowHeight, room: room, answer: Size(width: yes.width, height: yes.height), fits: &fits)
        if phrasesNoLarger {
            // Phrase places no larger than Yes (H10), never below their least height: the few pixels left stay
            // under the last row. A pixel from each of Yes's sides and one more in width, for snapping.
            let answerArea = max(0, yes.width - 1) * max(0, yes.height - 1)
            let least = phraseMinimumHeight(rowHeight: rowHeight)
            let capped = (answerArea / (grid.cellWidth + 1)).rounded(.down) - 1
            if capped < grid.cellHeight { grid.cellHeight = max(least, capped) }
        }
        let capacity = grid.columns * grid.rows
        if !probe {
            for index in 0..<capacity {
                frames[.phrase(index)] = Rect(
                    x: area.x + Double(index % grid.columns) * (grid.cellWidth + gap),
                    y: area.y + Double(index / grid.columns) * (grid.cellHeight + gap), width: grid.cellWidth,
                    height: grid.cellHeight)
            }
            placeKeys(in: area, into: &frames)
        }

        let needed = Rect(x: content.x, y: content.maxY - keyboardHeight, width: width, height: keyboardHeight)
        let snapped = probe ? frames : frames.mapValues(snap)
        var plan = HomePlan(
            size: screenSize, pixelsPerMillimetre: pixelsPerMillimetre, arrangement: arrangement,
            minimumMillimetres: minimumMillimetres, fitsMinimum: fits, frames: snapped,
            statusFrame: snap(statusFrame), phraseArea: snap(area), categorySlots: categorySlots,
            clearSlot: typingSlots[0], putBackSlot: typingSlots[1],
            phraseCapacity: capacity, keyboardNeeded: needed,
            typeAvailable: needed.minY >= area.minY - 0.5, fontSize: fontSize,
            defaultFontSize: defaultFontSize, padding: padding, bold: input.bold, squeeze: squeeze)
        plan.saidFrame = snap(saidFrame)
        plan.keyMillimetres = keyMillimetres
        plan.widening = widening
        return plan
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
