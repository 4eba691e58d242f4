import BricksonFakes
import Foundation
import Testing

@testable import BricksonCore

/// A5: auditory scanning. A group's cue is its name; an item's cue is the words it shows; auto scanning may wait
/// for the cue to be said, and never stops for a report that does not come.
@Suite struct AuditoryScanningTests {
    /// One switch, scan time 1 s, no extra on the first item, names spoken; `waitForCue` as given.
    static func driver(waitForCue: Bool = false) -> HomeDriver {
        var buttons = ButtonSettings(scanTime: .seconds(1), scanFirstItemExtra: .zero, scanLoops: 2)
        buttons.waitForCue = waitForCue
        var settings = Settings(buttons: buttons, accessMethod: .switches)
        settings.voice.auditoryFeedback = true
        var home = HomeDriver(settings: settings)
        ScanningTests.laidOut(ScanningTests.groups, &home)
        return home
    }

    @Test func A5_aGroupsCueIsItsNameNotEveryItem() {
        var home = Self.driver()
        ScanningTests.click(&home)
        for _ in 0..<5 { home.advance(by: .seconds(1)) }
        let category = StarterContent.board.categories[0].name
        #expect(
            HomeDriver.announced(home.history) == [
                "Yes, No and help", "Again", "Message", "Phrases or Type", "Categories", "\(category) phrases",
            ])
    }

    /// A message that holds words is a stop with names spoken: reaching it reads it, and choosing it reads it
    /// again, never restarting the scan without a word.
    @Test func A5_aMessageWithWordsIsReadWhenReachedAndAgainWhenChosen() {
        var home = Self.driver()
        home.choose(.type)
        for character in "hi" { home.send { .keyTyped(.character(character), at: $0) } }
        home.choose(.phrases)
        #expect(!home.state.isTyping && home.state.view.message == "hi")
        let before = home.history.count
        ScanningTests.click(&home)
        home.advance(by: .seconds(1))
        home.advance(by: .seconds(1))
        #expect(home.state.view.scanHighlight == [.message])
        ScanningTests.click(&home)
        let announced = HomeDriver.announced(Array(home.history.dropFirst(before)))
        #expect(announced == ["Yes, No and help", "Again", "hi", "hi"])
        #expect(home.state.view.scanHighlight == [.message], "the scan stays where it was")
        #expect(HomeDriver.spoken(Array(home.history.dropFirst(before))).isEmpty, "read as a cue, not said aloud")
    }

    @Test func A5_anItemsCueIsItsOwnName() {
        var home = Self.driver()
        ScanningTests.click(&home)
        ScanningTests.click(&home)
        home.advance(by: .seconds(1))
        #expect(HomeDriver.announced(home.history) == ["Yes, No and help", "Yes", "No"])
    }

    /// Every control's cue is the label it shows on Home and while typing ("Delete", not "backspace"); a mark on a
    /// key, which a synthesiser would pass over, is said by its name.
    @Test func A5_everyControlsCueIsTheNameOnScreen() {
        var home = Self.driver()
        home.send { .chosen(.type, at: $0) }
        home.send { .keyTyped(.character("i"), at: $0) }
        let screen = LayoutFixtures.panels[1].screen
        var views = [home.state.view]
        var talking = home.state
        talking.isTyping = false
        views.append(talking.view)
        let marks: [Character: String] = ["'": "Apostrophe", ",": "Comma", ".": "Full stop", "?": "Question mark"]
        var compared = 0
        for (index, view) in views.enumerated() {
            let state = index == 0 ? home.state : talking
            let scene = layout(view, screen: screen, measurer: LayoutFixtures.measurer)
            for control in scene.controls where !control.label.isEmpty && control.id != .message {
                if case .key(.character(let mark)) = control.id, let name = marks[mark] {
                    #expect(state.label(control.id) == name)
                } else if control.id == .key(.shift) || control.id == .key(.nextPage) {
                    // Shift shows "⇧" and the page key "123": each is said in words (L3).
                    #expect(state.label(control.id) == (control.id == .key(.shift) ? "Shift" : "Numbers and marks"))
                } else {
                    #expect(state.label(control.id) == control.label, "\(control.id)")
                }
                compared += 1
            }
        }
        #expect(compared > 40)
        #expect(home.state.label(.key(.backspace)) == "Delete")
    }

    @Test func A5_scanningWaitsForTheCueWhenSet() {
        var home = Self.driver(waitForCue: true)
        ScanningTests.click(&home)
        #expect(home.state.view.scanHighlight.first == .yes)
        home.advance(by: .seconds(2))
        #expect(home.state.view.scanHighlight.first == .yes, "the cue has not been said yet")
        home.send { .cueFinished(at: $0) }
        home.advance(by: .milliseconds(900))
        #expect(home.state.view.scanHighlight.first == .yes, "a whole scan time after the cue")
        home.advance(by: .milliseconds(100))
        #expect(home.state.view.scanHighlight == [.again])
    }

    @Test func A5_withoutTheSettingScanningKeepsItsTime() {
        var home = Self.driver(waitForCue: false)
        ScanningTests.click(&home)
        home.advance(by: .seconds(1))
        #expect(home.state.view.scanHighlight == [.again])
    }

    @Test func A5_aCueReportThatNeverComesDelaysOneStepAndNeverStopsScanning() {
        var home = Self.driver(waitForCue: true)
        ScanningTests.click(&home)
        home.advance(by: HomeState.cueWaitLimit)
        #expect(home.state.view.scanHighlight.first == .yes)
        home.advance(by: .seconds(1))
        #expect(home.state.view.scanHighlight == [.again], "the wait is bounded")
        #expect(home.state.nextDeadline != nil)
    }

    @Test func A5_aCueEndWithNothingWaitingChangesNothing() {
        var home = Self.driver(waitForCue: false)
        ScanningTests.click(&home)
        let before = home.state
        home.send { .cueFinished(at: $0) }
        #expect(home.state == before)
    }

    @Test func A5_waitingForTheCueIsASettingThatLoadsFromOlderSettings() throws {
        var settings = Settings()
        #expect(!settings.buttons.waitForCue)
        settings.buttons.waitForCue = true
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(Settings.self, from: data).buttons.waitForCue)
        var old = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Settings())) as? [String: Any] ?? [:]
        var buttons = old["buttons"] as? [String: Any] ?? [:]
        buttons["waitsForCue"] = nil
        old["buttons"] = buttons
        let loaded = try JSONDecoder().decode(Settings.self, from: JSONSerialization.data(withJSONObject: old))
        #expect(!loaded.buttons.waitForCue)
    }
}

