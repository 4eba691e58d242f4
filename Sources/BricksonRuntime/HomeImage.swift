import BricksonCore
import DeviceValues
import Glibc
import KMSDisplay

/// Home's pixels (XRGB8888, unrotated): what the renderer draws into and the displays copy from. One owner,
/// released once.
public final class HomeImage {
    /// The pixels.
    public private(set) var base: UnsafeMutableRawPointer
    public private(set) var width: Int
    public private(set) var height: Int

    /// A black image of `width`×`height`.
    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        base = UnsafeMutableRawPointer.allocate(byteCount: self.width * self.height * 4, alignment: 16)
        base.initializeMemory(as: UInt8.self, repeating: 0, count: self.width * self.height * 4)
    }

    deinit { base.deallocate() }

    /// Bytes from one row to the next.
    public var stride: Int { width * 4 }

    /// A view for the displays.
    public var view: PixelImage { PixelImage(base: base, width: width, height: height, stride: stride) }

    /// Makes the image `width`×`height` (black) if it is not already.
    public func resize(width newWidth: Int, height newHeight: Int) {
        guard newWidth != width || newHeight != height else { return }
        base.deallocate()
        width = max(1, newWidth)
        height = max(1, newHeight)
        base = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 16)
        base.initializeMemory(as: UInt8.self, repeating: 0, count: width * height * 4)
    }

    /// The pixel at (`x`, `y`).
    public func pixel(x: Int, y: Int) -> UInt32 { base.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
}
