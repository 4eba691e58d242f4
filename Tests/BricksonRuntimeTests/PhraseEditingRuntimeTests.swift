import BricksonCore
import BricksonRuntime
import BricksonSimulator
import DurableStore
import Testing

/// C1 through the real runtime, headless: a carer deletes an emergency phrase and moves a phrase in Settings >
/// Phrases by touch; the board is saved at once, Home shows it after Back to Talking, and a restart keeps it.
@Suite(.serialized) struct PhraseEditingRuntimeTests {
    @Test func C1_phrasesAreArrangedInSettingsAndHomeShowsThemAfterBack() throws {
        let board = StarterContent.board
        let gone = board.emergency[0].text
        let category = board.categories[0]
        let run = try simulate(
            """
            wait 1000
            tap settings
            wait 300
            tap "Phrases"
            wait 300
            tap "Emergency phrases"
            wait 300
            tap "\(gone)"
            wait 300
            tap "Delete"
            wait 300
            tap "Back"
            wait 300
            tap "\(category.name): \(category.phrases.count) phrases"
            wait 300
            tap "\(category.phrases[1].text)"
            wait 300
            tap "Move up"
            wait 300
            tap "Back to Talking"
            wait 1000
            """, settings: Settings(accessMethod: .touch, familySetupCheckedDay: 20_000))
        let selections = run.logged.filter { $0.kind == .selection }.map(\.detail)
        let saved = run.effects.compactMap { if case .saveBoard(let board) = $0.0 { board } else { nil } }
        #expect(selections.contains("backToTalking"), "\(selections)")
        #expect(saved.first?.emergency.map(\.text) == board.emergency.dropFirst().map(\.text), "saved at the delete")
        let moved = [category.phrases[1], category.phrases[0]] + category.phrases.dropFirst(2)
        #expect(saved.last?.categories[0].phrases == Array(moved))
        // Home's speech is prepared again for the new board once it shows.
        let prepared = run.effects.compactMap { if case .prepareSpeech(let board, _) = $0.0 { board } else { nil } }
        #expect(prepared.last?.categories[0].phrases == Array(moved))
        let again = Store.open(directory: run.stateDirectory, now: .zero)
        defer { again.store.close() }
        #expect(again.board.emergency.map(\.text) == board.emergency.dropFirst().map(\.text))
        #expect(again.board.categories[0].phrases == Array(moved))
    }

    @Test func C1_aPhraseIsTypedOnTheScreensKeysAndAUSBKeyboardAndShowsAfterBack() throws {
        let board = StarterContent.board
        let pain = board.categories[0]
        let run = try simulate(
            """
            wait 1000
            tap settings
            wait 300
            tap "Phrases"
            wait 300
            tap "\(pain.name): \(pain.phrases.count) phrases"
            wait 300
            tap "Add a phrase"
            wait 300
            tap "C"
            tap "A"
            tap "L"
            tap "L"
            tap "Space"
            type Anna
            key enter
            wait 300
            tap "Back to Talking"
            wait 300
            tap "\(pain.name)"
            wait 300
            tap "call Anna"
            wait 1000
            """, settings: Settings(accessMethod: .touch, familySetupCheckedDay: 20_000), board: board)
        let saved = run.effects.compactMap { if case .saveBoard(let board) = $0.0 { board } else { nil } }
        #expect(saved.first?.categories[0].phrases.last?.text == "call Anna", "keys on the screen, then a USB keyboard")
        let checked = run.events.compactMap {
            if case .homeFitChecked(_, let misfits, _) = $0.0 { misfits } else { nil }
        }
        #expect(checked == [[]], "the layout was asked, with the renderer's measurer, and every word fits")
        // A reading for BENCHMARKS (not an assertion): Save to the layout's answer, on the loop thread.
        if let saved = run.firstEvent({ if case .keyTyped(.enter, _) = $0 { true } else { false } }),
            let answered = run.firstEvent({ if case .homeFitChecked = $0 { true } else { false } })
        {
            print("C1 fit check: \(Double((answered - saved).nanosecondsRounded) / 1e6) ms from Save to the answer")
        }
        #expect(
            !run.effects.contains { if case .saveMessage = $0.0 { true } else { false } },
            "the message is never touched")
        #expect(run.spoken.last?.text == "call Anna", "Home shows it after Back to Talking, and it speaks")
        let again = Store.open(directory: run.stateDirectory, now: .zero)
        defer { again.store.close() }
        #expect(again.board.categories[0].phrases.last?.text == "call Anna", "kept across a restart")
    }

    @Test func C6_newPatientThroughTheRuntimeErasesTheStoreAndShowsFamilySetup() throws {
        let run = try simulate(
            """
            wait 1000
            tap type
            wait 300
            type Tell Anna
            wait 300
            tap settings
            wait 300
            tap "About"
            wait 300
            tap "More (page 1 of 2)"
            wait 300
            tap "New patient: erase this person's data"
            wait 300
            tap "Erase now for a new patient"
            wait 1000
            """, settings: Settings(accessMethod: .touch, familySetupCheckedDay: 20_000))
        let erased = run.effects.compactMap {
            if case .handOver(let settings, _, let revision) = $0.0 { (settings, revision) } else { nil }
        }
        #expect(erased.count == 1, "\(run.logged.map(\.detail))")
        let again = Store.open(directory: run.stateDirectory, now: .zero)
        defer { again.store.close() }
        #expect(again.message.isEmpty && again.putBack == nil)
        #expect(again.settings == Settings().keptForNextPatient.with { $0.voice.volume = Settings().voice.volume })
        #expect(again.settings.accessMethod == nil, "Family Setup asks again")
    }
}

extension Settings {
    fileprivate func with(_ change: (inout Settings) -> Void) -> Settings {
        var copy = self
        change(&copy)
        return copy
    }
}
