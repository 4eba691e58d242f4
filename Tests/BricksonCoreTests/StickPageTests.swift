import BricksonCore
import BricksonFakes
import Testing

/// Settings > USB stick (C5) over the pure `update`: the stick shows in Settings only, one task at a time is asked
/// for, an import or a restore is read, then asked, then saved at once and shows on Home only after Back to Talking,
/// with one Undo; a failure, a "Do not import" or a stick pulled out changes nothing.
@Suite struct StickPageTests {
    static let contents = StickContents(boardFiles: ["family.obz"], backups: ["brickson-backup.zip"])

    /// Settings open on the USB stick page, with `contents` on the stick (nil: none).
    static func onStickPage(_ contents: StickContents? = contents, message: String = "") -> HomeDriver {
        var home = HomeDriver(settings: Settings(accessMethod: .touch, familySetupCheckedDay: 20_000))
        home.send { .deviceFactsRead(DeviceFacts(today: 20_000), at: $0) }
        home.send { .soundEngineStarted(at: $0) }
        if !message.isEmpty {
            home.choose(.type)
            for character in message { home.send { .keyTyped(.character(character), at: $0) } }
            home.choose(.phrases)
        }
        home.send { .stickChanged(contents, at: $0) }
        home.choose(.settings)
        home.state = SettingsTests.opened(.usbStick, home)
        return home
    }

    static func row(_ home: HomeDriver, _ prefix: String) -> Int {
        home.state.settingsView!.rows.firstIndex { $0.label.hasPrefix(prefix) }!
    }

    static func tasks(_ effects: [Effect]) -> [StickTask] {
        effects.compactMap { if case .stickTask(let task) = $0 { task } else { nil } }
    }

    static var family: Board {
        var board = StarterContent.board
        board.categories = [Category(id: "family", name: "Family", phrases: [Phrase(id: "anna", text: "Call Anna")])]
        return board
    }

    @Test func C5_theStickShowsInSettingsAndNeverOnHome() {
        var home = HomeDriver(settings: Settings(accessMethod: .touch, familySetupCheckedDay: 20_000))
        let before = home.state.view
        home.send { .stickChanged(Self.contents, at: $0) }
        #expect(home.state.view == before, "Home is drawn from exactly what it was")
        home.choose(.settings)
        home.state = SettingsTests.opened(.usbStick, home)
        let rows = home.state.settingsView!.rows.map(\.label)
        #expect(rows.contains("USB stick: 1 board file, 1 backup"))
        #expect(rows.contains("Import “family.obz”") && rows.contains("Restore “brickson-backup.zip”"))
    }

    @Test func C5_withNoStickNothingCanBeChosenAndThePageSaysToPlugOneIn() {
        var home = Self.onStickPage(nil)
        let view = home.state.settingsView!
        #expect(view.rows[0].label == StickWords.none)
        #expect(view.rows.allSatisfy { $0.kind == .info || $0.kind == .toggle(isOn: false) })
        #expect(Self.tasks(home.choose(.settingsRow(Self.row(home, StickWords.exportLog)))).isEmpty)
    }

    @Test func C5_aStickStillBeingReadSaysSoAndOffersNothingUntilItsFilesCome() {
        var home = Self.onStickPage(.beingRead)
        let view = home.state.settingsView!
        #expect(view.rows[0].label == StickWords.reading)
        // Exports wait too: nothing is asked of a stick whose top has not been read.
        #expect(view.rows.allSatisfy { $0.kind == .info || $0.kind == .toggle(isOn: false) })
        #expect(Self.tasks(home.choose(.settingsRow(Self.row(home, StickWords.exportLog)))).isEmpty)
        home.send { .stickChanged(Self.contents, at: $0) }
        let rows = home.state.settingsView!.rows
        #expect(rows[0].label == "USB stick: 1 board file, 1 backup")
        #expect(rows.contains { $0.label == "Import “family.obz”" && $0.kind == .action })
        #expect(Self.tasks(home.choose(.settingsRow(Self.row(home, StickWords.exportLog)))) == [.exportLog])
    }

