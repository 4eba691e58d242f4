import CZip
import Glibc

/// An `.obz` package opened for reading with libzip. Entries are read into memory with a size cap and never
/// extracted to disk, so no entry name can place a file anywhere.
final class ZipReader {
    private let archive: OpaquePointer
    private let file: String

    /// Opens `path`, checking the archive's consistency. The corresponding C call is `zip_open`.
    init(path: String, file: String) throws(BoardFileError) {
        var code: Int32 = 0
        guard let archive = zip_open(path, ZIP_RDONLY | ZIP_CHECKCONS, &code) else {
            throw .damagedPackage(file: file, why: Self.message(code: code))
        }
        self.archive = archive
        self.file = file
    }

    /// Opens the package held in `bytes` (already read, checked to be a regular file and capped), so the path is not
    /// opened a second time: what is checked is what is read. The corresponding C calls are
    /// `zip_source_buffer_create` and `zip_open_from_source`.
    init(bytes: [UInt8], file: String) throws(BoardFileError) {
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        // libzip frees the copy (freep = 1) when the archive is discarded.
        guard let copy = malloc(max(1, bytes.count)) else {
            throw .damagedPackage(file: file, why: "there is not enough memory to open it")
        }
        bytes.withUnsafeBytes { if let base = $0.baseAddress { memcpy(copy, base, bytes.count) } }
        guard let source = zip_source_buffer_create(copy, zip_uint64_t(bytes.count), 1, &error) else {
            free(copy)
            throw .damagedPackage(file: file, why: Self.message(code: zip_error_code_zip(&error)))
        }
        guard let archive = zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error) else {
            zip_source_free(source)
            throw .damagedPackage(file: file, why: Self.message(code: zip_error_code_zip(&error)))
        }
        self.archive = archive
        self.file = file
    }

    /// Opens the package in the already opened regular file `descriptor`, `size` bytes long (checked by the caller):
    /// libzip reads it where it lies, a part at a time, so a package is never held whole in memory (D8), and the
    /// path is not opened a second time: what was checked is what is read. libzip gets its own duplicate of the
    /// descriptor and closes it. The corresponding C calls are `dup`, `fdopen`, `zip_source_filep_create` and
    /// `zip_open_from_source`.
    init(descriptor: Int32, size: Int, file: String) throws(BoardFileError) {
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else { throw .cannotRead(file: file, why: String(cString: strerror(errno))) }
        guard let stream = fdopen(copy, "rb") else {
            let why = String(cString: strerror(errno))
            close(copy)
            throw .cannotRead(file: file, why: why)
        }
        guard let source = zip_source_filep_create(stream, 0, zip_int64_t(size), &error) else {
            fclose(stream)
            throw .damagedPackage(file: file, why: Self.message(code: zip_error_code_zip(&error)))
        }
        guard let archive = zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error) else {
            zip_source_free(source)
            throw .damagedPackage(file: file, why: Self.message(code: zip_error_code_zip(&error)))
        }
        self.archive = archive
        self.file = file
    }

    /// The corresponding C call is `zip_discard` (nothing was changed, so nothing is written).
    deinit { zip_discard(archive) }

    /// The names of all entries, in archive order. The corresponding C call is `zip_get_name`.
    func entryNames(limit: Int) throws(BoardFileError) -> [String] {
        let count = zip_get_num_entries(archive, 0)
        guard count >= 0 else { throw .damagedPackage(file: file, why: "its list of contents cannot be read") }
        guard count <= limit else { throw .tooMany(what: "files in the package", count: Int(count), limit: limit) }
        var names: [String] = []
        for index in 0..<UInt64(count) {
            guard let name = zip_get_name(archive, index, zip_flags_t(ZIP_FL_ENC_GUESS)) else {
                throw .damagedPackage(file: file, why: "the name of entry \(index + 1) cannot be read")
            }
            names.append(String(cString: name))
        }
        return names
    }

    /// The bytes of entry `name`, at most `limit` of them (whatever its header claims).
    func read(_ name: String, limit: Int) throws(BoardFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        try stream(name, limit: limit) { part in
            bytes.append(contentsOf: part)
            return true
        }
        return bytes
    }

    /// Hands the bytes of entry `name` to `body` 64 KiB at a time, at most `limit` of them whatever its header
    /// claims, so an entry can go to a file without being held whole. `body` returns false to stop (its own
    /// failure, which it keeps); the result is then false. The corresponding C calls are `zip_name_locate`,
    /// `zip_fopen_index` and `zip_fread`; libzip checks the CRC at the end.
    @discardableResult
    func stream(
        _ name: String, limit: Int, into body: (UnsafeRawBufferPointer) -> Bool
    ) throws(BoardFileError) -> Bool {
        let index = zip_name_locate(archive, name, 0)
        guard index >= 0 else { throw .missingEntry(name) }
        var stat = zip_stat_t()
        zip_stat_init(&stat)
        guard zip_stat_index(archive, UInt64(index), 0, &stat) == 0 else {
            throw .damagedPackage(file: file, why: "\(name) cannot be read")
        }
        if stat.valid & UInt64(ZIP_STAT_ENCRYPTION_METHOD) != 0 && stat.encryption_method != UInt16(ZIP_EM_NONE) {
            throw .damagedPackage(file: file, why: "\(name) is encrypted")
        }
        if stat.valid & UInt64(ZIP_STAT_SIZE) != 0 && stat.size > UInt64(limit) {
            throw .tooLarge(what: name, limit: byteCount(limit))
        }
        guard let entry = zip_fopen_index(archive, UInt64(index), 0) else {
            throw .damagedPackage(
                file: file, why: "\(name) cannot be opened: \(String(cString: zip_strerror(archive)))")
        }
        defer { zip_fclose(entry) }
        var total = 0
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            // The chunk is never empty, so its address is never nil (libzip 1.11 declares the buffer non-null).
            let got = chunk.withUnsafeMutableBytes { zip_fread(entry, $0.baseAddress!, UInt64($0.count)) }
            if got < 0 {
                throw .damagedPackage(
                    file: file, why: "\(name) is damaged: \(String(cString: zip_file_strerror(entry)))")
            }
            if got == 0 { return true }
            total += Int(got)
            // The header's size may lie: stop as soon as the cap is passed, before memory or the disk fills.
            guard total <= limit else { throw .tooLarge(what: name, limit: byteCount(limit)) }
            let going = chunk.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[0..<Int(got)])) }
            if !going { return false }
        }
    }

    /// libzip's words for an error code. The corresponding C call is `zip_error_strerror`.
    static func message(code: Int32) -> String {
        var error = zip_error_t()
        zip_error_init_with_code(&error, code)
        defer { zip_error_fini(&error) }
        return String(cString: zip_error_strerror(&error)).lowercased()
    }
}

