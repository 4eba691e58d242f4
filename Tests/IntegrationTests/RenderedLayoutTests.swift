import BricksonCore
import BricksonFakes
import HomeRenderer
import Testing

/// H3 with the real text measurer and the real renderer: pango's measurements, not the monospace fake's, decide
/// the layout, and the frames the renderer draws stay put across every state in the catalogue.
@Suite("The core, the layout, pango and the renderer")
struct RenderedLayoutTests {
    static let panels: [(String, Screen)] = [
        ("7-inch 800×480", Screen(pixels: Size(width: 800, height: 480), millimetres: Size(width: 154, height: 86))),
        (
            "10-inch 1280×800",
            Screen(pixels: Size(width: 1280, height: 800), millimetres: Size(width: 217, height: 136))
        ),
        ("portrait 480×800", Screen(pixels: Size(width: 480, height: 800), millimetres: Size(width: 86, height: 154))),
    ]

    @Test(arguments: 0..<panels.count)
    func H3_aRenderedHomeKeepsEveryControlsFrameInEveryState(panel: Int) throws {
        let (name, screen) = Self.panels[panel]
        let measurer = PangoMeasurer()
        let renderer = Renderer()
        for settings in [Settings(), Settings(display: DisplaySettings(textSize: .largest, bold: true))] {
            let states = HomeStates.all(settings: settings)
            #expect(states.count >= 20, "the catalogue of states shrank")
            var frames: [ControlID: (Rect, String)] = [:]
            var statusFrame: Rect?
            for named in states {
                let scene = layout(named.state.view, screen: screen, measurer: measurer)
                let image = try renderer.image(of: scene)
                #expect(Double(image.width) == screen.pixels.width && Double(image.height) == screen.pixels.height)
                if let statusFrame { #expect(scene.statusFrame == statusFrame, "\(name) \(named.name): status moved") }
                statusFrame = scene.statusFrame
                let drawn = renderer.placements(scene)
                #expect(drawn.count == scene.controls.count, "\(name) \(named.name): every control is drawn")
                for (id, placed) in drawn {
                    if let (frame, firstSeen) = frames[id] {
                        #expect(placed.frame == frame, "\(name): \(id) moved between \(firstSeen) and \(named.name)")
                    } else {
                        frames[id] = (placed.frame, named.name)
                    }
                }
            }
        }
    }
}
