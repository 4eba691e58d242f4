/// One setting's allowed values: the one table Settings' own steppers, a restore from a backup and the settings
/// read back at start all use (C1, C5, D4). A value outside it is refused when it comes from a stick, and put back
/// to the default when it comes from the device's own disk (damage, or a version that allowed more).
public struct SettingRange: Sendable {
    /// The setting's name in code and in the event log ("holdTime").
    public let key: String
    /// The setting's words in Settings ("Hold a touch for"): the stepper's name.
    public let name: String
    /// The least value, in the stepper's units (milliseconds, percent, millimetres, a count).
    public let minimum: Int
    /// The greatest value, in the same units.
    public let maximum: Int
    /// Whether the value in `settings` is inside. A time is compared as a time and a level as a number (never
    /// rounded to units first): even `components` traps past 2⁶³ seconds, and a NaN is in no range.
    let holds: @Sendable (Settings) -> Bool
    /// Puts the default back.
    let reset: @Sendable (inout Settings) -> Void
    /// A value in units, in words ("3 s", "100%").
    let words: @Sendable (Int) -> String

    /// What the setting may be, in words ("0 ms to 3 s"), for a refusal that names the setting too.
    public var allowed: String { "\(words(minimum)) to \(words(maximum))" }

    /// A time in milliseconds.
    static func time(
        _ key: String, _ name: String, _ path: WritableKeyPath<ButtonSettings, Duration> & Sendable, _ minimum: Int,
        _ maximum: Int
    ) -> SettingRange {
        SettingRange(
            key: key, name: name, minimum: minimum, maximum: maximum,
            holds: { settings in
                let allowed = Duration.milliseconds(minimum)...Duration.milliseconds(maximum)
                return allowed.contains(settings.buttons[keyPath: path])
            },
            reset: { $0.buttons[keyPath: path] = ButtonSettings()[keyPath: path] },
            words: { SettingStepper.seconds($0) })
    }

    /// A whole number.
    static func whole(
        _ key: String, _ name: String, _ path: WritableKeyPath<Settings, Int> & Sendable, _ minimum: Int,
        _ maximum: Int, unit: String = ""
    ) -> SettingRange {
        SettingRange(
            key: key, name: name, minimum: minimum, maximum: maximum,
            holds: { (minimum...maximum).contains($0[keyPath: path]) },
            reset: { $0[keyPath: path] = Settings()[keyPath: path] }, words: { "\($0)\(unit)" })
    }

    /// A number kept as a `Double`, in units of `1 / scale` (a level 0–1 as percent: scale 100).
    static func number(
        _ key: String, _ name: String, _ path: WritableKeyPath<Settings, Double> & Sendable, _ minimum: Int,
        _ maximum: Int, scale: Double = 1, unit: String
    ) -> SettingRange {
        SettingRange(
            key: key, name: name, minimum: minimum, maximum: maximum,
            holds: { (Double(minimum) / scale...Double(maximum) / scale).contains($0[keyPath: path]) },
            reset: { $0[keyPath: path] = Settings()[keyPath: path] }, words: { "\($0)\(unit)" })
    }
}

