import BricksonCore
import Glibc

/// Where each part of one control is drawn, in whole pixels. Everything lies inside the control's frame, so a
/// control's damage is its frame.
///
/// From the edge inwards: the edge line (one `edge` wide), the Show Borders border (one `edge`) or the pressed
/// border (two), the scanning highlight, the inner ring of the chosen category and of Emergency while its
/// phrases show (H7, H8), and then the label.
struct ControlGeometry: Equatable {
    /// The frame snapped to whole pixels.
    var frame: Rect
    /// The width of the edge line; every other width is a multiple of it.
    var edge: Double
    /// The corner radius of the frame.
    var radius: Double
    /// The area the label, icon, check mark and dwell ring are drawn in.
    var content: Rect

    /// The geometry of a control with frame `frame` on a screen of `pixelsPerMillimetre`. A square control has
    /// sharp corners: Emergency, so it differs from No in shape as well as in icon and words.
    init(frame: Rect, pixelsPerMillimetre: Double, display: DisplaySettings, square: Bool = false) {
        let x0 = frame.minX.rounded()
        let y0 = frame.minY.rounded()
        self.frame = Rect(x: x0, y: y0, width: frame.maxX.rounded() - x0, height: frame.maxY.rounded() - y0)
        padding = ControlGeometry.padding(pixelsPerMillimetre: pixelsPerMillimetre)
        // Everything drawn along the edge lies inside the padding the layout keeps around the label, so no border
        // or ring ever touches the words: the edge line (up to 0.4 mm), then three bands of `unit` for the border
        // or pressed border and the ring. With the layout's 1 mm padding the inner lines are about 0.2 mm; a
        // larger padding makes them thicker, up to the edge line's width.
        edge = max(1, min((0.4 * pixelsPerMillimetre).rounded(), padding - 3))
        unit = max(1, min(edge, ((padding - edge) / 3).rounded(.down)))
        radius = square ? 0 : min(min(self.frame.width, self.frame.height) * 0.15, 3 * pixelsPerMillimetre).rounded()
        content = self.frame.insetBy(padding)
    }

    /// The space between a control's edge and its label: the layout's.
    static func padding(pixelsPerMillimetre: Double) -> Double {
        LabelMetrics.padding(pixelsPerMillimetre: pixelsPerMillimetre)
    }

    /// The icon's side at `fontSize`: the layout's.
    static func iconSide(fontSize: Double) -> Double { LabelMetrics.iconSide(fontSize: fontSize) }

    /// The space between the icon and the words: the layout's.
    static func iconGap(fontSize: Double) -> Double { LabelMetrics.iconGap(fontSize: fontSize) }

    /// The label's padding.
    var padding: Double
    /// The width of the Show Borders border and of the ring; the pressed border is two.
    var unit: Double

    /// The Show Borders border: inside the edge (V4).
    var border: (inset: Double, width: Double) { (edge, unit) }
    /// The pressed border: twice as thick as the Show Borders border (V4).
    var pressedBorder: (inset: Double, width: Double) { (edge, 2 * unit) }
    /// The inner ring of the chosen category and of Emergency while its phrases show (H7, H8).
    var ring: (inset: Double, width: Double) { (edge + 2 * unit, unit) }
    /// Where the bands along the edge end: the words stay inside this.
    var decorationDepth: Double { edge + 3 * unit }
    /// The area the check mark may use: inside the padding, clear of the ring's rounded corner.
    var markArea: Rect {
        let inner = decorationDepth
        return frame.insetBy(max(padding, (inner + 0.3 * max(0, radius - inner)).rounded(.up) + unit))
    }
    /// The scanning highlight (A2): a wide band in the highlight colour in place of the edge line, then a
    /// one-pixel contrasting line.
    var highlight: (inset: Double, width: Double, innerWidth: Double) {
        // Over the edge line and inside the padding, so it never covers the words.
        (0, min(2 * edge, max(1, padding - 1)), 1)
    }
}
