import BoardProfile
import BricksonCore
import Glibc
import Testing

@Suite struct BoardProfileTests {
    @Test func D2_aFullProfileIsRead() throws {
        let text = """
            # A Pi with three buttons
            name = Raspberry Pi 4
            gpio.yes = GPIO17
            gpio.no = GPIO27   # right of Yes
            gpio.getAttention = GPIO22
            gpio.stop = GPIO23
            gpio.activeLow = true
            gpio.bias = pull-up
            gpio.nurseCall = GPIO24
            gpio.nurseCallActiveLow = true

            display.rotation = 90
            display.widthMillimetres = 154.2
            display.heightMillimetres = 85.9
            display.connector = DSI-1
            audio.device = plughw:CARD=Headphones
            audio.mixer = PCM
            audio.mixerCard = hw:CARD=Headphones
            """
        let profile = try BoardProfile.parse(text, file: "Board/raspberry-pi-4/board.conf")
        #expect(profile.name == "Raspberry Pi 4")
        #expect(profile.buttonLines == [.yes: "GPIO17", .no: "GPIO27", .getAttention: "GPIO22", .stop: "GPIO23"])
        #expect(profile.activeLow)
        #expect(profile.bias == .pullUp)
        #expect(profile.nurseCallLine == "GPIO24")
        #expect(profile.nurseCallActiveLow)
        #expect(profile.rotation == .clockwise90)
        #expect(profile.panelMillimetres == Size(width: 154.2, height: 85.9))
        #expect(profile.connector == "DSI-1")
        #expect(profile.audioDevice == "plughw:CARD=Headphones")
        #expect(profile.audioMixer == "PCM")
        #expect(profile.audioMixerCard == "hw:CARD=Headphones")
    }

    @Test func D2_onlyTheNameIsRequiredAndEverythingElseHasItsDefault() throws {
        let profile = try BoardProfile.parse("name = Bare\n", file: "b.conf")
        #expect(profile == BoardProfile(name: "Bare"))
        #expect(profile.buttonLines.isEmpty)
        #expect(profile.activeLow && profile.bias == .pullUp && profile.rotation == .none)
        #expect(profile.audioDevice == "default" && profile.audioMixer == nil)
        #expect(try BoardProfile.parse("name = X\naudio.mixer = none", file: "b").audioMixer == nil)
    }

    static let badFiles: [(text: String, line: Int?, field: String?)] = [
        ("gpio.yes = GPIO17", nil, "name"),
        ("name = A\ngpio.yess = GPIO17", 2, "gpio.yess"),
        ("name = A\n\ngpio.yes GPIO17", 3, nil),
        ("name = A\ngpio.yes =", 2, "gpio.yes"),
        ("name = A\ngpio.yes = GPIO17\ngpio.yes = GPIO18", 3, "gpio.yes"),
        ("name = A\ngpio.yes = GPIO17\ngpio.no = GPIO17", 3, "gpio.no"),
        ("name = A\ngpio.yes = GPIO 17", 2, "gpio.yes"),
        ("name = A\ngpio.activeLow = yes", 2, "gpio.activeLow"),
        ("name = A\ngpio.bias = pullup", 2, "gpio.bias"),
        ("name = A\ngpio.nurseCallActiveLow = 1", 2, "gpio.nurseCallActiveLow"),
        ("name = A\ndisplay.rotation = 45", 2, "display.rotation"),
        ("name = A\ndisplay.widthMillimetres = wide\ndisplay.heightMillimetres = 90", 2, "display.widthMillimetres"),
        ("name = A\ndisplay.widthMillimetres = 150\ndisplay.heightMillimetres = -9", 3, "display.heightMillimetres"),
        ("name = A\ndisplay.widthMillimetres = 150", 2, "display.widthMillimetres"),
        ("name = A\ngpio.yes = GPIO17\ngpio.nurseCall = GPIO17", 3, "gpio.nurseCall"),
    ]

