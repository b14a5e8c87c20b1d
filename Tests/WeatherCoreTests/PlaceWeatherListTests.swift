import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// `places` with every saved place's weather, whole, at 40, 80 and 160 columns, as one line a
/// place (`format line`) and as JSON, compared with `Golden/places/`. The list mixes what a real
/// one holds: data just fetched, cached data with its age, a wide (CJK) name, a very long
/// name, a place whose fetch failed, a place never fetched, and a name from outside that must
/// stay inert.
@Suite struct PlaceWeatherListTests {
    static let widths = [40, 80, 160]

    static func summaries() throws -> (list: [SavedPlaceSummary], now: Int64) {
        let london = try Fixtures.london()
        let now = (london.forecast.current?.time ?? 0) + 300
        func at(_ place: Place, source: DataSource, age: Int64, warmer: Double = 0, air: Bool = true) -> WeatherData {
            var data = london
            data.place = place
            data.source = source
            data.fetchedAt = now - age
            data.forecast.current?.temperature += warmer
            if !air { data.air = nil }
            return data
        }
        let paris = Place(name: "Paris", country: "FR", lat: 48.85, lon: 2.35)
        let tokyo = Place(name: "東京", country: "JP", lat: 35.69, lon: 139.69)
        let long = Place(name: "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch", country: "GB", lat: 53.22, lon: -4.21)
        let cairo = Place(name: "Cairo", country: "EG", lat: 30.06, lon: 31.25)
        let evil = Place(name: "Evil\u{1B}[2J", country: "XX", lat: 1, lon: 2)
        return (
            [
                SavedPlaceSummary(place: london.place, data: at(london.place, source: .live, age: 2)),
                SavedPlaceSummary(place: paris, data: at(paris, source: .cache, age: 720, warmer: 4.4, air: false)),
                SavedPlaceSummary(place: tokyo, data: at(tokyo, source: .live, age: 1, warmer: -12.6)),
                SavedPlaceSummary(place: long, data: at(long, source: .cache, age: 90_000, warmer: 1)),
                SavedPlaceSummary(
                    place: cairo, data: nil,
                    error: "OpenWeather had a server error (500) answering /data/3.0/onecall; try again in a minute"),
                SavedPlaceSummary(place: evil, data: nil)
            ], now
        )
    }

    @Test(arguments: widths)
    func textAtEachWidth(width: Int) throws {
        let (list, now) = try Self.summaries()
        for unicode in [true, false] {
            let text = PlaceWeatherList.text(list, units: .metric, now: now, style: RenderStyle(width: width, unicode: unicode))
            let name = "places/places-\(width)\(unicode ? "" : "-ascii").txt"
            if let difference = Golden.check(text + "\n", name: name, folder: Fixtures.goldenFolder) {
                Issue.record(Comment(rawValue: difference))
            }
            for line in text.split(separator: "\n") {
                #expect(TextWidth.of(String(line)) <= width, "\(name): \(line)")
                #expect(!line.contains("\u{1B}"), "\(name): a name from outside stays inert")
            }
        }
    }

    @Test func everyWidthFromFortyToTwoHundredFits() throws {
        let (list, now) = try Self.summaries()
        for width in 40...200 {
            let text = PlaceWeatherList.text(list, units: .imperial, now: now, style: RenderStyle(width: width))
            let lines = text.split(separator: "\n")
            #expect(lines.allSatisfy { TextWidth.of(String($0)) <= width }, "\(width)")
            #expect(lines.count == list.count || lines.count == 2 * list.count, "\(width): one or two lines a place")
        }
    }

    @Test func oneLineAPlace() throws {
        let (list, now) = try Self.summaries()
        let text = PlaceWeatherList.lines(list, units: .metric, now: now, style: RenderStyle(width: 80))
        #expect(text.split(separator: "\n").count == list.count)
        if let difference = Golden.check(text + "\n", name: "places/places-line.txt", folder: Fixtures.goldenFolder) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test func json() throws {
        let (list, now) = try Self.summaries()
        let line = PlaceWeatherList.json(list, units: .metric, now: now).serialized
        #expect(!line.contains("\n"))
        if let difference = Golden.check(line + "\n", name: "places/places.json", folder: Fixtures.goldenFolder) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test func noPlacesSavedSaysHowToSaveOne() {
        let style = RenderStyle(width: 80)
        #expect(PlaceWeatherList.text([], units: .metric, now: 0, style: style) == PlaceWeatherList.empty.english)
        #expect(PlaceWeatherList.lines([], units: .metric, now: 0, style: style) == PlaceWeatherList.empty.english)
        #expect(PlaceWeatherList.json([], units: .metric, now: 0).serialized == #"{"places":[]}"#)
    }
}