/// A5 in Settings: every control's cue is the words it shows, on every page; a stepper's − and + say their row and
/// which way, since a sign alone names nothing; More says "More" without the page count only the layout knows.
@Suite struct SettingsCueWordsTests {
    @Test func A5_everySettingsControlsCueIsTheNameOnScreen() {
        var settings = Settings(accessMethod: .switches)
        settings.voice.auditoryFeedback = true
        let start = SettingsTests.inSettings(settings)
        let screen = LayoutFixtures.panels[2].screen
        var compared = 0
        for page in SettingsPage.allCases {
            let state = SettingsTests.opened(page, start)
            let scene = layoutSettings(
                state.settingsView!, home: state.view, screen: screen, measurer: LayoutFixtures.measurer)
            for control in scene.controls where !control.label.isEmpty {
                switch control.id {
                case .stepDown(let index), .stepUp(let index):
                    let row = state.label(.settingsRow(index))
                    let way = if case .stepDown = control.id { "less" } else { "more" }
                    #expect(state.label(control.id) == "\(row), \(way)", "\(page) \(control.id)")
                case .moreRows:
                    // The page count is the layout's ("More (page 1 of 2)"); the cue is the name before it.
                    #expect(control.label.hasPrefix(state.label(control.id) + " ("), "\(page)")
                default:
                    #expect(state.label(control.id) == control.label, "\(page) \(control.id)")
                }
                compared += 1
            }
        }
        #expect(compared > 50)
    }
}