    @Test(arguments: badFiles)
    func D2_aBadProfileNamesTheFileTheLineAndTheField(bad: (text: String, line: Int?, field: String?)) {
        #expect {
            try BoardProfile.parse(bad.text, file: "Board/test/board.conf")
        } throws: { error in
            guard let error = error as? BoardProfileError else { return false }
            let message = error.description
            return error.file == "Board/test/board.conf" && error.line == bad.line && error.field == bad.field
                && message.hasPrefix("Board/test/board.conf") && (bad.field.map { message.contains($0) } ?? true)
        }
    }

    @Test func D2_aMissingFileIsAnErrorNamingIt() {
        #expect(throws: BoardProfileError.self) {
            try BoardProfile.load(board: "no-such-board", boardsDirectory: "Board")
        }
        #expect(throws: BoardProfileError.self) {
            try BoardProfile.load(board: "../etc", boardsDirectory: "Board")
        }
    }

    @Test func D2_everyBoardInTheRepositoryParses() throws {
        let boards = Self.boardFolders
        #expect(boards.contains("simulator") && boards.contains("qemu-x86_64"))
        for board in boards {
            let profile = try BoardProfile.load(board: board, boardsDirectory: Self.boardsDirectory)
            #expect(!profile.name.isEmpty, "\(board)")
        }
    }

    /// The folders of `Board/` that hold a board.conf.
    static var boardFolders: [String] {
        guard let folder = opendir(boardsDirectory) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix("."), access("\(boardsDirectory)/\(name)/board.conf", R_OK) == 0 { names.append(name) }
        }
        return names.sorted()
    }

    @Test(arguments: ["qemu-x86_64", "qemu-aarch64"])
    func D2_theQemuBoardWiresTheThreeButtonsAndTheVirtualConnector(board: String) throws {
        let profile = try BoardProfile.load(board: board, boardsDirectory: Self.boardsDirectory)
        #expect(profile.buttonLines == [.yes: "GPIO17", .no: "GPIO27", .getAttention: "GPIO22"])
        #expect(profile.connector == "Virtual-1")
        #expect(profile.audioMixer == "Master" && profile.audioMixerCard == "hw:0")
    }

    /// The arm64 image test presses the lines the Pi 4's buttons are on, by the names the Pi's device tree gives them.
    @Test func D2_theArm64TestMachineNamesTheButtonsAsThePi4Does() throws {
        let pi = try BoardProfile.load(board: "raspberry-pi-4", boardsDirectory: Self.boardsDirectory)
        let qemu = try BoardProfile.load(board: "qemu-aarch64", boardsDirectory: Self.boardsDirectory)
        for button in [PhysicalButton.yes, .no, .getAttention] {
            #expect(qemu.buttonLines[button] != nil && qemu.buttonLines[button] == pi.buttonLines[button], "\(button)")
        }
        #expect(qemu.activeLow == pi.activeLow && qemu.bias == pi.bias)
    }

    /// A2: the Raspberry Pi profiles name two switch lines, Select and Move, apart from the big buttons' lines.
    @Test func A2_thePiProfilesNameTwoSwitchLines() throws {
        for board in ["raspberry-pi-4", "raspberry-pi-5"] {
            let pi = try BoardProfile.load(board: board, boardsDirectory: Self.boardsDirectory)
            let select = pi.buttonLines[.switchSelect]
            let move = pi.buttonLines[.switchMove]
            #expect(select != nil && move != nil && select != move, "\(board)")
            let others = [PhysicalButton.yes, .no, .getAttention, .stop].compactMap { pi.buttonLines[$0] }
            #expect(others.count == 4 && !others.contains { $0 == select || $0 == move }, "\(board)")
        }
    }

    /// The repository's `Board` folder, found from this file's place in `Tests/`.
    static var boardsDirectory: String {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Board"
    }
}

/// A5: the profile says where the cue voice goes.
@Suite struct CueChannelProfileTests {
    @Test func A5_theCueChannelIsReadAndDefaultsToEveryChannel() throws {
        #expect(try BoardProfile.parse("name = X", file: "b").audioCueChannel == .all)
        #expect(try BoardProfile.parse("name = X\naudio.cueChannel = left", file: "b").audioCueChannel == .left)
    }

    @Test func A5_anUnknownCueChannelIsRefusedNamingTheLineAndTheChoices() {
        #expect {
            _ = try BoardProfile.parse("name = X\naudio.cueChannel = right", file: "b.conf")
        } throws: { error in
            let text = "\(error)"
            return text.contains("b.conf") && text.contains("2") && text.contains("audio.cueChannel")
                && text.contains("all, left")
        }
    }
}

/// A5: a profile may name a second device for the cue voice.
@Suite struct CueDeviceProfileTests {
    @Test func A5_theCueDeviceIsReadAndNoneMeansNone() throws {
        #expect(try BoardProfile.parse("name = X", file: "b").audioCueDevice == nil)
        let named = try BoardProfile.parse("name = X\naudio.cueDevice = plughw:CARD=Headset", file: "b")
        #expect(named.audioCueDevice == "plughw:CARD=Headset")
        #expect(try BoardProfile.parse("name = X\naudio.cueDevice = none", file: "b").audioCueDevice == nil)
    }
}
