import BricksonCore
import BricksonSimulator
import DurableStore
import Testing

@testable import BricksonRuntime

/// C3 through the real runtime, headless: the days in use kept on disk reach Settings with no clock needed, the
/// check-in shows and is answered, and the count goes on from where it was kept.
@Suite(.serialized) struct DeviceUseRuntimeTests {
    @Test func C3_theCheckInComesDueByTheDaysInUseKeptOnDisk() throws {
        let kept: Int64 = 93 * 86_400 + 50
        let run = try simulate(
            """
            wait 1000
            tap settings
            wait 300
            tap "Family Setup: time to check"
            wait 300
            tap "Touch: a finger on the screen"
            wait 1200
            """, settings: Settings(accessMethod: .touch, familySetupCheckedUseDay: 2), useSeconds: kept)
        let facts = run.events.compactMap { if case .deviceFactsRead(let facts, _) = $0.0 { facts } else { nil } }
        #expect(facts.first?.daysInUse == 93, "the count kept on disk, in whole days")
        let selections = run.logged.filter { $0.kind == .selection }.map(\.detail)
        #expect(selections.contains("settingsRow(0)"), "the check-in's row was there to tap")
        let saved = run.effects.compactMap { if case .saveSettings(let settings) = $0.0 { settings } else { nil } }
        #expect(saved.last?.familySetupCheckedUseDay == 93, "answering is the check-in, by the days in use")

        // The run's own seconds are added to the count and kept at shutdown.
        let again = Store.open(directory: run.stateDirectory, now: .zero)
        defer { again.store.close() }
        #expect(again.useSeconds > kept)
        #expect(again.settings.familySetupCheckedUseDay == 93)
    }
}

/// The counter itself: seconds across restarts, kept every ten minutes of running and at shutdown.
@Suite struct DeviceUseCounterTests {
    @Test func C3_theCountAddsThisRunsTimeAndIsKeptEveryTenMinutes() {
        let start = Instant(nanoseconds: 5_000_000_000)
        var use = DeviceUse(keptSeconds: 86_400 * 89 + 86_000, startedAt: start)
        #expect(use.days(at: start) == 89)
        let early = use.toSave(at: start + .seconds(599))
        #expect(early == nil, "not yet ten minutes")
        let tenMinutes = use.toSave(at: start + .seconds(600))
        #expect(tenMinutes == Int64(86_400 * 89 + 86_600))
        #expect(use.days(at: start + .seconds(600)) == 90)
        let soonAfter = use.toSave(at: start + .seconds(700))
        #expect(soonAfter == nil)
        let atShutdown = use.toSave(at: start + .seconds(700), force: true)
        #expect(atShutdown == Int64(86_400 * 89 + 86_700), "kept at shutdown")
        let again = use.toSave(at: start + .seconds(700), force: true)
        #expect(again == nil, "nothing new: nothing written")
        #expect(DeviceUse(keptSeconds: -4, startedAt: start).days(at: start) == 0, "damage counts as nothing")
        let huge = DeviceUse(keptSeconds: .max, startedAt: start)
        #expect(huge.seconds(at: start + .seconds(3_600)) > 0, "a damaged count given anyway does not overflow")
    }
}
