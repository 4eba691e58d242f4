import BricksonCore
import CCairoPango

/// Why a buffer could not be drawn into, read or written.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The buffer's geometry is unusable (a stride shorter than a row, not a multiple of 4, or a size of zero).
    case badBuffer(width: Int, height: Int, stride: Int)
    /// The scene is for a different size of screen than the buffer.
    case sizeMismatch(scene: Size, width: Int, height: Int)
    /// cairo could not write or read a PNG file.
    case png(path: String, status: String)

    public var description: String {
        switch self {
        case .badBuffer(let width, let height, let stride):
            "A pixel buffer of \(width)×\(height) with a stride of \(stride) bytes cannot be drawn into: the stride "
                + "must be a multiple of 4 and at least 4 × the width, and the size must not be zero."
        case .sizeMismatch(let scene, let width, let height):
            "The scene is \(Int(scene.width))×\(Int(scene.height)) pixels but the buffer is \(width)×\(height)."
        case .png(let path, let status): "The PNG file \(path) could not be used: \(status)."
        }
    }
}

/// A 32-bit XRGB8888 image in memory, the format of a DRM dumb buffer: for tests, snapshots and benchmarks.
public struct PixelBuffer: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixels, row by row, `width` to a row (the stride is `4 × width` bytes).
    public var pixels: [UInt32]

    /// A black buffer of `width`×`height`.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = Array(repeating: 0, count: self.width * self.height)
    }

    /// Bytes from one row to the next.
    public var stride: Int { width * 4 }

    /// The colour at (`x`, `y`).
    public func colour(x: Int, y: Int) -> Colour { Colour(pixel: pixels[y * width + x]) }

    /// Reads a PNG file. The corresponding C call is `cairo_image_surface_create_from_png`.
    public init(contentsOfPNG path: String) throws(RenderError) {
        let surface = cairo_image_surface_create_from_png(path)
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .png(path: path, status: String(cString: cairo_status_to_string(status)))
        }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        self.init(width: width, height: height)
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        for row in 0..<height {
            let source = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width { pixels[row * width + column] = source[column] & 0xFF_FFFF }
        }
    }

    /// Writes the buffer as a PNG file. The corresponding C call is `cairo_surface_write_to_png`.
    public func writePNG(to path: String) throws(RenderError) {
        var copy = pixels
        let status = copy.withUnsafeMutableBytes { bytes in
            let surface = cairo_image_surface_create_for_data(
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24, Int32(width),
                Int32(height), Int32(stride))
            defer { cairo_surface_destroy(surface) }
            return cairo_surface_write_to_png(surface, path)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .png(path: path, status: String(cString: cairo_status_to_string(status)))
        }
    }
}

/// A cairo image surface and context over memory someone else owns, released once, context first. The
/// corresponding C calls are `cairo_image_surface_create_for_data` and `cairo_create`.
struct CairoTarget: ~Copyable {
    let surface: OpaquePointer
    let cr: OpaquePointer

    init(pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) throws(RenderError) {
        guard width > 0, height > 0, stride >= width * 4, stride % 4 == 0,
            Int32(exactly: width) != nil, Int32(exactly: height) != nil, Int32(exactly: stride) != nil
        else { throw .badBuffer(width: width, height: height, stride: stride) }
        surface = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24, Int32(width), Int32(height), Int32(stride))
        cr = cairo_create(surface)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        cairo_surface_destroy(surface)
    }
}
