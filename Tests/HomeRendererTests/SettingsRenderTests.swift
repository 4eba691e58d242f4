import BricksonCore
import BricksonFakes
import Testing

@testable import HomeRenderer

/// Settings' pages drawn (C1, V3, V6): every page, light and dark, increased contrast on and off, measured from
/// the rendered pixels of the real Settings layout with pango's measurements.
@Suite struct SettingsRenderTests {
    /// Settings open on `page`, reached by its rows, with the tone failed so the foot line shows.
    static func state(_ page: SettingsPage, display: DisplaySettings) -> HomeState {
        var home = HomeDriver(settings: Settings(display: display, accessMethod: .touch, familySetupCheckedDay: 1))
        home.send { .deviceFactsRead(DeviceFacts(version: "1.0", board: "pi4", voices: ["en-us"], today: 1), at: $0) }
        home.choose(.settings)
        var path: [SettingsPage] = []
        var step: SettingsPage? = page
        while let current = step, current != .settings {
            path.insert(current, at: 0)
            step = current.parent
        }
        for next in path {
            home.choose(.settingsRow(home.state.settingsView!.rows.firstIndex { $0.kind == .open(next) }!))
        }
        home.setLine(.getAttention, pressed: true)
        home.advance(by: .milliseconds(100))
        home.send { .toneFailed(at: $0) }
        return home.state
    }

    @Test(arguments: appearanceMatrix)
    func C1_V3_everySettingsPageMeetsContrast(_ display: DisplaySettings) throws {
        let renderer = Renderer()
        let measurer = PangoMeasurer()
        let screen = Screen(pixels: Size(width: 800, height: 480), millimetres: Size(width: 154, height: 86))
        for page in SettingsPage.allCases {
            let state = Self.state(page, display: display)
            let scene = layoutSettings(state.settingsView!, home: state.view, screen: screen, measurer: measurer)
            // The button test calls no one: there Get Attention's press is only ticked, and no alert failed.
            let foot = page == .setUpButtons ? SettingsWords.appliesOnBack : "No alert — Back"
            #expect(scene.statusText == foot)
            // The title, words-only rows and steppers' words are drawn flat, with no edge: they are not buttons.
            let words = Set(
                scene.controls.filter { [.settingsTitle, .settingsInfo, .settingsStepper].contains($0.role) }
                    .map { "\($0.id) \"\($0.label)\"" })
            let failures = contrastFailures(in: try renderer.image(of: scene), scene: scene).filter {
                !($0.what == "edge" && words.contains($0.control))
            }
            #expect(failures.isEmpty, "\(page): \(failures.prefix(6))")
        }
    }

    @Test func C1_goingFromHomeToSettingsAndBackRedrawsToTheSameImageAsAFullFrame() throws {
        let measurer = PangoMeasurer()
        let screen = Screen(pixels: Size(width: 800, height: 480), millimetres: Size(width: 154, height: 86))
        var home = HomeDriver(settings: Settings(accessMethod: .touch))
        let renderer = Renderer()
        var buffer = PixelBuffer(width: 800, height: 480)
        var scenes = [layout(home.state.view, screen: screen, measurer: measurer)]
        home.choose(.settings)
        scenes.append(
            layoutSettings(home.state.settingsView!, home: home.state.view, screen: screen, measurer: measurer))
        home.choose(.settingsRow(home.state.settingsView!.rows.firstIndex { $0.label == "Text and Display" }!))
        scenes.append(
            layoutSettings(home.state.settingsView!, home: home.state.view, screen: screen, measurer: measurer))
        home.choose(.settingsRow(home.state.settingsView!.rows.firstIndex { $0.label.hasPrefix("Show borders") }!))
        scenes.append(
            layoutSettings(home.state.settingsView!, home: home.state.view, screen: screen, measurer: measurer))
        home.choose(.backToTalking)
        scenes.append(layout(home.state.view, screen: screen, measurer: measurer))
        for scene in scenes {
            _ = try renderer.render(scene, into: &buffer)
            let drawnWhole = try Renderer().image(of: scene)
            #expect(buffer == drawnWhole)
        }
        #expect(scenes.last!.display.showBorders && !scenes.first!.display.showBorders)
    }
}
