import BricksonFakes
import Testing

@testable import BricksonCore

/// L3: Settings > Text and Display > USB keyboard, beside Language: "Same as the board" or a shipped layout by its
/// own name, saved at once and applied at once (the runtime reads `HomeState.usbKeyboardLayout`).
@Suite struct USBKeyboardSettingTests {
    static func onDisplay(
        _ settings: Settings = Settings(accessMethod: .touch, familySetupCheckedDay: 20_000),
        row: String = "USB keyboard: "
    ) -> (HomeDriver, Int) {
        var home = SettingsTests.inSettings(settings)
        home.state = SettingsTests.opened(.display, home)
        return (home, SettingsTests.row(home, row)!)
    }

    @Test func L3_theUSBKeyboardRowStepsThroughTheShippedLayoutsByTheirOwnNamesAndSavesAtOnce() {
        var (home, row) = Self.onDisplay()
        let language = SettingsTests.row(home, "Language: ")!
        #expect(row == language + 1, "beside Language, where a carer looks")
        #expect(home.state.settingsView!.rows[row].label == "USB keyboard: Same as the board")
        #expect(home.state.usbKeyboardLayout == nil)
        var names: [String] = []
        var saved: [String?] = []
        for _ in USBKeyboardLayout.shipped {
            let effects = home.choose(.stepUp(row))
            saved += effects.compactMap {
                if case .saveSettings(let draft) = $0 { draft.usbKeyboardLayout?.xkbName } else { nil }
            }
            names.append(String(home.state.settingsView!.rows[row].label.dropFirst("USB keyboard: ".count)))
        }
        #expect(
            names == [
                "English (US, QWERTY)", "Español (QWERTY)", "Français (AZERTY)", "Deutsch (QWERTZ)",
                "Português (QWERTY)", "Polski (programisty)", "العربية", "Русский (ЙЦУКЕН)",
            ])
        #expect(saved == ["us", "es", "fr", "de", "pt", "pl", "ara", "ru"])
        #expect(home.state.settingsView!.rows[row].kind == .stepper(canDown: true, canUp: false))
        // Applied at once: the runtime's keymap follows the draft while Settings is still open.
        #expect(home.state.usbKeyboardLayout?.xkbName == "ru")
        home.choose(.stepDown(row))
        #expect(home.state.usbKeyboardLayout?.xkbName == "ara")
        home.choose(.backToTalking)
        #expect(home.state.settings.usbKeyboardLayout?.xkbName == "ara")
    }

    @Test func L3_L1_theRowIsInTheScreensLanguageAndTheLayoutsKeepTheirOwnNames() {
        var settings = Settings(accessMethod: .touch, familySetupCheckedDay: 20_000)
        settings.language = LanguageTag("de")
        var (home, row) = Self.onDisplay(settings, row: "USB-Tastatur: ")
        #expect(row == SettingsTests.row(home, "Sprache: ")! + 1)
        #expect(home.state.settingsView!.rows[row].label == "USB-Tastatur: Wie die Tafel")
        home.choose(.stepUp(row))
        home.choose(.stepUp(row))
        #expect(home.state.settingsView!.rows[row].label == "USB-Tastatur: Español (QWERTY)")
    }

    /// Two switches, step scan, the real Settings layout: Move reaches the USB keyboard row's +, Select steps it.
    @Test func L3_A2_scanningReachesTheUSBKeyboardRow() {
        var settings = Settings(
            buttons: ButtonSettings(scanTime: .seconds(1), scanFirstItemExtra: .zero, switchCount: 2, scanMode: .step),
            accessMethod: .switches, familySetupCheckedDay: 20_000)
        settings.voice.auditoryFeedback = false
        for panel in LayoutFixtures.panels.prefix(3) {
            var (home, row) = Self.onDisplay(settings)
            let groups = SettingsLayoutTests.scene(home.state, panel.screen).scanGroups
            #expect(groups.contains([.stepDown(row), .stepUp(row)]), "\(panel)")
            ScanningTests.laidOut(groups, &home)
            var moves = 0
            while !home.state.view.scanHighlight.contains(.stepUp(row)) && moves < 40 {
                ScanningTests.click(&home, .switchMove)
                moves += 1
            }
            #expect(moves < 40, "\(panel)")
            // Move, Select and Move again until + is chosen: a few presses, whatever the panel.
            var presses = 0
            while home.state.settingsView!.rows[row].label == "USB keyboard: Same as the board" && presses < 6 {
                ScanningTests.click(
                    &home, home.state.view.scanHighlight == [.stepUp(row)] ? .switchSelect : .switchMove)
                presses += 1
            }
            #expect(home.state.settingsView!.rows[row].label == "USB keyboard: English (US, QWERTY)", "\(panel)")
        }
    }

    @Test func L3_aNameThatIsNotAShippedLayoutIsNeverChosen() {
        #expect(USBKeyboardLayout.named("../us") == nil && USBKeyboardLayout.named("") == nil)
        #expect(USBKeyboardLayout.shipped.allSatisfy { USBKeyboardLayout.named($0.xkbName) == $0 })
    }
}
