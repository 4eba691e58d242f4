import BricksonCore

/// `brickson snapshot`: draws a named Home state to a PNG file with no hardware.
public enum SnapshotCommand {
    /// Parses `arguments` (those after `snapshot`), lays Home out with the real text measurer, draws it and writes
    /// the PNG. A bad argument throws `SnapshotError.usage` with a message and writes nothing. Returns a line that
    /// says how tall the labels' capitals stand on the panel (H10).
    @discardableResult
    public static func run(_ arguments: [String]) throws -> String {
        let options = try SnapshotOptions(arguments: arguments)
        let scene = scene(options)
        do throws(RenderError) {
            try Renderer().image(of: scene).writePNG(to: options.output)
        } catch {
            throw SnapshotError.render(error)
        }
        return CapHeights.report(scene)
    }

    /// The scene of Home that `options` describe.
    public static func scene(_ options: SnapshotOptions, measurer: some TextMeasurer = PangoMeasurer()) -> Scene {
        if let page = options.settingsPage { return settingsScene(page, options, measurer: measurer) }
        var view = options.state.view(display: options.display, accessMethod: options.accessMethod)
        if let language = options.language { translate(&view, to: language) }
        var scene = layout(view, screen: options.screen, measurer: measurer)
        scene.pointer = options.state.pointer(in: scene)
        return scene
    }

    /// `view` with the screen's words in `language` and that language's starter board (L1, L5). A typed message
    /// and predicted words stay as the named state has them.
    static func translate(_ view: inout HomeView, to language: LanguageTag) {
        let words = BuiltInCatalogs.catalog(for: language)
        let board = StarterContent.board(for: language)
        view.labels = HomeLabels(words)
        view.categories = board.categories.map(\.name)
        let index = min(view.selectedCategory, board.categories.count - 1)
        view.phrases = view.showingEmergency ? board.emergency.map(\.text) : board.categories[index].phrases.map(\.text)
        view.statusLine = view.statusLine.flatMap { line in
            StatusWarning.allCases.first { $0.text == line }.map { $0.text(words) } ?? line
        }
    }

    /// Settings open on `page`, reached by its rows from the first page as a person would, in the options'
    /// language and display settings.
    static func settingsScene(_ page: SettingsPage, _ options: SnapshotOptions, measurer: some TextMeasurer) -> Scene {
        var settings = Settings(display: options.display, accessMethod: options.accessMethod)
        settings.language = options.language
        var state = HomeState(
            board: StarterContent.board(for: options.language ?? .english), settings: settings, message: "",
            putBack: nil, at: .zero)
        _ = update(&state, .chosen(.settings, at: .zero))
        var path: [SettingsPage] = []
        var step: SettingsPage? = page
        while let current = step, current != .settings {
            path.insert(current, at: 0)
            step = current.parent
        }
        for next in path {
            guard let row = state.settingsView?.rows.firstIndex(where: { $0.kind == .open(next) }) else { break }
            _ = update(&state, .chosen(.settingsRow(row), at: .zero))
        }
        guard let view = state.settingsView else {
            return layout(state.view, screen: options.screen, measurer: measurer)
        }
        return layoutSettings(view, home: state.view, screen: options.screen, measurer: measurer)
    }

    /// The picture of Home that `options` describe.
    public static func image(_ options: SnapshotOptions) throws(RenderError) -> PixelBuffer {
        try Renderer().image(of: scene(options))
    }
}
