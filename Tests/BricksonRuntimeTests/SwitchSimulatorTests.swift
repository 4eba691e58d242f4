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

    /// A2 (issue: Select and Move assignable): with the switch lines swapped, the profile's Move line is Select
    /// and its Select line Move (one switch: a Move press does nothing); with "1 selects, 2 moves", the key 1
    /// is Select. Each run scans into Yes's group and chooses Yes, heard.
    @Test func A2_swappedSwitchLinesAndChosenKeysDriveTheRealRuntime() throws {
        var swapped = Self.settings(switches: 1, mode: .auto)
        swapped.buttons.switchLinesSwapped = true
        let threePresses = { (press: String) in
            "wait 1000\n\(press)\nwait 300\n\(press)\nwait 300\n\(press)\nwait 2000\n"
        }
        let moveLine = try simulate(threePresses("switch move"), settings: swapped)
        #expect(moveLine.spoken.map(\.source) == [.yes])
        let selectLine = try simulate(threePresses("switch select"), settings: swapped)
        #expect(selectLine.spoken.isEmpty, "the Select line is Move now, and one switch has no Move")
        var numbers = Self.settings(switches: 1, mode: .auto)
        numbers.buttons.switchKeys = .oneSelectsTwoMoves
        let key = try simulate(threePresses("key 1"), settings: numbers)
        #expect(key.spoken.map(\.source) == [.yes])
        let space = try simulate(threePresses("key space 150"), settings: numbers)
        #expect(space.spoken.isEmpty, "Space is no switch with the number keys chosen")
    }
}
