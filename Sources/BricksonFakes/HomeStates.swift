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

    static func type(_ text: String, into home: inout HomeDriver) {
        for character in text {
            home.send { .keyTyped(character == " " ? .space : .character(character), at: $0) }
        }
    }
}
