import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program on a real pseudo-terminal, as a person at a terminal would: it is the
/// session leader with the pty as its controlling terminal, so Ctrl-C typed as `\u{3}` raises
/// SIGINT through the line discipline exactly as it does for a user.
public final class PseudoTerminal: @unchecked Sendable {
    public let pid: pid_t
    let master: Int32
    private(set) public var transcript = Data()

    /// Starts `executable` on a new pty of the given size.
    public init(
        _ executable: String, _ arguments: [String], environment: [String: String],
        columns: UInt16 = 80, rows: UInt16 = 24
    ) throws {
        // posix_openpt/grantpt/unlockpt are hidden from Swift's Glibc module; these are the
        // Linux ioctls they are made of.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        let setLock: UInt = 0x4004_5431  // TIOCSPTLCK, not exported to Swift
        let getNumber: UInt = 0x8004_5430  // TIOCGPTN, likewise
        guard master >= 0,
            ioctl(master, setLock, &unlock) == 0,
            ioctl(master, getNumber, &number) == 0
        else {
            throw PTYError("cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        let slavePath = "/dev/pts/\(number)"
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // After setsid, opening the slave makes it the child's controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        let setSID: Int32 = 0x80  // POSIX_SPAWN_SETSID, not exported to Swift
        posix_spawnattr_setflags(&attributes, Int16(setSID | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let rc = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard rc == 0 else { throw PTYError("cannot start \(executable): \(String(cString: strerror(rc)))") }
        pid = child
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    /// Everything the program has written so far, as text.
    public var text: String { String(decoding: transcript, as: UTF8.self) }

    /// Types text at the terminal.
    public func send(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if n > 0 { offset += n } else if errno != EAGAIN && errno != EINTR { return } else { usleep(1000) }
        }
    }

    /// Changes the terminal's size (the program gets SIGWINCH).
    public func resize(columns: UInt16, rows: UInt16 = 24) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Reads what is available, waiting up to `timeout` seconds for more.
    func pump(timeout: TimeInterval) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(max(0, timeout * 1000)))
        guard ready > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            transcript.append(contentsOf: buffer[0..<n])
        }
    }

    /// Waits until the output after `offset` contains `needle`.
    /// - Returns: whether it appeared within `timeout` seconds.
    @discardableResult
    public func expect(_ needle: String, after offset: Int = 0, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let tail = transcript.count > offset ? transcript.suffix(from: transcript.startIndex + offset) : Data()
            if String(decoding: tail, as: UTF8.self).contains(needle) { return true }
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { return false }
            pump(timeout: min(left, 0.1))
        }
    }

    /// Presses Ctrl-D on an empty line until the program leaves, as a person would. A Ctrl-D
    /// typed in the instant before the line editor puts the terminal in raw mode is taken by the
    /// terminal's cooked mode instead (echoed as `^D`, left as a stray character in the line), so
    /// each try first clears the line with Ctrl-U.
    /// - Returns: the exit status, or nil if it is still running after `attempts` tries.
    public func pressCtrlDUntilExit(attempts: Int = 5) -> Int32? {
        for _ in 0..<attempts {
            usleep(100_000)
            send("\u{15}")
            usleep(50_000)
            send("\u{4}")
            if let status = waitForExit(timeout: 3) { return status }
        }
        return nil
    }

    /// Waits for the program to exit.
    /// - Returns: its exit status, or nil if it is still running after `timeout` seconds.
    public func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            pump(timeout: 0.05)
            var status: Int32 = 0
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid {
                pump(timeout: 0.05)
                if status & 0x7f == 0 { return (status >> 8) & 0xff }
                return 128 + (status & 0x7f)
            }
        }
        return nil
    }

    public struct PTYError: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
