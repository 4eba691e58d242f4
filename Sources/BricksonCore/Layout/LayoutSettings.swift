/// Settings' geometry (C1) for one `LayoutInput` (Home's, with the settings in use): where Back to Talking, Back,
/// the title, the foot line and the row cells are. Values never move anything: frames depend on the screen,
/// the settings in use, and how many rows a page has.
public struct SettingsPlan: Equatable, Sendable {
    /// The screen in pixels.
    public var size: Size
    /// Pixels per millimetre used.
    public var pixelsPerMillimetre: Double
    /// Back to Talking: over Phrases' place on Home at the touch size, and inside Phrases' place at every access
    /// method's size, so a pointer resting there as Settings closes meets only Phrases whatever Family Setup says.
    public var backToTalking: Rect
    /// Back one page: Yes's place on Home.
    public var back: Rect
    /// Stop, while the Get Attention tone sounds: Type's place on Home, harmless for a pointer still resting there
    /// when Settings closes (G2).
    public var stop: Rect
    /// The page's title: the message's place on Home.
    public var title: Rect
    /// The foot line across the bottom.
    public var foot: Rect
    /// The cells rows go in, in reading order (down each column, then across).
    public var cells: [Rect]
    /// The area the cells share: where Phrases' keyboard goes while words are typed (C1).
    public var content: Rect
    /// The cell under Home's Settings button: the row that only opens the next screen goes there.
    public var anchorCell: Int
    /// The width of a stepper's − and + (as tall as the row).
    public var stepperSide: Double
    /// The gap between controls.
    public var gap: Double
    /// Label sizes, as Home's.
    public var fontSize: Double
    public var defaultFontSize: Double
    public var padding: Double
    public var bold: Bool

