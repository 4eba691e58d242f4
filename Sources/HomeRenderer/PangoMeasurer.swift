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
    ///
    /// A measurement is remembered (`LockedTextEngine.rememberedLimit` of them): Home is laid out again for every
    /// change it shows, and most labels, their places and the sizes tried for them are the same as the last time.
    public func measure(_ text: String, fontSize: Double, bold: Bool, maxWidth: Double) -> TextMeasurement {
        engine.measure(MeasureKey(text: text, fontSize: fontSize, bold: bold, maxWidth: maxWidth)) { engine in
            let layout = engine.makeLayout(text, fontSize: fontSize, bold: bold, width: maxWidth)
            let logical = layout.extents.logical
            let widest = layout.widestLine
            return TextMeasurement(
                width: widest, height: logical.height, lineCount: layout.lineCount,
                breaksWord: layout.breaksWord || widest > maxWidth + 0.5)
        }
    }

    /// How many measurements this measurer remembers now (for the tests).
    var rememberedCount: Int { engine.rememberedCount }
    /// The bytes of the texts it remembers now, with each entry's share (for the tests).
    var rememberedByteCount: Int { engine.rememberedByteCount }
}

/// What a measurement depends on.
struct MeasureKey: Hashable {
    var text: String
    var fontSize: Double
    var bold: Bool
    var maxWidth: Double
}

/// A text engine used only inside `TextLock`, so a `Sendable` measurer can share it across threads, with the
/// measurements it made.
final class LockedTextEngine: Sendable {
    nonisolated(unsafe) private let engine: TextEngine
    nonisolated(unsafe) private var remembered: [MeasureKey: TextMeasurement] = [:]
    /// The bytes of the texts remembered, each with a little for the entry itself.
    nonisolated(unsafe) private var rememberedBytes = 0

    /// At most this many measurements are kept, and texts of at most `rememberedByteLimit` bytes in all; past
    /// either they are all let go and remembered again as they are asked for. Bytes count too because a typed
    /// message may be 2,000 characters of up to four bytes each, and each letter typed measures it again: by
    /// entries alone that could hold about 64 MB.
    static let rememberedLimit = 8192
    static let rememberedByteLimit = 2 << 20
    static let entryBytes = 64

    init() { engine = TextEngine() }

    /// The measurement for `key`: remembered, or made by `body` with the engine and remembered.
    func measure(_ key: MeasureKey, _ body: (TextEngine) -> TextMeasurement) -> TextMeasurement {
        TextLock.held {
            if let known = remembered[key] { return known }
            let measured = body(engine)
            let bytes = key.text.utf8.count + Self.entryBytes
            if remembered.count >= Self.rememberedLimit || rememberedBytes + bytes > Self.rememberedByteLimit {
                remembered.removeAll(keepingCapacity: true)
                rememberedBytes = 0
            }
            remembered[key] = measured
            rememberedBytes += bytes
            return measured
        }
    }

    var rememberedCount: Int { TextLock.held { remembered.count } }
    var rememberedByteCount: Int { TextLock.held { rememberedBytes } }
}
