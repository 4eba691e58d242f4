import BricksonCore
import BricksonFakes
import Testing

/// H3 through the whole core: the states come from `update` (as a person reaches them), not from hand-built views,
/// so a state the state machine can reach but the layout tests never imagined still cannot move a control.
@Suite struct LayoutOfRealStatesTests {
    @Test(arguments: LayoutFixtures.panels)
    func H3_noControlMovesAcrossEveryStateTheCoreCanReach(panel: LayoutFixtures.Panel) {
        for display in [DisplaySettings(), DisplaySettings(textSize: .largest, bold: true)] {
            for access in [nil, AccessMethod.touch] {
                let settings = Settings(display: display, accessMethod: access)
                let states = HomeStates.all(settings: settings)
                var frames: [ControlID: (Rect, String)] = [:]
                var statusFrame: Rect?
                for named in states {
                    let scene = layout(named.state.view, screen: panel.screen, measurer: LayoutFixtures.measurer)
                    if let statusFrame {
                        #expect(scene.statusFrame == statusFrame, "\(panel) \(named.name): the status line moved")
                    }
                    statusFrame = scene.statusFrame
                    for control in scene.controls {
                        if let (frame, firstSeen) = frames[control.id] {
                            #expect(
                                control.frame == frame,
                                "\(panel) \(display.textSize) \(access.map(\.rawValue) ?? "unset"): \(control.id) moved between \(firstSeen) and \(named.name)"
                            )
                        } else {
                            frames[control.id] = (control.frame, named.name)
                        }
                    }
                }
                #expect(states.count >= 20, "the catalogue of states shrank")
            }
        }
    }
}
