import BricksonCore
import DeviceValues
import InputDevices

/// An input script for the headless simulator: presses of the physical buttons, touches at controls, typing and
/// waits. One command a line; `#` starts a comment.
///
///     wait 500                 # milliseconds
///     press yes                # a GPIO button pressed and let go (held 150 ms, or: press yes 400)
///     down getAttention        # pressed and held ...
///     up getAttention          # ... and let go
///     bounce no 12             # a bouncing contact: 12 edges a millisecond apart, then held, then let go
///     tap phrase 2             # a touch on a control (held 100 ms, or: tap yes 1500)
///     tap "I'm in pain"        # a touch on the control with this label
///     type Hello there         # keystrokes on a USB keyboard
///     key enter                # enter, space or backspace
///     key 1 150                # a key held 150 ms, as a USB switch interface sends it (space, enter, f7, f8 or a
///                              # key that types one character; 150 ms if no time is given)
///     switch select            # a switch pressed and let go (held 150 ms, or: switch move 2500)
///     switch select down       # a switch pressed and held (select or move) ...
///     switch select up         # ... and let go
///     pointer 400 240          # a head pointer or eye tracker at a point in Home's pixels (A3)
///     pointer leave            # ... and off the screen
///     unplug                   # the panel is unplugged (Home is no longer drawn; the buttons still speak)
///     plug                     # ... and plugged back (Home is drawn whole again)
///     usb insert DIR           # a USB stick is mounted: DIR stands for its folder (C5)
///     usb remove               # ... and taken out
///     update status FILE       # the system writes FILE as its update status (U3; needs --update-dir)
public struct SimulatorScript: Equatable, Sendable {
    /// What a touch aims at: a control by id, or by its label.
    public enum Target: Equatable, Sendable {
        case control(ControlID)
        case label(String)
    }

    /// One command.
    public enum Command: Equatable, Sendable {
        case wait(Duration)
        case press(PhysicalButton, hold: Duration)
        case down(PhysicalButton)
        case up(PhysicalButton)
        case bounce(PhysicalButton, edges: Int)
        case tap(Target, hold: Duration)
        case type(String)
        case key(Key)
        /// A key pressed, held and let go (a USB switch interface's press).
        case heldKey(UInt32, hold: Duration)
        /// The panel is unplugged (false) or plugged back (true).
        case panel(connected: Bool)
        /// An absolute pointer at a point in Home's pixels, or off the screen (nil).
        case pointer(Point?)
        /// A USB stick mounted at a folder, or taken out (nil) (C5).
        case stick(folder: String?)
        /// The system's update status becomes the file at this path (U3).
        case updateStatus(String)
    }

    /// What the simulator does at one moment.
    public enum Action: Equatable, Sendable {
        /// A GPIO line's contact moves.
        case line(PhysicalButton, pressed: Bool)
        case touchDown(Target)
        case touchUp
        /// A key of a USB keyboard, by Linux key code.
        case keyCode(UInt32, pressed: Bool)
        /// The panel is unplugged or plugged back.
        case panel(connected: Bool)
        /// An absolute pointer at a point in Home's pixels, or off the screen (nil).
        case pointer(Point?)
        /// A USB stick mounted at a folder, or taken out (nil) (C5).
        case stick(folder: String?)
        /// The system's update status becomes the file at this path (U3).
        case updateStatus(String)
    }

    /// The commands, in order.
    public var commands: [Command]

    public init(commands: [Command]) { self.commands = commands }

