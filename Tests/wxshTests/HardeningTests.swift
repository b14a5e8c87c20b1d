import Foundation
import Testing
import WXTestSupport

/// Text from outside printed inert, and the interactive shell under rough handling.
@Suite(.serialized) struct HardeningTests {
    let home = TemporaryHome()

    @Test func aHostilePlaceNameFromTheServerIsPrintedInert() throws {
        let server = try FakeOpenWeatherServer()
        try server.start()
        defer { server.stop() }
        let env = home.environment([
            "OPENWEATHER_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey
        ])
        let text = Run.wxsh(["-c", "location Evilville; status; places add; places"], environment: env)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("Evil^[[2J^[]0;pwned^G, ^[[31mRed<U+202E>, XX\n"), "\(text.stdout.prefix(120))")
        for output in [text.stdout, text.stderr] {
            #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
        }
        let json = Run.wxsh(["--format", "json", "-c", "city; search Evil"], environment: env)
        #expect(json.stdout.contains(#""name":"Evil[2J]0;pwned","country":"XX","state":"[31mRed""#), "\(json.stdout.prefix(200))")
        #expect(!json.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        for line in json.stdout.split(separator: "\n") {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "each line is valid JSON")
        }
    }

    /// JSON carried ESC and BEL as `\u001b` and `\u0007`, which `jq -r .place.name` turns back
    /// into raw escapes: the strings a script decodes must hold no control character at all.
    @Test func jsonStringsFromTheServerDecodeWithoutControlCharacters() throws {
        let server = try FakeOpenWeatherServer()
        try server.start()
        defer { server.stop() }
        let env = home.environment([
            "OPENWEATHER_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey
        ])
        let json = Run.wxsh(["--format", "json", "-c", "location Evilville; city"], environment: env)
        #expect(json.status == 0, "\(json.stderr)")
        let city = try #require(json.stdout.split(separator: "\n").last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(city.utf8)) as? [String: Any])
        let place = try #require(object["place"] as? [String: Any], "\(object.keys)")
        // What `jq -r .place.name` and `jq -r .place.state` print.
        #expect(place["name"] as? String == "Evil[2J]0;pwned")
        #expect(place["state"] as? String == "[31mRed")
        func strings(_ value: Any) -> [String] {
            if let text = value as? String { return [text] }
            if let list = value as? [Any] { return list.flatMap(strings) }
            if let map = value as? [String: Any] { return map.keys.map { $0 } + map.values.flatMap(strings) }
            return []
        }
        for text in strings(object) {
            #expect(
                !text.unicodeScalars.contains {
                    $0.value < 0x20 && $0 != "\n" && $0 != "\t" || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E
                }, "\(text)")
        }
    }

    @Test func aHostileFileIsReportedInert() {
        let path = home.write(
            "evil\u{1B}[2J.json",
            "{\"lat\":1,\"lon\":2,\"current\":{\"dt\":1,\"temp\":280,\"weather\":[{\"id\":1,\"main\":\"x\",\"description\":\"\\u001b]0;pwned\\u0007storm\",\"icon\":\"01d\"}]}}"
        )
        let result = Run.wxsh(["-c", "load \(path); now; load /nonexistent/\u{1B}[31m.json"], environment: home.environment())
        #expect(result.stdout.contains("^[]0;pwned^Gstorm"))
        #expect(result.stderr.contains("load: /nonexistent/^[[31m.json: no such file"))
        for output in [result.stdout, result.stderr] {
            #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        }
    }

    /// A FIFO where a file is expected used to wait for a writer for ever; a folder given as
    /// SCRIPT ran nothing and succeeded.
    @Test func fifosAndFoldersWhereFilesBelongAreRefusedAtOnce() throws {
        let fifo = home.root.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for file in ["state/wxsh/state.json", "config/wxsh/config", "state/wxsh/history"] {
            let path = home.root.appendingPathComponent(file).path
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            #expect(mkfifo(path, 0o600) == 0)
        }
        let result = Run.process(Run.wxsh, ["--offline", "-c", "load \(fifo); city"], environment: home.environment(), timeout: 10)
        #expect(result.stderr.contains("wxsh: load: \(fifo): is not a regular file\n"), "\(result.stderr)")
        #expect(result.stderr.contains("state.json: is not a regular file"), "\(result.stderr)")
        #expect(result.stderr.contains("config is not a regular file"), "\(result.stderr)")
        #expect(result.stdout.hasPrefix("London, England, GB\n"))
        #expect(result.status == 1)

        let folder = Run.wxsh([home.root.path], environment: home.environment())
        #expect(folder.status == 2)
        #expect(folder.stderr == "wxsh: cannot read script \(home.root.path): is a folder, not a file\n")
    }

    @Test func outputThatCannotBeWrittenIsAFailure() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Run.wxsh)
        process.arguments = ["-c", "status"]
        process.environment = home.environment()
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(String(decoding: said, as: UTF8.self) == "wxsh: cannot write the output: No space left on device\n")
    }

    @Test func aConfigFileOthersCanReadIsWarnedAbout() throws {
        let config = home.write("config/wxsh/config", "api_key = \(FakeOpenWeatherServer.defaultKey)\n")
        chmod(config, 0o644)
        let result = Run.wxsh(["-c", "key"], environment: home.environment())
        #expect(result.stderr.contains(config) && result.stderr.contains("chmod 600"), "\(result.stderr)")
        #expect(result.stdout.contains("an API key is set (in \(config))"))
    }

    @Test func outputRefitsTheWindowAfterAResize() throws {
        var env = home.environment(["TERM": "xterm"])
        env["COLUMNS"] = nil
        let pty = try PseudoTerminal(Run.wxsh, [], environment: env, columns: 80)
        #expect(pty.expect("wxsh:city> "))
        pty.send("hourly\r")
        #expect(pty.expect("wxsh:hourly> "))
        let wide = pty.transcript.count
        pty.resize(columns: 44, rows: 120)  // tall enough for all 48 hours
        pty.send("hourly\r")
        #expect(pty.expect("wxsh:hourly> ", after: wide + 10))
        let after = String(decoding: pty.transcript.suffix(from: pty.transcript.startIndex + wide), as: UTF8.self)
        let rows = after.replacingOccurrences(of: "\r", with: "").split(separator: "\n").filter { $0.contains("°") }
        #expect(rows.count >= 48)
        #expect(rows.allSatisfy { $0.count <= 44 }, "\(rows.filter { $0.count > 44 })")
        pty.send("quit\r")
        _ = pty.waitForExit()
    }

    @Test func pasting100LinesAtOnceRunsThemAll() throws {
        let pty = try PseudoTerminal(Run.wxsh, [], environment: home.environment(["TERM": "xterm"]))
        #expect(pty.expect("wxsh:city> "))
        let lines = (0..<100).map { $0 % 2 == 0 ? "units imperial" : "units metric" }
        pty.send(lines.joined(separator: "\r") + "\rstatus\r")
        #expect(pty.expect("API key      not set", timeout: 20), "\(pty.text.suffix(400))")
        pty.send("quit\r")
        #expect(pty.waitForExit() == 0)
        let history = try String(contentsOf: home.state.appendingPathComponent("wxsh/history"), encoding: .utf8)
        #expect(
            history.hasSuffix("units imperial\nunits metric\nstatus\nquit\n")
                || history.hasSuffix("units metric\nunits imperial\nstatus\nquit\n"), "\(history)")
    }

    @Test func ctrlDOnAnEmptyLineLeavesButNotMidLine() throws {
        let pty = try PseudoTerminal(Run.wxsh, [], environment: home.environment(["TERM": "xterm"]))
        #expect(pty.expect("wxsh:city> "))
        pty.send("sta")
        pty.send("\u{4}")  // mid-line: deletes under the cursor (nothing), does not leave
        pty.send("tus\r")
        #expect(pty.expect("Mode         live"), "\(pty.text)")
        #expect(pty.pressCtrlDUntilExit() == 0)
    }
}
