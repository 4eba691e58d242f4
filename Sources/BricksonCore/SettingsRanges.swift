extension Settings {
    /// These settings with every value put back where Settings can set it (D4: a value read from disk is damage
    /// until checked), and the names of the values that were not. A value out of its range, not a number, or a
    /// time too long to count in nanoseconds (which would stop the process when read) goes back to its default:
    /// a flipped bit must not make a button deaf (a debounce of hours), the voice silent or the alert quiet.
    public func keptInRanges() -> (settings: Settings, corrected: [String]) {
        let defaults = Settings()
        var settings = self
        var corrected: [String] = []
        // First what would trap when read as whole numbers: times of more than a day, and doubles that are not
        // finite or not small.
        let times: [(String, WritableKeyPath<ButtonSettings, Duration>)] = [
            ("holdTime", \.holdTime), ("ignoreRepeatTime", \.ignoreRepeatTime), ("debounceTime", \.debounceTime),
            ("stuckAfter", \.stuckAfter), ("chordWindow", \.chordWindow), ("scanTime", \.scanTime),
            ("scanFirstItemExtra", \.scanFirstItemExtra), ("longHoldBack", \.longHoldBack), ("dwellTime", \.dwellTime),
        ]
        // Compared as durations: even `components` traps on a duration of more than 2⁶³ seconds.
        let day = Duration.seconds(86_400)
        for (name, path) in times
        where settings.buttons[keyPath: path] > day || settings.buttons[keyPath: path] < .zero - day {
            settings.buttons[keyPath: path] = defaults.buttons[keyPath: path]
            corrected.append(name)
        }
        let levels: [(String, WritableKeyPath<VoiceSettings, Double>)] = [
            ("volume", \.volume), ("alertVolume", \.alertVolume),
        ]
        for (name, path) in levels where !Self.isSmall(settings.voice[keyPath: path]) {
            settings.voice[keyPath: path] = defaults.voice[keyPath: path]
            corrected.append(name)
        }
        if !Self.isSmall(settings.buttons.dwellToleranceMillimetres) {
            settings.buttons.dwellToleranceMillimetres = defaults.buttons.dwellToleranceMillimetres
            corrected.append("dwellToleranceMillimetres")
        }
        // Then every value a stepper sets, within the stepper's range.
        for stepper in SettingStepper.all {
            let value = stepper.get(settings)
            guard value < stepper.minimum || value > stepper.maximum else { continue }
            stepper.set(&settings, stepper.get(defaults))
            if !corrected.contains(stepper.name) { corrected.append(stepper.name) }
        }
        if let day = settings.familySetupCheckedDay, !(0...1_000_000).contains(day) {
            settings.familySetupCheckedDay = nil
            corrected.append("familySetupCheckedDay")
        }
        return (settings, corrected)
    }

    private static func isSmall(_ value: Double) -> Bool { value.isFinite && abs(value) < 1_000_000 }
}

extension SettingStepper {
    /// Every stepper in Settings.
    static let all: [SettingStepper] = [
        holdTime, ignoreRepeat, debounce, scanTime, firstItemExtra, longHoldBack, dwellTime, chordWindow, stuckAfter,
        scanLoops, dwellTolerance, rate, pitch, volume, alertVolume, messageLimit, textSize,
    ]
}
