import BricksonCore
import CSDL
import DeviceValues
import Glibc

/// The simulator's desktop window (SDL2): shows Home's XRGB8888 image; the mouse is touch, and keys arrive as the
/// same Linux key codes a USB keyboard gives libinput, so the device's key handling is what the simulator uses.
public final class SDLWindow {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer
    private var size: (width: Int, height: Int)
    private var mouseDown = false
    /// Whether the person closed the window.
    public private(set) var closeRequested = false

    /// Whether a display server is there to open a window on (`$DISPLAY` or `$WAYLAND_DISPLAY`).
    public static var displayServerAvailable: Bool {
        for name in ["DISPLAY", "WAYLAND_DISPLAY"] {
            if let value = getenv(name), value.pointee != 0 { return true }
        }
        return false
    }

    /// Opens a `width`×`height` window. The corresponding C calls are `SDL_Init(SDL_INIT_VIDEO)`,
    /// `SDL_CreateWindow`, `SDL_CreateRenderer` and `SDL_CreateTexture` (XRGB8888, streaming).
    public init(title: String, width: Int, height: Int) throws(WindowError) {
        guard SDL_Init(brickson_sdl_init_video()) == 0 else { throw .sdl(Self.lastError) }
        let centered = Int32(brickson_sdl_windowpos_centered())
        guard
            let window = SDL_CreateWindow(
                title, centered, centered, Int32(width), Int32(height),
                SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue)
        else {
            let error = Self.lastError
            SDL_Quit()
            throw .sdl(error)
        }
        // A software renderer works everywhere, Xvfb included; Home changes rarely, so speed does not matter.
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue),
            let texture = Self.makeTexture(renderer, width: width, height: height)
        else {
            let error = Self.lastError
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw .sdl(error)
        }
        SDL_RenderSetLogicalSize(renderer, Int32(width), Int32(height))
        self.window = window
        self.renderer = renderer
        self.texture = texture
        size = (width, height)
        // Nothing on Home may go dark by itself (H4): no screen saver while the simulator runs either.
        SDL_DisableScreenSaver()
    }

    deinit {
        SDL_DestroyTexture(texture)
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Shows an image of `width`×`height` pixels, `stride` bytes a row. The corresponding C calls are
    /// `SDL_UpdateTexture`, `SDL_RenderCopy` and `SDL_RenderPresent`.
    public func show(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        if width != size.width || height != size.height,
            let texture = Self.makeTexture(renderer, width: width, height: height)
        {
            SDL_DestroyTexture(self.texture)
            self.texture = texture
            size = (width, height)
            SDL_RenderSetLogicalSize(renderer, Int32(width), Int32(height))
            SDL_SetWindowSize(window, Int32(width), Int32(height))
        }
        SDL_UpdateTexture(texture, nil, pixels, Int32(stride))
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    /// What the person did since the last call: the mouse as touch (slot 0, in Home's pixels), keys as Linux
    /// key codes without auto-repeat. The corresponding C call is `SDL_PollEvent`.
    public func poll(now: Instant) -> [RawInput] {
        var inputs: [RawInput] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                closeRequested = true
            case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
                mouseDown = true
                let point = Point(x: Double(event.button.x), y: Double(event.button.y))
                inputs.append(.touchDown(slot: 0, panelPoint: point, at: now))
            case SDL_MOUSEMOTION where mouseDown:
                let point = Point(x: Double(event.motion.x), y: Double(event.motion.y))
                inputs.append(.touchMotion(slot: 0, panelPoint: point, at: now))
            case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && mouseDown:
                mouseDown = false
                inputs.append(.touchUp(slot: 0, at: now))
            case SDL_KEYDOWN, SDL_KEYUP:
                guard event.key.repeat == 0, let code = Self.linuxKeyCode(event.key.keysym.scancode) else { break }
                inputs.append(.key(code: code, pressed: event.type == SDL_KEYDOWN.rawValue, at: now))
            case SDL_WINDOWEVENT:
                // Exposed or resized: show the last image again.
                SDL_RenderClear(renderer)
                SDL_RenderCopy(renderer, texture, nil, nil)
                SDL_RenderPresent(renderer)
            default:
                break
            }
        }
        return inputs
    }

    private static func makeTexture(_ renderer: OpaquePointer, width: Int, height: Int) -> OpaquePointer? {
        SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_XRGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width),
            Int32(height))
    }

    private static var lastError: String { String(cString: SDL_GetError()) }

    /// SDL scancodes are USB HID usages; Linux key codes are what libinput reports. Letters, digits, marks,
    /// space, enter, backspace, shift and the function keys.
    static func linuxKeyCode(_ scancode: SDL_Scancode) -> UInt32? {
        let usage = Int(scancode.rawValue)
        let letters: [UInt32] = [
            30, 48, 46, 32, 18, 33, 34, 35, 23, 36, 37, 38, 50, 49, 24, 25, 16, 19, 31, 20, 22, 47, 17, 45, 21, 44,
        ]
        switch usage {
        case 4...29: return letters[usage - 4]
        case 30...38: return UInt32(usage - 30 + 2)  // 1–9
        case 39: return 11  // 0
        case 40: return KeyCodes.enter
        case 42: return KeyCodes.backspace
        case 44: return KeyCodes.space
        case 45: return 12
        case 46: return 13
        case 47: return 26
        case 48: return 27
        case 49: return 43
        case 51: return 39
        case 52: return 40
        case 53: return 41
        case 54: return 51
        case 55: return 52
        case 56: return 53
        case 58...67: return UInt32(usage - 58 + 59)  // F1–F10
        case 88: return KeyCodes.keypadEnter
        case 225: return KeyCodes.leftShift
        case 229: return KeyCodes.rightShift
        default: return nil
        }
    }
}

/// Why the window could not open.
public enum WindowError: Error, Equatable, Sendable, CustomStringConvertible {
    case sdl(String)
    public var description: String {
        switch self {
        case .sdl(let message): "SDL: \(message)"
        }
    }
}
