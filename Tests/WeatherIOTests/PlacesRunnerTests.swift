import Foundation
import Testing
import WXTestSupport
import WeatherCore

@testable import WeatherIO

/// The runner carrying out `places` in memory: Ctrl-C while places are fetched shows what is
/// known, and a failing place keeps its row while the run's status says it failed.
@Suite struct PlacesRunnerTests {
    /// Tokyo is fresh (just visited); Paris hangs until Ctrl-C: the list comes, Paris without weather.
    @Test func anInterruptShowsWhatHasArrived() async throws {
        let run = try await RunnerRun(
            [.line("location Tokyo, JP"), .line("places add"), .line("places add Paris, FR"), .line("places"), .line("now")],
            interactive: true, hanging: "lat=48.8")
        #expect(run.stderr == "wxsh: cancelled\n", "\(run.stderr)")
        let list = run.stdout.components(separatedBy: "Saved Paris, Île-de-France, FR as number 2.\n").last ?? ""
        let rows = list.split(separator: "\n").map(String.init)
        #expect(rows.count > 2, "\(list)")
        guard rows.count > 2 else { return }
        #expect(rows[0].hasPrefix("1  Tokyo, JP") && rows[0].contains(" AQI "), "\(rows[0])")
        #expect(rows[1].hasPrefix("2  Paris, Île-de-France, FR") && rows[1].hasSuffix("no weather yet"), "\(rows[1])")
        #expect(rows[2].hasPrefix("Tokyo, JP · Weather Now"), "the place stays: \(rows[2])")
    }

    /// From a pipe, Paris cannot be reached: its row says why, Tokyo is shown, and the run fails.
    @Test func aFailingPlaceKeepsItsRowAndTheStatusIsOne() async throws {
        let run = try await RunnerRun(
            [.line("places add Paris, FR"), .line("places add Tokyo, JP"), .line("places")], interactive: false, failing: "lat=48.8")
        #expect(run.status == 1)
        #expect(run.stderr == "wxsh: places: 1 place of 2 could not be fetched; `places refresh` tries again\n", "\(run.stderr)")
        let rows = run.stdout.split(separator: "\n").map(String.init).suffix(2)
        #expect(
            rows.first?.hasPrefix("1  Paris, Île-de-France, FR") == true && rows.first?.contains("could not fetch: ") == true, "\(rows)")
        #expect(rows.last?.hasPrefix("2  Tokyo, JP") == true && rows.last?.contains(" AQI ") == true, "\(rows)")
    }
}
