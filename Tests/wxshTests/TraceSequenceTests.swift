import Foundation
import Testing
import WXTestSupport

/// `trace sequence` as completion handlers, through the built `wxsh` against the fake servers:
/// a response arrow for each request, requests sent together in a `par` block, each fetch's
/// completion, a failure named by its status and ending with the error the user is shown;
/// `trace sequence all` and `trace sequence N`. Every diagram is checked statement by statement
/// against Mermaid's `sequenceDiagram` grammar, and by Mermaid's own `mmdc` where it is installed.
@Suite(.serialized) struct TraceSequenceTests {
    let home = TemporaryHome()

    func served() throws -> (FakeOpenWeatherServer, [String: String]) {
        let server = try FakeOpenWeatherServer()
        try server.start()
        let url = server.baseURL.absoluteString
        return (
            server,
            home.environment([
                "OPEN_METEO_API_URL": url, "OPENWEATHER_API_URL": url, "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey
            ])
        )
    }

    /// The diagram printed after the traces: from its `sequenceDiagram` line to the end.
    func diagram(_ stdout: String) throws -> [String] {
        let start = try #require(stdout.range(of: "sequenceDiagram\n")).lowerBound
        return stdout[start...].split(separator: "\n").map(String.init)
    }

    /// A statement-by-statement check of a Mermaid `sequenceDiagram` (what wxsh writes of it):
    /// participants first, then messages between declared participants, notes over them, and
    /// `par`/`and`/`end` blocks that nest and close; no `;` or `#` left unescaped in a text.
    /// - Returns: the problems found (none for a diagram Mermaid parses).
    static func mermaidProblems(_ lines: [String]) -> [String] {
        var problems: [String] = []
        guard lines.first == "sequenceDiagram" else { return ["no sequenceDiagram header"] }
        let participant = #/^    participant ([A-Za-z0-9_]+)(?: as ([^;#]+))?$/#
        let message = #/^ *([A-Za-z0-9_]+)(-->>|->>)([A-Za-z0-9_]+): (.+)$/#
        let note = #/^ *Note over ([A-Za-z0-9_]+)(?:,([A-Za-z0-9_]+))?: (.+)$/#
        var declared: Set<String> = []
        var messages = 0
        var open: [String] = []
        for line in lines.dropFirst() {
            if let match = line.wholeMatch(of: participant) {
                if messages > 0 { problems.append("participant after a message: \(line)") }
                declared.insert(String(match.1))
            } else if let match = line.wholeMatch(of: message) {
                messages += 1
                for name in [match.1, match.3] where !declared.contains(String(name)) { problems.append("undeclared \(name): \(line)") }
                if match.4.replacingOccurrences(of: "#59;", with: "").replacingOccurrences(of: "#35;", with: "").contains(where: {
                    $0 == ";" || $0 == "#"
                }) {
                    problems.append("unescaped: \(line)")
                }
            } else if let match = line.wholeMatch(of: note) {
                for name in [match.1, match.2].compactMap({ $0 }) where !declared.contains(String(name)) {
                    problems.append("undeclared \(name): \(line)")
                }
            } else if line.hasPrefix("    par ") || line == "    par" {
                open.append("par")
            } else if line.hasPrefix("    and ") || line == "    and" {
                if open.last != "par" { problems.append("`and` outside `par`: \(line)") }
            } else if line == "    end" {
                if open.popLast() == nil { problems.append("`end` without a block") }
            } else {
                problems.append("not a statement: \(line)")
            }
        }
        if !open.isEmpty { problems.append("unclosed \(open)") }
        if messages == 0 { problems.append("no messages") }
        return problems
    }

    /// Mermaid's own parser, where `mmdc` (mermaid-cli) is installed: nil when it is not.
    static func mermaidAccepts(_ diagram: String, in folder: URL) -> Bool? {
        guard
            let mmdc = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
                .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("mmdc") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { return nil }
        let input = folder.appendingPathComponent("sequence.mmd")
        try? diagram.write(to: input, atomically: true, encoding: .utf8)
        let run = Run.process(
            mmdc.path, ["-i", input.path, "-o", folder.appendingPathComponent("sequence.svg").path],
            environment: ProcessInfo.processInfo.environment, timeout: 120)
        return run.status == 0
    }

    func checkMermaid(_ lines: [String]) {
        #expect(Self.mermaidProblems(lines) == [], "\(lines.joined(separator: "\n"))")
        if let accepted = Self.mermaidAccepts(lines.joined(separator: "\n") + "\n", in: home.root) {
            #expect(accepted, "mmdc refused:\n\(lines.joined(separator: "\n"))")
        }
    }

    @Test func theStructuralCheckCanFail() {
        #expect(!Self.mermaidProblems(["sequenceDiagram", "    participant a", "    a->>b: x"]).isEmpty)
        #expect(!Self.mermaidProblems(["sequenceDiagram", "    participant a", "    par x", "    a->>a: y"]).isEmpty)
        #expect(!Self.mermaidProblems(["sequenceDiagram", "    participant a", "    a->>a: x; y"]).isEmpty)
        #expect(Self.mermaidProblems(["sequenceDiagram", "    participant a", "    par x", "        a->>a: y", "    end"]).isEmpty)
    }

