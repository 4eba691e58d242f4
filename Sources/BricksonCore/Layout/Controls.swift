/// Every control that can be on Home. The layout gives each one a frame; the same id keeps the same frame in
/// every state of Home (H3).
public enum ControlID: Hashable, Sendable, CustomStringConvertible {
    case yes, no, emergency, getAttention
    /// Again, which shows Speak while typing (T2): one place, two names.
    case again
    /// The message (not a button, but a place in the scanning order).
    case message
    case phrases, type
    /// Stop, only while the Get Attention tone sounds (G2).
    case stop
    /// A category by its index on the board.
    case category(Int)
    case settings
    /// Pause (A3): for a pointer with dwell, in a category place of its own after Settings; while on, dwell chooses
    /// nothing else, and it reads Resume.
    case pause
    /// Clear and Put Back take two categories' places while typing (T4).
    case clear, putBack
    /// A phrase by its index in the list that shows (the category's phrases, or the emergency phrases).
    case phrase(Int)
    /// A key of the on-screen keyboard (T1).
    case key(Key)
    /// A predicted word above the keyboard (T9), by its slot.
    case prediction(Int)

    // MARK: Settings (C1)

    /// Back to Talking: closes Settings, over Phrases' place.
    case backToTalking
    /// Back one page in Settings.
    case settingsBack
    /// The title of the Settings page that shows (not a button).
    case settingsTitle
    /// A row of the Settings page that shows, by its index on the page.
    case settingsRow(Int)
    /// A stepper row's − and +, by the row's index.
    case stepDown(Int), stepUp(Int)
    /// The next rows of a page with more rows than fit.
    case moreRows

    public var description: String {
        switch self {
        case .yes: "yes"
        case .no: "no"
        case .emergency: "emergency"
        case .getAttention: "getAttention"
        case .again: "again"
        case .message: "message"
        case .phrases: "phrases"
        case .type: "type"
        case .stop: "stop"
        case .category(let index): "category(\(index))"
        case .settings: "settings"
        case .pause: "pause"
        case .clear: "clear"
        case .putBack: "putBack"
        case .phrase(let index): "phrase(\(index))"
        case .key(let key): "key(\(key))"
        case .prediction(let index): "prediction(\(index))"
        case .backToTalking: "backToTalking"
        case .settingsBack: "settingsBack"
        case .settingsTitle: "settingsTitle"
        case .settingsRow(let index): "settingsRow(\(index))"
        case .stepDown(let index): "stepDown(\(index))"
        case .stepUp(let index): "stepUp(\(index))"
        case .moreRows: "moreRows"
        }
    }
}

/// A key of the on-screen keyboard, or of a USB keyboard while Type is open.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A letter, digit or punctuation mark, as typed.
    case character(Character)
    case space
    case backspace
    /// Enter says the whole message (T2).
    case enter
    /// Shift: the next letter is a capital (L3). Only on the on-screen keyboard.
    case shift
    /// The page key: the keyboard's next page (digits and marks, more letters) (L3). Only on the on-screen keyboard.
    case nextPage

    public var description: String {
        switch self {
        case .character(let character): String(character)
        case .space: "space"
        case .backspace: "backspace"
        case .enter: "enter"
        case .shift: "shift"
        case .nextPage: "nextPage"
        }
    }
}

/// A physical input line: the big buttons on GPIO (A6), an optional physical Stop (G2), and switches (A2).
public enum PhysicalButton: String, Hashable, Sendable, CaseIterable, Codable {
    case yes, no, getAttention, stop
    case switchSelect, switchMove
}

/// How the person reaches the screen (Family Setup's question). Until anything is chosen, eye tracking's sizes.
public enum AccessMethod: String, Hashable, Sendable, CaseIterable, Codable {
    case touch, switches, headPointing, eyeTracking

    /// The smallest a control may be on the real panel, in millimetres (A4).
    public var minimumMillimetres: Double {
        switch self {
        case .touch: 9
        case .switches, .headPointing: 15
        case .eyeTracking: 22
        }
    }

    /// Whether the person chooses by resting a pointer (A3): a head pointer or an eye tracker. Home then has a
    /// Pause of its own.
    public var choosesByDwell: Bool { self == .headPointing || self == .eyeTracking }
}
