import BricksonCore

/// Home in each of its states, reached through `update` as a person would reach them, for tests that must hold in
/// every state (H3: no control moves; the layout draws every `HomeView` these give).
public enum HomeStates {
    /// One named state of Home.
    public struct Named: Sendable {
        /// What state this is, for test messages.
        public var name: String
        /// The state.
        public var state: HomeState
    }

    /// Every state of Home worth drawing: at start, each category, the emergency phrases, speaking, Stop showing,
    /// sounding, typing (empty, with a message, with Put Back, at the limit, with Stop), and each warning.
    public static func all(board: Board = StarterContent.board, settings: Settings = Settings()) -> [Named] {
        var result: [Named] = []
        func reach(_ name: String, _ steps: (inout HomeDriver) -> Void) {
            var home = HomeDriver(board: board, settings: settings)
            steps(&home)
            result.append(Named(name: name, state: home.state))
        }
        reach("start") { _ in }
        for index in board.categories.indices {
            reach("category \(index)") { $0.choose(.category(index)) }
        }
        reach("emergency phrases") { $0.choose(.emergency) }
        reach("speaking a phrase") { home in
            for utterance in HomeDriver.spoken(home.choose(.phrase(0))) {
                home.send { .speechStarted(utterance: utterance.id, at: $0) }
            }
        }
        reach("after a phrase was spoken") { home in
            for utterance in HomeDriver.spoken(home.choose(.phrase(0))) {
                home.send { .speechStarted(utterance: utterance.id, at: $0) }
                home.send { .speechFinished(utterance: utterance.id, at: $0) }
            }
        }
        reach("Stop showing") { $0.choose(.getAttention) }
        reach("sounding") { home in
            home.choose(.getAttention)
            home.send { .toneStarted(at: $0) }
        }
        reach("emergency phrases while sounding") { home in
            home.choose(.getAttention)
            home.send { .toneStarted(at: $0) }
            home.choose(.emergency)
        }
        reach("typing") { $0.choose(.type) }
        reach("typing a message") { home in
            home.choose(.type)
            type("I need the nurse", into: &home)
        }
        reach("typing with Put Back") { home in
            home.choose(.type)
            type("cleared words", into: &home)
            home.choose(.clear)
        }
        reach("typing while sounding") { home in
            home.choose(.getAttention)
            home.send { .toneStarted(at: $0) }
            home.choose(.type)
        }
        reach("typing at the limit") { home in
            home.choose(.type)
            type(String(repeating: "m", count: max(0, home.state.settings.messageLimit) + 1), into: &home)
        }
        reach("alert failed") { home in
            home.choose(.getAttention)
            home.send { .toneFailed(at: $0) }
        }
        reach("alert stopped") { home in
            home.choose(.getAttention)
            home.send { .toneStarted(at: $0) }
            home.send { .toneLost(at: $0) }
        }
        reach("nurse call without a tone") { home in
            home.send { .nurseCallChecked(wired: true, at: $0) }
            home.choose(.getAttention)
            home.send { .toneFailed(at: $0) }
        }
        reach("no sound") { $0.send { .soundChecked(isWorking: false, at: $0) } }
        reach("installing an update") {
            $0.send { .updateStatusRead(UpdateStatus(phase: .installing, bundle: "next.raucb"), at: $0) }
        }
        reach("using the USB stick") { home in
            // An export of the event log started in Settings, and Settings closed while it runs.
            home.send { .stickChanged(StickContents(boardFiles: [], backups: []), at: $0) }
            home.choose(.settings)
            openRow(.open(.usbStick), in: &home)
            openRow(.action, labelled: StickWords.exportLog, in: &home)
            home.choose(.backToTalking)
        }
        reach("volume very low") { $0.send { .volumeChecked(isLow: true, at: $0) } }
        reach("buttons not working") { $0.send { .buttonsChecked(missing: [.getAttention], at: $0) } }
        reach("phrase cut off") { home in
            for utterance in HomeDriver.spoken(home.choose(.phrase(1))) {
                home.send { .speechCutOff(utterance: utterance.id, at: $0) }
            }
        }
        reach("message cannot be saved") { $0.send { .saveFailed(revision: 0, at: $0) } }
        reach("saved message not restored") { $0.send { .storageRecovered(at: $0) } }
        reach("restored message not as saved") { $0.send { .storageRolledBack(at: $0) } }
        reach("update was undone") { $0.send { .updateUndone(runningVersion: "2026.12.02.1200", at: $0) } }
        return result
    }

    /// Chooses the first row of the page showing that is of `kind` (and says `label`, when given).
    static func openRow(_ kind: SettingsRowKind, labelled label: String? = nil, in home: inout HomeDriver) {
        guard let rows = home.state.settingsView?.rows,
            let index = rows.firstIndex(where: { $0.kind == kind && (label == nil || $0.label == label) })
        else { return }
        home.choose(.settingsRow(index))
    }

    static func type(_ text: String, into home: inout HomeDriver) {
        for character in text {
            home.send { .keyTyped(character == " " ? .space : .character(character), at: $0) }
        }
    }
}
