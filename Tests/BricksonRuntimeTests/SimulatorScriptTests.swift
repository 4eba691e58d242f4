import BricksonCore
import BricksonRuntime
import BricksonSimulator
import DeviceValues
import Foundation
import InputDevices
import Testing

@Suite struct SimulatorScriptTests {
    @Test func aScriptBecomesTimedActions() throws {
        let script = try SimulatorScript.parse(
            """
            # start
            wait 100
            press yes 200        # held
            tap "I'm in pain"
            tap category 2 50
            type Hi!
            key enter
            """, file: "demo.script")
        let timeline = script.timeline
        #expect(timeline[0].offset == .milliseconds(100))
        #expect(timeline[0].action == .line(.yes, pressed: true))
        #expect(timeline[1].offset == .milliseconds(300))
        #expect(timeline[1].action == .line(.yes, pressed: false))
        #expect(timeline[2].action == .touchDown(.label("I'm in pain")))
        #expect(timeline[3] == (.milliseconds(400), .touchUp))
        #expect(timeline[4].action == .touchDown(.control(.category(2))))
        #expect(timeline[5].offset == .milliseconds(450))
        // "H" is shift + h.
        #expect(timeline[6].action == .keyCode(KeyCodes.leftShift, pressed: true))
        #expect(timeline[7].action == .keyCode(35, pressed: true))
        let last = try #require(timeline.last)
        #expect(last.action == .keyCode(KeyCodes.enter, pressed: false))
        #expect(script.duration == .milliseconds(450 + 4 * 60))
    }

    /// A2: a key held as a switch interface sends it, by name or by the character it types.
    @Test func A2_aHeldKeyIsPressedAndLetGoAfterItsTime() throws {
        let script = try SimulatorScript.parse("key 1 200\nkey f8", file: "s")
        let timeline = script.timeline
        #expect(
            timeline.map(\.action) == [
                .keyCode(KeyCodes.one, pressed: true), .keyCode(KeyCodes.one, pressed: false),
                .keyCode(KeyCodes.f8, pressed: true), .keyCode(KeyCodes.f8, pressed: false),
            ])
        #expect(timeline.map(\.offset) == [.zero, .milliseconds(200), .milliseconds(200), .milliseconds(350)])
    }

    @Test func A6_aBounceFlipsTheLineAndSettlesPressedThenLetsGo() throws {
        let script = try SimulatorScript.parse("bounce no 5", file: "s")
        let levels = script.timeline.map(\.action)
        #expect(levels == [true, false, true, false, true, false].map { .line(.no, pressed: $0) })
    }

    static let bad: [(String, Int)] = [
        ("wait", 1), ("wait soon", 1), ("wait 100\npress maybe", 2), ("press", 1), ("bounce yes", 1),
        ("bounce yes 0", 1), ("tap", 1), ("tap nothing", 1), ("tap \"Pain", 1), ("tap phrase x", 1),
        ("type", 1), ("type café", 1), ("key escape", 1), ("key 1 soon", 1), ("key é 100", 1),
        ("key space 100 more", 1), ("\n\njump", 3), ("switch", 1), ("switch left", 1),
        ("switch select sideways", 1), ("switch move down 5", 1),
    ]

    @Test(arguments: bad)
    func aBadScriptNamesTheLineAndChangesNothing(bad: (text: String, line: Int)) {
        #expect {
            try SimulatorScript.parse(bad.text, file: "bad.script")
        } throws: { error in
            guard let error = error as? SimulatorScript.ParseError else { return false }
            return error.line == bad.line && error.description.hasPrefix("bad.script:\(bad.line): ")
        }
    }

    @Test func A2_switchCommandsPressHoldAndLetGoTheSwitchLines() throws {
        let script = try SimulatorScript.parse(
            "switch select\nswitch move 2500\nswitch move down\nswitch move up", file: "s")
        #expect(
            script.timeline.map(\.action) == [
                .line(.switchSelect, pressed: true), .line(.switchSelect, pressed: false),
                .line(.switchMove, pressed: true), .line(.switchMove, pressed: false),
                .line(.switchMove, pressed: true), .line(.switchMove, pressed: false),
            ])
        #expect(script.timeline.map(\.offset) == [0, 150, 150, 2650, 2650, 2650].map { .milliseconds($0) })
    }

    @Test func D1_thePanelCanBeUnpluggedAndPluggedBack() throws {
        let script = try SimulatorScript.parse("unplug\nwait 10\nplug", file: "s")
        #expect(script.timeline.map(\.action) == [.panel(connected: false), .panel(connected: true)])
        #expect(throws: SimulatorScript.ParseError.self) { try SimulatorScript.parse("unplug now", file: "s") }
    }

    @Test func theDemoScriptParses() throws {
        let script = try SimulatorScript.parse(SimulateCommand.demoScript, file: "demo")
        #expect(script.duration > .seconds(5))
    }
}

/// D7: scripts written on another system, or a path that is not a script, are read the same or refused in words.
@Suite struct HostileScriptTests {
    @Test func D7_aScriptWithCRLFLineEndsIsReadLikeOneWithLF() throws {
        let text = "wait 100\npress yes 200\ntype Hi there\ntap \"I'm in pain\"\n"
        let unix = try SimulatorScript.parse(text, file: "s")
        let windows = try SimulatorScript.parse(text.replacingOccurrences(of: "\n", with: "\r\n"), file: "s")
        #expect(windows == unix)
        #expect(windows.commands.count == 4)
    }

    @Test func D7_anErrorInACRLFScriptNamesItsLine() {
        #expect(throws: SimulatorScript.ParseError.self) {
            try SimulatorScript.parse("wait 100\r\npress nothing\r\n", file: "s")
        }
        do {
            _ = try SimulatorScript.parse("wait 100\r\npress nothing\r\n", file: "s")
        } catch {
            #expect(error.line == 2, "\(error)")
        }
    }

    @Test(arguments: ["/dev/zero", "/dev/null"])
    func D7_aDeviceGivenAsTheScriptIsRefusedWithoutReadingIt(path: String) throws {
        var options = try SimulateCommand.Options(arguments: ["--script", path])
        options.out = FileManager.default.temporaryDirectory.path + "/brickson-script-\(UUID().uuidString)"
        let profile = try BoardLocation.load("simulator", boards: repositoryBoards)
        #expect(throws: RuntimeError.file(path: path, reason: "is not a regular file")) {
            try SimulateCommand.runHeadless(profile: profile, options: options)
        }
    }
}

@Suite struct PointerScriptTests {
    @Test func A3_pointerCommandsBecomePointerActions() throws {
        let script = try SimulatorScript.parse("pointer 400 240\nwait 50\npointer leave", file: "p")
        #expect(script.timeline.map(\.action) == [.pointer(Point(x: 400, y: 240)), .pointer(nil)])
        #expect(script.timeline.map(\.offset) == [.zero, .milliseconds(50)])
    }

    @Test(arguments: ["pointer", "pointer 400", "pointer x 3", "pointer -1 5", "pointer 1 2 3", "pointer away"])
    func A3_aBadPointerCommandSaysWhy(line: String) {
        #expect(throws: SimulatorScript.ParseError.self) { try SimulatorScript.parse(line, file: "p") }
    }
}
