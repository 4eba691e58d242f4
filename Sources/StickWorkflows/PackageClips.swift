import BricksonCore
import Glibc
import LinuxSystem
import OpenBoardFormat
import RecordedClips
import USBStick

/// Recorded clips inside a package (C4, C5): each phrase's clip travels as the entry `sounds/NAME`, where NAME is
/// the clip's file name in the clips folder (the board's `ext_brickson_clip` field names it).
///
/// No clip is ever held whole in memory (D8): on the way in, each entry goes from the package to a file a part at a
/// time and is checked there; on the way out, libzip reads each clip's file as it writes the package.
public enum PackageClips {
    /// The folder of clips inside a package.
    static let folder = "sounds/"
    /// One clip may be at most this large (two minutes of 48 kHz stereo is 23 MB).
    static let clipLimit = 32 << 20
    /// All clips of one package together.
    static let totalLimit = 64 << 20
    /// Where a package's clips wait, inside the clips folder, until all of them are checked: on the same file system
    /// as their place, so each is put there by a rename, and on the card, not in the memory a `/tmp` would use.
    /// Its name starts with a dot, so no clip name (always plain) can ever name it.
    static let staging = ".incoming"
    /// The package an export builds, beside the clips it carries, before it is copied to the stick: on the card (the
    /// device's `/tmp` is a 32 MiB tmpfs, in memory, smaller than the largest package). A dot first, as `staging`.
    static let outgoing = ".outgoing.zip"

    /// A clip the export carries: its entry name, where it is, and its size.
    struct Carried {
        var entry: String
        var path: String
        var size: Int
    }

    /// The package entries for the clips `board` names that are in `clipsFolder`: regular files (never a link) up to
    /// the caps, read by libzip only as the package is written. A clip that is missing or too large is left out and
    /// named in the returned notices.
    static func entries(for board: Board, clipsFolder: String) -> (entries: [Carried], missing: [String]) {
        var entries: [Carried] = []
        var missing: [String] = []
        var total = 0
        var seen: Set<String> = []
        for phrase in board.emergency + board.categories.flatMap(\.phrases) {
            guard let clip = phrase.clip, seen.insert(clip).inserted else { continue }
            var info = stat()
            let path = clipsFolder + "/" + clip
            guard StickFolder.isPlainName(clip), fstatat(AT_FDCWD, path, &info, AT_SYMLINK_NOFOLLOW) == 0,
                info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= clipLimit,
                total + Int(info.st_size) <= totalLimit
            else {
                missing.append(clip)
                continue
            }
            total += Int(info.st_size)
            entries.append(Carried(entry: folder + clip, path: path, size: Int(info.st_size)))
        }
        return (entries, missing)
    }

