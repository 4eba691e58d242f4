/// A setting changed in steps with − and + (C1): its range, its step and its words. Values are whole numbers of
/// `unit`s, so 50 ms steps never drift.
struct SettingStepper: Sendable {
    /// The words before the value.
    let name: String
    let minimum: Int
    let maximum: Int
    let step: Int
    /// Reads the value from settings, in units.
    let get: @Sendable (Settings) -> Int
    /// Writes a value (already in range) into settings.
    let set: @Sendable (inout Settings, Int) -> Void
    /// The value's words, in a catalog's language (L1).
    let format: @Sendable (Int, Catalog) -> String

    /// The value one step down or up, kept in the range and on the steps; nil at the end of the range.
    func stepped(_ settings: Settings, up: Bool) -> Int? {
        let value = get(settings)
        // A value off the steps (set by an older version) snaps to the next step in the direction asked.
        let offset = value - minimum
        let below = minimum + (offset >= 0 ? offset / step : (offset - step + 1) / step) * step
        let next = up ? below + step : (below == value ? value - step : below)
        guard next >= minimum, next <= maximum, next != value else { return nil }
        return next
    }

    /// `times` steps at once, to the next multiple of that larger step (so values stay round: 1.75 s, 2 s), and
    /// no further than the end of the range; nil at the end of the range.
    func stepped(_ settings: Settings, up: Bool, times: Int) -> Int? {
        guard times > 1 else { return stepped(settings, up: up) }
        let value = get(settings)
        let big = step * times
        let floor = value >= 0 ? value / big * big : -((-value + big - 1) / big * big)
        let next = min(maximum, max(minimum, up ? floor + big : (floor == value ? value - big : floor)))
        guard next != value else { return nil }
        return next
    }

    /// How many steps one − or + moves after the same one was chosen `repeats` times in a row: one for the first
    /// three, five for the next three, then twenty. Scan time from 1.5 s to 10 s is 14 presses, not 170.
    static func stepSize(afterRepeats repeats: Int) -> Int {
        repeats < 3 ? 1 : repeats < 6 ? 5 : 20
    }

    /// The row's words: "Scan time: 1.5 s", in `words`' language (L1).
    func label(_ settings: Settings, _ words: Catalog = .english) -> String {
        words("%1$s: %2$s", words(name), format(get(settings), words))
    }

    /// A timing in milliseconds, within its range in the table.
    static func time(
        _ range: SettingRange, _ path: WritableKeyPath<ButtonSettings, Duration> & Sendable, step: Int,
        offAtZero: Bool = false
    ) -> SettingStepper {
        SettingStepper(
            name: range.name, minimum: range.minimum, maximum: range.maximum, step: step,
            // To the nearest millisecond: `.seconds(1.2)` is 1_199_999_999 ns as a Double makes it.
            get: { Int(($0.buttons[keyPath: path].nanosecondsRounded + 500_000) / 1_000_000) },
            set: { $0.buttons[keyPath: path] = .milliseconds($1) },
            format: { value, words in offAtZero && value == 0 ? words("Off") : seconds(value, words) })
    }

    /// A level 0–1 as a percentage, within its range in the table.
    static func level(
        _ range: SettingRange, _ path: WritableKeyPath<VoiceSettings, Double> & Sendable
    ) -> SettingStepper {
        SettingStepper(
            name: range.name, minimum: range.minimum, maximum: range.maximum, step: 5,
            get: { Int(($0.voice[keyPath: path] * 100).rounded()) },
            set: { $0.voice[keyPath: path] = Double($1) / 100 },
            format: { value, words in words("%d%%", "\(value)") })
    }

