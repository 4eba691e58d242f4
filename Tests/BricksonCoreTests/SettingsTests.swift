import BricksonFakes
import Foundation
import Testing

@testable import BricksonCore

/// Settings' pages, the draft, the check-in and the physical buttons in Settings (C1–C3), over the pure `update`.
@Suite struct SettingsTests {
    /// A driver with Settings open on its first page.
    static func inSettings(_ settings: Settings = Settings()) -> HomeDriver {
        var home = HomeDriver(settings: settings)
        let facts = DeviceFacts(version: "1.0", board: "pi4", voices: ["en-gb", "en-us"], today: 20_000)
        home.send { .deviceFactsRead(facts, at: $0) }
        home.choose(.settings)
        return home
    }

    /// The index of the row labelled with `prefix` on the page that shows.
    static func row(_ home: HomeDriver, _ prefix: String) -> Int? {
        home.state.settingsView?.rows.firstIndex { $0.label.hasPrefix(prefix) }
    }

    static func saved(_ effects: [Effect]) -> [Settings] {
        effects.compactMap {
            if case .saveSettings(let settings) = $0 { return settings }
            return nil
        }
    }

    @Test func C1_everyPageIsReachableByItsRowsAndBackReturnsToItsParent() {
        var reached: Set<SettingsPage> = [.settings]
        var queue: [SettingsPage] = [.settings]
        while let page = queue.popLast() {
            var home = Self.inSettings()
            // Walk from the first page to `page` by its parents' rows.
            var path: [SettingsPage] = []
            var step: SettingsPage? = page
            while let current = step, current != .settings {
                path.insert(current, at: 0)
                step = current.parent
            }
            for next in path {
                let index = home.state.settingsView!.rows.firstIndex { $0.kind == .open(next) }
                #expect(index != nil, "\(next) has a row on \(next.parent!)")
                home.choose(.settingsRow(index!))
            }
            #expect(home.state.settingsScreen?.page == page)
            for (index, row) in home.state.settingsView!.rows.enumerated() {
                guard case .open(let target) = row.kind else { continue }
                var opened = home
                opened.choose(.settingsRow(index))
                #expect(opened.state.settingsScreen?.page == target)
                if target.parent == page {
                    opened.choose(.settingsBack)
                    #expect(opened.state.settingsScreen?.page == page, "Back from \(target) returns to \(page)")
                }
                if !reached.contains(target) {
                    reached.insert(target)
                    queue.append(target)
                }
            }
        }
        #expect(reached == Set(SettingsPage.allCases))
    }

