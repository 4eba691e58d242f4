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
        for index in before.pixels.indices where before.pixels[index] != after.pixels[index] {
            let point = Point(x: Double(index % 800), y: Double(index / 800))
            #expect(frames.contains { $0.frame.contains(point) }, "\(point) changed outside the highlighted controls")
        }
        for shape in frames {
            let fill = after.dominant(shape.content, step: 2)!
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
