import Foundation
import Testing
import WXTestSupport

/// Issue 26: a signal ends wxsh while its output is blocked; history, config and cache files it
/// cannot read are said and left alone; a change made before a fetch survives a kill during it.
@Suite(.serialized) struct ReliabilityTests {
    let home = TemporaryHome()

    // MARK: - 1: signals while the output is blocked

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129)), (SIGINT, Int32(130))])
    func aSignalEndsWxshWhileItsOutputIsAFullPipeNobodyReads(signal: Int32, status: Int32) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Run.wxsh)
        // Some 1.5 MB of help: far more than a pipe holds.
        process.arguments = ["--offline", "-c", (["units imperial"] + Array(repeating: "help", count: 400)).joined(separator: "; ")]
        process.environment = home.environment()
        let unread = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = unread
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Once the pipe is full, wxsh is blocked writing to it.
        let fd = unread.fileHandleForReading.fileDescriptor
        let capacity = fcntl(fd, 1032)  // F_GETPIPE_SZ, not exported to Swift
        var queued: Int32 = 0
        let full = Date().addingTimeInterval(30)
        while Date() < full, ioctl(fd, UInt(FIONREAD), &queued) == 0, queued < capacity { usleep(20_000) }
        #expect(capacity > 0 && queued >= capacity, "the pipe filled up: \(queued) of \(capacity) bytes")
        usleep(200_000)
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(3)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        let ended = !process.isRunning
        if !ended { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(ended, "wxsh ended within 3 seconds of the signal")
        #expect(process.terminationReason == .exit && process.terminationStatus == status, "\(process.terminationStatus)")
        let state = try? String(contentsOf: home.state.appendingPathComponent("wxsh/state.json"), encoding: .utf8)
        #expect(state?.contains("imperial") == true, "the run's change was saved first: \(state ?? "no state")")
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func aSignalEndsWxshAtATerminalStoppedWithCtrlS(signal: Int32, status: Int32) throws {
        let pty = try PseudoTerminal(Run.wxsh, ["--offline", "--no-pager"], environment: home.environment(["TERM": "xterm"]))
        #expect(pty.expect("wxsh:city> "), "no prompt: \(pty.text)")
        let mark = pty.transcript.count
        pty.send("units imperial\r")
        #expect(pty.expect("wxsh:city> ", after: mark), "\(pty.text)")
        // Some 400 KB of help, not read: the terminal's buffer fills and wxsh blocks writing the
        // answer; then Ctrl-S stops the terminal's output, as a person would.
        pty.send(Array(repeating: "help", count: 100).joined(separator: "; ") + "\r")
        usleep(500_000)
        pty.send("\u{13}")
        #expect(pty.waitForExit(timeout: 0.5) == nil, "wxsh waits for the terminal")
        kill(pty.pid, signal)
        #expect(pty.waitForExit(timeout: 3) == status, "ended within 3 seconds of the signal: \(pty.text.suffix(300))")
        let state = try? String(contentsOf: home.state.appendingPathComponent("wxsh/state.json"), encoding: .utf8)
        #expect(state?.contains("imperial") == true, "\(state ?? "no state")")
    }

    // MARK: - 2: a history wxsh cannot read

    @Test(arguments: [false, true])
    func aHistoryThatCannotBeReadIsSaidAndLeftAlone(symlink: Bool) throws {
        guard let user = Unprivileged(home, needed: !symlink) else { return }
        let folder = home.state.appendingPathComponent("wxsh")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        user.give()
        let path = folder.appendingPathComponent("history").path
        if symlink {
            #expect(Foundation.symlink("/dev/zero", path) == 0)
        } else {
            #expect(FileManager.default.createFile(atPath: path, contents: Data("units imperial\ntab hourly\n".utf8)))
            #expect(chmod(path, 0) == 0)
        }
        // Nothing may read /dev/zero for ever when the home is cleaned up.
        defer { unlink(path) }
        let pty = try PseudoTerminal(
            user.command[0], Array(user.command.dropFirst()) + ["--provider", "openweather"],
            environment: home.environment(["TERM": "xterm"]))
        #expect(pty.expect("wxsh:city> "), "no prompt: \(pty.text)")
        let said =
            "wxsh: cannot read the history \(path): \(symlink ? "is not a regular file" : "permission denied"); it is left as it is and this session's commands are not saved"
        #expect(pty.text.contains(said), "\(pty.text)")
        let mark = pty.transcript.count
        pty.send("tab now\r")
        #expect(pty.expect("wxsh:now> ", after: mark), "\(pty.text)")
        #expect(pty.pressCtrlDUntilExit() == 0)
        #expect(pty.text.components(separatedBy: "cannot read the history").count == 2, "said once: \(pty.text)")
        if symlink {
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == "/dev/zero", "the link is still there")
        } else {
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "units imperial\ntab hourly\n")
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0)
        }
    }

    // MARK: - 3: `key NEW` and a config wxsh cannot read

    @Test(arguments: ["mode 000", "symlink", "100 MB"])
    func keyRefusesToReplaceAConfigItCannotRead(kind: String) throws {
        guard let user = Unprivileged(home, needed: kind == "mode 000") else { return }
        let folder = home.config.appendingPathComponent("wxsh")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        user.give()
        let path = folder.appendingPathComponent("config").path
        let original = "# mine\nother = kept\n"
        switch kind {
        case "symlink":
            #expect(symlink("/dev/zero", path) == 0)
        default:
            #expect(FileManager.default.createFile(atPath: path, contents: Data(original.utf8)))
            if kind == "100 MB" { #expect(truncate(path, 100 * 1024 * 1024) == 0) }
            #expect(chmod(path, kind == "mode 000" ? 0 : 0o600) == 0)
        }
        defer { unlink(path) }
        let before = try FileManager.default.attributesOfItem(atPath: path)
        let result = Run.process(
            user.command[0], Array(user.command.dropFirst()) + ["--offline", "-c", "key \(FakeOpenWeatherServer.defaultKey)"],
            environment: home.environment(), currentDirectory: "/")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(!result.stdout.contains("API key saved"), "\(result.stdout)")
        let reason =
            switch kind {
            case "mode 000": "cannot read \(path): permission denied"
            case "symlink": "\(path) is not a regular file"
            default: "\(path) is too large (over 65536 bytes)"
            }
        #expect(
            result.stderr.contains(
                "wxsh: key: \(reason); the key is not saved and the file is left as it is (fix or remove it, then try again)\n"),
            "\(result.stderr)")
        let after = try FileManager.default.attributesOfItem(atPath: path)
        #expect(after[.type] as? FileAttributeType == before[.type] as? FileAttributeType)
        #expect(after[.size] as? Int == before[.size] as? Int)
        #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
        if kind == "mode 000" {
            #expect(after[.posixPermissions] as? Int == 0)
            #expect(chmod(path, 0o600) == 0)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
        }
    }

    // MARK: - 4: a cache entry wxsh cannot read

    @Test(arguments: ["mode 000", "symlink", "100 MB"])
    func anUnreadableCacheEntryIsSaidAndKept(kind: String) throws {
        guard let user = Unprivileged(home, needed: kind == "mode 000") else { return }
        let server = try FakeOpenWeatherServer()
        try server.start()
        defer { server.stop() }
        let environment = home.environment([
            "OPENWEATHER_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey
        ])
        let first = Run.wxsh(["-c", "location Tokyo"], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        let folder = home.cache.appendingPathComponent("wxsh")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("weather_") }
        #expect(names.count == 1, "Tokyo's cache file was written: \(names)")
        let path = folder.appendingPathComponent(try #require(names.first)).path
        switch kind {
        case "symlink":
            #expect(unlink(path) == 0 && symlink("/dev/zero", path) == 0)
        case "100 MB":
            #expect(truncate(path, 100 * 1024 * 1024) == 0)
        default:
            #expect(chmod(path, 0) == 0)
        }
        defer { unlink(path) }
        user.give(except: path)
        let before = try FileManager.default.attributesOfItem(atPath: path)
        let second = Run.process(
            user.command[0], Array(user.command.dropFirst()) + ["-c", "location Tokyo; location San Francisco; location Tokyo"],
            environment: environment, currentDirectory: "/")
        #expect(second.status == 0, "\(second.stderr)")
        let reason =
            switch kind {
            case "mode 000": "cannot read \(path): permission denied"
            case "symlink": "\(path) is not a regular file"
            default: "\(path) is too large (over 8388608 bytes)"
            }
        let said = "wxsh: \(reason); that cached weather is not used and the file is left as it is\n"
        #expect(second.stderr.contains(said), "\(second.stderr)")
        #expect(second.stderr.components(separatedBy: said).count == 2, "said once: \(second.stderr)")
        let after = try FileManager.default.attributesOfItem(atPath: path)
        #expect(after[.type] as? FileAttributeType == before[.type] as? FileAttributeType, "still there, as it was")
        #expect(after[.size] as? Int == before[.size] as? Int)
        #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
        #expect(after[.posixPermissions] as? Int == before[.posixPermissions] as? Int)
    }

    // MARK: - 5: a change made before a slow fetch

    @Test func aChangeMadeBeforeAFetchSurvivesAKillDuringIt() throws {
        let server = try FakeOpenWeatherServer()
        try server.start()
        defer { server.stop() }
        server.delay(30, on: FakeOpenWeatherServer.Path.oneCall)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Run.wxsh)
        process.arguments = ["-c", "places add Paris; location San Francisco"]
        process.environment = home.environment([
            "OPENWEATHER_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey
        ])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while server.count(FakeOpenWeatherServer.Path.oneCall) == 0 && Date() < deadline { usleep(20_000) }
        #expect(server.count(FakeOpenWeatherServer.Path.oneCall) == 1, "the fetch started")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let state = try? String(contentsOf: home.state.appendingPathComponent("wxsh/state.json"), encoding: .utf8)
        #expect(state?.contains("Paris") == true, "the saved place was written before the fetch: \(state ?? "no state")")
    }
}

