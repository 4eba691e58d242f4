import BricksonCore

extension BoardProfile {
    /// The panel sizes accepted, in millimetres, for each side.
    public static let plausibleMillimetres: ClosedRange<Double> = 40...1000

    /// The keys a board.conf may hold.
    public static let knownKeys: Set<String> = [
        "name", "gpio.yes", "gpio.no", "gpio.getAttention", "gpio.stop", "gpio.switchSelect", "gpio.switchMove",
        "gpio.activeLow", "gpio.bias", "gpio.nurseCall", "gpio.nurseCallActiveLow", "display.rotation",
        "display.widthMillimetres", "display.heightMillimetres", "display.connector", "audio.device",
        "audio.mixer", "audio.mixerCard", "audio.cueChannel", "audio.cueDevice",
        "audio.captureDevice",
    ]

    private static let buttonKeys: [(String, PhysicalButton)] = [
        ("gpio.yes", .yes), ("gpio.no", .no), ("gpio.getAttention", .getAttention), ("gpio.stop", .stop),
        ("gpio.switchSelect", .switchSelect), ("gpio.switchMove", .switchMove),
    ]

    /// Parses the text of a board.conf; `file` names it in errors. Throws on the first problem, naming the line
    /// and the field.
    public static func parse(_ text: String, file: String) throws(BoardProfileError) -> BoardProfile {
        var values: [String: (value: String, line: Int)] = [:]
        // Lines end in LF, CRLF (a file saved on Windows) or CR: `\r\n` is one Character in Swift, never "\n".
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let lineNumber = index + 1
            var line = Substring(rawLine)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty { continue }
            guard let equals = trimmed.firstIndex(of: "=") else {
                throw BoardProfileError(
                    file: file, line: lineNumber, field: nil, problem: "expected `key = value`, found `\(trimmed)`")
            }
            let key = String(trimmed[..<equals].trimmingSpaces)
            let value = String(trimmed[trimmed.index(after: equals)...].trimmingSpaces)
            guard knownKeys.contains(key) else {
                throw BoardProfileError(file: file, line: lineNumber, field: key, problem: "unknown key")
            }
            if let earlier = values[key] {
                throw BoardProfileError(
                    file: file, line: lineNumber, field: key, problem: "given twice (first on line \(earlier.line))")
            }
            guard !value.isEmpty else {
                throw BoardProfileError(file: file, line: lineNumber, field: key, problem: "has no value")
            }
            values[key] = (value, lineNumber)
        }

        func error(_ key: String, _ problem: String) -> BoardProfileError {
            BoardProfileError(file: file, line: values[key]?.line, field: key, problem: problem)
        }
        func boolean(_ key: String, default fallback: Bool) throws(BoardProfileError) -> Bool {
            guard let value = values[key]?.value else { return fallback }
            switch value {
            case "true": return true
            case "false": return false
            default: throw error(key, "`\(value)` is not `true` or `false`")
            }
        }
        func millimetres(_ key: String) throws(BoardProfileError) -> Double? {
            guard let value = values[key]?.value else { return nil }
            guard let number = Double(value), number.isFinite, number > 0, number < 10_000 else {
                throw error(key, "`\(value)` is not a size in millimetres (a positive number)")
            }
            // A panel Home can be used on: from a 2.8-inch display to a 40-inch one. Centimetres typed as
            // millimetres (a 15.5 × 8.6 panel) or a typo (5 × 3) would leave every control too small to press.
            guard number >= plausibleMillimetres.lowerBound, number <= plausibleMillimetres.upperBound else {
                throw error(
                    key,
                    "`\(value)` mm is not a plausible panel size (\(Int(plausibleMillimetres.lowerBound))–"
                        + "\(Int(plausibleMillimetres.upperBound)) mm); is it in centimetres?")
            }
            return number
        }

        guard let name = values["name"]?.value else {
            throw BoardProfileError(file: file, line: nil, field: "name", problem: "is required")
        }
        if let problem = LabelBounds.problem(name) { throw error("name", "cannot be shown: \(problem)") }
        var profile = BoardProfile(name: name)
        var lineOwners: [String: String] = [:]
        let lineKeys: [(String, PhysicalButton?)] = buttonKeys.map { ($0.0, $0.1) } + [("gpio.nurseCall", nil)]
        for (key, button) in lineKeys {
            guard let lineName = values[key]?.value else { continue }
            guard !lineName.contains(where: { $0 == " " || $0 == "\t" }) else {
                throw error(key, "`\(lineName)` is not a GPIO line name (no spaces)")
            }
            if let owner = lineOwners[lineName] {
                throw error(key, "line `\(lineName)` is already used by \(owner)")
            }
            lineOwners[lineName] = key
            if let button { profile.buttonLines[button] = lineName } else { profile.nurseCallLine = lineName }
        }
        profile.activeLow = try boolean("gpio.activeLow", default: true)
        profile.nurseCallActiveLow = try boolean("gpio.nurseCallActiveLow", default: false)
        if let value = values["gpio.bias"]?.value {
            guard let bias = Bias(rawValue: value) else {
                let choices = Bias.allCases.map(\.rawValue).joined(separator: ", ")
                throw error("gpio.bias", "`\(value)` is not one of \(choices)")
            }
            profile.bias = bias
        }
        if let value = values["display.rotation"]?.value {
            guard let degrees = Int(value), let rotation = DisplayRotation(rawValue: degrees) else {
                throw error("display.rotation", "`\(value)` is not one of 0, 90, 180, 270")
            }
            profile.rotation = rotation
        }
        let width = try millimetres("display.widthMillimetres")
        let height = try millimetres("display.heightMillimetres")
        switch (width, height) {
        case (let width?, let height?) where max(width, height) / min(width, height) > 4:
            throw error("display.heightMillimetres", "\(width) × \(height) mm is not a plausible panel shape")
        case (let width?, let height?): profile.panelMillimetres = Size(width: width, height: height)
        case (nil, nil): break
        case (nil, _): throw error("display.heightMillimetres", "needs display.widthMillimetres too")
        case (_, nil): throw error("display.widthMillimetres", "needs display.heightMillimetres too")
        }
        profile.connector = values["display.connector"]?.value
        profile.audioDevice = values["audio.device"]?.value ?? "default"
        if let mixer = values["audio.mixer"]?.value, mixer != "none" { profile.audioMixer = mixer }
        profile.audioMixerCard = values["audio.mixerCard"]?.value ?? "default"
        if let value = values["audio.cueChannel"]?.value {
            guard let channel = AudioCueChannel(rawValue: value) else {
                let choices = AudioCueChannel.allCases.map(\.rawValue).joined(separator: ", ")
                throw error("audio.cueChannel", "`\(value)` is not one of \(choices)")
            }
            profile.audioCueChannel = channel
        }
        if let device = values["audio.cueDevice"]?.value, device != "none" { profile.audioCueDevice = device }
        if let device = values["audio.captureDevice"]?.value, device != "none" { profile.audioCaptureDevice = device }
        return profile
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" || first == "\r" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result.removeLast() }
        return result
    }
}
