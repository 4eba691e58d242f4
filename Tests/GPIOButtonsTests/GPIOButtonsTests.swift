import BoardProfile
import BricksonCore
import DeviceValues
import GPIOButtons
import Testing

/// Lines that do what the test says: a level, edges waiting, a failing read.
final class FakeLine: GPIOInputLine, GPIOOutputLine {
    let descriptor: Int32
    var level: Bool? = false
    var pendingEdges: [Instant] = []
    var driven: [Bool] = []
    let activeLow: Bool
    let bias: BoardProfile.Bias

    init(descriptor: Int32, activeLow: Bool, bias: BoardProfile.Bias) {
        self.descriptor = descriptor
        self.activeLow = activeLow
        self.bias = bias
    }

    func readEdgeTimes() -> [Instant] {
        defer { pendingEdges = [] }
        return pendingEdges
    }

    func isActive() -> Bool? { level }
    func setActive(_ active: Bool) -> Bool {
        driven.append(active)
        return true
    }
}

final class FakeChip: GPIOBackend {
    var names: Set<String>
    var hasChip = true
    var lines: [String: FakeLine] = [:]

    init(names: Set<String>) { self.names = names }

    func line(_ name: String, activeLow: Bool, bias: BoardProfile.Bias) throws(GPIOError) -> FakeLine {
        guard hasChip else { throw .noChip }
        guard names.contains(name) else { throw .lineNotFound(name) }
        let line = FakeLine(descriptor: Int32(100 + lines.count), activeLow: activeLow, bias: bias)
        lines[name] = line
        return line
    }

    func requestInput(named name: String, activeLow: Bool, bias: BoardProfile.Bias) throws(GPIOError)
        -> any GPIOInputLine
    { try line(name, activeLow: activeLow, bias: bias) }

    func requestOutput(named name: String, activeLow: Bool) throws(GPIOError) -> any GPIOOutputLine {
        try line(name, activeLow: activeLow, bias: .asIs)
    }
}

@Suite struct GPIOButtonsTests {
    let profile = BoardProfile(
        name: "Test", buttonLines: [.yes: "GPIO17", .no: "GPIO27", .getAttention: "GPIO22"], nurseCallLine: "GPIO24")

    @Test func D2_linesAreRequestedByNameWithTheBoardsBiasAndActiveLow() {
        let chip = FakeChip(names: ["GPIO17", "GPIO27", "GPIO22", "GPIO24"])
        var profile = profile
        profile.bias = .pullDown
        profile.activeLow = false
        let buttons = GPIOButtons(profile: profile, backend: chip, log: { _ in })
        #expect(buttons.buttons == [.yes, .no, .getAttention])
        #expect(chip.lines["GPIO17"]?.bias == .pullDown)
        #expect(chip.lines["GPIO17"]?.activeLow == false)
        #expect(buttons.descriptors.count == 3)
        #expect(buttons.hasNurseCall)
    }

    @Test func A6_aBurstOfEdgesIsOneHintStampedWithTheNewestKernelTime() {
        let chip = FakeChip(names: ["GPIO17", "GPIO27", "GPIO22"])
        let buttons = GPIOButtons(profile: profile, backend: chip, log: { _ in })
        // A bouncing contact: 16 edges (the v1 kernel queue's limit), types unknown and irrelevant.
        chip.lines["GPIO17"]!.pendingEdges = (0..<16).map { .milliseconds(1_000 + Int64($0)) }
        let event = buttons.readEdges(of: .yes, now: .milliseconds(1_020))
        #expect(event == .buttonEdge(.yes, at: .milliseconds(1_015)))
        #expect(buttons.readEdges(of: .yes, now: .milliseconds(1_021)) == nil)
    }

    @Test func A6_anImplausibleKernelTimestampIsReplacedByNow() {
        let chip = FakeChip(names: ["GPIO17"])
        let buttons = GPIOButtons(profile: profile, backend: chip, log: { _ in })
        // A kernel stamping edges on the real-time clock: far in the future of the monotonic clock.
        chip.lines["GPIO17"]!.pendingEdges = [.milliseconds(1_700_000_000_000)]
        #expect(buttons.readEdges(of: .yes, now: .milliseconds(5_000)) == .buttonEdge(.yes, at: .milliseconds(5_000)))
    }

