import BricksonCore
import Testing

@testable import HomeRenderer

/// V3 on hand-placed scenes: the renderer's colours alone, apart from the layout.
@Suite struct HandContrastTests {
    @Test(arguments: appearanceMatrix)
    func V3_everyStateMeetsContrastFromPixels(display: DisplaySettings) throws {
        let renderer = Renderer()
        for state in HandScenes.State.allCases {
            for showBorders in [false, true] {
                var settings = display
                settings.showBorders = showBorders
                let scene = HandScenes.scene(state, display: settings)
                let failures = contrastFailures(in: try renderer.image(of: scene), scene: scene)
                #expect(failures.isEmpty, "\(state) \(settings): \(failures)")
            }
        }
    }
}
