import BricksonCore
import EventLoop
import Glibc
import LinuxSystem
import USBStick

/// The USB stick as the runtime keeps it (C5): where it is mounted, the mount table's descriptor, the task running.
/// Used on the loop thread only.
final class StickWatch {
    /// The folder the stick is mounted at, while one is; nil while none is.
    var folder: String?
    /// `/proc/self/mountinfo`, watched for changes of the mount table; -1 when not watched.
    var mountTable: Int32 = -1
    /// The thread of the task running, joined when the next one starts or the runtime stops.
    var worker: WorkerThread?

    deinit { if mountTable >= 0 { close(mountTable) } }
}

extension Runtime {
    /// Watches the mount table for the system's mount helper mounting or unmounting a stick at the parts' stick
    /// folder (no timer: the kernel signals a change with `EPOLLPRI`), and looks once now for a stick already in.
    func watchStickMounts() throws(SystemCallError) {
        guard let folder = parts.stickFolder else { return }
        let raw = open("/proc/self/mountinfo", O_RDONLY | O_CLOEXEC)
        guard raw >= 0 else {
            log("usb: the mount table cannot be watched (\(SystemCallError.words(errno))); sticks will not show")
            return
        }
        stick.mountTable = raw
        try loop.watchPriority(raw) { [unowned self] in mountTableChanged(folder) }
        mountTableChanged(folder)
    }

    /// The mount table changed: a stick is there when its folder is a mount point (another device than its parent).
    func mountTableChanged(_ folder: String) {
        // Reading the table again is what the kernel expects after a change is signalled.
        if stick.mountTable >= 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            _ = lseek(stick.mountTable, 0, SEEK_SET)
            while buffer.withUnsafeMutableBytes({ read(stick.mountTable, $0.baseAddress, $0.count) }) > 0 {}
        }
        let mounted = Self.isMountPoint(folder)
        if mounted && stick.folder == nil {
            stickInserted(folder: folder)
        } else if !mounted && stick.folder != nil {
            stickRemoved()
        }
    }

    /// Whether `folder` has something mounted on it. The corresponding C call is `lstat`.
    static func isMountPoint(_ folder: String) -> Bool {
        var here = stat()
        var parent = stat()
        guard lstat(folder, &here) == 0, lstat(folder + "/..", &parent) == 0 else { return false }
        return here.st_dev != parent.st_dev
    }

    /// A stick is mounted at `folder` (the device's mount helper, or the simulator's `usb insert DIR`): its top is
    /// read and Settings hears of it.
    public func stickInserted(folder: String) {
        stick.folder = folder
        log("usb: a stick is at \(folder)")
        handle([.stickChanged(StickFolder.contents(of: folder), at: parts.clock())])
    }

    /// The stick went (unmounted, or the simulator's `usb remove`).
    public func stickRemoved() {
        guard stick.folder != nil else { return }
        stick.folder = nil
        log("usb: the stick was taken out")
        handle([.stickChanged(nil, at: parts.clock())])
    }

    /// Starts a stick task on its own thread, so the loop keeps answering the buttons meanwhile; its outcome comes
    /// back through the inbox. With no stick, or no thread, it fails at once in words.
    func startStickTask(_ task: StickTask) -> [Event] {
        guard let folder = stick.folder else {
            return [.stickTaskFinished(.failed(StickWords.none), at: parts.clock())]
        }
        stick.worker?.join()
        var workshop = StickWorkshop(
            folder: folder, clipsFolder: parts.sound.clipsFolder, store: store)
        workshop.access = parts.stickRequestFolder.map { StickAccess(requestFolder: $0) }
        let inbox = self.inbox
        let ready = workshop
        let clock = parts.clock
        do throws(SystemCallError) {
            stick.worker = try WorkerThread(name: "brickson-usb") {
                let outcome = ready.perform(task)
                inbox.post(.stickTaskFinished(outcome, at: clock()))
            }
        } catch {
            return [.stickTaskFinished(.failed("The task could not start (\(error))."), at: parts.clock())]
        }
        return []
    }

    /// Events from the sound, storage and stick threads. After a stick task the stick's top is read again, so an
    /// exported file shows (and a stick pulled meanwhile is found gone by the mount table, not by this).
    func handleInbox(_ events: [Event]) {
        handle(events)
        let finished = events.contains { if case .stickTaskFinished = $0 { true } else { false } }
        if finished, let folder = stick.folder {
            let contents = StickFolder.contents(of: folder)
            if contents != state.stick.contents { handle([.stickChanged(contents, at: parts.clock())]) }
        }
    }
}
