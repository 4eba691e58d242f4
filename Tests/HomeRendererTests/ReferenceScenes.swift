import BricksonCore

@testable import HomeRenderer

/// Home in a named state, laid out by the real layout for an 800×480 7-inch panel.
func referenceScene(_ state: NamedHomeState, _ display: DisplaySettings) -> Scene {
    laidOut(state, width: 800, height: 480, display: display)
}
