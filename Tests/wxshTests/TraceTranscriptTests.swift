import Foundation
import Testing
import WXTestSupport

/// `--trace` through the built `wxsh`: `save state` only when the state file is written, the
/// lines wrapped to the width, each request on its own line (live, cache, replay), and
/// `trace sequence` as a Mermaid sequence diagram.
@Suite(.serialized) struct TraceTranscriptTests {
    let home = TemporaryHome()

    func traces(_ stderr: String) -> [String] { stderr.split(separator: "\n").map(String.init) }

    @Test func saveStateOnlyWhenTheFileIsWritten() throws {
        let changed = Run.wxsh(["--offline", "--trace", "-c", "tab now"], environment: home.environment())
        #expect(traces(changed.stderr) == ["trace: city → now (tab now) — save state; show now"])
        let file = home.state.appendingPathComponent("wxsh/state.json")
        #expect(FileManager.default.fileExists(atPath: file.path), "the state was written")
        // Nothing saved changes: `tab now` on the now tab, units as they are.
        let unchanged = Run.wxsh(["--offline", "--trace", "-c", "tab now; units metric"], environment: home.environment())
        #expect(traces(unchanged.stderr) == ["trace: now → now (tab now) — show now", "trace: now → now (units metric) — show now"])
        // A recorded and a replayed run never save.
        let server = try FakeOpenWeatherServer()
        try server.start()
        let env = home.environment([
            "OPEN_METEO_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_URL": server.baseURL.absoluteString
        ])
        let recording = home.root.appendingPathComponent("demo.wxrec").path
        let recorded = Run.wxsh(["--record", recording, "--trace", "-c", "tab hourly; units imperial"], environment: env)
        server.stop()
        let replayed = Run.wxsh(["--replay", recording, "--trace", "-c", "tab hourly; units imperial"], environment: env)
        for run in [recorded, replayed] {
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains("trace: city → hourly (tab hourly)"), "\(run.stderr)")
            #expect(!run.stderr.contains("save state"), "\(run.stderr)")
        }
    }

    @Test func wrappedAtFortyColumns() {
        let run = Run.wxsh(
            ["--offline", "--trace", "-c", "tab now; app finance; loan"], environment: home.environment(["COLUMNS": "40"]))
        let lines = traces(run.stderr)
        #expect(
            lines == [
                "trace: city → now (tab now) — save",
                "  state; show now",
                "trace: now → finance/savings (app",
                "  finance) — show calculator",
                "trace: finance/savings → finance/loan",
                "  (loan) — save state; show calculator"
            ], "\(lines)")
        for line in lines { #expect(line.count <= 40, "\(line)") }
    }

    /// `help trace`'s example is what wxsh prints for it.
    @Test func helpsExampleIsRealOutput() throws {
        let help = Run.wxsh(["-c", "help trace"], environment: home.environment()).stdout
        let flowing = help.split(separator: "\n").joined(separator: " ")
        let command = try #require(flowing.range(of: #"`wxsh (--[a-z]+ )+-c '[a-z ]+'`"#, options: .regularExpression))
        #expect(flowing[command] == "`wxsh --offline --trace -c 'tab now'`")
        let real = Run.wxsh(["--offline", "--trace", "-c", "tab now"], environment: home.environment())
        let line = real.stderr.trimmingCharacters(in: .newlines)
        #expect(line == "trace: city → now (tab now) — save state; show now")
        #expect(flowing.contains("prints `\(line)`"), "\(flowing)")
        // The request line it shows has the shape of a real one (the host and numbers differ).
        let shape = { (text: String) in
            text.replacingOccurrences(of: "api.open-meteo.com", with: "HOST").replacingOccurrences(of: "127.0.0.1", with: "HOST")
                .replacingOccurrences(of: #"[0-9]+(\.[0-9])?"#, with: "N", options: .regularExpression)
        }
        let example = try #require(flowing.firstMatch(of: #/`(↳ [^`]+)`/#)).1
        #expect(shape(String(example)) == "↳ HOST/vN/forecast — N, N bytes, N ms, live")
        let (server, env) = try served()
        defer { server.stop() }
        let fetched = Run.wxsh(["--trace", "-c", "location Paris"], environment: env)
        let request = try #require(traces(fetched.stderr).first { $0.contains("/v1/forecast") })
        #expect("  " + shape(String(example)) == shape(request), "\(request)")
    }

    /// A fake server for both providers, and the environment that points wxsh at it.
    func served() throws -> (FakeOpenWeatherServer, [String: String]) {
        let server = try FakeOpenWeatherServer()
        try server.start()
        let url = server.baseURL.absoluteString
        return (server, home.environment(["OPEN_METEO_API_URL": url, "OPENWEATHER_API_URL": url]))
    }

    /// The traces with their milliseconds and bytes (which vary) as `N`, and each command's
    /// request lines in one order (requests sent together answer in any order).
    func steady(_ stderr: String) -> [String] {
        let text = stderr.replacingOccurrences(of: #"[0-9]+(\.[0-9])? ms"#, with: "N ms", options: .regularExpression)
            .replacingOccurrences(of: #"[0-9]+ bytes"#, with: "N bytes", options: .regularExpression)
        var groups: [[String]] = []
        for line in traces(text) {
            if line.hasPrefix("  ") && !groups.isEmpty { groups[groups.count - 1].append(line) } else { groups.append([line]) }
        }
        return groups.flatMap { [$0[0]] + $0.dropFirst().sorted() }
    }

    /// A recording of `location Paris` made against the fake server (stopped since), and the
    /// environment that points wxsh at where it was.
    func recordedParis() throws -> (String, [String: String]) {
        let (server, env) = try served()
        defer { server.stop() }
        let recording = home.root.appendingPathComponent("paris.wxrec").path
        let recorded = Run.wxsh(["--record", recording, "-c", "location Paris"], environment: env)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        return (recording, env)
    }

    /// Each request on its own line: endpoint (never the key), status, bytes, time, and where
    /// the answer came from; live, then from the cache, then from a recording.
    @Test func eachRequestOnItsOwnLine() throws {
        let (server, env) = try served()
        let live = Run.wxsh(["--trace", "-c", "location Paris; location London; location Paris"], environment: env)
        #expect(live.status == 0, "\(live.stderr)")
        let paris = "fetch forecast + air quality for Paris, Île-de-France, FR (Open-Meteo)"
        #expect(
            steady(live.stderr) == [
                "trace: city → city (location Paris) — \(paris): 2 requests, N ms; save state; show city",
                "  ↳ 127.0.0.1/v1/air-quality — 200, N bytes, N ms, live",
                "  ↳ 127.0.0.1/v1/forecast — 200, N bytes, N ms, live",
                "trace: city → city (location London) — fetch forecast + air quality for London, England, GB (Open-Meteo): 2 requests, N ms; save state; show city",
                "  ↳ 127.0.0.1/v1/air-quality — 200, N bytes, N ms, live",
                "  ↳ 127.0.0.1/v1/forecast — 200, N bytes, N ms, live",
                "trace: city → city (location Paris) — from cache, fetched just now: 0 requests; save state; show city",
                "  ↳ 127.0.0.1/v1/forecast — 200, N bytes, N ms, cache"
            ], "\(live.stderr)")
        let recording = home.root.appendingPathComponent("paris.wxrec").path
        let recorded = Run.wxsh(["--record", recording, "-c", "location Paris"], environment: env)
        server.stop()
        #expect(recorded.status == 0, "\(recorded.stderr)")
        // Answered from the recording: never live, never failed; what it lacks was never sent.
        let replayed = Run.wxsh(["--replay", recording, "--trace", "-c", "location Paris; location Kampala"], environment: env)
        #expect(replayed.status == 1)
        #expect(
            steady(replayed.stderr) == [
                "trace: city → city (location Paris) — \(paris): 2 requests, N ms; show city",
                "  ↳ 127.0.0.1/v1/air-quality — 200, N bytes, N ms, replay",
                "  ↳ 127.0.0.1/v1/forecast — 200, N bytes, N ms, replay",
                "wxsh: location: not in the recording: forecast for Kampala, Central Region, UG",
                "trace: city → city (location Kampala) — fetch forecast + air quality for Kampala, Central Region, UG (Open-Meteo) not in the recording: 0 requests, N ms; error",
                "  ↳ 127.0.0.1/v1/air-quality — not in the recording, N bytes, N ms, replay",
                "  ↳ 127.0.0.1/v1/forecast — not in the recording, N bytes, N ms, replay"
            ], "\(replayed.stderr)")
    }

    /// `places` under `--replay`: a place the recording lacks is not in it, never failed, and
    /// its requests were never sent.
    @Test func placesTheRecordingLacksAreNotInIt() throws {
        let (recording, env) = try recordedParis()
        let run = Run.wxsh(
            ["--replay", recording, "--trace", "-c", "location Paris; places add; places add Rome; places refresh"], environment: env)
        let lines = steady(run.stderr)
        #expect(
            lines.contains(
                "trace: city → city (places refresh) — fetch 2 places (Open-Meteo), 1 not in the recording: 2 requests, N ms; show places; error"
            ), "\(lines)")
        let calls = lines.drop { !$0.contains("(places refresh)") }.dropFirst()
        let answered = " — 200, N bytes, N ms, replay"
        #expect(calls.filter { $0.hasSuffix(answered) }.count == 2, "\(lines)")
        #expect(calls.allSatisfy { $0.hasSuffix(answered) || $0.hasSuffix(" — not in the recording, N bytes, N ms, replay") })
        #expect(!run.stderr.contains("failed") && !run.stderr.contains(", live"), "\(run.stderr)")
    }

    /// With `--format json`, a `calls` list beside the `requests` count.
    @Test func jsonTracesListTheirCalls() throws {
        let (server, env) = try served()
        defer { server.stop() }
        let run = Run.wxsh(["--trace", "--format", "json", "-c", "location Paris; location Paris"], environment: env)
        #expect(run.status == 0, "\(run.stderr)")
        let traces = try traces(run.stderr).map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return try #require(object?["trace"] as? [String: Any])
        }
        #expect(traces.map { $0["requests"] as? Int } == [2, 0])
        let calls = traces.map { ($0["calls"] as? [[String: Any]]) ?? [] }
        #expect(calls[0].compactMap { $0["endpoint"] as? String }.sorted() == ["127.0.0.1/v1/air-quality", "127.0.0.1/v1/forecast"])
        #expect(calls[0].allSatisfy { $0["status"] as? Int == 200 && $0["source"] as? String == "live" && $0["error"] is NSNull })
        #expect(calls[0].allSatisfy { ($0["bytes"] as? Int ?? 0) > 100 && ($0["ms"] as? Double ?? -1) >= 0 })
        #expect(calls[1].map { $0["source"] as? String } == ["cache"])
        #expect(calls[1].map { $0["endpoint"] as? String } == ["127.0.0.1/v1/forecast"])
    }

    /// A request line wraps at 40 columns like the trace line, indented under it.
    @Test func requestLinesWrapAtFortyColumns() throws {
        let (server, env) = try served()
        defer { server.stop() }
        var forty = env
        forty["COLUMNS"] = "40"
        let run = Run.wxsh(["--trace", "-c", "location Paris"], environment: forty)
        let lines = traces(run.stderr)
        #expect(lines.count >= 7, "\(lines)")
        for line in lines { #expect(line.count <= 40, "\(line)") }
        #expect(lines.contains { $0.hasPrefix("  ↳ 127.0.0.1/v1/forecast — 200,") }, "\(lines)")
        #expect(lines.filter { $0.hasPrefix("    ") && $0.hasSuffix(" live") }.count == 2, "\(lines)")
    }

    /// `trace sequence` draws the last command as a Mermaid sequence diagram: every participant
    /// declared, one arrow for each request, with its status and time.
    @Test func traceSequenceIsAMermaidSequenceDiagram() throws {
        let (server, env) = try served()
        defer { server.stop() }
        let run = Run.wxsh(["--trace", "-c", "location Paris; trace sequence"], environment: env)
        #expect(run.status == 0, "\(run.stderr)")
        let diagram = try #require(run.stdout.range(of: "sequenceDiagram\n")).lowerBound
        let lines = run.stdout[diagram...].split(separator: "\n").map(String.init)
        #expect(lines.first == "sequenceDiagram")
        var participants: [String: String] = [:]
        var arrows: [(from: String, to: String, text: String)] = []
        let participant = #/^    participant ([A-Za-z0-9_]+)(?: as (.+))?$/#
        let arrow = #/^ +([A-Za-z0-9_]+)(-->>|->>)([A-Za-z0-9_]+): (.+)$/#
        let note = #/^    Note over ([A-Za-z0-9_]+): .+$/#
        for line in lines.dropFirst() {
            if line.hasPrefix("    par ") || line.hasPrefix("    and ") || line == "    end" { continue }
            if let match = line.wholeMatch(of: participant) {
                #expect(arrows.isEmpty, "participants come first")
                participants[String(match.1)] = String(match.2 ?? match.1)
            } else if let match = line.wholeMatch(of: arrow) {
                #expect(!match.4.contains(";") && !match.4.contains("#") || match.4.contains("#59;"), "\(line)")
                arrows.append((String(match.1), String(match.3), String(match.4)))
            } else {
                #expect(line.wholeMatch(of: note) != nil, "not a sequenceDiagram statement: \(line)")
            }
        }
        #expect(["user", "shell", "session", "provider"].allSatisfy { participants[$0] != nil }, "\(participants)")
        let hosts = participants.filter { $0.value == "127.0.0.1" }.map(\.key)
        #expect(hosts.count == 1, "\(participants)")
        for arrow in arrows { #expect(participants[arrow.from] != nil && participants[arrow.to] != nil, "\(arrow)") }
        let requests = arrows.filter { hosts.contains($0.to) }
        #expect(requests.count == 2, "one arrow for each request: \(arrows)")
        for request in requests {
            #expect(request.text.wholeMatch(of: #/GET /v1/(forecast|air-quality)/#) != nil, "\(request.text)")
        }
        let responses = arrows.filter { hosts.contains($0.from) }
        #expect(responses.count == 2, "a response arrow for each request: \(arrows)")
        for response in responses {
            #expect(response.text.wholeMatch(of: #/200, [0-9]+ bytes, [0-9.]+ ms, live/#) != nil, "\(response.text)")
        }
        #expect(arrows.first.map { "\($0.from) \($0.to) \($0.text)" } == "user shell location Paris")
        #expect(arrows.last.map { "\($0.from) \($0.to) \($0.text)" } == "shell user show city")
    }

    /// Replaying: the start-up refresh of the stale bundled London, which the recording cannot
    /// answer, stays quiet as it does offline; a command that needs a missing answer fails.
    @Test func aReplayedRefreshNobodyAskedForStaysQuiet() throws {
        let (recording, env) = try recordedParis()
        let quiet = Run.wxsh(["--replay", recording, "-c", "tab now"], environment: env)
        #expect(quiet.status == 0)
        #expect(quiet.stderr == "")
        #expect(quiet.stdout.hasPrefix("London, England, GB · Weather Now\n"), "\(quiet.stdout)")
        let needed = Run.wxsh(["--replay", recording, "-c", "tab now; location Kampala; tab now"], environment: env)
        #expect(needed.status == 1)
        #expect(needed.stderr == "wxsh: location: not in the recording: forecast for Kampala, Central Region, UG\n")
        #expect(needed.stdout.hasPrefix(quiet.stdout) && needed.stdout.hasSuffix("\n" + quiet.stdout), "\(needed.stdout)")
    }

    /// Bad input to `trace`, `states` and `raw`: one line, status 1, and nothing lost (the tab,
    /// the state file).
    @Test(arguments: [
        ("trace sequence", "wxsh: trace sequence: no command traced yet; turn trace on (`trace on` or `--trace`) and run a command first"),
        ("trace maybe", "wxsh: trace: `maybe` is not on, off or sequence"),
        ("states nonsense", "wxsh: states: `nonsense` is not one of text, dot, mermaid, plantuml, weather, finance, path, slide"),
        ("states dot nowhere", "wxsh: states: `nowhere` is not one of text, dot, mermaid, plantuml, weather, finance, path, slide"),
        ("raw a..b", "wxsh: raw: `a..b` is not a path; write one as jq does: `current.temp`, `hourly[0]`"),
        ("raw [x]", "wxsh: raw: `[x]` is not a path; write one as jq does: `current.temp`, `hourly[0]`"),
        ("raw current.nothing", "wxsh: raw: the forecast answer has no `current.nothing` (`current` is)")
    ])
    func badInputIsOneLineAndLosesNothing(command: String, error: String) throws {
        let before = Run.wxsh(["--offline", "-c", "tab hourly; units imperial"], environment: home.environment())
        #expect(before.status == 0, "\(before.stderr)")
        let file = home.state.appendingPathComponent("wxsh/state.json")
        let saved = try Data(contentsOf: file)
        let run = Run.wxsh(["--offline", "-c", "\(command); units"], environment: home.environment())
        #expect(run.status == 1)
        #expect(run.stderr == error + "\n")
        #expect(run.stdout == "units: imperial\n")
        #expect(try Data(contentsOf: file) == saved, "the state file is as it was")
    }
}