    /// Milliseconds in the words of the row: "250 ms", "1.5 s", "10 s".
    static func seconds(_ milliseconds: Int, _ words: Catalog = .english) -> String {
        if milliseconds < 1000 { return words("%d ms", "\(milliseconds)") }
        let whole = milliseconds / 1000
        let rest = milliseconds % 1000
        if rest == 0 { return words("%s s", "\(whole)") }
        var decimals = String(rest)
        while decimals.count < 3 { decimals = "0" + decimals }
        while decimals.hasSuffix("0") { decimals.removeLast() }
        return words("%s s", "\(whole)\(words(".", context: "decimal separator"))\(decimals)")
    }

    // MARK: Buttons and Switches (A1, A2, A3, A6)

    static let holdTime = time(SettingRanges.holdTime, \.holdTime, step: 50, offAtZero: true)
    static let ignoreRepeat = time(
        SettingRanges.ignoreRepeatTime, \.ignoreRepeatTime, step: 50, offAtZero: true)
    static let debounce = time(SettingRanges.debounceTime, \.debounceTime, step: 5)
    /// A2: 0.25–10 s in 50 ms steps.
    static let scanTime = time(SettingRanges.scanTime, \.scanTime, step: 50)
    static let firstItemExtra = time(SettingRanges.scanFirstItemExtra, \.scanFirstItemExtra, step: 50)
    static let longHoldBack = time(SettingRanges.longHoldBack, \.longHoldBack, step: 50)
    static let dwellTime = time(SettingRanges.dwellTime, \.dwellTime, step: 50)
    static let chordWindow = time(SettingRanges.chordWindow, \.chordWindow, step: 10)
    static let stuckAfter = time(SettingRanges.stuckAfter, \.stuckAfter, step: 5000)
    static let settingsReturn = time(SettingRanges.settingsReturnTime, \.settingsReturnTime, step: 30_000)
    static let scanLoops = SettingStepper(
        name: SettingRanges.scanLoops.name, minimum: SettingRanges.scanLoops.minimum,
        maximum: SettingRanges.scanLoops.maximum, step: 1, get: { $0.buttons.scanLoops },
        set: { $0.buttons.scanLoops = $1 }, format: { number, _ in "\(number)" })
    /// A2: one switch or two, never inferred from a press.
    static let switchCount = SettingStepper(
        name: SettingRanges.switchCount.name, minimum: SettingRanges.switchCount.minimum,
        maximum: SettingRanges.switchCount.maximum, step: 1, get: { $0.buttons.switchCount },
        set: { $0.buttons.switchCount = $1 },
        format: { value, words in value == 1 ? words("One (Select)") : words("Two (Select and Move)") })
    /// A2: auto scan, step scan or hold-to-scan.
    static let scanMode = SettingStepper(
        name: msgid("Scanning"), minimum: 0, maximum: ScanMode.allCases.count - 1, step: 1,
        get: { $0.buttons.scanMode.rawValue }, set: { $0.buttons.scanMode = ScanMode(rawValue: $1) ?? .auto },
        format: { value, words in ScanMode(rawValue: value).map { mode in words(mode.words) } ?? "" })
    /// A2: which keys of a USB switch interface are Select and Move.
    static let switchKeys = SettingStepper(
        name: msgid("Switch keys"), minimum: 0, maximum: SwitchKeys.allCases.count - 1, step: 1,
        get: { $0.buttons.switchKeys.rawValue },
        set: { $0.buttons.switchKeys = SwitchKeys(rawValue: $1) ?? .spaceSelectsEnterMoves },
        format: { value, words in SwitchKeys(rawValue: value).map { words($0.words) } ?? "" })
    static let dwellTolerance = SettingStepper(
        name: SettingRanges.dwellTolerance.name, minimum: SettingRanges.dwellTolerance.minimum,
        maximum: SettingRanges.dwellTolerance.maximum, step: 1,
        get: { Int($0.buttons.dwellToleranceMillimetres.rounded()) },
        set: { $0.buttons.dwellToleranceMillimetres = Double($1) },
        format: { value, words in words("%d mm", "\(value)") })
    /// A3: Snap to Item, 0 (off) to 20 mm.
    static let snapToItem = SettingStepper(
        name: SettingRanges.snapToItem.name, minimum: SettingRanges.snapToItem.minimum,
        maximum: SettingRanges.snapToItem.maximum, step: 1,
        get: { Int($0.buttons.snapToItemMillimetres.rounded()) },
        set: { $0.buttons.snapToItemMillimetres = Double($1) },
        format: { value, words in value == 0 ? words("Off") : words("%d mm", "\(value)") })

