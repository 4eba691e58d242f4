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
        guard let fill = image.dominant(placed.content, step: 3) else { continue }
        if !control.label.isEmpty,
            let text = image.strongest(placed.ink.intersection(placed.content), against: fill, minimum: 1)
        {
            let ratio = text.contrast(with: fill)
            if ratio < 4.5 {
                failures.append(ContrastFailure(control: name, what: "text", ratio: ratio, colours: (text, fill)))
            }
        }
        // The edge: the outermost pixels of the frame; around it: the pixels just outside (off-screen sides skipped).
        // A highlighted control's edge lies under the scanning band, measured as the band's below.
        guard !control.isScanHighlighted else { continue }
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
    if let band = scanBandEdgeContrast(in: image, scene: scene), band.ratio < 3 {
        failures.append(band)
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

/// The scanning band's edge (A2, V3): of the colours along its outer edge, the one that stands out most from what
/// lies just outside (the band is striped so that one always does), against the most common colour outside. Nil
/// when nothing is highlighted.
func scanBandEdgeContrast(in image: PixelBuffer, scene: Scene) -> ContrastFailure? {
    guard let band = Overlays(scene: scene).scanBand else { return nil }
    let mask = band.mask()
    var edge: [Colour: Int] = [:]
    var around: [Colour: Int] = [:]
    for row in 0..<mask.height {
        for column in 0..<mask.width {
            let (x, y) = (mask.origin.x + column, mask.origin.y + row)
            guard mask.kind(x: x, y: y) == .band else { continue }
            for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
            where nx >= 0 && ny >= 0 && nx < image.width && ny < image.height && mask.kind(x: nx, y: ny) == .outside {
                edge[image.colour(x: x, y: y), default: 0] += 1
                around[image.colour(x: nx, y: ny), default: 0] += 1
            }
        }
    }
    guard let outside = around.max(by: { $0.value < $1.value })?.key else { return nil }
    let total = edge.values.reduce(0, +)
    // A colour that makes up at least a quarter of the edge: a stripe, not a stray antialiased pixel.
    let stripes = edge.filter { $0.value * 4 >= total }.map(\.key)
    guard let best = stripes.max(by: { $0.contrast(with: outside) < $1.contrast(with: outside) }) else { return nil }
    return ContrastFailure(
        control: "scanning band", what: "edge", ratio: best.contrast(with: outside), colours: (best, outside))
}
