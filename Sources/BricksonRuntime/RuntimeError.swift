/// What stops the runtime or a command, in words for the person who started it.
public enum RuntimeError: Error, Equatable, Sendable, CustomStringConvertible {
    case usage(String)
    case board(String)
    case script(String)
    case file(path: String, reason: String)
    case system(String)

    public var description: String {
        switch self {
        case .usage(let text), .board(let text), .script(let text), .system(let text): text
        case .file(let path, let reason): "\(path): \(reason)"
        }
    }
}
