import BricksonCore
import Testing

/// Only `update` changes the core's state, on the device too: the layout's answers reach the core as an event (T6,
/// A2), once and again only when they change, and speech is prepared where the core asks for it (S2, S5).
@Suite(.serialized) struct CoreStateRuntimeTests {
    /// Every `Event.sceneLaidOut` of a run, in order.
    static func answers(_ run: RunRecord) -> [(typeAvailable: Bool, scanGroups: [[ControlID]])] {
        run.events.compactMap {
            if case .sceneLaidOut(let typeAvailable, let groups, _) = $0.0 { (typeAvailable, groups) } else { nil }
        }
    }

    @Test func T6_A2_theLayoutsAnswersReachTheCoreOnlyWhenTheyChange() throws {
        let run = try simulate("wait 300\ntap type\nwait 300\ntap phrases\nwait 300\n")
        let answers = Self.answers(run)
        let frames = try #require(run.result).frames
        #expect(answers.count == 3, "Home, Type's keyboard, Home again: not once a frame (\(frames) frames)")
        for (earlier, later) in zip(answers, answers.dropFirst()) {
            #expect(earlier.typeAvailable != later.typeAvailable || earlier.scanGroups != later.scanGroups)
        }
        let home = try #require(answers.first)
        #expect(home.typeAvailable, "the simulator's panel has room for the keyboard")
        #expect(home.scanGroups.joined().contains(.type))
        #expect(answers.dropFirst().first?.scanGroups.joined().contains(.key(.space)) == true, "typing's order")
        #expect(answers.last?.scanGroups == home.scanGroups, "Home's order comes back")
    }

    @Test func S5_speechIsPreparedOnceAtStartWhereTheCoreAsks() throws {
        let run = try simulate("wait 300\npress yes\nwait 300\n")
        let prepared = run.effects.compactMap {
            if case .prepareSpeech(let board, let voice) = $0.0 { (board, voice) } else { nil }
        }
        #expect(prepared.count == 1, "the same board and voice are not prepared again")
        #expect(prepared.first?.0 == StarterContent.board)
        #expect(prepared.first?.1 == Settings().voice)
        let first = try #require(run.events.first?.0)
        var engineFirst = false
        if case .soundEngineStarted = first { engineFirst = true }
        #expect(engineFirst, "the core hears of the engine before anything else")
        #expect(run.spoken.map(\.text) == ["Yes"])
    }
}
