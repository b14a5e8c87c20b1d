import Foundation
import Testing
import WXTestSupport

/// Issue 36, 1: the API key never leaves — not in JSON errors, not in a cast typed at a
/// terminal, not through the change-location sheet to the geocoder, not percent-encoded in a
/// recording — checked defect by defect, then as a property of thousands of random sessions.
@Suite(.serialized) struct KeySecrecyTests {
    let home = TemporaryHome()
    static let secret = "abc123secretXYZ"

    // MARK: - JSON errors

    @Test(arguments: ["key \(secret) x", "units metric; key \(secret) x", "KEY \(secret) x # mine"])
    func aJSONErrorNamesTheKeyCommandMasked(line: String) {
        let run = Run.wxsh(["--offline", "--format", "json", "-c", line], environment: home.environment())
        #expect(run.status == 1)
        #expect(!run.stderr.contains(Self.secret) && !run.stdout.contains(Self.secret), "\(run.stderr)")
        #expect(run.stderr.contains(#""command":"key ********""#) || run.stderr.contains(#""command":"KEY ********""#), "\(run.stderr)")
    }

    @Test func aKeyTheServerRefusesIsNotInTheJSONError() throws {
        let server = try FakeOpenWeatherServer()
        try server.start()
        defer { server.stop() }
        let refused = "0123456789abcdef0123456789abcdef"
        let run = Run.wxsh(
            ["--format", "json", "-c", "provider openweather; key \(refused); refresh"],
            environment: home.environment(["OPENWEATHER_API_URL": server.baseURL.absoluteString]))
        #expect(run.stderr.contains(#""kind":"unauthorized""#), "\(run.stderr)")
        #expect(!(run.stdout + run.stderr).contains(refused), "\(run.stderr)")
        #expect(server.requests.contains { $0.query["appid"] == refused }, "the key was tried")
    }

    // MARK: - Keys are letters and digits only

    @Test(arguments: ["ab+cd12", "ab%2Fcd", "ab/cd", "ab-cd", "ab_cd", "ab.cd"])
    func aKeyWithOtherCharactersIsRefusedAsTheErrorSays(key: String) throws {
        let typed = Run.wxsh(["--offline", "-c", "key \(key)"], environment: home.environment())
        #expect(typed.status == 1)
        #expect(typed.stderr == "wxsh: key: a key is letters and digits only, without spaces or other characters\n")
        let config = home.config.appendingPathComponent("wxsh/config").path
        #expect(!FileManager.default.fileExists(atPath: config), "nothing was saved")
        let fromEnvironment = Run.wxsh(
            ["--offline", "-c", "key"], environment: home.environment(["OPENWEATHER_API_KEY": key]))
        #expect(fromEnvironment.stderr.contains("letters and digits only"), "\(fromEnvironment.stderr)")
        #expect(!fromEnvironment.stdout.contains("an API key is set"), "\(fromEnvironment.stdout)")
    }

    // MARK: - The sheet

    @Test func keyTypedInTheSheetIsRefusedAndNeverGeocodedOrRecorded() throws {
        let server = try FakeOpenWeatherServer()
        try server.start()
        defer { server.stop() }
        let recording = home.root.appendingPathComponent("sheet.wxrec").path
        let run = Run.wxsh(
            ["--record", recording], environment: home.environment(["OPEN_METEO_API_URL": server.baseURL.absoluteString]),
            stdin: "location\nkey \(Self.secret)\n\nlocation key \(Self.secret)\n")
        #expect(run.status == 1)
        let refusal =
            "wxsh: location: `key` sets the API key and names no place: leave the place prompt, then type `key YOUR_KEY` on its own\n"
        #expect(run.stderr == refusal + refusal, "\(run.stderr)")
        #expect(!server.requests.contains { $0.path.contains("search") || $0.path.contains("geo") }, "\(server.requests.map(\.path))")
        let recorded = try String(contentsOfFile: recording, encoding: .utf8)
        #expect(!recorded.contains(Self.secret) && !(run.stdout + run.stderr).contains(Self.secret))
    }

