/// Looks at a write-ahead log before SQLite opens it, to notice when committed data in it cannot be used.
///
/// SQLite silently ignores a WAL whose header is damaged and stops at the first damaged frame. A power cut leaves
/// only the unsynced tail damaged (synchronous=FULL syncs the header before frames and each commit before it
/// returns), which is harmless; damage before a later commit means saved data was lost, and must be reported.
enum WALCheck {
    /// What the file says.
    enum Verdict: Equatable {
        /// No WAL, or an empty one.
        case absent
        /// A valid header; any damage is after the last commit (an unfinished write).
        case intact
        /// A valid header and nothing after it: a log cut back to its header, or a crash before its first save.
        case headerOnly
        /// Committed data in it cannot be read; the words say why.
        case damaged(String)
    }

    /// Reads the WAL at `path` (the WAL file format of sqlite.org/fileformat2.html, section 4).
    static func inspect(_ path: String) -> Verdict {
        guard let size = Files.size(path), size > 0 else { return .absent }
        guard let bytes = Files.readPrefix(path, count: size), bytes.count >= 32 else {
            return .damaged("its header is cut short")
        }
        let magic = word(bytes, 0)
        guard magic == 0x377f_0682 || magic == 0x377f_0683 else { return .damaged("its header is unreadable") }
        let bigEndian = magic & 1 == 1
        let pageSize = Int(word(bytes, 8) == 1 ? 65536 : word(bytes, 8))
        guard word(bytes, 4) == 3_007_000, pageSize >= 512, pageSize <= 65536, pageSize & (pageSize - 1) == 0 else {
            return .damaged("its header is unreadable")
        }
        var sums = checksum(bytes, 0..<24, bigEndian: bigEndian, seed: (0, 0))
        guard sums == (word(bytes, 24), word(bytes, 28)) else { return .damaged("its header is damaged") }
        let salts = (word(bytes, 16), word(bytes, 20))
        if bytes.count == 32 { return .headerOnly }

        let frameSize = 24 + pageSize
        var offset = 32
        var firstBadFrame: Int?
        while offset + frameSize <= bytes.count {
            let sameSalts = (word(bytes, offset + 8), word(bytes, offset + 12)) == salts
            let isCommit = word(bytes, offset + 4) != 0
            if firstBadFrame == nil {
                var next = checksum(bytes, offset..<(offset + 8), bigEndian: bigEndian, seed: sums)
                next = checksum(bytes, (offset + 24)..<(offset + frameSize), bigEndian: bigEndian, seed: next)
                if sameSalts && next == (word(bytes, offset + 16), word(bytes, offset + 20)) {
                    sums = next
                } else {
                    firstBadFrame = offset
                }
            } else if sameSalts && isCommit {
                // Frames are appended in order; a later commit of this generation means a damaged frame before it.
                return .damaged("a saved change in it is damaged")
            }
            offset += frameSize
        }
        return .intact
    }

    /// The big-endian 32-bit word at `offset`.
    private static func word(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    /// SQLite's WAL checksum over `range` (a multiple of 8 bytes), continuing from `seed`.
    private static func checksum(
        _ bytes: [UInt8], _ range: Range<Int>, bigEndian: Bool, seed: (UInt32, UInt32)
    ) -> (UInt32, UInt32) {
        var (s0, s1) = seed
        var index = range.lowerBound
        while index + 8 <= range.upperBound {
            let x0: UInt32
            let x1: UInt32
            if bigEndian {
                x0 = word(bytes, index)
                x1 = word(bytes, index + 4)
            } else {
                x0 = word(bytes, index).byteSwapped
                x1 = word(bytes, index + 4).byteSwapped
            }
            s0 = s0 &+ x0 &+ s1
            s1 = s1 &+ x1 &+ s0
            index += 8
        }
        return (s0, s1)
    }
}

/// Reads the schema version from a database file's header without SQLite (bytes 60–63, `PRAGMA user_version`).
enum DatabaseHeader {
    /// The version in the header, or nil when the file is missing, short, or not an SQLite database.
    static func userVersion(_ path: String) -> Int64? {
        guard let bytes = Files.readPrefix(path, count: 100), bytes.count == 100,
            bytes.starts(with: Array("SQLite format 3\u{0}".utf8))
        else { return nil }
        let value = UInt32(bytes[60]) << 24 | UInt32(bytes[61]) << 16 | UInt32(bytes[62]) << 8 | UInt32(bytes[63])
        return Int64(Int32(bitPattern: value))
    }
}
