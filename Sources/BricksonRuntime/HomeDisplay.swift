import BricksonCore
import Glibc
import HomeRenderer
import KMSDisplay
import SDLWindow

/// Where Home's image goes: the panel over KMS, the simulator's window, or PNG frames.
public protocol HomeDisplay: AnyObject {
    /// The screen Home is laid out on; nil while there is none (unplugged).
    var screen: Screen? { get }
    /// A descriptor to watch for the display's own events (page flips), if it has one.
    var descriptor: Int32? { get }
    /// Whether a shown image is on screen at once (no page flip to wait for).
    var showsAtOnce: Bool { get }
    /// Shows `image` where `damage` changed.
    func show(_ image: HomeImage, damage: [PixelRect], now: Instant)
    /// The descriptor is readable: handles its events. Returns whether a frame reached the screen.
    func handleEvents(_ image: HomeImage, now: Instant) -> Bool
    /// Since when a frame has waited to reach the screen, if one is waiting (for the watchdog).
    var frameWaitingSince: Instant? { get }
    /// Whether changed pixels wait for a retry (a flip refused with EBUSY).
    var wantsRetry: Bool { get }
}

/// The panel over DRM/KMS.
final class KMSHomeDisplay: HomeDisplay {
    let kms: KMSDisplay

    init(_ kms: KMSDisplay) { self.kms = kms }

    var screen: Screen? { kms.screen }
    var descriptor: Int32? { kms.descriptor }
    var showsAtOnce: Bool { false }
    var frameWaitingSince: Instant? { kms.flipWaitingSince }
    var wantsRetry: Bool { kms.wantsPresent }

    func show(_ image: HomeImage, damage: [PixelRect], now: Instant) {
        kms.present(image.view, damage: damage, now: now)
    }

    func handleEvents(_ image: HomeImage, now: Instant) -> Bool {
        let flipped = kms.handleEvents()
        // Damage that came while the flip was pending (or a refused flip) goes out now.
        if kms.wantsPresent { kms.present(image.view, damage: [], now: now) }
        return flipped
    }
}

/// The simulator's desktop window.
final class WindowHomeDisplay: HomeDisplay {
    let window: SDLWindow
    let screen: Screen?

    init(window: SDLWindow, screen: Screen) {
        self.window = window
        self.screen = screen
    }

    var descriptor: Int32? { nil }
    var showsAtOnce: Bool { true }
    var frameWaitingSince: Instant? { nil }
    var wantsRetry: Bool { false }

    func show(_ image: HomeImage, damage: [PixelRect], now: Instant) {
        guard !damage.isEmpty else { return }
        window.show(pixels: image.base, width: image.width, height: image.height, stride: image.stride)
    }

    func handleEvents(_ image: HomeImage, now: Instant) -> Bool { false }
}

/// The headless simulator's display: one PNG per visible change, and an index of when each was shown.
public final class FrameRecorder: HomeDisplay {
    /// The folder the frames go to.
    public let folder: String
    public let screen: Screen?
    private let start: Instant
    /// The frames written: file name and milliseconds from the start.
    public private(set) var frames: [(file: String, milliseconds: Int64)] = []
    private let log: (String) -> Void

    /// Frames of `screen` into `folder`, timed from `start`.
    public init(folder: String, screen: Screen, start: Instant, log: @escaping (String) -> Void) {
        self.folder = folder
        self.screen = screen
        self.start = start
        self.log = log
    }

    public var descriptor: Int32? { nil }
    public var showsAtOnce: Bool { true }
    public var frameWaitingSince: Instant? { nil }
    public var wantsRetry: Bool { false }

    /// Writes the whole image as the next frame. The corresponding C call is `cairo_surface_write_to_png`.
    public func show(_ image: HomeImage, damage: [PixelRect], now: Instant) {
        guard !damage.isEmpty else { return }
        var buffer = PixelBuffer(width: image.width, height: image.height)
        buffer.pixels.withUnsafeMutableBytes { bytes in
            bytes.baseAddress!.copyMemory(from: image.base, byteCount: image.width * image.height * 4)
        }
        let number = String(frames.count + 1)
        let name = "frame-" + String(repeating: "0", count: max(0, 4 - number.count)) + number + ".png"
        do {
            try buffer.writePNG(to: folder + "/" + name)
            frames.append((name, (now - start).nanosecondsRounded / 1_000_000))
        } catch {
            log("frames: \(error)")
        }
    }

    public func handleEvents(_ image: HomeImage, now: Instant) -> Bool { false }

    /// Writes `frames.csv`: each frame's file and when it was shown, in milliseconds from the start.
    public func writeIndex() {
        let text = "frame,milliseconds\n" + frames.map { "\($0.file),\($0.milliseconds)\n" }.joined()
        guard let file = fopen(folder + "/frames.csv", "w") else { return }
        defer { fclose(file) }
        _ = fputs(text, file)
    }
}
