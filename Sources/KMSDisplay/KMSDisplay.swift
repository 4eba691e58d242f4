import BoardProfile
import BricksonCore
import CDRM
import DeviceValues
import Glibc

/// The panel over DRM/KMS (D1): one card found by probing, one connector and its preferred mode, two dumb buffers
/// flipped on vblank, Home's image copied in turned by the board's rotation. The previous CRTC is restored when
/// this is released, and the panel is never blanked (H4).
public final class KMSDisplay {
    /// What a re-probe after a hotplug event found.
    public enum Change: Equatable, Sendable {
        case unchanged
        /// The panel went: nothing is shown until it returns.
        case gone
        /// A panel is there (again, or with a new mode): lay out and draw everything for this screen.
        case screen(Screen)
    }

    /// The card's device path, such as `/dev/dri/card1`.
    public let devicePath: String
    /// The card's descriptor, to watch in the loop for page-flip events.
    public let descriptor: Int32
    /// The screen Home is laid out on, or nil while no panel is connected.
    public private(set) var screen: Screen?
    /// The connector driven, such as `HDMI-A-1`.
    public private(set) var connectorName: String?

    private let rotation: DisplayRotation
    private let boardMillimetres: Size?
    private let preferredConnector: String?
    private let log: (String) -> Void
    private var connectorID: UInt32 = 0
    private var crtcID: UInt32 = 0
    private var mode = drmModeModeInfo()
    private var savedCRTC: UnsafeMutablePointer<drmModeCrtc>?
    private var buffers: [DumbBuffer] = []
    private var schedule = FlipSchedule(width: 0, height: 0)
    private var flipAskedAt: Instant?
    /// The last error of a refused flip other than EBUSY, until a flip succeeds or the mode is set again.
    private var flipError: Int32?

    /// Finds a card with a connected panel and sets it up. Throws when there is none: the runtime then goes on
    /// without a display and tries again when udev reports a DRM change.
    public static func open(
        rotation: DisplayRotation, boardMillimetres: Size?, preferredConnector: String?,
        log: @escaping (String) -> Void
    ) throws(DisplayError) -> KMSDisplay {
        var lastError = DisplayError.noCard
        for path in CardProbe.cardPaths() {
            guard let descriptor = CardProbe.openCard(path) else { continue }
            let display = KMSDisplay(
                path: path, descriptor: descriptor, rotation: rotation, boardMillimetres: boardMillimetres,
                preferredConnector: preferredConnector, log: log)
            do throws(DisplayError) {
                guard try display.setUpConnector() else { throw DisplayError.nothingConnected(card: path) }
                return display
            } catch {
                lastError = error
            }
        }
        throw lastError
    }

    private init(
        path: String, descriptor: Int32, rotation: DisplayRotation, boardMillimetres: Size?,
        preferredConnector: String?, log: @escaping (String) -> Void
    ) {
        devicePath = path
        self.descriptor = descriptor
        self.rotation = rotation
        self.boardMillimetres = boardMillimetres
        self.preferredConnector = preferredConnector
        self.log = log
    }

    deinit {
        buffers.removeAll()
        restoreSavedCRTC()
        close(descriptor)
    }

    /// Whether a flip was asked for and its vblank has not come yet.
    public var isFlipPending: Bool { schedule.flipPending }
    /// Whether changed pixels wait to be flipped (after a refused flip, or while one was pending).
    public var wantsPresent: Bool {
        schedule.needsPresent && !schedule.flipPending && screen != nil && flipError == nil
    }
    /// Since when the outstanding flip has waited, for the watchdog's health check.
    /// A flip whose panel went away is not waiting for anything: it is forgotten, not held against the watchdog.
    public var flipWaitingSince: Instant? { schedule.flipPending && screen != nil ? flipAskedAt : nil }

    /// Shows `image` (Home's pixels, unrotated) where it changed in `damage`: copies into the back buffer and
    /// asks for a flip on the next vblank. While a flip is pending, the damage waits for its completion. The
    /// corresponding C call is `drmModePageFlip`.
    public func present(_ image: PixelImage, damage: [PixelRect], now: Instant) {
        schedule.damage(damage)
        guard screen != nil, !buffers.isEmpty, let flip = schedule.beginFlip() else { return }
        let target = buffers[flip.buffer]
        for rect in flip.copy { target.image.copy(rect, of: image, rotation: rotation) }
        let context = Unmanaged.passUnretained(self).toOpaque()
        let result = drmModePageFlip(descriptor, crtcID, target.framebuffer, brickson_drm_page_flip_event(), context)
        if result == 0 {
            schedule.flipRequested(accepted: true)
            flipAskedAt = now
            flipError = nil
        } else {
            // EBUSY: a flip (or the modeset) is still in flight. The buffer is complete; flip on the next event.
            // Any other error is logged once and not retried on its own: the next change or hotplug tries again.
            let code = errno
            schedule.flipRequested(accepted: false)
            if code != EBUSY {
                if flipError != code { log("display: drmModePageFlip: \(String(cString: strerror(code)))") }
                flipError = code
            }
        }
    }

