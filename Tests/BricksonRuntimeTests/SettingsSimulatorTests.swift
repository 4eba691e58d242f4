import BricksonCore
import BricksonRuntime
import BricksonSimulator
import Testing

/// Settings through the real runtime, headless (C1, C2): taps reach Settings' scene, a change is saved at once
/// and applied on Back to Talking, and Get Attention's button still calls from Settings.
@Suite(.serialized) struct SettingsSimulatorTests {
    @Test func C1_C2_settingsOpensChangesAndClosesThroughTheRuntime() throws {
        let run = try simulate(
            """
            wait 1000
            tap settings
            wait 300
            tap "Text and Display"
            wait 300
            tap "Bold text: Off"
            wait 300
            press getAttention
            wait 600
            tap "Back to Talking"
            wait 500
            """)
        let saved = run.effects.compactMap { if case .saveSettings(let settings) = $0.0 { settings } else { nil } }
        #expect(saved.first?.display.bold == true, "saved at the change")
        let selections = run.logged.filter { $0.kind == .selection }.map(\.detail)
        #expect(selections.contains("settingsRow(3)"), "Text and Display was tapped on Settings' scene")
        #expect(selections.contains("backToTalking") && selections.contains("settings applied"))
        #expect(run.effects.contains { $0.0 == .startTone }, "Get Attention's button calls from Settings")
        let applied = try #require(run.logged.firstIndex { $0.detail == "settings applied" })
        let bold = try #require(run.logged.firstIndex { $0.detail.hasPrefix("settingsRow(1)") })
        #expect(bold < applied)
    }
}
