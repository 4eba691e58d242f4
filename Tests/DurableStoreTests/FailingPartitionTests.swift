import BricksonCore
import Foundation
import Glibc
import Testing

@testable import DurableStore

/// A small ext4 file system in a file, loop-mounted with `errors=remount-ro`: the kernel can be told to find an
/// error in it, and then turns it read-only under the open database, as it does for a failing SD card.
///
/// Its mount point lies on a tmpfs that is read-only, like the device's root file system: while the partition is
/// unmounted for repair, the store's retries find the bare mount point unwritable, rather than making a new
/// database in it that the remounted partition would then hide.
final class FailingPartition {
    let scratch = ScratchDirectory()
    var image: String { scratch.path + "/partition.img" }
    /// The read-only tmpfs that holds the mount point.
    var root: String { scratch.path + "/root" }
    var path: String { root + "/data" }
    private(set) var device = ""
    private var rootMounted = false

    /// Whether this machine lets the tests loop-mount an ext4 image and trigger an error in it.
    static let isPossible: Bool = {
        guard getuid() == 0, let partition = FailingPartition() else { return false }
        return FileManager.default.fileExists(atPath: partition.errorTrigger)
    }()

    init?() {
        guard shell("truncate -s 16M \(image) && mkfs.ext4 -q -F \(image) && mkdir -p \(root)") else { return nil }
        rootMounted = shell("mount -t tmpfs -o size=64k,mode=0755 brickson-test \(root)")
        guard rootMounted, shell("mkdir \(path) && mount -o remount,ro \(root)"), mount() else { return nil }
    }

    /// Mounts the image and finds its loop device's name.
    func mount() -> Bool {
        guard shell("mount -o loop,errors=remount-ro \(image) \(path)") else { return false }
        device = mountLine?.split(separator: " ").first?.split(separator: "/").last.map(String.init) ?? ""
        return !device.isEmpty
    }

    /// The ext4 sysfs file that makes the kernel record a file-system error.
    var errorTrigger: String { "/sys/fs/ext4/\(device)/trigger_fs_error" }

    /// The kernel finds an error and remounts the partition read-only (in a work queue: wait until it has).
    func fail() -> Bool {
        guard shell("echo 1 > \(errorTrigger)") else { return false }
        // A guard against hanging, far longer than the kernel needs on a busy machine: not a speed check.
        for _ in 0..<3000 {
            // Older kernels remount read-only; newer ones mark the file system "emergency_ro".
            let options = mountLine?.split(separator: " ").dropFirst(3).first?.split(separator: ",") ?? []
            if options.contains("ro") || options.contains("emergency_ro") { return true }
            usleep(10_000)
        }
        return false
    }

    /// This partition's line of /proc/self/mounts.
    private var mountLine: Substring? {
        let mounts = (try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8)) ?? ""
        return mounts.split(separator: "\n").first { $0.split(separator: " ").dropFirst().first == Substring(path) }
    }

    /// Unmounts (once the store has let go of its files), repairs with e2fsck and mounts again.
    func repair() -> Bool {
        var unmounted = false
        for _ in 0..<600 where !unmounted {
            unmounted = shell("umount \(path)")
            if !unmounted { usleep(50_000) }
        }
        // e2fsck on a mounted file system would damage it.
        guard unmounted else { return false }
        shell("e2fsck -fy \(image)")
        return mount()
    }

    /// Unmounts it, so that every byte the file systems wrote is in the image; true if it is unmounted.
    func unmount() -> Bool {
        for _ in 0..<600 {
            if shell("umount \(path)") { return true }
            usleep(50_000)
        }
        return false
    }

    deinit {
        shell("umount \(path) || umount -l \(path)")
        if rootMounted { shell("umount \(root) || umount -l \(root)") }
    }
}

/// D4, H9: the data partition turns read-only while the person types (the kernel's answer to a failing card).
@Suite struct FailingPartitionTests {
    @Test(.enabled(if: FailingPartition.isPossible, "loop-mounting an ext4 image needs root"))
    func D4_H9_aPartitionTurningReadOnlyMidTypingKeepsTheMessageAndSavesAfterRepair() throws {
        let partition = try #require(FailingPartition())
        let recorder = EventRecorder()
        let options = StoreOptions(retryInterval: .milliseconds(200))
        let opening = Store.open(directory: partition.path, now: .zero, options: options, report: recorder.report)
        opening.store.saveMessage(message: "I need", putBack: nil, revision: 1)
        try #require(recorder.waitForSaved(1))

        try #require(partition.fail())
        opening.store.saveMessage(message: "I need wat", putBack: nil, revision: 2)
        #expect(recorder.waitForFailed(2))
        opening.store.saveMessage(message: "I need water", putBack: "I need", revision: 3)
        #expect(recorder.waitForFailed(3))
        #expect(!opening.store.isSavingAvailable)

        // The store has let go of its files, so the partition can be repaired and mounted again; saving resumes.
        try #require(partition.repair())
        #expect(recorder.waitForSaved(3))
        opening.store.close()
        let again = Store.open(directory: partition.path, now: .zero)
        defer { again.store.close() }
        #expect(again.message == "I need water" && again.putBack == "I need" && !again.recovered)
    }
}
