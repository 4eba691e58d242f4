import BricksonCore

/// How tall the capitals of a scene's labels stand on the real panel, in millimetres (H10): the gallery prints
/// it for every picture, and the tests hold the layout's cap-height ratio to the real font's.
public enum CapHeights {
    /// A capital's height as a share of the font size, measured from the ink of "H" in the font the device draws.
    public static func ratio(bold: Bool = false) -> Double {
        TextLock.held {
            let engine = TextEngine()
            let size = 200.0
            return engine.makeLayout("H", fontSize: size, bold: bold, width: nil).extents.ink.height / size
        }
    }

    /// One label's cap height in millimetres.
    public struct Entry: Sendable {
        public var id: ControlID
        public var label: String
        public var millimetres: Double
    }

    /// The cap height of every labelled control of `scene` (the message's words included), smallest first.
    public static func entries(_ scene: Scene) -> [Entry] {
        let ratio = ratio(bold: scene.display.bold)
        return scene.controls.filter { !$0.label.isEmpty }
            .map { Entry(id: $0.id, label: $0.label, millimetres: $0.fontSize * ratio / scene.pixelsPerMillimetre) }
            .sorted { $0.millimetres < $1.millimetres }
    }

    /// One line for the gallery: the smallest cap height and which label has it, then Yes, No, Get Attention and
    /// the message.
    public static func report(_ scene: Scene) -> String {
        let all = entries(scene)
        func mm(_ value: Double) -> String {
            let tenths = Int((value * 10).rounded())
            return "\(tenths / 10).\(tenths % 10) mm"
        }
        guard let smallest = all.first else { return "no labels" }
        var parts = ["smallest cap height \(mm(smallest.millimetres)) (\(smallest.label))"]
        for (id, name) in [
            (ControlID.yes, "Yes"), (.no, "No"), (.getAttention, "Get Attention"), (.message, "message"),
        ] {
            if let entry = all.first(where: { $0.id == id }) { parts.append("\(name) \(mm(entry.millimetres))") }
        }
        let phrases = all.filter { if case .phrase = $0.id { true } else { false } }
        if let least = phrases.first { parts.append("phrases from \(mm(least.millimetres))") }
        // The places that matter most from the bed, in millimetres: the message's, Get Attention's and Stop's.
        for (id, name) in [
            (ControlID.message, "message place"), (.getAttention, "Get Attention place"), (.stop, "Stop place"),
        ] {
            if let frame = scene.control(id)?.frame {
                let ppm = scene.pixelsPerMillimetre
                parts.append(
                    "\(name) \(Int((frame.width / ppm).rounded())) × \(Int((frame.height / ppm).rounded())) mm")
            }
        }
        return parts.joined(separator: "; ")
    }
}
