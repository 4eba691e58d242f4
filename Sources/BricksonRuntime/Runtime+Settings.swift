import BoardProfile
import BricksonCore
import EventLoop
import Glibc
import HomeRenderer
import LinuxSystem
import SoundEngine

/// Settings' part of the loop (C1–C3): the facts Settings shows, the voice the sound engine holds, and Settings'
/// scene in place of Home's while Settings is open.
extension Runtime {
    /// The first day of 2024, in days since 1970: a wall clock before it has plainly never been set.
    static let earliestPlausibleDay = 19_723

    /// Today as whole days since 1970 by the wall clock, or nil where the clock is plainly not set (a board with
    /// no real-time clock and no network that was never told the date). The corresponding C call is
    /// `clock_gettime(CLOCK_REALTIME)`.
    static func today() -> Int? {
        var now = timespec()
        guard clock_gettime(CLOCK_REALTIME, &now) == 0 else { return nil }
        let days = Int(now.tv_sec) / 86_400
        return days >= earliestPlausibleDay ? days : nil
    }

    /// The board, the version, the voices and today's date (About, Voice Settings, the check-in), as the core
    /// should know them now: the version file is read once.
    func readDeviceFacts() -> DeviceFacts {
        var facts = state.deviceFacts
        facts.board = parts.profile.name
        facts.switchLines = parts.profile.buttonLines.filter { $0.key == .switchSelect || $0.key == .switchMove }
        if facts.version == DeviceFacts().version { facts.version = Self.version() }
        if facts.voices.isEmpty { facts.voices = Self.voices + SoundEngine.naturalVoices }
        facts.today = Self.today()
        facts.daysInUse = use.days(at: parts.clock())
        facts.microphone = parts.profile.audioCaptureDevice
        return facts
    }

    /// Where the image keeps the version it was built from (`Image/customise-root` writes it).
    public static let versionFile = "/usr/share/brickson/version"

    /// The version About shows (C1): the first line of `file`, or words that say plainly there is none.
    public static func version(file: String = versionFile) -> String {
        // The one capped reader of small files: a FIFO or a huge file in its place is refused, not waited on.
        let first = (try? TextFiles.read(file, limit: 4096))?.split(whereSeparator: \.isNewline).first
        let line = first.map { $0.prefix(80) } ?? ""
        let text = String(line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        return text.isEmpty ? "development build (no version file)" : text
    }

    /// The espeak-ng voices Voice Settings steps through, language by language (L2; all in espeak-ng's own data and
    /// found by `espeak_SetVoiceByName`: British English is "en", as "en-gb" is not a voice name); Settings offers
    /// those of the board's language.
    static let voices = LanguageVoices.all

    /// Says Try's sample: an utterance the core does not know (id 0 is never one of its), so its reports are
    /// ignored there. It is heard in the voice being tried: the core asked for that voice to be prepared
    /// (`Effect.prepareSpeech`) before it asked for the try.
    func tryVoice(_ text: String) {
        sound?.speak(Utterance(id: 0, text: text, source: .message))
    }

    /// Settings' scene for `view`, from a plan kept while the screen and the settings in use stay the same.
    func settingsScene(_ view: SettingsView, home: HomeView, on screen: Screen) -> Scene {
        let input = LayoutInput(home, screen: screen)
        if settingsPlan?.input != input { settingsPlan = (input, SettingsPlan(input, measurer: measurer)) }
        return layoutSettings(view, plan: settingsPlan!.plan, home: home, measurer: measurer)
    }
}
