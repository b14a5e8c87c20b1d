import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// The user's account in the password database.
enum Account {
    /// The home folder the password database gives this user, if any.
    static func home() -> String? {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        let path = String(cString: directory)
        return path.isEmpty ? nil : path
    }
}