    /// A script that is wrong: which line, and why.
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var problem: String
        public var description: String { "\(file):\(line): \(problem)" }
    }

    /// Parses a script's text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(ParseError) -> SimulatorScript {
        var commands: [Command] = []
        // LF, CRLF or CR: `\r\n` is one Character in Swift, never equal to "\n".
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            var line = Substring(raw)
            if let hash = line.firstIndex(of: "#"), !line[..<hash].contains("\"") { line = line[..<hash] }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let verb = words.first else { continue }
            func fail(_ problem: String) -> ParseError { ParseError(file: file, line: index + 1, problem: problem) }
            let rest = Array(words.dropFirst())
            func milliseconds(_ word: String?, default fallback: Int64) throws(ParseError) -> Duration {
                guard let word else { return .milliseconds(fallback) }
                guard let value = Int64(word), value >= 0, value <= 600_000 else {
                    throw fail("`\(word)` is not a time in milliseconds (0–600000)")
                }
                return .milliseconds(value)
            }
            func button(_ word: String?) throws(ParseError) -> PhysicalButton {
                guard let word, let button = PhysicalButton(rawValue: word) else {
                    let names = PhysicalButton.allCases.map(\.rawValue).joined(separator: ", ")
                    throw fail("`\(verb)` needs a button: one of \(names)")
                }
                return button
            }
            switch verb {
            case "wait":
                guard rest.count == 1 else { throw fail("`wait` needs one time in milliseconds") }
                commands.append(.wait(try milliseconds(rest[0], default: 0)))
            case "press":
                commands.append(
                    .press(try button(rest.first), hold: try milliseconds(rest.dropFirst().first, default: 150)))
            case "down": commands.append(.down(try button(rest.first)))
            case "up": commands.append(.up(try button(rest.first)))
            case "bounce":
                guard rest.count == 2, let edges = Int(rest[1]), (1...1000).contains(edges) else {
                    throw fail("`bounce` needs a button and a number of edges (1–1000)")
                }
                commands.append(.bounce(try button(rest[0]), edges: edges))
            case "tap":
                let (target, holdWord) = try tapTarget(line, rest, fail)
                commands.append(.tap(target, hold: try milliseconds(holdWord, default: 100)))
            case "type":
                let text = line.drop(while: { $0 == " " || $0 == "\t" }).dropFirst(4).drop(while: { $0 == " " })
                guard !text.isEmpty else { throw fail("`type` needs some text") }
                for character in text where KeyCodes.code(typing: character) == nil {
                    throw fail("`\(character)` cannot be typed on the keyboard")
                }
                commands.append(.type(String(text)))
            case "key":
                let named: [String: UInt32] = [
                    "enter": KeyCodes.enter, "space": KeyCodes.space, "f7": KeyCodes.f7, "f8": KeyCodes.f8,
                ]
                switch (rest.first, rest.count) {
                case ("enter", 1): commands.append(.key(.enter))
                case ("space", 1): commands.append(.key(.space))
                case ("backspace", 1): commands.append(.key(.backspace))
                case (let name?, 1...2):
                    let typed = name.count == 1 ? KeyCodes.code(typing: name.first!).map { $0.code } : nil
                    guard let code = named[name] ?? typed else {
                        throw fail("`key` needs enter, space, backspace, f7, f8 or one character, then a time held")
                    }
                    commands.append(.heldKey(code, hold: try milliseconds(rest.dropFirst().first, default: 150)))
                default: throw fail("`key` needs enter, space or backspace, or a key and a time held")
                }
            case "switch":
                let switches: [String: PhysicalButton] = ["select": .switchSelect, "move": .switchMove]
                guard (1...2).contains(rest.count), let button = switches[rest[0]] else {
                    throw fail("`switch` needs select or move, then down, up or a time held in milliseconds")
                }
                switch rest.dropFirst().first {
                case "down": commands.append(.down(button))
                case "up": commands.append(.up(button))
                case let hold: commands.append(.press(button, hold: try milliseconds(hold, default: 150)))
                }
            case "unplug", "plug":
                guard rest.isEmpty else { throw fail("`\(verb)` takes nothing more") }
                commands.append(.panel(connected: verb == "plug"))
            case "usb":
                let folder = line.drop(while: { $0 == " " || $0 == "\t" }).dropFirst(3)
                    .drop(while: { $0 == " " || $0 == "\t" }).dropFirst(6).drop(while: { $0 == " " || $0 == "\t" })
                if rest == ["remove"] {
                    commands.append(.stick(folder: nil))
                } else if rest.first == "insert", rest.count >= 2 {
                    // The folder is the rest of the line, so a name with spaces works.
                    commands.append(.stick(folder: String(folder).trimmingTrailingSpaces()))
                } else {
                    throw fail("`usb` needs `insert DIR` (a folder standing for the stick) or `remove`")
                }
            case "update":
                guard rest.count >= 2, rest[0] == "status" else { throw fail("`update` needs `status FILE`") }
                commands.append(.updateStatus(rest.dropFirst().joined(separator: " ")))
            case "pointer":
                if rest == ["leave"] {
                    commands.append(.pointer(nil))
                    break
                }
                guard rest.count == 2, let x = Double(rest[0]), let y = Double(rest[1]), x.isFinite, y.isFinite,
                    x >= 0, y >= 0
                else { throw fail("`pointer` needs a point in pixels (`pointer 400 240`) or `leave`") }
                commands.append(.pointer(Point(x: x, y: y)))
            default:
                throw fail(
                    "unknown command `\(verb)` (wait, press, down, up, bounce, tap, type, key, switch, pointer, unplug, plug, usb, update)"
                )
            }
        }
        return SimulatorScript(commands: commands)
    }

    /// The target of `tap`: a quoted label, `category N`, `phrase N`, or a control's name.
    private static func tapTarget(
        _ line: Substring, _ rest: [String], _ fail: (String) -> ParseError
    ) throws(ParseError) -> (Target, String?) {
        if let open = line.firstIndex(of: "\"") {
            let afterOpen = line.index(after: open)
            guard let close = line[afterOpen...].firstIndex(of: "\"") else {
                throw fail("a label needs its closing quote")
            }
            let after = line[line.index(after: close)...].split(separator: " ").map(String.init)
            return (.label(String(line[afterOpen..<close])), after.first)
        }
        guard let name = rest.first else { throw fail("`tap` needs a control") }
        if name == "category" || name == "phrase" {
            guard rest.count >= 2, let index = Int(rest[1]), index >= 0 else {
                throw fail("`tap \(name)` needs an index from 0")
            }
            return (.control(name == "category" ? .category(index) : .phrase(index)), rest.dropFirst(2).first)
        }
        let named: [String: ControlID] = [
            "yes": .yes, "no": .no, "emergency": .emergency, "getAttention": .getAttention, "again": .again,
            "speak": .again, "message": .message, "phrases": .phrases, "type": .type, "stop": .stop,
            "settings": .settings, "clear": .clear, "putBack": .putBack,
        ]
        guard let control = named[name] else { throw fail("unknown control `\(name)`") }
        return (.control(control), rest.dropFirst().first)
    }

    /// The commands as actions at times from the script's start, in order.
    public var timeline: [(offset: Duration, action: Action)] { expanded().actions }

    /// How long the script runs: to its last action or the end of its last wait.
    public var duration: Duration { expanded().end }

    private func expanded() -> (actions: [(offset: Duration, action: Action)], end: Duration) {
        var result: [(offset: Duration, action: Action)] = []
        var now = Duration.zero
        for command in commands {
            switch command {
            case .wait(let duration): now += duration
            case .press(let button, let hold):
                result.append((now, .line(button, pressed: true)))
                now += hold
                result.append((now, .line(button, pressed: false)))
            case .down(let button): result.append((now, .line(button, pressed: true)))
            case .up(let button): result.append((now, .line(button, pressed: false)))
            case .bounce(let button, let edges):
                // The contact flips at each edge and settles pressed on the last; held, then let go.
                for edge in 0..<edges {
                    result.append((now, .line(button, pressed: (edges - 1 - edge) % 2 == 0)))
                    now += .milliseconds(1)
                }
                now += .milliseconds(150)
                result.append((now, .line(button, pressed: false)))
            case .tap(let target, let hold):
                result.append((now, .touchDown(target)))
                now += hold
                result.append((now, .touchUp))
            case .type(let text):
                for character in text {
                    guard let (code, shifted) = KeyCodes.code(typing: character) else { continue }
                    if shifted { result.append((now, .keyCode(KeyCodes.leftShift, pressed: true))) }
                    result.append((now, .keyCode(code, pressed: true)))
                    result.append((now, .keyCode(code, pressed: false)))
                    if shifted { result.append((now, .keyCode(KeyCodes.leftShift, pressed: false))) }
                    now += .milliseconds(60)
                }
            case .panel(let connected):
                result.append((now, .panel(connected: connected)))
            case .pointer(let point):
                result.append((now, .pointer(point)))
            case .stick(let folder):
                result.append((now, .stick(folder: folder)))
            case .updateStatus(let file):
                result.append((now, .updateStatus(file)))
            case .heldKey(let code, let hold):
                result.append((now, .keyCode(code, pressed: true)))
                now += hold
                result.append((now, .keyCode(code, pressed: false)))
            case .key(let key):
                let code: UInt32 =
                    switch key {
                    case .enter: KeyCodes.enter
                    case .backspace: KeyCodes.backspace
                    default: KeyCodes.space
                    }
                result.append((now, .keyCode(code, pressed: true)))
                result.append((now, .keyCode(code, pressed: false)))
                now += .milliseconds(60)
            }
        }
        return (result, now)
    }
}

extension String {
    /// The text without spaces, tabs or carriage returns at its end.
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = Substring(self)
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return String(text)
    }
}
