import Foundation
import Testing
import WXTestSupport

/// The built `wxsh` against input beyond its limits: each is refused with one clear line and
/// the run goes on, never a crash or a hang.
@Suite struct LimitsTranscriptTests {
    let home = TemporaryHome()

    func run(_ arguments: [String], stdin: String = "") -> RunResult {
        // OpenWeather without a key: no request (without a key wxsh would go to Open-Meteo).
        Run.wxsh(["--provider", "openweather"] + arguments, environment: home.environment(), stdin: stdin)
    }

    @Test func aFileOverEightMegabytesIsNotRead() throws {
        let path = home.root.appendingPathComponent("big.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 9 * 1024 * 1024)  // sparse: nothing is written
        try handle.close()
        let result = run(["-c", "load \(path); city"])
        #expect(result.stderr == "wxsh: load: \(path): the file is too large (9437184 bytes; the limit is 8 MB)\n")
        #expect(result.stdout.hasPrefix("London, England, GB\n"), "the previous data is still shown")
        #expect(result.status == 1)
    }

    @Test func aDocumentNestedTooDeeplyIsRefusedInOneLine() {
        let path = home.write("deep.json", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        let result = run(["-c", "load \(path); status"])
        #expect(result.stderr == "wxsh: load: \(path): the document is nested too deeply (over 64 levels)\n")
        #expect(result.stdout.contains("bundled"))
        #expect(result.status == 1)
    }

    @Test func aLineOverSixtyFourKilobytesIsDroppedAndTheNextRuns() {
        let input = "search " + String(repeating: "a", count: 70_000) + "\nunits imperial\nunits\n"
        let result = run([], stdin: input)
        #expect(result.stderr == "wxsh: line too long (over 65536 bytes); ignored\n")
        #expect(result.stdout.hasSuffix("units: imperial\n"))
        #expect(result.status == 1)
    }

    @Test func aCommandOverFourKilobytesIsRefused() {
        let result = run(["-c", "search " + String(repeating: "b", count: 5_000) + "; units"])
        #expect(result.stderr == "wxsh: line too long (5007 bytes; the limit is 4096)\n")
        #expect(result.stdout == "units: metric\n")
        #expect(result.status == 1)
    }
}