    /// The plan for `input` (Home's input, with the settings in use).
    public init(_ input: LayoutInput, measurer: some TextMeasurer) {
        let home = HomePlan(input, measurer: measurer)
        let own = home.frame(.phrases)
        var back = own
        for method in AccessMethod.allCases where method != input.accessMethod {
            var other = input
            other.accessMethod = method
            let phrases = HomePlan(other, measurer: measurer).frame(.phrases)
            if let common = back.overlap(phrases) { back = common }
        }
        // Where the part every size shares is too narrow or short for its words at the default size (1280×800,
        // where Phrases moves between sizes), Phrases' place at the size in use: a pointer resting there as
        // Settings closes under another access method is locked until it moves away (A3), so it chooses nothing.
        func holdsWords(_ place: Rect) -> Bool {
            let inner = Size(width: place.width - 2 * home.padding, height: place.height - 2 * home.padding)
            let measured = measurer.measure(
                input.labels.backToTalking, fontSize: home.defaultFontSize, bold: home.bold, maxWidth: inner.width)
            return !measured.breaksWord && measured.width <= inner.width && measured.height <= inner.height
        }
        if back != own, !holdsWords(back), holdsWords(own) { back = own }
        let ppm = home.pixelsPerMillimetre
        let gap = LayoutMetrics.gap(pixelsPerMillimetre: ppm)
        let lineHeight = measurer.measure("Ag", fontSize: home.fontSize, bold: home.bold, maxWidth: 1e9).height
        let topIDs: [ControlID] = [.yes, .no, .emergency, .getAttention, .again, .message, .phrases, .type]
        let topBottom = max(topIDs.map { home.frame($0).maxY }.max() ?? 0, home.statusFrame.maxY)
        let footHeight = max(home.statusFrame.height, lineHeight.rounded(.up) + 1)
        let width = home.size.width
        let height = home.size.height
        let foot = Rect(x: gap, y: height - gap - footHeight, width: max(0, width - 2 * gap), height: footHeight)
        let content = Rect(
            x: gap, y: topBottom + gap, width: max(0, width - 2 * gap),
            height: max(0, foot.minY - gap - topBottom - gap))
        // Rows at the access method's size (the plan's, which may be smaller where the window has no room), and
        // two lines of text high at the least, so an answer with its short line fits whole; where that leaves
        // fewer than three rows (the smallest windows), one line high, so a row and More still fit.
        func rowHeight(lines: Double) -> Double {
            min(content.height, max(home.minimumMillimetres * ppm, lines * lineHeight + 2 * home.padding + 1))
        }
        func rowCount(_ height: Double) -> Int { max(1, Int((content.height + gap) / (height + gap))) }
        let rowHeight = rowCount(rowHeight(lines: 2)) >= 3 ? rowHeight(lines: 2) : rowHeight(lines: 1)
        let rows = rowCount(rowHeight)
        let columnWidth = SettingsPlan.columnMillimetres * ppm
        let columns = max(1, min(SettingsPlan.maximumColumns, Int((content.width + gap) / (columnWidth + gap))))
        let cellWidth = (content.width - Double(columns - 1) * gap) / Double(columns)
        var cells: [Rect] = []
        for column in 0..<columns {
            for row in 0..<rows {
                cells.append(
                    Rect(
                        x: (content.x + Double(column) * (cellWidth + gap)).rounded(),
                        y: (content.y + Double(row) * (rowHeight + gap)).rounded(), width: cellWidth.rounded(.down),
                        height: rowHeight.rounded(.down)))
            }
        }
        let anchor = home.frame(.settings).center
        let anchorCell =
            cells.indices.first { cells[$0].contains(anchor) }
            ?? cells.indices.min { cells[$0].distance(to: anchor) < cells[$1].distance(to: anchor) } ?? 0
        self.size = home.size
        self.pixelsPerMillimetre = ppm
        self.backToTalking = back
        self.back = home.frame(.yes)
        self.stop = home.frame(.type)
        self.title = home.frame(.message)
        self.foot = foot
        self.cells = cells
        self.content = content
        self.anchorCell = anchorCell
        // − and + as wide as the access method's smallest control (A4), no wider: the row's words get the rest,
        // so a longer language's words fit whole (L1, V1). Never wider than the row is high, nor than a quarter of it.
        let narrowest = (home.minimumMillimetres * ppm).rounded(.up)
        self.stepperSide = min(
            rowHeight.rounded(.down), narrowest, max(0, (cellWidth - 2 * gap) / 4).rounded(.down))
        self.gap = gap
        self.fontSize = home.fontSize
        self.defaultFontSize = home.defaultFontSize
        self.padding = home.padding
        self.bold = home.bold
    }

    /// A column of rows is at least this wide, in millimetres (room for a stepper's words, − and +).
    public static let columnMillimetres = 75.0
    /// At most this many columns, so rows stay in a short reading order.
    public static let maximumColumns = 3

    /// Which row goes in which cell, for a page of `rowCount` rows whose `anchorRow` takes the anchor cell, at
    /// batch `batch` (More's count): the rows that show, by cell, and More's cell where not all rows fit.
    /// How many pages of rows More steps through (1 where every row fits).
    public func pageCount(rowCount: Int, anchorRow: Int?) -> Int {
        let free = cells.indices.filter { anchorRow == nil || $0 != anchorCell }.count
        let others = (0..<rowCount).filter { $0 != anchorRow }.count
        guard others > free, free >= 2 else { return 1 }
        return (others + free - 2) / (free - 1)
    }

    public func placement(rowCount: Int, anchorRow: Int?, batch: Int) -> (rows: [(row: Int, cell: Int)], more: Int?) {
        var free = cells.indices.filter { anchorRow == nil || $0 != anchorCell }
        var others = (0..<rowCount).filter { $0 != anchorRow }
        var more: Int?
        if others.count > free.count, free.count >= 2 {
            more = free.removeLast()
            let batches = (others.count + free.count - 1) / free.count
            let start = (batch % batches) * free.count
            others = Array(others[start..<min(others.count, start + free.count)])
        }
        var placed: [(row: Int, cell: Int)] = []
        if let anchorRow, anchorRow < rowCount { placed.append((anchorRow, anchorCell)) }
        for (row, cell) in zip(others, free) { placed.append((row, cell)) }
        return (placed.sorted { $0.cell < $1.cell }, more)
    }
}

