import BricksonCore
import CCairoPango

/// Draws Home's scene into XRGB8888 pixels with cairo and pango, redrawing only the controls whose drawn state
/// changed since the last scene it drew.
///
/// Output is a pure function of the scene (V5: nothing animates, nothing flashes). One thread at a time.
public final class Renderer {
    let engine = TextEngine()
    private var previous: Scene?

    /// A renderer that has drawn nothing yet (its first frame is drawn whole).
    public init() {}

    /// Forgets the last scene, so the next frame is drawn whole (after the target's contents are lost).
    public func invalidate() { previous = nil }

    /// Draws `scene` into `buffer`, which holds the last scene this renderer drew (or anything, if `full`).
    /// Returns the rectangles redrawn.
    @discardableResult
    public func render(_ scene: Scene, into buffer: inout PixelBuffer, full: Bool = false) throws(RenderError) -> [Rect]
    {
        let (width, height) = (buffer.width, buffer.height)
        let result = buffer.pixels.withUnsafeMutableBytes { bytes -> Result<[Rect], RenderError> in
            guard let base = bytes.baseAddress else {
                return .failure(.badBuffer(width: width, height: height, stride: width * 4))
            }
            return Result { () throws(RenderError) in
                try render(scene, into: base, width: width, height: height, stride: width * 4, full: full)
            }
        }
        return try result.get()
    }

    /// Draws `scene` into caller memory (a DRM dumb buffer: `stride` bytes a row, XRGB8888), which holds the last
    /// scene this renderer drew unless `full`. Returns the rectangles redrawn, for the display to flip or copy.
    /// The corresponding C calls are `cairo_image_surface_create_for_data`, `cairo_clip` and
    /// `pango_cairo_show_layout`.
    @discardableResult
    public func render(
        _ scene: Scene, into pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, full: Bool = false
    ) throws(RenderError) -> [Rect] {
        try render(scene, into: pixels, width: width, height: height, stride: stride, showing: full ? nil : previous)
    }

    /// Draws `scene` into a buffer that shows `showing` (nil: anything), redrawing only what differs. With two
    /// buffers flipped in turn, the display keeps the scene each buffer shows and passes it here. Returns the
    /// rectangles redrawn.
    @discardableResult
    public func render(
        _ scene: Scene, into pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, showing: Scene?
    ) throws(RenderError) -> [Rect] {
        try TextLock.held { () throws(RenderError) in
            try renderHeld(scene, into: pixels, width: width, height: height, stride: stride, showing: showing)
        }
    }

    private func renderHeld(
        _ scene: Scene, into pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, showing: Scene?
    ) throws(RenderError) -> [Rect] {
        guard Int(scene.size.width.rounded()) == width, Int(scene.size.height.rounded()) == height else {
            throw .sizeMismatch(scene: scene.size, width: width, height: height)
        }
        let target = try CairoTarget(pixels: pixels, width: width, height: height, stride: stride)
        let damage = Self.damage(from: showing, to: scene)
        let painter = ControlPainter(cr: target.cr, engine: engine, palette: Palette(scene.display), scene: scene)
        // The band around the highlighted region is worked out once a frame, however many rectangles it crosses.
        let band = Overlays(scene: scene).scanBand.map { ($0, $0.mask()) }
        for rect in damage { redraw(rect, scene: scene, painter: painter, band: band) }
        previous = scene
        return damage
    }

    /// Paints the background over `rect` and draws everything that touches it, clipped to it.
    private func redraw(_ rect: Rect, scene: Scene, painter: ControlPainter, band: (ScanBand, ScanBand.Mask)?) {
        let cr = painter.cr
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        painter.setColour(painter.palette.background)
        cairo_paint(cr)
        for control in scene.controls where painter.geometry(control).frame.intersects(rect) {
            painter.draw(control)
        }
        if let status = scene.statusText, scene.statusFrame.intersects(rect) {
            painter.drawStatus(status, frame: scene.statusFrame, fontSize: scene.statusFontSize)
        }
        let overlays = Overlays(scene: scene)
        if let band, band.0.outer.intersects(rect) {
            overlays.drawScanBand(cr, palette: painter.palette, band: band.0, mask: band.1)
        }
        if let pointer = overlays.pointerRect, pointer.intersects(rect) { overlays.drawPointer(cr) }

        cairo_restore(cr)
    }

    /// The whole screen.
    static func screen(_ scene: Scene) -> Rect {
        Rect(x: 0, y: 0, width: scene.size.width.rounded(), height: scene.size.height.rounded())
    }

