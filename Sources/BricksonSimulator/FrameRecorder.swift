import BricksonCore
import BricksonRuntime
import DeviceValues
import Glibc
import HomeRenderer

/// The headless simulator's display: one PNG per visible change, and an index of when each was shown.
public final class FrameRecorder: HomeDisplay {
    /// The folder the frames go to.
    public let folder: String
    private let panel: Screen
    /// Whether the simulated panel is plugged in (the script can unplug it).
    public var isConnected = true
    public var screen: Screen? { isConnected ? panel : nil }
    private let start: Instant
    /// The frames written: file name and milliseconds from the start.
    public private(set) var frames: [(file: String, milliseconds: Int64)] = []
    private let log: (String) -> Void

    /// Frames of `screen` into `folder`, timed from `start`.
    public init(folder: String, screen: Screen, start: Instant, log: @escaping (String) -> Void) {
        self.folder = folder
        self.panel = screen
        self.start = start
        self.log = log
    }

    public var descriptor: Int32? { nil }
    public var showsAtOnce: Bool { true }
    public var frameWaitingSince: Instant? { nil }
    public var wantsRetry: Bool { false }

    /// Writes the whole image as the next frame. The corresponding C call is `cairo_surface_write_to_png`.
    public func show(_ image: HomeImage, damage: [PixelRect], now: Instant) {
        guard isConnected, !damage.isEmpty else { return }
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
