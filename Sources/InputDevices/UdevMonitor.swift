import CInput
import Glibc

/// Device changes in one udev subsystem, as a descriptor for the loop: "drm" tells the display that a panel was
/// unplugged or plugged back (D1).
public final class UdevMonitor {
    private let udev: OpaquePointer
    private let monitor: OpaquePointer
    /// The descriptor to watch in the loop.
    public let descriptor: Int32

    /// Watches `subsystem`. The corresponding C calls are `udev_monitor_new_from_netlink`,
    /// `udev_monitor_filter_add_match_subsystem_devtype` and `udev_monitor_enable_receiving`.
    public init(subsystem: String) throws(InputError) {
        guard let udev = udev_new() else { throw .system("udev_new") }
        guard let monitor = udev_monitor_new_from_netlink(udev, "udev") else {
            udev_unref(udev)
            throw .system("udev_monitor_new_from_netlink")
        }
        guard udev_monitor_filter_add_match_subsystem_devtype(monitor, subsystem, nil) == 0,
            udev_monitor_enable_receiving(monitor) == 0
        else {
            udev_monitor_unref(monitor)
            udev_unref(udev)
            throw .system("udev_monitor_enable_receiving")
        }
        self.udev = udev
        self.monitor = monitor
        descriptor = udev_monitor_get_fd(monitor)
    }

    deinit {
        udev_monitor_unref(monitor)
        udev_unref(udev)
    }

    /// Reads the pending device events; returns the actions seen ("add", "remove", "change"). The
    /// corresponding C call is `udev_monitor_receive_device`.
    public func read() -> [String] {
        var actions: [String] = []
        while let device = udev_monitor_receive_device(monitor) {
            actions.append(udev_device_get_action(device).map { String(cString: $0) } ?? "change")
            udev_device_unref(device)
        }
        return actions
    }
}
