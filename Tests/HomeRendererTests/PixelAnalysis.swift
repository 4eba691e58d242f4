import BricksonCore

@testable import HomeRenderer

/// Colours read back from rendered pixels, so the tests measure what a person sees, not the palette's numbers.
extension PixelBuffer {
    /// How often each colour occurs inside `rect` (clipped to the image), most common first.
    func histogram(_ rect: Rect, step: Int = 1) -> [(colour: Colour, count: Int)] {
        var counts: [UInt32: Int] = [:]
        for (x, y) in points(rect, step: step) { counts[pixels[y * width + x] & 0xFF_FFFF, default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { (Colour(pixel: $0.key), $0.value) }
    }

    /// The most common colour inside `rect`, looking at every `step`th pixel each way.
    func dominant(_ rect: Rect, step: Int = 1) -> Colour? { histogram(rect, step: step).first?.colour }

    /// The whole-pixel points inside `rect`, clipped to the image.
    func points(_ rect: Rect, step: Int = 1) -> [(Int, Int)] {
        let x0 = max(0, Int(rect.minX.rounded())), x1 = min(width, Int(rect.maxX.rounded()))
        let y0 = max(0, Int(rect.minY.rounded())), y1 = min(height, Int(rect.maxY.rounded()))
        guard x0 < x1, y0 < y1 else { return [] }
        return Swift.stride(from: y0, to: y1, by: step).flatMap { y in
            Swift.stride(from: x0, to: x1, by: step).map { x in (x, y) }
        }
    }

    /// The colour inside `rect` that contrasts most with `background` among those covering at least `minimum`
    /// pixels: the solid core of text drawn on that background.
    func strongest(_ rect: Rect, against background: Colour, minimum: Int = 3) -> Colour? {
        histogram(rect).filter { $0.count >= minimum }.map(\.colour).max {
            $0.contrast(with: background) < $1.contrast(with: background)
        }
    }

    /// The middle half of each side of `frame`, `thickness` pixels thick, `offset` pixels outside the frame (a
    /// negative offset is inside it).
    static func sides(of frame: Rect, offset: Double, thickness: Double = 1) -> [Rect] {
        let (w, h) = (frame.width, frame.height)
        let left = frame.minX + w / 4, top = frame.minY + h / 4
        return [
            Rect(x: left, y: frame.minY - offset - thickness, width: w / 2, height: thickness),
            Rect(x: left, y: frame.maxY + offset, width: w / 2, height: thickness),
            Rect(x: frame.minX - offset - thickness, y: top, width: thickness, height: h / 2),
            Rect(x: frame.maxX + offset, y: top, width: thickness, height: h / 2),
        ]
    }

    /// The lengths of the runs of pixels that stand out from `fill` (contrast at least 3:1) along a row, from
    /// `x0` up to (not including) `x1`.
    func runs(row y: Int, from x0: Int, to x1: Int, standingOutFrom fill: Colour) -> [Int] {
        var runs: [Int] = []
        var current = 0
        for x in x0..<x1 {
            if colour(x: x, y: y).contrast(with: fill) >= 3 {
                current += 1
            } else if current > 0 {
                runs.append(current)
                current = 0
            }
        }
        if current > 0 { runs.append(current) }
        return runs
    }
}

/// The display settings of the contrast matrix: light and dark, increased contrast on and off (V3, V6).
let appearanceMatrix: [DisplaySettings] = Appearance.allCases.flatMap { appearance in
    [false, true].map { DisplaySettings(appearance: appearance, increasedContrast: $0) }
}
