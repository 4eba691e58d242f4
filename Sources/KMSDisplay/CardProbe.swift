import BricksonCore
import CDRM
import Glibc
import LinuxSystem

/// What one card reports: its connectors with their modes, the encoders' CRTC masks, and its CRTCs.
struct CardReport {
    var connectors: [ConnectorInfo]
    var crtcs: [UInt32]
    /// Per connector id: the CRTC its encoder drives now, and the CRTC masks of its possible encoders.
    var routes: [UInt32: (current: UInt32?, possible: [UInt32])]
    /// Per connector id: the raw mode list, in the same order as `ConnectorInfo.modes`.
    var modes: [UInt32: [drmModeModeInfo]]
}

enum CardProbe {
    /// The KMS cards present, as `/dev/dri/cardN` paths in number order (never assuming `card0`).
    static func cardPaths(directory: String = "/dev/dri") -> [String] {
        let names = (try? Directory.names(directory)) ?? []
        let numbers = names.compactMap { $0.hasPrefix("card") ? Int($0.dropFirst(4)) : nil }
        return numbers.sorted().map { "\(directory)/card\($0)" }
    }

    /// Opens `path` if it is a card with KMS resources and dumb buffers. The corresponding C calls are `open`,
    /// `drmGetCap(DRM_CAP_DUMB_BUFFER)` and `drmModeGetResources`.
    static func openCard(_ path: String) -> Int32? {
        guard let descriptor = try? FileDescriptor.openRaw(path, O_RDWR) else { return nil }
        var hasDumb: UInt64 = 0
        if drmGetCap(descriptor, UInt64(DRM_CAP_DUMB_BUFFER), &hasDumb) == 0, hasDumb != 0,
            let resources = drmModeGetResources(descriptor)
        {
            let usable = resources.pointee.count_crtcs > 0 && resources.pointee.count_connectors > 0
            drmModeFreeResources(resources)
            if usable { return descriptor }
        }
        close(descriptor)
        return nil
    }

    /// Everything the choice needs from an open card. The corresponding C calls are `drmModeGetResources`,
    /// `drmModeGetConnector` and `drmModeGetEncoder`.
    static func report(_ descriptor: Int32) -> CardReport? {
        guard let resources = drmModeGetResources(descriptor) else { return nil }
        defer { drmModeFreeResources(resources) }
        let res = resources.pointee
        let crtcs = (0..<Int(res.count_crtcs)).map { res.crtcs[$0] }
        var report = CardReport(connectors: [], crtcs: crtcs, routes: [:], modes: [:])
        for index in 0..<Int(res.count_connectors) {
            guard let connector = drmModeGetConnector(descriptor, res.connectors[index]) else { continue }
            defer { drmModeFreeConnector(connector) }
            let c = connector.pointee
            let typeName = drmModeGetConnectorTypeName(c.connector_type).map { String(cString: $0) } ?? "Unknown"
            let rawModes = (0..<Int(c.count_modes)).map { c.modes[$0] }
            let modes = rawModes.map {
                ModeInfo(
                    width: Int($0.hdisplay), height: Int($0.vdisplay), refresh: Int($0.vrefresh),
                    isPreferred: $0.type & brickson_drm_mode_type_preferred() != 0)
            }
            report.connectors.append(
                ConnectorInfo(
                    id: c.connector_id, name: "\(typeName)-\(c.connector_type_id)",
                    isConnected: c.connection == DRM_MODE_CONNECTED, modes: modes,
                    millimetres: Size(width: Double(c.mmWidth), height: Double(c.mmHeight))))
            report.modes[c.connector_id] = rawModes
            var current: UInt32?
            if c.encoder_id != 0, let encoder = drmModeGetEncoder(descriptor, c.encoder_id) {
                current = encoder.pointee.crtc_id
                drmModeFreeEncoder(encoder)
            }
            var possible: [UInt32] = []
            for encoderIndex in 0..<Int(c.count_encoders) {
                if let encoder = drmModeGetEncoder(descriptor, c.encoders[encoderIndex]) {
                    possible.append(encoder.pointee.possible_crtcs)
                    drmModeFreeEncoder(encoder)
                }
            }
            report.routes[c.connector_id] = (current, possible)
        }
        return report
    }

    /// Keeps the panel on (H4): sets the connector's `DPMS` property to on. The corresponding C calls are
    /// `drmModeObjectGetProperties` and `drmModeConnectorSetProperty`.
    static func keepOn(_ descriptor: Int32, connector: UInt32) {
        guard let properties = drmModeObjectGetProperties(descriptor, connector, DRM_MODE_OBJECT_CONNECTOR) else {
            return
        }
        defer { drmModeFreeObjectProperties(properties) }
        for index in 0..<Int(properties.pointee.count_props) {
            guard let property = drmModeGetProperty(descriptor, properties.pointee.props[index]) else { continue }
            let name = withUnsafeBytes(of: property.pointee.name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            let id = property.pointee.prop_id
            drmModeFreeProperty(property)
            if name == "DPMS" {
                _ = drmModeConnectorSetProperty(descriptor, connector, id, brickson_drm_dpms_on())
                return
            }
        }
    }
}
