import Foundation
import Testing
import WXTestSupport
import WeatherCore

@testable import WeatherIO

/// The runner driven end to end in memory: lines in, OpenWeather answering from memory,
/// standard output and error collected; no process, no terminal, no socket. Whole outputs are
/// compared with `Golden/runner-*.txt`.
@Suite struct RunnerTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func check(_ run: RunnerRun, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if let difference = Golden.check(run.transcript, name: name, folder: RunnerTests.golden) {
            Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
        }
    }

    /// `location Paris` from a pipe: Paris's city tab, and nothing else.
    @Test func locationShowsTheCityTab() async throws {
        let run = try await RunnerRun([.line("location Paris")], interactive: false)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("Paris, Île-de-France, FR\n"))
        check(run, "runner-location.txt")
    }

    /// At a terminal, `location` opens the sheet; the next line is the place.
    @Test func theSheetTakesThePlaceOnTheNextLine() async throws {
        let run = try await RunnerRun([.line("location"), .line("Paris")], interactive: true)
        #expect(run.prompts == ["wxsh:city> ", "wxsh:location? ", "wxsh:city> "])
        #expect(run.stdout.contains("Change location (now London, England, GB): type a place"))
        check(run, "runner-sheet.txt")
    }

    /// Ctrl-C while Paris is being fetched: one line, and London's data stays.
    @Test func anInterruptDuringAFetchKeepsTheOldData() async throws {
        let run = try await RunnerRun([.line("location Paris"), .line("now")], interactive: true, hanging: "lat=48.8")
        #expect(run.stderr == "wxsh: cancelled\n")
        let afterFirstScreen = run.stdout.components(separatedBy: "Type `location` to change place.").last ?? ""
        #expect(afterFirstScreen.contains("London") && !afterFirstScreen.contains("Paris"))
        check(run, "runner-interrupt.txt")
    }

    /// Ctrl-C at the sheet's prompt closes it and says nothing; the place stays.
    @Test func anInterruptAtTheSheetClosesIt() async throws {
        let run = try await RunnerRun([.line("location"), .interrupt, .line("now")], interactive: true)
        #expect(run.prompts == ["wxsh:city> ", "wxsh:location? ", "wxsh:city> ", "wxsh:now> "])
        #expect(run.stderr == "")
        let afterTheSheet = run.stdout.components(separatedBy: "`cancel` to keep it.\n").last ?? ""
        #expect(afterTheSheet.hasPrefix("London, England, GB · Weather Now\n"))
    }

    /// A fetch that fails: one error line, and London's data stays.
    @Test func aFailedFetchKeepsTheOldData() async throws {
        let run = try await RunnerRun([.line("location Paris"), .line("now")], interactive: false, failing: "lat=48.8")
        #expect(run.status == 1)
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stderr.hasPrefix("wxsh: location: "))
        #expect(run.stdout.contains("London") && !run.stdout.contains("Paris"))
        check(run, "runner-failed-fetch.txt")
    }

    /// The documented limits, 10 s to connect and 30 s in all, unless the tests of slow servers
    /// shorten them with WXSH_TEST_TIMEOUTS; a value that is not two positive numbers within the
    /// documented ones changes nothing.
    @Test func theDocumentedTimeoutsUnlessATestShortensThem() {
        func limits(_ value: String?) -> [Double] {
            let timeouts = LiveData.timeouts(environment: value.map { ["WXSH_TEST_TIMEOUTS": $0] } ?? [:])
            return [timeouts.connect, timeouts.total]
        }
        #expect(limits(nil) == [10, 30])
        #expect(limits("1,4") == [1, 4])
        #expect(limits("0.5,2.5") == [0.5, 2.5])
        for ignored in ["", "1", "1,4,5", "0,4", "-1,4", "1,0", "11,30", "1,31", "a,b", "nan,4", "1,inf", " 1,4"] {
            #expect(limits(ignored) == [10, 30], "\(ignored)")
        }
    }
}
