import BricksonCore
import Foundation
import Testing

@testable import DurableStore

/// L3 with C2 and D4: the USB keyboard's layout chosen in Settings is kept in the real SQLite store like every other
/// setting; a damaged name reads as "Same as the board" and keeps the rest.
@Suite struct USBKeyboardStoreTests {
    @Test func L3_C2_theChosenUSBKeyboardLayoutComesBackAfterRestart() throws {
        let directory = ScratchDirectory()
        var settings = Settings()
        settings.usbKeyboardLayout = USBKeyboardLayout.named("de")
        #expect(settings.usbKeyboardLayout?.name == "Deutsch (QWERTZ)")
        let first = Store.open(directory: directory.path, now: .zero)
        first.store.saveSettings(settings)
        first.store.close()
        let again = Store.open(directory: directory.path, now: .zero)
        defer { again.store.close() }
        #expect(again.settings.usbKeyboardLayout?.xkbName == "de")
        #expect(again.settings == settings)
    }

    @Test func L3_D4_aDamagedLayoutNameReadsAsTheBoardsAndKeepsTheOtherSettings() throws {
        var settings = Settings()
        settings.display.textSize = .largest
        settings.usbKeyboardLayout = USBKeyboardLayout.named("ru")
        let json = String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
        #expect(json.contains("\"usbKeyboardLayoutName\":\"ru\""))
        for damage in ["../../etc/passwd", "klingon", ""] {
            let damaged = json.replacingOccurrences(of: "\"ru\"", with: "\"\(damage)\"")
            let read = try JSONDecoder().decode(Settings.self, from: Data(damaged.utf8))
            #expect(read.usbKeyboardLayout == nil, "\(damage)")
            #expect(read.display.textSize == .largest)
        }
        // Until one is chosen there is no such field: settings saved before it existed read the same.
        let unchosen = try JSONEncoder().encode(Settings())
        #expect(!String(decoding: unchosen, as: UTF8.self).contains("usbKeyboard"))
        #expect(try JSONDecoder().decode(Settings.self, from: unchosen).usbKeyboardLayout == nil)
    }
}
