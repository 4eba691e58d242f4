import BricksonCore

@testable import HomeRenderer

/// Home in a named state, laid out for an 800×480 7-inch panel.
func referenceScene(_ state: HandScenes.State, _ display: DisplaySettings) -> Scene {
    HandScenes.scene(state, pixelsPerMillimetre: 5.19, display: display)
}
