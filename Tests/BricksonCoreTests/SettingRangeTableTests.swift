import BricksonFakes
import Testing

@testable import BricksonCore

/// C5, D8: one table of ranges for every setting, and one text gate.
@Suite struct SettingRangeTableTests {
    static func heavy(_ letter: String = "a", marks: Int) -> String { BoundedInputTests.heavy(letter, marks: marks) }

    @Test func D8_theTextGateDropsExtraMarksAndKeepsTheRest() {
        #expect(TextGate.maxScalarsPerCharacter == LabelBounds.maxScalarsPerCharacter)
        #expect(TextGate.problem("héllo wörld 👩‍👩‍👧‍👦", maxScalars: 100) == nil)
        #expect(TextGate.problem(Self.heavy(marks: 5000), maxScalars: 100_000) == .tooManyMarks)
        #expect(TextGate.problem(String(repeating: "a", count: 101), maxScalars: 100) == .tooManyScalars)
        let repaired = TextGate.repaired("hi " + Self.heavy(marks: 5000) + " there")
        #expect(repaired == "hi " + Self.heavy(marks: 15) + " there")
    }

    @Test func C5_theSteppersLimitsAreTheTablesRanges() {
        let pairs: [(SettingStepper, SettingRange)] = [
            (.holdTime, SettingRanges.holdTime), (.ignoreRepeat, SettingRanges.ignoreRepeatTime),
            (.debounce, SettingRanges.debounceTime), (.scanTime, SettingRanges.scanTime),
            (.firstItemExtra, SettingRanges.scanFirstItemExtra), (.longHoldBack, SettingRanges.longHoldBack),
            (.dwellTime, SettingRanges.dwellTime), (.chordWindow, SettingRanges.chordWindow),
            (.stuckAfter, SettingRanges.stuckAfter), (.settingsReturn, SettingRanges.settingsReturnTime),
            (.scanLoops, SettingRanges.scanLoops),
            (.switchCount, SettingRanges.switchCount), (.dwellTolerance, SettingRanges.dwellTolerance),
            (.snapToItem, SettingRanges.snapToItem), (.rate, SettingRanges.rate), (.pitch, SettingRanges.pitch),
            (.volume, SettingRanges.volume), (.alertVolume, SettingRanges.alertVolume),
            (.messageLimit, SettingRanges.messageLimit),
        ]
        #expect(pairs.count == SettingRanges.all.count)
        for (stepper, range) in pairs {
            #expect(stepper.minimum == range.minimum && stepper.maximum == range.maximum, "\(range.key)")
            #expect(stepper.name == range.name, "\(range.key)")
            // Every value the stepper can reach is inside the table, and the defaults are too.
            var settings = Settings()
            #expect(range.holds(settings), "\(range.key)'s default")
            stepper.set(&settings, stepper.minimum)
            #expect(range.holds(settings), "\(range.key) at its minimum")
            stepper.set(&settings, stepper.maximum)
            #expect(range.holds(settings), "\(range.key) at its maximum")
        }
    }

    @Test func C5_timesOf600SecondsAreOutsideTheRangesSettingsAllows() {
        var settings = Settings()
        settings.buttons.holdTime = .seconds(600)
        settings.buttons.dwellTime = .seconds(600)
        settings.buttons.scanTime = .seconds(600)
        settings.buttons.ignoreRepeatTime = .seconds(600)
        #expect(settings.rangesBroken.map(\.key) == ["holdTime", "ignoreRepeatTime", "scanTime", "dwellTime"])
        let kept = settings.keptInRanges()
        #expect(kept.corrected == ["holdTime", "ignoreRepeatTime", "scanTime", "dwellTime"])
        #expect(kept.settings == Settings())
        #expect(SettingRanges.holdTime.allowed == "0 ms to 3 s")
    }
}
