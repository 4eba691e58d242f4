import BoardProfile
import BricksonCore

/// A display mode as the connector lists it: the plain facts the choice needs.
public struct ModeInfo: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// Vertical refresh in hertz.
    public var refresh: Int
    /// The panel's own preferred mode (`DRM_MODE_TYPE_PREFERRED`).
    public var isPreferred: Bool

    public init(width: Int, height: Int, refresh: Int, isPreferred: Bool) {
        self.width = width
        self.height = height
        self.refresh = refresh
        self.isPreferred = isPreferred
    }
}

/// A connector as the card reports it.
public struct ConnectorInfo: Equatable, Sendable {
    public var id: UInt32
    /// The kernel's name for it: type and index, such as `HDMI-A-1`, `DSI-1`, `Virtual-1`.
    public var name: String
    public var isConnected: Bool
    public var modes: [ModeInfo]
    /// The panel's physical size in millimetres, where it reports one (0 otherwise).
    public var millimetres: Size

    public init(id: UInt32, name: String, isConnected: Bool, modes: [ModeInfo], millimetres: Size) {
        self.id = id
        self.name = name
        self.isConnected = isConnected
        self.modes = modes
        self.millimetres = millimetres
    }
}

/// How the display is chosen (D1): pure functions over what the card reports, so the rules are tested without a
/// card.
public enum DisplayChoice {
    /// The connector to drive: the board's preferred one if it is connected and has modes, else the first
    /// connected one with modes; nil when nothing is connected.
    public static func connector(_ connectors: [ConnectorInfo], preferring name: String?) -> ConnectorInfo? {
        let usable = connectors.filter { $0.isConnected && !$0.modes.isEmpty }
        if let name, let preferred = usable.first(where: { $0.name == name }) { return preferred }
        return usable.first
    }

    /// The index of the mode to set: the panel's preferred mode, else the largest, then the fastest.
    public static func mode(_ modes: [ModeInfo]) -> Int? {
        if let preferred = modes.firstIndex(where: \.isPreferred) { return preferred }
        return modes.indices.max { a, b in
            let (ma, mb) = (modes[a], modes[b])
            if ma.width * ma.height != mb.width * mb.height { return ma.width * ma.height < mb.width * mb.height }
            if ma.refresh != mb.refresh { return ma.refresh < mb.refresh }
            return a > b
        }
    }

    /// The CRTC to drive the connector with: the one its encoder already uses, else the first CRTC any of its
    /// encoders can drive. `possibleCRTCs` are the encoders' bit masks over `crtcs` (the card's CRTC ids).
    public static func crtc(currentCRTC: UInt32?, possibleCRTCs: [UInt32], crtcs: [UInt32]) -> UInt32? {
        if let currentCRTC, currentCRTC != 0, crtcs.contains(currentCRTC) { return currentCRTC }
        for mask in possibleCRTCs {
            for (index, crtc) in crtcs.enumerated() where index < 32 && mask & (1 << UInt32(index)) != 0 {
                return crtc
            }
        }
        return nil
    }

    /// The screen Home is laid out on: the mode's pixels and the panel's millimetres, turned by the board's
    /// rotation. The size comes from the connector when it reports one, else from the board profile, else a
    /// desktop monitor's 96 dots per inch is assumed.
    public static func screen(
        mode: ModeInfo, connectorMillimetres: Size, boardMillimetres: Size?, rotation: DisplayRotation
    ) -> Screen {
        let pixels = Size(width: Double(mode.width), height: Double(mode.height))
        let millimetres: Size
        if let boardMillimetres {
            // The board profile names the panel on purpose: it wins over a connector's guess (HDMI sinks often
            // report a TV's size, or a size in centimetres).
            millimetres = boardMillimetres
        } else if connectorMillimetres.width > 0 && connectorMillimetres.height > 0 {
            millimetres = connectorMillimetres
        } else {
            millimetres = Size(width: pixels.width / (96 / 25.4), height: pixels.height / (96 / 25.4))
        }
        return Screen(pixels: rotation.logicalSize(native: pixels), millimetres: rotation.logicalSize(native: millimetres))
    }
}
