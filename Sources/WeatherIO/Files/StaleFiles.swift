import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// Removes the temporary files a killed save left behind (they may hold the key): ours by
/// name, owned by this user, regular files, older than an hour.
enum StaleFiles {
    static func remove(in folders: [String], now: Int64 = Int64(time(nil))) {
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where AtomicFile.isTemporaryName(name) {
                let path = folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == getuid(),
                    now - Int64(info.st_mtim.tv_sec) > AtomicFile.staleAfterSeconds
                else { continue }
                unlink(path)
            }
        }
    }
}
