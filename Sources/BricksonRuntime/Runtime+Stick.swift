import BricksonCore
import EventLoop
import LinuxSystem
import StickWorkflows
import USBStick

/// What the stick's thread found at the top of a stick, for the stick it was put in as.
struct StickListing: Sendable {
    /// `StickWatch.generation` when the reading was asked for: a listing of a stick since taken out is dropped.
    var generation: Int
    var contents: StickContents
}

/// The USB stick as the runtime keeps it (C5): where it is mounted, the mount table's descriptor, the stick's
/// thread. Used on the loop thread only.
///
/// Everything that reads or writes the stick (listing its top, a task) runs on one thread of its own, in the order
/// asked: a stick of 300,000 names, or one failing and holding each read for seconds, holds that thread and never
/// the loop, so presses, frames and the watchdog go on. Nothing on the loop waits for it.
final class StickWatch {
    /// The folder the stick is mounted at, while one is; nil while none is.
    var folder: String?
    /// Counts sticks put in and taken out: a listing asked for under another count is of a stick that went.
    var generation = 0
    /// The mount table, watched for the stick folder; nil when not watched.
    var mounts: StickMounts?
    /// Where the stick's thread hands its listings back to the loop.
    let listings: EventInbox<StickListing>
    /// The stick's thread, started with the first stick; let go (not joined) when the runtime ends.
    var worker: SerialWorker?

    init() throws(SystemCallError) { listings = try EventInbox<StickListing>() }

    deinit { worker?.finish() }

    /// The stick's thread, started now if it is not yet.
    func thread() throws(SystemCallError) -> SerialWorker {
        if let worker { return worker }
        let started = try SerialWorker(name: "brickson-usb")
        worker = started
        return started
    }
}

extension Runtime {
    /// Watches the mount table for the system's mount helper mounting or unmounting a stick at the parts' stick
    /// folder (`StickMounts`: no timer, the kernel marks the table on a change), and looks once now for a stick
    /// already in.
    func watchStickMounts() throws(SystemCallError) {
        guard let folder = parts.stickFolder else { return }
        let mounts: StickMounts
        do throws(SystemCallError) {
            mounts = try StickMounts(folder: folder)
        } catch {
            log("usb: the mount table cannot be watched (\(SystemCallError.words(error.code))); sticks will not show")
            return
        }
        stick.mounts = mounts
        try loop.watchPriority(mounts.descriptor) { [unowned self] in mountTableChanged() }
        mountTableChanged()
    }

    /// The mount table changed: a stick came or went at the stick folder.
    func mountTableChanged() {
        guard let mounts = stick.mounts else { return }
        let mounted = mounts.isMounted()
        if mounted && stick.folder == nil {
            stickInserted(folder: mounts.folder)
        } else if !mounted && stick.folder != nil {
            stickRemoved()
        }
    }

    /// A stick is mounted at `folder` (the device's mount helper, or the simulator's `usb insert DIR`): Settings
    /// hears it is there at once, and what is on it once its thread has read its top.
    public func stickInserted(folder: String) {
        stick.folder = folder
        stick.generation += 1
        log("usb: a stick is at \(folder)")
        handle([.stickChanged(.beingRead, at: parts.clock())])
        readStickTop()
    }

    /// The stick went (unmounted, or the simulator's `usb remove`). A reading or a task still running on its
    /// thread ends on its own (the files are gone); what it finds is dropped.
    public func stickRemoved() {
        guard stick.folder != nil else { return }
        stick.folder = nil
        stick.generation += 1
        log("usb: the stick was taken out")
        handle([.stickChanged(nil, at: parts.clock())])
    }

    /// Asks the stick's thread to read the stick's top, after whatever it is doing; the listing comes back through
    /// `stick.listings`.
    func readStickTop() {
        guard let folder = stick.folder else { return }
        let generation = stick.generation
        let listings = stick.listings
        let reader = parts.stickReader
        do throws(SystemCallError) {
            try stick.thread().submit { listings.post(StickListing(generation: generation, contents: reader(folder))) }
        } catch {
            log("usb: the stick's thread could not start (\(error))")
            handle([.stickChanged(StickContents(problem: "Brickson could not start reading it"), at: parts.clock())])
        }
    }

    /// Listings from the stick's thread: the newest of the stick still in goes to the core, if it changed anything.
    func stickListed(_ listings: [StickListing]) {
        guard stick.folder != nil,
            let newest = listings.last(where: { $0.generation == stick.generation })?.contents,
            newest != state.stick.contents
        else { return }
        handle([.stickChanged(newest, at: parts.clock())])
    }

    /// Hands a stick task to the stick's thread, so the loop keeps answering the buttons meanwhile; its outcome
    /// comes back through the inbox, and the stick's top is read again after it (an exported file shows). With no
    /// stick, or no thread, it fails at once in words.
    func startStickTask(_ task: StickTask) -> [Event] {
        guard let folder = stick.folder else {
            return [.stickTaskFinished(.failed(StickWords.none), at: parts.clock())]
        }
        var workshop = StickWorkshop(
            folder: folder, clipsFolder: parts.sound.clipsFolder, store: store)
        workshop.access = parts.stickRequestFolder.map { StickAccess(requestFolder: $0) }
        let inbox = self.inbox
        let ready = workshop
        let clock = parts.clock
        do throws(SystemCallError) {
            try stick.thread().submit {
                let outcome = ready.perform(task)
                inbox.post(.stickTaskFinished(outcome, at: clock()))
            }
        } catch {
            return [.stickTaskFinished(.failed("The task could not start (\(error))."), at: parts.clock())]
        }
        // Queued behind the task on the same thread (a stick pulled meanwhile is found gone by the mount table).
        readStickTop()
        return []
    }

    /// Removes clips an import or restore brought in and that did not happen (C5), on the stick's thread, after the
    /// task that brought them (`PackageClips.remove`).
    func removeClips(_ names: [String]) {
        let folder = parts.sound.clipsFolder
        let log = self.log
        do throws(SystemCallError) {
            try stick.thread().submit {
                for problem in PackageClips.remove(names, from: folder) { log("clips: \(problem)") }
            }
        } catch {
            log("clips: the clips of a declined import could not be removed (\(error))")
        }
    }

    /// Events from the sound, storage and stick threads.
    func handleInbox(_ events: [Event]) { handle(events) }
}
