import BoardProfile

/// A rectangle of whole pixels.
public struct PixelRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The part of this rectangle inside `width`×`height`.
    public func clamped(width limitWidth: Int, height limitHeight: Int) -> PixelRect {
        let minX = max(x, 0)
        let minY = max(y, 0)
        let maxX = min(x + width, limitWidth)
        let maxY = min(y + height, limitHeight)
        return PixelRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// Whether `other` lies wholly inside this rectangle.
    public func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height
    }

    /// The smallest rectangle holding both.
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let minX = min(x, other.x)
        let minY = min(y, other.y)
        let maxX = max(x + width, other.x + other.width)
        let maxY = max(y + height, other.y + other.height)
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// A view of XRGB8888 pixels someone else owns: the renderer's image, or a mapped dumb buffer.
public struct PixelImage {
    public var base: UnsafeMutableRawPointer
    public var width: Int
    public var height: Int
    /// Bytes from one row to the next.
    public var stride: Int

    public init(base: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        self.base = base
        self.width = width
        self.height = height
        self.stride = stride
    }

    /// The pixel at (`x`, `y`).
    @inline(__always)
    public func pixel(x: Int, y: Int) -> UInt32 {
        base.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }

    /// Copies `rect` of `source` (Home's pixels) onto this image (the panel's pixels), turned by `rotation`.
    public func copy(_ rect: PixelRect, of source: PixelImage, rotation: DisplayRotation) {
        let area = rect.clamped(width: source.width, height: source.height)
        guard !area.isEmpty else { return }
        if rotation == .none {
            let bytes = min(area.width, width - area.x) * 4
            guard bytes > 0 else { return }
            for y in area.y..<min(area.y + area.height, height) {
                (base + y * stride + area.x * 4).copyMemory(
                    from: source.base + y * source.stride + area.x * 4, byteCount: bytes)
            }
            return
        }
        for y in area.y..<(area.y + area.height) {
            let row = source.base + y * source.stride
            for x in area.x..<(area.x + area.width) {
                let target = rotation.nativePixel(x: x, y: y, nativeWidth: width, nativeHeight: height)
                guard target.x >= 0, target.x < width, target.y >= 0, target.y < height else { continue }
                base.storeBytes(
                    of: row.load(fromByteOffset: x * 4, as: UInt32.self),
                    toByteOffset: target.y * stride + target.x * 4,
                    as: UInt32.self)
            }
        }
    }
}
