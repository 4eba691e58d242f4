import BricksonCore
import CInput
import DeviceValues
import Glibc
import LinuxSystem

/// Every input device on seat0 through libinput's udev backend: touch panels, mice and head pointers, eye
/// trackers, keyboards and USB switch interfaces. Devices plugged in later appear by themselves.
public final class LibinputDevices {
    private let udev: OpaquePointer
    private let context: OpaquePointer
    private let interface: UnsafeMutablePointer<libinput_interface>
    /// The descriptor to watch in the loop.
    public let descriptor: Int32
    /// The panel's own size in pixels, which touch and absolute pointer coordinates are scaled to.
    public var panelSize: Size

    /// Opens libinput on seat0. The corresponding C calls are `udev_new`, `libinput_udev_create_context` (devices
    /// opened with `FileDescriptor.openRaw`) and `libinput_udev_assign_seat`.
    public init(panelSize: Size) throws(InputError) {
        guard let udev = udev_new() else { throw .system("udev_new") }
        let interface = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
        interface.initialize(
            to: libinput_interface(
                open_restricted: { path, flags, _ in
                    guard let path else { return -EINVAL }
                    do throws(SystemCallError) { return try FileDescriptor.openRaw(path, flags) } catch {
                        return -error.code
                    }
                },
                close_restricted: { descriptor, _ in close(descriptor) }))
        guard let context = libinput_udev_create_context(interface, nil, udev) else {
            interface.deallocate()
            udev_unref(udev)
            throw .system("libinput_udev_create_context")
        }
        guard libinput_udev_assign_seat(context, "seat0") == 0 else {
            libinput_unref(context)
            interface.deallocate()
            udev_unref(udev)
            throw .system("libinput_udev_assign_seat")
        }
        self.udev = udev
        self.context = context
        self.interface = interface
        self.panelSize = panelSize
        descriptor = libinput_get_fd(context)
    }

    deinit {
        libinput_unref(context)
        interface.deallocate()
        udev_unref(udev)
    }

    /// Reads what the devices did since the last call. The corresponding C calls are `libinput_dispatch` and
    /// `libinput_get_event`.
    public func read() -> [RawInput] {
        _ = libinput_dispatch(context)
        var inputs: [RawInput] = []
        while let event = libinput_get_event(context) {
            defer { libinput_event_destroy(event) }
            if let input = convert(event) { inputs.append(input) }
        }
        return inputs
    }

    /// The raw input of one libinput event, if Brickson uses it.
    private func convert(_ event: OpaquePointer) -> RawInput? {
        let width = UInt32(max(panelSize.width, 1))
        let height = UInt32(max(panelSize.height, 1))
        switch libinput_event_get_type(event) {
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION:
            guard let touch = libinput_event_get_touch_event(event) else { return nil }
            let point = Point(
                x: libinput_event_touch_get_x_transformed(touch, width),
                y: libinput_event_touch_get_y_transformed(touch, height))
            let slot = libinput_event_touch_get_seat_slot(touch)
            let at = Self.instant(libinput_event_touch_get_time_usec(touch))
            return libinput_event_get_type(event) == LIBINPUT_EVENT_TOUCH_DOWN
                ? .touchDown(slot: slot, panelPoint: point, at: at)
                : .touchMotion(slot: slot, panelPoint: point, at: at)
        case LIBINPUT_EVENT_TOUCH_UP:
            guard let touch = libinput_event_get_touch_event(event) else { return nil }
            return .touchUp(
                slot: libinput_event_touch_get_seat_slot(touch),
                at: Self.instant(libinput_event_touch_get_time_usec(touch)))
        case LIBINPUT_EVENT_TOUCH_CANCEL:
            guard let touch = libinput_event_get_touch_event(event) else { return nil }
            return .touchCancel(at: Self.instant(libinput_event_touch_get_time_usec(touch)))
        case LIBINPUT_EVENT_POINTER_MOTION:
            guard let pointer = libinput_event_get_pointer_event(event) else { return nil }
            return .pointerMotion(
                dx: libinput_event_pointer_get_dx(pointer), dy: libinput_event_pointer_get_dy(pointer),
                at: Self.instant(libinput_event_pointer_get_time_usec(pointer)))
        case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE:
            guard let pointer = libinput_event_get_pointer_event(event) else { return nil }
            return .pointerAbsolute(
                panelPoint: Point(
                    x: libinput_event_pointer_get_absolute_x_transformed(pointer, width),
                    y: libinput_event_pointer_get_absolute_y_transformed(pointer, height)),
                at: Self.instant(libinput_event_pointer_get_time_usec(pointer)))
        case LIBINPUT_EVENT_POINTER_BUTTON:
            guard let pointer = libinput_event_get_pointer_event(event) else { return nil }
            // Any button: a head pointer's puff switch or a mouse's left button both mean "press here".
            return .pointerButton(
                pressed: libinput_event_pointer_get_button_state(pointer) == LIBINPUT_BUTTON_STATE_PRESSED,
                at: Self.instant(libinput_event_pointer_get_time_usec(pointer)))
        case LIBINPUT_EVENT_KEYBOARD_KEY:
            guard let keyboard = libinput_event_get_keyboard_event(event) else { return nil }
            return .key(
                code: libinput_event_keyboard_get_key(keyboard),
                pressed: libinput_event_keyboard_get_key_state(keyboard) == LIBINPUT_KEY_STATE_PRESSED,
                at: Self.instant(libinput_event_keyboard_get_time_usec(keyboard)))
        default:
            return nil
        }
    }

    /// libinput stamps events on the monotonic clock, in microseconds.
    private static func instant(_ microseconds: UInt64) -> Instant {
        Instant(nanoseconds: Int64(microseconds) * 1_000)
    }
}

/// Why input could not be opened.
public enum InputError: Error, Equatable, Sendable, CustomStringConvertible {
    case system(String)
    public var description: String {
        switch self {
        case .system(let call): "\(call) failed"
        }
    }
}
