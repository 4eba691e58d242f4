import BoardProfile
import BricksonCore
import Testing

@Suite struct DisplayRotationTests {
    static let panel = Size(width: 800, height: 480)

    @Test(arguments: DisplayRotation.allCases)
    func D1_pointsRoundTripBetweenPanelAndHome(rotation: DisplayRotation) {
        for point in [Point(x: 0, y: 0), Point(x: 799, y: 0), Point(x: 123.5, y: 456), Point(x: 400, y: 240)] {
            let logical = rotation.logicalPoint(native: point, nativeSize: Self.panel)
            let back = rotation.nativePoint(logical: logical, nativeSize: Self.panel)
            #expect(back == point)
            let size = rotation.logicalSize(native: Self.panel)
            #expect(logical.x >= 0 && logical.x <= size.width && logical.y >= 0 && logical.y <= size.height)
        }
    }

    @Test func D1_aPanelTurnedClockwiseShowsHomesTopLeftAtItsTopRight() {
        let rotation = DisplayRotation.clockwise90
        #expect(rotation.logicalSize(native: Self.panel) == Size(width: 480, height: 800))
        #expect(rotation.nativePoint(logical: Point(x: 0, y: 0), nativeSize: Self.panel) == Point(x: 800, y: 0))
        #expect(rotation.nativePixel(x: 0, y: 0, nativeWidth: 800, nativeHeight: 480) == (799, 0))
        #expect(DisplayRotation.clockwise270.nativePixel(x: 0, y: 0, nativeWidth: 800, nativeHeight: 480) == (0, 479))
        #expect(DisplayRotation.upsideDown.nativePixel(x: 0, y: 0, nativeWidth: 800, nativeHeight: 480) == (799, 479))
    }

    @Test(arguments: DisplayRotation.allCases)
    func D1_everyPixelOfHomeLandsOnADistinctPanelPixel(rotation: DisplayRotation) {
        let native = (width: 6, height: 4)
        let logical = rotation.logicalSize(native: Size(width: 6, height: 4))
        var seen = Set<Int>()
        for y in 0..<Int(logical.height) {
            for x in 0..<Int(logical.width) {
                let pixel = rotation.nativePixel(x: x, y: y, nativeWidth: native.width, nativeHeight: native.height)
                #expect((0..<native.width).contains(pixel.x) && (0..<native.height).contains(pixel.y))
                seen.insert(pixel.y * native.width + pixel.x)
            }
        }
        #expect(seen.count == 24)
    }
}
