import CDRM
import DeviceValues
import Glibc

/// One scan-out buffer in system memory, registered as a framebuffer and mapped for drawing. Released once, in
/// reverse order: unmapped, framebuffer removed, buffer destroyed.
final class DumbBuffer {
    private let cardDescriptor: Int32
    let handle: UInt32
    let framebuffer: UInt32
    let image: PixelImage
    private let byteCount: Int

    /// A cleared `width`×`height` XRGB8888 buffer. The corresponding C calls are `drmModeCreateDumbBuffer`,
    /// `drmModeAddFB` and `drmModeMapDumbBuffer` + `mmap`.
    init(cardDescriptor: Int32, width: Int, height: Int) throws(DisplayError) {
        self.cardDescriptor = cardDescriptor
        var handle: UInt32 = 0
        var pitch: UInt32 = 0
        var size: UInt64 = 0
        var result = drmModeCreateDumbBuffer(
            cardDescriptor, UInt32(width), UInt32(height), 32, 0, &handle, &pitch, &size)
        guard result == 0 else { throw DisplayError.system(call: "drmModeCreateDumbBuffer", code: -result) }
        var framebuffer: UInt32 = 0
        result = drmModeAddFB(cardDescriptor, UInt32(width), UInt32(height), 24, 32, pitch, handle, &framebuffer)
        guard result == 0 else {
            _ = drmModeDestroyDumbBuffer(cardDescriptor, handle)
            throw DisplayError.system(call: "drmModeAddFB", code: errno)
        }
        var offset: UInt64 = 0
        result = drmModeMapDumbBuffer(cardDescriptor, handle, &offset)
        let mapped =
            result == 0
            ? mmap(nil, Int(size), PROT_READ | PROT_WRITE, MAP_SHARED, cardDescriptor, off_t(offset)) : MAP_FAILED
        guard let mapped, mapped != MAP_FAILED else {
            _ = drmModeRmFB(cardDescriptor, framebuffer)
            _ = drmModeDestroyDumbBuffer(cardDescriptor, handle)
            throw DisplayError.system(call: "drmModeMapDumbBuffer", code: errno)
        }
        memset(mapped, 0, Int(size))
        self.handle = handle
        self.framebuffer = framebuffer
        self.byteCount = Int(size)
        self.image = PixelImage(base: mapped, width: width, height: height, stride: Int(pitch))
    }

    deinit {
        munmap(image.base, byteCount)
        _ = drmModeRmFB(cardDescriptor, framebuffer)
        _ = drmModeDestroyDumbBuffer(cardDescriptor, handle)
    }
}

/// Why the display could not be used.
public enum DisplayError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `/dev/dri/card*` has KMS resources and dumb buffers.
    case noCard
    /// The card has no connected connector with modes.
    case nothingConnected(card: String)
    /// A libdrm call failed.
    case system(call: String, code: Int32)

    public var description: String {
        switch self {
        case .noCard: "no DRM card with KMS and dumb buffers in /dev/dri"
        case .nothingConnected(let card): "\(card): no connected display"
        case .system(let call, let code): "\(call): \(String(cString: strerror(code)))"
        }
    }
}
