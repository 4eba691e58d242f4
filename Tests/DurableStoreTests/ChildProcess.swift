import Foundation
import Glibc

/// A child process whose stdout is read through a pipe, killed with SIGKILL by the test.
final class ChildProcess {
    let pid: pid_t
    private let output: Int32
    private var buffer: [UInt8] = []
    private var ended = false

    /// The path of an executable built beside the test bundle (SwiftPM puts every product in one folder).
    static func builtProduct(_ name: String) -> String {
        let bundle = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        return (bundle as NSString).deletingLastPathComponent + "/" + name
    }

    /// Starts `path` with `arguments`. The corresponding C call is `posix_spawn`.
    init?(_ path: String, _ arguments: [String]) {
        var fds: [Int32] = [0, 0]
        // Close-on-exec, so children started by other tests at the same time never hold this pipe open.
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, path, &actions, nil, argv, environ)
        close(fds[1])
        guard rc == 0 else {
            close(fds[0])
            return nil
        }
        pid = child
        output = fds[0]
    }

    deinit { close(output) }

    /// Reads until a whole line starting with `prefix` has arrived or the child has ended.
    func waitForLine(startingWith prefix: String) {
        while !ended && !lines().contains(where: { $0.hasPrefix(prefix) }) { readSome() }
    }

    /// Kills the child with SIGKILL, reads what it wrote and reaps it.
    func kill() {
        _ = Glibc.kill(pid, SIGKILL)
        while !ended { readSome() }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    /// The complete lines written so far (a line cut by the kill is left out).
    func lines() -> [String] {
        guard let lastNewline = buffer.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        return String(decoding: buffer[...lastNewline], as: UTF8.self).split(separator: "\n").map(String.init)
    }

    private func readSome() {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let got = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress!, $0.count) }
        if got < 0 && errno == EINTR { return }
        if got <= 0 {
            ended = true
            return
        }
        buffer += chunk[0..<got]
    }
}

/// Decodes the crash child's hex text ("=" is empty).
func unhex(_ text: Substring) -> String {
    guard text != "=" else { return "" }
    var bytes: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
        let next = text.index(index, offsetBy: 2)
        bytes.append(UInt8(text[index..<next], radix: 16) ?? 0)
        index = next
    }
    return String(decoding: bytes, as: UTF8.self)
}