extension Rect {
    /// The area both rectangles cover, or nil where they do not overlap.
    public func overlap(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

/// Lays out the Settings page `view` on `screen`, over Home's `home` (for the settings in use).
public func layoutSettings(_ view: SettingsView, home: HomeView, screen: Screen, measurer: some TextMeasurer)
    -> Scene
{
    layoutSettings(
        view, plan: SettingsPlan(LayoutInput(home, screen: screen), measurer: measurer), home: home,
        measurer: measurer)
}

/// Lays out the Settings page `view` with a plan made earlier for the same input.
public func layoutSettings(
    _ view: SettingsView, plan: SettingsPlan, home: HomeView, measurer: some TextMeasurer
) -> Scene {
    var builder = SettingsSceneBuilder(view: view, plan: plan, measurer: measurer)
    builder.build()
    let foot = FittedLabel(
        view.footLine ?? "", in: plan.foot, preferred: plan.fontSize, minimum: plan.defaultFontSize, bold: plan.bold,
        hasIcon: false, padding: plan.padding, verticalPadding: 0, measurer: measurer)
    var scene = Scene(
        size: plan.size, pixelsPerMillimetre: plan.pixelsPerMillimetre, controls: builder.controls,
        statusFrame: plan.foot, statusText: view.footLine, statusFontSize: foot.fontSize,
        keyboardFrame: Rect(x: 0, y: 0, width: 0, height: 0), typeAvailable: false, scanGroups: builder.groups,
        display: home.display)
    // The pointer is drawn and snaps in Settings as on Home (A3).
    scene.pointer = home.pointer
    scene.pointerSnap = home.snapToItemMillimetres * plan.pixelsPerMillimetre
    // Its words read from the side their language starts on (L7); its rows are not mirrored.
    scene.direction = view.words.language.writingDirection
    return scene
}

/// Fills a Settings plan with one page's controls, in scanning order: Back to Talking and Back, then each row.
struct SettingsSceneBuilder<Measurer: TextMeasurer> {
    let view: SettingsView
    let plan: SettingsPlan
    let measurer: Measurer
    var controls: [SceneControl] = []
    var groups: [[ControlID]] = []

    mutating func build() {
        let canGoBack = view.page.parent != nil
        add(.backToTalking, .backToTalking, view.words(SettingsWords.backToTalking), plan.backToTalking, icon: .list)
        // Back shows only below the first page; there, Back to Talking is the way out.
        if canGoBack { add(.settingsBack, .settingsBack, view.words(SettingsWords.back), plan.back) }
        groups.append(canGoBack ? [.backToTalking, .settingsBack] : [.backToTalking])
        // Stop is reachable whenever the tone sounds, in Settings too (G2).
        if view.stopShowing {
            add(.stop, .stop, HomeLabels(view.words).stop, plan.stop, icon: .stopSquare)
            groups.append([.stop])
        }
        add(.settingsTitle, .settingsTitle, view.typing ?? view.words(view.page.title), plan.title)
        if view.typing != nil {
            addKeyboard()
            return
        }
        let placement = plan.placement(rowCount: view.rows.count, anchorRow: view.page.anchorRow, batch: view.batch)
        for (index, cell) in placement.rows {
            addRow(index, in: plan.cells[cell])
        }
        if let more = placement.more {
            let pages = plan.pageCount(rowCount: view.rows.count, anchorRow: view.page.anchorRow)
            add(
                .moreRows, .moreRows, SettingsWords.more(page: view.batch % pages + 1, of: pages, view.words),
                plan.cells[more])
            groups.append([.moreRows])
        }
    }

    /// Phrases' keyboard while words are typed (C1): the on-screen keyboard's rows (no predicted words) across the
    /// rows' area, one scanning group scanned row-column (A2), Enter shown as Save.
    mutating func addKeyboard() {
        let area = plan.content
        // The keys stand as close as Home's keyboard's (T1): the same keyboard, at least as large.
        let gap = LayoutMetrics.keyGap(pixelsPerMillimetre: plan.pixelsPerMillimetre)
        let keyboard = view.keyboard
        let page = view.keyboardState.page
        let rows = Double(OnScreenKeyboard.keyRowCount)
        let columns = Double(keyboard.columns)
        let rowHeight = max(0, (area.height - (rows - 1) * gap) / rows).rounded(.down)
        let columnWidth = max(0, (area.width - (columns - 1) * gap) / columns).rounded(.down)
        var group: [ControlID] = []
        for (key, row, column, span) in keyboard.places(page: page) {
            let frame = Rect(
                x: (area.x + Double(column) * (columnWidth + gap)).rounded(),
                y: (area.y + Double(row) * (rowHeight + gap)).rounded(),
                width: Double(span) * columnWidth + Double(span - 1) * gap, height: rowHeight)
            let label =
                key == .enter
                ? view.words(LabelWords.save) : HomeLabels(view.words).key(key, on: keyboard, page: page)
            add(.key(key), .key, label, frame, selected: key == .shift && view.keyboardState.shifted)
            group.append(.key(key))
        }
        groups.append(group)
    }

    mutating func addRow(_ index: Int, in cell: Rect) {
        let row = view.rows[index]
        switch row.kind {
        case .open: addChoosable(.settingsRow(index), .settingsPage, row.label, cell)
        case .option(let isChosen):
            addChoosable(.settingsRow(index), .settingsOption, row.label, cell, selected: isChosen)
        case .toggle(let isOn): addChoosable(.settingsRow(index), .settingsToggle, row.label, cell, selected: isOn)
        case .action: addChoosable(.settingsRow(index), .settingsAction, row.label, cell)
        case .info: add(.settingsRow(index), .settingsInfo, row.label, cell)
        case .stepper(let canDown, let canUp):
            let side = plan.stepperSide
            let gap = plan.gap
            let body = Rect(x: cell.x, y: cell.y, width: max(0, cell.width - 2 * (side + gap)), height: cell.height)
            let down = Rect(x: body.maxX + gap, y: cell.y, width: side, height: cell.height)
            let up = Rect(x: down.maxX + gap, y: cell.y, width: side, height: cell.height)
            add(.settingsRow(index), .settingsStepper, row.label, body)
            add(.stepDown(index), .stepDown, "−", down, dimmed: !canDown)
            add(.stepUp(index), .stepUp, "+", up, dimmed: !canUp)
            groups.append([.stepDown(index), .stepUp(index)])
        }
    }

    mutating func addChoosable(
        _ id: ControlID, _ role: ControlRole, _ label: String, _ frame: Rect, selected: Bool = false
    ) {
        add(id, role, label, frame, selected: selected)
        groups.append([id])
    }

    mutating func add(
        _ id: ControlID, _ role: ControlRole, _ label: String, _ frame: Rect, icon: Icon? = nil, dimmed: Bool = false,
        selected: Bool = false
    ) {
        let fitted = FittedLabel(
            label, in: frame, preferred: plan.fontSize, minimum: plan.defaultFontSize, bold: plan.bold,
            hasIcon: icon != nil, padding: plan.padding, measurer: measurer)
        controls.append(
            SceneControl(
                id: id, role: role, frame: frame, label: label, icon: fitted.showsIcon ? icon : nil,
                fontSize: fitted.fontSize, isDimmed: dimmed, isSelected: selected, isPressed: view.pressed == id,
                dwellFraction: view.dwell?.control == id ? view.dwell?.fraction : nil,
                isScanHighlighted: view.scanHighlight.contains(id)))
    }
}