    @Test func C1_theFirstPageListsEveryPageInTheSpecsOrder() {
        let home = Self.inSettings(Settings(accessMethod: .touch, familySetupCheckedDay: 20_000))
        #expect(
            home.state.settingsView!.rows.map(\.label) == [
                "Family Setup", "Set Up Step by Step", "Voice Settings", "Text and Display", "Phrases",
                "Buttons and Switches", "USB stick", "About",
            ])
        #expect(!home.state.view.stopShowing)
    }

    @Test(arguments: SettingsPage.allCases)
    func C1_backToTalkingClosesSettingsFromEveryPage(_ page: SettingsPage) {
        var home = Self.inSettings()
        home.state = Self.opened(page, home)
        let effects = home.choose(.backToTalking)
        #expect(!home.state.settingsOpen && home.state.settingsScreen == nil)
        #expect(Self.saved(effects) == [Settings()], "closing applies and keeps the draft")
    }

    /// The state with Settings showing `page`, reached by its rows.
    static func opened(_ page: SettingsPage, _ start: HomeDriver) -> HomeState {
        var home = start
        var path: [SettingsPage] = []
        var step: SettingsPage? = page
        while let current = step, current != .settings {
            path.insert(current, at: 0)
            step = current.parent
        }
        for next in path {
            home.choose(.settingsRow(home.state.settingsView!.rows.firstIndex { $0.kind == .open(next) }!))
        }
        return home.state
    }

    @Test func C2_aChangeIsSavedAtOnceAndAppliesOnlyWhenSettingsCloses() {
        var home = Self.inSettings()
        home.state = Self.opened(.display, home)
        let bold = Self.row(home, "Bold text")!
        let effects = home.choose(.settingsRow(bold))
        var expected = Settings()
        expected.display.bold = true
        #expect(Self.saved(effects) == [expected], "saved at once")
        #expect(!home.state.settings.display.bold && !home.state.view.display.bold, "Home keeps the old until close")
        #expect(home.state.settingsView!.rows[bold].label == "Bold text: On")
        home.choose(.settingsBack)
        home.choose(.backToTalking)
        #expect(home.state.settings == expected && home.state.view.display.bold)
    }

    @Test func C2_theAccessAnswerChangesHomesSizesOnlyAfterSettingsCloses() {
        var home = Self.inSettings()
        home.state = Self.opened(.familySetup, home)
        let touch = Self.row(home, "Touch")!
        let effects = home.choose(.settingsRow(touch))
        #expect(Self.saved(effects).map(\.accessMethod) == [.touch])
        #expect(home.state.settingsView!.rows[touch].kind == .option(isChosen: true))
        let screen = LayoutFixtures.panels[2].screen
        let before = HomePlan(LayoutInput(home.state.view, screen: screen), measurer: LayoutFixtures.measurer)
        #expect(home.state.view.accessMethod == .eyeTracking)
        home.choose(.backToTalking)
        #expect(home.state.view.accessMethod == .touch)
        let after = HomePlan(LayoutInput(home.state.view, screen: screen), measurer: LayoutFixtures.measurer)
        #expect(after.frames != before.frames)
        #expect(after.minimumMillimetres < before.minimumMillimetres)
    }

    @Test func C1_scanTimeStepsBy50msWithinAQuarterSecondAndTenSeconds() {
        var home = Self.inSettings()
        home.state = Self.opened(.buttons, home)
        let index = Self.row(home, "Scan time")!
        var values: [Duration] = [home.state.settingsScreen!.draft.buttons.scanTime]
        while let saved = Self.saved(home.choose(.stepDown(index))).last { values.append(saved.buttons.scanTime) }
        #expect(values.last == .milliseconds(250))
        #expect(home.state.settingsView!.rows[index].kind == .stepper(canDown: false, canUp: true))
        #expect(home.choose(.stepDown(index)).isEmpty, "− at the end of the range is dimmed and does nothing")
        var up: [Duration] = [.milliseconds(250)]
        while let saved = Self.saved(home.choose(.stepUp(index))).last { up.append(saved.buttons.scanTime) }
        #expect(up.last == .seconds(10))
        // The first three presses move 50 ms; after them the steps grow (A2), always onto the 50 ms steps.
        for (a, b) in zip(up, up.dropFirst()).prefix(3) { #expect(b - a == .milliseconds(50)) }
        for (a, b) in zip(values, values.dropFirst()).prefix(3) { #expect(a - b == .milliseconds(50)) }
        for value in up + values {
            #expect(value.components.attoseconds % 50_000_000_000_000_000 == 0)
        }
        for (a, b) in zip(up, up.dropFirst()) { #expect(b > a) }
        #expect(home.state.settingsView!.rows[index].label == "Scan time: 10 s")
        #expect(home.state.settings.buttons.scanTime == .seconds(1.5), "applies only on close")
    }

    @Test func C1_aScanTimeOffTheStepsSnapsOntoThem() {
        var settings = Settings()
        settings.buttons.scanTime = .milliseconds(1_234)
        var home = Self.inSettings(settings)
        home.state = Self.opened(.buttons, home)
        let index = Self.row(home, "Scan time")!
        #expect(Self.saved(home.choose(.stepDown(index))).last?.buttons.scanTime == .milliseconds(1_200))
        #expect(Self.saved(home.choose(.stepUp(index))).last?.buttons.scanTime == .milliseconds(1_250))
    }

    @Test func C1_getAttentionsButtonStillCallsWhileSettingsIsOpen() {
        var home = Self.inSettings()
        home.state = Self.opened(.voice, home)
        home.setLine(.getAttention, pressed: true)
        let effects = home.advance(by: .milliseconds(100))
        #expect(effects.contains(.startTone) && effects.contains(.setNurseCall(true)))
        home.send { .toneStarted(at: $0) }
        #expect(home.state.settingsFootLine == SettingsWords.sounding)
        home.send { .toneLost(at: $0) }
        #expect(home.state.settingsFootLine == "No alert — Back")
        #expect(home.state.settingsOpen, "the call never closes Settings by itself")
    }

    @Test func C1_aToneThatCannotStartInSettingsSaysNoAlertAtTheFoot() {
        var home = Self.inSettings()
        home.setLine(.getAttention, pressed: true)
        home.advance(by: .milliseconds(100))
        home.send { .toneFailed(at: $0) }
        #expect(home.state.settingsFootLine == "No alert — Back")
        home.choose(.backToTalking)
        #expect(home.state.statusLine == "Alert failed")
    }

    @Test func C1_onTheButtonTestPhysicalYesAndNoSayNothingAndAreSeen() {
        var home = Self.inSettings()
        home.state = Self.opened(.setUpButtons, home)
        let last = home.state.settingsView!.rows.count - 1
        #expect(home.state.settingsView!.rows[last].label == "Last pressed: none yet")
        home.setLine(.yes, pressed: true)
        let effects = home.advance(by: .seconds(1))
        #expect(HomeDriver.spoken(effects).isEmpty)
        #expect(home.state.settingsView!.rows[last].label == "Last pressed: Yes button")
        home.setLine(.yes, pressed: false)
        home.setLine(.no, pressed: true)
        #expect(HomeDriver.spoken(home.advance(by: .seconds(1))).isEmpty)
        #expect(home.state.settingsView!.rows[last].label == "Last pressed: No button")
    }

    @Test func C1_theButtonTestTicksEachButtonSaysWhatToDoAndCallsNoOne() {
        var home = Self.inSettings()
        home.state = Self.opened(.setUpButtons, home)
        let labels = { home.state.settingsView!.rows.map(\.label) }
        #expect(labels().contains(SettingsWords.buttonTestHelp))
        #expect(labels().contains("Get Attention button: press it once"))
        home.setLine(.getAttention, pressed: true)
        let effects = home.advance(by: .seconds(1))
        // A test never calls the ward: no tone, no nurse call, Stop does not show.
        #expect(!effects.contains(.startTone) && !effects.contains(.setNurseCall(true)))
        #expect(!home.state.view.stopShowing)
        #expect(labels().contains("✓ Get Attention button works"))
        #expect(labels().contains("Yes button: press it once"))
        home.setLine(.getAttention, pressed: false)
        home.setLine(.yes, pressed: true)
        home.advance(by: .seconds(1))
        #expect(labels().contains("✓ Yes button works") && labels().contains("✓ Get Attention button works"))
        // Opened again, the test starts with nothing ticked.
        home.choose(.settingsBack)
        home.choose(.settingsRow(0))
        #expect(home.state.settingsScreen?.page == .setUpButtons)
        #expect(labels().contains("Yes button: press it once"))
    }

    @Test func G2_stopIsReachableInSettingsWhileTheToneSounds() {
        var home = Self.inSettings()
        home.state = Self.opened(.voice, home)
        home.setLine(.getAttention, pressed: true)
        home.advance(by: .milliseconds(100))
        home.send { .toneStarted(at: $0) }
        let screen = LayoutFixtures.panels[0].screen
        let input = LayoutInput(home.state.view, screen: screen)
        let scene = layoutSettings(
            home.state.settingsView!, plan: SettingsPlan(input, measurer: LayoutFixtures.measurer),
            home: home.state.view, measurer: LayoutFixtures.measurer)
        let stop = scene.control(.stop)
        #expect(stop != nil && stop!.frame == HomePlan(input, measurer: LayoutFixtures.measurer).frame(.type))
        #expect(home.choose(.stop).contains(.stopTone))
        #expect(home.state.settingsOpen, "Stop ends the tone and leaves Settings open")
    }

    @Test func C1_homesControlsCannotBeChosenFromSettings() {
        var home = Self.inSettings()
        #expect(HomeDriver.spoken(home.choose(.phrase(0))).isEmpty)
        // Yes and No speak in Settings from their physical buttons only (NeverSilencedTests), not from a choice
        // an adapter hit-tested on Home's scene.
        #expect(HomeDriver.spoken(home.choose(.yes)).isEmpty)
        #expect(home.choose(.type).isEmpty && !home.state.isTyping)
    }

    @Test func C1_settingsControlsDoNothingOnHomeAndARowThatIsNotThereIsLogged() {
        var home = HomeDriver()
        #expect(home.choose(.backToTalking).isEmpty)
        #expect(home.choose(.stepUp(0)).isEmpty)
        home.choose(.settings)
        #expect(HomeDriver.logged(home.choose(.settingsRow(40))).map(\.kind) == [.fault])
        #expect(home.state.settingsScreen?.page == .settings)
    }

    @Test func C1_theSoundTestSpeaksASampleAndPlaysTheToneBrieflyWithTheDraft() {
        var home = Self.inSettings()
        home.state = Self.opened(.voice, home)
        let rate = Self.row(home, "Rate")!
        home.choose(.stepUp(rate))
        home.choose(.settingsBack)
        home.state = Self.opened(.setUpSound, home)
        var voice = VoiceSettings()
        voice.rate = 160
        #expect(
            home.choose(.settingsRow(Self.row(home, "Try the voice")!)).contains(
                .tryVoice(text: "Hello. This is how I sound.", voice: voice)))
        let tryTone = home.choose(.settingsRow(Self.row(home, "Try the alert")!))
        #expect(tryTone.contains(.startTone) && !tryTone.contains(.setNurseCall(true)))
        #expect(home.advance(by: .seconds(1)).contains(.stopTone), "briefly: a second")
        home.choose(.settingsRow(Self.row(home, "Done")!))
        #expect(home.state.settingsScreen?.page == .settings)
    }

    @Test func C1_theAlertVolumeNeverGoesBelowHalfAndSpeechNeverToSilence() {
        var home = Self.inSettings()
        home.state = Self.opened(.voice, home)
        for (name, floor) in [("Alert volume", 0.5), ("Speech volume", 0.1)] {
            let index = Self.row(home, name)!
            for _ in 0..<30 { home.choose(.stepDown(index)) }
            let draft = home.state.settingsScreen!.draft.voice
            #expect((name == "Alert volume" ? draft.alertVolume : draft.volume) == floor)
        }
    }

    @Test func C1_theVoiceStepsThroughTheInstalledVoices() {
        var home = Self.inSettings()
        home.state = Self.opened(.voice, home)
        // Named as a person would say it, not "en-us".
        let voice = SettingsRow("Voice: English (American)", .stepper(canDown: true, canUp: false))
        #expect(home.state.settingsView!.rows[0] == voice)
        #expect(Self.saved(home.choose(.stepDown(0))).map(\.voice.voice) == ["en-gb"])
    }

    @Test func S6_aNaturalVoiceIsOfferedByNameBesideEspeakNgsForTheBoardsLanguageOnly() {
        var home = HomeDriver(settings: Settings())
        let voices = ["en-gb", "en-us", "en-us-x-pico", "de-x-pico"]
        home.send { .deviceFactsRead(DeviceFacts(version: "1.0", board: "pi4", voices: voices, today: 20_000), at: $0) }
        home.choose(.settings)
        home.state = Self.opened(.voice, home)
        #expect(
            home.state.settingsView!.rows[0]
                == SettingsRow("Voice: English (American)", .stepper(canDown: true, canUp: true)))
        #expect(Self.saved(home.choose(.stepUp(0))).map(\.voice.voice) == ["en-us-x-pico"])
        // German's natural voice is not one an English board is spoken in.
        let natural = SettingsRow("Voice: English (American) · SVOX Pico", .stepper(canDown: true, canUp: false))
        #expect(home.state.settingsView!.rows[0] == natural)
        #expect(VoiceNames.spoken("de-x-pico") == "Deutsch · SVOX Pico")
        #expect(VoiceNames.spoken("-x-pico") == "-x-pico")
    }

    @Test func S6_D4_aVoiceNameThatNamesNoVoiceIsPutBackAndANaturalOneIsKept() {
        for (name, kept) in [
            ("en-us-x-pico", true), ("en-gb-scotland", true), ("../../etc/passwd", false), ("en us", false),
            ("", false), ("en--us", false), (String(repeating: "a", count: 41), false), ("ру", false),
        ] {
            var settings = Settings()
            settings.voice.voice = name
            let checked = settings.keptInRanges()
            #expect(checked.settings.voice.voice == (kept ? name : "en-us"), "\(name)")
            #expect(checked.corrected == (kept ? [] : ["voice"]), "\(name)")
        }
    }

    @Test func C1_aboutSaysVersionBoardStorageAndPrivacyAndHoldsTheLogToggle() {
        var home = Self.inSettings()
        home.state = Self.opened(.about, home)
        let labels = home.state.settingsView!.rows.map(\.label)
        #expect(labels.contains("Version: 1.0") && labels.contains("Board: pi4"))
        #expect(labels.contains("Storage: saving normally"))
        #expect(labels.contains { $0.hasPrefix("Privacy:") })
        let toggle = Self.row(home, "Log may hold message text")!
        #expect(Self.saved(home.choose(.settingsRow(toggle))).map(\.logMessageText) == [true])
    }

    // MARK: C3

    @Test(arguments: [(89, false), (90, true), (400, true), (-3, false)])
    func C3_familySetupChecksInAfterNinetyDays(_ daysAgo: Int, _ due: Bool) {
        let settings = Settings(accessMethod: .touch, familySetupCheckedDay: 20_000 - daysAgo)
        #expect(FamilySetupCheckIn.isDue(settings, today: 20_000) == due)
        let home = Self.inSettings(settings)
        #expect((home.state.settingsFootLine == SettingsWords.checkIn) == due)
        #expect((home.state.settingsView!.rows[0].label == "Family Setup: time to check") == due)
    }

    @Test func C3_answeringFamilySetupIsTheCheckInAndItIsDueUntilAnythingIsChosen() {
        #expect(FamilySetupCheckIn.isDue(Settings(), today: nil))
        #expect(!FamilySetupCheckIn.isDue(Settings(accessMethod: .switches), today: nil), "no clock: never guessed")
        #expect(FamilySetupCheckIn.isDue(Settings(accessMethod: .switches), today: 5), "answered with no clock")
        var home = Self.inSettings(Settings(accessMethod: .switches, familySetupCheckedDay: 19_000))
        home.state = Self.opened(.familySetup, home)
        let same = Self.row(home, "Switches")!
        let saved = Self.saved(home.choose(.settingsRow(same)))
        #expect(saved.map(\.familySetupCheckedDay) == [20_000])
        #expect(home.state.settingsFootLine == SettingsWords.appliesOnBack)
        home.choose(.backToTalking)
        #expect(home.state.settings.familySetupCheckedDay == 20_000)
    }

    @Test(arguments: [(89, false), (90, true), (700, true), (-2, false)])
    func C3_theCheckInComesDueByDaysInUseWithNoClock(_ daysAgo: Int, _ due: Bool) {
        // No wall clock at all: the days the device has been in use bring the check-in due.
        let settings = Settings(accessMethod: .switches, familySetupCheckedUseDay: 200 - daysAgo)
        #expect(FamilySetupCheckIn.isDue(settings, today: nil, daysInUse: 200) == due)
        var home = HomeDriver(settings: settings)
        home.send { .deviceFactsRead(DeviceFacts(daysInUse: 200), at: $0) }
        home.choose(.settings)
        #expect((home.state.settingsFootLine == SettingsWords.checkIn) == due)
        #expect((home.state.settingsView!.rows[0].label == "Family Setup: time to check") == due)
    }

    @Test func C3_eitherMeasureBringsTheCheckInDueAndAnsweringRecordsBoth() {
        let both = Settings(accessMethod: .touch, familySetupCheckedDay: 20_000, familySetupCheckedUseDay: 10)
        #expect(!FamilySetupCheckIn.isDue(both, today: 20_010, daysInUse: 20))
        #expect(FamilySetupCheckIn.isDue(both, today: 20_010, daysInUse: 100), "in use 90 days; the clock was wrong")
        #expect(FamilySetupCheckIn.isDue(both, today: 20_090, daysInUse: 20), "a known date also counts")
        // Answered before the count was kept, with no clock: due as soon as the count is known, never guessed before.
        let old = Settings(accessMethod: .touch)
        #expect(!FamilySetupCheckIn.isDue(old, today: nil, daysInUse: nil))
        #expect(FamilySetupCheckIn.isDue(old, today: nil, daysInUse: 0))

        var home = HomeDriver(settings: Settings(accessMethod: .touch, familySetupCheckedUseDay: 3))
        home.send { .deviceFactsRead(DeviceFacts(daysInUse: 95), at: $0) }
        home.choose(.settings)
        #expect(home.state.settingsFootLine == SettingsWords.checkIn)
        home.state = Self.opened(.familySetup, home)
        let saved = Self.saved(home.choose(.settingsRow(Self.row(home, "Touch")!)))
        #expect(saved.map(\.familySetupCheckedUseDay) == [95])
        #expect(saved.map(\.familySetupCheckedDay) == [nil], "no clock: no date recorded")
        #expect(home.state.settingsFootLine == SettingsWords.appliesOnBack)
        home.choose(.backToTalking)
        #expect(home.state.settings.familySetupCheckedUseDay == 95)
    }

    @Test func C3_aCheckedUseDayOutOfRangeIsDroppedAndOldSettingsLoadWithout() throws {
        var settings = Settings(accessMethod: .touch, familySetupCheckedUseDay: -5)
        #expect(settings.keptInRanges().corrected == ["familySetupCheckedUseDay"])
        settings.familySetupCheckedUseDay = 12
        #expect(settings.keptInRanges().corrected.isEmpty)
        // Settings saved before the count existed have no such field.
        let old = try JSONEncoder().encode(Settings(accessMethod: .touch))
        #expect(!String(decoding: old, as: UTF8.self).contains("UseDay"))
        #expect(try JSONDecoder().decode(Settings.self, from: old).familySetupCheckedUseDay == nil)
        let saved = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(Settings.self, from: saved).familySetupCheckedUseDay == 12)
    }

    @Test func C3_theCheckInNeverTouchesHome() {
        var home = HomeDriver(settings: Settings(accessMethod: .touch, familySetupCheckedDay: 0))
        home.send { .deviceFactsRead(DeviceFacts(today: 20_000), at: $0) }
        #expect(home.state.statusLine == nil)
        #expect(!HomeDriver.spoken(home.choose(.phrase(0))).isEmpty, "talking is never blocked")
    }
}

