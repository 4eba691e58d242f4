import BricksonRuntime
import Foundation
import Testing

/// C1: About shows the version the image was built from, and says plainly when there is none.
@Suite struct VersionTests {
    @Test func C1_aboutReadsTheVersionTheImageWasBuiltFrom() throws {
        let file = NSTemporaryDirectory() + "brickson-version-\(getpid())"
        try "v1.4-12-gabc1234\n".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(Runtime.version(file: file) == "v1.4-12-gabc1234")
    }

    /// The version file is read on the loop: a FIFO in its place is refused without waiting (the old `fopen`
    /// blocked on it for good), and a long line shows only as much as About has room for.
    @Test func C1_D7_aVersionFileThatIsAFIFOOrLongIsNeitherWaitedOnNorShownWhole() throws {
        let fifo = NSTemporaryDirectory() + "brickson-version-fifo-\(getpid())"
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        #expect(Runtime.version(file: fifo) == "development build (no version file)")

        let long = NSTemporaryDirectory() + "brickson-version-long-\(getpid())"
        try (String(repeating: "v", count: 10_000) + "\nsecond line\n").write(
            toFile: long, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: long) }
        #expect(Runtime.version(file: long) == "development build (no version file)", "over the 4 KiB cap")

        try (String(repeating: "v", count: 500) + "\n").write(toFile: long, atomically: true, encoding: .utf8)
        #expect(Runtime.version(file: long) == String(repeating: "v", count: 80))
    }

    @Test func C1_withNoVersionFileAboutSaysSoInsteadOfUnknown() {
        let version = Runtime.version(file: "/nonexistent/brickson/version")
        #expect(version == "development build (no version file)")
    }
}
