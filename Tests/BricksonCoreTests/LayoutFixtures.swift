import BricksonCore
import BricksonFakes
import Foundation

/// The windows, settings and states of Home the layout tests go through.
enum LayoutFixtures {
    static let measurer = MonospaceMeasurer()

    /// A panel: its pixels and a plausible physical size.
    struct Panel: CustomStringConvertible, Sendable {
        var name: String
        var screen: Screen
        var description: String { name }
    }

    static let panels: [Panel] = [
        panel("7-inch 800×480", 800, 480, 154, 86),
        panel("7-inch 1024×600", 1024, 600, 154, 90),
        panel("10.1-inch 1280×800", 1280, 800, 217, 136),
        panel("15.6-inch 1920×1080", 1920, 1080, 344, 194),
        panel("7-inch 480×800 portrait", 480, 800, 86, 154),
        panel("7-inch 600×1024 portrait", 600, 1024, 90, 154),
        panel("4-inch 720×720 square", 720, 720, 72, 72),
        panel("2.8-inch 320×240", 320, 240, 57, 43),
    ]

    static func panel(_ name: String, _ width: Double, _ height: Double, _ widthMM: Double, _ heightMM: Double)
        -> Panel
    {
        Panel(
            name: name,
            screen: Screen(
                pixels: Size(width: width, height: height), millimetres: Size(width: widthMM, height: heightMM)))
    }

    /// Every access method, and nil (nothing chosen yet: eye tracking's sizes).
    static let accessChoices: [AccessMethod?] = AccessMethod.allCases + [nil]

    /// Every text size with bold off and on.
    static let displays: [DisplaySettings] = TextSize.allCases.flatMap { size in
        [false, true].map { DisplaySettings(textSize: size, bold: $0) }
    }

    /// Whether the layout tests go through the whole H3 matrix (BRICKSON_FULL_MATRIX=1: every panel × every text
    /// size and bold × every access method) rather than its all-pairs sample (`matrix(for:)`).
    static let fullMatrix = ProcessInfo.processInfo.environment["BRICKSON_FULL_MATRIX"] == "1"

    /// The display settings and access methods a rule over the H3 matrix is proven with on `panel`.
    ///
    /// The whole matrix is 10 display settings × 5 access choices on each of 8 panels, and each rule is the same
    /// code over every one of them, so by default it is sampled, all pairs: on each panel every display setting once
    /// and every access choice twice, paired with an offset that turns with the panel, so that over the eight panels
    /// every display setting meets every access choice, and every panel meets every display setting and every access
    /// choice. `BRICKSON_FULL_MATRIX=1 swift test` goes through the whole product.
    static func matrix(for panel: Panel) -> [(display: DisplaySettings, access: AccessMethod?)] {
        if fullMatrix { return displays.flatMap { display in accessChoices.map { (display, $0) } } }
        let turn = panels.firstIndex { $0.name == panel.name } ?? 0
        return displays.indices.map { (displays[$0], accessChoices[($0 + turn) % accessChoices.count]) }
    }

    /// Every panel with its sample of the matrix (`matrix(for:)`).
    static var panelMatrix: [(panel: Panel, display: DisplaySettings, access: AccessMethod?)] {
        panels.flatMap { panel in matrix(for: panel).map { (panel, $0.display, $0.access) } }
    }

    static let board = StarterContent.board

    /// Home at start, for these settings.
    static func start(_ display: DisplaySettings = DisplaySettings(), _ access: AccessMethod? = nil) -> HomeView {
        HomeView(
            categories: board.categories.map(\.name), selectedCategory: 0,
            phrases: board.categories[0].phrases.map(\.text), display: display,
            accessMethod: Settings(accessMethod: access).effectiveAccessMethod,
            phraseSlots: board.phraseSlots)
    }

    /// The warnings the status line can show (H9, G3, G6, S3, S4, T8).
    static let warnings = [
        "Alert failed", "Alert stopped", "Volume very low", "Stopped", "Message cannot be saved", "Message full",
        "Sounding",
    ]

    static let longMessage = String(
        repeating: "Please tell my daughter that I am comfortable and that the nurses are kind to me. ", count: 6)

    /// Home's states, named: every one must give every control the same frame (H3).
    static func states(_ display: DisplaySettings, _ access: AccessMethod?) -> [(String, HomeView)] {
        let base = start(display, access)
        var result: [(String, HomeView)] = [("start", base)]
        var view = base
        view.showingEmergency = true
        view.phrases = board.emergency.map(\.text)
        result.append(("emergency phrases", view))
        view = base
        view.selectedCategory = 4
        view.phrases = board.categories[4].phrases.map(\.text)
        result.append(("another category", view))
        view = base
        view.message = "I'm in pain"
        result.append(("after speaking", view))
        view = base
        view.stopShowing = true
        view.statusLine = "Sounding"
        result.append(("Stop showing", view))
        view = base
        view.isTyping = true
        view.message = "I want"
        view.canPutBack = true
        view.predictions = ["to", "my", "water"]
        result.append(("typing", view))
        view.stopShowing = true
        view.statusLine = "Sounding"
        view.showingEmergency = true
        result.append(("typing, Stop showing, emergency", view))
        view = base
        view.isTyping = true
        view.message = longMessage
        result.append(("typing a long message", view))
        for warning in warnings {
            view = base
            view.statusLine = warning
            view.message = longMessage
            result.append(("warning \(warning)", view))
        }
        view = base
        view.pressed = .phrase(2)
        view.dwell = DwellProgress(control: .yes, fraction: 0.5)
        view.scanHighlight = [.yes, .no, .emergency, .getAttention]
        result.append(("pressed, dwell, scanning", view))
        return result
    }

    /// The two states with the most controls: phrases with Stop, and typing with Stop and every prediction.
    static func fullest(_ display: DisplaySettings, _ access: AccessMethod?) -> [HomeView] {
        var talking = start(display, access)
        talking.stopShowing = true
        talking.phrases = Array(repeating: "", count: talking.phraseSlots).indices.map { "Phrase number \($0)" }
        var typing = talking
        typing.isTyping = true
        typing.message = "Hello"
        typing.canPutBack = true
        typing.predictions = ["there", "again", "nurse"]
        return [talking, typing]
    }

    /// The fixed controls at the top of Home.
    static let topControls: [ControlID] = [.yes, .no, .emergency, .getAttention, .again]
}
