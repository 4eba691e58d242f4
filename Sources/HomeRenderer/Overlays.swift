import BricksonCore
import CCairoPango
import Glibc

/// What is drawn over the controls: the band around the region scanning highlights (A2) and the pointer (A3).
/// Both are pure functions of the scene and of where they are on the screen, so a part redrawn looks the same as
/// the whole, and nothing flashes (V5).
struct Overlays {
    let scene: Scene

    /// The band around the highlighted region (A2): a frame of diagonal stripes, highlight and black, around all the
    /// highlighted controls at once, with the gaps between neighbouring highlighted controls filled with the
    /// highlight, so a group reads as one region. The band fills the gap around the region (as far as it can go
    /// without touching a control that is not highlighted) and covers the highlighted controls' edges up to their
    /// padding, never their words. The stripes are the cue that is not colour: seen without colour they are still a
    /// striped frame. A group split by other controls (Yes and No, then Emergency and Get Attention) is one region
    /// for each part.
    var scanBand: ScanBand? {
        let highlighted = scene.controls.filter(\.isScanHighlighted).map { Self.snap($0.frame) }
        guard !highlighted.isEmpty else { return nil }
        let mm = scene.pixelsPerMillimetre
        let others = scene.controls.filter { !$0.isScanHighlighted }.map { Self.snap($0.frame) }
        // How far out the band may reach: the same all round, so it is the same thickness everywhere, leaving at
        // least two pixels of the background before any other control, so that control's edge still shows (V3).
        var outward = LayoutMetrics.gap(pixelsPerMillimetre: mm)
        while outward > 0,
            highlighted.contains(where: { frame in others.contains { $0.intersects(frame.insetBy(-outward - 2)) } })
        {
            outward -= 1
        }
        let depth = outward + LabelMetrics.padding(pixelsPerMillimetre: mm)
        let screen = Rect(x: 0, y: 0, width: scene.size.width.rounded(), height: scene.size.height.rounded())
        return ScanBand(
            controls: highlighted, reach: highlighted.map { $0.insetBy(-outward).clipped(to: screen) }, depth: depth)
    }

    /// The width of one stripe of the band, in pixels: 1 mm, at least 3.
    var stripe: Double { max(3, scene.pixelsPerMillimetre.rounded()) }

    /// The pointer's radius, in pixels: a ring 6 mm across, large enough to find from a bed.
    var pointerRadius: Double { max(6, (3 * scene.pixelsPerMillimetre).rounded()) }

    /// The square the pointer is drawn in, if one shows.
    var pointerRect: Rect? {
        guard let point = scene.pointer else { return nil }
        let reach = pointerRadius + max(2, (0.6 * scene.pixelsPerMillimetre).rounded()) + 2
        let x0 = (point.x - reach).rounded(.down)
        let y0 = (point.y - reach).rounded(.down)
        let square = Rect(
            x: x0, y: y0, width: (point.x + reach).rounded(.up) - x0, height: (point.y + reach).rounded(.up) - y0)
        return square.clipped(
            to: Rect(x: 0, y: 0, width: scene.size.width.rounded(), height: scene.size.height.rounded()))
    }

