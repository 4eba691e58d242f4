import BricksonCore
import Glibc

/// An opaque sRGB colour, 8 bits a channel: what one XRGB8888 pixel holds.
public struct Colour: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The red channel.
    public var red: UInt8
    /// The green channel.
    public var green: UInt8
    /// The blue channel.
    public var blue: UInt8

    /// A colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour from `0xRRGGBB`.
    public init(_ hex: UInt32) {
        self.init(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// The colour of an XRGB8888 pixel (the top byte is ignored).
    public init(pixel: UInt32) { self.init(pixel & 0xFF_FFFF) }

    /// The relative luminance of WCAG 2 (sRGB channels linearised, weighted 0.2126, 0.7152, 0.0722).
    public var luminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2 contrast ratio between two colours, 1 to 21.
    public func contrast(with other: Colour) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour mixed with `other`: 0 is this colour, 1 is `other`.
    func mixed(with other: Colour, _ amount: Double) -> Colour {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - amount) + Double(b) * amount).rounded()) }
        return Colour(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
    }

    var cairo: (Double, Double, Double) { (Double(red) / 255, Double(green) / 255, Double(blue) / 255) }

    /// A readable form, for messages and logs.
    public var description: String {
        let hex = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        let digits = String(hex, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
}

/// How one control is coloured: fill, label (also its icon, rings, check mark and border) and edge.
public struct ControlColours: Equatable, Sendable {
    /// The button's background.
    public var fill: Colour
    /// Its words, icon, inner ring, check mark, Show Borders border and pressed border.
    public var label: Colour
    /// The line along its outer edge, which sets it apart from the screen's background (V3: at least 3:1).
    public var edge: Colour
}

/// Home's colours for one appearance and contrast setting (V3, V6). Every pair is chosen to pass WCAG 2 with room;
/// the tests measure them from rendered pixels rather than trusting these numbers.
public struct Palette: Equatable, Sendable {
    /// The screen behind the controls.
    public var background: Colour
    /// The status line's words.
    public var statusText: Colour
    /// The scanning highlight (A2): the face of a highlighted control, and every other stripe of the band around
    /// the highlighted region. A yellow no control uses, in every appearance.
    public var highlight: Colour
    /// The words and icon on a highlighted face, and the band's other stripes: black, so the band shows on any
    /// background and the words read on the yellow face.
    public var highlightInner: Colour
    private var dark: Bool
    private var increased: Bool

    /// The palette for `display`'s appearance and contrast.
    public init(_ display: DisplaySettings) {
        dark = display.appearance == .dark
        increased = display.increasedContrast
        switch (dark, increased) {
        case (true, false):
            background = Colour(0x121212)
            statusText = Colour(0xF2F2F2)
        case (true, true):
            background = Colour(0x000000)
            statusText = Colour(0xFFFFFF)
        case (false, false):
            background = Colour(0xF2F2F7)
            statusText = Colour(0x1C1C1E)
        case (false, true):
            background = Colour(0xFFFFFF)
            statusText = Colour(0x000000)
        }
        // The same in light and dark: an inverted face stands out from the blue, green, red, orange, purple, teal,
        // grey, white and near-black faces of every control (A2: a colour no control uses).
        highlight = increased ? Colour(0xFFE033) : Colour(0xFFD60A)
        highlightInner = Colour(0x000000)
    }

    /// A highlighted control's colours (A2): the inverted face, black words, a black edge.
    public var highlighted: ControlColours {
        ControlColours(fill: highlight, label: highlightInner, edge: highlightInner)
    }

    /// The colours of a control of `role`, dimmed or not (T5).
    public func colours(for role: ControlRole, dimmed: Bool) -> ControlColours {
        let white = Colour(0xFFFFFF)
        let black = Colour(0x000000)
        if role == .settingsTitle || role == .settingsInfo || role == .settingsStepper {
            // Words, not a button (C1): on the background, with no edge to suggest a press.
            return ControlColours(fill: background, label: statusText, edge: background)
        }
        if dimmed {
            // Dimmed reads as out of use (flat, greyed), yet its words stay legible at 4.5:1.
            return dark
                ? ControlColours(
                    fill: Colour(0x1A1A1A), label: increased ? Colour(0xC8C8C8) : Colour(0xA0A0A0),
                    edge: increased ? Colour(0x9A9A9A) : Colour(0x6A6A6A))
                : ControlColours(
                    fill: Colour(0xE5E5EA), label: increased ? Colour(0x3A3A3A) : Colour(0x595959),
                    edge: increased ? Colour(0x5A5A5A) : Colour(0x808085))
        }
        guard let hue = accent(role) else {
            // Phrases, categories, keys and the message: plain buttons.
            let fill = dark ? (increased ? Colour(0x1C1C1E) : Colour(0x2C2C2E)) : white
            let label = dark ? white : (increased ? black : Colour(0x1C1C1E))
            let edge = dark ? (increased ? white : Colour(0x9A9A9E)) : (increased ? black : Colour(0x6E6E73))
            return ControlColours(fill: fill, label: label, edge: edge)
        }
        let edge =
            increased ? (dark ? white : black) : (dark ? hue.mixed(with: white, 0.55) : hue.mixed(with: black, 0.5))
        return ControlColours(fill: hue, label: white, edge: edge)
    }

    /// The coloured roles: each of Home's fixed buttons has a colour of its own, and words and icons that say what
    /// it does (H8: colour is never the only sign). White words on each pass 4.5:1 (more with increased contrast).
    private func accent(_ role: ControlRole) -> Colour? {
        switch role {
        case .yes: increased ? Colour(0x0F5C22) : Colour(0x1E7D32)
        case .no: increased ? Colour(0x9A1B1B) : Colour(0xC62828)
        case .emergency: increased ? Colour(0x8E1212) : Colour(0xB71C1C)
        case .emergencyPhrase: increased ? Colour(0x5E0B0B) : Colour(0x7F1D1D)
        case .getAttention: increased ? Colour(0x7F3300) : Colour(0xA84300)
        case .stop: increased ? Colour(0x4A1070) : Colour(0x6A1B9A)
        case .again, .speak: increased ? Colour(0x0D47A1) : Colour(0x1565C0)
        // Back to Talking takes Phrases' place in Settings, and its colour.
        case .phrases, .type, .backToTalking: increased ? Colour(0x004D40) : Colour(0x00695C)
        case .settings, .pause, .clear, .putBack, .settingsBack, .moreRows, .stepDown, .stepUp:
            increased ? Colour(0x37474F) : Colour(0x546E7A)
        case .message, .category, .phrase, .key, .prediction: nil
        // Settings' rows are plain buttons; its title and words-only rows are drawn flat (`ControlPainter`).
        case .settingsPage, .settingsOption, .settingsToggle, .settingsAction: nil
        case .settingsTitle, .settingsInfo, .settingsStepper: nil
        }
    }

    /// The shade the dwell's progress fills behind a control's words (A3): the face moved towards its words'
    /// colour as far as the words keep 4.5:1 on it (V3), so the part done shows and the words still read.
    public static func dwellShade(fill: Colour, label: Colour) -> Colour {
        for amount in stride(from: 0.4, to: 0.05, by: -0.05) {
            let shade = fill.mixed(with: label, amount)
            if shade.contrast(with: label) >= 4.5 { return shade }
        }
        // Words too close to their face to shade towards them: away from them instead.
        let away = label.luminance > 0.5 ? Colour(0x000000) : Colour(0xFFFFFF)
        return fill.mixed(with: away, 0.3)
    }
}
