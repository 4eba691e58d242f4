import BricksonCore
import DurableStore
import Foundation
import Glibc
import SoundEngine
import Testing

/// A new empty directory, removed (after unmounting anything on it) when the value goes away.
final class Scratch {
    let path: String
    private var mounted = false

    init() {
        var template = Array((NSTemporaryDirectory() + "brickson-wired-XXXXXX").utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    /// Mounts a small tmpfs here (a partition that can be made read-only); false where mounting is not allowed.
    func mountPartition() -> Bool {
        mounted = getuid() == 0 && shell("mount -t tmpfs -o size=4m,mode=0755 brickson-test \(path)")
        return mounted
    }

    func remount(readOnly: Bool) -> Bool { shell("mount -o remount,\(readOnly ? "ro" : "rw") \(path)") }

    deinit {
        if mounted { shell("umount \(path) || umount -l \(path)") }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Whether this process may mount a tmpfs (root, and not forbidden by a container).
    static let canMount: Bool = Scratch().mountPartition()
}

/// Runs a shell command; true if it succeeded.
@discardableResult
func shell(_ command: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "{ " + command + "; } >/dev/null 2>&1"]
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}

/// The core's `update` with the real SQLite store: what the person typed survives, and a failing disk is said.
@Suite("The core and the real store")
struct StoreThroughTheCoreTests {
    /// Opens the store in `directory` and wires it to a device started from what it kept.
    static func start(_ directory: String) -> (WiredDevice, StoreOpening) {
        let inbox = Inbox()
        let opening = Store.open(
            directory: directory, now: SoundEngine.now(),
            options: StoreOptions(retryInterval: .milliseconds(100)), report: { inbox.record($0) })
        let device = WiredDevice(
            board: opening.board, message: opening.message, putBack: opening.putBack, learned: opening.learned,
            inbox: inbox)
        device.store = opening.store
        return (device, opening)
    }

    static func saved(_ device: WiredDevice) -> Bool {
        let last = device.effects.last { if case .saveMessage = $0 { true } else { false } }
        guard case .saveMessage(_, _, let revision) = last else { return false }
        return device.received { if case .messageSaved(let saved, _) = $0 { saved >= revision } else { false } }
    }

    @Test func T7_typedMessageAndPutBackComeBackAfterAKillAndTheToneDoesNot() throws {
        let scratch = Scratch()
        do {
            let (device, opening) = Self.start(scratch.path)
            device.choose(.type)
            device.type("I need water")
            device.choose(.clear)
            device.type("Hello")
            device.choose(.getAttention)
            #expect(device.state.view.canPutBack)
            #expect(device.run { Self.saved($0) }, "the store reported the last keystroke saved")
            // The power goes: nothing more is written (the store's own crash tests kill a real process).
            opening.store.close()
        }
        let (again, opening) = Self.start(scratch.path)
        defer { opening.store.close() }
        #expect(opening.message == "Hello" && opening.putBack == "I need water")
        #expect(again.state.view.message == "Hello")
        #expect(again.state.view.canPutBack, "Put Back is back on Home")
        #expect(!again.state.activeWarnings.contains(.sounding), "the tone does not come back by itself")
        #expect(!again.state.view.stopShowing)
        again.choose(.type)
        again.choose(.putBack)
        #expect(again.state.view.message == "I need water", "Put Back brings back what was cleared")
    }

    /// T9: words learned from a spoken message are kept by the real store and predicted again after a restart.
    @Test func T9_learnedWordsComeBackAtARestart() throws {
        let scratch = Scratch()
        do {
            let (device, opening) = Self.start(scratch.path)
            device.choose(.type)
            device.type("call my son ")
            #expect(device.state.view.predictions.first != "Tom", "not predicted before it was learned")
            device.type("Tom")
            device.choose(.again)  // Speak: the words are learned and kept.
            #expect(device.state.learned.count(of: "Tom", after: "son") == 1)
            opening.store.close()
        }
        let (again, opening) = Self.start(scratch.path)
        defer { opening.store.close() }
        #expect(opening.learned.count(of: "Tom", after: "son") == 1)
        again.choose(.type)
        again.choose(.clear)
        again.type("call my son ")
        #expect(again.state.view.predictions.first == "Tom")
    }

    @Test(.enabled(if: Scratch.canMount, "mounting a partition needs root"))
    func D4_theSaveWarningShowsWhileTheStoreCannotWriteAndClearsWhenItCan() throws {
        let scratch = Scratch()
        try #require(scratch.mountPartition())
        do {
            let (device, opening) = Self.start(scratch.path)
            device.choose(.type)
            device.type("I need")
            #expect(device.run { Self.saved($0) })
            #expect(device.state.statusLine == nil)
            opening.store.close()
        }
        // A partition that turned read-only (a failing card); a remount under an open database is refused, so the
        // store starts on it, as it would after a restart on that card.
        try #require(scratch.remount(readOnly: true))
        let (device, opening) = Self.start(scratch.path)
        defer { opening.store.close() }
        #expect(device.state.view.message == "I need")
        device.choose(.type)
        device.type(" help")
        #expect(device.run { $0.state.statusLine == "Message cannot be saved" })
        #expect(device.state.view.message == "I need help", "the message stays on screen")

        try #require(scratch.remount(readOnly: false))
        #expect(device.run { $0.state.statusLine == nil }, "the warning clears once a retry saves")
        #expect(Self.saved(device))
        opening.store.close()
        let again = Store.open(directory: scratch.path, now: SoundEngine.now())
        defer { again.store.close() }
        #expect(again.message == "I need help")
    }
}
