import BricksonCore
import Glibc
import Testing

@testable import HomeRenderer

@Suite struct RendererTests {
    /// Drawing depends on the scene alone: the same scene gives the same pixels from one renderer whatever it drew
    /// before and however often, so nothing drawn can change from one frame to the next by itself (V5). That the
    /// frames of a running Brickson change only with what an event caused is `NothingFlashesRuntimeTests`.
    @Test func V5_theSameSceneDrawsTheSamePixels() throws {
        let renderer = Renderer()
        for state in HandScenes.State.allCases {
            let scene = HandScenes.scene(state)
            let first = try renderer.image(of: scene)
            for other in HandScenes.State.allCases { _ = try renderer.image(of: HandScenes.scene(other)) }
            #expect(try renderer.image(of: scene) == first, "\(state)")
            #expect(try Renderer().image(of: scene) == first, "\(state)")
        }
    }

    @Test func A3_theDwellProgressGrowsWithItsFractionAndChangesNothingElse() throws {
        let renderer = Renderer()
        var scene = HandScenes.scene(.start)
        let index = scene.controls.firstIndex { $0.id == .no }!
        var inked: [Int] = []
        let frame = ControlGeometry(frame: scene.controls[index].frame, pixelsPerMillimetre: 4, display: scene.display)
        let plain = try renderer.image(of: scene)
        for fraction in [0.0, 0.25, 0.5, 1.0] {
            scene.controls[index].dwellFraction = fraction
            let image = try renderer.image(of: scene)
            let changed = (0..<image.pixels.count).filter { image.pixels[$0] != plain.pixels[$0] }
            #expect(changed.allSatisfy { frame.frame.contains(Point(x: Double($0 % 800), y: Double($0 / 800))) })
            // The shade behind the words: the pixels that differ from the plain face.
            inked.append(changed.count)
        }
        #expect(inked == inked.sorted() && Set(inked).count == inked.count, "\(inked)")
    }

    @Test(arguments: [HandScenes.State.pressed, .typing, .emergency, .sounding, .dwell])
    func onlyTheChangedControlsAreRedrawnAndTheResultEqualsAFullFrame(state: HandScenes.State) throws {
        let renderer = Renderer()
        var buffer = PixelBuffer(width: 800, height: 480)
        let start = HandScenes.scene(.start)
        let first = try renderer.render(start, into: &buffer)
        #expect(first == [Rect(x: 0, y: 0, width: 800, height: 480)])
        let next = HandScenes.scene(state)
        let damage = try renderer.render(next, into: &buffer)
        let drawnWhole = try Renderer().image(of: next)
        #expect(buffer == drawnWhole)
        let changed = next.controls.filter { start.control($0.id) != $0 }.map(\.id)
        let covered = damage.reduce(0.0) { $0 + $1.width * $1.height }
        #expect(!damage.isEmpty && covered < 800 * 480)
        #expect(changed.allSatisfy { id in damage.contains { $0.intersects(next.control(id)!.frame) } })
        if state == .pressed { #expect(damage.count == 1) }
        #expect(try renderer.render(next, into: &buffer).isEmpty)
    }

    @Test func drawsIntoCallerMemoryWithAWiderStride() throws {
        let scene = HandScenes.scene(.start)
        let stride = 800 * 4 + 64
        var memory = [UInt8](repeating: 0xAB, count: stride * 480)
        try memory.withUnsafeMutableBytes { bytes in
            _ = try Renderer().render(scene, into: bytes.baseAddress!, width: 800, height: 480, stride: stride)
        }
        let reference = try Renderer().image(of: scene)
        for y in [0, 100, 479] {
            for x in [0, 400, 799] {
                let offset = y * stride + x * 4
                let pixel = UInt32(memory[offset]) | UInt32(memory[offset + 1]) << 8 | UInt32(memory[offset + 2]) << 16
                #expect(Colour(pixel: pixel) == reference.colour(x: x, y: y))
            }
            #expect(memory[y * stride + 800 * 4] == 0xAB)
        }
    }

    @Test func aBadBufferIsRefusedAndLeftUntouched() throws {
        let scene = HandScenes.scene(.start)
        var memory = [UInt8](repeating: 7, count: 800 * 480 * 4)
        memory.withUnsafeMutableBytes { bytes in
            #expect(throws: RenderError.badBuffer(width: 800, height: 480, stride: 3000)) {
                try Renderer().render(scene, into: bytes.baseAddress!, width: 800, height: 480, stride: 3000)
            }
            #expect(throws: RenderError.sizeMismatch(scene: scene.size, width: 640, height: 480)) {
                try Renderer().render(scene, into: bytes.baseAddress!, width: 640, height: 480, stride: 640 * 4)
            }
        }
        #expect(memory.allSatisfy { $0 == 7 })
        #expect(RenderError.badBuffer(width: 800, height: 480, stride: 3000).description.contains("stride"))
    }

    @Test func V2_boldLabelsAreDrawnHeavier() throws {
        var inks: [Bool: Int] = [:]
        for bold in [false, true] {
            let scene = HandScenes.scene(.start, display: DisplaySettings(bold: bold))
            let image = try Renderer().image(of: scene)
            let placed = Renderer().placements(scene)[.phrase(0)]!
            let fill = image.dominant(placed.content)!
            inks[bold] =
                image.points(placed.ink).filter { image.colour(x: $0.0, y: $0.1).contrast(with: fill) >= 3 }
                .count
        }
        #expect(inks[true]! > inks[false]! * 5 / 4, "\(inks)")
    }

    @Test func writesAndReadsBackAPNG() throws {
        let image = try Renderer().image(of: HandScenes.scene(.typing))
        let path = "\(temporaryDirectory())/brickson-render-roundtrip.png"
        try image.writePNG(to: path)
        let read = try PixelBuffer(contentsOfPNG: path)
        #expect(read.pixels.map { $0 & 0xFF_FFFF } == image.pixels.map { $0 & 0xFF_FFFF })
        #expect(throws: RenderError.self) { try PixelBuffer(contentsOfPNG: "\(path).missing") }
    }
}