extension SettingsTests {
    @Test func C1_auditoryFeedbackSaysEachPageAndRowAsItIsReached() {
        var settings = Settings(accessMethod: .headPointing, familySetupCheckedDay: 20_000)
        settings.voice.auditoryFeedback = true
        var home = HomeDriver(settings: settings)
        home.send { .deviceFactsRead(DeviceFacts(today: 20_000), at: $0) }
        #expect(HomeDriver.announced(home.choose(.settings)) == ["Settings"])
        #expect(HomeDriver.announced(home.choose(.settingsRow(2))) == ["Voice Settings"])
        let rate = Self.row(home, "Rate")!
        let effects = home.send { .pointerMoved(point: Point(x: 5, y: 5), control: .stepUp(rate), at: $0) }
        #expect(HomeDriver.announced(effects) == ["Rate: 150 words a minute, more"])
    }
}

extension SettingsTests {
    @Test func C1_timingsReadInWholeMilliseconds() {
        var home = Self.inSettings()
        home.state = Self.opened(.buttons, home)
        #expect(
            home.state.settingsView!.rows[Self.row(home, "Rest to choose for")!].label == "Rest to choose for: 1.2 s")
    }
}

extension SettingsTests {
    /// Each setting a person or carer can change, by name, read as words.
    static let fields: [(String, @Sendable (Settings) -> String)] = [
        ("text size", { "\($0.display.textSize)" }), ("bold", { "\($0.display.bold)" }),
        ("appearance", { "\($0.display.appearance)" }), ("contrast", { "\($0.display.increasedContrast)" }),
        ("borders", { "\($0.display.showBorders)" }), ("voice", { $0.voice.voice }), ("rate", { "\($0.voice.rate)" }),
        ("pitch", { "\($0.voice.pitch)" }), ("volume", { "\($0.voice.volume)" }),
        ("alert volume", { "\($0.voice.alertVolume)" }), ("feedback", { "\($0.voice.auditoryFeedback)" }),
        ("hold", { "\($0.buttons.holdTime)" }), ("ignore repeat", { "\($0.buttons.ignoreRepeatTime)" }),
        ("debounce", { "\($0.buttons.debounceTime)" }), ("stuck", { "\($0.buttons.stuckAfter)" }),
        ("chord", { "\($0.buttons.chordWindow)" }), ("scan time", { "\($0.buttons.scanTime)" }),
        ("first item", { "\($0.buttons.scanFirstItemExtra)" }), ("loops", { "\($0.buttons.scanLoops)" }),
        ("release", { "\($0.buttons.actOnRelease)" }), ("long hold", { "\($0.buttons.longHoldBack)" }),
        ("dwell", { "\($0.buttons.dwellTime)" }), ("tolerance", { "\($0.buttons.dwellToleranceMillimetres)" }),
        ("access", { "\(String(describing: $0.accessMethod))" }), ("message limit", { "\($0.messageLimit)" }),
        ("log text", { "\($0.logMessageText)" }),
    ]

