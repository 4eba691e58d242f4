import BricksonCore
import Testing

@testable import HomeRenderer

/// V3 and V6 over the layout matrix: every Home state, light and dark, increased contrast on and off, measured
/// from the rendered pixels of the real layout.
@Suite struct ContrastMatrixTests {
    static let cases: [MatrixCase] =
        matrixSizes.flatMap { size in
            appearanceMatrix.map {
                MatrixCase(width: size.0, height: size.1, display: $0, states: NamedHomeState.allCases)
            }
        }
        + matrixSizes.flatMap { size in
            appearanceMatrix.map {
                var display = $0
                display.textSize = .largest
                display.showBorders = true
                return MatrixCase(
                    width: size.0, height: size.1, display: display, states: [.start, .typing, .emergency])
            }
        }

    @Test(arguments: cases)
    func V3_V6_textAndEdgesMeetContrastInEveryState(_ matrix: MatrixCase) throws {
        let renderer = Renderer()
        for state in matrix.states {
            let scene = laidOut(state, width: matrix.width, height: matrix.height, display: matrix.display)
            let failures = contrastFailures(in: try renderer.image(of: scene), scene: scene)
            #expect(failures.isEmpty, "\(state): \(failures.prefix(6))")
        }
    }
}
