import BricksonCore
import Testing

@testable import HomeRenderer

/// H8 and the red controls: Emergency shows a check mark while its phrases show where there is room, and differs
/// from No in shape as well as colour.
@Suite struct EmergencyMarkTests {
    static let screen = Screen(pixels: Size(width: 1280, height: 800), millimetres: Size(width: 217, height: 136))

    static func picture(_ state: NamedHomeState) throws -> (PixelBuffer, Scene) {
        let scene = layout(state.view(accessMethod: .touch), screen: screen, measurer: PangoMeasurer())
        return (try Renderer().image(of: scene), scene)
    }

    /// Pixels standing out from the fill in the top right corner of `control`'s mark area.
    static func cornerInk(_ image: PixelBuffer, _ scene: Scene, _ id: ControlID) -> Int {
        let control = scene.control(id)!
        let shape = ControlGeometry(
            frame: control.frame, pixelsPerMillimetre: scene.pixelsPerMillimetre, display: scene.display,
            square: control.role == .emergency)
        let fill = image.dominant(shape.frame.insetBy(shape.frame.height / 4))!
        let side = min(control.fontSize, shape.markArea.height / 2).rounded()
        let corner = Rect(x: shape.markArea.maxX - side, y: shape.markArea.minY, width: side, height: side)
        return image.points(corner).filter { image.colour(x: $0.0, y: $0.1).contrast(with: fill) >= 3 }.count
    }

    @Test func H8_emergencyShowsACheckMarkWhileItsPhrasesShowWhereThereIsRoom() throws {
        let (showing, scene) = try Self.picture(.emergency)
        let (start, startScene) = try Self.picture(.start)
        #expect(scene.control(.emergency)!.isSelected)
        #expect(Self.cornerInk(showing, scene, .emergency) > 10)
        #expect(Self.cornerInk(start, startScene, .emergency) == 0)
    }

    @Test func H10_emergencyAndNoDifferInShape() throws {
        let (image, scene) = try Self.picture(.start)
        // The top left corner pixel, just inside each frame: square Emergency fills it, round No leaves background.
        func cornerIsFilled(_ id: ControlID) -> Bool {
            let frame = scene.control(id)!.frame
            let corner = image.colour(x: Int(frame.minX.rounded()), y: Int(frame.minY.rounded()))
            let background = image.colour(x: 1, y: 1)
            return corner.contrast(with: background) > 1.2
        }
        #expect(cornerIsFilled(.emergency))
        #expect(!cornerIsFilled(.no))
    }
}