    @Test func C1_everySettingHasExactlyOnePlace() {
        // Set Up Step by Step asks Family Setup's question again on purpose: the same answer, in two places.
        let pages = SettingsPage.allCases.filter { $0 != .setUpAccess }
        var places: [String: [String]] = [:]
        for page in pages {
            var home = Self.inSettings(Settings(accessMethod: .touch))
            home.state = Self.opened(page, home)
            for (index, row) in home.state.settingsView!.rows.enumerated() {
                var tried = home
                let before = tried.state.settingsScreen!.draft
                switch row.kind {
                case .toggle, .option: tried.choose(.settingsRow(index))
                case .stepper(_, let canUp): tried.choose(canUp ? .stepUp(index) : .stepDown(index))
                default: continue
                }
                let after = tried.state.settingsScreen!.draft
                for (name, read) in Self.fields where read(before) != read(after) {
                    places[name, default: []].append("\(page): \(row.label)")
                }
            }
        }
        for (name, _) in Self.fields {
            #expect(places[name] != nil, "\(name) has no place in Settings")
            // An answer row changes only the answer; the other answers of the question are the same place.
            let rows = Set(places[name, default: []].map { $0.split(separator: ":")[0] })
            #expect(rows.count <= 1, "\(name) is set on more than one page: \(places[name]!)")
        }
    }
}

