/// The words of Home's fixed controls in the screen's language (L1), in one place.
public struct HomeLabels: Hashable, Sendable {
    public var yes, no, emergency, getAttention, again, speak, phrases, type, stop, settings, clear, putBack: String
    /// Settings' way back to Home, in Phrases' place (C1): the layout keeps room for its words.
    public var backToTalking: String
    /// Pause, and what it reads while dwell is paused (A3).
    public var pause, resume: String
    /// What comes before the last thing spoken, above the message (H10): "Said: %s".
    public var said: String
    /// "Said: %1$s — in %2$s: %3$s": the patient's words, the staff's language and the words they heard (L6).
    public var saidTranslated: String
    /// "Said: %1$s — as written, not in %2$s": spoken in the patient's language, with no words in the staff's (L6).
    public var saidAsWritten: String
    /// How long ago the last thing was said, after "Said:" in the nurse's view (H11): "just now", "%s min ago",
    /// "over an hour ago" ("min" needs no plural in the languages Brickson speaks).
    public var justNow, minutesAgo, overAnHourAgo: String
    /// The keyboard's word keys (T1).
    public var space, delete, enter: String
    /// The longest words the status line shows (H9): the layout keeps room for them on one line at the default
    /// size, so no warning can move anything.
    public var longestStatusLine: String
    /// The direction the screen's language is written in: Home is mirrored where it is right to left (L7).
    public var direction = WritingDirection.leftToRight

    /// The labels in `words`' language.
    public init(_ words: Catalog) {
        yes = words("Yes")
        no = words("No")
        emergency = words("Emergency")
        getAttention = words("Get Attention")
        again = words("Again")
        speak = words("Speak")
        phrases = words("Phrases")
        type = words("Type")
        stop = words("Stop")
        settings = words("Settings")
        clear = words("Clear")
        putBack = words("Put Back")
        backToTalking = words("Back to Talking")
        pause = words("Pause")
        resume = words("Resume")
        said = words("Said: %s")
        saidTranslated = words("Said: %1$s — in %2$s: %3$s")
        saidAsWritten = words("Said: %1$s — as written, not in %2$s")
        justNow = words("just now")
        minutesAgo = words("%s min ago")
        overAnHourAgo = words("over an hour ago")
        space = words("Space")
        delete = words("Delete")
        enter = words("Enter")
        longestStatusLine = StatusWarning.allCases.map { $0.text(words) }.max { $0.count < $1.count } ?? ""
        direction = words.language.writingDirection
    }

    /// The words a key shows (and auditory feedback speaks, A5): its letter, or a word key's words.
    public func key(_ key: Key) -> String {
        switch key {
        case .space: space
        case .backspace: delete
        case .enter: enter
        default: OnScreenKeyboard.label(key)
        }
    }

    /// The words `key` shows on `page` of `keyboard` (L3): a word key's words in the screen's language, the page
    /// key the page it leads to ("123", "ABC", "АБВ": the script's own, not translated), a letter itself.
    public func key(_ key: Key, on keyboard: KeyboardLayout, page: Int) -> String {
        switch key {
        case .space, .backspace, .enter: self.key(key)
        default: keyboard.label(key, page: page)
        }
    }

    /// Home's words in English.
    public static let english = HomeLabels(.english)
}

/// Sizes shared by the layout and its tests.
public enum LayoutMetrics {
    /// The space between controls, and between them and the screen's edge, in pixels.
    public static func gap(pixelsPerMillimetre: Double) -> Double { max(2, (1.0 * pixelsPerMillimetre).rounded()) }

    /// The space between keys of the on-screen keyboard, in pixels.
    public static func keyGap(pixelsPerMillimetre: Double) -> Double {
        max(2, (0.5 * pixelsPerMillimetre).rounded())
    }

    /// The height five rows of touch-sized keys need (predictions and four key rows), in pixels (T6).
    public static func keyboardHeight(keySide: Double, gap: Double) -> Double {
        Double(OnScreenKeyboard.rowCount) * keySide + Double(OnScreenKeyboard.rowCount - 1) * gap
    }

    /// The access methods' minimum sizes in millimetres, largest first (A4): eye tracking, switches and head
    /// pointing, touch.
    public static let tiers: [Double] = [22, 15, 9]
    /// The smallest keys (and predictions) Home gives up touch's 9 mm for, in millimetres, where the panel has no
    /// room for both touch-sized keys and Yes and No as the largest controls (A4, H10): the 7-inch landscape panels.
    public static let smallestKey = 6.5
    /// How much smaller the keys are tried at a time, in millimetres.
    public static let keyStep = 0.5
    /// The shares of their spare width Yes and No's neighbours give them, tried in turn where Yes and No are not
    /// the largest controls (H10, wide windows): Emergency and Phrases' columns (past 1, the message's too).
    public static let widenings = [0, 0.25, 0.5, 0.75, 1]
    /// The smallest size tried below touch, in millimetres, where even touch sizes do not fit.
    public static let smallestTried = 1.0

    /// A phrase's smallest side, as a multiple of the height of the top buttons other than Yes and No (phrases are
    /// at least as large, A4; Yes and No are larger still, H10).
    public static let phraseToTopButton = 1.0
    /// A phrase place's smallest width, as a multiple of its smallest height.
    public static let phraseAspect = 1.5
    /// A long everyday word the message keeps whole on a line at its size (H10): the size does not change as the
    /// message is typed, unless a longer word comes.
    public static let messageWord = "comfortable,"
    /// A phrase place is at least as wide as this line at the default size.
    public static let phraseLine = "Please call my"
}