    @Test func aPlaceWhoseNameStartsWithKeyIsStillAPlace() {
        let run = Run.wxsh(["--offline", "-c", "location Key West"], environment: home.environment())
        #expect(run.stderr.contains("Key West, Florida, US"), "\(run.stderr)")
        #expect(!run.stderr.contains("sets the API key"))
    }

    // MARK: - A cast made at a terminal

    @Test func aCastAtATerminalShowsTheTypedKeyMasked() throws {
        let cast = home.root.appendingPathComponent("typed.cast").path
        let pty = try PseudoTerminal(
            Run.wxsh, ["--offline", "--no-pager", "--cast", cast], environment: home.environment(["TERM": "xterm"]))
        #expect(pty.expect("wxsh:city> "), "\(pty.text)")
        var mark = pty.transcript.count
        pty.send("units metric; key \(Self.secret)\r")
        #expect(pty.expect("API key saved", after: mark), "\(pty.text)")
        mark = pty.transcript.count
        pty.send("quit\r")
        #expect(pty.waitForExit() == 0)
        let text = try String(contentsOfFile: cast, encoding: .utf8)
        #expect(!text.contains(Self.secret), "the key is in the cast")
        #expect(text.contains("wxsh:city> units metric; key ********\\r\\n"), "\(text)")
        let history = home.state.appendingPathComponent("wxsh/history").path
        #expect((try? String(contentsOfFile: history, encoding: .utf8))?.contains(Self.secret) != true)
    }

    // MARK: - The property

