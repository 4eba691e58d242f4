/// How a label sits inside its control, shared by the layout (which fits it) and the renderer (which draws it):
/// padding inside the edge, the icon to the left of the words, the words wrapped between words.
public enum LabelMetrics {
    /// Space between a control's edge and its icon or words, in pixels.
    public static func padding(pixelsPerMillimetre: Double) -> Double {
        max(2, (1.0 * pixelsPerMillimetre).rounded())
    }

    /// The icon's side at this font size, in pixels (drawn square, left of the words).
    public static func iconSide(fontSize: Double) -> Double { fontSize * 1.1 }

    /// The space between the icon and the words, in pixels.
    public static func iconGap(fontSize: Double) -> Double { fontSize * 0.35 }

    /// The width the words may take in `frame`, with or without the icon.
    public static func textWidth(in frame: Rect, fontSize: Double, hasIcon: Bool, padding: Double) -> Double {
        let icon = hasIcon ? iconSide(fontSize: fontSize) + iconGap(fontSize: fontSize) : 0
        return max(0, frame.width - 2 * padding - icon)
    }

    /// The default text size in pixels on this panel: no label is ever drawn smaller (V1).
    public static func defaultFontSize(pixelsPerMillimetre: Double) -> Double {
        TextSize.standard.millimetres * pixelsPerMillimetre
    }

    /// The chosen text size in pixels on this panel.
    public static func fontSize(_ size: TextSize, pixelsPerMillimetre: Double) -> Double {
        size.millimetres * pixelsPerMillimetre
    }

    /// The largest size a label may grow to where its control has room, in pixels (H10): a multiple of the chosen
    /// text size, so the text size setting sets the cap.
    public static func largestFontSize(_ size: TextSize, pixelsPerMillimetre: Double) -> Double {
        size.millimetres * growth * pixelsPerMillimetre
    }

    /// How far past the chosen text size a label may grow (H10): at the default size a capital stands about
    /// 6.5 mm tall, readable from about 2 m.
    public static let growth = 2.25

    /// The width kept at the message's right for the mark that says more lines are above (H10).
    public static func messageMarkWidth(fontSize: Double) -> Double { (0.6 * fontSize).rounded(.up) }

    /// A capital letter's height as a share of the font size: a lower bound for the fonts the device draws with
    /// (B612 measures 0.76), so cap heights worked out from it are never optimistic. The renderer's tests measure
    /// the real font against it.
    public static let capHeightRatio = 0.72

    /// The capital height a label should reach where its control has room, in millimetres (H10): readable from
    /// about 2 m.
    public static let readableCapMillimetres = 6.0

    /// The largest capital height what was said last takes in the message's place (H11): twice the readable
    /// height, so a short answer reads from across the room without filling the place with one letter.
    public static let saidCapMillimetres = 12.0

    /// The font size, in pixels, at which a capital stands `readableCapMillimetres` tall on this panel (H10).
    public static func readableFontSize(pixelsPerMillimetre: Double) -> Double {
        readableCapMillimetres / capHeightRatio * pixelsPerMillimetre
    }

    /// The space a label grown past the chosen size keeps from its control's edges, at `fontSize` (H10): a
    /// large label never touches its edge.
    public static func grownMargin(fontSize: Double) -> Double { 0.2 * fontSize }

    /// Whether `text` fits in `frame` at `fontSize`: no word broken, every line inside (V1).
    public static func fits(
        _ text: String, in frame: Rect, fontSize: Double, bold: Bool, hasIcon: Bool, padding: Double,
        verticalPadding: Double? = nil, measurer: some TextMeasurer
    ) -> Bool {
        let width = textWidth(in: frame, fontSize: fontSize, hasIcon: hasIcon, padding: padding)
        let height = frame.height - 2 * (verticalPadding ?? padding)
        guard width > 0, height > 0 else { return text.isEmpty }
        let measured = measurer.measure(text, fontSize: fontSize, bold: bold, maxWidth: width)
        let iconHeight = hasIcon ? iconSide(fontSize: fontSize) : 0
        return !measured.breaksWord && measured.width <= width && max(measured.height, iconHeight) <= height
    }
}

/// A label fitted to its frame (V1): its font size, whether its icon shows, and whether it fits at all.
public struct FittedLabel: Equatable, Sendable {
    /// The font size in pixels.
    public var fontSize: Double
    /// Whether the icon shows (a label drops its icon before it shrinks).
    public var showsIcon: Bool
    /// False where even the default size breaks a word or overflows: a known limit, drawn at the default size.
    public var fits: Bool

