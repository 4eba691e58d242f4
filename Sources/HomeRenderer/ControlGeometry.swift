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

    /// The geometry of a control with frame `frame` on a screen of `pixelsPerMillimetre`.
    init(frame: Rect, pixelsPerMillimetre: Double, display: DisplaySettings) {
        let x0 = frame.minX.rounded()
        let y0 = frame.minY.rounded()
        self.frame = Rect(x: x0, y: y0, width: frame.maxX.rounded() - x0, height: frame.maxY.rounded() - y0)
        padding = ControlGeometry.padding(pixelsPerMillimetre: pixelsPerMillimetre)
        // Lines of 0.4 mm, so the ring and borders can be seen from a bed. The label is drawn in the space the layout
        // measured it in (inside the padding); where a label fills that whole width, the ring may come within a
        // pixel or two of its first and last letters.
        edge = max(1, (0.4 * pixelsPerMillimetre).rounded())
        radius = min(min(self.frame.width, self.frame.height) * 0.15, 3 * pixelsPerMillimetre).rounded()
        content = self.frame.insetBy(padding)
    }

    /// The space between a control's edge and its label: the layout's (`LabelMetrics.padding`).
    static func padding(pixelsPerMillimetre: Double) -> Double { max(2, (1.0 * pixelsPerMillimetre).rounded()) }

    /// The icon's side at `fontSize`: the layout's (`LabelMetrics.iconSide`).
    static func iconSide(fontSize: Double) -> Double { fontSize * 1.1 }

    /// The space between the icon and the words: the layout's (`LabelMetrics.iconGap`).
    static func iconGap(fontSize: Double) -> Double { fontSize * 0.35 }

    /// The label's padding.
    var padding: Double

    /// The Show Borders border: inside the edge (V4).
    var border: (inset: Double, width: Double) { (edge, edge) }
    /// The pressed border: twice as thick as the Show Borders border (V4).
    var pressedBorder: (inset: Double, width: Double) { (edge, 2 * edge) }
    /// The inner ring of the chosen category and of Emergency while its phrases show (H7, H8).
    var ring: (inset: Double, width: Double) { (3 * edge, edge) }
    /// The area the check mark may use: inside the padding, clear of the ring's rounded corner.
    var markArea: Rect {
        let inner = 4 * edge
        return frame.insetBy(max(padding, (inner + 0.3 * max(0, radius - inner)).rounded(.up) + 1))
    }
    /// The scanning highlight (A2): a wide band in the highlight colour, then a thin contrasting line.
    var highlight: (inset: Double, width: Double, innerWidth: Double) { (edge, 2 * edge, edge) }
}
