import BoardProfile
import BricksonCore
import Foundation
import Glibc
import LinuxSystem
import Testing

/// D2, D7: a board.conf written on another system, or made to mislead, is read the same or refused naming the field.
@Suite struct HostileProfileTests {
    static let profile = """
        name = Bedside
        gpio.yes = GPIO17
        gpio.no = GPIO27
        display.widthMillimetres = 154
        display.heightMillimetres = 86

        """

    @Test func D7_aProfileWithCRLFLineEndsIsReadLikeOneWithLF() throws {
        let unix = try BoardProfile.parse(Self.profile, file: "board.conf")
        let windows = try BoardProfile.parse(Self.profile.replacingOccurrences(of: "\n", with: "\r\n"), file: "b")
        let oldMac = try BoardProfile.parse(Self.profile.replacingOccurrences(of: "\n", with: "\r"), file: "b")
        #expect(windows == unix && oldMac == unix)
        #expect(windows.name == "Bedside" && windows.buttonLines[.no] == "GPIO27")
    }

    @Test func D7_anErrorInACRLFFileNamesItsLine() {
        let text = "name = A\r\ngpio.yes = GPIO17\r\ngpio.nope = 3\r\n"
        #expect(throws: BoardProfileError(file: "b", line: 3, field: "gpio.nope", problem: "unknown key")) {
            try BoardProfile.parse(text, file: "b")
        }
    }

    @Test(arguments: [
        ("15.4", "8.6", "display.widthMillimetres"),  // centimetres typed as millimetres
        ("5", "3", "display.widthMillimetres"),
        ("154", "3", "display.heightMillimetres"),
        ("5000", "3000", "display.widthMillimetres"),
        ("900", "60", "display.heightMillimetres"),  // a strip, not a screen
    ])
    func D7_anImplausiblePanelSizeIsRefusedNamingTheField(width: String, height: String, field: String) {
        let text = "name = A\ndisplay.widthMillimetres = \(width)\ndisplay.heightMillimetres = \(height)\n"
        do throws(BoardProfileError) {
            _ = try BoardProfile.parse(text, file: "b")
            Issue.record("\(width) × \(height) was accepted")
        } catch {
            #expect(error.field == field, "\(error)")
            #expect("\(error)".contains(field))
        }
    }

    @Test func D7_aNameThatCannotBeShownIsRefused() {
        let text = "name = B" + String(repeating: "\u{0301}", count: 5000) + "\n"
        do throws(BoardProfileError) {
            _ = try BoardProfile.parse(text, file: "b")
            Issue.record("accepted")
        } catch {
            #expect(error.field == "name")
        }
    }

    @Test func D7_aFIFOOrADeviceGivenAsTheProfileIsRefusedWithoutWaiting() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/profile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/board.conf"
        try #require(mkfifo(fifo, 0o600) == 0)
        // Were the read to wait for a writer, this would release it after a guard delay (so a regression fails
        // rather than hangs the suite), and the check below would see it.
        let released = ReleasedFlag()
        let opener = Thread {
            Thread.sleep(forTimeInterval: 10)
            released.set()
            let fd = open(fifo, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
        }
        opener.start()
        for path in [fifo, "/dev/zero"] {
            do throws(BoardProfileError) {
                _ = try BoardProfile.load(path: path)
                Issue.record("\(path) was read")
            } catch {
                #expect(error.problem == "is not a regular file", "\(error)")
            }
        }
        #expect(!released.isSet, "the read waited on the FIFO")
        #expect(throws: TextFiles.Refusal(reason: "is larger than 4 bytes")) {
            try TextFiles.read(#filePath, limit: 4)
        }
    }
}

/// Set by one thread, read by another.
final class ReleasedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
