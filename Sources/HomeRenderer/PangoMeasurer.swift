import BricksonCore
import CCairoPango

/// The real text measurer for the layout, on pango: the same font, options and wrapping the renderer draws with.
///
/// Usable from any thread: every call takes the process's text lock (`TextLock`) around one private pango context.
public struct PangoMeasurer: TextMeasurer {
    private let engine: LockedTextEngine

    /// A measurer with its own pango font map and context.
    public init() { engine = LockedTextEngine() }

    /// Lays `text` out with `pango_layout_set_wrap(PANGO_WRAP_WORD)` at `maxWidth`. `breaksWord` is true where a
    /// line of pango's own starts inside a word, or a single word is wider than `maxWidth` and would be cut off.
    public func measure(_ text: String, fontSize: Double, bold: Bool, maxWidth: Double) -> TextMeasurement {
        engine.withEngine { engine in
            let layout = engine.makeLayout(text, fontSize: fontSize, bold: bold, width: maxWidth)
            let logical = layout.extents.logical
            let widest = layout.widestLine
            return TextMeasurement(
                width: widest, height: logical.height, lineCount: layout.lineCount,
                breaksWord: layout.breaksWord || widest > maxWidth + 0.5)
        }
    }
}

/// A text engine used only inside `TextLock`, so a `Sendable` measurer can share it across threads.
final class LockedTextEngine: Sendable {
    nonisolated(unsafe) private let engine: TextEngine

    init() { engine = TextEngine() }

    func withEngine<T>(_ body: (TextEngine) -> T) -> T { TextLock.held { body(engine) } }
}