/// Writes a new zip archive with libzip: entries are added in memory and written when `finish` is called.
final class ZipWriter {
    private var archive: OpaquePointer?
    private let path: String

    /// Creates (or truncates) the archive at `path`. The corresponding C call is `zip_open`.
    init(path: String) throws(BoardFileError) {
        var code: Int32 = 0
        guard let archive = zip_open(path, ZIP_CREATE | ZIP_TRUNCATE, &code) else {
            throw .cannotWrite(file: path, why: ZipReader.message(code: code))
        }
        self.archive = archive
        self.path = path
    }

    /// An archive that was never finished leaves nothing behind. The corresponding C call is `zip_discard`.
    deinit { if let archive { zip_discard(archive) } }

    /// Adds one entry. The corresponding C calls are `zip_source_buffer` and `zip_file_add`.
    func add(_ name: String, _ bytes: [UInt8]) throws(BoardFileError) {
        guard let archive else { return }
        // libzip reads the buffer only when the archive is closed, so it gets its own copy to free.
        guard let copy = malloc(max(bytes.count, 1)) else { throw .cannotWrite(file: path, why: "out of memory") }
        bytes.withUnsafeBytes { if let base = $0.baseAddress { memcpy(copy, base, bytes.count) } }
        guard let source = zip_source_buffer(archive, copy, UInt64(bytes.count), 1) else {
            free(copy)
            throw .cannotWrite(file: path, why: String(cString: zip_strerror(archive)))
        }
        guard zip_file_add(archive, name, source, zip_flags_t(ZIP_FL_OVERWRITE | ZIP_FL_ENC_UTF_8)) >= 0 else {
            zip_source_free(source)
            throw .cannotWrite(file: path, why: String(cString: zip_strerror(archive)))
        }
    }

    /// Adds one entry whose bytes are the first `size` bytes of the file at `path`, read only when the archive is
    /// written, a part at a time: an entry is never held whole in memory (D8). The corresponding C calls are
    /// `zip_source_file_create` and `zip_file_add`.
    func addFile(_ name: String, path sourcePath: String, size: Int) throws(BoardFileError) {
        guard let archive else { return }
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let source = zip_source_file_create(sourcePath, 0, zip_int64_t(size), &error) else {
            throw .cannotWrite(file: path, why: Self.words(&error))
        }
        guard zip_file_add(archive, name, source, zip_flags_t(ZIP_FL_OVERWRITE | ZIP_FL_ENC_UTF_8)) >= 0 else {
            zip_source_free(source)
            throw .cannotWrite(file: path, why: String(cString: zip_strerror(archive)))
        }
    }

    private static func words(_ error: inout zip_error_t) -> String {
        String(cString: zip_error_strerror(&error)).lowercased()
    }

    /// Writes the archive (libzip writes a temporary file beside it and renames it into place). The corresponding
    /// C call is `zip_close`.
    func finish() throws(BoardFileError) {
        guard let archive else { return }
        guard zip_close(archive) == 0 else {
            throw .cannotWrite(file: path, why: String(cString: zip_strerror(archive)))
        }
        self.archive = nil
    }
}