extension SettingsTests {
    @Test func C1_aCallDuringTheSoundTestIsNeverStoppedByIt() {
        var home = Self.inSettings()
        home.state = Self.opened(.setUpSound, home)
        home.choose(.settingsRow(Self.row(home, "Try the alert")!))
        home.setLine(.getAttention, pressed: true)
        home.advance(by: .milliseconds(100))
        home.send { .toneStarted(at: $0) }
        let later = home.advance(by: .seconds(2))
        #expect(!later.contains(.stopTone) && home.state.view.stopShowing)
        #expect(home.state.settingsFootLine == SettingsWords.sounding)
    }

    @Test func C1_aSoundTestThatCannotPlayTheToneSaysSo() {
        var home = Self.inSettings()
        home.state = Self.opened(.setUpSound, home)
        home.choose(.settingsRow(Self.row(home, "Try the alert")!))
        #expect(HomeDriver.logged(home.send { .toneFailed(at: $0) }).map(\.kind) == [.alertFailed])
        #expect(home.state.settingsFootLine == "No alert — Back")
        #expect(!home.advance(by: .seconds(2)).contains(.stopTone))
        #expect(home.choose(.settingsRow(Self.row(home, "Try the alert")!)).contains(.startTone), "tries again")
    }
}

extension SettingsTests {
    @Test func C1_settingsSpeakPlainWordsToACaregiver() {
        var home = Self.inSettings(Settings(accessMethod: .touch, familySetupCheckedDay: 20_000))
        // A note says when a change shows.
        #expect(home.state.settingsFootLine == "Changes show on Home after Back to Talking")
        // Family Setup asks its question.
        var family = home
        family.state = Self.opened(.familySetup, home)
        #expect(family.state.settingsView!.page.title.hasSuffix("?"))
        // No jargon on Buttons and Switches.
        home.state = Self.opened(.buttons, home)
        let words = home.state.settingsView!.rows.map(\.label).joined(separator: " | ")
        for jargon in ["Debounce", "Stuck after", "Yes and No together", "Dwell", "Ignore repeat"] {
            #expect(!words.contains(jargon), "\(jargon)")
        }
    }

    @Test func C1_moreSaysWhichPageShowsAndHowManyThereAre() {
        // A category of 30 phrases takes more than one page.
        var board = StarterContent.board
        board.categories[0].phrases = (1...30).map { Phrase(id: "p\($0)", text: "Phrase \($0)") }
        var home = HomeDriver(board: board, settings: Settings(accessMethod: .touch))
        home.choose(.settings)
        home.state = Self.opened(.phrases, home)
        home.choose(.settingsRow(Self.row(home, board.categories[0].name + ":")!))
        let screen = LayoutFixtures.panels[0].screen
        func more() -> String? {
            let input = LayoutInput(home.state.view, screen: screen)
            return layoutSettings(
                home.state.settingsView!, plan: SettingsPlan(input, measurer: LayoutFixtures.measurer),
                home: home.state.view, measurer: LayoutFixtures.measurer
            ).control(.moreRows)?.label
        }
        let first = more()
        #expect(first?.hasPrefix("More (page 1 of ") == true, "\(String(describing: first))")
        home.choose(.moreRows)
        #expect(more()?.hasPrefix("More (page 2 of ") == true)
    }
}
