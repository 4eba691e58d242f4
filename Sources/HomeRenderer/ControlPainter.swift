import BricksonCore
import CCairoPango
import Glibc

/// Where a control's words and icon go: worked out once, used to draw and by the tests to find the ink.
struct LabelPlacement {
    /// The laid-out words.
    var text: TextLayout
    /// Where the layout's origin is drawn.
    var origin: Point
    /// The ink of the words on the screen (pango's ink extents, moved to the origin).
    var ink: Rect
    /// The icon's square, if it is drawn.
    var icon: Rect?
    /// The words and icon together.
    var group: Rect
    /// The message: how many lines are hidden above the first one shown (H10).
    var hiddenLines = 0
    /// The message: the height of one line.
    var lineHeight = 0.0
}

/// Draws one control with cairo and pango: fill, edge, borders, rings, check mark, dwell ring, icon and label.
struct ControlPainter {
    let cr: OpaquePointer
    let engine: TextEngine
    let palette: Palette
    let scene: Scene

    func geometry(_ control: SceneControl) -> ControlGeometry {
        ControlGeometry(
            frame: control.frame, pixelsPerMillimetre: scene.pixelsPerMillimetre, display: scene.display,
            square: control.role == .emergency)
    }

    /// Places the label: the icon before the words (left of them, right of them on a right-to-left screen, L7)
    /// where both fit without breaking a word or leaving the content area; otherwise the icon is dropped (V1: a label
    /// drops its icon first). The message starts at the top on the reading side (its last lines showing if it is
    /// taller than its place); every other label is centred.
    func placement(_ control: SceneControl) -> LabelPlacement {
        let shape = geometry(control)
        let direction = scene.direction
        let content = shape.content
        let bold = scene.display.bold
        // The words wrap at the width the layout measured them at: from the frame as laid out, before snapping.
        let wrapWidth = max(1, control.frame.width - 2 * shape.padding)
        if control.role == .message {
            // The words go under the strip kept for "Said: …" at the top of the message's place (H10).
            let said = scene.saidFrame
            let content =
                said.height > 0 && said.intersects(control.frame)
                ? Rect(
                    x: content.minX, y: max(content.minY, said.maxY), width: content.width,
                    height: content.maxY - max(content.minY, said.maxY))
                : content
            let mark = LabelMetrics.messageMarkWidth(fontSize: control.fontSize)
            let text = engine.makeLayout(
                control.label, fontSize: control.fontSize, bold: bold, width: max(1, wrapWidth - mark),
                alignment: PANGO_ALIGN_LEFT, direction: direction)
            let (ink, logical) = text.extents
            // A message taller than its place shows its last whole lines, where the person is typing; the lines
            // above are hidden whole, never cut in half, and a mark says they are there (H10).
            let lines = max(1, text.lineCount)
            let lineHeight = logical.height / Double(lines)
            let visible = max(1, Int((content.height / max(1, lineHeight)).rounded(.down)))
            let hidden = max(0, lines - visible)
            // Rounded down the first line shown could start a pixel above the words' space, under "Said".
            // The mark's room is kept at the end of the first line's side: right, or left on a right-to-left screen.
            // What was said shows from its first line, the mark under the last one shown (H11): a nurse reads how
            // it begins; a message being typed shows its last lines, where the person is typing.
            let left = direction == .rightToLeft ? content.minX + mark : content.minX
            let above = scene.messageShowsSaid ? 0 : hidden
            let origin = Point(x: left, y: (content.minY - Double(above) * lineHeight).rounded(.up))
            return LabelPlacement(
                text: text, origin: origin, ink: ink.offset(by: origin), icon: nil, group: logical.offset(by: origin),
                hiddenLines: hidden, lineHeight: lineHeight)
        }
        let iconSide = ControlGeometry.iconSide(fontSize: control.fontSize)
        let gap = ControlGeometry.iconGap(fontSize: control.fontSize)
        if control.icon != nil, wrapWidth > iconSide + gap {
            let text = engine.makeLayout(
                control.label, fontSize: control.fontSize, bold: bold, width: wrapWidth - iconSide - gap,
                direction: direction)
            let logical = text.extents.logical
            if !text.breaksWord, logical.height <= content.height + 1, iconSide <= content.height + 1 {
                return centred(text, content: content, icon: (iconSide, gap))
            }
        }
        let text = engine.makeLayout(
            control.label, fontSize: control.fontSize, bold: bold, width: wrapWidth, direction: direction)
        return centred(text, content: content, icon: nil)
    }

