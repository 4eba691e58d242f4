import BricksonCore
import Glibc

/// Where each part of one control is drawn, in whole pixels. Everything lies inside the control's frame, so a
/// control's damage is its frame.
///
/// From the edge inwards: the edge line (one `edge` wide), the Show Borders border (one `edge`) or the pressed
/// border (two), the scanning highlight, a gap, the inner ring of the chosen category and of Emergency while its
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
        let base = max(2, (pixelsPerMillimetre * 0.5).rounded())
        edge = display.increasedContrast ? (base * 1.5).rounded() : base
        radius = min(min(self.frame.width, self.frame.height) * 0.15, 3 * pixelsPerMillimetre).rounded()
        content = self.frame.insetBy(ControlGeometry.contentInset(edge: edge))
    }

    /// The label sits this far inside the frame: clear of the edge, the pressed border, the ring and a gap.
    static func contentInset(edge: Double) -> Double { 6 * edge }

    /// The Show Borders border: inside the edge (V4).
    var border: (inset: Double, width: Double) { (edge, edge) }
    /// The pressed border: twice as thick as the Show Borders border (V4).
    var pressedBorder: (inset: Double, width: Double) { (edge, 2 * edge) }
    /// The inner ring of the chosen category and of Emergency while its phrases show (H7, H8).
    var ring: (inset: Double, width: Double) { (4 * edge, edge) }
    /// The scanning highlight (A2): a wide band in the highlight colour, then a thin contrasting line.
    var highlight: (inset: Double, width: Double, innerWidth: Double) { (edge, 2 * edge, edge) }
}
