import Glibc

/// Listing a folder (`/dev` for GPIO chips, `/dev/dri` for display cards).
public enum Directory {
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
