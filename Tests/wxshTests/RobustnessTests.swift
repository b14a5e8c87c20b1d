import Foundation
import Testing
import WXTestSupport

/// Issue 17's reliability items through the built `wxsh`: files, environment, signals, SCRIPT.
@Suite(.serialized) struct RobustnessTests {
    let home = TemporaryHome()

    /// The environment without HOME or any XDG folder.
    /// The lines of `status` naming wxsh's own files (not the bundled data's folder, which is
    /// wherever the checkout is, /tmp included).
    func fileLines(_ status: String) -> [Substring] {
        status.split(separator: "\n").filter { line in ["State", "History", "Config", "Cache"].contains { line.hasPrefix($0 + " ") } }
    }

    func homeless(_ extra: [String: String] = [:]) -> [String: String] {
        var env = home.environment(extra)
        for name in ["HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"] { env[name] = nil }
        return env
    }

    // MARK: - Item 2: HOME unset

    @Test func homeUnsetUsesThePasswordDatabaseNeverTmp() throws {
        let account = try #require(getpwuid(getuid())).pointee
        let accountHome = String(cString: account.pw_dir)
        let result = Run.wxsh(["--offline", "-c", "status"], environment: homeless())
        #expect(result.stdout.contains("State        \(accountHome)/.local/state/wxsh/state.json"), "\(result.stdout)")
        #expect(result.stdout.contains("Config       \(accountHome)/.config/wxsh/config"))
        #expect(!fileLines(result.stdout).isEmpty && !fileLines(result.stdout).contains { $0.contains("/tmp/") }, "\(result.stdout)")
    }

    @Test func homeUnsetAndNoPasswordEntryRunsWithoutSavingSaidOnce() throws {
        let uid = "54321"
        guard getpwuid(54321) == nil, getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return }
        let shared = "/tmp/.local/state/wxsh/state.json"
        let existedBefore = FileManager.default.fileExists(atPath: shared)
        // What a wxsh without the fix writes there (the key too), removed after the run.
        let sharedFolders = ["/tmp/.config", "/tmp/.local", "/tmp/.cache"].filter { !FileManager.default.fileExists(atPath: $0) }
        let result = Run.process(
            "/usr/bin/setpriv",
            [
                "--reuid", uid, "--regid", uid, "--clear-groups", Run.wxsh,
                "--offline", "-c", "units imperial; key \(FakeOpenWeatherServer.defaultKey); status"
            ],
            environment: homeless(), currentDirectory: "/")
        let wroteShared = FileManager.default.fileExists(atPath: shared)
        for folder in sharedFolders { try? FileManager.default.removeItem(atPath: folder) }
        let said = "wxsh: HOME is not set and the password database has no home folder for this user; nothing will be saved this run\n"
        #expect(result.stderr.hasPrefix(said), "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "nothing will be saved").count == 2, "said once: \(result.stderr)")
        #expect(result.stderr.contains("key: there is no home folder to save it in; set OPENWEATHER_API_KEY instead"), "\(result.stderr)")
        #expect(!fileLines(result.stdout).contains { $0.contains("/tmp/") }, "\(result.stdout)")
        #expect(existedBefore || !wroteShared, "nothing was written in /tmp")
        #expect(result.stdout.contains("Units        imperial"))
    }

    // MARK: - Item 3: an unreadable state file

    @Test func unreadableStateFileIsKeptUntouched() throws {
        // Over the 16 MB limit (mode 000 is readable by root, who runs the tests).
        let folder = home.state.appendingPathComponent("wxsh")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("state.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("{\"version\":1}".utf8)))
        #expect(truncate(path, 17 * 1024 * 1024) == 0)
        let before = try FileManager.default.attributesOfItem(atPath: path)
        let result = Run.wxsh(["--offline", "-c", "units imperial; tab now"], environment: home.environment())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr
                == "wxsh: cannot read \(path): the file is too large (17825792 bytes; the limit is 16 MB); it is left as it is and nothing will be saved this session\n",
            "\(result.stderr)")
        let after = try FileManager.default.attributesOfItem(atPath: path)
        #expect(after[.size] as? Int == 17 * 1024 * 1024)
        #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("state.json") } == ["state.json"])
    }

    // MARK: - Item 5: stale temporary files

    @Test func staleTemporaryFilesOfSecretsAreRemovedAtStart() throws {
        let old = Date().addingTimeInterval(-2 * 3600)
        let stale = home.write("config/wxsh/.config.tmp-Ab12Cd", "api_key = \(FakeOpenWeatherServer.defaultKey)\n")
        let staleState = home.write("state/wxsh/.state.json.tmp-Qq11Ww", "{}")
        let fresh = home.write("config/wxsh/.config.tmp-Xy34Zw", "api_key = \(FakeOpenWeatherServer.defaultKey)\n")
        let notOurs = home.write("config/wxsh/notes.tmp-aaaaaa", "mine")
        for path in [stale, staleState, notOurs] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        }
        let result = Run.wxsh(["--offline", "-c", "status"], environment: home.environment())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(!FileManager.default.fileExists(atPath: staleState))
        #expect(FileManager.default.fileExists(atPath: fresh), "a save may be under way in another wxsh")
        #expect(FileManager.default.fileExists(atPath: notOurs))
        try? FileManager.default.removeItem(atPath: fresh)
    }

    // MARK: - Item 7: the URL variable

    @Test func anEmptyOpenWeatherURLIsSaidAtOnceByName() {
        let result = Run.wxsh(["--offline", "-c", "status"], environment: home.environment(["OPENWEATHER_API_URL": ""]))
        #expect(result.stderr.hasPrefix("wxsh: OPENWEATHER_API_URL is set but empty"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func aBadOpenWeatherURLIsNamedNotReportedAsNoKey() throws {
        let server = try FakeOpenWeatherServer()
        try server.start()
        defer { server.stop() }
        let url = "ftp://127.0.0.1:\(server.port)"
        let result = Run.wxsh(
            ["-c", "location San Francisco; location Nowhereville"],
            environment: home.environment(["OPENWEATHER_API_URL": url, "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey]))
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("wxsh: OPENWEATHER_API_URL is `\(url)`, not an http:// or https:// URL") == true, "\(result.stderr)")
        #expect(!result.stderr.contains("no OpenWeather API key"), "\(result.stderr)")
        #expect(lines.dropFirst().allSatisfy { $0.contains("OPENWEATHER_API_URL") }, "\(result.stderr)")
        #expect(result.status == 1)
        #expect(server.count() == 0)
    }

    // MARK: - Item 15: the config file's mode

    @Test func aConfigFileOthersCanReadIsWarnedAboutOnlyWhenItHoldsAKey() {
        let config = home.write("config/wxsh/config", "# no key here\nunits = metric\n")
        chmod(config, 0o644)
        let result = Run.wxsh(["-c", "key"], environment: home.environment())
        #expect(result.stderr == "", "\(result.stderr)")
    }
}
