import BricksonCore
import Glibc
import Testing

@testable import HomeRenderer

/// A few reference screens compared with golden PNGs in `Golden/`. `BRICKSON_RECORD_GOLDEN=1` records them again;
/// on a mismatch the actual image is written beside the golden one as `<name>.actual.png`.
@Suite struct GoldenImageTests {
    /// The reference screens.
    static let references: [(name: String, scene: @Sendable () -> Scene)] = [
        ("start-dark-800x480", { referenceScene(.start, DisplaySettings(appearance: .dark)) }),
        ("typing-light-800x480", { referenceScene(.typing, DisplaySettings(appearance: .light)) }),
        (
            "emergency-dark-borders-800x480",
            {
                referenceScene(
                    .emergency, DisplaySettings(appearance: .dark, increasedContrast: true, showBorders: true))
            }
        ),
        // Three screen languages (L1), as the gallery draws them.
        ("start-es-dark-800x480", { languageScene(["start", "--language", "es", "--access", "touch"]) }),
        (
            "typing-ru-light-800x480",
            { languageScene(["typing", "--language", "ru", "--access", "touch", "--appearance", "light"]) }
        ),
        (
            "display-settings-ar-dark-800x480",
            { languageScene(["start", "--language", "ar", "--access", "touch", "--settings", "display"]) }
        ),
        // Arabic's Home mirrored, read from the right (L7).
        ("start-ar-dark-800x480", { languageScene(["start", "--language", "ar", "--access", "touch"]) }),
    ]

    /// The scene `brickson snapshot` draws with `arguments` (the state first, the output file left out).
    static func languageScene(_ arguments: [String]) -> Scene {
        let options = try! SnapshotOptions(arguments: [arguments[0], "unused.png"] + arguments.dropFirst())
        return SnapshotCommand.scene(options)
    }

    @Test(arguments: references.map(\.name))
    func referenceScreenMatchesItsGoldenImage(name: String) throws {
        let scene = Self.references.first { $0.name == name }!.scene()
        let actual = try Renderer().image(of: scene)
        let directory = String(#filePath.dropLast("GoldenImageTests.swift".count)) + "Golden/"
        let golden = directory + name + ".png"
        if getenv("BRICKSON_RECORD_GOLDEN").map({ String(cString: $0) }) == "1" {
            try actual.writePNG(to: golden)
            return
        }
        let expected: PixelBuffer
        do {
            expected = try PixelBuffer(contentsOfPNG: golden)
        } catch {
            try actual.writePNG(to: directory + name + ".actual.png")
            Issue.record("No golden image \(golden); record with BRICKSON_RECORD_GOLDEN=1")
            return
        }
        let differing = differingPixels(actual, expected)
        if differing == nil || differing! > actual.pixels.count / 1000 {
            try actual.writePNG(to: directory + name + ".actual.png")
        }
        #expect(
            differing != nil,
            "\(name): size \(actual.width)×\(actual.height), golden \(expected.width)×\(expected.height)")
        #expect(
            (differing ?? 0) <= actual.pixels.count / 1000,
            "\(name): \(differing ?? 0) pixels differ; see \(name).actual.png")
    }
}

/// The number of pixels whose channels differ by more than 16 of 255 (font rasterisation may move a few edge
/// pixels by a little from one cairo or FreeType build to another), or nil if the sizes differ.
func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Int? {
    guard a.width == b.width, a.height == b.height else { return nil }
    var count = 0
    for index in a.pixels.indices {
        let x = Colour(pixel: a.pixels[index]), y = Colour(pixel: b.pixels[index])
        if abs(Int(x.red) - Int(y.red)) > 16 || abs(Int(x.green) - Int(y.green)) > 16
            || abs(Int(x.blue) - Int(y.blue)) > 16
        {
            count += 1
        }
    }
    return count
}
