import BoardProfile
import BricksonCore
import KMSDisplay
import Testing

@Suite struct DisplayChoiceTests {
    static let panel = ModeInfo(width: 800, height: 480, refresh: 60, isPreferred: true)
    static let big = ModeInfo(width: 1920, height: 1080, refresh: 60, isPreferred: false)

    func connector(_ id: UInt32, _ name: String, connected: Bool, modes: [ModeInfo] = [panel]) -> ConnectorInfo {
        ConnectorInfo(id: id, name: name, isConnected: connected, modes: modes, millimetres: Size(width: 0, height: 0))
    }

    @Test func D1_theBoardsConnectorIsChosenWhenItIsConnected() {
        let all = [connector(1, "HDMI-A-1", connected: true), connector(2, "DSI-1", connected: true)]
        #expect(DisplayChoice.connector(all, preferring: "DSI-1")?.id == 2)
        #expect(DisplayChoice.connector(all, preferring: nil)?.id == 1)
    }

    @Test func D1_aDisconnectedPreferenceFallsBackToAConnectedConnector() {
        let all = [
            connector(1, "DSI-1", connected: false), connector(2, "HDMI-A-1", connected: false),
            connector(3, "HDMI-A-2", connected: true),
        ]
        #expect(DisplayChoice.connector(all, preferring: "DSI-1")?.id == 3)
    }

    @Test func D1_nothingConnectedMeansNoDisplay() {
        let all = [connector(1, "HDMI-A-1", connected: false), connector(2, "HDMI-A-2", connected: true, modes: [])]
        #expect(DisplayChoice.connector(all, preferring: nil) == nil)
        #expect(DisplayChoice.connector([], preferring: "HDMI-A-1") == nil)
    }

    @Test func D1_thePanelsPreferredModeIsChosenElseTheLargestThenFastest() {
        #expect(DisplayChoice.mode([Self.big, Self.panel]) == 1)
        let fast = ModeInfo(width: 1920, height: 1080, refresh: 75, isPreferred: false)
        let small = ModeInfo(width: 640, height: 480, refresh: 85, isPreferred: false)
        #expect(DisplayChoice.mode([small, Self.big, fast]) == 2)
        #expect(DisplayChoice.mode([]) == nil)
    }

    @Test func D1_theCRTCInUseIsKeptElseTheFirstAnEncoderCanDrive() {
        #expect(DisplayChoice.crtc(currentCRTC: 41, possibleCRTCs: [0b11], crtcs: [40, 41]) == 41)
        #expect(DisplayChoice.crtc(currentCRTC: nil, possibleCRTCs: [0b10], crtcs: [40, 41]) == 41)
        #expect(DisplayChoice.crtc(currentCRTC: 0, possibleCRTCs: [0b100, 0b1], crtcs: [40, 41, 42]) == 42)
        #expect(DisplayChoice.crtc(currentCRTC: nil, possibleCRTCs: [], crtcs: [40]) == nil)
    }

    @Test func A4_theBoardsPanelSizeWinsThenTheConnectorsThenADesktopGuess() {
        let board = Size(width: 154, height: 86)
        let connector = Size(width: 160, height: 90)
        let fromBoard = DisplayChoice.screen(
            mode: Self.panel, connectorMillimetres: connector, boardMillimetres: board, rotation: .none)
        #expect(fromBoard.millimetres == board)
        let fromConnector = DisplayChoice.screen(
            mode: Self.panel, connectorMillimetres: connector, boardMillimetres: nil, rotation: .none)
        #expect(fromConnector.millimetres == connector)
        let guessed = DisplayChoice.screen(
            mode: Self.panel, connectorMillimetres: Size(width: 0, height: 0), boardMillimetres: nil, rotation: .none)
        #expect(abs(guessed.pixelsPerMillimetre - 96 / 25.4) < 0.001)
    }

    @Test func D1_aTurnedPanelGivesHomeATurnedScreen() {
        let screen = DisplayChoice.screen(
            mode: Self.panel, connectorMillimetres: Size(width: 154, height: 86), boardMillimetres: nil,
            rotation: .clockwise90)
        #expect(screen.pixels == Size(width: 480, height: 800))
        #expect(screen.millimetres == Size(width: 86, height: 154))
    }
}
