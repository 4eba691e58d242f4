import BricksonCore
import Foundation
import Testing

@testable import DurableStore

/// L1 with C2 and D4: the chosen screen language is kept in the real SQLite store like every other setting.
@Suite struct ScreenLanguageStoreTests {
    @Test func L1_C2_theChosenLanguageComesBackAfterRestart() throws {
        let directory = ScratchDirectory()
        var settings = Settings()
        settings.language = LanguageTag("ar")
        let first = Store.open(directory: directory.path, now: .zero)
        first.store.saveSettings(settings)
        first.store.close()
        let again = Store.open(directory: directory.path, now: .zero)
        defer { again.store.close() }
        #expect(again.settings.language == LanguageTag("ar"))
        #expect(again.settings == settings)
    }

    @Test func L1_D4_aDamagedLanguageTagReadsAsNoneAndKeepsTheOtherSettings() throws {
        var settings = Settings()
        settings.display.textSize = .largest
        settings.language = LanguageTag("de")
        let json = String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
        #expect(json.contains("\"languageTag\":\"de\""))
        let damaged = json.replacingOccurrences(of: "\"languageTag\":\"de\"", with: "\"languageTag\":\"d€!\"")
        let read = try JSONDecoder().decode(Settings.self, from: Data(damaged.utf8))
        #expect(read.language == nil)
        #expect(read.display.textSize == .largest)
        // Until a language is chosen there is no such field: settings saved before languages read the same.
        let unchosen = try JSONEncoder().encode(Settings())
        #expect(!String(decoding: unchosen, as: UTF8.self).contains("languageTag"))
        #expect(try JSONDecoder().decode(Settings.self, from: unchosen).language == nil)
    }
}
