import BoardProfile
import BricksonCore
import BricksonSimulator
import DeviceFakes
import DeviceValues
import EventLoop
import Foundation
import SoundEngine
import Synchronization
import Testing

@testable import BricksonRuntime
@testable import HomeRenderer

/// V5 and G5 over time: the frames a running runtime shows, with its clock moved by hand, across a scan, an alert and
/// a dwell. Nothing changes from one frame to the next but what an event caused — a press, a scan step, the dwell
/// mark growing under a resting pointer, the choice it makes — and where nothing happens, no frame comes at all.
@Suite(.serialized) struct NothingFlashesRuntimeTests {
    /// A clock moved only by the test.
    final class ManualClock: Sendable {
        private let time: Mutex<Instant>
        init(_ start: Instant) { time = Mutex(start) }
        var now: Instant { time.withLock { $0 } }
        func set(_ instant: Instant) { time.withLock { $0 = max($0, instant) } }
    }

    /// A 7-inch panel that keeps every frame shown on it, with the scene it showed.
    final class FrameCapture: HomeDisplay {
        struct Frame {
            var pixels: [UInt32]
            var scene: Scene
            var at: Instant
        }

        let screen: Screen? = Screen(pixels: Size(width: 800, height: 480), millimetres: Size(width: 154, height: 86))
        var frames: [Frame] = []
        weak var runtime: Runtime?

        var descriptor: Int32? { nil }
        var showsAtOnce: Bool { true }
        var frameWaitingSince: Instant? { nil }
        var wantsRetry: Bool { false }

        func show(_ image: HomeImage, damage: [PixelRect], now: Instant) {
            guard !damage.isEmpty, let scene = runtime?.scene else { return }
            let pixels = Array(
                UnsafeBufferPointer(
                    start: image.base.assumingMemoryBound(to: UInt32.self), count: image.width * image.height))
            frames.append(Frame(pixels: pixels, scene: scene, at: now))
        }

        func handleEvents(_ image: HomeImage, now: Instant) -> Bool { false }
    }

    /// A runtime with `settings`, drawing on a `FrameCapture`, its clock moved by hand and its sound recorded.
    final class Rig {
        let clock = ManualClock(DeviceClock.now())
        let display = FrameCapture()
        let runtime: Runtime
        let start: Instant

        init(_ settings: Settings) throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brickson-v5-\(UUID())").path
            try seedSettings(settings, in: folder)
            let profile = try BoardProfile.parse("name = V5", file: "board.conf")
            let recording = SoundRecording(start: clock.now)
            var parts = RuntimeParts(
                profile: profile, stateDirectory: folder, display: .given(display), gpio: NoGPIOChip(),
                keyMap: .device, usesLibinput: false,
                sound: SoundConfiguration(device: "recording", mixer: nil, pacing: .clock(speed: 1)),
                openSink: recording.opener, log: { _ in })
            let clock = self.clock
            parts.clock = { clock.now }
            runtime = try Runtime(parts: parts)
            display.runtime = runtime
            try runtime.start()
            start = clock.now
        }

        deinit { runtime.shutdown() }

        /// The instant `milliseconds` after the start.
        func at(_ milliseconds: Int) -> Instant { start + .milliseconds(milliseconds) }

        /// Moves the clock to `end`, firing every deadline on the way at its own instant, as the loop's timer would.
        func advance(to end: Instant) {
            while let deadline = runtime.state.nextDeadline, deadline <= end {
                clock.set(deadline)
                runtime.handle([.timerFired(at: clock.now)])
            }
            clock.set(end)
        }

        /// At `instant`: `input`, as the input devices would give it.
        func inject(_ input: (Instant) -> RawInput, at instant: Instant) {
            advance(to: instant)
            runtime.inject([input(clock.now)])
        }

