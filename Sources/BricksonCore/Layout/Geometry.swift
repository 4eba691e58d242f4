/// A size in pixels.
public struct Size: Equatable, Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A point in pixels, origin at the top left of the screen.
public struct Point: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A rectangle in pixels, origin at the top left of the screen.
public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }

    /// Whether `point` lies inside (the top and left edges belong to the rectangle, the bottom and right do not).
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// Whether the two rectangles share any area.
    public func intersects(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// The distance from `point` to the nearest point of the rectangle (zero inside).
    public func distance(to point: Point) -> Double {
        let dx = max(x - point.x, 0, point.x - maxX)
        let dy = max(y - point.y, 0, point.y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The rectangle shrunk by `amount` on every side.
    public func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }

    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// The screen Home is laid out on: its pixels and its physical size.
public struct Screen: Equatable, Hashable, Sendable {
    /// Width and height in pixels, after the board's rotation.
    public var pixels: Size
    /// Width and height in millimetres, after the board's rotation (from the connector or the board profile).
    public var millimetres: Size

    public init(pixels: Size, millimetres: Size) {
        self.pixels = pixels
        self.millimetres = millimetres
    }

    /// A screen of `width`×`height` pixels at `pixelsPerMillimetre` (about 4 for a 7-inch 800×480 panel).
    public init(width: Double, height: Double, pixelsPerMillimetre: Double) {
        self.pixels = Size(width: width, height: height)
        self.millimetres = Size(width: width / pixelsPerMillimetre, height: height / pixelsPerMillimetre)
    }

    /// Pixels per millimetre (the smaller of the two axes, so a minimum size holds both ways).
    public var pixelsPerMillimetre: Double {
        min(pixels.width / millimetres.width, pixels.height / millimetres.height)
    }
}