    /// A seeded walk of random sessions: both providers, `key` with random keys at random
    /// places (alone, among other commands, with an extra word, in the sheet, after
    /// `location`, before a comment), with `--record`, `--cast`, `--trace`, `--echo` and JSON
    /// output drawn at random, some at a pseudo-terminal. No key may show up in any output,
    /// cast, recording, history or file under the home but the config file. Sanitized runs (a
    /// check of memory, not of this property) walk fewer.
    @Test func noRandomSessionLetsTheKeyOut() throws {
        let server = try FakeOpenWeatherServer()
        try server.start()
        defer { server.stop() }
        let sessions = SanitizerOptions.active ? 100 : Int(ProcessInfo.processInfo.environment["WXSH_KEY_SESSIONS"] ?? "") ?? 2000
        // Four at a time: a session mostly waits (for its wxsh to start, for the fake server), so four
        // keep two cores busy where two left them half idle.
        let workers = 4
        let lock = NSLock()
        nonisolated(unsafe) var found: [String] = []
        nonisolated(unsafe) var ran = 0
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: sessions, by: workers) {
                var random = SeededRandom(state: UInt64(index) &* 0x9E37_79B9_7F4A_7C15 &+ 36)
                let leaks = Self.session(index, random: &random, server: server)
                lock.withLock {
                    found += leaks
                    ran += 1
                }
            }
        }
        #expect(ran == sessions)
        #expect(found.isEmpty, "\(found.prefix(20))")
        #expect(server.requests.contains { $0.path == FakeOpenWeatherServer.Path.oneCall }, "OpenWeather was asked")
        #expect(server.requests.contains { $0.path.hasPrefix("/v1/") }, "Open-Meteo was asked")
    }

    static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    static let odd = Array("+%/-_.~=&?#")
    static let commands = [
        "tab now", "tab hourly", "tab forecast", "tab pollution", "tab city", "units imperial", "units metric", "refresh",
        "location Paris", "location Tokyo", "status", "key", "trace", "places", "save", "raw", "tab nowhere", "provider open-meteo",
        "provider openweather", "day 2", "help key"
    ]

    /// Runs one random session; returns where its key showed up (nothing, when all is well).
    static func session(_ index: Int, random: inout SeededRandom, server: FakeOpenWeatherServer) -> [String] {
        let home = TemporaryHome()
        var key = String((0..<random.next(in: 12...40)).map { _ in alphabet[random.next(in: 0...(alphabet.count - 1))] })
        if random.next(in: 0...5) == 0 {
            // A key wxsh refuses must not show either.
            key.insert(odd[random.next(in: 0...(odd.count - 1))], at: key.index(key.startIndex, offsetBy: random.next(in: 1...5)))
        }
        var lines: [String] = []
        for _ in 0..<random.next(in: 2...9) {
            switch random.next(in: 0...12) {
            case 0: lines.append("key \(key)")
            case 1: lines.append("units metric; key \(key); tab now")
            case 2: lines.append("key \(key) extra")
            case 3: lines += ["location", "key \(key)", ""]
            case 4: lines.append("location key \(key)")
            case 5: lines.append("KEY \(key) # my key")
            case 6: lines.append("  key   \(key)  ")
            default: lines.append(commands[random.next(in: 0...(commands.count - 1))])
            }
        }
        if !lines.contains(where: { $0.contains(key) }) { lines.insert("key \(key)", at: random.next(in: 0...lines.count)) }
        var arguments: [String] = []
        var environment: [String: String] = [
            "OPEN_METEO_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_URL": server.baseURL.absoluteString
        ]
        if random.next(in: 0...1) == 0 { environment["OPENWEATHER_API_KEY"] = FakeOpenWeatherServer.defaultKey }
        if random.next(in: 0...1) == 0 { environment["OPENWEATHER_API_KEY"] = key }
        if random.next(in: 0...3) == 0 { arguments.append("--offline") }
        if random.next(in: 0...1) == 0 { arguments += ["--format", "json"] }
        if random.next(in: 0...1) == 0 { arguments.append("--trace") }
        if random.next(in: 0...1) == 0 { arguments.append("--echo") }
        if random.next(in: 0...2) == 0 { arguments += ["--record", home.root.appendingPathComponent("run.wxrec").path] }
        if random.next(in: 0...2) == 0 { arguments += ["--cast", home.root.appendingPathComponent("run.cast").path] }
        var outputs: [(String, Data)] = []
        if index % 50 == 7, let pty = try? PseudoTerminal(Run.wxsh, ["--no-pager"] + arguments, environment: home.environment(environment))
        {
            // At a terminal: typed line by line, then left with Ctrl-D. The terminal itself
            // echoes what is typed, so what counts here is what wxsh wrote: its files and cast.
            waitForPrompt(pty, after: 0)
            for line in lines {
                let mark = pty.transcript.count
                pty.send(line + "\r")
                waitForPrompt(pty, after: mark)
            }
            _ = pty.pressCtrlDUntilExit()
        } else {
            let run = Run.wxsh(arguments, environment: home.environment(environment), stdin: lines.joined(separator: "\n") + "\n")
            outputs += [("standard output", run.stdoutData), ("standard error", Data(run.stderr.utf8))]
        }
        for (path, data) in home.allFiles() where !path.hasSuffix("/wxsh/config") { outputs.append((path, data)) }
        let encoded = key.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? key
        return outputs.compactMap { place, data in
            let text = String(decoding: data, as: UTF8.self)
            return text.contains(key) || text.contains(encoded) ? "session \(index) (\(lines)) in \(place)" : nil
        }
    }
}

/// Waits for the next prompt: the shell's (`wxsh:city> `) or the sheet's (`wxsh:location? `).
private func waitForPrompt(_ pty: PseudoTerminal, after mark: Int) {
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
        let text = String(decoding: pty.transcript.dropFirst(mark), as: UTF8.self)
        if text.hasSuffix("> ") || text.hasSuffix("? ") { return }
        _ = pty.expect("\u{0}", after: pty.transcript.count, timeout: 0.05)
    }
}
