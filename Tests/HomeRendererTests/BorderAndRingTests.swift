import BricksonCore
import Testing

@testable import HomeRenderer

/// Every appearance, with borders off and on. (Out of the `@Test` attribute: Swift 6.0.3's compiler crashes on a
/// closure of several statements inside a macro's arguments.)
let appearanceMatrixWithAndWithoutBorders: [DisplaySettings] = appearanceMatrix.flatMap { display in
    [false, true].map { showBorders in
        var settings = display
        settings.showBorders = showBorders
        return settings
    }
}

/// V4, H7, H8: pressed, chosen and neither differ in shape, not only in colour — measured as runs of pixels that
/// stand out from the button's fill along a row from its edge inwards.
@Suite struct BorderAndRingTests {
    enum Look: CaseIterable { case neither, pressed, chosen, pressedAndChosen }

    /// A category button alone on a screen, drawn in `look`.
    func image(_ look: Look, display: DisplaySettings, role: ControlRole = .category) throws -> (PixelBuffer, Rect) {
        let frame = Rect(x: 20, y: 20, width: 200, height: 100)
        let control = SceneControl(
            id: .category(1), role: role, frame: frame, label: "Breathing", fontSize: 16,
            isSelected: look == .chosen || look == .pressedAndChosen,
            isPressed: look == .pressed || look == .pressedAndChosen)
        let scene = Scene(
            size: Size(width: 240, height: 140), pixelsPerMillimetre: 4, controls: [control],
            statusFrame: Rect(x: 0, y: 0, width: 0, height: 0), statusText: nil, statusFontSize: 16,
            keyboardFrame: frame, typeAvailable: true, scanGroups: [], display: display)
        return (try Renderer().image(of: scene), frame)
    }

    /// The runs of standing-out pixels from the left edge (just inside the edge line) to the label, along the
    /// middle row, and along the top from the right (where the check mark goes).
    func shape(_ image: PixelBuffer, frame: Rect, display: DisplaySettings) -> (left: [Int], checkMarkInk: Int) {
        let fill = image.dominant(frame.insetBy(frame.height / 4))!
        let row = Int(frame.center.y)
        let shape = ControlGeometry(frame: frame, pixelsPerMillimetre: 4, display: display)
        let left = image.runs(
            row: row, from: Int(frame.minX + shape.edge), to: Int(frame.minX + shape.decorationDepth + 1),
            standingOutFrom: fill)
        let corner = Rect(x: shape.markArea.maxX - 16, y: shape.markArea.minY, width: 16, height: 16)
        let ink = image.points(corner).filter { image.colour(x: $0.0, y: $0.1).contrast(with: fill) >= 3 }.count
        return (left, ink)
    }

    @Test(arguments: appearanceMatrixWithAndWithoutBorders)
    func V4_H8_pressedChosenAndNeitherDifferInShape(display: DisplaySettings) throws {
        var shapes: [Look: (left: [Int], checkMarkInk: Int)] = [:]
        for look in Look.allCases {
            let (image, frame) = try image(look, display: display)
            shapes[look] = shape(image, frame: frame, display: display)
        }
        let (neither, pressed, chosen, both) = (
            shapes[.neither]!, shapes[.pressed]!, shapes[.chosen]!,
            shapes[.pressedAndChosen]!
        )
        // Show Borders: a border inside the edge of every control.
        #expect(neither.left.count == (display.showBorders ? 1 : 0), "\(neither.left)")
        // Pressed: a border thicker than Show Borders' border.
        #expect(pressed.left.count == 1)
        #expect((pressed.left.first ?? 0) > (display.showBorders ? neither.left[0] : 0))
        // Chosen: an inner ring of its own, apart from the border, and a check mark.
        #expect(chosen.left.count == neither.left.count + 1, "\(chosen.left)")
        #expect(chosen.checkMarkInk > 10 && neither.checkMarkInk == 0 && pressed.checkMarkInk == 0)
        // Pressed and chosen: the pressed border runs into the ring, thicker than either alone, and the check mark.
        #expect(both.left.count == 1 && both.left[0] > pressed.left[0] && both.checkMarkInk > 10)
    }

    @Test(arguments: [Appearance.light, .dark])
    func H7_emergencyKeepsItsInnerRingWhileItsPhrasesShow(appearance: Appearance) throws {
        let display = DisplaySettings(appearance: appearance)
        let (showing, frame) = try image(.chosen, display: display, role: .emergency)
        let (hidden, _) = try image(.neither, display: display, role: .emergency)
        #expect(shape(showing, frame: frame, display: display).left.count == 1)
        #expect(shape(hidden, frame: frame, display: display).left.isEmpty)
    }
}
