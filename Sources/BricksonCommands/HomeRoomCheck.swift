import BoardProfile
import BricksonCore
import OpenBoardFormat

/// What `import-board --board ID` checks a board against: Home on that board profile's panel, planned as the
/// device plans it, at every access method the person might choose and the saved text settings (C4, H1).
public struct HomeRoomCheck: Sendable {
    /// The panel a profile without a size is checked on: a 7-inch 800×480 panel, the smallest the profiles ship.
    public static let assumedMillimetres = Size(width: 154, height: 86)
    /// Pixels per millimetre across and down of the panel checked: a 7-inch 800×480 panel's, so that panel is
    /// checked at its own 800×480. The board profile gives no pixel count, and Home's sizes are in millimetres, so
    /// another density changes little of what shows.
    public static let pixelsPerMillimetre = Size(width: 800.0 / 154.0, height: 480.0 / 86.0)

    /// The board profile's id.
    public var board: String
    /// The screen Home is planned on.
    public var screen: Screen
    /// Whether the profile gave no panel size and `assumedMillimetres` is used.
    public var sizeAssumed: Bool
    /// Measures labels as the renderer does.
    public var measurer: any TextMeasurer

    public init(board: String, profile: BoardProfile, measurer: any TextMeasurer) {
        self.board = board
        sizeAssumed = profile.panelMillimetres == nil
        let native = profile.panelMillimetres ?? Self.assumedMillimetres
        let pixels = Size(
            width: (native.width * Self.pixelsPerMillimetre.width).rounded(),
            height: (native.height * Self.pixelsPerMillimetre.height).rounded())
        screen = Screen(
            pixels: profile.rotation.logicalSize(native: pixels),
            millimetres: profile.rotation.logicalSize(native: native))
        self.measurer = measurer
    }

    /// The panel in words: "the 154 × 86 mm panel of “simulator”".
    public var panel: String {
        let size = "\(Int(screen.millimetres.width.rounded())) × \(Int(screen.millimetres.height.rounded())) mm"
        return sizeAssumed
            ? "a \(size) panel (\(quoted(board)) gives no panel size)" : "the \(size) panel of \(quoted(board))"
    }

    /// Throws `homeCannotShowOnPanel` for the first access method at which Home would leave part of `board`
    /// out with these display settings.
    public func check(_ board: Board, display: DisplaySettings) throws(BoardFileError) {
        guard
            let found = HomeRoom.firstShortfall(
                of: board, on: screen, display: display, methods: AccessMethod.allCases, measurer: measurer)
        else { return }
        throw .homeCannotShowOnPanel(panel: panel, method: Self.words(found.method), shortfalls: found.shortfalls)
    }

    static func words(_ method: AccessMethod) -> String {
        switch method {
        case .touch: "touch"
        case .switches: "switches"
        case .headPointing: "head pointing"
        case .eyeTracking: "eye tracking"
        }
    }
}

private func quoted(_ text: String) -> String { "“\(text)”" }
