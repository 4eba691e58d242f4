import BricksonCore
import BricksonRuntime
import BricksonSimulator
import Foundation
import HomeRenderer
import Testing

/// A3 end to end: the simulator's script moves an absolute pointer through the real runtime (input translation,
/// the core, the renderer, speech into the WAV).
@Suite(.serialized) struct PointerSimulatorTests {
    /// Home as the simulator lays it out at start.
    static func home() -> Scene {
        let view = HomeState(board: StarterContent.board, settings: Settings(), at: .zero).view
        return layout(
            view, screen: Screen(pixels: Size(width: 800, height: 480), millimetres: Size(width: 154, height: 86)),
            measurer: PangoMeasurer())
    }

    /// The file of the simulator's frame `number` (from 1).
    static func frame(_ number: Int, in folder: String) -> String {
        let digits = String(number)
        return folder + "/frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    @Test func A3_aPointerRestingInTheGapBesideAPhraseSnapsToItAndDwellSpeaksIt() throws {
        let phrase = try #require(Self.home().control(.phrase(0))).frame
        // In the screen's margin left of the first phrase: on no control, within Snap to Item's 4 mm.
        let x = Int(phrase.minX) - 3
        let y = Int(phrase.center.y)
        let run = try simulate(
            """
            wait 1200
            pointer \(x) \(y)
            wait 2500
            pointer leave
            wait 500
            """)
        let text = StarterContent.board.categories[0].phrases[0].text
        #expect(run.spoken.map(\.text) == [text])
        let chosen = try #require(
            run.firstEvent { if case .pointerMoved(_, .phrase(0), _) = $0 { true } else { false } })
        let started = try #require(run.firstEvent { if case .speechStarted = $0 { true } else { false } })
        // Chosen after the dwell time (1.2 s), not before.
        #expect(run.seconds(started) - run.seconds(chosen) >= 1.2)
        let track = try SoundTrack(wav: try #require(run.result).wav)
        #expect(track.isSilent(0, run.seconds(chosen)))
        #expect(track.hasSound(run.seconds(started), run.seconds(started) + 0.6))
        #expect(run.firstEvent { if case .pointerLeft = $0 { true } else { false } } != nil)
        // The pointer was drawn where it was: its black centre on the screen's background in some frame.
        let result = try #require(run.result)
        var drawn = false
        for index in 1...result.frames {
            guard let frame = try? PixelBuffer(contentsOfPNG: Self.frame(index, in: result.folder)) else { continue }
            if frame.colour(x: x, y: y) == Colour(0x000000) { drawn = true }
        }
        #expect(drawn)
        // And gone once it left: the last frame has no pointer.
        let last = try PixelBuffer(contentsOfPNG: Self.frame(result.frames, in: result.folder))
        #expect(last.colour(x: x, y: y) != Colour(0x000000))
    }

    @Test func A3_aPointerThatLooksAwayBeforeTheDwellTimeChoosesNothing() throws {
        let phrase = try #require(Self.home().control(.phrase(1))).frame
        let run = try simulate(
            """
            wait 1200
            pointer \(Int(phrase.center.x)) \(Int(phrase.center.y))
            wait 800
            pointer leave
            wait 2000
            """)
        #expect(run.spoken.isEmpty)
    }
}