    /// `location Paris` on Open-Meteo: the place search, then forecast and air quality sent
    /// together in a `par` block, each answered by its response arrow, then the completion.
    @Test func locationParisHasAParBlockAndResponseArrows() throws {
        let (server, env) = try served()
        defer { server.stop() }
        let run = Run.wxsh(["--provider", "open-meteo", "--trace", "-c", "location Paris; trace sequence"], environment: env)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = try diagram(run.stdout)
        checkMermaid(lines)
        let steady = lines.map {
            $0.replacingOccurrences(of: #"[0-9]+(\.[0-9])? ms"#, with: "N ms", options: .regularExpression)
                .replacingOccurrences(of: #"[0-9]+ bytes"#, with: "N bytes", options: .regularExpression)
                .replacingOccurrences(of: #"\): [0-9]+ requests?, N ms"#, with: "): R, N ms", options: .regularExpression)
        }
        let par = try #require(steady.firstIndex { $0.hasPrefix("    par /v1/") })
        let end = try #require(steady[par...].firstIndex(of: "    end"))
        let block = Array(steady[par...end])
        #expect(block.count == 7, "\(block)")
        #expect(block.contains("        provider->>host1: GET /v1/forecast"), "\(block)")
        #expect(block.contains("        provider->>host1: GET /v1/air-quality"), "\(block)")
        #expect(block.filter { $0 == "        host1-->>provider: 200, N bytes, N ms, live" }.count == 2, "\(block)")
        #expect(steady[end + 1] == "    provider-->>session: success (200, 200)", "\(steady)")
        #expect(steady.last == "    Note over session: city → city", "\(steady)")
        #expect(steady.contains("    shell-->>user: show city"))
    }

    /// A forecast that fails with a 500: the completion names the status, and the diagram ends
    /// with the error the user is shown, as wxsh printed it.
    @Test func aFailingRequestEndsWithTheErrorTheUserIsShown() throws {
        let (server, env) = try served()
        defer { server.stop() }
        server.misbehave(.serverError(500), on: "/data/3.0/onecall")
        let run = Run.wxsh(
            ["--provider", "openweather", "--trace", "-c", "location Paris", "-c", "trace sequence"], environment: env)
        #expect(run.status == 1)
        let lines = try diagram(run.stdout)
        checkMermaid(lines)
        let error = try #require(run.stderr.split(separator: "\n").first { $0.hasPrefix("wxsh: ") })
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("host1-->>provider: 500, ") }, "\(lines)")
        #expect(lines.contains("    provider-->>session: failure: HTTP 500"), "\(lines)")
        #expect(!lines.contains { $0.contains("the answer") }, "\(lines)")
        let tail = Array(lines.suffix(3))
        #expect(tail.first == "    session-->>shell: error (http)", "\(lines)")
        #expect(tail.dropFirst().first == "    shell-->>user: \(error)", "\(lines)")
    }

    /// `trace sequence all` draws every command traced, numbered; `trace sequence 2` the second.
    @Test func allCoversEveryCommandAndNPicksOne() throws {
        let (server, env) = try served()
        defer { server.stop() }
        let commands = ["tab now", "location Paris", "units imperial", "explain temperature"]
        let run = Run.wxsh(
            ["--provider", "open-meteo", "--trace"]
                + (commands + ["trace sequence all", "trace sequence 2", "trace sequence 9"]).flatMap {
                    ["-c", $0]
                }, environment: env)
        #expect(run.status == 1, "trace sequence 9 fails")
        #expect(run.stderr.contains("wxsh: trace sequence: there is no traced command 9; 4 commands were traced\n"), "\(run.stderr)")
        let text = run.stdout
        let all = try #require(text.components(separatedBy: "sequenceDiagram\n").dropFirst().first).split(separator: "\n").map(String.init)
        checkMermaid(["sequenceDiagram"] + all)
        let notes = all.filter { $0.hasPrefix("    Note over user,session: ") }
        #expect(notes == commands.enumerated().map { "    Note over user,session: \($0.offset + 1). \($0.element)" }, "\(notes)")
        for command in commands { #expect(all.contains("    user->>shell: \(command)"), "\(command)") }
        let second = try #require(text.components(separatedBy: "sequenceDiagram\n").dropFirst(2).first).split(separator: "\n").map(
            String.init)
        checkMermaid(["sequenceDiagram"] + second)
        #expect(second.contains("    Note over user,session: 2. location Paris"))
        #expect(second.filter { $0.hasPrefix("    user->>shell: ") } == ["    user->>shell: location Paris"])
    }

    /// Under `--replay`, `explain`'s Request line is the URL recorded, not today's base URL.
    @Test func explainUnderReplayNamesTheRecordedURL() throws {
        let (server, env) = try served()
        let file = home.root.appendingPathComponent("paris.wxrec").path
        let recorded = Run.wxsh(["--provider", "open-meteo", "--record", file, "-c", "location Paris"], environment: env)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        server.stop()
        var elsewhere = env
        elsewhere["OPEN_METEO_API_URL"] = "http://127.0.0.1:9"
        let replayed = Run.wxsh(
            ["--provider", "open-meteo", "--replay", file, "--format", "json", "-c", "location Paris", "-c", "explain temperature"],
            environment: elsewhere)
        #expect(replayed.status == 0, "\(replayed.stderr)")
        let object = try #require(
            replayed.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
                .last)
        let request = try #require(object["request"] as? [String: Any])
        let url = try #require(request["url"] as? String)
        #expect(url.hasPrefix(server.baseURL.absoluteString + "/v1/forecast?"), "\(url)")
        #expect(request["source"] as? String == "replay")
    }
}
