import Foundation
import Testing
import WXTestSupport

@testable import CoreModel
@testable import WeatherCore

/// `explain` of the city tab's figures (place, date, icon, conditions and the readings) on both
/// providers, whole against `Golden/explain/`, and the Swift properties every figure names:
/// each is looked up in Sources/ and must be declared, with that type, in the type named.
@Suite struct ExplainCityTests {
    static let folder = Fixtures.goldenFolder.appendingPathComponent("explain")

    func check(_ text: String, _ name: String) {
        if let difference = Golden.check(text + "\n", name: name, folder: Self.folder) { Issue.record(Comment(rawValue: difference)) }
    }

    /// The data of a provider: the bundled London (OpenWeather) or the recorded Paris (Open-Meteo).
    static func data(_ provider: ProviderID) throws -> (WeatherData, ZoneNames) {
        guard provider == .openMeteo else { return (try Fixtures.london(), Fixtures.londonZoneNames) }
        var paris = try OpenMeteoGoldenTests.paris()
        // The answers as they came, as a fetch keeps them for `raw` and `explain`.
        paris.raw = RawAnswers(
            forecast: Fixtures.data("Tests/Fixtures/open-meteo/forecast-paris.json"),
            air: Fixtures.data("Tests/Fixtures/open-meteo/air-quality-paris.json"))
        return (paris, Fixtures.parisZoneNames)
    }

    static func render(
        _ provider: ProviderID, tab: WeatherTab = .city, _ query: ExplainQuery, language: Language = .en, width: Int = 80,
        json: Bool = false, change: (inout SessionState) -> Void = { _ in }
    ) throws -> String {
        let (data, zones) = try data(provider)
        var state = SessionState(data: data)
        state.weather.tab = tab
        state.lang = language
        state.words = try LanguageGoldenTests.words(language)
        change(&state)
        var style = RenderStyle(width: width, color: false, unicode: true, zoneNames: zones)
        style.words = state.words
        return Explainer.render(query, state: state, style: style, json: json)
    }

    static let cityFigures = ["place", "date", "icon", "conditions", "temperature", "humidity", "pressure"]

    @Test(arguments: [ProviderID.openWeather, .openMeteo])
    func everyFigureOfTheCityTab(provider: ProviderID) throws {
        var text = try Self.render(provider, ExplainQuery())
        for figure in Self.cityFigures {
            let explained = try Self.render(provider, ExplainQuery(figure: figure))
            #expect(!explained.isEmpty, "\(figure) on \(provider)")
            text += "\n\n$ explain \(figure)\n" + explained
        }
        check(text, "city-\(provider.rawValue)-80.txt")
        check(try Self.render(provider, ExplainQuery(figure: "date"), width: 40), "date-\(provider.rawValue)-40.txt")
    }

