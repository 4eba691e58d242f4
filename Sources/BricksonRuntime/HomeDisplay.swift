import BricksonCore
import DeviceValues
import KMSDisplay

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
