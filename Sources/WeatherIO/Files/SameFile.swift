import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// Whether files named on the command line are one file, so that a run never writes over its
/// own input (`--replay x.wxrec --cast x.wxrec`) or writes two outputs into one file.
enum SameFile {
    /// A file named on the command line: `--cast`, with the path given.
    struct Named: Sendable {
        /// How the command line names it: `--cast`, `--record`, `the script`.
        var role: String
        var path: String
    }

    /// What a path is: an existing file by device and inode (so hard and symbolic links are the
    /// same file), a file not there yet by its folder's device and inode and its name.
    private enum Identity: Equatable {
        case file(dev_t, ino_t)
        case new(dev_t, ino_t, String)
    }

    private static func identity(_ path: String) -> Identity? {
        var info = stat()
        if stat(path, &info) == 0 { return .file(info.st_dev, info.st_ino) }
        let (folder, name) = split(path)
        guard stat(folder, &info) == 0 else { return nil }
        return .new(info.st_dev, info.st_ino, name)
    }

    /// The folder (`.` when the path names none) and the name of a path, split at its last `/`.
    /// (NSString's `deletingLastPathComponent` traps on a one-letter name.)
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// The usage error for the first two of `files` that are the same file, or nil when all
    /// differ: `--replay x.wxrec and --cast x.wxrec are the same file`.
    static func clash(_ files: [Named]) -> SimpleMessage? {
        let known = files.map { ($0, identity($0.path)) }
        for (index, (first, firstIdentity)) in known.enumerated() {
            for (second, secondIdentity) in known[(index + 1)...] {
                let same = firstIdentity.map { $0 == secondIdentity } ?? (first.path == second.path)
                if same {
                    let (one, other) = (TerminalSafety.sanitize(first.path), TerminalSafety.sanitize(second.path))
                    return SimpleMessage("\(first.role) \(one) and \(second.role) \(other) are the same file; name another file to write")
                }
            }
        }
        return nil
    }
}
