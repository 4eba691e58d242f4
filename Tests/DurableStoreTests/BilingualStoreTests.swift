import BricksonCore
import Foundation
import Testing

@testable import DurableStore

/// L6 with C2 and D4: "Speak phrases in" is kept in the real SQLite store like every other setting; settings saved
/// before it existed load as "the same as the screen", and a damaged tag loses only itself.
@Suite struct BilingualStoreTests {
    @Test func L6_C2_theSpokenLanguageComesBackAfterRestart() throws {
        let directory = ScratchDirectory()
        var settings = Settings()
        settings.language = LanguageTag("es")
        settings.speechLanguage = LanguageTag("en")
        let first = Store.open(directory: directory.path, now: .zero)
        first.store.saveSettings(settings)
        first.store.close()
        let again = Store.open(directory: directory.path, now: .zero)
        defer { again.store.close() }
        #expect(again.settings.speechLanguage == LanguageTag("en"))
        #expect(again.settings.language == LanguageTag("es"))
        #expect(again.settings == settings)
    }

    @Test func L6_D4_olderSettingsAndADamagedTagReadAsTheSameAsTheScreen() throws {
        // Settings kept before the setting existed have no such field: no migration is needed to read them.
        let unchosen = String(decoding: try JSONEncoder().encode(Settings()), as: UTF8.self)
        #expect(!unchosen.contains("speechLanguageTag"))
        #expect(try JSONDecoder().decode(Settings.self, from: Data(unchosen.utf8)).speechLanguage == nil)
        var settings = Settings()
        settings.display.textSize = .largest
        settings.speechLanguage = LanguageTag("fr")
        let json = String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
        #expect(json.contains("\"speechLanguageTag\":\"fr\""))
        let damaged = json.replacingOccurrences(of: "\"speechLanguageTag\":\"fr\"", with: "\"speechLanguageTag\":\"\"")
        let read = try JSONDecoder().decode(Settings.self, from: Data(damaged.utf8))
        #expect(read.speechLanguage == nil)
        #expect(read.display.textSize == .largest)
    }
}
