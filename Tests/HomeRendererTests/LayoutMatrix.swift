import BricksonCore
import Testing

@testable import HomeRenderer

/// The layout matrix's screens (the same sizes as the layout's own tests), at a 7-inch panel's density.
let matrixSizes: [(Double, Double)] = [
    (800, 480), (1024, 600), (1280, 800), (1920, 1080), (480, 800), (600, 1024), (720, 720), (320, 240),
]

/// One case of the rendered matrix: a screen, display settings, and the states to draw.
struct MatrixCase: CustomTestStringConvertible, Sendable {
    var width: Double
    var height: Double
    var display: DisplaySettings
    var states: [NamedHomeState]
    var testDescription: String {
        "\(Int(width))×\(Int(height)) \(display.appearance)\(display.increasedContrast ? " increased" : "")"
            + " \(display.textSize.name)\(display.showBorders ? " borders" : "")"
    }
}

/// Home laid out by the real layout with the real measurer.
func laidOut(
    _ state: NamedHomeState, width: Double, height: Double, display: DisplaySettings,
    access: AccessMethod = .eyeTracking, measurer: PangoMeasurer = PangoMeasurer()
) -> Scene {
    let screen = Screen(
        pixels: Size(width: width, height: height),
        millimetres: Size(width: width / 5.19, height: height / 5.19))
    return layout(state.view(display: display, accessMethod: access), screen: screen, measurer: measurer)
}
