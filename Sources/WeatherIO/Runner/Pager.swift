import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// Shows text through the user's pager (`/bin/sh -c "$PAGER"`, reading the text on its standard
/// input) and waits for it, as git does. Ctrl-C belongs to the pager meanwhile.
enum Pager {
    /// Pages `text`. - Returns: false when the pager could not be started (nothing was shown:
    /// the caller prints the text itself).
    static func show(_ text: String, command: String, environment: [String: String], interrupts: any InterruptSource) -> Bool {
        guard let program = command.split(separator: " ").first.map(String.init), isRunnable(program, environment: environment) else {
            return false
        }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return false }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        // The pager gets the signals' default actions and an empty mask, whatever wxsh set.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGHUP, SIGTSTP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var pid: pid_t = 0
        let arguments = ["/bin/sh", "-c", command]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, &argv, environ)
        close(readEnd)
        guard spawned == 0 else {
            close(writeEnd)
            return false
        }
        // A pager that quits before reading everything closes the pipe: that is no error.
        let previous = signal(SIGPIPE, SIG_IGN)
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            if written > 0 { bytes = bytes.dropFirst(written) } else if errno != EINTR { break }
        }
        close(writeEnd)
        signal(SIGPIPE, previous)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Ctrl-C pressed in the pager was the pager's.
        if interrupts.termination == nil { _ = interrupts.takeInterrupt() }
        return true
    }

    /// Whether `program` names an executable file, by path or on `PATH`.
    static func isRunnable(_ program: String, environment: [String: String]) -> Bool {
        if program.contains("/") { return access(program, X_OK) == 0 }
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { access("\($0)/\(program)", X_OK) == 0 }
    }
}
