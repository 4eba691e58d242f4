import BricksonCore
import Testing
@testable import HomeRenderer

@Test func scratch() throws {
    let renderer = Renderer()
    for state in HandScenes.State.allCases {
        for appearance in Appearance.allCases {
            let image = try renderer.image(of: HandScenes.scene(state, display: DisplaySettings(appearance: appearance)))
            try image.writePNG(to: "/tmp/render-\(state)-\(appearance).png")
        }
    }
}