    @Test func A6_theLevelIsReadOnlyWhenTheCoreAsksAndDecidesThePress() {
        let chip = FakeChip(names: ["GPIO17", "GPIO27", "GPIO22"])
        let buttons = GPIOButtons(profile: profile, backend: chip, log: { _ in })
        chip.lines["GPIO27"]!.level = true
        let now = Instant.milliseconds(40)
        #expect(buttons.sampleButton(.no, now: now) == .buttonLevel(.no, isPressed: true, at: now))
        chip.lines["GPIO27"]!.level = false
        #expect(buttons.sampleButton(.no, now: now) == .buttonLevel(.no, isPressed: false, at: now))
        // A button that is not on GPIO is not answered here (a key may stand for it).
        #expect(buttons.sampleButton(.switchSelect, now: now) == nil)
    }

    @Test func A6_aLineThatCannotBeReadNeverCountsAsPressedAndIsLoggedOnce() {
        let chip = FakeChip(names: ["GPIO17", "GPIO27", "GPIO22"])
        var logged: [String] = []
        let buttons = GPIOButtons(profile: profile, backend: chip, log: { logged.append($0) })
        logged.removeAll()
        chip.lines["GPIO17"]!.level = nil
        let now = Instant.milliseconds(7)
        #expect(buttons.sampleButton(.yes, now: now) == .buttonLevel(.yes, isPressed: false, at: now))
        _ = buttons.sampleButton(.yes, now: now)
        #expect(logged.count == 1)
    }

    @Test func D2_noChipIsOneClearLogLineAndNoButtons() {
        let chip = FakeChip(names: [])
        chip.hasChip = false
        var logged: [String] = []
        let buttons = GPIOButtons(profile: profile, backend: chip, log: { logged.append($0) })
        #expect(buttons.buttons.isEmpty)
        #expect(buttons.descriptors.isEmpty)
        #expect(logged.filter { $0.contains("no GPIO chip") }.count == 1)
        #expect(logged.contains { $0.contains("touch") })
    }

    @Test func D2_aMissingLineLeavesTheOtherButtonsWorking() {
        let chip = FakeChip(names: ["GPIO17", "GPIO22"])
        var logged: [String] = []
        let buttons = GPIOButtons(profile: profile, backend: chip, log: { logged.append($0) })
        #expect(buttons.buttons == [.yes, .getAttention])
        #expect(logged.contains { $0.contains("GPIO27") && $0.contains("no") })
    }

    @Test func G8_theNurseCallOutputFollowsTheTone() {
        let chip = FakeChip(names: ["GPIO17", "GPIO27", "GPIO22", "GPIO24"])
        let buttons = GPIOButtons(profile: profile, backend: chip, log: { _ in })
        buttons.setNurseCall(true)
        buttons.setNurseCall(false)
        #expect(chip.lines["GPIO24"]?.driven == [true, false])
    }

    @Test func D2_onAMachineWithoutGPIOTheRealBackendSaysSoAndNothingBreaks() {
        // The real libgpiod backend: on a machine with GPIO lines named like this, they would be requested;
        // on one without (CI), the buttons are simply off.
        var logged: [String] = []
        let buttons = GPIOButtons(
            profile: BoardProfile(name: "x", buttonLines: [.yes: "BRICKSON_TEST_NO_SUCH_LINE"]),
            backend: LibgpiodBackend(), log: { logged.append($0) })
        #expect(buttons.buttons.isEmpty)
        #expect(logged.count == 1)
        #expect(logged[0].contains("no GPIO chip") || logged[0].contains("BRICKSON_TEST_NO_SUCH_LINE"))
    }

    @Test func D2_theRealBackendRunsOnLibgpiodsV2API() {
        // Debian 13's 2.2 or bookworm-backports' 2.1: the v1 library (1.6) has no gpiod_api_version at all, and the
        // shim refuses its header, so this also says which library the binary really loaded.
        let version = LibgpiodBackend.libraryVersion
        let parts = version.split(separator: ".").compactMap { Int($0) }
        #expect(parts.count >= 2 && parts[0] == 2 && parts[1] >= 1, "libgpiod \(version)")
    }
}