    @Test func C5_anImportIsReadThenAskedThenSavedAtOnceAndShowsOnHomeAfterBack() {
        var home = Self.onStickPage()
        let before = home.state.board
        let asked = Self.tasks(home.choose(.settingsRow(Self.row(home, "Import “family.obz”"))))
        #expect(asked == [.importBoard(file: "family.obz", current: before)])
        // While it runs, nothing else is asked for.
        #expect(Self.tasks(home.choose(.settingsRow(Self.row(home, StickWords.exportLog)))).isEmpty)
        #expect(home.state.settingsView!.rows[1].label == StickWords.busy)
        // Read and good: asked first, with what it replaces; nothing saved, nothing else can be asked meanwhile.
        var effects = home.send { .stickTaskFinished(.imported(Self.family, file: "family.obz", notices: []), at: $0) }
        #expect(!effects.contains { if case .saveBoard = $0 { true } else { false } })
        #expect(
            home.state.settingsView!.rows[1].label
                == "Replace the phrases with “family.obz”? Now 6 categories, 48 phrases; after 1 category, 1 phrase.")
        #expect(home.state.settingsView!.rows[2].label == "Import it")
        #expect(home.state.settingsView!.rows[3].label == "Do not import")
        #expect(Self.tasks(home.choose(.settingsRow(Self.row(home, StickWords.exportLog)))).isEmpty)
        effects = home.choose(.settingsRow(Self.row(home, "Import it")))
        #expect(effects.contains(.saveBoard(Self.family)), "durable at once (D4)")
        #expect(home.state.board == before, "nothing on Home moves while Settings shows (H3)")
        #expect(home.state.settingsView!.rows[1].label.hasPrefix("Imported “family.obz”: 1 category, 1 phrase"))
        let back = home.choose(.backToTalking)
        #expect(home.state.board == Self.family)
        #expect(back.contains { if case .prepareSpeech(let board, _) = $0 { board == Self.family } else { false } })
    }

    /// The device checks a board read from a stick against its own panel before offering it (C5, H1): a list with
    /// more phrases than Home has places for, or words Home cannot show whole, is refused in words, naming them;
    /// nothing else can be asked of the stick meanwhile, and nothing changed.
    @Test func C5_H1_aBoardHomeCouldNotShowOnThisPanelIsRefusedNamingWhatAndAskedNothing() {
        var home = Self.onStickPage()
        home.fitScreen = LayoutFixtures.panels[0].screen  // 800×480, the smallest landscape panel
        let before = home.state.board
        var crowded = Self.family
        crowded.categories[0].phrases = (1...30).map { Phrase(id: "p\($0)", text: "Phrase number \($0)") }
        home.choose(.settingsRow(Self.row(home, "Import “family.obz”")))
        var effects = home.send { .stickTaskFinished(.imported(crowded, file: "family.obz", notices: []), at: $0) }
        let rows = home.state.settingsView!.rows.map(\.label)
        // Thirty phrases in one list leave every list fewer places, the emergency phrases' too: those are named first.
        let named = crowded.emergency.map { "Not imported: Home on this screen could not show “\($0.text)”" }
        #expect(named.contains { rows[1].hasPrefix($0) }, "\(rows[1])")
        #expect(rows[1].hasSuffix("whole. Nothing on the device changed."))
        #expect(!rows.contains("Import it"), "never offered")
        #expect(!effects.contains { if case .saveBoard = $0 { true } else { false } })
        #expect(home.state.board == before && home.state.stick.offer == nil)

        // An emergency phrase too long for its place is named before anything else.
        var long = Self.family
        long.emergency[0].text = String(repeating: "Unbreakablewordwithoutspaces", count: 2)
        home.choose(.settingsRow(Self.row(home, "Import “family.obz”")))
        home.send { .stickTaskFinished(.imported(long, file: "family.obz", notices: []), at: $0) }
        #expect(home.state.settingsView!.rows[1].label.contains("“\(long.emergency[0].text)”"))

        // A restore is checked at the settings it brings.
        var large = Settings(accessMethod: .touch, familySetupCheckedDay: 20_000)
        large.display.textSize = .largest
        let backup = DeviceBackup(board: crowded, settings: large, learned: home.state.learned)
        home.choose(.settingsRow(Self.row(home, "Restore “brickson-backup.zip”")))
        home.send { .stickTaskFinished(.restored(backup, file: "brickson-backup.zip"), at: $0) }
        #expect(home.state.settingsView!.rows[1].label.hasPrefix("Not restored: Home on this screen could not show"))

        // The same panel offers a board it shows whole.
        home.choose(.settingsRow(Self.row(home, "Import “family.obz”")))
        effects = home.send { .stickTaskFinished(.imported(Self.family, file: "family.obz", notices: []), at: $0) }
        #expect(home.state.settingsView!.rows.map(\.label).contains("Import it"))
    }

    /// A carer cannot lose the board by accident: "Do not import" changes nothing, and after an import one Undo
    /// import brings back the board as it was, saved at once.
    @Test func C5_doNotImportChangesNothingAndUndoImportBringsTheBoardBack() {
        var home = Self.onStickPage()
        let before = home.state.board
        home.choose(.settingsRow(Self.row(home, "Import “family.obz”")))
        home.send { .stickTaskFinished(.imported(Self.family, file: "family.obz", notices: []), at: $0) }
        var effects = home.choose(.settingsRow(Self.row(home, "Do not import")))
        #expect(!effects.contains { if case .saveBoard = $0 { true } else { false } })
        #expect(home.state.settingsView!.rows[1].label == "Not imported. Nothing on the device changed.")
        #expect(!home.state.settingsView!.rows.contains { $0.label.hasPrefix("Undo") || $0.label == "Import it" })
        // Asked again and accepted: Undo import shows, once.
        home.choose(.settingsRow(Self.row(home, "Import “family.obz”")))
        home.send { .stickTaskFinished(.imported(Self.family, file: "family.obz", notices: []), at: $0) }
        home.choose(.settingsRow(Self.row(home, "Import it")))
        effects = home.choose(.settingsRow(Self.row(home, "Undo import of “family.obz”")))
        #expect(effects.contains(.saveBoard(before)))
        #expect(home.state.settingsView!.rows[1].label.hasPrefix("The phrases from before “family.obz” are back."))
        #expect(!home.state.settingsView!.rows.contains { $0.label.hasPrefix("Undo") })
        home.choose(.backToTalking)
        #expect(home.state.board == before)
    }

    /// An import that does not happen leaves none of its clips on the device (C5): the ones it brought in and no
    /// board the device keeps names are removed when the carer says no, or when Home could not show it; an accepted
    /// import removes nothing, and neither does declining one whose clips the device's boards still name.
    @Test func C5_D8_aDeclinedOrRefusedImportLeavesNoneOfItsClips() {
        func removed(_ effects: [Effect]) -> [[String]] {
            effects.compactMap { if case .removeClips(let names) = $0 { names } else { nil } }
        }
        var withClips = Self.family
        withClips.categories[0].phrases = [
            Phrase(id: "anna", text: "Call Anna", clip: "anna.wav"),
            Phrase(id: "tom", text: "Call Tom", clip: "tom.wav"),
        ]
        // The device's own board names tom.wav already: that one is never removed.
        var home = Self.onStickPage()
        var own = home.state.board
        own.categories[0].phrases[0].clip = "tom.wav"
        home.send { .boardReplaced(own, at: $0) }
        home.choose(.settingsRow(Self.row(home, "Import “family.obz”")))
        home.send { .stickTaskFinished(.imported(withClips, file: "family.obz", notices: []), at: $0) }
        #expect(removed(home.choose(.settingsRow(Self.row(home, "Do not import")))) == [["anna.wav"]])

        // Refused by the panel: removed too.
        home.fitScreen = LayoutFixtures.panels[0].screen
        var crowded = withClips
        crowded.categories[0].phrases += (1...30).map { Phrase(id: "p\($0)", text: "Phrase number \($0)") }
        home.choose(.settingsRow(Self.row(home, "Import “family.obz”")))
        let refused = home.send { .stickTaskFinished(.imported(crowded, file: "family.obz", notices: []), at: $0) }
        #expect(home.state.stick.offer == nil)
        #expect(removed(refused) == [["anna.wav"]])

        // Accepted: nothing removed; declined later with the accepted board's clips kept by Undo: nothing either.
        home.choose(.settingsRow(Self.row(home, "Import “family.obz”")))
        home.send { .stickTaskFinished(.imported(withClips, file: "family.obz", notices: []), at: $0) }
        #expect(removed(home.choose(.settingsRow(Self.row(home, "Import it")))).isEmpty)
        home.choose(.settingsRow(Self.row(home, "Import “family.obz”")))
        home.send { .stickTaskFinished(.imported(withClips, file: "family.obz", notices: []), at: $0) }
        #expect(removed(home.choose(.settingsRow(Self.row(home, "Do not import")))).isEmpty)
    }

    /// Undo restore brings back the board, the settings and the learned words from before the restore.
    @Test func C5_undoRestoreBringsBackBoardSettingsAndLearnedWords() {
        var home = Self.onStickPage()
        let (board, settings, learned) = (home.state.board, home.state.settings, home.state.learned)
        home.choose(.settingsRow(Self.row(home, "Restore “brickson-backup.zip”")))
        var restored = settings
        restored.voice.rate = 120
        var taught = LearnedWords()
        _ = taught.learn("good morning nurse")
        let backup = DeviceBackup(board: Self.family, settings: restored, learned: taught)
        home.send { .stickTaskFinished(.restored(backup, file: "brickson-backup.zip"), at: $0) }
        #expect(home.state.settingsView!.rows[1].label.hasPrefix("Restore “brickson-backup.zip”? Phrases (after 1"))
        home.choose(.settingsRow(Self.row(home, "Restore it")))
        let effects = home.choose(.settingsRow(Self.row(home, "Undo restore of “brickson-backup.zip”")))
        #expect(effects.contains(.saveBoard(board)) && effects.contains(.saveSettings(settings)))
        #expect(effects.contains(.saveLearnedWords(learned)))
        home.choose(.backToTalking)
        #expect(home.state.board == board && home.state.settings == settings && home.state.learned == learned)
    }

    /// The Undo is kept on disk, so a restart keeps it (C5): kept before the board it replaces (a power cut between
    /// the two leaves an Undo of nothing, never a board lost), forgotten after the board it brings back, and a state
    /// started with a kept Undo offers it and brings the board back.
    @Test func C5_theUndoIsKeptBeforeTheBoardItReplacesAndARestartKeepsIt() {
        func index(_ effects: [Effect], _ match: (Effect) -> Bool) -> Int? { effects.firstIndex(where: match) }
        var home = Self.onStickPage()
        let before = home.state.board
        home.choose(.settingsRow(Self.row(home, "Import “family.obz”")))
        home.send { .stickTaskFinished(.imported(Self.family, file: "family.obz", notices: []), at: $0) }
        let kept = StickUndo.importBoard(before: before, file: "family.obz")
        var effects = home.choose(.settingsRow(Self.row(home, "Import it")))
        let keptAt = index(effects) { $0 == .keepStickUndo(kept) }
        let savedAt = index(effects) { $0 == .saveBoard(Self.family) }
        #expect(keptAt != nil && savedAt != nil && keptAt! < savedAt!, "\(effects)")

        // A restart: the state starts with what storage kept, and its Undo brings the board back.
        var restarted = HomeDriver(
            state: HomeState(board: Self.family, settings: home.state.settings, stickUndo: kept, at: home.now),
            now: home.now)
        restarted.send { .deviceFactsRead(DeviceFacts(today: 20_000), at: $0) }
        restarted.send { .soundEngineStarted(at: $0) }
        restarted.send { .stickChanged(Self.contents, at: $0) }
        restarted.choose(.settings)
        restarted.state = SettingsTests.opened(.usbStick, restarted)
        effects = restarted.choose(.settingsRow(Self.row(restarted, "Undo import of “family.obz”")))
        let backAt = index(effects) { $0 == .saveBoard(before) }
        let forgotAt = index(effects) { $0 == .keepStickUndo(nil) }
        #expect(backAt != nil && forgotAt != nil && backAt! < forgotAt!, "\(effects)")
        restarted.choose(.backToTalking)
        #expect(restarted.state.board == before && restarted.state.stick.undo == nil)
    }

    /// An Undo replaced by the next import takes with it the clips only its board named (C5, D8), once the new
    /// board is in place: a clip the new board names too stays, and so does every clip while Home still shows the
    /// board that names it.
    @Test func C5_D8_anUndoReplacedByTheNextImportTakesTheClipsOnlyItNamed() {
        func removed(_ effects: [Effect]) -> [String] {
            effects.flatMap { effect -> [String] in
                if case .removeClips(let names) = effect { return names }
                return []
            }
        }
        func importAndAccept(_ board: Board, _ home: inout HomeDriver) -> [Effect] {
            home.choose(.settingsRow(Self.row(home, "Import “family.obz”")))
            home.send { .stickTaskFinished(.imported(board, file: "family.obz", notices: []), at: $0) }
            return home.choose(.settingsRow(Self.row(home, "Import it")))
        }
        var own = StarterContent.board
        own.categories[0].phrases[0].clip = "mine.wav"
        own.categories[0].phrases[1].clip = "shared.wav"
        var next = Self.family
        next.categories[0].phrases[0].clip = "shared.wav"
        func started() -> HomeDriver {
            var home = Self.onStickPage()
            home.send { .boardReplaced(own, at: $0) }
            // The first import keeps the board before, with its clips, for its Undo.
            #expect(removed(importAndAccept(Self.family, &home)).isEmpty)
            return home
        }
        // A second import while Home still shows the first board: the dropped Undo's board is Home's, nothing goes.
        var early = started()
        #expect(removed(importAndAccept(next, &early)).isEmpty)

        var home = started()
        home.choose(.backToTalking)
        // Home shows the imported board now; the next import drops the Undo of the board before, whose clips no
        // board names any more but for shared.wav, which the new board names.
        home.choose(.settings)
        home.state = SettingsTests.opened(.usbStick, home)
        #expect(removed(importAndAccept(next, &home)) == ["mine.wav"])
    }

    /// C6: an Undo holds the board before an import (the person's phrases): New patient erases it with them.
    @Test func C5_C6_newPatientErasesTheUndo() {
        var home = Self.onStickPage()
        home.choose(.settingsRow(Self.row(home, "Import “family.obz”")))
        home.send { .stickTaskFinished(.imported(Self.family, file: "family.obz", notices: []), at: $0) }
        home.choose(.settingsRow(Self.row(home, "Import it")))
        #expect(home.state.stick.undo != nil)
        home.choose(.settingsBack)
        home.state = SettingsTests.opened(.about, home)
        home.choose(.settingsRow(HandOverTests.row(home, HandOverWords.start)))
        home.choose(.settingsRow(HandOverTests.row(home, HandOverWords.erase)))
        #expect(home.state.stick.undo == nil && home.state.stick.offer == nil)
    }

    /// The answer shows where the carer is: a file chosen on the page's second batch brings the first back, where
    /// the words that ask are.
    @Test func C5_theAnswerShowsOnTheBatchWhereItIsAsked() {
        var home = Self.onStickPage()
        home.choose(.moreRows)
        #expect(home.state.settingsScreen?.batch == 1)
        home.choose(.settingsRow(Self.row(home, "Import “family.obz”")))
        home.send { .stickTaskFinished(.imported(Self.family, file: "family.obz", notices: []), at: $0) }
        #expect(home.state.settingsScreen?.batch == 0)
    }

    @Test func C5_aFailedTaskChangesNothingAndSaysWhyInWords() {
        var home = Self.onStickPage()
        let before = home.state
        home.choose(.settingsRow(Self.row(home, "Import “family.obz”")))
        let words = "“family.obz” is damaged. The phrases on the device were not changed."
        let effects = home.send { .stickTaskFinished(.failed(words), at: $0) }
        #expect(!effects.contains { if case .saveBoard = $0 { true } else { false } })
        #expect(home.state.settingsView!.rows[1].label == words)
        home.choose(.backToTalking)
        #expect(home.state.board == before.board && home.state.settings == before.settings)
    }

    @Test func C5_aStickPulledOutDuringATaskIsSaidAndItsRowsGo() {
        var home = Self.onStickPage()
        home.choose(.settingsRow(Self.row(home, StickWords.exportBoard)))
        home.send { .stickChanged(nil, at: $0) }
        let rows = home.state.settingsView!.rows.map(\.label)
        #expect(rows[0] == StickWords.none)
        #expect(rows[1] == StickWords.busy)
        home.send { .stickTaskFinished(.failed("“brickson-board.obz” could not be written: gone."), at: $0) }
        #expect(home.state.settingsView!.rows[1].label == "“brickson-board.obz” could not be written: gone.")
        #expect(!home.state.settingsView!.rows.contains { $0.label.hasPrefix("Import") })
    }

    @Test func C5_aStickPulledAfterATaskKeepsItsWords() {
        var home = Self.onStickPage()
        home.choose(.settingsRow(Self.row(home, StickWords.exportBoard)))
        let words = "“brickson-board.obz” could not be written: the stick is full. Nothing on the device changed."
        home.send { .stickTaskFinished(.failed(words), at: $0) }
        home.send { .stickChanged(nil, at: $0) }
        let rows = home.state.settingsView!.rows.map(\.label)
        #expect(rows[0] == StickWords.none)
        #expect(rows[1] == words)
    }

    @Test func C5_D6_aBackupHoldsTheMessageOnlyWhenTheCarerChoosesIt() {
        var home = Self.onStickPage(message: "hello")
        let without = Self.tasks(home.choose(.settingsRow(Self.row(home, StickWords.exportBackup))))
        guard case .exportBackup(let plain)? = without.first else {
            Issue.record("no backup asked for: \(without)")
            return
        }
        #expect(plain.message == nil && plain.board == home.state.board)
        home.send { .stickTaskFinished(.exported(file: "brickson-backup.obz"), at: $0) }
        home.choose(.settingsRow(Self.row(home, "Backup holds the message: Off")))
        let with = Self.tasks(home.choose(.settingsRow(Self.row(home, StickWords.exportBackup))))
        guard case .exportBackup(let full)? = with.first else {
            Issue.record("no backup asked for: \(with)")
            return
        }
        #expect(full.message == "hello")
    }

    @Test func C5_aRestoreBringsBackBoardSettingsAndLearnedWordsAndKeepsATypedMessage() {
        var home = Self.onStickPage(message: "now")
        home.choose(.settingsRow(Self.row(home, "Restore “brickson-backup.zip”")))
        var restored = Settings(accessMethod: .switches, familySetupCheckedDay: 20_000)
        restored.voice.rate = 120
        var learned = LearnedWords()
        _ = learned.learn("good morning nurse")
        let backup = DeviceBackup(board: Self.family, settings: restored, learned: learned, message: "old words")
        home.send { .stickTaskFinished(.restored(backup, file: "brickson-backup.zip"), at: $0) }
        let effects = home.choose(.settingsRow(Self.row(home, "Restore it")))
        #expect(effects.contains(.saveBoard(Self.family)))
        #expect(effects.contains(.saveSettings(restored)))
        #expect(effects.contains(.saveLearnedWords(learned)))
        #expect(!effects.contains { if case .saveMessage = $0 { true } else { false } }, "the typed message stays")
        #expect(home.state.message == "now")
        home.choose(.backToTalking)
        #expect(home.state.board == Self.family && home.state.settings == restored)
    }
}
