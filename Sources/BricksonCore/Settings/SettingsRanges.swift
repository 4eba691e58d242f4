extension Settings {
    /// These settings with every value that is impossible or harmful put back to its default (D4: a value read
    /// from disk is damage until checked), and the names of those values. The bounds are wider than Settings'
    /// steppers (a value set some other way is kept) and catch what a flipped bit can do: a time too long to count
    /// in nanoseconds (reading it would stop the process), a level that is not a finite number, a debounce long
    /// enough to make a button deaf, a voice or an alert turned silent, a message limit of nothing.
    public func keptInRanges() -> (settings: Settings, corrected: [String]) {
        let defaults = Settings()
        var settings = self
        var corrected: [String] = []
        func check<Value: Comparable>(
            _ name: String, _ path: WritableKeyPath<Settings, Value>, _ range: ClosedRange<Value>
        ) {
            guard !range.contains(settings[keyPath: path]) else { return }
            settings[keyPath: path] = defaults[keyPath: path]
            corrected.append(name)
        }
        // Durations are compared as durations: even `components` traps past 2⁶³ seconds.
        let tenMinutes = Duration.zero...Duration.seconds(600)
        check("holdTime", \.buttons.holdTime, tenMinutes)
        check("ignoreRepeatTime", \.buttons.ignoreRepeatTime, tenMinutes)
        check("debounceTime", \.buttons.debounceTime, .zero ... .seconds(1))
        check("stuckAfter", \.buttons.stuckAfter, tenMinutes)
        check("chordWindow", \.buttons.chordWindow, .zero ... .seconds(2))
        check("scanTime", \.buttons.scanTime, .milliseconds(100) ... .seconds(600))
        check("scanFirstItemExtra", \.buttons.scanFirstItemExtra, tenMinutes)
        check("longHoldBack", \.buttons.longHoldBack, tenMinutes)
        check("dwellTime", \.buttons.dwellTime, .milliseconds(100) ... .seconds(600))
        check("scanLoops", \.buttons.scanLoops, 1...100)
        // A NaN is in no range: `contains` is false for it, so it goes back to the default too.
        check("dwellToleranceMillimetres", \.buttons.dwellToleranceMillimetres, 0.5...100)
        check("snapToItemMillimetres", \.buttons.snapToItemMillimetres, 0...100)
        check("volume", \.voice.volume, 0.1...1)
        check("alertVolume", \.voice.alertVolume, 0.5...1)
        check("rate", \.voice.rate, 80...450)
        check("pitch", \.voice.pitch, 0...100)
        check("messageLimit", \.messageLimit, 1...100_000)
        if let switches = settings.buttons.switches, !(1...2).contains(switches) {
            settings.buttons.switches = nil
            corrected.append("switchCount")
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