    /// What must be redrawn to turn a buffer showing `old` into one showing `new`: the frames of controls whose
    /// drawn state changed, came or went, and the status line if it changed; everything if the screen or the
    /// display settings changed.
    static func damage(from old: Scene?, to new: Scene) -> [Rect] {
        guard let old, old.size == new.size, old.display == new.display,
            old.pixelsPerMillimetre == new.pixelsPerMillimetre
        else { return [screen(new)] }
        var rects: [Rect] = []
        func add(_ frame: Rect) {
            let snapped = ControlGeometry(
                frame: frame, pixelsPerMillimetre: new.pixelsPerMillimetre, display: new.display
            )
            .frame
            if snapped.width > 0, snapped.height > 0, !rects.contains(snapped) { rects.append(snapped) }
        }
        let before = Dictionary(old.controls.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.controls.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for control in old.controls where after[control.id] != control { add(control.frame) }
        for control in new.controls where before[control.id] != control { add(control.frame) }
        if old.saidText != new.saidText || old.saidFrame != new.saidFrame || old.saidFontSize != new.saidFontSize,
            let message = new.control(.message)
        {
            add(message.frame)
        }
        // The message's cursor shows while typing (Speak in Again's place) and while a message not yet said holds
        // the place; what was said shows without it (H11).
        let typing = { (scene: Scene) in scene.controls.contains { $0.role == .speak } }
        if typing(old) != typing(new) || old.messageShowsSaid != new.messageShowsSaid,
            let message = new.control(.message)
        {
            add(message.frame)
        }
        // The band around the highlighted region and the pointer lie partly outside any control (A2, A3).
        let (oldOverlays, newOverlays) = (Overlays(scene: old), Overlays(scene: new))
        if oldOverlays.scanBand?.outer != newOverlays.scanBand?.outer {
            if let band = oldOverlays.scanBand { add(band.outer) }
            if let band = newOverlays.scanBand { add(band.outer) }
        }
        if oldOverlays.pointerRect != newOverlays.pointerRect {
            if let pointer = oldOverlays.pointerRect { add(pointer) }
            if let pointer = newOverlays.pointerRect { add(pointer) }
        }
        if old.statusText != new.statusText || old.statusFrame != new.statusFrame
            || old.statusFontSize != new.statusFontSize
        {
            add(old.statusFrame)
            add(new.statusFrame)
        }
        return rects
    }
}

extension Renderer {
    /// Draws `scene` whole into a new buffer of its size (for snapshots and tests).
    public func image(of scene: Scene) throws(RenderError) -> PixelBuffer {
        var buffer = PixelBuffer(width: Int(scene.size.width.rounded()), height: Int(scene.size.height.rounded()))
        try render(scene, into: &buffer, full: true)
        return buffer
    }
}

/// Where a control's label was placed: for tests and tools that check what was drawn.
public struct PlacedLabel: Equatable, Sendable {
    /// The control's frame, snapped to whole pixels as drawn.
    public var frame: Rect
    /// The area inside the padding that the label is laid out in.
    public var content: Rect
    /// The area inside the edge line, the borders and the ring: the words never reach past it.
    public var inner: Rect
    /// The ink of the words (pango's ink extents), on the screen.
    public var ink: Rect
    /// Whether pango broke a word of the label across lines.
    public var breaksWord: Bool
    /// The number of lines.
    public var lineCount: Int
    /// Whether the icon is drawn.
    public var showsIcon: Bool
    /// The icon's square, where it is drawn: before the words on the reading side (L7).
    public var icon: Rect? = nil
    /// The message's cursor while typing: after the last letter, left of it where the last line reads right to left
    /// (L7).
    public var cursor: Rect? = nil
    /// The message: the lines hidden (above the first one shown while it is typed, H10; below the last one shown for
    /// what was said, H11), the height of one line, and where the first line shown starts.
    public var hiddenLines = 0
    public var lineHeight = 0.0
    public var firstShownLine = 0.0
}

extension Renderer {
    /// Where each control's label is drawn in `scene`, by control.
    public func placements(_ scene: Scene) -> [ControlID: PlacedLabel] { TextLock.held { placementsHeld(scene) } }

    private func placementsHeld(_ scene: Scene) -> [ControlID: PlacedLabel] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1)
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        let painter = ControlPainter(cr: cr, engine: engine, palette: Palette(scene.display), scene: scene)
        var result: [ControlID: PlacedLabel] = [:]
        for control in scene.controls {
            let shape = painter.geometry(control)
            let label = painter.placement(control)
            var placed = PlacedLabel(
                frame: shape.frame, content: shape.content, inner: shape.frame.insetBy(shape.decorationDepth),
                ink: label.ink, breaksWord: label.text.breaksWord,
                lineCount: label.text.lineCount, showsIcon: label.icon != nil)
            placed.hiddenLines = label.hiddenLines
            placed.lineHeight = label.lineHeight
            placed.firstShownLine =
                label.origin.y + (scene.messageShowsSaid ? 0 : Double(label.hiddenLines) * label.lineHeight)
            placed.icon = label.icon
            if control.role == .message {
                placed.cursor = painter.cursor(control, label: label, content: shape.content)
            }
            result[control.id] = placed
        }
        return result
    }
}
