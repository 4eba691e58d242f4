import BoardProfile
import BricksonCore
import DeviceValues
import Glibc
import LinuxSystem

/// What is on screen, in words and panel pixels, for a system test that touches the panel from outside (C5, D7).
///
/// Off unless `brickson run --describe-screen PATH` asks for it; the shipped image never does. After each frame is
/// drawn, the controls that show (id, frame on the panel after rotation, label) and the status line are written to
/// PATH by a temporary file renamed over it, so a reader sees the old description or the new one, never half of one.
/// Lines, tab-separated:
///
///     screen  WIDTH   HEIGHT
///     control ID      X       Y       WIDTH   HEIGHT  LABEL
///     status  TEXT
public struct ScreenDescription: Equatable, Sendable {
    /// At most this many controls are described (a keyboard and a full page of phrases are far fewer).
    public static let maximumControls = 300
    /// A label is cut to this many characters.
    public static let maximumLabel = 200

    /// The description's text.
    public let text: String

    /// Describes `scene`, drawn turned by `rotation` on the panel.
    public init(_ scene: Scene, rotation: DisplayRotation) {
        let native = rotation.nativeSize(logical: scene.size)
        var lines = ["screen\t\(Int(native.width.rounded()))\t\(Int(native.height.rounded()))"]
        for control in scene.controls.prefix(Self.maximumControls) {
            let frame = Self.panelFrame(control.frame, rotation: rotation, nativeSize: native)
            let fields = [frame.x, frame.y, frame.width, frame.height].map(String.init)
            lines.append(
                (["control", control.id.description] + fields + [Self.oneLine(control.label)]).joined(separator: "\t"))
        }
        if let status = scene.statusText { lines.append("status\t" + Self.oneLine(status)) }
        text = lines.joined(separator: "\n") + "\n"
    }

    /// The whole panel pixels `rect` (in Home's coordinates) covers on the panel.
    public static func panelFrame(_ rect: Rect, rotation: DisplayRotation, nativeSize: Size) -> PixelRect {
        let a = rotation.nativePoint(logical: Point(x: rect.minX, y: rect.minY), nativeSize: nativeSize)
        let b = rotation.nativePoint(logical: Point(x: rect.maxX, y: rect.maxY), nativeSize: nativeSize)
        let x = Int(min(a.x, b.x).rounded(.down))
        let y = Int(min(a.y, b.y).rounded(.down))
        return PixelRect(
            x: x, y: y, width: Int(max(a.x, b.x).rounded(.up)) - x, height: Int(max(a.y, b.y).rounded(.up)) - y)
    }

    /// A label on one line: tabs and line breaks (a phrase may hold them) become spaces, and it is cut short.
    static func oneLine(_ label: String) -> String {
        String(label.prefix(maximumLabel).map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }

}

/// Writes the screen's description after each frame, when it changed. A failure is logged once and never stops
/// drawing.
final class ScreenDescriber {
    let path: String
    let log: @Sendable (String) -> Void
    private var written: String?
    private var failed = false

    init(path: String, log: @escaping @Sendable (String) -> Void) {
        self.path = path
        self.log = log
    }

    /// Writes `description` unless it is what was written last.
    func write(_ description: ScreenDescription) {
        guard description.text != written else { return }
        do throws(SystemCallError) {
            // Whole or not at all, never through a planted link; not synced: it describes the running screen only.
            try AtomicFile.write(Array(description.text.utf8), to: path, durable: false)
            written = description.text
        } catch {
            written = nil
            if !failed { log("screen description: cannot write \(path) (\(error)); drawing goes on") }
            failed = true
        }
    }
}
