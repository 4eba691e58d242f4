import BricksonCore

/// What `brickson snapshot` draws: a named Home state, a screen, and the display settings.
public struct SnapshotOptions: Equatable, Sendable {
    /// The state of Home.
    public var state: NamedHomeState
    /// Where the PNG goes.
    public var output: String
    /// The screen: pixels and millimetres.
    public var screen: Screen
    /// Text size, bold, appearance, contrast, borders.
    public var display: DisplaySettings
    /// The access method whose sizes are used.
    public var accessMethod: AccessMethod
    /// The screen's language (L1): its words, its starter board; nil for English.
    public var language: LanguageTag?
    /// A Settings page drawn instead of Home (the gallery's Settings in each language); nil for Home.
    public var settingsPage: SettingsPage?

    /// How to call it.
    public static let usage = """
        usage: snapshot <state> <output.png> [--size WxH] [--mm WxH] [--text-size SIZE] [--bold]
                        [--appearance light|dark] [--increased-contrast] [--borders] [--access METHOD]
                        [--language TAG] [--settings PAGE]
          state:      \(NamedHomeState.allCases.map(\.rawValue).joined(separator: ", "))
          --size      pixels (default 800x480)
          --mm        the panel's physical size in millimetres (default: a 7-inch panel's density, 5.19 px/mm)
          --text-size \(TextSize.allCases.map(\.name).joined(separator: ", ")) (default standard)
          --access    \(AccessMethod.allCases.map(\.rawValue).joined(separator: ", ")) (default eyeTracking)
          --language  \(BuiltInCatalogs.languages.map(\.tag.rawValue).joined(separator: ", ")) (default en)
          --settings  a Settings page instead of Home: \(SettingsPage.allCases.map(\.rawValue).joined(separator: ", "))
        """

    /// Parses the arguments after `snapshot`; a bad argument gets a message saying what was wrong.
    public init(arguments: [String]) throws(SnapshotError) {
        var positional: [String] = []
        var pixels = Size(width: 800, height: 480)
        var millimetres: Size?
        var display = DisplaySettings()
        var access = AccessMethod.eyeTracking
        var language: LanguageTag?
        var page: SettingsPage?
        var index = 0
        func value(_ flag: String) throws(SnapshotError) -> String {
            index += 1
            guard index < arguments.count else { throw .usage("\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--size": pixels = try Self.size(try value(argument), what: "--size")
            case "--mm": millimetres = try Self.size(try value(argument), what: "--mm")
            case "--text-size":
                let name = try value(argument)
                guard let size = TextSize.allCases.first(where: { $0.name == name }) else {
                    throw .usage("unknown text size \"\(name)\"")
                }
                display.textSize = size
            case "--bold": display.bold = true
            case "--appearance":
                let name = try value(argument)
                guard let appearance = Appearance(rawValue: name) else {
                    throw .usage("unknown appearance \"\(name)\"")
                }
                display.appearance = appearance
            case "--increased-contrast": display.increasedContrast = true
            case "--borders": display.showBorders = true
            case "--access":
                let name = try value(argument)
                guard let method = AccessMethod(rawValue: name) else {
                    throw .usage("unknown access method \"\(name)\"")
                }
                access = method
            case "--language":
                let tag = try value(argument)
                guard let chosen = LanguageTag(tag),
                    BuiltInCatalogs.catalog(for: chosen).language.language == chosen.language
                else { throw .usage("no catalog for the language \"\(tag)\"") }
                language = chosen
            case "--settings":
                let name = try value(argument)
                guard let chosen = SettingsPage(rawValue: name) else {
                    throw .usage("unknown Settings page \"\(name)\"")
                }
                page = chosen
            default:
                guard !argument.hasPrefix("--") else { throw .usage("unknown option \(argument)") }
                positional.append(argument)
            }
            index += 1
        }
        guard positional.count == 2 else { throw .usage("expected a state and an output file") }
        guard let state = NamedHomeState(rawValue: positional[0]) else {
            throw .usage("unknown state \"\(positional[0])\"")
        }
        self.state = state
        output = positional[1]
        let physical = millimetres ?? Size(width: pixels.width / 5.19, height: pixels.height / 5.19)
        screen = Screen(pixels: pixels, millimetres: physical)
        self.display = display
        accessMethod = access
        self.language = language
        settingsPage = page
    }

    private static func size(_ text: String, what: String) throws(SnapshotError) -> Size {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width >= 1, height >= 1,
            width <= 8192, height <= 8192
        else { throw .usage("\(what) must be WIDTHxHEIGHT, such as 800x480, not \"\(text)\"") }
        return Size(width: width.rounded(), height: height.rounded())
    }
}

/// Why a snapshot was not made.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    /// The arguments were wrong.
    case usage(String)
    /// Drawing or writing failed.
    case render(RenderError)

    /// A readable form, for messages and logs.
    public var description: String {
        switch self {
        case .usage(let problem): "snapshot: \(problem)\n\(SnapshotOptions.usage)"
        case .render(let error): "snapshot: \(error)"
        }
    }
}

extension TextSize {
    /// The name used on the command line.
    public var name: String {
        switch self {
        case .standard: "standard"
        case .large: "large"
        case .larger: "larger"
        case .veryLarge: "very-large"
        case .largest: "largest"
        }
    }
}
