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

    @Test func C1_withNoVersionFileAboutSaysSoInsteadOfUnknown() {
        let version = Runtime.version(file: "/nonexistent/brickson/version")
        #expect(version == "development build (no version file)")
    }
}
