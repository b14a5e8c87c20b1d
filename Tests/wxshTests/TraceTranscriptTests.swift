import Foundation
import Testing
import WXTestSupport

/// `--trace` through the built `wxsh`: `save state` only when the state file is written, and the
/// lines wrapped to the width.
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
    }
}