    /// Takes the clips `board` names from `package` into `clipsFolder`, each checked as a sound Brickson can play
    /// (in the staging folder first, one at a time), and returns the board with each clip renamed where a different
    /// clip of that name is already on the device. A clip the package names but lacks is dropped (the phrase is
    /// spoken by the voice instead) with a notice. Any clip that is damaged refuses the whole package: nothing is
    /// installed.
    ///
    /// `renameIntoPlace` is `rename` (a test gives one that fails partway).
    static func install(
        _ board: Board, from package: PackageReader, file: String, clipsFolder: String,
        renameIntoPlace: (String, String) -> Int32 = PackageClips.rename
    ) throws(StickError) -> (board: Board, notices: [String]) {
        var names: Set<String> = []
        do throws(BoardFileError) {
            names = Set(try package.entryNames(limit: BoardFileLimits().packageEntries))
        } catch {
            throw StickError(error.description)
        }
        let stage = clipsFolder + "/" + staging
        // What a cut-off import left behind goes first; whatever comes of this one, its staging folder goes after.
        clear(stage)
        guard mkdir(stage, 0o700) == 0 else {
            throw .device(errno, doing: "The clips in “\(file)” could not be checked")
        }
        defer { clear(stage) }
        var wanted: [String] = []
        var seen: Set<String> = []
        var dropped: Set<String> = []
        var total = 0
        for phrase in board.emergency + board.categories.flatMap(\.phrases) {
            guard let clip = phrase.clip, !seen.contains(clip), !dropped.contains(clip) else { continue }
            guard names.contains(folder + clip), StickFolder.isPlainName(clip) else {
                dropped.insert(clip)
                continue
            }
            seen.insert(clip)
            total += try stageClip(clip, from: package, file: file, in: stage, room: totalLimit - total)
            try check(stage + "/" + clip, clip: clip, file: file)
            wanted.append(clip)
        }
        // Everything was read and checked: only now does anything go into the clips folder. Where a clip cannot go
        // in, or the folder cannot be synced, the clips this import put in go out again, so what the carer reads,
        // "Nothing on the device changed", is true (or, where one cannot be taken out, they are told so).
        var renamed: [String: String] = [:]
        var movedIn: [String] = []
        func undone(_ error: StickError) -> StickError {
            let stuck = remove(movedIn, from: clipsFolder)
            if !movedIn.isEmpty { try? StickWriter.syncFolder(clipsFolder, doing: "", on: .device("")) }
            guard stuck.isEmpty else {
                return StickError(
                    "\(error.description) The board on the device did not change, but \(stuck.count) of the clips it "
                        + "brought stay in the device's clips folder, used by no phrase: "
                        + stuck.joined(separator: "; ") + ".")
            }
            return StickError("\(error.description) Nothing on the device changed.")
        }
        for clip in wanted.sorted() {
            let staged = stage + "/" + clip
            let name = freeName(for: clip, staged: staged, in: clipsFolder)
            if !StickFolder.isRegularFile(name, in: clipsFolder) {
                guard retryingInterrupts({ renameIntoPlace(staged, clipsFolder + "/" + name) }) == 0 else {
                    throw undone(
                        StickError.device(errno, doing: "“\(name)” could not be written to the device's clips folder"))
                }
                movedIn.append(name)
            }
            renamed[clip] = name
        }
        if !wanted.isEmpty {
            do throws(StickError) {
                try StickWriter.syncFolder(
                    clipsFolder, doing: "The clips could not be kept", on: .device("the device's clips folder"))
            } catch {
                throw undone(error)
            }
        }
        var result = board
        func fix(_ phrases: inout [Phrase]) {
            for index in phrases.indices {
                guard let clip = phrases[index].clip else { continue }
                phrases[index].clip = renamed[clip]
            }
        }
        fix(&result.emergency)
        for index in result.categories.indices { fix(&result.categories[index].phrases) }
        let notices =
            dropped.isEmpty
            ? []
            : ["\(dropped.count) recorded clip(s) named in the file are not in it: those phrases use the voice."]
        return (result, notices)
    }

    /// Copies the entry of `clip` into `stage`, 64 KiB at a time, synced; refuses an entry over `clipLimit` or one
    /// that takes the package's clips past `room`. Returns its size. The corresponding C calls are `open`
    /// (`O_CREAT | O_EXCL | O_NOFOLLOW`), `write` and `fsync`.
    static func stageClip(
        _ clip: String, from package: PackageReader, file: String, in stage: String, room: Int
    ) throws(StickError) -> Int {
        let doing = "The clip “\(clip)” could not be checked"
        let out: FileDescriptor
        do throws(SystemCallError) {
            out = try FileDescriptor.open(
                stage + "/" + clip, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode: 0o644)
        } catch {
            throw .device(error.code, doing: doing)
        }
        var size = 0
        var failed: Int32?
        var overfull = false
        // The closure takes the descriptor's number: a noncopyable owner cannot be captured.
        let raw = out.rawValue
        do throws(BoardFileError) {
            try package.stream(folder + clip, limit: clipLimit) { part in
                size += part.count
                guard size <= room else {
                    overfull = true
                    return false
                }
                failed = writeAll(part, to: raw)
                return failed == nil
            }
        } catch {
            throw StickError("\(error.description)")
        }
        if overfull {
            throw StickError(
                "The clips in “\(file)” take more than \(totalLimit >> 20) MiB. Nothing on the device changed.")
        }
        if let failed { throw .device(failed, doing: doing) }
        do throws(SystemCallError) {
            try out.sync()
            try out.close()
        } catch {
            throw .device(error.code, doing: doing)
        }
        return size
    }

