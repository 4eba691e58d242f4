import BricksonCore
import CCairoPango

/// The font Home is drawn with: B612, designed for legibility on cockpit screens, with DejaVu Sans for anything
/// B612 lacks. Both come from Debian packages (`fonts-b612`, `fonts-dejavu-core`) found through fontconfig.
public enum HomeFont {
    /// The pango family list.
    public static let families = "B612, DejaVu Sans"
}

/// A pango context with fixed font options, so text measured for the layout and text drawn on the panel are laid
/// out alike (no hinting of metrics, grey antialiasing), whatever surface they end up on.
///
/// Not thread-safe: one owner at a time (the renderer owns one; the measurer guards one with a lock), and all of its
/// work inside `TextLock`, made, used and freed.
final class TextEngine {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// The same, with right to left as its base direction: for a screen whose language is written so (L7).
    private let rightToLeftContext: OpaquePointer

    /// Makes a private font map and its two contexts. The corresponding C calls are `pango_cairo_font_map_new`,
    /// `pango_font_map_create_context` and `pango_context_set_base_dir`.
    init() {
        (fontMap, context, rightToLeftContext) = TextLock.held {
            let fontMap = pango_cairo_font_map_new()!
            let context = pango_font_map_create_context(fontMap)!
            let rightToLeftContext = pango_font_map_create_context(fontMap)!
            pango_context_set_base_dir(rightToLeftContext, PANGO_DIRECTION_RTL)
            let options = cairo_font_options_create()
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(context, options)
            pango_cairo_context_set_font_options(rightToLeftContext, options)
            cairo_font_options_destroy(options)
            return (fontMap, context, rightToLeftContext)
        }
    }

    deinit {
        TextLock.held {
            brickson_object_unref(UnsafeMutableRawPointer(rightToLeftContext))
            brickson_object_unref(UnsafeMutableRawPointer(context))
            brickson_object_unref(UnsafeMutableRawPointer(fontMap))
        }
    }

    /// A layout of `text` at `fontSize` pixels, wrapping at word boundaries within `width` pixels (nil: no wrap).
    /// The corresponding C calls are `pango_layout_new`, `pango_layout_set_wrap` (PANGO_WRAP_WORD) and
    /// `pango_layout_set_width`.
    ///
    /// `alignment` is a left-to-right screen's; on a `.rightToLeft` screen (L7) left and right swap, so the start of
    /// a line is on the reading side. Each paragraph still takes its direction from its first strong letter (pango's
    /// auto direction, as Android's "first strong" and HTML's `dir=auto`): Latin words on an Arabic screen read left
    /// to right, and text with no letters (digits, an empty message) takes the screen's direction. Nothing forces left
    /// to right; pango orders mixed Arabic, Latin and digits by the Unicode bidirectional algorithm.
    func makeLayout(
        _ text: String, fontSize: Double, bold: Bool, width: Double?, alignment: PangoAlignment = PANGO_ALIGN_CENTER,
        direction: WritingDirection = .leftToRight
    ) -> TextLayout {
        let rightToLeft = direction == .rightToLeft
        let layout = pango_layout_new(rightToLeft ? rightToLeftContext : context)!
        let alignment =
            !rightToLeft || alignment == PANGO_ALIGN_CENTER
            ? alignment : alignment == PANGO_ALIGN_LEFT ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        let description = pango_font_description_from_string(HomeFont.families)
        let size = fontSize.isFinite ? min(max(1, fontSize), 2000) : 16
        pango_font_description_set_absolute_size(description, size * Double(brickson_pango_scale()))
        pango_font_description_set_weight(description, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        // A broken word must show as broken, never be disguised by an inserted hyphen.
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
        pango_layout_set_alignment(layout, alignment)
        // An infinite or enormous width (asking for the unwrapped width) leaves the layout unwrapped.
        if let width, width.isFinite, width < 100_000 {
            pango_layout_set_width(layout, Int32(max(1, width) * Double(brickson_pango_scale())))
        }
        pango_layout_set_text(layout, text, -1)
        return TextLayout(layout: layout, text: text)
    }
}

/// One pango layout, released once. The corresponding C type is `PangoLayout`.
final class TextLayout {
    let layout: OpaquePointer
    let text: String

    init(layout: OpaquePointer, text: String) {
        self.layout = layout
        self.text = text
    }

    deinit { TextLock.held { brickson_object_unref(UnsafeMutableRawPointer(layout)) } }

    /// The ink and logical extents in pixels, relative to the layout's origin. The corresponding C call is
    /// `pango_layout_get_extents`.
    var extents: (ink: Rect, logical: Rect) {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(brickson_pango_scale())
        func rect(_ r: PangoRectangle) -> Rect {
            Rect(
                x: Double(r.x) / scale, y: Double(r.y) / scale, width: Double(r.width) / scale,
                height: Double(r.height) / scale)
        }
        return (rect(ink), rect(logical))
    }

    /// Whether the last line runs right to left (its paragraph's resolved direction, L7): the end of the text, where
    /// the cursor goes, is then at its left. The corresponding C call is `pango_layout_get_line_readonly`.
    var endsRightToLeft: Bool {
        let last = max(0, pango_layout_get_line_count(layout) - 1)
        guard let line = pango_layout_get_line_readonly(layout, last) else { return false }
        return brickson_layout_line_is_right_to_left(line) != 0
    }

    /// The number of lines. The corresponding C call is `pango_layout_get_line_count`.
    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    /// The widest line's logical width in pixels.
    var widestLine: Double {
        var widest = 0.0
        for index in 0..<pango_layout_get_line_count(layout) {
            var logical = PangoRectangle()
            pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, index), nil, &logical)
            widest = max(widest, Double(logical.width) / Double(brickson_pango_scale()))
        }
        return widest
    }

    /// The character offsets at which pango started a new line (after the first). The corresponding C calls are
    /// `pango_layout_get_line_readonly` and its `start_index` (a byte index into the UTF-8 text).
    var lineStartOffsets: [Int] {
        let bytes = Array(text.utf8)
        var offsets: [Int] = []
        for index in 1..<max(1, pango_layout_get_line_count(layout)) {
            guard let line = pango_layout_get_line_readonly(layout, index) else { continue }
            let byte = Int(line.pointee.start_index)
            // Count the UTF-8 lead bytes before it: the character offset.
            offsets.append(bytes[..<min(byte, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count)
        }
        return offsets
    }

    /// Whether pango broke a word across lines: a line starts where the character before it is neither white
    /// space nor a hyphen or slash (the only places a label may wrap).
    var breaksWord: Bool {
        let characters = Array(text.unicodeScalars)
        return lineStartOffsets.contains { offset in
            guard offset > 0, offset <= characters.count else { return false }
            let before = characters[offset - 1]
            return !(before.properties.isWhitespace || before == "-" || before == "/")
        }
    }
}

extension TextEngine {
    /// The family fontconfig actually gives for `HomeFont.families` (B612 where `fonts-b612` is installed). The
    /// corresponding C calls are `pango_context_load_font` and `pango_font_describe`.
    static func resolvedFamily() -> String? { TextLock.held { resolvedFamilyHeld() } }

    private static func resolvedFamilyHeld() -> String? {
        let engine = TextEngine()
        let description = pango_font_description_from_string(HomeFont.families)
        defer { pango_font_description_free(description) }
        guard let font = pango_context_load_font(engine.context, description) else { return nil }
        defer { brickson_object_unref(UnsafeMutableRawPointer(font)) }
        let described = pango_font_describe(font)
        defer { pango_font_description_free(described) }
        return pango_font_description_get_family(described).map { String(cString: $0) }
    }
}
