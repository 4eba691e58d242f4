import BricksonCore

/// How the panel is mounted: Home is drawn turned clockwise by this much on the panel's own pixels.
public enum DisplayRotation: Int, Equatable, Hashable, Sendable, CaseIterable {
    case none = 0
    case clockwise90 = 90
    case upsideDown = 180
    case clockwise270 = 270

    /// Whether width and height swap between the panel and Home.
    public var swapsAxes: Bool { self == .clockwise90 || self == .clockwise270 }

    /// Home's size for a panel of `native` size (pixels or millimetres).
    public func logicalSize(native: Size) -> Size {
        swapsAxes ? Size(width: native.height, height: native.width) : native
    }

    /// The panel's size for Home of `logical` size.
    public func nativeSize(logical: Size) -> Size {
        swapsAxes ? Size(width: logical.height, height: logical.width) : logical
    }

    /// Where a point on the panel (a touch, in panel coordinates) is on Home.
    public func logicalPoint(native point: Point, nativeSize: Size) -> Point {
        switch self {
        case .none: point
        case .clockwise90: Point(x: point.y, y: nativeSize.width - point.x)
        case .upsideDown: Point(x: nativeSize.width - point.x, y: nativeSize.height - point.y)
        case .clockwise270: Point(x: nativeSize.height - point.y, y: point.x)
        }
    }

    /// Where a point on Home is on the panel (the inverse of `logicalPoint`).
    public func nativePoint(logical point: Point, nativeSize: Size) -> Point {
        switch self {
        case .none: point
        case .clockwise90: Point(x: nativeSize.width - point.y, y: point.x)
        case .upsideDown: Point(x: nativeSize.width - point.x, y: nativeSize.height - point.y)
        case .clockwise270: Point(x: point.y, y: nativeSize.height - point.x)
        }
    }

    /// The panel pixel that Home's pixel (`x`, `y`) lands on, for a panel `nativeWidth`×`nativeHeight`.
    @inline(__always)
    public func nativePixel(x: Int, y: Int, nativeWidth: Int, nativeHeight: Int) -> (x: Int, y: Int) {
        switch self {
        case .none: (x, y)
        case .clockwise90: (nativeWidth - 1 - y, x)
        case .upsideDown: (nativeWidth - 1 - x, nativeHeight - 1 - y)
        case .clockwise270: (y, nativeHeight - 1 - x)
        }
    }
}
