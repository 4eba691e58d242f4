/// The layout a USB keyboard types by (L3), chosen in Settings > Text and Display beside the screen's language:
/// the board's language's own, or one of the shipped xkb layouts by its own name. The core only keeps the choice;
/// the runtime compiles the keymap with libxkbcommon.
public struct USBKeyboardLayout: Equatable, Hashable, Sendable {
    /// The xkb layout name ("us", "de", "ara"), as xkb-data's evdev rules know it.
    public var xkbName: String
    /// The layout's name in its own language, as a carer would look for it: "Deutsch (QWERTZ)".
    public var name: String

    /// The layouts the image ships, one for each language with a keyboard of its own (L3), in the order of the
    /// screen's languages.
    public static let shipped: [USBKeyboardLayout] = [
        USBKeyboardLayout(xkbName: "us", name: "English (US, QWERTY)"),
        USBKeyboardLayout(xkbName: "es", name: "Español (QWERTY)"),
        USBKeyboardLayout(xkbName: "fr", name: "Français (AZERTY)"),
        USBKeyboardLayout(xkbName: "de", name: "Deutsch (QWERTZ)"),
        USBKeyboardLayout(xkbName: "pt", name: "Português (QWERTY)"),
        USBKeyboardLayout(xkbName: "pl", name: "Polski (programisty)"),
        USBKeyboardLayout(xkbName: "ara", name: "العربية"),
        USBKeyboardLayout(xkbName: "ru", name: "Русский (ЙЦУКЕН)"),
    ]

    /// The shipped layout named `xkbName`, or nil for a name that is not one of them (a damaged setting).
    public static func named(_ xkbName: String) -> USBKeyboardLayout? { shipped.first { $0.xkbName == xkbName } }
}

extension Settings {
    /// The layout a USB keyboard types by (L3): nil is the board's language's own (the default); a name that is not
    /// a shipped layout (damaged on disk) reads as nil, and every other setting is kept (D4).
    public var usbKeyboardLayout: USBKeyboardLayout? {
        get { usbKeyboardLayoutName.flatMap(USBKeyboardLayout.named) }
        set { usbKeyboardLayoutName = newValue?.xkbName }
    }
}

extension SettingStepper {
    /// Settings > Text and Display > USB keyboard (L3): "Same as the board", then each shipped layout by its own
    /// name.
    static let usbKeyboard = SettingStepper(
        name: msgid("USB keyboard"), minimum: 0, maximum: USBKeyboardLayout.shipped.count, step: 1,
        get: { settings in
            guard let chosen = settings.usbKeyboardLayout else { return 0 }
            return (USBKeyboardLayout.shipped.firstIndex(of: chosen) ?? -1) + 1
        },
        set: { settings, index in settings.usbKeyboardLayout = index == 0 ? nil : USBKeyboardLayout.shipped[index - 1]
        },
        format: { index, words in index == 0 ? words("Same as the board") : USBKeyboardLayout.shipped[index - 1].name })
}

extension HomeState {
    /// The xkb layout a USB keyboard types by now (L3): the one chosen in Settings, from the draft while Settings
    /// is open (so a change applies at once), else nil: the runtime uses the keyboard language's own.
    public var usbKeyboardLayout: USBKeyboardLayout? { (settingsScreen?.draft ?? settings).usbKeyboardLayout }
}
