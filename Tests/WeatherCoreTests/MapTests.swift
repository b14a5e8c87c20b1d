import Foundation
import Testing
import WXTestSupport

@testable import CoreRendering
@testable import WeatherCore

/// Issue 16's `map`: the area around the place from the gazetteer's own points, at every width,
/// compared with the files in `Golden/map/`.
@Suite struct MapTests {
    static let gazetteer = try? GazetteerFixture.open()

    func session(places: [String] = []) throws -> Session {
        let gazetteer = try #require(Self.gazetteer)
        var s = Session(
            state: SessionState(data: try Fixtures.london(), mode: .offline),
            services: SessionServices(gazetteer: { .success(gazetteer) }))
        for place in places { _ = s.handle(line: "places add \(place)") }
        return s
    }

    func picture(_ effects: [Effect]) -> MapPicture? {
        for case .render(.map(let picture)) in effects { return picture }
        return nil
    }

    @Test func londonAtEveryWidthWithAndWithoutUnicodeAndCharts() throws {
        var s = try session(places: ["Oxford"])
        let map = try #require(picture(s.handle(line: "map")))
        #expect(map.spanKm == 300)
        #expect(map.points.count > 500, "only \(map.points.count) places drawn")
        for width in [40, 80, 160] {
            for (suffix, unicode, charts) in [("", true, true), ("-ascii", false, true), ("-list", true, false)] {
                var state = s.state
                state.charts = charts
                let text = Presenter(style: RenderStyle(width: width, unicode: unicode), now: 0).render(.map(map), state: state)
                let name = "map/london-\(width)\(suffix).txt"
                if let difference = Golden.check(text + "\n", name: name, folder: Fixtures.goldenFolder) {
                    Issue.record(Comment(rawValue: difference))
                }
                for line in text.split(separator: "\n") {
                    #expect(TextWidth.of(String(line)) <= width, "\(name): \(line)")
                }
                if !unicode { #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "\(name)") }
            }
        }
    }

    @Test func thePlaceIsMarkedAtTheCentreAndNamed() throws {
        var s = try session()
        let map = try #require(picture(s.handle(line: "map")))
        for width in [40, 80, 160] {
            let renderer = MapRenderer(picture: map, style: RenderStyle(width: width))
            let rows = renderer.text().split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
            // After the title's lines: the map's middle row holds the mark in the middle column.
            let title = RenderStyle(width: width).wrap("Map of London, England, GB · 300 km across").count
            let middle = rows[title + renderer.rows / 2]
            #expect(middle.count > width / 2 && middle[width / 2] == "◉", "\(String(middle))")
            #expect(String(middle).contains("◉ London"))
            #expect(
                renderer.dot(lat: map.place.lat, lon: map.place.lon).map { ($0.x / 2, $0.y / 4) } ?? (0, 0) == (
                    width / 2, renderer.rows / 2
                ))
        }
    }

    /// `format line`: the map as one line, its span and largest towns, for status bars.
    @Test func theMapIsOneLineInLineFormat() throws {
        var s = try session()
        let map = try #require(picture(s.handle(line: "map")))
        var state = s.state
        state.format = .line
        let line = Presenter(style: RenderStyle(width: 40), now: 0).render(.map(map), state: state)
        #expect(line == "London, GB · 300 km across · Birmingham, Leicester, Coventry")
        let ascii = Presenter(style: RenderStyle(width: 40, unicode: false), now: 0).render(.map(map), state: state)
        #expect(ascii == "London, GB - 300 km across - Birmingham, Leicester, Coventry")
    }

    @Test func widerAndCloserZoomWithinLimitsAndSavedPlacesAreMarked() throws {
        var s = try session(places: ["Oxford"])
        #expect(picture(s.handle(line: "map wider"))?.spanKm == 600)
        #expect(picture(s.handle(line: "map closer"))?.spanKm == 300)
        let text = Presenter(style: RenderStyle(width: 80), now: 0).render(
            .map(try #require(picture(s.handle(line: "map")))), state: s.state)
        #expect(text.contains("+"), "Oxford, a saved place, is marked")
        for _ in 0..<4 { _ = s.handle(line: "map closer") }
        #expect(s.handle(line: "map closer") == [.error("map: 38 km across is as close as the map goes")])
        for _ in 0..<8 { _ = s.handle(line: "map wider") }
        #expect(s.handle(line: "map wider") == [.error("map: 4,800 km across is as wide as the map goes")])
        #expect(s.handle(line: "map sideways") == [.error("map: `sideways` is not wider or closer")])
    }

    @Test func jsonNamesThePlaceTheBoxAndTheTowns() throws {
        var s = try session()
        var state = s.state
        state.format = .json
        let line = Presenter(style: RenderStyle(width: 80), now: 0).render(.map(try #require(picture(s.handle(line: "map")))), state: state)
        #expect(line.hasPrefix(#"{"view":"map","place":{"name":"London""#), "\(line.prefix(120))")
        #expect(line.contains(#""span_km":300,"box":{"south":50.1"#) && line.contains(#""towns":[{"name":"London""#), "\(line)")
    }

    @Test func withoutThePlaceListTheMapSaysSo() throws {
        var s = Session(
            state: SessionState(data: try Fixtures.london(), mode: .offline),
            services: SessionServices(gazetteer: { .failure(.missing(path: "/nowhere/places.bin")) }))
        let effects = s.handle(line: "map")
        #expect(effects.count == 1)
        if case .error(let report) = effects.first, case let message = report.message {
            #expect(message.english.hasPrefix("map: the place list is not available ("))
        } else {
            Issue.record("\(effects)")
        }
    }
}
