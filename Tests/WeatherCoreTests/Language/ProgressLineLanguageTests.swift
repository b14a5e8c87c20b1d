import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// The progress lines in each of the twelve languages, with counts in each plural form:
/// whole against `Golden/messages/progress.txt`.
@Suite struct ProgressLineLanguageTests {
    @Test func progressLinesInEveryLanguage() throws {
        let place = Place(name: "Berlin", country: "DE", lat: 52.52, lon: 13.4)
        var text = ""
        for language in Language.allCases {
            let words = try LanguageGoldenTests.words(language)
            text += "[\(language.rawValue)]\n"
            for effect in [Effect.fetchWeather(place, .change), .geocode("Berlin"), .fetchPlaces([place, place, place], refresh: false)] {
                text += (ProgressLine(for: effect, unicode: true, words: words)?.text ?? "none") + "\n"
            }
            for (done, count) in [(0, 1), (1, 2), (2, 5), (3, 12), (4, 21), (5, 22), (6, 25), (7, 111)] {
                text += ProgressLine.placesDone(done, of: count, words: words) + "\n"
            }
            text += words("cancelled") + "\n"
        }
        if let difference = Golden.check(text, name: "messages/progress.txt", folder: Fixtures.goldenFolder) {
            Issue.record(Comment(rawValue: difference))
        }
    }
}
