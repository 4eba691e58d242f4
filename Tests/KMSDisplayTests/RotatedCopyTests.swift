import BoardProfile
import BricksonCore
import DeviceValues
import KMSDisplay
import Testing

@Suite struct RotatedCopyTests {
    /// An owned XRGB image for tests, with every pixel numbered.
    final class Buffer {
        let pixels: UnsafeMutablePointer<UInt32>
        let width: Int
        let height: Int
        let strideInPixels: Int

        init(width: Int, height: Int, padding: Int = 3, numbered: Bool) {
            self.width = width
            self.height = height
            strideInPixels = width + padding
            pixels = .allocate(capacity: strideInPixels * height)
            for y in 0..<height {
                for x in 0..<strideInPixels {
                    pixels[y * strideInPixels + x] = numbered && x < width ? UInt32(y * 1000 + x + 1) : 0
                }
            }
        }

        deinit { pixels.deallocate() }

        var image: PixelImage {
            PixelImage(base: UnsafeMutableRawPointer(pixels), width: width, height: height, stride: strideInPixels * 4)
        }

        subscript(x: Int, y: Int) -> UInt32 { pixels[y * strideInPixels + x] }
    }

    @Test(arguments: DisplayRotation.allCases)
    func D1_everyPixelOfHomeLandsWhereTheRotationSays(rotation: DisplayRotation) {
        let home = Buffer(width: 5, height: 3, numbered: true)
        let native = rotation.nativeSize(logical: Size(width: 5, height: 3))
        let panel = Buffer(width: Int(native.width), height: Int(native.height), numbered: false)
        panel.image.copy(PixelRect(x: 0, y: 0, width: 5, height: 3), of: home.image, rotation: rotation)
        for y in 0..<3 {
            for x in 0..<5 {
                let target = rotation.nativePixel(x: x, y: y, nativeWidth: panel.width, nativeHeight: panel.height)
                #expect(panel[target.x, target.y] == home[x, y])
            }
        }
    }

    @Test(arguments: DisplayRotation.allCases)
    func D1_onlyTheDamagedRectangleIsCopied(rotation: DisplayRotation) {
        let home = Buffer(width: 6, height: 4, numbered: true)
        let native = rotation.nativeSize(logical: Size(width: 6, height: 4))
        let panel = Buffer(width: Int(native.width), height: Int(native.height), numbered: false)
        let damage = PixelRect(x: 1, y: 1, width: 2, height: 2)
        panel.image.copy(damage, of: home.image, rotation: rotation)
        var copied = 0
        for y in 0..<panel.height {
            for x in 0..<panel.width where panel[x, y] != 0 { copied += 1 }
        }
        #expect(copied == 4)
    }

    @Test func D1_aRectangleOutsideHomeIsClampedNotCopiedPastTheEdge() {
        let home = Buffer(width: 4, height: 4, numbered: true)
        let panel = Buffer(width: 4, height: 4, numbered: false)
        panel.image.copy(PixelRect(x: 2, y: 2, width: 10, height: 10), of: home.image, rotation: .none)
        #expect(panel[3, 3] == home[3, 3])
        #expect(panel[1, 1] == 0)
        // The row padding past the width stays untouched.
        #expect(panel.pixels[3 * panel.strideInPixels + 4] == 0)
    }
}