    /// Fits `text` into `frame`: at `preferred` with its icon, else without it, else the largest size down to
    /// `minimum` that fits (shrinking only as much as it must), else `minimum` and not fitting. Where it fits at
    /// `preferred` and `largest` is larger, it grows to the largest size up to `largest` that fits with a margin
    /// from the edges (H10). Where, with its icon, it would stay below `readable` (the size seen from the bed)
    /// and without it grows larger, the icon goes: the words come first (V1, H10).
    public init(
        _ text: String, in frame: Rect, preferred: Double, largest: Double? = nil, readable: Double? = nil,
        minimum: Double, bold: Bool, hasIcon: Bool, padding: Double, verticalPadding: Double? = nil,
        measurer: some TextMeasurer
    ) {
        self.init(
            fitting: text, in: frame, preferred: preferred, minimum: minimum, bold: bold, hasIcon: hasIcon,
            padding: padding,
            verticalPadding: verticalPadding, measurer: measurer)
        guard fits, let largest, largest > fontSize, !text.isEmpty else { return }
        let start = fontSize
        let withIcon = showsIcon
        fontSize = FittedLabel.grown(
            from: start, to: largest, text, in: frame, bold: bold, icon: withIcon, padding: padding,
            verticalPadding: verticalPadding, measurer: measurer)
        guard withIcon, let readable, fontSize < min(readable, largest) - 1e-9 else { return }
        let iconless = FittedLabel.grown(
            from: start, to: largest, text, in: frame, bold: bold, icon: false, padding: padding,
            verticalPadding: verticalPadding, measurer: measurer)
        if iconless > fontSize + 0.5 {
            fontSize = iconless
            showsIcon = false
        }
    }

    /// The largest size from `start` (which fits) up to `largest` at which `text` fits with a grown label's margin.
    static func grown(
        from start: Double, to largest: Double, _ text: String, in frame: Rect, bold: Bool, icon: Bool,
        padding: Double, verticalPadding: Double?, measurer: some TextMeasurer
    ) -> Double {
        func fitsWithMargin(_ size: Double) -> Bool {
            let margin = LabelMetrics.grownMargin(fontSize: size)
            return LabelMetrics.fits(
                text, in: frame, fontSize: size, bold: bold, hasIcon: icon, padding: padding + margin,
                verticalPadding: (verticalPadding ?? padding) + margin, measurer: measurer)
        }
        if fitsWithMargin(largest) { return largest }
        // Largest size that fits with its margin, between the fitted size and the cap, to a quarter pixel.
        var low = start
        var high = largest
        while high - low > 0.25 {
            let middle = (low + high) / 2
            if fitsWithMargin(middle) { low = middle } else { high = middle }
        }
        return low
    }

    init(
        fitting text: String, in frame: Rect, preferred: Double, minimum: Double, bold: Bool, hasIcon: Bool,
        padding: Double, verticalPadding: Double?, measurer: some TextMeasurer
    ) {
        let preferred = max(preferred, minimum)
        // Above the default size a label keeps a margin from its edges, shrinking a little more for it (H10, V1);
        // only where even the default size needs the space does it go without.
        let keepsMargin =
            preferred > minimum
            && LabelMetrics.fits(
                text, in: frame, fontSize: minimum, bold: bold, hasIcon: false,
                padding: padding + LabelMetrics.grownMargin(fontSize: minimum),
                verticalPadding: (verticalPadding ?? padding) + LabelMetrics.grownMargin(fontSize: minimum),
                measurer: measurer)
        func fits(_ size: Double, icon: Bool) -> Bool {
            let margin = keepsMargin ? LabelMetrics.grownMargin(fontSize: size) : 0
            return LabelMetrics.fits(
                text, in: frame, fontSize: size, bold: bold, hasIcon: icon, padding: padding + margin,
                verticalPadding: (verticalPadding ?? padding) + margin, measurer: measurer)
        }
        if hasIcon && fits(preferred, icon: true) {
            self.init(fontSize: preferred, showsIcon: true, fits: true)
        } else if fits(preferred, icon: false) {
            self.init(fontSize: preferred, showsIcon: false, fits: true)
        } else if !fits(minimum, icon: false) {
            self.init(fontSize: minimum, showsIcon: false, fits: false)
        } else {
            // Largest fitting size between minimum (fits) and preferred (does not), to a quarter pixel.
            var low = minimum
            var high = preferred
            while high - low > 0.25 {
                let middle = (low + high) / 2
                if fits(middle, icon: false) { low = middle } else { high = middle }
            }
            self.init(fontSize: low, showsIcon: false, fits: true)
        }
    }

    init(fontSize: Double, showsIcon: Bool, fits: Bool) {
        self.fontSize = fontSize
        self.showsIcon = showsIcon
        self.fits = fits
    }
}
