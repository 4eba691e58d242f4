import BricksonCore
import EventLoop
import Glibc
import LinuxSystem

/// The system's update status as the runtime watches it (U3, U5). Used on the loop thread only.
final class UpdateWatch {
    /// The status folder, watched with inotify; nil when updates are not read.
    var folder: FolderWatch?
    /// A one-second timer that reads the status while its folder cannot be watched (not made yet, or gone).
    var poll: DeadlineTimer?
    /// What the status file was when last read: nil before the first read, `.missing`, or its identity.
    var seen: StatusFileStamp?
    /// The last problem with the status file, logged once until it changes.
    var problem: String?
    /// Whether this boot's undone update was already told to the core.
    var undoneTold = false
}

/// Which status file was read: a rename in its place, or a write to it, changes this.
enum StatusFileStamp: Equatable {
    case missing
    case file(device: UInt, inode: UInt, size: Int, modified: Int, modifiedNanoseconds: Int, changed: Int)
}

extension Runtime {
    /// The status file's name in the status folder, and the request file's in the request folder.
    static let updateStatusFile = "status"
    static let updateRequestFile = "request"
    /// A file in the request folder (Brickson's own, emptied at each boot) that says this boot's undone update was
    /// already told, so a restart of Brickson does not say it again.
    static let undoneNotedFile = "undone-noted"

    /// Watches the status folder for the system's writes (inotify: a rename into place is seen at once), or reads
    /// it every second while the folder cannot be watched; and reads the status once now. Nothing here stops the
    /// start: without inotify the status is read every second, and without a timer only when its folder changes.
    func watchUpdateStatus() {
        guard parts.updateStatusFolder != nil else { return }
        do throws(SystemCallError) {
            let folder = try FolderWatch()
            try loop.watch(folder.descriptor) { [unowned self] in updateFolderChanged() }
            updates.folder = folder
        } catch {
            log("update: the status folder cannot be watched (\(error)); it is read every second")
        }
        do throws(SystemCallError) {
            let poll = try DeadlineTimer()
            try loop.watch(poll.descriptor) { [unowned self] in
                guard poll.acknowledge() > 0 else { return }
                updateFolderChanged()
            }
            updates.poll = poll
        } catch {
            log("update: no timer for the status (\(error)); it is read when its folder changes")
        }
        updateFolderChanged()
    }

    /// The status folder changed (or the timer fired): watch it if it can be watched now, then read the status.
    func updateFolderChanged() {
        guard let path = parts.updateStatusFolder else { return }
        let watched = updates.folder.map { $0.isWatching && $0.drain() } ?? false
        if !watched {
            if let folder = updates.folder, let code = folder.watch(path) {
                noteUpdateProblem("the folder \(path) cannot be watched (\(SystemCallError.words(code)))")
            }
            // While the folder is not watched, it is looked at every second; once it is, the timer rests.
            if updates.folder?.isWatching == true {
                try? updates.poll?.arm(at: nil)
            } else {
                try? updates.poll?.repeatEvery(.seconds(1))
            }
        }
        readUpdateStatus(path + "/" + Self.updateStatusFile)
    }

    /// Reads the status file if it is another than last time, and tells the core what it says (nil: missing or
    /// damaged). Never waits: opened with `O_NONBLOCK` and `O_NOFOLLOW`, refused unless a regular file, at most
    /// `UpdateStatus.byteLimit` bytes. The corresponding C calls are `open`, `fstat` and `read`.
    func readUpdateStatus(_ path: String) {
        let file: FileDescriptor
        do throws(SystemCallError) {
            file = try FileDescriptor.open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY)
        } catch {
            guard updates.seen != .missing else { return }
            updates.seen = .missing
            noteUpdateProblem("the status \(path) cannot be read (\(SystemCallError.words(error.code)))")
            handle([.updateStatusRead(nil, at: parts.clock())])
            return
        }
        var status: UpdateStatus?
        do throws(SystemCallError) {
            let info = try file.status()
            let stamp = StatusFileStamp.file(
                device: UInt(info.st_dev), inode: UInt(info.st_ino), size: Int(info.st_size),
                modified: Int(info.st_mtim.tv_sec), modifiedNanoseconds: Int(info.st_mtim.tv_nsec),
                changed: Int(info.st_ctim.tv_nsec))
            guard stamp != updates.seen else { return }
            updates.seen = stamp
            switch try file.readWhole(limit: UpdateStatus.byteLimit) {
            case .bytes(let bytes):
                status = UpdateStatus.parse(bytes)
                if status == nil { noteUpdateProblem("the status \(path) is damaged") }
            case .notRegular: noteUpdateProblem("the status \(path) is not a regular file")
            case .tooLarge: noteUpdateProblem("the status \(path) is larger than \(UpdateStatus.byteLimit) bytes")
            }
        } catch {
            noteUpdateProblem("the status \(path) cannot be read (\(error))")
        }
        if status != nil { updates.problem = nil }
        var events: [Event] = [.updateStatusRead(status, at: parts.clock())]
        if let status, status.undone, !updates.undoneTold {
            updates.undoneTold = true
            if firstUndoneNoticeThisBoot() {
                events.append(.updateUndone(runningVersion: status.runningVersion, at: parts.clock()))
            }
        }
        handle(events)
    }

    /// Whether no Brickson before this one told of the undone update since the system started: the request folder
    /// is made empty at each boot, and a file there says it was told. Without a request folder, it is told.
    /// The corresponding C call is `open(O_CREAT | O_EXCL)`.
    func firstUndoneNoticeThisBoot() -> Bool {
        guard let folder = parts.updateRequestFolder else { return true }
        let path = folder + "/" + Self.undoneNotedFile
        do throws(SystemCallError) {
            try FileDescriptor.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600).close()
            return true
        } catch {
            return error.code != EEXIST
        }
    }

    /// Logs a problem with the status once, until another comes.
    func noteUpdateProblem(_ problem: String) {
        guard problem != updates.problem else { return }
        updates.problem = problem
        log("update: \(problem); shown as unknown")
    }

    /// Writes `request` as one line for the system (U3), whole or not at all (`AtomicFile.write`), so the system never
    /// reads half a line. A failure is answered at once, in words.
    func writeUpdateRequest(_ request: UpdateRequest) -> [Event] {
        let now = parts.clock()
        guard let folder = parts.updateRequestFolder else {
            return [.updateRequestFailed("this device has no folder for update requests", at: now)]
        }
        do throws(SystemCallError) {
            try AtomicFile.write(Array((request.line + "\n").utf8), to: folder + "/" + Self.updateRequestFile)
        } catch {
            // The reason only: the core says it inside a sentence in the screen's language (L1).
            return [.updateRequestFailed(SystemCallError.words(error.code), at: now)]
        }
        log("update: asked the system: \(request.line)")
        return []
    }
}
