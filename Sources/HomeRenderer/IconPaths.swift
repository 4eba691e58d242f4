import BricksonCore
import CCairoPango
import Glibc

/// Each icon as cairo paths in a square, stroked and filled in the current source colour: no emoji font, the same
/// shapes on every board.
enum IconPaths {
    /// Draws `icon` filling the square at `origin` of side `side`, left for right where `mirrored` (L7). The
    /// corresponding C calls are cairo's path functions (`cairo_move_to`, `cairo_line_to`, `cairo_arc`,
    /// `cairo_stroke`, `cairo_fill`).
    static func draw(_ icon: Icon, in cr: OpaquePointer, x: Double, y: Double, side: Double, mirrored: Bool = false) {
        cairo_save(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, side, side)
        if mirrored {
            cairo_translate(cr, 1, 0)
            cairo_scale(cr, -1, 1)
        }
        cairo_set_line_width(cr, 0.1)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        func line(_ points: [(Double, Double)], close: Bool = false) {
            guard let first = points.first else { return }
            cairo_move_to(cr, first.0, first.1)
            for point in points.dropFirst() { cairo_line_to(cr, point.0, point.1) }
            if close { cairo_close_path(cr) }
        }
        switch icon {
        case .check:
            line([(0.15, 0.52), (0.4, 0.77), (0.87, 0.25)])
            cairo_set_line_width(cr, 0.14)
            cairo_stroke(cr)
        case .cross:
            line([(0.2, 0.2), (0.8, 0.8)])
            line([(0.8, 0.2), (0.2, 0.8)])
            cairo_set_line_width(cr, 0.14)
            cairo_stroke(cr)
        case .warning:
            line([(0.5, 0.08), (0.95, 0.9), (0.05, 0.9)], close: true)
            cairo_stroke(cr)
            line([(0.5, 0.38), (0.5, 0.62)])
            cairo_stroke(cr)
            cairo_arc(cr, 0.5, 0.76, 0.055, 0, 2 * .pi)
            cairo_fill(cr)
        case .bell:
            cairo_move_to(cr, 0.15, 0.75)
            cairo_curve_to(cr, 0.27, 0.6, 0.25, 0.45, 0.27, 0.38)
            cairo_curve_to(cr, 0.3, 0.18, 0.42, 0.12, 0.5, 0.12)
            cairo_curve_to(cr, 0.58, 0.12, 0.7, 0.18, 0.73, 0.38)
            cairo_curve_to(cr, 0.75, 0.45, 0.73, 0.6, 0.85, 0.75)
            cairo_close_path(cr)
            cairo_stroke(cr)
            cairo_arc(cr, 0.5, 0.84, 0.08, 0, .pi)
            cairo_fill(cr)
        case .repeatArrow:
            // Three quarters of a circle, clockwise from the right round to the top, with the arrowhead at its end.
            cairo_arc(cr, 0.5, 0.52, 0.33, 0, 1.5 * .pi)
            cairo_stroke(cr)
            line([(0.38, 0.06), (0.54, 0.19), (0.38, 0.32)])
            cairo_stroke(cr)
        case .speaker:
            line([(0.1, 0.38), (0.28, 0.38), (0.5, 0.18), (0.5, 0.82), (0.28, 0.62), (0.1, 0.62)], close: true)
            cairo_fill(cr)
            cairo_arc(cr, 0.52, 0.5, 0.18, -0.3 * .pi, 0.3 * .pi)
            cairo_stroke(cr)
            cairo_arc(cr, 0.52, 0.5, 0.34, -0.3 * .pi, 0.3 * .pi)
            cairo_stroke(cr)
        case .list:
            for row in [0.25, 0.5, 0.75] {
                cairo_arc(cr, 0.15, row, 0.06, 0, 2 * .pi)
                cairo_fill(cr)
                line([(0.32, row), (0.88, row)])
                cairo_stroke(cr)
            }
        case .keyboard:
            cairo_rectangle(cr, 0.06, 0.22, 0.88, 0.56)
            cairo_stroke(cr)
            for row in [0.38, 0.52] {
                for column in stride(from: 0.2, through: 0.8, by: 0.15) {
                    cairo_rectangle(cr, column - 0.04, row - 0.04, 0.08, 0.08)
                }
            }
            cairo_fill(cr)
            line([(0.3, 0.66), (0.7, 0.66)])
            cairo_stroke(cr)
        case .stopSquare:
            cairo_rectangle(cr, 0.2, 0.2, 0.6, 0.6)
            cairo_fill(cr)
        case .pauseBars:
            cairo_rectangle(cr, 0.22, 0.18, 0.2, 0.64)
            cairo_rectangle(cr, 0.58, 0.18, 0.2, 0.64)
            cairo_fill(cr)
        case .resumeTriangle:
            line([(0.25, 0.15), (0.85, 0.5), (0.25, 0.85)], close: true)
            cairo_fill(cr)
        case .gear:
            for tooth in 0..<8 {
                let angle = Double(tooth) * .pi / 4
                line([
                    (0.5 + 0.28 * cos(angle), 0.5 + 0.28 * sin(angle)),
                    (
                        0.5 + 0.44 * cos(angle),
                        0.5 + 0.44 * sin(angle)
                    ),
                ])
            }
            cairo_set_line_width(cr, 0.14)
            cairo_stroke(cr)
            cairo_set_line_width(cr, 0.1)
            cairo_arc(cr, 0.5, 0.5, 0.27, 0, 2 * .pi)
            cairo_stroke(cr)
            cairo_arc(cr, 0.5, 0.5, 0.09, 0, 2 * .pi)
            cairo_fill(cr)
        case .eraser:
            line([(0.1, 0.62), (0.45, 0.22), (0.9, 0.56), (0.6, 0.86), (0.32, 0.86)], close: true)
            cairo_stroke(cr)
            line([(0.28, 0.42), (0.7, 0.76)])
            cairo_stroke(cr)
        case .undo:
            cairo_arc(cr, 0.55, 0.58, 0.3, -0.5 * .pi, 0.5 * .pi)
            line([(0.55, 0.88), (0.3, 0.88)])
            cairo_stroke(cr)
            line([(0.32, 0.12), (0.14, 0.28), (0.32, 0.44)])
            cairo_stroke(cr)
            line([(0.14, 0.28), (0.55, 0.28)])
            cairo_stroke(cr)
        }
        cairo_restore(cr)
    }
}
