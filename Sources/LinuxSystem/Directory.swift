import Glibc

/// Listing a folder (`/dev` for GPIO chips, `/dev/dri` for display cards, the top of a USB stick).
public enum Directory {
    /// Hands each name in the folder at `path` to `visit`, without `.` and `..`, in no particular order, until
    /// `visit` returns false; nothing is kept, so a folder of any size costs no memory. A read that fails midway
    /// (a stick pulled out) throws rather than passing for the folder's end. The corresponding C calls are
    /// `opendir`, `readdir` and `closedir`.
    public static func forEachName(_ path: String, _ visit: (String) -> Bool) throws(SystemCallError) {
        guard let folder = opendir(path) else { throw SystemCallError("opendir") }
        defer { closedir(folder) }
        while true {
            errno = 0
            guard let entry = readdir(folder) else {
                if errno != 0 { throw SystemCallError("readdir") }
                return
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != "..", !visit(name) { return }
        }
    }

    /// The names in the folder at `path`, without `.` and `..`, in no particular order. The corresponding C calls
    /// are `opendir`, `readdir` and `closedir`.
    public static func names(_ path: String) throws(SystemCallError) -> [String] {
        guard let folder = opendir(path) else { throw SystemCallError("opendir") }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
