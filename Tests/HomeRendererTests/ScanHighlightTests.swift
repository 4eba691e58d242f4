import BricksonCore
import Testing

@testable import HomeRenderer

/// A2: the scanning highlight shows on exactly the highlighted controls, in their border band, and stands out
/// from each one's fill by at least 3:1 (measured from pixels).
@Suite struct ScanHighlightTests {
    @Test(arguments: appearanceMatrix)
    func A2_theHighlightShowsOnlyOnTheHighlightedControlsAndStandsOut(display: DisplaySettings) throws {
        let plain = laidOut(.start, width: 800, height: 480, display: display)
        let scanned = laidOut(.scanning, width: 800, height: 480, display: display)
        let before = try Renderer().image(of: plain)
        let after = try Renderer().image(of: scanned)
        let highlighted = scanned.controls.filter(\.isScanHighlighted)
        #expect(highlighted.map(\.id) == [.yes, .no, .emergency, .getAttention])
        let frames = highlighted.map {
            ControlGeometry(frame: $0.frame, pixelsPerMillimetre: scanned.pixelsPerMillimetre, display: display)
        }
        // The band reaches into the gap around them, and no further.
        let band = try #require(Overlays(scene: scanned).scanBand)
        for index in before.pixels.indices where before.pixels[index] != after.pixels[index] {
            let point = Point(x: Double(index % 800), y: Double(index / 800))
            #expect(band.reach.contains { $0.contains(point) }, "\(point) changed outside the highlighted controls")
        }
        for shape in frames {
            // Against the control's own face as it was before it was highlighted.
            let fill = before.dominant(shape.content, step: 2)!
            let row = Int(shape.frame.center.y)
            let band = (Int(shape.frame.minX + shape.edge)..<Int(shape.frame.minX + 4 * shape.edge)).map {
                after.colour(x: $0, y: row)
            }
            let best = band.map { $0.contrast(with: fill) }.max() ?? 0
            #expect(best >= 3, "highlight \(band) on \(fill)")
            #expect(
                after.colour(x: Int(shape.frame.minX + shape.edge), y: row)
                    != before.colour(
                        x: Int(shape.frame.minX + shape.edge), y: row))
        }
    }
}

/// A2: the highlight is unmistakable at 2 m: the highlighted controls' faces turn a colour no control uses, a
/// striped band (a cue that is not colour) runs around them, everything highlighted reaches at least 2 mm in from
/// the region's edge, and a group is one region: the gaps between its controls are filled too. Measured from pixels
/// in light and dark, with increased contrast and Show Borders on and off.
@Suite struct ScanHighlightRegionTests {
    static let displays: [DisplaySettings] = appearanceMatrix.flatMap { display in
        [false, true].map {
            var settings = display
            settings.showBorders = $0
            return settings
        }
    }

    @Test(arguments: displays)
    func A2_theHighlightedFaceTakesAColourNoControlUses(display: DisplaySettings) throws {
        let renderer = Renderer()
        let scanned = laidOut(.scanningPhrases, width: 800, height: 480, display: display)
        let image = try renderer.image(of: scanned)
        let faces = scanned.controls.filter(\.isScanHighlighted).compactMap {
            image.dominant(renderer.placements(scanned)[$0.id]!.content, step: 2)
        }
        let face = try #require(faces.first)
        #expect(faces.allSatisfy { $0 == face }, "\(faces)")
        // No control of any other state shows that colour as its face.
        for state in NamedHomeState.allCases where state != .scanning && state != .scanningPhrases {
            let scene = laidOut(state, width: 800, height: 480, display: display)
            let other = try renderer.image(of: scene)
            let placements = renderer.placements(scene)
            for control in scene.controls {
                let fill = try #require(other.dominant(placements[control.id]!.content, step: 2))
                #expect(distance(fill, face) >= 100, "\(state) \(control.id) \(fill) is like the highlight \(face)")
            }
        }
    }