/// Where tests may write files.
func temporaryDirectory() -> String {
    String(cString: getenv("TMPDIR") ?? strdup("/tmp"))
}

extension RendererTests {
    @Test func V4_aPressOnTheRealLayoutRedrawsOnlyThePressedControl() throws {
        let start = laidOut(.start, width: 800, height: 480, display: DisplaySettings())
        var view = NamedHomeState.start.view()
        view.pressed = .phrase(2)
        let screen = Screen(
            pixels: Size(width: 800, height: 480), millimetres: Size(width: 800 / 5.19, height: 480 / 5.19))
        let pressed = layout(view, screen: screen, measurer: PangoMeasurer())
        let renderer = Renderer()
        var buffer = PixelBuffer(width: 800, height: 480)
        try renderer.render(start, into: &buffer)
        let damage = try renderer.render(pressed, into: &buffer)
        let frame = ControlGeometry(
            frame: pressed.control(.phrase(2))!.frame, pixelsPerMillimetre: 5.19,
            display: pressed.display
        ).frame
        #expect(damage == [frame])
        let drawnWhole = try Renderer().image(of: pressed)
        #expect(buffer == drawnWhole)
    }

    @Test func twoBuffersFlippedInTurnEachRedrawWhatTheyLack() throws {
        let scenes = [
            HandScenes.scene(.start), HandScenes.scene(.pressed), HandScenes.scene(.dwell),
            HandScenes.scene(.sounding),
        ]
        let renderer = Renderer()
        var buffers = [PixelBuffer(width: 800, height: 480), PixelBuffer(width: 800, height: 480)]
        var showing: [Scene?] = [nil, nil]
        for (index, scene) in scenes.enumerated() {
            let which = index % 2
            try buffers[which].pixels.withUnsafeMutableBytes { bytes in
                _ = try renderer.render(
                    scene, into: bytes.baseAddress!, width: 800, height: 480, stride: 3200, showing: showing[which])
            }
            showing[which] = scene
            let drawnWhole = try Renderer().image(of: scene)
            #expect(buffers[which] == drawnWhole, "frame \(index)")
        }
    }
}
