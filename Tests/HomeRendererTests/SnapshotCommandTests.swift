import BricksonCore
import Glibc
import Testing

@testable import HomeRenderer

@Suite struct SnapshotCommandTests {
    @Test func drawsANamedStateAtTheGivenSizeAndSettings() throws {
        let path = "\(temporaryDirectory())/brickson-snapshot-test-\(getpid()).png"
        defer { unlink(path) }
        try SnapshotCommand.run([
            "emergency", path, "--size", "600x1024", "--appearance", "light", "--increased-contrast", "--borders",
            "--text-size", "larger", "--bold", "--access", "touch",
        ])
        let image = try PixelBuffer(contentsOfPNG: path)
        #expect(image.width == 600 && image.height == 1024)
        let options = try SnapshotOptions(arguments: [
            "emergency", path, "--size", "600x1024", "--appearance", "light", "--increased-contrast", "--borders",
            "--text-size", "larger", "--bold", "--access", "touch",
        ])
        #expect(
            options.display
                == DisplaySettings(
                    textSize: .larger, bold: true, appearance: .light, increasedContrast: true, showBorders: true))
        #expect(options.accessMethod == .touch)
        let expected = try SnapshotCommand.image(options)
        #expect(image.pixels.map { $0 & 0xFF_FFFF } == expected.pixels.map { $0 & 0xFF_FFFF })
    }

    @Test(arguments: [
        ["nowhere", "out.png"], ["start"], ["start", "out.png", "--size", "800"], ["start", "out.png", "--size"],
        ["start", "out.png", "--text-size", "huge"], ["start", "out.png", "--appearance", "sepia"],
        ["start", "out.png", "--access", "telepathy"], ["start", "out.png", "--loud"],
        ["start", "out.png", "--size", "0x480"],
    ])
    func badArgumentsGetAMessageAndWriteNothing(arguments: [String]) {
        let path = "\(temporaryDirectory())/brickson-snapshot-bad-\(getpid()).png"
        let swapped = arguments.map { $0 == "out.png" ? path : $0 }
        #expect {
            try SnapshotCommand.run(swapped)
        } throws: { error in
            guard case .usage(let message) = error as? SnapshotError else { return false }
            return !message.isEmpty && "\(error)".contains("usage: snapshot")
        }
        #expect(access(path, F_OK) != 0)
    }

    @Test func anUnwritablePathIsReported() {
        #expect(throws: SnapshotError.self) {
            try SnapshotCommand.run(["start", "/nonexistent-folder/start.png"])
        }
    }
}