    @Test(arguments: displays)
    func A2_aStripedBandAtLeast2mmDeepSurroundsTheRegion(display: DisplaySettings) throws {
        for state in [NamedHomeState.scanning, .scanningPhrases] {
            let plain = laidOut(.start, width: 800, height: 480, display: display)
            let scanned = laidOut(state, width: 800, height: 480, display: display)
            let before = try Renderer().image(of: plain)
            let after = try Renderer().image(of: scanned)
            let mm = scanned.pixelsPerMillimetre
            let palette = Palette(display)
            let marks = [palette.highlight, palette.highlightInner]
            for control in scanned.controls.filter(\.isScanHighlighted) {
                // From the band's outer edge left of the control, rightwards along its middle row: the highlight
                // (the band's stripes, then the yellow face) runs unbroken for at least 2 mm, where before it was
                // not there.
                let frame = Overlays.snap(control.frame)
                let y = Int(frame.center.y)
                var x = Int(frame.minX) - Int(LayoutMetrics.gap(pixelsPerMillimetre: mm))
                while x < Int(frame.minX), !marks.contains(after.colour(x: max(0, x), y: y)) { x += 1 }
                let start = max(0, x)
                while x < Int(frame.maxX), marks.contains(after.colour(x: x, y: y)) { x += 1 }
                #expect(Double(x - start) >= 2 * mm, "\(state) \(control.id): \(x - start) px at row \(y)")
                #expect(!marks.contains(before.colour(x: Int(frame.center.x), y: Int(frame.minY) + 2 * Int(mm))))
            }
            // The band is striped: along it, dark and light stripes alternate, at least 3:1 apart, so it shows
            // seen without colour.
            let band = try #require(Overlays(scene: scanned).scanBand)
            let mask = band.mask()
            let row = Int(band.outer.minY) + 1
            let colours = (Int(band.outer.minX)..<Int(band.outer.maxX)).filter { mask.kind(x: $0, y: row) == .band }
                .map { after.colour(x: $0, y: row) }
            var changes = 0
            for (a, b) in zip(colours, colours.dropFirst()) where a.contrast(with: b) >= 3 { changes += 1 }
            #expect(changes >= 6, "\(state): \(changes) stripes along the band's top")
            // The band's edge stands out from what surrounds it.
            if let failure = scanBandEdgeContrast(in: after, scene: scanned) {
                #expect(failure.ratio >= 3, "\(state): \(failure)")
            }
        }
    }

    @Test(arguments: displays)
    func A2_aGroupIsOneRegionWithItsGapsFilled(display: DisplaySettings) throws {
        let scanned = laidOut(.scanningPhrases, width: 800, height: 480, display: display)
        let image = try Renderer().image(of: scanned)
        let face = Palette(display).highlight
        let first = try #require(scanned.control(.phrase(0))).frame
        let right = try #require(scanned.control(.phrase(1))).frame
        let below = try #require(scanned.control(.phrase(5))).frame
        // The gap between neighbouring phrases, across and down, is the highlight, not the screen's background.
        let across = Point(x: ((first.maxX + right.minX) / 2).rounded(.down), y: first.center.y)
        let down = Point(x: first.center.x, y: ((first.maxY + below.minY) / 2).rounded(.down))
        for point in [across, down] {
            #expect(image.colour(x: Int(point.x), y: Int(point.y)) == face, "\(point)")
        }
        // And one item alone is a region of its own: nothing else is highlighted.
        var view = NamedHomeState.start.view(display: display)
        view.scanHighlight = [.phrase(0)]
        let one = layout(
            view,
            screen: Screen(
                pixels: Size(width: 800, height: 480), millimetres: Size(width: 800 / 5.19, height: 480 / 5.19)),
            measurer: PangoMeasurer())
        let band = try #require(Overlays(scene: one).scanBand)
        #expect(band.controls == [Overlays.snap(first)])
    }

    @Test(arguments: displays)
    func V3_theHighlightedScreensMeetContrast(display: DisplaySettings) throws {
        for state in [NamedHomeState.scanning, .scanningPhrases] {
            let scene = laidOut(state, width: 800, height: 480, display: display)
            let failures = contrastFailures(in: try Renderer().image(of: scene), scene: scene)
            #expect(failures.isEmpty, "\(state): \(failures)")
        }
    }

    @Test func A2_V5_redrawingOnlyTheChangeLeavesTheSamePictureAsDrawingItWhole() throws {
        let display = DisplaySettings(appearance: .light)
        let renderer = Renderer()
        var buffer = PixelBuffer(width: 800, height: 480)
        try renderer.render(laidOut(.scanning, width: 800, height: 480, display: display), into: &buffer, full: true)
        let next = laidOut(.scanningPhrases, width: 800, height: 480, display: display)
        try renderer.render(next, into: &buffer)
        let whole = try Renderer().image(of: next)
        #expect(buffer.pixels == whole.pixels)
    }
}

/// How far apart two colours are in RGB: hue counts, not only lightness.
func distance(_ a: Colour, _ b: Colour) -> Double {
    let dr = Double(a.red) - Double(b.red)
    let dg = Double(a.green) - Double(b.green)
    let db = Double(a.blue) - Double(b.blue)
    return (dr * dr + dg * dg + db * db).squareRoot()
}
