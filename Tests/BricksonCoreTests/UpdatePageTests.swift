import BricksonCore
import BricksonFakes
import Testing

/// Updates from a USB stick (U3, U5) over the pure `update`: the Update page asks the system with requests and shows
/// only what its status says; the restart needs a confirmation no resting pointer can give; About and the status
/// line tell what happened.
@Suite struct UpdatePageTests {
    static let bundle = "new.raucb"
    static let contents = StickContents(boardFiles: ["family.obz"], updates: [bundle])

    /// Settings open on the USB stick page with a bundle on the stick.
    static func onStickPage(_ contents: StickContents = contents) -> HomeDriver {
        StickPageTests.onStickPage(contents)
    }

    /// The stick page with the bundle's Update page opened.
    static func onUpdatePage() -> (HomeDriver, [Effect]) {
        var home = onStickPage()
        let effects = home.choose(.settingsRow(StickPageTests.row(home, "Update: ")))
        return (home, effects)
    }

    static func requests(_ effects: [Effect]) -> [UpdateRequest] {
        effects.compactMap { if case .updateRequest(let request) = $0 { request } else { nil } }
    }

    static func logged(_ effects: [Effect]) -> [LogEntry] {
        effects.compactMap { if case .log(let entry) = $0 { entry } else { nil } }
    }

    static func labels(_ home: HomeDriver) -> [String] { home.state.settingsView!.rows.map(\.label) }

    /// The words of the page's information rows, as one text.
    static func words(_ home: HomeDriver) -> String {
        home.state.settingsView!.rows.filter { $0.kind == .info }.map(\.label).joined(separator: " ")
    }

    /// The rows that can be chosen.
    static func actions(_ home: HomeDriver) -> [String] {
        home.state.settingsView!.rows.filter { $0.kind == .action }.map(\.label)
    }

    /// The index of the row with these words.
    static func index(_ home: HomeDriver, _ label: String) -> Int {
        home.state.settingsView!.rows.firstIndex { $0.label == label }!
    }

    /// The status file's text for `state`, with the slot facts a real one always has.
    static func status(_ lines: String, other: String = "2026.11.20.0900", last: String = "none") -> UpdateStatus {
        let text =
            lines + "\nrunning-version=2026.12.02.1200\nrunning-slot=A\nother-version=\(other)\nlast-update=\(last)\n"
        return UpdateStatus.parse(Array(text.utf8))!
    }

    static let ready = status(
        "state=ready\nbundle=\(bundle)\nversion=2026.12.03.1200\nchanges=Security fixes from Debian; a clearer alert tone"
    )

    static func installing(_ progress: Int) -> UpdateStatus {
        status("state=installing\nbundle=\(bundle)\nversion=2026.12.03.1200\nprogress=\(progress)")
    }

    static let installed = status(
        "state=installed\nbundle=\(bundle)\nversion=2026.12.03.1200\nmessage=Restart to use it.")

    @Test func U3_theStickListsItsBundlesAsUpdateRows() {
        let home = Self.onStickPage()
        #expect(Self.labels(home).contains("USB stick: 1 board file, 0 backups, 1 update"))
        let row = StickPageTests.row(home, "Update: ")
        #expect(home.state.settingsView!.rows[row] == SettingsRow("Update: \(Self.bundle)", .action))
    }

    @Test func U3_choosingABundleAsksTheSystemToCheckItAndSaysChecking() {
        let (home, effects) = Self.onUpdatePage()
        #expect(Self.requests(effects) == [.inspect(Self.bundle)])
        #expect(UpdateRequest.inspect(Self.bundle).line == "inspect \(Self.bundle)")
        #expect(Self.logged(effects).filter { $0.kind == .update }.map(\.detail) == ["asked: inspect \(Self.bundle)"])
        #expect(Self.words(home) == "Update: \(Self.bundle) Checking…" && Self.actions(home).isEmpty)
        // What the system said before (idle, or about another bundle) is not this bundle's answer.
        var idle = home
        idle.send { .updateStatusRead(Self.status("state=idle"), at: $0) }
        #expect(Self.words(idle) == "Update: \(Self.bundle) Checking…")
    }

