import CSDL
import DeviceValues
import Testing

@testable import SDLWindow

@Suite struct KeyMappingTests {
    @Test func A6_theSimulatorsButtonAndSwitchKeysArriveAsTheDevicesKeyCodes() {
        #expect(SDLWindow.linuxKeyCode(SDL_SCANCODE_Y) == KeyCodes.y)
        #expect(SDLWindow.linuxKeyCode(SDL_SCANCODE_N) == KeyCodes.n)
        #expect(SDLWindow.linuxKeyCode(SDL_SCANCODE_G) == KeyCodes.g)
        #expect(SDLWindow.linuxKeyCode(SDL_SCANCODE_S) == KeyCodes.s)
        #expect(SDLWindow.linuxKeyCode(SDL_SCANCODE_SPACE) == KeyCodes.space)
        #expect(SDLWindow.linuxKeyCode(SDL_SCANCODE_RETURN) == KeyCodes.enter)
        #expect(SDLWindow.linuxKeyCode(SDL_SCANCODE_F7) == KeyCodes.f7)
        #expect(SDLWindow.linuxKeyCode(SDL_SCANCODE_F8) == KeyCodes.f8)
        #expect(SDLWindow.linuxKeyCode(SDL_SCANCODE_ESCAPE) == nil)
    }

    @Test func T1_everyLetterAndDigitTypesItselfThroughTheDevicesTable() {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for (index, letter) in letters.enumerated() {
            let code = SDLWindow.linuxKeyCode(SDL_Scancode(rawValue: SDL_SCANCODE_A.rawValue + UInt32(index)))
            #expect(code.flatMap { KeyCodes.character($0, shifted: false) } == letter)
        }
        let digits = Array("1234567890")
        for (index, digit) in digits.enumerated() {
            let code = SDLWindow.linuxKeyCode(SDL_Scancode(rawValue: SDL_SCANCODE_1.rawValue + UInt32(index)))
            #expect(code.flatMap { KeyCodes.character($0, shifted: false) } == digit)
        }
        #expect(SDLWindow.linuxKeyCode(SDL_SCANCODE_PERIOD).flatMap { KeyCodes.character($0, shifted: false) } == ".")
    }
}
