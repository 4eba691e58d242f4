import BoardProfile
import BricksonCore
import BricksonRuntime
import BricksonSimulator
import DeviceFakes
import DurableStore
import EventLoop
import Foundation
import HomeRenderer
import Testing

/// What a headless run did: its output, and every event and effect with when the loop handled it.
final class RunRecord {
    var result: SimulateCommand.HeadlessResult?
    var start = Instant.zero
    /// The run's state directory (its database).
    var stateDirectory = ""
    var events: [(Event, Instant)] = []
    var effects: [(Effect, Instant)] = []

    /// Seconds from the run's start.
    func seconds(_ instant: Instant) -> Double { Double((instant - start).nanosecondsRounded) / 1e9 }

    var spoken: [Utterance] {
        effects.compactMap { if case .speak(let utterance) = $0.0 { utterance } else { nil } }
    }

    var logged: [LogEntry] { effects.compactMap { if case .log(let entry) = $0.0 { entry } else { nil } } }

    func firstEvent(_ matches: (Event) -> Bool) -> Instant? { events.first { matches($0.0) }?.1 }
}

/// Runs the real runtime headless from a script, in a fresh folder.
func simulate(
    _ script: String, faults: Set<SimulateCommand.Fault> = [], settings: Settings? = nil, board: Board? = nil,
    useSeconds: Int64? = nil, after earlier: RunRecord? = nil,
    configure: (inout SimulateCommand.Options) -> Void = { _ in }
) throws -> RunRecord {
    // After an earlier run: a restart on its state (its folder, its saved data).
    let folder =
        earlier.map { String($0.stateDirectory.dropLast("/state".count)) }
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("brickson-test-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var options = try SimulateCommand.Options(arguments: ["--out", folder])
    options.scriptText = script
    options.faults = faults
    configure(&options)
    if let settings { try seedSettings(settings, in: folder + "/state") }
    if let board { try seedBoard(board, in: folder + "/state") }
    if let useSeconds {
        let opening = Store.open(directory: folder + "/state", now: DeviceClock.now())
        opening.store.saveUseSeconds(useSeconds)
        opening.store.close()
    }
    let profile = try BoardLocation.load("simulator", boards: repositoryBoards)
    let record = RunRecord()
    record.stateDirectory = folder + "/state"
    record.start = DeviceClock.now()
    record.result = try SimulateCommand.runHeadless(profile: profile, options: options) { event, effect in
        let now = DeviceClock.now()
        if let event { record.events.append((event, now)) }
        if let effect { record.effects.append((effect, now)) }
    }
    return record
}

/// The repository's `Board` folder.
let repositoryBoards: String = {
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/Board"
}()

@Suite(.serialized) struct HeadlessSimulatorTests {
    @Test func S2_G1_G8_aScriptedRunSpeaksWhereChosenSoundsTheToneAndNurseCallUntilStopAndDrawsHome() throws {
        let run = try simulate(
            """
            wait 1500
            press yes
            wait 1500
            tap phrase 0
            wait 2500
            press getAttention
            wait 2500
            press stop
            wait 1200
            """)
        let result = try #require(run.result)
        let track = try SoundTrack(wav: result.wav)
        let yes = run.seconds(try #require(result.presses.first { $0.button == .yes }?.at))
        let attention = run.seconds(try #require(result.presses.first { $0.button == .getAttention }?.at))
        let stop = run.seconds(try #require(result.presses.first { $0.button == .stop }?.at))

        // Nothing sounds before the first press; Yes is said after it, where the engine says its first sample went.
        #expect(run.spoken.first?.source == .yes)
        let yesStart = run.seconds(
            try #require(run.firstEvent { if case .speechStarted(1, _) = $0 { true } else { false } }))
        #expect(track.isSilent(0, yes))
        #expect(yesStart > yes)
        #expect(track.hasSound(yesStart, yesStart + 0.6))
        // The phrase is said after its tap.
        #expect(run.spoken.dropFirst().first?.text == StarterContent.board.categories[0].phrases[0].text)
        let phraseStart = run.seconds(
            try #require(run.firstEvent { if case .speechStarted(2, _) = $0 { true } else { false } }))
        #expect(phraseStart > yes + 1.4)
        #expect(track.hasSound(phraseStart, phraseStart + 0.6))

        // The tone: loud, at its pitches, for most of the time it sounds; silence once Stop is pressed.
        let toneStart = run.seconds(try #require(run.firstEvent { if case .toneStarted = $0 { true } else { false } }))
        #expect(toneStart > attention)
        let sounding = track.windows(toneStart, stop)
        let loud = sounding.filter { SoundTrack.rms($0) > 8_000 }
        #expect(Double(loud.count) > 0.5 * Double(sounding.count))
        // Inside its bursts (20 ms wholly within one), the tone is at its pitches, 660 and 880 Hz.
        let bursts = stride(from: toneStart, to: stop - 0.02, by: 0.02).map { track.slice($0, $0 + 0.02) }
            .filter { SoundTrack.rms($0) > 19_000 }
        #expect(bursts.count > 20)
        let pitches = bursts.map { track.zeroCrossingFrequency($0) }
        #expect(pitches.allSatisfy { (600...950).contains($0) }, "\(pitches)")
        #expect(track.isSilent(stop + 0.5, stop + 1.1))
        // The board's nurse-call line went on with the tone and off with Stop (and stayed off as Brickson stopped).
        #expect(result.nurseCall.first == true)
        #expect(result.nurseCall.count >= 2 && result.nurseCall.dropFirst().allSatisfy { !$0 }, "\(result.nurseCall)")
        #expect(run.effects.contains { $0.0 == .setNurseCall(false) && run.seconds($0.1) >= stop })

        // Frames: Home first, then a new frame for each visible change.
        #expect(result.frames >= 5)
        let first = try PixelBuffer(contentsOfPNG: result.folder + "/frame-0001.png")
        let screen = Screen(width: 800, height: 480, pixelsPerMillimetre: 800 / 154)
        let home = BricksonCore.HomeState(board: StarterContent.board, settings: Settings(), at: .zero).view
        let expected = try Renderer().image(
            of: layout(
                home,
                screen: Screen(
                    pixels: screen.pixels,
                    millimetres: Size(width: 154, height: 86)), measurer: PangoMeasurer()))
        let differing = zip(first.pixels, expected.pixels).filter { $0 & 0xFF_FFFF != $1 & 0xFF_FFFF }.count
        #expect(first.width == expected.width && first.height == expected.height)
        #expect(differing == 0)
    }

    /// H11 in a simulator run: a message typed and left, then a phrase said: the phrase holds the message's place,
    /// drawn as the renderer draws it said just now (the typed message kept for Type).
    @Test func H11_aPhraseSaidAfterATypedMessageShowsInTheMessagesPlaceInARun() throws {
        let run = try simulate(
            """
            wait 1000
            tap type
            wait 300
            type Please call my daughter
            wait 300
            tap phrases
            wait 300
            tap phrase 1
            wait 1500
            """)
        let result = try #require(run.result)
        let phrase = StarterContent.board.categories[0].phrases[1].text
        #expect(run.spoken.last?.text == phrase)
        let last = try PixelBuffer(contentsOfPNG: result.folder + String(format: "/frame-%04d.png", result.frames))
        let screen = Screen(pixels: Size(width: 800, height: 480), millimetres: Size(width: 154, height: 86))
        var view = BricksonCore.HomeState(board: StarterContent.board, settings: Settings(), at: .zero).view
        view.message = "Please call my daughter"
        (view.lastSaid, view.showsSaid, view.saidAge) = (phrase, true, .justNow)
        let scene = layout(view, screen: screen, measurer: PangoMeasurer())
        let expected = try Renderer().image(of: scene)
        let frame = try #require(scene.control(.message)?.frame)
        var differing = 0
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX)
            where last.pixels[y * last.width + x] & 0xFF_FFFF != expected.pixels[y * expected.width + x] & 0xFF_FFFF {
                differing += 1
            }
        }
        #expect(last.width == expected.width && differing == 0, "\(differing) pixels differ in the message's place")
    }

    @Test func A6_aBouncingButtonSpeaksOnce() throws {
        let run = try simulate(
            """
            wait 1200
            bounce no 12
            wait 2500
            """)
        #expect(run.spoken.filter { $0.source == .no }.count == 1)
        let track = try SoundTrack(wav: try #require(run.result).wav)
        let press = run.seconds(try #require(run.result?.presses.first?.at))
        #expect(track.hasSound(press, press + 3))
    }

    @Test func D1_withTheDisplayGoneAtStartTheButtonsStillSpeak() throws {
        let run = try simulate(
            """
            wait 1200
            press yes
            wait 2500
            """, faults: [.noDisplay])
        let result = try #require(run.result)
        #expect(result.frames == 0)
        #expect(run.spoken.map(\.source) == [.yes])
        let press = run.seconds(try #require(result.presses.first?.at))
        #expect(try SoundTrack(wav: result.wav).hasSound(press, press + 3))
    }

    @Test func D1_aPanelUnpluggedMidRunLeavesTheButtonsSpeakingAndHomeIsDrawnWholeWhenItReturns() throws {
        let run = try simulate(
            """
            wait 1000
            unplug
            wait 300
            press yes
            wait 1500
            plug
            wait 500
            """)
        let result = try #require(run.result)
        // The core heard the panel go and come back.
        let screens = run.events.compactMap { if case .screenChanged(let screen, _) = $0.0 { screen } else { nil } }
        #expect(run.events.contains { if case .screenChanged(nil, _) = $0.0 { true } else { false } })
        #expect(screens.count >= 2)
        // Yes spoke with no panel.
        #expect(run.spoken.map(\.source) == [.yes])
        let press = run.seconds(try #require(result.presses.first?.at))
        #expect(try SoundTrack(wav: result.wav).hasSound(press, press + 3))
        // No frame while unplugged; the frame after the panel returned is Home whole, as at start.
        let index = try String(contentsOfFile: result.folder + "/frames.csv", encoding: .utf8)
        let times = index.split(separator: "\n").dropFirst().compactMap { Int($0.split(separator: ",")[1]) }
        #expect(!times.contains { (1_000...2_700).contains($0) }, "\(times)")
        let last = try PixelBuffer(contentsOfPNG: result.folder + "/frame-\(String(format: "%04d", result.frames)).png")
        let first = try PixelBuffer(contentsOfPNG: result.folder + "/frame-0001.png")
        #expect(result.frames >= 2)
        // Home as at start, but for "Yes" said in the message's place (H11): every pixel that differs lies inside
        // it, clear of Yes's corner.
        var changed: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<first.height {
            for x in 0..<first.width where first.pixels[y * first.width + x] != last.pixels[y * first.width + x] {
                let box = changed ?? (x, y, x, y)
                changed = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
            }
        }
        let home = BricksonCore.HomeState(board: StarterContent.board, settings: Settings(), at: .zero).view
        let screen = Screen(pixels: Size(width: 800, height: 480), millimetres: Size(width: 154, height: 86))
        let place = try #require(layout(home, screen: screen, measurer: PangoMeasurer()).control(.message)?.frame)
        let drawnWhole =
            changed.map {
                Double($0.minX) >= place.minX - 1 && Double($0.maxX) <= place.maxX + 1
                    && Double($0.minY) >= place.minY - 1 && Double($0.maxY) <= place.maxY + 1
            } ?? true
        #expect(drawnWhole, "\(String(describing: changed))")
    }

    @Test func D2_withNoGPIOChipTouchStillWorks() throws {
        let run = try simulate(
            """
            wait 1200
            press yes
            wait 500
            tap no
            wait 2500
            """, faults: [.noGPIO])
        // The press went nowhere (no chip); the tap on No spoke.
        #expect(run.spoken.map(\.source) == [.no])
        // The GPIO adapter told the core the big buttons are not there: logged, and on the status line (H9).
        #expect(run.logged.contains { $0.kind == .fault && $0.detail.contains("buttons not working") })
        let tap = try #require(run.firstEvent { if case .touchBegan(_, .no, _) = $0 { true } else { false } })
        let track = try SoundTrack(wav: try #require(run.result).wav)
        #expect(track.isSilent(0, run.seconds(tap)))
        #expect(track.hasSound(run.seconds(tap), run.seconds(tap) + 3))
    }

    @Test func A6_aStuckLineIsLoggedAndIgnoredAndTheOtherButtonsStillSpeak() throws {
        var settings = Settings()
        // The shortest Settings allows (`SettingRanges.stuckAfter`): a saved value under it goes back to the default.
        settings.buttons.stuckAfter = .seconds(5)
        let run = try simulate(
            """
            wait 1200
            down yes
            wait 6000
            press no
            wait 1500
            up yes
            wait 300
            """, settings: settings)
        #expect(run.logged.contains { $0.kind == .buttonStuck })
        #expect(run.spoken.filter { $0.source == .yes }.count <= 1)
        #expect(run.spoken.contains { $0.source == .no })
    }
}

/// Keeps `board` in the database in `folder`, as an import would.
func seedBoard(_ board: Board, in folder: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let opening = Store.open(directory: folder, now: DeviceClock.now())
    opening.store.saveBoard(board)
    opening.store.close()
}

/// Keeps `settings` in a new database in `folder`, as Settings closing would.
func seedSettings(_ settings: Settings, in folder: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let opening = Store.open(directory: folder, now: DeviceClock.now())
    opening.store.saveSettings(settings)
    opening.store.close()
}
