import BricksonCore
import LinuxSystem
import OpenBoardFormat
import USBStick

extension StickFolder {
    /// The package `name` at the top of `folder`, opened where it lies and read a part at a time, never whole (D8):
    /// nil where the file is not a package (it does not start like a zip and `always` is false). Opened as `read`
    /// opens a file, and refused the same way when it is over `limit`. The corresponding C calls are `openat`,
    /// `fstat` and `pread`.
    static func package(
        _ name: String, in folder: String, limit: Int, always: Bool = false
    ) throws(StickError) -> PackageReader? {
        let file = try opened(name, in: folder)
        let found: FileDescriptor.RegularSize
        let start: [UInt8]
        do throws(SystemCallError) {
            found = try file.regularSize(limit: limit)
            start = found == .notRegular ? [] : try file.read(at: 0, count: 2)
        } catch {
            throw .stick(error.code, doing: "“\(name)” could not be read")
        }
        let size: Int
        switch found {
        case .size(let bytes): size = bytes
        case .notRegular: throw StickError("“\(name)” is not a regular file: it was not read.")
        case .tooLarge: throw StickError("“\(name)” is too large (over \(limit >> 20) MiB): it was not read.")
        }
        guard always || start == Array("PK".utf8) || name.lowercased().hasSuffix(".obz") else { return nil }
        do throws(BoardFileError) {
            return try PackageReader(file: file, size: size, name: name)
        } catch {
            throw StickError(error.description)
        }
    }
}
