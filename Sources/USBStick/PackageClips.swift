import BricksonCore
import Glibc
import LinuxSystem
import OpenBoardFormat
import RecordedClips

/// Recorded clips inside a package (C4, C5): each phrase's clip travels as the entry `sounds/NAME`, where NAME is
/// the clip's file name in the clips folder (the board's `ext_brickson_clip` field names it).
enum PackageClips {
    /// The folder of clips inside a package.
    static let folder = "sounds/"
    /// One clip may be at most this large (two minutes of 48 kHz stereo is 23 MB).
    static let clipLimit = 32 << 20
    /// All clips of one package together.
    static let totalLimit = 64 << 20

    /// The package entries for the clips `board` names that are in `clipsFolder`: read with a cap, never through a
    /// link. A clip that is missing or too large is left out and named in the returned notices.
    static func entries(for board: Board, clipsFolder: String) -> (entries: [(String, [UInt8])], missing: [String]) {
        var entries: [(String, [UInt8])] = []
        var missing: [String] = []
        var total = 0
        var seen: Set<String> = []
        for phrase in board.emergency + board.categories.flatMap(\.phrases) {
            guard let clip = phrase.clip, seen.insert(clip).inserted else { continue }
            do throws(StickError) {
                let bytes = try StickFolder.read(clip, in: clipsFolder, limit: clipLimit)
                total += bytes.count
                guard total <= totalLimit else {
                    missing.append(clip)
                    continue
                }
                entries.append((folder + clip, bytes))
            } catch {
                missing.append(clip)
            }
        }
        return (entries, missing)
    }

    /// Takes the clips `board` names from `package` into `clipsFolder`, each checked as a sound Brickson can play
    /// (in a scratch folder first), and returns the board with each clip renamed where a different clip of that
    /// name is already on the device. A clip the package names but lacks is dropped (the phrase is spoken by the
    /// voice instead) with a notice. Any clip that is damaged refuses the whole package: nothing is installed.
    static func install(
        _ board: Board, from package: PackageReader, file: String, clipsFolder: String, scratch: String
    ) throws(StickError) -> (board: Board, notices: [String]) {
        var names: Set<String> = []
        do throws(BoardFileError) {
            names = Set(try package.entryNames(limit: BoardFileLimits().packageEntries))
        } catch {
            throw StickError(error.description)
        }
        var wanted: [String: [UInt8]] = [:]
        var dropped: Set<String> = []
        var total = 0
        for phrase in board.emergency + board.categories.flatMap(\.phrases) {
            guard let clip = phrase.clip, wanted[clip] == nil, !dropped.contains(clip) else { continue }
            guard names.contains(folder + clip), StickFolder.isPlainName(clip) else {
                dropped.insert(clip)
                continue
            }
            let bytes: [UInt8]
            do throws(BoardFileError) {
                bytes = try package.read(folder + clip, limit: clipLimit)
            } catch {
                throw StickError("\(error.description)")
            }
            total += bytes.count
            guard total <= totalLimit else {
                throw StickError(
                    "The clips in “\(file)” take more than \(totalLimit >> 20) MiB. Nothing on the device changed.")
            }
            try check(bytes, clip: clip, file: file, scratch: scratch)
            wanted[clip] = bytes
        }
        // Everything was read and checked: only now does anything go into the clips folder.
        var renamed: [String: String] = [:]
        for (clip, bytes) in wanted.sorted(by: { $0.key < $1.key }) {
            let name = freeName(for: clip, bytes: bytes, in: clipsFolder)
            if !(StickFolder.isRegularFile(name, in: clipsFolder)) {
                try writeClip(bytes, as: name, in: clipsFolder)
            }
            renamed[clip] = name
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

    /// `clip`, or `clip` with a number before its extension, whichever is free in `folder` or already holds exactly
    /// these bytes: a clip of the device is never overwritten by another.
    static func freeName(for clip: String, bytes: [UInt8], in folder: String) -> String {
        let dot = clip.lastIndex(of: ".")
        let stem = dot.map { String(clip[..<$0]) } ?? clip
        let suffix = dot.map { String(clip[$0...]) } ?? ""
        for number in 1...1000 {
            let name = number == 1 ? clip : "\(stem)-\(number)\(suffix)"
            guard StickFolder.isRegularFile(name, in: folder) else {
                if access(folder + "/" + name, F_OK) == 0 { continue }
                return name
            }
            if let existing = try? StickFolder.read(name, in: folder, limit: clipLimit), existing == bytes {
                return name
            }
        }
        return "\(stem)-\(bytes.count)\(suffix)"
    }

    /// Refuses bytes that are not a clip Brickson can play (WAV or FLAC, some sound, at most two minutes).
    static func check(_ bytes: [UInt8], clip: String, file: String, scratch: String) throws(StickError) {
        let path = scratch + "/brickson-clip-check-\(getpid())"
        _ = unlink(path)
        defer { _ = unlink(path) }
        do throws(SystemCallError) {
            let out = try FileDescriptor.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600)
            try out.writeAll(bytes)
            try out.close()
        } catch {
            throw StickError("The clip “\(clip)” could not be checked (\(SystemCallError.words(error.code))).")
        }
        do throws(ClipError) {
            _ = try ClipReader.read(path: path, sampleRate: 22_050)
        } catch {
            throw StickError(
                "The recorded clip “\(clip)” in “\(file)” cannot be played: \(error.reason). "
                    + "Nothing on the device changed.")
        }
    }

    /// Writes a clip into the device's clips folder durably (temporary file, sync, rename).
    static func writeClip(_ bytes: [UInt8], as name: String, in folder: String) throws(StickError) {
        do throws(StickError) {
            try StickWriter.write(bytes, as: name, in: folder, place: "the device's clips folder")
        } catch {
            throw StickError("\(error.description) Nothing on the device changed.")
        }
    }
}