/// The table: every setting a stepper changes, with the stepper's own limits (C5: "one table of ranges").
public enum SettingRanges {
    // Buttons and Switches (A1, A2, A3, A6).
    public static let holdTime = SettingRange.time("holdTime", msgid("Hold a touch for"), \.holdTime, 0, 3000)
    public static let ignoreRepeatTime = SettingRange.time(
        "ignoreRepeatTime", msgid("Ignore a second press for"), \.ignoreRepeatTime, 0, 3000)
    public static let debounceTime = SettingRange.time(
        "debounceTime", msgid("Ignore bounces for"), \.debounceTime, 5, 100)
    /// A2: 0.25–10 s.
    public static let scanTime = SettingRange.time("scanTime", msgid("Scan time"), \.scanTime, 250, 10_000)
    public static let scanFirstItemExtra = SettingRange.time(
        "scanFirstItemExtra", msgid("Extra time on first item"), \.scanFirstItemExtra, 0, 5000)
    public static let longHoldBack = SettingRange.time(
        "longHoldBack", msgid("Long hold goes back"), \.longHoldBack, 500, 5000)
    public static let dwellTime = SettingRange.time("dwellTime", msgid("Rest to choose for"), \.dwellTime, 300, 5000)
    public static let chordWindow = SettingRange.time(
        "chordWindow", msgid("Yes and No at once within"), \.chordWindow, 0, 500)
    public static let stuckAfter = SettingRange.time(
        "stuckAfter", msgid("Held down is stuck after"), \.stuckAfter, 5000, 120_000)
    /// C1: Settings goes back to Home after 30 s to 10 minutes without a choice; never off.
    public static let settingsReturnTime = SettingRange.time(
        "settingsReturnTime", msgid("Settings goes back to Home after"), \.settingsReturnTime, 30_000, 600_000)
    public static let scanLoops = SettingRange.whole(
        "scanLoops", msgid("Scan passes before resting"), \.buttons.scanLoops, 1, 10)
    public static let switchCount = SettingRange.whole("switchCount", msgid("Switches"), \.buttons.switchCount, 1, 2)
    public static let dwellTolerance = SettingRange.number(
        "dwellToleranceMillimetres", msgid("A resting pointer may move"), \.buttons.dwellToleranceMillimetres, 2, 20,
        unit: " mm")
    /// A3: Snap to Item, 0 (off) to 20 mm.
    public static let snapToItem = SettingRange.number(
        "snapToItemMillimetres", msgid("Snap to Item within"), \.buttons.snapToItemMillimetres, 0, 20, unit: " mm")

    // Voice Settings (S2, G7, A5).
    public static let rate = SettingRange.whole("rate", msgid("Rate"), \.voice.rate, 80, 450)
    public static let pitch = SettingRange.whole("pitch", msgid("Pitch"), \.voice.pitch, 0, 100)
    /// Speech never goes silent from Settings: 10% at the least.
    public static let volume = SettingRange.number(
        "volume", msgid("Speech volume"), \.voice.volume, 10, 100, scale: 100, unit: "%")
    /// The tone must stay loud and unmistakable (G7): half of full scale at the least.
    public static let alertVolume = SettingRange.number(
        "alertVolume", msgid("Alert volume"), \.voice.alertVolume, 50, 100, scale: 100, unit: "%")

    // Text and Display (T8).
    /// The message limit, in characters.
    public static let messageLimit = SettingRange.whole(
        "messageLimit", msgid("Message limit"), \.messageLimit, 100, 2000, unit: " characters")

    /// Every range, in Settings' order.
    public static let all: [SettingRange] = [
        holdTime, ignoreRepeatTime, debounceTime, scanTime, scanFirstItemExtra, longHoldBack, dwellTime, chordWindow,
        stuckAfter, settingsReturnTime, scanLoops, switchCount, dwellTolerance, snapToItem, rate, pitch, volume,
        alertVolume, messageLimit,
    ]
}

extension Settings {
    /// The ranges these settings are outside of, in the table's order (none: every value is one Settings' own
    /// controls could have set). A restore refuses a backup with any (C5).
    public var rangesBroken: [SettingRange] {
        SettingRanges.all.filter { !$0.holds(self) }
    }

    /// Whether `name` can name a voice: up to 40 ASCII letters and digits in parts joined by single "-".
    public static func isVoiceName(_ name: String) -> Bool {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        return name.utf8.count <= 40
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// These settings with every value outside the table put back to its default (D4: a value read from disk is
    /// damage until checked, and one a restore or an older version let in can make touch or switches dead), and
    /// the keys of those values. Days Family Setup was checked, which no control sets, are dropped when impossible.
    public func keptInRanges() -> (settings: Settings, corrected: [String]) {
        var settings = self
        var corrected: [String] = []
        for range in rangesBroken {
            range.reset(&settings)
            corrected.append(range.key)
        }
        // A voice is a name the engines look up (S6): letters, digits and "-" in parts, as "en-us" or
        // "en-us-x-pico". Anything else (a path, a name of a megabyte) is no voice any engine has.
        if !Self.isVoiceName(settings.voice.voice) {
            settings.voice.voice = VoiceSettings().voice
            corrected.append("voice")
        }
        if let day = settings.familySetupCheckedDay, !(0...1_000_000).contains(day) {
            settings.familySetupCheckedDay = nil
            corrected.append("familySetupCheckedDay")
        }
        if let day = settings.familySetupCheckedUseDay, !(0...1_000_000).contains(day) {
            settings.familySetupCheckedUseDay = nil
            corrected.append("familySetupCheckedUseDay")
        }
        return (settings, corrected)
    }
}
