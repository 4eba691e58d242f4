import BricksonCore

/// `brickson snapshot`: draws a named Home state to a PNG file with no hardware.
public enum SnapshotCommand {
    /// Parses `arguments` (those after `snapshot`), lays Home out with the real text measurer, draws it and writes
    /// the PNG. A bad argument throws `SnapshotError.usage` with a message and writes nothing. Returns a line that
    /// says how tall the labels' capitals stand on the panel (H10).
    @discardableResult
    public static func run(_ arguments: [String]) throws -> String {
        let options = try SnapshotOptions(arguments: arguments)
        let scene = scene(options)
        do throws(RenderError) {
            try Renderer().image(of: scene).writePNG(to: options.output)
        } catch {
            throw SnapshotError.render(error)
        }
        return CapHeights.report(scene)
    }

    /// The scene of Home that `options` describe.
    public static func scene(_ options: SnapshotOptions, measurer: some TextMeasurer = PangoMeasurer()) -> Scene {
        var scene = layout(
            options.state.view(display: options.display, accessMethod: options.accessMethod), screen: options.screen,
            measurer: measurer)
        scene.pointer = options.state.pointer(in: scene)
        return scene
    }

    /// The picture of Home that `options` describe.
    public static func image(_ options: SnapshotOptions) throws(RenderError) -> PixelBuffer {
        try Renderer().image(of: scene(options))
    }
}