    /// Draws the band (`scanBand` and its mask): black, then the highlight's stripes over it; and the gaps inside
    /// the region in the highlight.
    func drawScanBand(_ cr: OpaquePointer, palette: Palette, band: ScanBand, mask: ScanBand.Mask) {
        cairo_save(cr)
        mask.addRuns(cr, of: .inside)
        set(cr, palette.highlight)
        cairo_fill(cr)
        mask.addRuns(cr, of: .band)
        cairo_clip(cr)
        set(cr, palette.highlightInner)
        cairo_paint(cr)
        set(cr, palette.highlight)
        // Crisp stripes: two colours only, nothing in between.
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        // Stripes at 45°, one stripe wide with one stripe between, placed by screen position so that any part of
        // the band redrawn matches the rest: the points with offset ≤ x + y < offset + stripe.
        let outer = band.outer
        let period = 2 * stripe
        var offset = ((outer.minX + outer.minY) / period).rounded(.down) * period
        while offset < outer.maxX + outer.maxY {
            cairo_move_to(cr, offset - outer.minY, outer.minY)
            cairo_line_to(cr, offset + stripe - outer.minY, outer.minY)
            cairo_line_to(cr, offset + stripe - outer.maxY, outer.maxY)
            cairo_line_to(cr, offset - outer.maxY, outer.maxY)
            cairo_close_path(cr)
            offset += period
        }
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Draws the pointer (A3): a white ring edged in black, so it shows on every face and background, with a black
    /// dot at its centre where it points. It never blinks.
    func drawPointer(_ cr: OpaquePointer) {
        guard let point = scene.pointer else { return }
        let line = max(2, (0.6 * scene.pixelsPerMillimetre).rounded())
        let radius = pointerRadius
        cairo_save(cr)
        cairo_new_path(cr)
        set(cr, Colour(0x000000))
        cairo_set_line_width(cr, line * 3)
        cairo_arc(cr, point.x, point.y, radius, 0, 2 * .pi)
        cairo_stroke(cr)
        set(cr, Colour(0xFFFFFF))
        cairo_set_line_width(cr, line)
        cairo_arc(cr, point.x, point.y, radius, 0, 2 * .pi)
        cairo_stroke(cr)
        // The centre: a black dot ringed in white.
        set(cr, Colour(0xFFFFFF))
        cairo_arc(cr, point.x, point.y, line * 1.5, 0, 2 * .pi)
        cairo_fill(cr)
        set(cr, Colour(0x000000))
        cairo_arc(cr, point.x, point.y, line, 0, 2 * .pi)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    private func set(_ cr: OpaquePointer, _ colour: Colour) {
        let (r, g, b) = colour.cairo
        cairo_set_source_rgb(cr, r, g, b)
    }

    /// A frame snapped to whole pixels, as the controls are drawn.
    static func snap(_ frame: Rect) -> Rect {
        let x0 = frame.minX.rounded()
        let y0 = frame.minY.rounded()
        return Rect(x: x0, y: y0, width: frame.maxX.rounded() - x0, height: frame.maxY.rounded() - y0)
    }
}

extension Rect {
    /// The rectangle with its edges moved to whole pixels.
    var rounded: Rect {
        let x0 = minX.rounded()
        let y0 = minY.rounded()
        return Rect(x: x0, y: y0, width: maxX.rounded() - x0, height: maxY.rounded() - y0)
    }

    /// The area the two share (empty where they do not meet).
    func clipped(to other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

/// The band around the highlighted region, worked out in whole pixels (A2).
struct ScanBand: Equatable {
    /// The highlighted controls' frames.
    var controls: [Rect]
    /// Each frame grown by how far the band reaches outside it.
    var reach: [Rect]
    /// The band's thickness, from its outer edge inwards.
    var depth: Double

    /// Everything the band and its filled gaps can touch.
    var outer: Rect {
        let x0 = reach.map(\.minX).min() ?? 0
        let y0 = reach.map(\.minY).min() ?? 0
        let x1 = reach.map(\.maxX).max() ?? 0
        let y1 = reach.map(\.maxY).max() ?? 0
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// What each pixel of `outer` is.
    enum Kind: UInt8 {
        case outside, band, inside, control
    }

    /// The pixels of `outer`, row by row.
    struct Mask {
        var origin: (x: Int, y: Int)
        var width: Int
        var height: Int
        var kinds: [Kind]

        /// Adds a rectangle for every run of pixels of `kind` to cairo's path.
        func addRuns(_ cr: OpaquePointer, of kind: Kind) {
            cairo_new_path(cr)
            for row in 0..<height {
                var column = 0
                while column < width {
                    guard kinds[row * width + column] == kind else {
                        column += 1
                        continue
                    }
                    let start = column
                    while column < width, kinds[row * width + column] == kind { column += 1 }
                    cairo_rectangle(
                        cr, Double(origin.x + start), Double(origin.y + row), Double(column - start), 1)
                }
            }
        }

        /// The kind of the pixel at `x`, `y` on the screen.
        func kind(x: Int, y: Int) -> Kind {
            let (column, row) = (x - origin.x, y - origin.y)
            guard column >= 0, column < width, row >= 0, row < height else { return .outside }
            return kinds[row * width + column]
        }
    }

    /// The region is the union of `reach`; the band is the part of it within `depth` of its edge (the region eroded
    /// by a square `depth` across, with a summed-area table); the rest is inside, of a control or between them.
    func mask() -> Mask {
        let box = outer
        let x0 = Int(box.minX)
        let y0 = Int(box.minY)
        let width = max(0, Int(box.width))
        let height = max(0, Int(box.height))
        var region = [Bool](repeating: false, count: width * height)
        for rect in reach {
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) { region[(y - y0) * width + x - x0] = true }
            }
        }
        // sums[(y) * (width + 1) + x]: how many region pixels lie above and left of (x, y).
        var sums = [Int](repeating: 0, count: (width + 1) * (height + 1))
        for y in 0..<height {
            var row = 0
            for x in 0..<width {
                if region[y * width + x] { row += 1 }
                sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + row
            }
        }
        let r = Int(depth)
        var kinds = [Kind](repeating: .outside, count: width * height)
        for y in 0..<height {
            for x in 0..<width where region[y * width + x] {
                let (left, top) = (x - r, y - r)
                let (right, bottom) = (x + r + 1, y + r + 1)
                let deep =
                    left >= 0 && top >= 0 && right <= width && bottom <= height
                    && sums[bottom * (width + 1) + right] - sums[top * (width + 1) + right]
                        - sums[bottom * (width + 1) + left] + sums[top * (width + 1) + left] == (2 * r + 1)
                        * (2 * r + 1)
                if !deep {
                    kinds[y * width + x] = .band
                    continue
                }
                let point = Point(x: Double(x + x0), y: Double(y + y0))
                kinds[y * width + x] = controls.contains { $0.contains(point) } ? .control : .inside
            }
        }
        return Mask(origin: (x0, y0), width: width, height: height, kinds: kinds)
    }
}