    private func centred(_ text: TextLayout, content: Rect, icon: (side: Double, gap: Double)?) -> LabelPlacement {
        let (ink, logical) = text.extents
        // Centred across by the ink (a bold glyph's ink can overhang its advance), down by the lines, so labels in
        // a row share their baselines.
        let across = ink.width > 0 ? ink : logical
        let lead = icon.map { $0.side + $0.gap } ?? 0
        let groupWidth = lead + across.width
        let groupHeight = max(logical.height, icon?.side ?? 0)
        let left = (content.minX + (content.width - groupWidth) / 2).rounded()
        let top = (content.minY + (content.height - groupHeight) / 2).rounded()
        // The icon leads: on the left of the words, on their right on a right-to-left screen (L7).
        let rightToLeft = scene.direction == .rightToLeft
        let origin = Point(
            x: left + (rightToLeft ? 0 : lead) - across.x,
            y: (top + (groupHeight - logical.height) / 2).rounded() - logical.y)
        let iconRect = icon.map {
            Rect(
                x: rightToLeft ? left + groupWidth - $0.side : left, y: (top + (groupHeight - $0.side) / 2).rounded(),
                width: $0.side, height: $0.side)
        }
        return LabelPlacement(
            text: text, origin: origin, ink: ink.offset(by: origin), icon: iconRect,
            group: Rect(x: left, y: top, width: groupWidth, height: groupHeight))
    }

    /// The check mark's square in the top right of the content area (the top left on a right-to-left screen, L7),
    /// where it leaves the words clear (H8).
    func checkMark(_ control: SceneControl, placement: LabelPlacement) -> Rect? {
        guard control.isSelected else { return nil }
        let area = geometry(control).markArea
        // As large as the words' size where that leaves them clear, else smaller, down to a third of it (a label
        // grown to fill its control leaves only a corner, H10).
        let largest = min(max(control.fontSize, 4 * geometry(control).edge), area.height * 0.5).rounded()
        let smallest = max(8, (largest / 3).rounded())
        var side = largest
        while side >= smallest {
            let x = scene.direction == .rightToLeft ? area.minX : area.maxX - side
            let mark = Rect(x: x, y: area.minY, width: side, height: side)
            if !mark.intersects(placement.group.insetBy(-2)) { return mark }
            side -= 1
        }
        return nil
    }

