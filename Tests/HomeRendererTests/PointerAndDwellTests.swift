import BricksonCore
import Testing

@testable import HomeRenderer

/// A3: the pointer is drawn where the core says it is and shows on every face; the dwell's progress is drawn
/// under the label, where the eye is, and grows without flashing. Measured from pixels in light and dark.
@Suite struct PointerAndDwellTests {
    @Test(arguments: appearanceMatrix)
    func A3_thePointerIsDrawnWhereItIsAndStandsOutOnEveryFace(display: DisplaySettings) throws {
        let plain = laidOut(.start, width: 800, height: 480, display: display)
        let before = try Renderer().image(of: plain)
        // On the background, on a plain phrase, on Yes and on Get Attention.
        var points = [Point(x: 3, y: 240)]
        for id in [ControlID.phrase(0), .yes, .getAttention] {
            points.append(try #require(plain.control(id)).frame.center)
        }
        for point in points {
            var scene = plain
            scene.pointer = point
            let after = try Renderer().image(of: scene)
            let square = try #require(Overlays(scene: scene).pointerRect)
            var changed: [(Int, Int)] = []
            for index in after.pixels.indices where after.pixels[index] != before.pixels[index] {
                let (x, y) = (index % 800, index / 800)
                #expect(square.contains(Point(x: Double(x), y: Double(y))), "(\(x), \(y)) changed outside the pointer")
                changed.append((x, y))
            }
            // Drawn around the point: at least a ring 4 mm across, centred on it within a pixel (clipped at the
            // screen's edge on the left).
            let xs = changed.map(\.0)
            let ys = changed.map(\.1)
            let width = Double((xs.max() ?? 0) - (xs.min() ?? 0))
            let height = Double((ys.max() ?? 0) - (ys.min() ?? 0))
            #expect(height >= 4 * scene.pixelsPerMillimetre, "\(point): \(height) px tall")
            #expect(abs(Double((ys.max() ?? 0) + (ys.min() ?? 0)) / 2 - point.y) <= 1)
            if point.x > 40 {
                #expect(width >= 4 * scene.pixelsPerMillimetre)
                #expect(abs(Double((xs.max() ?? 0) + (xs.min() ?? 0)) / 2 - point.x) <= 1)
            }
            // Some of its colours stand out at least 3:1 from what it lies on.
            let under = try #require(before.dominant(square))
            let best = changed.map { after.colour(x: $0.0, y: $0.1).contrast(with: under) }.max() ?? 0
            #expect(best >= 3, "\(point): the pointer on \(under)")
        }
    }

    @Test func A3_V5_aMovingPointerLeavesNothingBehind() throws {
        let display = DisplaySettings(appearance: .light)
        var scene = laidOut(.start, width: 800, height: 480, display: display)
        let renderer = Renderer()
        var buffer = PixelBuffer(width: 800, height: 480)
        scene.pointer = Point(x: 200, y: 300)
        try renderer.render(scene, into: &buffer, full: true)
        for point in [Point(x: 230, y: 310), Point(x: 600, y: 100), Point(x: 799, y: 479)] {
            scene.pointer = point
            try renderer.render(scene, into: &buffer)
        }
        scene.pointer = nil
        try renderer.render(scene, into: &buffer)
        let drawnWhole = try Renderer().image(of: scene)
        #expect(buffer.pixels == drawnWhole.pixels)
    }

    @Test(arguments: appearanceMatrix)
    func A3_theDwellProgressIsAroundTheLabelAndGrowsWithoutFlashing(display: DisplaySettings) throws {
        let renderer = Renderer()
        let plain = laidOut(.start, width: 800, height: 480, display: display)
        let before = try renderer.image(of: plain)
        let mm = plain.pixelsPerMillimetre
        for id in [ControlID.phrase(0), .yes, .getAttention, .category(1)] {
            let placed = try #require(renderer.placements(plain)[id])
            let fill = try #require(before.dominant(placed.content))
            var shaded: [Int] = []
            for fraction in [0.0, 0.25, 0.5, 0.75, 1.0] {
                var view = NamedHomeState.start.view(display: display)
                view.dwell = DwellProgress(control: id, fraction: fraction)
                let scene = laidOut(view: view, display: display)
                let after = try renderer.image(of: scene)
                var changed: [(Int, Int)] = []
                for index in after.pixels.indices where after.pixels[index] != before.pixels[index] {
                    changed.append((index % 800, index / 800))
                }
                // Everything drawn lies around the words: within 3 mm of their ink, inside the control.
                let control = try #require(plain.control(id))
                let icon = placed.showsIcon ? control.fontSize * 1.45 : 0
                let around = Rect(
                    x: placed.ink.minX - icon, y: placed.ink.minY, width: placed.ink.width + icon,
                    height: placed.ink.height
                ).insetBy(-3 * mm)
                for (x, y) in changed {
                    let point = Point(x: Double(x), y: Double(y))
                    #expect(around.contains(point) && placed.frame.contains(point), "\(id) \(fraction): \(point)")
                }
                #expect(!changed.isEmpty, "\(id) \(fraction): the rest shows as soon as it begins")
                // The part done: a shade of the face, from the left; the words keep 4.5:1 on it (V3).
                let row = Int(placed.ink.minY) - 2
                let shade = (Int(placed.ink.minX)..<Int(placed.ink.maxX)).map { after.colour(x: $0, y: row) }
                    .filter { $0 != fill && $0.contrast(with: fill) < 20 }
                let label = try #require(before.strongest(placed.ink.intersection(placed.content), against: fill))
                for colour in Set(shade) where colour.contrast(with: label) < 4.5 {
                    #expect(
                        colour.contrast(with: fill) < 1.05,
                        "\(id): words on \(colour) \(colour.contrast(with: label)):1")
                }
                shaded.append(changed.filter { after.colour(x: $0.0, y: $0.1) != label }.count)
                if fraction == 0.5, let first = changed.min(by: { $0.0 < $1.0 }) {
                    // Half done: the shade covers the left half of the zone, not the right.
                    let left = after.colour(x: first.0 + 3, y: Int(placed.ink.center.y))
                    #expect(left != before.colour(x: first.0 + 3, y: Int(placed.ink.center.y)) || left == label)
                }
            }
            // It only grows.
            #expect(shaded == shaded.sorted() && shaded.first! < shaded.last!, "\(id): \(shaded)")
        }
    }

    @Test func A3_V3_theDwellStateMeetsContrast() throws {
        for display in appearanceMatrix {
            var view = NamedHomeState.start.view(display: display)
            for id in [ControlID.phrase(0), .yes, .no, .getAttention, .again, .category(2)] {
                view.dwell = DwellProgress(control: id, fraction: 0.5)
                let scene = laidOut(view: view, display: display)
                let failures = contrastFailures(in: try Renderer().image(of: scene), scene: scene)
                #expect(failures.isEmpty, "\(id) \(display): \(failures)")
            }
        }
    }
}

/// Lays out `view` on the 7-inch panel the matrix uses.
func laidOut(view: HomeView, display: DisplaySettings) -> Scene {
    layout(
        view,
        screen: Screen(pixels: Size(width: 800, height: 480), millimetres: Size(width: 800 / 5.19, height: 480 / 5.19)),
        measurer: PangoMeasurer())
}