        /// The frames shown since `count` were.
        func frames(since count: Int) -> ArraySlice<FrameCapture.Frame> { display.frames[count...] }
    }

    /// Where a change from `old` to `new` may draw: the controls that changed, came or went, the status line if its
    /// words changed, the scanning band and the pointer if they moved. Nothing else may change on the screen.
    static func explained(_ old: Scene, _ new: Scene) -> [Rect] {
        var rects: [Rect] = []
        for control in new.controls where old.control(control.id) != control { rects.append(control.frame) }
        for control in old.controls where new.control(control.id) != control { rects.append(control.frame) }
        if old.statusText != new.statusText { rects += [old.statusFrame, new.statusFrame] }
        if old.saidText != new.saidText, let message = new.control(.message) { rects.append(message.frame) }
        let (before, after) = (Overlays(scene: old), Overlays(scene: new))
        if before.scanBand?.outer != after.scanBand?.outer {
            rects += [before.scanBand?.outer, after.scanBand?.outer].compactMap { $0 }
        }
        if before.pointerRect != after.pointerRect {
            rects += [before.pointerRect, after.pointerRect].compactMap { $0 }
        }
        // Antialiasing reaches a pixel past a frame.
        return rects.map { $0.insetBy(-1) }
    }

    /// Each pixel that differs between two frames lies where the scene's change explains it.
    static func expectOnlyExplainedPixelsChange(
        _ old: FrameCapture.Frame, _ new: FrameCapture.Frame, _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let rects = explained(old.scene, new.scene)
        let width = Int(new.scene.size.width.rounded())
        var stray: [Point] = []
        old.pixels.withUnsafeBufferPointer { before in
            new.pixels.withUnsafeBufferPointer { after in
                for index in 0..<min(before.count, after.count) where before[index] != after[index] {
                    let point = Point(x: Double(index % width) + 0.5, y: Double(index / width) + 0.5)
                    if !rects.contains(where: { $0.contains(point) }) { stray.append(point) }
                }
            }
        }
        #expect(
            stray.isEmpty, "\(stray.count) pixels changed with no cause: \(context)", sourceLocation: sourceLocation)
    }

    /// The controls whose drawn state differs between two scenes, other than by `allowed`.
    static func changed(_ old: Scene, _ new: Scene, ignoring allowed: (inout SceneControl) -> Void) -> [ControlID] {
        let ids = Set(old.controls.map(\.id)).union(new.controls.map(\.id))
        return ids.filter { id in
            var before = old.control(id)
            var after = new.control(id)
            if before != nil { allowed(&before!) }
            if after != nil { allowed(&after!) }
            return before != after
        }.sorted { "\($0)" < "\($1)" }
    }

    @Test func V5_G5_A2_aScanChangesOnlyTheHighlightAndOnlyAtEachStep() throws {
        var settings = Settings(buttons: ButtonSettings(switchCount: 1, scanMode: .auto), accessMethod: .switches)
        settings.buttons.scanTime = .milliseconds(250)
        settings.buttons.scanFirstItemExtra = .zero
        let rig = try Rig(settings)
        let before = rig.display.frames.count
        try #require(before > 0, "Home is on screen")
        // Nothing happens for half a second: no frame.
        rig.advance(to: rig.at(500))
        #expect(rig.display.frames.count == before, "a frame with nothing happening")
        // Select pressed and let go: scanning starts on the first group, then steps every 250 ms.
        rig.inject({ .key(code: KeyCodes.f8, pressed: true, at: $0) }, at: rig.at(600))
        rig.inject({ .key(code: KeyCodes.f8, pressed: false, at: $0) }, at: rig.at(700))
        rig.advance(to: rig.at(1650))
        let frames = Array(rig.frames(since: before - 1))
        // The empty message cannot be chosen: the scan passes over its group.
        let groups = frames.last!.scene.scanGroups.filter { $0 != [.message] }
        let highlights = frames.map { Set($0.scene.controls.filter(\.isScanHighlighted).map(\.id)) }
        #expect(highlights.first == [], "nothing highlighted before the press")
        #expect(Array(highlights.dropFirst()) == groups.prefix(highlights.count - 1).map(Set.init), "\(highlights)")
        #expect(highlights.count == 6, "the press, then a step every 250 ms: \(highlights)")
        let steps = frames.dropFirst(2).map { Double(($0.at - frames[1].at).nanosecondsRounded) / 1e6 }
        #expect(steps == [250, 500, 750, 1000], "frames only at the steps")
        for (old, new) in zip(frames, frames.dropFirst()) {
            let others = Self.changed(old.scene, new.scene) { $0.isScanHighlighted = false }
            #expect(others.isEmpty, "only the highlight changes: \(others)")
            Self.expectOnlyExplainedPixelsChange(old, new, "scan step")
        }
    }

    @Test func V5_G5_A3_anAlertAndADwellChangeOnlyWhatTheyCause() throws {
        var settings = Settings(accessMethod: .headPointing)
        settings.buttons.dwellTime = .milliseconds(500)
        let rig = try Rig(settings)
        let home = try #require(rig.runtime.scene)
        let first = rig.display.frames.count
        // A press on Get Attention: it shows pressed, then Stop and "Sounding" come as it is let go.
        let getAttention = try #require(home.control(.getAttention)).frame.center
        rig.inject({ .touchDown(slot: 0, panelPoint: getAttention, at: $0) }, at: rig.at(100))
        let pressed = rig.display.frames.count
        #expect(pressed == first + 1 && rig.display.frames.last?.scene.control(.getAttention)?.isPressed == true)
        rig.inject({ .touchUp(slot: 0, at: $0) }, at: rig.at(200))
        #expect(rig.runtime.scene?.control(.stop) != nil, "Stop shows")
        // The tone reported playing by the sound engine's own thread.
        let limit = Date().addingTimeInterval(10)
        while !rig.runtime.state.activeWarnings.contains(.sounding) && Date() < limit {
            rig.runtime.handleInbox(rig.runtime.inbox.drain())
            Thread.sleep(forTimeInterval: 0.005)
        }
        #expect(rig.runtime.state.activeWarnings.contains(.sounding))
        // The tone sounds for a second: nothing changes on the screen.
        let sounding = rig.display.frames.count
        rig.advance(to: rig.at(1200))
        rig.runtime.handleInbox(rig.runtime.inbox.drain())
        #expect(rig.display.frames.count == sounding, "a frame while the tone sounds and nothing happens")
        for (old, new) in zip(rig.display.frames[(first - 1)...], rig.display.frames[first...]) {
            let others = Self.changed(old.scene, new.scene) { $0.isPressed = false }
            #expect(others.allSatisfy { [.getAttention, .stop].contains($0) }, "the press and Stop only: \(others)")
            Self.expectOnlyExplainedPixelsChange(old, new, "alert")
        }
        // A pointer comes to rest on a category: its dwell mark grows, step by step, and it is chosen.
        let category = try #require(rig.runtime.scene?.control(.category(1)))
        let resting = rig.display.frames.count
        rig.inject({ .pointerAbsolute(panelPoint: category.frame.center, at: $0) }, at: rig.at(1300))
        rig.advance(to: rig.at(1300 + 480))
        let growing = Array(rig.display.frames[resting...])
        let fractions = growing.map { $0.scene.control(.category(1))?.dwellFraction ?? -1 }
        #expect(fractions == fractions.sorted() && Set(fractions).count == fractions.count, "\(fractions)")
        #expect(fractions.count >= 5, "the mark grows in steps: \(fractions)")
        for (old, new) in zip(rig.display.frames[(resting - 1)...], growing) {
            let others = Self.changed(old.scene, new.scene) { control in
                if control.id == .category(1) { control.dwellFraction = nil }
            }
            #expect(others.isEmpty, "only the dwell mark: \(others)")
            Self.expectOnlyExplainedPixelsChange(old, new, "dwell")
        }
        // The dwell chooses the category; then, the pointer still resting there, nothing changes for a second.
        rig.advance(to: rig.at(1300 + 520))
        #expect(rig.runtime.state.view.selectedCategory == 1, "chosen by dwell")
        let chosen = rig.display.frames.count
        rig.advance(to: rig.at(2900))
        #expect(rig.display.frames.count == chosen, "a frame under a resting pointer after its choice")
        #expect(rig.runtime.scene?.control(.stop) != nil, "Stop still shows: the tone still sounds")
    }
}