    /// Draws the control, clipped to its frame.
    func draw(_ control: SceneControl) {
        let shape = geometry(control)
        // A2: a highlighted control's face is inverted to the highlight colour, its words black; the band around
        // the highlighted region is drawn over it by `scanBand`.
        let colours =
            control.isScanHighlighted
            ? palette.highlighted : palette.colours(for: control.role, dimmed: control.isDimmed)
        let frame = shape.frame
        guard frame.width > 0, frame.height > 0 else { return }
        cairo_save(cr)
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cr)
        fillRounded(frame, radius: shape.radius, colour: colours.edge)
        fillRounded(frame.insetBy(shape.edge), radius: max(0, shape.radius - shape.edge), colour: colours.fill)
        // Settings' title, words-only rows and a stepper's words are not buttons: no border says they could be pressed.
        let isWords = [.settingsTitle, .settingsInfo, .settingsStepper].contains(control.role)
        if control.isPressed {
            ring(shape, shape.pressedBorder.inset, shape.pressedBorder.width, colours.label)
        } else if scene.display.showBorders && !isWords {
            ring(shape, shape.border.inset, shape.border.width, colours.label)
        }
        if control.isSelected { ring(shape, shape.ring.inset, shape.ring.width, colours.label) }
        let label = placement(control)
        if let fraction = control.dwellFraction {
            drawDwellProgress(dwellZone(control, label: label), fraction: fraction, colours: colours)
        }
        setColour(colours.label)
        if let mark = checkMark(control, placement: label) {
            IconPaths.draw(.check, in: cr, x: mark.minX, y: mark.minY, side: mark.width)
        }
        // Words that do not fit (a screen too small for them at the default size) are cut off inside the edge
        // line, so the button's outline stays whole.
        let inside = frame.insetBy(shape.edge)
        cairo_save(cr)
        cairo_rectangle(cr, inside.minX, inside.minY, inside.width, inside.height)
        cairo_clip(cr)
        if let icon = control.icon, let square = label.icon {
            IconPaths.draw(
                icon, in: cr, x: square.minX, y: square.minY, side: square.width,
                mirrored: scene.direction == .rightToLeft && icon.mirrorsRightToLeft)
        }
        if control.role == .message {
            drawMessage(control, label: label, content: shape.content)
            if let said = scene.saidText {
                drawSaid(said, frame: scene.saidFrame, fontSize: scene.saidFontSize, colour: colours.label)
            }
        } else {
            cairo_move_to(cr, label.origin.x, label.origin.y)
            pango_cairo_show_layout(cr, label.text.layout)
        }
        cairo_restore(cr)
        cairo_restore(cr)
    }

    /// Where the dwell's progress is drawn (A3): around the words, where the eye that chooses by resting is: the
    /// box of their ink and icon grown by 1.5 mm, inside the borders.
    func dwellZone(_ control: SceneControl, label: LabelPlacement) -> Rect {
        let shape = geometry(control)
        let inner = shape.frame.insetBy(shape.decorationDepth + 1)
        // The ink of the words and the icon: what the eye sees, not the lines' taller logical box.
        let seen = [label.ink] + (label.icon.map { [$0] } ?? [])
        let x0 = max(seen.map(\.minX).min() ?? 0, inner.minX)
        let y0 = max(seen.map(\.minY).min() ?? 0, inner.minY)
        let x1 = min(seen.map(\.maxX).max() ?? 0, inner.maxX)
        let y1 = min(seen.map(\.maxY).max() ?? 0, inner.maxY)
        let grow = (1.5 * scene.pixelsPerMillimetre).rounded()
        let zone = Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0)).insetBy(-grow)
        return zone.clipped(to: inner).rounded
    }

    /// The dwell's progress behind the words (A3): the zone around them fills from the left (from the right on a
    /// right-to-left screen, L7) with a shade of the face, as far as the rest has gone, inside a one-pixel outline in
    /// the words' colour that shows the rest has begun. It is drawn the same for the same fraction and only grows, so
    /// it never flashes (V5); the words keep their contrast on the shade (`Palette.dwellShade`).
    private func drawDwellProgress(_ zone: Rect, fraction: Double, colours: ControlColours) {
        guard zone.width > 2, zone.height > 2 else { return }
        let done = ((zone.width - 2) * min(1, max(0, fraction))).rounded()
        if done > 0 {
            setColour(Palette.dwellShade(fill: colours.fill, label: colours.label))
            let x = scene.direction == .rightToLeft ? zone.maxX - 1 - done : zone.minX + 1
            cairo_rectangle(cr, x, zone.minY + 1, done, zone.height - 2)
            cairo_fill(cr)
        }
        setColour(colours.label)
        cairo_set_line_width(cr, 1)
        cairo_rectangle(cr, zone.minX + 0.5, zone.minY + 0.5, zone.width - 1, zone.height - 1)
        cairo_stroke(cr)
    }

    /// The message's whole lines, the mark that more are above, and a still cursor while typing (H10).
    private func drawMessage(_ control: SceneControl, label: LabelPlacement, content: Rect) {
        let mark = LabelMetrics.messageMarkWidth(fontSize: control.fontSize)
        if scene.messageShowsSaid {
            // What was said (H11): its first whole lines, and a downward triangle after the last one shown where
            // more is below.
            let shown = max(1, label.text.lineCount - label.hiddenLines)
            let bottom = label.origin.y + Double(shown) * label.lineHeight
            cairo_save(cr)
            cairo_rectangle(cr, content.minX, content.minY, content.width, min(content.maxY, bottom) - content.minY)
            cairo_clip(cr)
            cairo_move_to(cr, label.origin.x, label.origin.y)
            pango_cairo_show_layout(cr, label.text.layout)
            cairo_restore(cr)
            guard label.hiddenLines > 0 else { return }
            let side = min(mark, label.lineHeight) * 0.8
            let x = scene.direction == .rightToLeft ? content.minX : content.maxX - side
            let y = bottom - label.lineHeight + (label.lineHeight - side) / 2
            cairo_move_to(cr, x, y)
            cairo_line_to(cr, x + side, y)
            cairo_line_to(cr, x + side / 2, y + side)
            cairo_close_path(cr)
            cairo_fill(cr)
            return
        }
        // Only whole lines: the clip starts at the first line shown.
        let top = label.origin.y + Double(label.hiddenLines) * label.lineHeight
        cairo_save(cr)
        cairo_rectangle(cr, content.minX, top, content.width, content.maxY - top)
        cairo_clip(cr)
        cairo_move_to(cr, label.origin.x, label.origin.y)
        pango_cairo_show_layout(cr, label.text.layout)
        cairo_restore(cr)
        if label.hiddenLines > 0 {
            // An upward triangle at the top right (left on a right-to-left screen): more of the message is above.
            let side = min(mark, label.lineHeight) * 0.8
            let x = scene.direction == .rightToLeft ? content.minX : content.maxX - side
            let y = top + (label.lineHeight - side) / 2
            cairo_move_to(cr, x, y + side)
            cairo_line_to(cr, x + side, y + side)
            cairo_line_to(cr, x + side / 2, y)
            cairo_close_path(cr)
            cairo_fill(cr)
        }
        if let cursor = cursor(control, label: label, content: content) {
            cairo_rectangle(cr, cursor.minX, cursor.minY, cursor.width, cursor.height)
            cairo_fill(cr)
        }
    }

    /// The message's cursor while typing, and after a message not yet said while it holds the place (nil where what
    /// was said shows, H11: a message being typed looks different from one said): a still bar after the last letter
    /// (G5), which is left of it where the last line runs right to left (L7), inside the content area.
    func cursor(_ control: SceneControl, label: LabelPlacement, content: Rect) -> Rect? {
        guard !scene.messageShowsSaid, isTyping || !control.label.isEmpty else { return nil }
        var strong = PangoRectangle()
        let end = Int32(control.label.utf8.count)
        pango_layout_get_cursor_pos(label.text.layout, end, &strong, nil)
        let scale = Double(PANGO_SCALE)
        let width = max(2, (0.4 * scene.pixelsPerMillimetre).rounded())
        let after = label.text.endsRightToLeft ? -width : 0
        let x = max(content.minX, min(label.origin.x + Double(strong.x) / scale + after, content.maxX - width))
        let y = label.origin.y + Double(strong.y) / scale
        return Rect(x: x.rounded(), y: y, width: width, height: Double(strong.height) / scale)
    }

    /// Whether Home is typing: Speak shows in Again's place.
    private var isTyping: Bool { scene.controls.contains { $0.role == .speak } }

    /// Draws "Said: …" in the strip kept for it above the message, on one line, cut with an ellipsis (H10).
    func drawSaid(_ text: String, frame: Rect, fontSize: Double, colour: Colour) {
        let padding = ControlGeometry.padding(pixelsPerMillimetre: scene.pixelsPerMillimetre)
        let layout = engine.makeLayout(
            text, fontSize: fontSize, bold: scene.display.bold, width: max(1, frame.width - 2 * padding),
            alignment: PANGO_ALIGN_LEFT, direction: scene.direction)
        pango_layout_set_ellipsize(layout.layout, PANGO_ELLIPSIZE_END)
        pango_layout_set_height(layout.layout, 0)
        let logical = layout.extents.logical
        cairo_save(cr)
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cr)
        setColour(colour)
        cairo_move_to(
            cr, (frame.minX + padding).rounded(), (frame.minY + (frame.height - logical.height) / 2).rounded())
        pango_cairo_show_layout(cr, layout.layout)
        cairo_restore(cr)
    }

    /// Draws the status line's words in its kept space (H9), inside the same side padding as the labels.
    func drawStatus(_ text: String, frame: Rect, fontSize: Double) {
        let padding = ControlGeometry.padding(pixelsPerMillimetre: scene.pixelsPerMillimetre)
        let layout = engine.makeLayout(
            text, fontSize: fontSize, bold: scene.display.bold, width: max(1, frame.width - 2 * padding),
            alignment: PANGO_ALIGN_LEFT, direction: scene.direction)
        let logical = layout.extents.logical
        cairo_save(cr)
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cr)
        setColour(palette.statusText)
        cairo_move_to(
            cr, (frame.minX + padding).rounded(), (frame.minY + (frame.height - logical.height) / 2).rounded())
        pango_cairo_show_layout(cr, layout.layout)
        cairo_restore(cr)
    }

    func setColour(_ colour: Colour) {
        let (r, g, b) = colour.cairo
        cairo_set_source_rgb(cr, r, g, b)
    }

    private func fillRounded(_ rect: Rect, radius: Double, colour: Colour) {
        setColour(colour)
        roundedPath(rect, radius: radius)
        cairo_fill(cr)
    }

    /// A band `width` wide whose outer side lies `inset` inside the frame.
    private func ring(_ shape: ControlGeometry, _ inset: Double, _ width: Double, _ colour: Colour) {
        let outer = shape.frame.insetBy(inset)
        let inner = shape.frame.insetBy(inset + width)
        guard inner.width > 0, inner.height > 0 else { return }
        setColour(colour)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        roundedPath(outer, radius: max(0, shape.radius - inset))
        roundedPath(inner, radius: max(0, shape.radius - inset - width))
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    private func roundedPath(_ rect: Rect, radius: Double) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, .pi, 1.5 * .pi)
        cairo_close_path(cr)
    }
}

extension Rect {
    /// The rectangle moved by `point`.
    func offset(by point: Point) -> Rect { Rect(x: x + point.x, y: y + point.y, width: width, height: height) }
}
