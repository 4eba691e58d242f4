import BricksonCore
import BricksonSimulator
import Testing

/// A5 through the real runtime and sound engine: a switch starts auto scanning, each highlight's name is said by
/// the cue voice, and with "Scanning waits for each name to be said" the next step comes only after the engine
/// reported the cue's end.
@Suite(.serialized) struct AuditoryScanningRuntimeTests {
    @Test func A5_scanningWaitsForEachNameToBeSaidThroughTheSoundEngine() throws {
        var buttons = ButtonSettings(scanTime: .milliseconds(300), scanFirstItemExtra: .zero, scanLoops: 1)
        buttons.waitForCue = true
        var settings = Settings(buttons: buttons, accessMethod: .switches)
        settings.voice.auditoryFeedback = true
        let run = try simulate("wait 500\npress switchSelect\nwait 6000\n", settings: settings)
        // The cues and the cue voice's ends, in the order the core saw them.
        var order: [String] = []
        var effects = run.effects.makeIterator()
        var events = run.events.makeIterator()
        var nextEffect = effects.next()
        var nextEvent = events.next()
        while nextEffect != nil || nextEvent != nil {
            if let effect = nextEffect, nextEvent.map({ effect.1 <= $0.1 }) ?? true {
                if case .announce(let words) = effect.0 { order.append(words) }
                nextEffect = effects.next()
            } else if let event = nextEvent {
                if case .cueFinished = event.0 { order.append("|") }
                nextEvent = events.next()
            }
        }
        let cues = order.filter { $0 != "|" }
        #expect(cues.prefix(3) == ["Yes, No and help", "Again", "Message"], "\(order)")
        #expect(cues.count >= 4, "\(order)")
        // Every cue but the first came after the one before it was said to its end.
        var lastWasSaid = true
        for item in order {
            if item == "|" {
                lastWasSaid = true
            } else {
                #expect(lastWasSaid, "\(item) came before the cue before it ended: \(order)")
                lastWasSaid = false
            }
        }
    }
}
