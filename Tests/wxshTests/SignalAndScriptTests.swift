import Foundation
import Testing
import WXTestSupport

/// Issue 17: SIGTERM and SIGHUP save before leaving (item 6), and a SCRIPT is read up to 8 MB
/// with read errors said (item 12).
@Suite(.serialized) struct SignalAndScriptTests {
    let home = TemporaryHome()

    // MARK: - Item 6

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func sigtermOrSighupDuringFetchSavesStateAndExits(signal: Int32, status: Int32) throws {
        let server = try FakeOpenWeatherServer()
        try server.start()
        defer { server.stop() }
        server.delay(30, on: FakeOpenWeatherServer.Path.oneCall)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Run.wxsh)
        process.arguments = ["-c", "units imperial; location San Francisco"]
        process.environment = home.environment([
            "OPENWEATHER_API_URL": server.baseURL.absoluteString,
            "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey
        ])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while server.count(FakeOpenWeatherServer.Path.oneCall) == 0 && Date() < deadline { usleep(20_000) }
        #expect(server.count(FakeOpenWeatherServer.Path.oneCall) == 1, "the fetch started")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "wxsh left by itself, not killed by the signal")
        #expect(process.terminationStatus == status)
        let state = try String(contentsOf: home.state.appendingPathComponent("wxsh/state.json"), encoding: .utf8)
        #expect(state.contains("imperial"), "the run's change was saved: \(state)")
    }

    // MARK: - Item 12

    @Test func aScriptOver8MBIsRefusedWithExit2() throws {
        let path = home.write("big.wxsh", "status\n")
        #expect(truncate(path, 9 * 1024 * 1024) == 0)
        let result = Run.wxsh([path], environment: home.environment())
        #expect(result.status == 2)
        #expect(result.stderr == "wxsh: script \(path) is larger than 8 MB; it is not read further\n", "\(result.stderr)")
        #expect(result.stdout == "")
    }

    @Test func aNeverEndingDeviceAsScriptStopsAt8MBWithExit2() throws {
        // Not Run.process: a wxsh that reads for ever must be killed outright at the deadline.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Run.wxsh)
        process.arguments = ["/dev/zero"]
        process.environment = home.environment()
        // A file, not a pipe: nothing to drain while it runs.
        let errorFile = home.write("stderr.txt", "")
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: errorFile)
        try process.run()
        // About 1 s in a debug build, 8 s under AddressSanitizer on a quiet machine, and over 30 s
        // under it with six test processes on two cores: the bound is for a wxsh that never stops.
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        let finished = !process.isRunning
        if !finished { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let said = try String(contentsOfFile: errorFile, encoding: .utf8)
        #expect(finished, "wxsh stopped by itself")
        #expect(process.terminationStatus == 2)
        #expect(said.hasSuffix("wxsh: script /dev/zero is larger than 8 MB; it is not read further\n"), "\(said.suffix(300))")
    }

    @Test func aScriptReadErrorIsAnErrorWithExit2() {
        let result = Run.process(Run.wxsh, ["/proc/self/mem"], environment: home.environment(), timeout: 30)
        #expect(result.status == 2)
        #expect(result.stderr == "wxsh: cannot read script /proc/self/mem: Input/output error\n", "\(result.stderr)")
    }

    @Test func pipesDashAndProcessSubstitutionKeepWorkingAsScripts() {
        let dash = Run.wxsh(["-"], environment: home.environment(), stdin: "units imperial\ntab now\n")
        #expect(dash.status == 0, "\(dash.stderr)")
        #expect(dash.stdout.contains("°F"))
        let substituted = Run.process("/bin/bash", ["-c", "\"$0\" <(printf 'tab forecast\\n')", Run.wxsh], environment: home.environment())
        #expect(substituted.status == 0, "\(substituted.stderr)")
        #expect(substituted.stdout.contains("Forecast"))
    }
}