    @Test func U3_readyShowsTheVersionAndChangesAndInstallAsksForTheInstall() {
        var (home, _) = Self.onUpdatePage()
        home.send { .updateStatusRead(Self.ready, at: $0) }
        #expect(
            Self.words(home)
                == "Update: \(Self.bundle) Version 2026.12.03.1200. What it changes: Security fixes from Debian; a "
                + "clearer alert tone")
        #expect(Self.actions(home) == [UpdateWords.install])
        let install = Self.index(home, UpdateWords.install)
        let effects = home.choose(.settingsRow(install))
        #expect(Self.requests(effects) == [.install(Self.bundle)])
        #expect(Self.words(home) == "Update: \(Self.bundle) \(UpdateWords.starting)", "no second Install meanwhile")
        #expect(Self.actions(home).isEmpty && Self.requests(home.choose(.settingsRow(install))).isEmpty)
        home.send { .updateStatusRead(Self.installing(40), at: $0) }
        #expect(Self.words(home) == "Update: \(Self.bundle) Version 2026.12.03.1200: Installing… 40 %")
    }

    @Test(arguments: [
        "This update is not signed by Brickson's key. Nothing was changed.",
        "This update is for the raspberry-pi-4, not this device (qemu-x86_64). Nothing was changed.",
        "This update (2026.11.30) is older than the running system (2026.12.02). Nothing was changed.",
    ])
    func U3_U2_aRefusalIsShownInWordsAndNothingCanBeInstalled(_ message: String) {
        var (home, _) = Self.onUpdatePage()
        home.send { .updateStatusRead(Self.status("state=refused\nbundle=\(Self.bundle)\nmessage=\(message)"), at: $0) }
        #expect(Self.words(home) == "Update: \(Self.bundle) " + UpdateWords.rows(message).joined(separator: " "))
        #expect(Self.actions(home).isEmpty)
        for row in home.state.settingsView!.rows.indices {
            #expect(Self.requests(home.choose(.settingsRow(row))).isEmpty)
        }
    }

    @Test func U3_G1_homeKeepsWorkingWhileInstallingAndThePageShowsWhereItIsWhenOpenedAgain() {
        var (home, _) = Self.onUpdatePage()
        home.send { .updateStatusRead(Self.ready, at: $0) }
        home.choose(.settingsRow(Self.index(home, UpdateWords.install)))
        home.send { .updateStatusRead(Self.installing(10), at: $0) }
        home.choose(.backToTalking)
        #expect(!home.state.settingsOpen)
        // Get Attention, Yes and the status's progress all go on while the system installs.
        #expect(home.choose(.getAttention).contains(.startTone))
        home.choose(.stop)
        #expect(home.choose(.yes).contains { if case .speak = $0 { true } else { false } })
        home.send { .updateStatusRead(Self.installing(70), at: $0) }
        // Back on the page: where the install is, and no new check is asked for.
        home.choose(.settings)
        home.state = SettingsTests.opened(.usbStick, home)
        let effects = home.choose(.settingsRow(StickPageTests.row(home, "Update: ")))
        #expect(Self.requests(effects).isEmpty)
        #expect(Self.words(home) == "Update: \(Self.bundle) Version 2026.12.03.1200: Installing… 70 %")
    }

    @Test func U3_theRestartIsOnlyOfferedOnceInstalledAndNeedsAConfirmation() {
        var (home, _) = Self.onUpdatePage()
        home.send { .updateStatusRead(Self.installing(99), at: $0) }
        #expect(Self.actions(home).isEmpty)
        home.send { .updateStatusRead(Self.installed, at: $0) }
        #expect(Self.words(home) == "Update: \(Self.bundle) Version 2026.12.03.1200 is installed. Restart to use it.")
        #expect(Self.actions(home) == [UpdateWords.restart, UpdateWords.later])
        // Restart now asks for the confirmation: Cancel in its place, the restart itself beside it.
        let restart = Self.index(home, UpdateWords.restart)
        #expect(Self.requests(home.choose(.settingsRow(restart))).isEmpty)
        #expect(Self.labels(home)[restart...] == [UpdateWords.cancelRestart, UpdateWords.confirm])
        #expect(home.state.settingsView?.footLine == UpdateWords.confirmRestart)
        // The same choice again (a second tap, a bounce) cancels.
        #expect(Self.requests(home.choose(.settingsRow(restart))).isEmpty)
        #expect(Self.labels(home)[restart] == UpdateWords.restart)
        home.choose(.settingsRow(restart))
        // A pointer resting on the restart, for as long as anyone likes: nothing.
        let confirm = restart + 1
        var effects = home.send { .pointerMoved(point: Point(x: 300, y: 300), control: .settingsRow(confirm), at: $0) }
        effects += home.advance(by: .seconds(30))
        #expect(Self.requests(effects).isEmpty)
        #expect(home.state.settingsView?.dwell == nil)
        // Resting on Cancel does choose it (dwell works everywhere else).
        effects = home.send { .pointerMoved(point: Point(x: 100, y: 100), control: .settingsRow(restart), at: $0) }
        effects += home.advance(by: .seconds(3))
        #expect(Self.labels(home)[restart] == UpdateWords.restart)
        // A deliberate touch restarts.
        home.choose(.settingsRow(restart))
        #expect(Self.requests(home.tap(.settingsRow(confirm))) == [.restart])
        #expect(Self.words(home).hasSuffix(UpdateWords.restarting))
    }

    @Test func U3_aConfirmationBegunBeforeTheStatusChangedIsDropped() {
        var (home, _) = Self.onUpdatePage()
        home.send { .updateStatusRead(Self.installed, at: $0) }
        home.choose(.settingsRow(Self.index(home, UpdateWords.restart)))
        #expect(Self.actions(home) == [UpdateWords.cancelRestart, UpdateWords.confirm])
        // The system wrote another state meanwhile (another install began): nothing to restart into.
        home.send { .updateStatusRead(Self.installing(5), at: $0) }
        #expect(Self.actions(home).isEmpty)
        home.send { .updateStatusRead(Self.installed, at: $0) }
        #expect(Self.actions(home) == [UpdateWords.restart, UpdateWords.later], "asked again, not already confirming")
    }

    @Test func U3_laterLeavesTheInstalledUpdateForAnotherTime() {
        var (home, _) = Self.onUpdatePage()
        home.send { .updateStatusRead(Self.installed, at: $0) }
        #expect(Self.requests(home.choose(.settingsRow(Self.index(home, UpdateWords.later)))).isEmpty)
        #expect(Self.labels(home).first == "USB stick: 1 board file, 0 backups, 1 update")
        // Opened again, still installed: Restart now is there, nothing is asked.
        let effects = home.choose(.settingsRow(StickPageTests.row(home, "Update: ")))
        #expect(Self.requests(effects).isEmpty)
        #expect(Self.actions(home) == [UpdateWords.restart, UpdateWords.later])
    }

    @Test func U3_A2_aStrayOrHeldSwitchNeverRestarts() throws {
        var home = StickPageTests.onStickPage(Self.contents)
        home.state = HomeState(
            board: home.state.board,
            settings: Settings(
                buttons: ButtonSettings(switchCount: 2, scanMode: .step), accessMethod: .switches,
                familySetupCheckedDay: 20_000),
            at: home.now)
        home.send { .stickChanged(Self.contents, at: $0) }
        home.send { .updateStatusRead(Self.installed, at: $0) }
        home.choose(.settings)
        home.state = SettingsTests.opened(.usbStick, home)
        home.choose(.settingsRow(StickPageTests.row(home, "Update: ")))
        home.choose(.settingsRow(Self.index(home, UpdateWords.restart)))
        let confirm = ControlID.settingsRow(Self.index(home, UpdateWords.confirm))
        let (stray, onConfirm) = try HandOverTests.strayPresses(home, before: confirm)
        for (place, effects, _) in stray { #expect(Self.requests(effects).isEmpty, "\(place)") }
        #expect(Self.requests(onConfirm) == [.restart], "with the restart itself highlighted, one Select restarts")
    }

    @Test func U3_theStateComesFromTheStatusSoARestartedBricksonShowsTheInstalledUpdate() {
        var home = HomeDriver(settings: Settings(accessMethod: .touch, familySetupCheckedDay: 20_000))
        home.send { .updateStatusRead(Self.installed, at: $0) }
        home.send { .stickChanged(Self.contents, at: $0) }
        home.choose(.settings)
        home.state = SettingsTests.opened(.usbStick, home)
        let effects = home.choose(.settingsRow(StickPageTests.row(home, "Update: ")))
        #expect(Self.requests(effects).isEmpty)
        #expect(Self.actions(home) == [UpdateWords.restart, UpdateWords.later])
    }

    @Test func U3_aRequestThatCannotBeWrittenIsSaidAndLeavesNothingToChoose() {
        var (home, _) = Self.onUpdatePage()
        let words = "The request could not be given to the system (No space left on device). Nothing was changed."
        let effects = home.send { .updateRequestFailed("No space left on device", at: $0) }
        #expect(Self.words(home) == "Update: \(Self.bundle) " + UpdateWords.rows(words).joined(separator: " "))
        #expect(Self.actions(home).isEmpty)
        #expect(Self.logged(effects).map(\.kind) == [.warning])
        home.choose(.settingsBack)
        #expect(home.state.settingsScreen?.updateBundle == nil)
        #expect(home.state.settingsScreen?.page == .usbStick)
    }

    @Test func U5_aboutShowsBothSystemsAndTheLastUpdateOrUnknown() {
        var home = SettingsTests.inSettings()
        home.state = SettingsTests.opened(.about, home)
        /// About's rows from its first to Board's, as one text.
        func systems() -> String {
            let labels = Self.labels(home)
            return labels.prefix { !$0.hasPrefix("Board:") }.joined(separator: " ")
        }
        #expect(systems() == "Version: 1.0 Version of the other system: unknown Last update: unknown")
        home.send {
            .updateStatusRead(
                Self.status("state=idle", last: "2026.12.02.1200 installed on 1 Dec 2026, running"), at: $0)
        }
        #expect(
            systems() == "Version: 1.0 Version of the other system: 2026.11.20.0900 "
                + "Last update: 2026.12.02.1200 installed on 1 Dec 2026, running")
        home.send { .updateStatusRead(Self.status("state=idle", other: "none"), at: $0) }
        #expect(systems().contains("Version of the other system: none Last update: none"))
        // A status that went missing or was damaged is unknown again, not the last good one.
        home.send { .updateStatusRead(nil, at: $0) }
        #expect(systems() == "Version: 1.0 Version of the other system: unknown Last update: unknown")
        // An image built without the owner's update key says so (U2, D7).
        home.send { .updateStatusRead(UpdateStatus.parse(Array("state=idle\nupdates=not-set-up\n".utf8)), at: $0) }
        #expect(systems().hasPrefix("Version: 1.0 Updates: not set up Version of the other system:"))
    }

    @Test func U5_eachStateChangeIsLoggedOnceAndProgressIsNot() {
        var (home, effects) = Self.onUpdatePage()
        for status in [Self.ready, Self.ready, Self.installing(10), Self.installing(50), Self.installed] {
            effects += home.send { .updateStatusRead(status, at: $0) }
        }
        effects += home.send {
            .updateStatusRead(
                Self.status("state=failed\nbundle=\(Self.bundle)\nmessage=The stick was taken out."), at: $0)
        }
        #expect(
            Self.logged(effects).filter { $0.kind == .update }.map(\.detail) == [
                "asked: inspect \(Self.bundle)", "\(Self.bundle) ready: version 2026.12.03.1200",
                "\(Self.bundle) installing: version 2026.12.03.1200",
                "\(Self.bundle) installed: version 2026.12.03.1200",
                "\(Self.bundle) failed: The stick was taken out.",
            ])
    }

    @Test func U5_U4_anUndoneUpdateIsOnTheStatusLineOnceUntilSeenAndLogged() {
        var home = HomeDriver(settings: Settings(accessMethod: .touch, familySetupCheckedDay: 20_000))
        var effects = home.send { .updateUndone(runningVersion: "2026.12.02.1200", at: $0) }
        #expect(home.state.statusLine == "Update was undone")
        #expect(Self.logged(effects).map(\.detail) == ["undone: back on 2026.12.02.1200"])
        // Get Attention is pressed in a hurry, not after reading: the notice stays.
        home.choose(.getAttention)
        home.choose(.stop)
        #expect(home.state.statusLine == "Update was undone")
        // Told again in the same boot: nothing more.
        effects = home.send { .updateUndone(runningVersion: "2026.12.02.1200", at: $0) }
        #expect(Self.logged(effects).isEmpty)
        home.choose(.yes)
        #expect(home.state.statusLine == nil)
        home.send { .updateUndone(runningVersion: "2026.12.02.1200", at: $0) }
        #expect(home.state.statusLine == nil)
    }

    @Test func U3_theStatusFileIsReadOnlyWhenWhole() {
        func parse(_ text: String) -> UpdateStatus? { UpdateStatus.parse(Array(text.utf8)) }
        let good = parse("state=installing\r\nbundle=a.raucb\nprogress=40\nsomething-new=kept out\n\nundone=yes\n")
        #expect(good?.phase == .installing && good?.bundle == "a.raucb" && good?.progress == 40 && good?.undone == true)
        #expect(parse("state=installing\nprogress=140")?.progress == nil, "a progress past 100 is left out")
        #expect(parse("bundle=a.raucb\n") == nil, "no state")
        #expect(parse("state=exploded\n") == nil, "a state no one knows")
        #expect(parse("state=idle\nnot a key value line\n") == nil)
        #expect(parse("state=idle\nmessage=bell\u{07}\n") == nil, "a control character")
        #expect(parse("state=idle\nmessage=" + String(repeating: "a", count: 900)) == nil, "over LabelBounds")
        #expect(parse("state=idle\nmessage=e" + String(repeating: "\u{301}", count: 40)) == nil, "40 marks on a letter")
        #expect(UpdateStatus.parse(Array("state=idle\n".utf8) + [0xFF, 0xFE]) == nil, "not UTF-8")
        #expect(UpdateStatus.parse(Array(repeating: UInt8(ascii: "x"), count: 4097)) == nil, "over 4096 bytes")
        let lines = (0..<5000).map { "k\($0)=v" }.joined(separator: "\n")
        #expect(parse("state=idle\n" + lines) == nil, "5000 lines are over the size")
    }

    /// Bundles on the stick never show as the same row: a release (named as `Image/build-update` names it) by its
    /// version, other long names that differ only at their end by that end.
    @Test func U3_twoBundlesNeverShowAsTheSameRow() {
        let releases = [
            "brickson-qemu-x86_64-2026.12.05.1200+g0123456789ab.raucb",
            "brickson-qemu-x86_64-2026.12.06.0900+gba9876543210.raucb",
        ]
        let others = [
            "update-for-ward-seven-from-the-hospital-pharmacy-A.raucb",
            "update-for-ward-seven-from-the-hospital-pharmacy-B.raucb",
        ]
        for files in [releases, others, releases + others] {
            let home = Self.onStickPage(StickContents(updates: files))
            let rows = Self.labels(home).filter { $0.hasPrefix("Update: ") }
            #expect(rows.count == files.count && Set(rows).count == files.count, "\(rows)")
            if files == releases {
                #expect(rows[0].contains("2026.12.05.1200") && rows[1].contains("2026.12.06.0900"), "\(rows)")
            }
            if files == others { #expect(rows[0].contains("A.raucb") && rows[1].contains("B.raucb"), "\(rows)") }
        }
    }

    /// Every Update page state, with the longest words the system sends, at every panel and text setting: every row
    /// whole at the default size where Home has room, and every label within `LabelBounds`.
    @Test func U3_everyUpdateLabelFitsTheSettingsLayoutAtEverySupportedPanel() {
        // A name as the build makes them, with a version's longest suffix; the longest words the system sends.
        let name = "brickson-qemu-x86_64-2026.12.03.1200+g0123456789abcdef0123456789abcdef01234567.raucb"
        let contents = StickContents(updates: [name])
        let version = "version=2026.12.03.1200+g0123456789abcdef0123456789abcdef01234567"
        let long = String(repeating: "Security fixes from Debian, ", count: 20)
        func status(_ lines: String) -> UpdateStatus { Self.status("bundle=\(name)\n\(version)\n" + lines) }
        let statuses: [UpdateStatus?] = [
            nil, status("state=ready\nchanges=\(long)"),
            status(
                "state=refused\nmessage=This update is for the raspberry-pi-4, not this device (qemu-x86_64). "
                    + "Nothing was changed."),
            status(
                "state=failed\nmessage=The update could not be installed (rauc: installing failed: No space left on "
                    + "device). The device still runs 2026.12.02.1200+g0123456789ab."),
            status("state=installing\nprogress=100"), status("state=installed\nmessage=Restart to use it."),
        ]
        let running = "2026.12.02.1200+g0123456789abcdef0123456789abcdef01234567"
        let undone =
            "2026.12.03.1200+g0123456789abcdef0123456789abcdef01234567 did not start and was undone: back on "
            + running
        var problems: [String: String] = [:]
        var checked = 0
        for panel in LayoutFixtures.panels {
            for display in [DisplaySettings(), DisplaySettings(bold: true)] {
                for access in LayoutFixtures.accessChoices {
                    let settings = Settings(display: display, accessMethod: access, familySetupCheckedDay: 20_000)
                    var home = HomeDriver(settings: settings)
                    let input = LayoutInput(home.state.view, screen: panel.screen)
                    guard HomePlan(input, measurer: LayoutFixtures.measurer).fitsMinimum else { continue }
                    let plan = SettingsPlan(input, measurer: LayoutFixtures.measurer)
                    home.send { .updateStatusRead(Self.status("state=idle", other: running, last: undone), at: $0) }
                    home.send { .stickChanged(contents, at: $0) }
                    home.choose(.settings)
                    for page in [SettingsPage.about, .usbStick] {
                        home.state = SettingsTests.opened(page, home)
                        let scene = layoutSettings(
                            home.state.settingsView!, plan: plan, home: home.state.view,
                            measurer: LayoutFixtures.measurer)
                        for control in scene.controls where control.id != .backToTalking {
                            let fitted = FittedLabel(
                                control.label, in: control.frame, preferred: plan.fontSize,
                                minimum: plan.defaultFontSize, bold: plan.bold, hasIcon: false, padding: plan.padding,
                                measurer: LayoutFixtures.measurer)
                            if !fitted.fits, control.label.contains("Update") || control.label.contains("ystem") {
                                problems[control.label] = "\(panel) bold \(display.bold) \(String(describing: access))"
                            }
                        }
                        home.choose(.settingsBack)
                    }
                    home.state = SettingsTests.opened(.usbStick, home)
                    home.choose(.settingsRow(StickPageTests.row(home, "Update: ")))
                    for status in statuses {
                        var shown = home
                        shown.send { .updateStatusRead(status, at: $0) }
                        if status?.phase == .installed {
                            shown.choose(.settingsRow(Self.index(shown, UpdateWords.restart)))
                        }
                        // Every batch of rows (More), as many as the page has.
                        for _ in 0..<shown.state.settingsView!.rows.count {
                            let scene = layoutSettings(
                                shown.state.settingsView!, plan: plan, home: shown.state.view,
                                measurer: LayoutFixtures.measurer)
                            shown.choose(.moreRows)
                            for control in scene.controls where control.id != .backToTalking {
                                checked += 1
                                #expect(LabelBounds.problem(control.label) == nil)
                                let fitted = FittedLabel(
                                    control.label, in: control.frame, preferred: plan.fontSize,
                                    minimum: plan.defaultFontSize, bold: plan.bold, hasIcon: false,
                                    padding: plan.padding,
                                    measurer: LayoutFixtures.measurer)
                                if !fitted.fits, problems[control.label] == nil {
                                    problems[control.label] =
                                        "\(panel) bold \(display.bold) \(String(describing: access))"
                                }
                            }
                        }
                    }
                }
            }
        }
        #expect(checked > 500)
        #expect(problems.isEmpty, "\(problems)")
    }

    /// The undone notice on Home's status line: whole, at every panel where Home has room, and Home's controls
    /// where they were without it (the line was sized before the notice existed).
    @Test func U5_theUndoneNoticeFitsTheStatusLineWithoutMovingHome() {
        var misfits: [String] = []
        for panel in LayoutFixtures.panels {
            for access in LayoutFixtures.accessChoices {
                var home = HomeDriver(settings: Settings(accessMethod: access, familySetupCheckedDay: 20_000))
                let before = layout(home.state.view, screen: panel.screen, measurer: LayoutFixtures.measurer)
                home.send { .updateUndone(runningVersion: "2026.12.02.1200+g0123456789ab", at: $0) }
                let input = LayoutInput(home.state.view, screen: panel.screen)
                let plan = HomePlan(input, measurer: LayoutFixtures.measurer)
                let scene = layout(home.state.view, screen: panel.screen, measurer: LayoutFixtures.measurer)
                #expect(scene.controls.map(\.frame) == before.controls.map(\.frame))
                guard plan.fitsMinimum else { continue }
                let fitted = FittedLabel(
                    scene.statusText ?? "", in: scene.statusFrame, preferred: plan.fontSize,
                    minimum: plan.defaultFontSize, bold: plan.bold, hasIcon: false, padding: plan.padding,
                    verticalPadding: 0, measurer: LayoutFixtures.measurer)
                if !fitted.fits { misfits.append("\(panel) \(String(describing: access))") }
            }
        }
        #expect(misfits.isEmpty, "\(misfits)")
    }
}
