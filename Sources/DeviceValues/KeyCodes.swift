import BricksonCore

/// What a key press types, as the keyboard's layout says (L3).
public enum TypedText: Equatable, Sendable {
    /// No keymap could be made (no xkb-data): the built-in US table below decides.
    case usTable
    /// The keymap's text for this press: "" for a modifier, a dead key waiting or a key that types nothing.
    case text(String)
}

/// Linux input key codes (`linux/input-event-codes.h`) Brickson gives a meaning of its own (Space, Backspace, Enter,
/// the switches' F7 and F8, the simulator's Y, N, G and S), and what the keys type on a US layout: the last resort
/// when libxkbcommon has no keymap (TypedKeys says so in the log), and the simulator's scripts' layout.
public enum KeyCodes {
    public static let backspace: UInt32 = 14
    public static let enter: UInt32 = 28
    public static let keypadEnter: UInt32 = 96
    public static let leftShift: UInt32 = 42
    public static let rightShift: UInt32 = 54
    public static let space: UInt32 = 57
    public static let one: UInt32 = 2
    public static let two: UInt32 = 3
    public static let f7: UInt32 = 65
    public static let f8: UInt32 = 66
    public static let y: UInt32 = 21
    public static let n: UInt32 = 49
    public static let g: UInt32 = 34
    public static let s: UInt32 = 31

    private static let rows: [(first: UInt32, plain: String, shifted: String)] = [
        (2, "1234567890-=", "!@#$%^&*()_+"),
        (16, "qwertyuiop[]", "QWERTYUIOP{}"),
        (30, "asdfghjkl;'`", "ASDFGHJKL:\"~"),
        (43, "\\zxcvbnm,./", "|ZXCVBNM<>?"),
    ]

    /// The character a key types, if any.
    public static func character(_ code: UInt32, shifted: Bool) -> Character? {
        for row in rows where code >= row.first && code < row.first + UInt32(row.plain.count) {
            let text = shifted ? row.shifted : row.plain
            return text[text.index(text.startIndex, offsetBy: Int(code - row.first))]
        }
        return nil
    }

    /// The key a code types while Type is open.
    public static func typingKey(_ code: UInt32, shifted: Bool) -> Key? {
        switch code {
        case space: .space
        case backspace: .backspace
        case enter, keypadEnter: .enter
        default: character(code, shifted: shifted).map { .character($0) }
        }
    }
}

/// Which keys stand for physical buttons and switches.
public struct KeyButtonMap: Equatable, Sendable {
    /// Keys that are switches: USB switch interfaces send these.
    public var switches: [UInt32: PhysicalButton]
    /// Keys that are the big buttons (the simulator's Y, N, G and S).
    public var buttons: [UInt32: PhysicalButton]

    public init(switches: [UInt32: PhysicalButton], buttons: [UInt32: PhysicalButton]) {
        self.switches = switches
        self.buttons = buttons
    }

    /// The device: space and F8 select, enter and F7 move (what common USB switch interfaces send), until
    /// Buttons and Switches chooses other keys (`switches(for:)`). Letters always type: a caregiver's keyboard
    /// never presses Yes by accident.
    public static let device = KeyButtonMap(switches: switches(for: .spaceSelectsEnterMoves), buttons: [:])

    /// The keys that are Select and Move for a choice in Buttons and Switches (A2). The number keys are switches
    /// only when chosen; they type in a message while Type is open, unless the access method is switches, as Space
    /// and Enter do.
    public static func switches(for choice: SwitchKeys) -> [UInt32: PhysicalButton] {
        let spaceAndF8: [UInt32] = [KeyCodes.space, KeyCodes.f8]
        let enterAndF7: [UInt32] = [KeyCodes.enter, KeyCodes.f7]
        let (select, move): ([UInt32], [UInt32]) =
            switch choice {
            case .spaceSelectsEnterMoves: (spaceAndF8, enterAndF7)
            case .enterSelectsSpaceMoves: (enterAndF7, spaceAndF8)
            case .oneSelectsTwoMoves: ([KeyCodes.one], [KeyCodes.two])
            case .twoSelectsOneMoves: ([KeyCodes.two], [KeyCodes.one])
            }
        var map: [UInt32: PhysicalButton] = [:]
        for code in select { map[code] = .switchSelect }
        for code in move { map[code] = .switchMove }
        return map
    }

    /// The simulator: as the device, and Y, N, G and S are the big buttons and Stop.
    public static let simulator = KeyButtonMap(
        switches: device.switches,
        buttons: [KeyCodes.y: .yes, KeyCodes.n: .no, KeyCodes.g: .getAttention, KeyCodes.s: .stop])
}

extension KeyCodes {
    /// The key code and shift that type `character` on a US layout (for scripts), if any.
    public static func code(typing character: Character) -> (code: UInt32, shifted: Bool)? {
        if character == " " { return (space, false) }
        for code in UInt32(2)...UInt32(53) {
            if self.character(code, shifted: false) == character { return (code, false) }
            if self.character(code, shifted: true) == character { return (code, true) }
        }
        return nil
    }
}