/// Runs wxsh as a user whom permissions apply to: `nobody` through setpriv when the tests run
/// as root (root reads a mode-000 file), the user itself otherwise.
struct Unprivileged {
    let home: TemporaryHome
    /// The command line's start: setpriv and its options, then wxsh.
    let command: [String]
    let uid: uid_t
    static let nobody: uid_t = 65_534

    /// Nil (with a message) when permissions are `needed` but no unprivileged run is possible.
    init?(_ home: TemporaryHome, needed: Bool) {
        self.home = home
        let setpriv = "/usr/bin/setpriv"
        if getuid() != 0 || !needed {
            (command, uid) = ([Run.wxsh], getuid())
        } else if FileManager.default.isExecutableFile(atPath: setpriv), getpwuid(Unprivileged.nobody) != nil {
            let id = String(Unprivileged.nobody)
            (command, uid) = ([setpriv, "--reuid", id, "--regid", id, "--clear-groups", Run.wxsh], Unprivileged.nobody)
        } else {
            print("skipped: running as root without \(setpriv) or a nobody user, so a file root can read cannot be made unreadable")
            return nil
        }
    }

    /// Hands the XDG folders and what is in them (but `except`) to the user wxsh runs as.
    func give(except: String? = nil) {
        guard uid != getuid() else { return }
        for folder in [home.config, home.state, home.cache] {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var paths = [folder.path]
            if let walker = FileManager.default.enumerator(atPath: folder.path) {
                for case let name as String in walker { paths.append(folder.path + "/" + name) }
            }
            for path in paths where path != except { lchown(path, uid, uid) }
        }
    }
}
