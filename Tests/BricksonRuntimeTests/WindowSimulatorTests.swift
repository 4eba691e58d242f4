import BricksonCore
import Foundation
import Glibc
import HomeRenderer
import Testing

/// The simulator's window on a real X server (Xvfb), read back with ImageMagick's `import`.
@Suite(.serialized) struct WindowSimulatorTests {
    /// The `brickson-simulator` executable built beside the tests.
    static var executable: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("brickson-simulator").path
    }

    @Test func H1_underXvfbTheWindowShowsHome() throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.executable), "build brickson-simulator first")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "brickson-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Xvfb picks a free display number itself and writes it to the pipe (other X servers may be running).
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let server = try Child(
            "/usr/bin/Xvfb", ["-displayfd", "3", "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
            environment: ProcessInfo.processInfo.environment, extraDescriptor: ends[1])
        defer { server.stop() }
        close(ends[1])
        var digits = [UInt8](repeating: 0, count: 16)
        let count = read(ends[0], &digits, digits.count)
        close(ends[0])
        let number = String(decoding: digits.prefix(max(0, count)), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(Int(number) != nil, "Xvfb gave no display number")
        let display = ":" + number
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["BRICKSON_BOARDS"] = repositoryBoards
        // No sound card here: the window must come up all the same.
        let simulator = try Self.start(Self.executable, ["--out", folder.path], environment: environment)
        defer { simulator.stop() }

        let screen = Screen(pixels: Size(width: 800, height: 480), millimetres: Size(width: 154, height: 86))
        let home = BricksonCore.HomeState(board: StarterContent.board, settings: Settings(), at: .zero).view
        // Where the machine has no sound card, Home says so from the start (H9): either Home is the right one.
        var silent = home
        silent.statusLine = StatusWarning.noSound.text
        let expected = try [home, silent].map {
            try Renderer().image(of: layout($0, screen: screen, measurer: PangoMeasurer()))
        }
        var found = false
        // Wait for the window (generously: this is a limit, not a measurement).
        for _ in 0..<60 where !found {
            Thread.sleep(forTimeInterval: 0.5)
            let shot = folder.appendingPathComponent("screen.png").path
            let grab = try Self.start(
                "/usr/bin/import", ["-display", display, "-window", "root", shot], environment: environment)
            guard grab.wait() == 0, let screenImage = try? PixelBuffer(contentsOfPNG: shot) else { continue }
            found = expected.contains { Self.contains(screenImage, $0) }
        }
        #expect(found, "Home never showed in the window")
        #expect(simulator.isRunning)
    }

    /// A child process; stopped with SIGTERM and reaped once.
    final class Child {
        let pid: pid_t

        /// Starts `path`; `extraDescriptor`, if given, is the child's descriptor 3.
        init(_ path: String, _ arguments: [String], environment: [String: String], extraDescriptor: Int32? = nil) throws
        {
            var pid: pid_t = 0
            let argv = ([path] + arguments).map { strdup($0) } + [nil]
            let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer {
                argv.forEach { free($0) }
                envp.forEach { free($0) }
            }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            if let extraDescriptor { posix_spawn_file_actions_adddup2(&actions, extraDescriptor, 3) }
            defer { posix_spawn_file_actions_destroy(&actions) }
            // The child starts with no signals blocked, whatever this thread blocks.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            var empty = sigset_t()
            sigemptyset(&empty)
            posix_spawnattr_setsigmask(&attributes, &empty)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
            defer { posix_spawnattr_destroy(&attributes) }
            let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
            guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
            self.pid = pid
        }

        /// Waits for the child to end by itself; its exit status.
        func wait() -> Int32 {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            return (status >> 8) & 0xFF
        }

        /// Whether it is still running.
        var isRunning: Bool {
            var status: Int32 = 0
            return waitpid(pid, &status, WNOHANG) == 0
        }

        func stop() {
            kill(pid, SIGTERM)
            _ = wait()
        }
    }

    static func start(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Child {
        try Child(path, arguments, environment: environment ?? ProcessInfo.processInfo.environment)
    }

    /// Whether `image` appears, pixel for pixel, somewhere in `screen`.
    static func contains(_ screen: PixelBuffer, _ image: PixelBuffer) -> Bool {
        guard screen.width >= image.width, screen.height >= image.height else { return false }
        let corner = image.pixels[0] & 0xFF_FFFF
        for top in 0...(screen.height - image.height) {
            for left in 0...(screen.width - image.width)
            where screen.pixels[top * screen.width + left] & 0xFF_FFFF == corner {
                var same = true
                for y in stride(from: 0, to: image.height, by: 1) where same {
                    for x in 0..<image.width
                    where screen.pixels[(top + y) * screen.width + left + x] & 0xFF_FFFF != image.pixels[
                        y * image.width + x] & 0xFF_FFFF
                    {
                        same = false
                        break
                    }
                }
                if same { return true }
            }
        }
        return false
    }
}