    /// Reads the card's events (page-flip completions). Returns whether a flip completed. The corresponding C
    /// call is `drmHandleEvent`.
    @discardableResult
    public func handleEvents() -> Bool {
        let before = schedule.front
        var context = drmEventContext()
        context.version = Int32(brickson_drm_event_context_version())
        context.page_flip_handler = { _, _, _, _, userData in
            guard let userData else { return }
            Unmanaged<KMSDisplay>.fromOpaque(userData).takeUnretainedValue().schedule.flipCompleted()
        }
        _ = drmHandleEvent(descriptor, &context)
        return schedule.front != before
    }

    /// Looks at the connectors again after udev reported a change on the card (a panel unplugged or plugged
    /// back): sets the mode again when a panel returns.
    public func reprobe() -> Change {
        guard let report = CardProbe.report(descriptor) else { return .unchanged }
        let current = report.connectors.first { $0.id == connectorID }
        if screen != nil, current?.isConnected == true { return .unchanged }
        if screen != nil {
            log("display: \(connectorName ?? "connector") disconnected")
            screen = nil
            // The outstanding flip's event may never come: start afresh when a panel returns.
            schedule.reset(width: Int(mode.hdisplay), height: Int(mode.vdisplay))
            return .gone
        }
        do throws(DisplayError) {
            guard try setUpConnector() else { return .unchanged }
        } catch {
            log("display: \(error)")
            return .unchanged
        }
        return screen.map { .screen($0) } ?? .unchanged
    }

    /// Chooses connector, mode and CRTC, makes the buffers and sets the mode. Returns false when nothing is
    /// connected. The corresponding C calls are `drmModeGetCrtc` (saved for exit) and `drmModeSetCrtc`.
    private func setUpConnector() throws(DisplayError) -> Bool {
        guard let report = CardProbe.report(descriptor),
            let connector = DisplayChoice.connector(report.connectors, preferring: preferredConnector),
            let modeIndex = DisplayChoice.mode(connector.modes), let rawModes = report.modes[connector.id],
            let route = report.routes[connector.id],
            let crtc = DisplayChoice.crtc(
                currentCRTC: route.current, possibleCRTCs: route.possible, crtcs: report.crtcs)
        else { return false }
        if let preferredConnector, connector.name != preferredConnector {
            log("display: \(preferredConnector) is not connected; using \(connector.name)")
        }
        let chosen = connector.modes[modeIndex]
        if savedCRTC == nil { savedCRTC = drmModeGetCrtc(descriptor, crtc) }
        if buffers.first.map({ $0.image.width != chosen.width || $0.image.height != chosen.height }) ?? true {
            buffers.removeAll()
            buffers = [
                try DumbBuffer(cardDescriptor: descriptor, width: chosen.width, height: chosen.height),
                try DumbBuffer(cardDescriptor: descriptor, width: chosen.width, height: chosen.height),
            ]
        }
        var connectorIDs = [connector.id]
        mode = rawModes[modeIndex]
        let result = drmModeSetCrtc(descriptor, crtc, buffers[0].framebuffer, 0, 0, &connectorIDs, 1, &mode)
        guard result == 0 else { throw DisplayError.system(call: "drmModeSetCrtc", code: errno) }
        CardProbe.keepOn(descriptor, connector: connector.id)
        connectorID = connector.id
        crtcID = crtc
        connectorName = connector.name
        schedule.reset(width: chosen.width, height: chosen.height)
        flipError = nil
        let screen = DisplayChoice.screen(
            mode: chosen, connectorMillimetres: connector.millimetres, boardMillimetres: boardMillimetres,
            rotation: rotation)
        self.screen = screen
        log(
            "display: \(devicePath) \(connector.name) \(chosen.width)×\(chosen.height)@\(chosen.refresh) "
                + "\(Int(screen.millimetres.width))×\(Int(screen.millimetres.height)) mm, rotation \(rotation.rawValue)"
        )
        return true
    }

    /// Puts back what was on the CRTC before Brickson (the console), as the drm-howto does on exit. The
    /// corresponding C call is `drmModeSetCrtc` with the saved CRTC.
    private func restoreSavedCRTC() {
        guard let saved = savedCRTC else { return }
        var crtc = saved.pointee
        var connectorIDs = [connectorID]
        _ = drmModeSetCrtc(descriptor, crtc.crtc_id, crtc.buffer_id, crtc.x, crtc.y, &connectorIDs, 1, &crtc.mode)
        drmModeFreeCrtc(saved)
        savedCRTC = nil
    }
}
