import BricksonCore

@testable import HomeRenderer

/// One contrast failure found in a rendered image.
struct ContrastFailure: CustomStringConvertible {
    var control: String
    var what: String
    var ratio: Double
    var colours: (Colour, Colour)
    var description: String {
        "\(control): \(what) \((ratio * 100).rounded() / 100):1 (\(colours.0) on \(colours.1))"
    }
}

/// Measures V3 on a rendered scene: each label's text against its own button's fill at least 4.5:1, each button's
/// edge against what surrounds it at least 3:1, and the status line against the screen at least 4.5:1. Every colour
/// is read from the pixels.
func contrastFailures(in image: PixelBuffer, scene: Scene) -> [ContrastFailure] {
    let renderer = Renderer()
    var failures: [ContrastFailure] = []
    let placements = renderer.placements(scene)
    for control in scene.controls {
        guard let placed = placements[control.id] else { continue }
        let name = "\(control.id) \"\(control.label)\""
        // The fill: the most common colour of the content area. The text: the colour of the label's ink that
        // stands out most from it.
        guard let fill = image.dominant(placed.content, step: 2) else { continue }
        if !control.label.isEmpty,
            let text = image.strongest(placed.ink.intersection(placed.content), against: fill, minimum: 1)
        {
            let ratio = text.contrast(with: fill)
            if ratio < 4.5 {
                failures.append(ContrastFailure(control: name, what: "text", ratio: ratio, colours: (text, fill)))
            }
        }
        // The edge: the outermost pixels of the frame; around it: the pixels just outside (off-screen sides skipped).
        let frame = placed.frame
        for (inside, outside) in zip(PixelBuffer.sides(of: frame, offset: -1), PixelBuffer.sides(of: frame, offset: 1))
        {
            guard let edge = image.dominant(inside), let around = image.dominant(outside) else { continue }
            let ratio = edge.contrast(with: around)
            if ratio < 3 {
                failures.append(ContrastFailure(control: name, what: "edge", ratio: ratio, colours: (edge, around)))
            }
        }
    }
    if scene.statusText != nil, let background = image.dominant(scene.statusFrame),
        let text = image.strongest(scene.statusFrame, against: background)
    {
        let ratio = text.contrast(with: background)
        if ratio < 4.5 {
            failures.append(
                ContrastFailure(control: "status line", what: "text", ratio: ratio, colours: (text, background)))
        }
    }
    return failures
}

extension Rect {
    /// The area the two share (empty where they do not meet).
    func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