    /// Writes all of `part` to the descriptor `raw`; the `errno` of a failure, or nil (`FileDescriptor.writeAll`,
    /// on a descriptor another owns).
    static func writeAll(_ part: UnsafeRawBufferPointer, to raw: Int32) -> Int32? {
        do throws(SystemCallError) {
            try FileDescriptor.writeAll(part, toDescriptor: raw)
            return nil
        } catch {
            return error.code
        }
    }

    /// `rename` as a C call answers (`AtomicFile.rename`): 0, or -1 with `errno` set.
    static func rename(_ from: String, _ to: String) -> Int32 {
        do throws(SystemCallError) {
            try AtomicFile.rename(from, to: to)
            return 0
        } catch {
            errno = error.code
            return -1
        }
    }

    /// `clip`, or `clip` with a number before its extension, whichever is free in `folder` or already holds exactly
    /// the bytes of the file `staged`: a clip of the device is never overwritten by another.
    static func freeName(for clip: String, staged: String, in folder: String) -> String {
        let dot = clip.lastIndex(of: ".")
        let stem = dot.map { String(clip[..<$0]) } ?? clip
        let suffix = dot.map { String(clip[$0...]) } ?? ""
        for number in 1...1000 {
            let name = number == 1 ? clip : "\(stem)-\(number)\(suffix)"
            guard StickFolder.isRegularFile(name, in: folder) else {
                if access(folder + "/" + name, F_OK) == 0 { continue }
                return name
            }
            if sameBytes(folder + "/" + name, staged) { return name }
        }
        var info = stat()
        let size = stat(staged, &info) == 0 ? Int(info.st_size) : 0
        return "\(stem)-\(size)\(suffix)"
    }

    /// Whether two regular files hold the same bytes, compared 64 KiB at a time (a link is never followed). The
    /// corresponding C calls are `open` and `read`.
    static func sameBytes(_ one: String, _ other: String) -> Bool {
        do throws(SystemCallError) {
            let first = try FileDescriptor.open(one, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            let second = try FileDescriptor.open(other, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard try first.isRegularFile(), try second.isRegularFile(),
                try first.status().st_size == second.status().st_size
            else { return false }
            let a = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 1)
            let b = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 1)
            defer {
                a.deallocate()
                b.deallocate()
            }
            while true {
                let gotA = try first.readFully(into: a)
                let gotB = try second.readFully(into: b)
                guard gotA == gotB else { return false }
                if gotA == 0 { return true }
                guard memcmp(a.baseAddress!, b.baseAddress!, gotA) == 0 else { return false }
            }
        } catch {
            return false
        }
    }

    /// Refuses the file at `path` where it is not a clip Brickson can play (WAV or FLAC, some sound, at most two
    /// minutes by what it really decodes to).
    static func check(_ path: String, clip: String, file: String) throws(StickError) {
        do throws(ClipError) {
            _ = try ClipReader.read(path: path, sampleRate: 22_050)
        } catch {
            throw StickError(
                "The recorded clip “\(clip)” in “\(file)” cannot be played: \(error.reason). "
                    + "Nothing on the device changed.")
        }
    }

    /// Removes the staging folder and what is in it (plain files only; it holds nothing else), each file overwritten
    /// first (`Erasing`). The corresponding C calls are `unlink` and `rmdir`.
    /// Removes the clips `names` from `clipsFolder`: only plain names, each where it lies (a link is removed, never
    /// followed). Returns, in words, the ones that could not be removed; one already gone is not one of them. The
    /// corresponding C call is `unlink`.
    public static func remove(_ names: [String], from clipsFolder: String) -> [String] {
        var problems: [String] = []
        for name in names where StickFolder.isPlainName(name) {
            if !AtomicFile.remove(clipsFolder + "/" + name) {
                problems.append("“\(name)” could not be removed (\(SystemCallError.words(errno)))")
            }
        }
        return problems
    }

    static func clear(_ stage: String) {
        if let names = try? Directory.names(stage) {
            for name in names { Erasing.overwriteAndRemove(stage + "/" + name) }
        }
        _ = rmdir(stage)
    }
}
