import BricksonCore
import Testing

@testable import HomeRenderer

@Suite struct IconTests {
    /// Every icon drawn large on a button of its own, the label a space so only the icon shows.
    @Test func everyIconIsDrawnAndNoTwoAreTheSame() throws {
        let icons = Icon.allCases
        let controls = icons.enumerated().map { index, icon in
            SceneControl(
                id: .phrase(index), role: .phrase, frame: Rect(x: Double(index) * 100, y: 0, width: 100, height: 100),
                label: " ", icon: icon, fontSize: 60)
        }
        let scene = Scene(
            size: Size(width: Double(icons.count) * 100, height: 100), pixelsPerMillimetre: 4, controls: controls,
            statusFrame: Rect(x: 0, y: 0, width: 0, height: 0), statusText: nil, statusFontSize: 16,
            keyboardFrame: Rect(x: 0, y: 0, width: 0, height: 0), typeAvailable: true, scanGroups: [],
            display: DisplaySettings())
        let image = try Renderer().image(of: scene)
        let fill = image.dominant(Rect(x: 10, y: 10, width: 80, height: 80))!
        let masks = icons.indices.map { index in
            image.points(Rect(x: Double(index) * 100 + 8, y: 8, width: 84, height: 84)).map {
                image.colour(x: $0.0, y: $0.1).contrast(with: fill) >= 3
            }
        }
        for (index, mask) in masks.enumerated() {
            #expect(mask.filter { $0 }.count > 100, "\(icons[index]) has almost no ink")
        }
        for a in masks.indices {
            for b in masks.indices where a < b {
                let differing = zip(masks[a], masks[b]).filter { $0 != $1 }.count
                #expect(differing > 100, "\(icons[a]) and \(icons[b]) look alike")
            }
        }
    }
}
