import BricksonCore
import BricksonSimulator
import Testing

/// A2 end to end: the simulator's script drives the switch lines through the real runtime (GPIO lines of the
/// simulator's board profile, the loop's timers, the core, speech into the recorded sound).
@Suite(.serialized) struct SwitchSimulatorTests {
    static func settings(switches: Int, mode: ScanMode) -> Settings {
        Settings(
            buttons: ButtonSettings(
                scanTime: .seconds(1), scanFirstItemExtra: .zero, switchCount: switches, scanMode: mode),
            accessMethod: .switches)
    }

    @Test func A2_oneSwitchScansAndChoosesYesAndItIsHeard() throws {
        let run = try simulate(
            """
            wait 1000
            switch select        # scanning starts at Yes's group
            wait 300
            switch select        # into the group: Yes
            wait 300
            switch select        # Yes is chosen
            wait 2000
            """, settings: Self.settings(switches: 1, mode: .auto))
        #expect(run.spoken.map(\.source) == [.yes])
        let result = try #require(run.result)
        let chosen = run.seconds(try #require(run.effects.first { if case .speak = $0.0 { true } else { false } }?.1))
        #expect(try SoundTrack(wav: result.wav).hasSound(chosen, chosen + 1.5))
        #expect(result.frames >= 3, "the highlight is drawn as it moves")
    }

    @Test func A2_twoSwitchesStepScanAndAHeldMoveGoesBackwards() throws {
        let run = try simulate(
            """
            wait 1000
            switch move          # Yes's group
            wait 200
            switch move          # Again
            wait 200
            switch move down     # the press steps on to the message ...
            wait 2500            # ... held: back one from Again, to Yes's group
            switch move up
            wait 200
            switch select        # into the group: Yes
            wait 200
            switch move          # No
            wait 200
            switch select        # No is chosen
            wait 2000
            """, settings: Self.settings(switches: 2, mode: .step))
        #expect(run.spoken.map(\.source) == [.no])
    }
}
