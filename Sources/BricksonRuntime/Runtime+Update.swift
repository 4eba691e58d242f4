import BricksonCore
import EventLoop
import LinuxSystem
import UpdateChannel

/// The system's update status as the runtime watches it (U3, U5). Used on the loop thread only.
final class UpdateWatch {
    /// The status folder, watched with inotify; nil when updates are not read.
    var folder: FolderWatch?
    /// A one-second timer that reads the status while its folder cannot be watched (not made yet, or gone).
    var poll: DeadlineTimer?
    /// The status file, which remembers what it was when last read; nil when updates are not read.
    var statusFile: UpdateStatusFile?
    /// The last problem with the status file, logged once until it changes.
    var problem: String?
    /// Whether this boot's undone update was already told to the core.
    var undoneTold = false
}

extension Runtime {
    /// Watches the status folder for the system's writes (inotify: a rename into place is seen at once), or reads
    /// it every second while the folder cannot be watched; and reads the status once now. Nothing here stops the
    /// start: without inotify the status is read every second, and without a timer only when its folder changes.
    func watchUpdateStatus() {
        guard let path = parts.updateStatusFolder else { return }
        updates.statusFile = UpdateStatusFile(folder: path)
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
        readUpdateStatus()
    }

    /// Reads the status file if it is another than last time (`UpdateStatusFile`), and tells the core what it says
    /// (nil: missing or damaged).
    func readUpdateStatus() {
        guard let reading = updates.statusFile?.read() else { return }
        let status: UpdateStatus?
        switch reading {
        case .unchanged: return
        case .missing(let problem):
            noteUpdateProblem(problem)
            handle([.updateStatusRead(nil, at: parts.clock())])
            return
        case .read(let read, let problem):
            status = read
            if let problem { noteUpdateProblem(problem) }
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

    /// Whether no Brickson before this one told of the undone update since the system started
    /// (`UpdateRequestFolder`). Without a request folder, it is told.
    func firstUndoneNoticeThisBoot() -> Bool {
        guard let folder = parts.updateRequestFolder else { return true }
        return UpdateRequestFolder(folder).firstUndoneNoticeThisBoot()
    }

    /// Logs a problem with the status once, until another comes.
    func noteUpdateProblem(_ problem: String) {
        guard problem != updates.problem else { return }
        updates.problem = problem
        log("update: \(problem); shown as unknown")
    }

    /// Writes `request` as one line for the system (U3), whole or not at all (`UpdateRequestFolder.write`), so the
    /// system never reads half a line. A failure is answered at once, in words.
    func writeUpdateRequest(_ request: UpdateRequest) -> [Event] {
        let now = parts.clock()
        guard let folder = parts.updateRequestFolder else {
            return [.updateRequestFailed("this device has no folder for update requests", at: now)]
        }
        do throws(SystemCallError) {
            try UpdateRequestFolder(folder).write(request)
        } catch {
            // The reason only: the core says it inside a sentence in the screen's language (L1).
            return [.updateRequestFailed(SystemCallError.words(error.code), at: now)]
        }
        log("update: asked the system: \(request.line)")
        return []
    }
}