    /// Each figure names the Swift property it is decoded into and kept in, in JSON too.
    @Test(arguments: [ProviderID.openWeather, .openMeteo])
    func theJSONNamesTheSwiftProperties(provider: ProviderID) throws {
        let json = try Self.render(provider, ExplainQuery(figure: "icon"), json: true)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let decoded = try #require(object["decoded_into"] as? [[String: Any]])
        let kept = try #require(object["kept_in"] as? [[String: Any]])
        #expect(
            decoded.last?["path"] as? String
                == (provider == .openMeteo ? "OpenMeteoForecast.current.values[\"is_day\"]" : "OneCall.current.weather[0].icon"))
        #expect(kept.last?["path"] as? String == "Forecast.current.conditions[0].icon")
        let image = try #require(object["image"] as? [String: Any])
        #expect(image["source"] as? String == "not_asked")
        #expect(image["drawn"] as? String == "art")
    }

    /// What the Image call did, as the runner tells it: a live image drawn, and one that failed.
    @Test func theImageCallIsNamedWithItsStatusAndSize() throws {
        let (data, _) = try Self.data(.openWeather)
        let code = try #require(data.forecast.current?.conditions.first?.icon)
        let fetched = IconImageFetch(url: "https://openweathermap.org/img/wn/\(code)@2x.png", status: 200, bytes: 3_035, source: .live)
        var state = SessionState(data: data)
        state.weather.tab = .city
        let style = RenderStyle(width: 80, color: false, unicode: true, zoneNames: Fixtures.londonZoneNames)
        let drawn = Explainer.render(
            ExplainQuery(figure: "icon"), state: state, style: style, json: false, iconImages: [code: fetched], imageTerminal: true)
        let failed = Explainer.render(
            ExplainQuery(figure: "icon"), state: state, style: style, json: false,
            iconImages: [code: IconImageFetch(url: fetched.url, status: 404, source: .failed)], imageTerminal: true)
        state.weather.charts = false
        let leftOut = Explainer.render(ExplainQuery(figure: "icon"), state: state, style: style, json: false)
        check([drawn, failed, leftOut].joined(separator: "\n\n"), "icon-image-80.txt")
    }

    /// A field the answer leaves out is named, said to be optional, and shown as a dash.
    @Test func anAbsentOptionalFieldIsNamed() throws {
        let text = try Self.render(.openWeather, tab: .now, ExplainQuery(figure: "gusts")) { state in
            state.weather.data?.forecast.current?.wind.gust = nil
            state.weather.data?.raw = RawAnswers(forecast: Data(#"{"lat":51.5,"lon":-0.13,"current":{"dt":1,"temp":280}}"#.utf8), air: nil)
        }
        let flowing = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flowing.contains("`current.wind_gust` is not in OpenWeather's answer: it is optional (`Double?`)"), "\(text)")
        #expect(text.contains("`OneCall.current.windGust: Double?`"), "\(text)")
        #expect(text.contains("`Forecast.current.wind.gust: Double?`"), "\(text)")
        check(text, "gusts-absent-80.txt")
    }

    @Test(arguments: [Language.de, .ja])
    func theLabelsAreInTheLanguage(language: Language) throws {
        var text = try Self.render(.openWeather, ExplainQuery(), language: language)
        for figure in ["date", "icon", "temperature"] {
            text += "\n\n" + (try Self.render(.openWeather, ExplainQuery(figure: figure), language: language))
        }
        for english in ["Field", "Raw value", "Steps", "Decoded into", "Kept in", "Image", "Drawn", "From"] {
            #expect(!text.split(separator: "\n").contains { $0.hasPrefix(english + " ") }, "\(english) in \(language)")
        }
        check(text, "city-\(language.rawValue)-80.txt")
    }

    // MARK: - The Swift properties exist

    /// Every `.swift` file under Sources, read once.
    static let sources: String = {
        let root = RepoPaths.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return files.sorted().compactMap { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }.joined(
            separator: "\n")
    }()

    /// The body of the type declared as `struct|enum|class NAME` in `text` (between its braces).
    static func body(of name: String, in text: String) -> String? {
        let units = Array(text.utf16)
        let whole = text as NSString
        guard let regex = try? NSRegularExpression(pattern: "(struct|enum|class) \(name)\\b[^{]*\\{"),
            let match = regex.firstMatch(in: text, range: NSRange(location: 0, length: whole.length))
        else { return nil }
        let open = UInt16(UInt8(ascii: "{"))
        let close = UInt16(UInt8(ascii: "}"))
        var depth = 1
        var index = match.range.location + match.range.length
        let first = index
        while index < units.count, depth > 0 {
            if units[index] == open { depth += 1 } else if units[index] == close { depth -= 1 }
            index += 1
        }
        return whole.substring(with: NSRange(location: first, length: index - first))
    }

    /// Whether `property.owner` (nested types with dots) declares `var NAME: TYPE` in Sources.
    static func declares(_ property: SwiftProperty) -> Bool {
        var text = sources
        for name in property.owner.split(separator: ".") {
            guard let inner = body(of: String(name), in: text) else { return false }
            text = inner
        }
        let pattern = "\\bvar \(property.name): " + NSRegularExpression.escapedPattern(for: property.type) + "(\\s|$)"
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    @Test(arguments: [ProviderID.openWeather, .openMeteo])
    func everyNamedPropertyIsDeclaredInTheSources(provider: ProviderID) throws {
        let (data, zones) = try Self.data(provider)
        var state = SessionState(data: data)
        let style = RenderStyle(width: 80, color: false, unicode: true, zoneNames: zones)
        var checked = 0
        for (tab, row) in [
            (WeatherTab.city, ExplainQuery.Row?.none), (.now, nil), (.pollution, nil), (.hourly, .hour(2)), (.forecast, .day(2))
        ] {
            state.weather.tab = tab
            let explainer = try #require(Explainer(state: state, style: style))
            for figure in Explainer.available(ExplainFigure.figures(tab: tab, row: row), in: data) {
                let kept = explainer.modelProperties(figure, row: row)
                #expect(!kept.isEmpty, "\(figure.key) on \(tab) names no model property")
                let decoded = explainer.wireProperties(figure, row: row)
                let noWire = provider == .openMeteo && figure.key == .no
                #expect(decoded.isEmpty == noWire, "\(figure.key) on \(tab): \(decoded)")
                for property in decoded + kept {
                    #expect(Self.declares(property), "\(property.owner) declares no `var \(property.name): \(property.type)`")
                    checked += 1
                }
            }
        }
        #expect(checked > 40)
        // The check can fail: a property that is not there is not found.
        #expect(!Self.declares(SwiftProperty("OneCall.current.gusts", owner: "OneCall.Reading", "gusts", "Double?")))
        #expect(!Self.declares(SwiftProperty("OneCall.current.windGust", owner: "OneCall.Reading", "windGust", "Int?")))
    }
}
