import Foundation
import Testing
import WXTestSupport

/// The finance calculator through the built `wxsh`, across restarts.
@Suite struct FinanceTranscriptTests {
    let home = TemporaryHome()

    func run(_ arguments: [String], stdin: String = "", env: [String: String] = [:]) -> RunResult {
        Run.wxsh(arguments, environment: home.environment(env), stdin: stdin)
    }

    var stateFile: String { home.state.appendingPathComponent("wxsh/state.json").path }

    @Test func theIssuesTwoExamples() {
        let loan = run(["-c", "app finance; tab loan; set P 350000; set r 3.5; set t 25"])
        #expect(loan.status == 0)
        #expect(loan.stderr == "")
        #expect(loan.stdout.hasSuffix("Monthly payment (PMT): £1,752.18\n"))
        let savings = run(["-c", "app finance; tab savings; set P 1000; set t 5; set A 3000"])
        #expect(savings.stdout.hasSuffix("Interest rate (r): 22.1746%\n"))
    }

    @Test func everyFieldSurvivesARestart() throws {
        _ = run([
            "-c",
            "app finance; tab loan; set P 350000; set r 3.5; set t 25; tab savings; set P 1000; set r 4; show payments; tab compound; set PMT 100"
        ])
        let mode = try FileManager.default.attributesOfItem(atPath: stateFile)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let after = run(["--format", "json", "-c", "app finance; tab loan; tab savings; tab compound"])
        let lines = after.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].contains(#""tab":"compound""#), "the finance tab is as left: \(lines[0])")
        #expect(lines[1].contains(#""P":350000"#) && lines[1].contains(#""PMT":1752.18"#) && lines[1].contains(#""solved":"PMT""#))
        #expect(lines[2].contains(#""P":1000"#) && lines[2].contains(#""r":4"#) && lines[2].contains(#""show":"payments""#))
        #expect(lines[3].contains(#""PMT":100"#))
    }

    @Test func aDamagedStateFileIsMovedAsideAndSaidOnce() throws {
        home.write("state/wxsh/state.json", "{\"version\":1,\"finance\":{\"tab\":\"lo")
        let result = run(["-c", "app finance; set P 5"])
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("wxsh: \(stateFile) was damaged (not valid JSON") == true)
        #expect(lines.first?.contains("it was moved to \(stateFile).corrupt-") == true)
        let aside = try FileManager.default.contentsOfDirectory(atPath: home.state.appendingPathComponent("wxsh").path)
            .filter { $0.hasPrefix("state.json.corrupt-") }
        #expect(aside.count == 1)
        #expect(result.status == 0)
        #expect(try String(contentsOfFile: stateFile, encoding: .utf8).contains(#""P" : 5"#))
    }

    @Test func aNewerFileIsNotOverwritten() throws {
        let newer = "{\"version\":99,\"finance\":{\"tab\":\"loan\"},\"galaxies\":[]}"
        home.write("state/wxsh/state.json", newer)
        let result = run(["-c", "app finance; set P 5"])
        #expect(result.stderr.contains("was written by a newer wxsh (format 99); it is left as it is"))
        #expect(try String(contentsOfFile: stateFile, encoding: .utf8) == newer)
    }

    @Test func twoProcessesAtOnceLeaveAWholeFile() throws {
        let group = DispatchGroup()
        for i in 0..<6 {
            group.enter()
            DispatchQueue.global().async {
                _ = Run.wxsh(
                    ["-c", "app finance; tab loan; set P \(1000 * (i + 1)); set r 5; set t \(i + 1)"], environment: home.environment())
                group.leave()
            }
        }
        group.wait()
        let data = try Data(contentsOf: URL(fileURLWithPath: stateFile))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: home.state.appendingPathComponent("wxsh").path)
            .filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    @Test func currencyFollowsTheLocale() {
        let result = run(["-c", "app finance; tab loan; set P 350000; set r 3.5; set t 25"], env: ["LANG": "en_US.UTF-8"])
        #expect(result.stdout.hasSuffix("Monthly payment (PMT): $1,752.18\n"))
    }

    @Test func badInputNeverPrintsNaN() {
        let result = run([
            "-c", "app finance; tab loan; set P 100000; set r 12; set PMT 500; set P abc; set r 1e400; set n -3; solve r; clear; solve P"
        ])
        #expect(result.status == 1)
        for text in [result.stdout, result.stderr] {
            #expect(!text.lowercased().contains("nan") && !text.contains("inf"))
        }
        #expect(result.stderr.contains("never repaid: the payment does not cover the interest"))
    }
}
