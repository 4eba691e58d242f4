import BricksonCore
import BricksonRuntime
import DeviceValues
import SDLWindow

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