    // MARK: Voice Settings (S2, G7, A5)

    static let rate = SettingStepper(
        name: SettingRanges.rate.name, minimum: SettingRanges.rate.minimum, maximum: SettingRanges.rate.maximum,
        step: 10, get: { $0.voice.rate }, set: { $0.voice.rate = $1 },
        format: { value, words in words("%d words a minute", "\(value)") })
    static let pitch = SettingStepper(
        name: SettingRanges.pitch.name, minimum: SettingRanges.pitch.minimum, maximum: SettingRanges.pitch.maximum,
        step: 5, get: { $0.voice.pitch }, set: { $0.voice.pitch = $1 },
        format: { number, _ in "\(number)" })
    /// Speech never goes silent from Settings: 10% at the least.
    static let volume = level(SettingRanges.volume, \.volume)
    /// The tone must stay loud and unmistakable (G7): half of full scale at the least.
    static let alertVolume = level(SettingRanges.alertVolume, \.alertVolume)

    // MARK: Text and Display (V1, T8)

    /// The message limit (T8), in characters.
    static let messageLimit = SettingStepper(
        name: SettingRanges.messageLimit.name, minimum: SettingRanges.messageLimit.minimum,
        maximum: SettingRanges.messageLimit.maximum, step: 50, get: { $0.messageLimit },
        set: { $0.messageLimit = $1 },
        format: { value, words in words.plural("%d character", "%d characters", count: value) })

    static let textSize = SettingStepper(
        name: msgid("Text size"), minimum: 0, maximum: TextSize.allCases.count - 1, step: 1,
        get: { $0.display.textSize.rawValue }, set: { $0.display.textSize = TextSize(rawValue: $1) ?? .default },
        format: { value, words in TextSize(rawValue: value).map { size in words(size.words) } ?? "" })

    /// The screen's language (L1), by its own name ("Español"): the same in every language.
    static let language = SettingStepper(
        name: msgid("Language"), minimum: 0, maximum: BuiltInCatalogs.languages.count - 1, step: 1,
        get: { settings in
            let tag = settings.language ?? .english
            return BuiltInCatalogs.languages.firstIndex { $0.tag.language == tag.language } ?? 0
        },
        set: { settings, index in settings.language = BuiltInCatalogs.languages[index].tag },
        format: { index, _ in BuiltInCatalogs.languages[index].name })

    /// The language phrases are spoken in (L6): the screen's (0, today's behaviour) or a shipped language, by its own
    /// name. Every one of them has a starter board, the parallel board its phrases are taken from.
    static let speechLanguage = SettingStepper(
        name: msgid("Speak phrases in"), minimum: 0, maximum: BuiltInCatalogs.languages.count, step: 1,
        get: { settings in
            guard let tag = settings.speechLanguage else { return 0 }
            return BuiltInCatalogs.languages.firstIndex { $0.tag.language == tag.language }.map { $0 + 1 } ?? 0
        },
        set: { settings, index in
            settings.speechLanguage = index == 0 ? nil : BuiltInCatalogs.languages[index - 1].tag
        },
        format: { index, words in
            index == 0 ? words("Same as the screen") : BuiltInCatalogs.languages[index - 1].name
        })
}

extension TextSize {
    /// The size's name in Text and Display.
    public var words: String {
        switch self {
        case .standard: msgid("Standard")
        case .large: msgid("Large")
        case .larger: msgid("Larger")
        case .veryLarge: msgid("Very large")
        case .largest: msgid("Largest")
        }
    }
}
