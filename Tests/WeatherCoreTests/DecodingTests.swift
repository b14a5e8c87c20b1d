import Foundation
import Testing

@testable import CoreModel
@testable import CoreProviders
@testable import WeatherCore

@Suite struct DecodingTests {
    /// The document as One Call, once `load` has read it as an OpenWeather forecast; nil when it does not.
    static func oneCall(_ data: Data) throws -> OneCall? {
        guard case .forecast(_, _, .openWeather) = try WeatherDocument.decode(data) else { return nil }
        return try OneCall.decode(data)
    }

    @Test func aByteOrderMarkIsSkippedAndABinaryIsNotJSON() throws {
        let bom = Data([0xEF, 0xBB, 0xBF]) + Data(#"{"lat":1,"lon":2,"current":{"dt":1,"temp":280}}"#.utf8)
        guard case .forecast(let forecast, _, .openWeather) = try WeatherDocument.decode(bom) else {
            Issue.record("not One Call")
            return
        }
        #expect(forecast.current?.temperature == 280 - 273.15)
        let elf = Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01]) + Data(repeating: UInt8(ascii: "["), count: 100)
        #expect(throws: DocumentError.notJSON("it does not start as JSON does (with `{`)")) { try WeatherDocument.decode(elf) }
    }

    @Test func aDocumentOffTheEarthIsRefused() {
        #expect(throws: DocumentError.invalid(path: "lat", problem: "999.0,999.0 is not a point on Earth")) {
            try WeatherDocument.decode(Data(#"{"lat":999,"lon":999,"current":{"dt":1,"temp":280}}"#.utf8))
        }
    }

    // MARK: - OpenWeather's own documentation samples

    @Test func oneCallDocumentationSample() throws {
        guard let doc = try Self.oneCall(Fixtures.docs("onecall-3.0.json")) else {
            Issue.record("not read as One Call")
            return
        }
        #expect(doc.lat == 33.44 && doc.lon == -94.04)
        #expect(doc.timezone == "America/Chicago")
        #expect(doc.timezoneOffset == -18000)
        let current = try #require(doc.current)
        #expect(current.temp == 292.55)
        #expect(current.weather?.first?.description == "broken clouds")
        #expect(doc.minutely?.count == 1 && doc.hourly?.count == 1 && doc.daily?.count == 1)
        let daily = try #require(doc.daily?.first)
        #expect(daily.summary == "Expect a day of partly cloudy with rain")
        #expect(daily.rain == Precipitation(millimetres: 0.15, hours: 24))
        #expect(daily.temp.max == 300.35)
        #expect(doc.alerts?.first?.senderName == "NWS Philadelphia - Mount Holly (New Jersey, Delaware, Southeastern Pennsylvania)")
    }

    @Test func airPollutionDocumentationSampleWithArrayCoordAndFloatIndex() throws {
        guard case .airQuality(let air, let point, nil) = try WeatherDocument.decode(Fixtures.docs("air-pollution.json")) else {
            Issue.record("not read as Air Pollution")
            return
        }
        #expect(point == Coordinate(lon: 50, lat: 50))
        #expect(air.index == 4 && air.indexName == "Poor")
        #expect(air.components.pm10 == 92.214)
    }

    @Test func geocodingDocumentationSample() throws {
        let places = try JSONDecoder().decode([GeocodedPlace].self, from: Fixtures.docs("geocoding-direct.json"))
        #expect(places.count >= 2)
        #expect(places.first?.name == "London")
        #expect(places.first?.country == "GB")
        #expect(places.contains { $0.localNames == nil })
    }

    @Test(arguments: [
        ("error-401-invalid-api-key.json", 401),
        ("error-404-city-not-found.json", 404),
        ("error-400.json", 400),
        ("error-429-account-blocked.json", 429),
        ("error-401-onecall-subscription.json", 401)
    ])
    func errorBodiesWithNumericOrStringCod(file: String, code: Int) throws {
        let body = try JSONDecoder().decode(APIErrorBody.self, from: Fixtures.docs(file))
        #expect(body.code == code)
        #expect(!(body.message ?? "").isEmpty)
    }

    @Test func codAsStringAndAsNumber() throws {
        let a = try JSONDecoder().decode(APIErrorBody.self, from: Data(#"{"cod":"404","message":"city not found"}"#.utf8))
        let b = try JSONDecoder().decode(APIErrorBody.self, from: Data(#"{"cod":401,"message":"Invalid API key"}"#.utf8))
        #expect(a == APIErrorBody(code: 404, message: "city not found"))
        #expect(b == APIErrorBody(code: 401, message: "Invalid API key"))
    }

    @Test func loadingAnErrorBodySaysSo() {
        #expect(
            throws: DocumentError.apiError(
                "an OpenWeather error response (401: Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.)")
        ) {
            try WeatherDocument.decode(Fixtures.docs("error-401-invalid-api-key.json"))
        }
    }

    // MARK: - The bundled data

    @Test func bundledLondonIsSchemaFaithful() throws {
        let london = try Fixtures.london()
        let doc = try OneCall.decode(Fixtures.data("Resources/london/onecall.json"))
        #expect(london.place == Place(name: "London", country: "GB", state: "England", lat: 51.5073219, lon: -0.1276474))
        #expect(doc.timezone == "Europe/London")
        #expect(doc.minutely?.count == 61)
        #expect(doc.hourly?.count == 48)
        #expect(doc.daily?.count == 8)
        let hourly = try #require(doc.hourly)
        let daily = try #require(doc.daily)
        // Optional fields are present in some entries and absent in others.
        #expect(hourly.contains { $0.windGust == nil } && hourly.contains { $0.windGust != nil })
        #expect(hourly.contains { $0.rain == nil } && hourly.contains { $0.rain?.hours == 1 })
        #expect(hourly.contains { $0.snow == nil } && hourly.contains { $0.snow != nil })
        #expect(hourly.contains { $0.pop == nil } && hourly.contains { $0.pop != nil })
        #expect(hourly.contains { $0.visibility == nil } && hourly.contains { $0.visibility != nil })
        #expect(daily.contains { $0.summary == nil } && daily.contains { $0.summary != nil })
        #expect(daily.contains { $0.rain?.hours == 24 } && daily.contains { $0.rain == nil })
        #expect(daily.contains { $0.windGust == nil })
        #expect(doc.alerts?.count == 1)
        #expect(london.air?.index == 2)
        #expect(london.forecast == doc.forecast())
    }

    // MARK: - Tolerance

    static let minimalCurrent = #"{"dt":1,"temp":280,"weather":[]}"#

    @Test func everyOptionalCurrentFieldMayBeAbsent() throws {
        guard let doc = try Self.oneCall(Data(#"{"lat":1,"lon":2,"current":\#(Self.minimalCurrent)}"#.utf8)) else {
            Issue.record("not One Call")
            return
        }
        let c = try #require(doc.current)
        #expect(c.sunrise == nil && c.sunset == nil && c.feelsLike == nil && c.visibility == nil)
        #expect(c.windGust == nil && c.rain == nil && c.snow == nil && c.uvi == nil)
        #expect(doc.timezone == nil && doc.hourly == nil && doc.alerts == nil)
    }

    @Test func unknownKeysAndUnknownConditionsAreKept() throws {
        let json =
            #"{"lat":1,"lon":2,"brand_new":{"x":[1,2]},"current":{"dt":1,"temp":280,"new_field":true,"weather":[{"id":999,"main":"Plasma","description":"glowing plasma fog","icon":"77x"}]}}"#
        guard let doc = try Self.oneCall(Data(json.utf8)) else {
            Issue.record("not One Call")
            return
        }
        #expect(doc.current?.weather?.first?.description == "glowing plasma fog")
        #expect(WeatherIcon.glyph("77x", unicode: false) == "?")
    }

    @Test func precipitationShapes() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(Precipitation.self, from: Data("0.5".utf8)) == Precipitation(millimetres: 0.5, hours: 24))
        #expect(try decoder.decode(Precipitation.self, from: Data(#"{"1h":0.25}"#.utf8)) == Precipitation(millimetres: 0.25, hours: 1))
        #expect(try decoder.decode(Precipitation.self, from: Data(#"{"3h":1.5}"#.utf8)) == Precipitation(millimetres: 1.5, hours: 3))
        #expect(throws: DecodingError.self) { try decoder.decode(Precipitation.self, from: Data(#"{"2h":1}"#.utf8)) }
        let encoded = try JSONEncoder().encode(Precipitation(millimetres: 0.25, hours: 1))
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"1h":0.25}"#)
    }

    @Test func airPollutionCoordAsObject() throws {
        guard
            case .airQuality(let air, let point, _) = try Fixtures.decode(
                #"{"coord":{"lon":-0.12,"lat":51.5},"list":[{"dt":1,"main":{"aqi":3},"components":{"co":1}}]}"#)
        else {
            Issue.record("not Air Pollution")
            return
        }
        #expect(point == Coordinate(lon: -0.12, lat: 51.5))
        #expect(air.components.co == 1 && air.components.no2 == nil)
    }

    // MARK: - Errors name the file's fault

    @Test(arguments: [
        (
            #"{"lat":1,"lon":2,"current":{"dt":1,"temp":"warm","weather":[]}}"#,
            DocumentError.invalid(path: "current.temp", problem: "expected a number")
        ),
        (
            #"{"lat":1,"lon":2,"hourly":[{"dt":1,"temp":1},{"dt":2}]}"#,
            DocumentError.invalid(path: "hourly[1].temp", problem: "required value is missing")
        ),
        (
            #"{"lat":1,"lon":2,"daily":[{"dt":1,"temp":null}]}"#,
            DocumentError.invalid(path: "daily[0].temp", problem: "expected an object, found null")
        ),
        (
            #"{"coord":[1,2],"list":[{"dt":1,"main":{"aqi":"bad"},"components":{}}]}"#,
            DocumentError.invalid(path: "list[0].main.aqi", problem: "expected a number")
        ),
        (#"{"coord":[1,2],"list":[]}"#, DocumentError.wrongShape("an Air Pollution document with an empty `list`")),
        (
            #"{"hello":"world"}"#,
            DocumentError.wrongShape("not a One Call or Air Pollution document: expected a `current` or a `list` key at the top level")
        ),
        (#"[1,2,3]"#, DocumentError.wrongShape("a JSON array (a Geocoding response?), not a One Call or Air Pollution document")),
        ("42", DocumentError.wrongShape("a single JSON value, not a One Call or Air Pollution document")),
        ("  \n", DocumentError.empty)
    ])
    func decodingErrorsSayWhereAndWhat(json: String, expected: DocumentError) {
        #expect(throws: expected) { try Fixtures.decode(json) }
    }

    @Test func truncatedAndBinaryDocumentsAreNotJSON() {
        let whole = String(decoding: Fixtures.data("Resources/london/onecall.json"), as: UTF8.self)
        for cut in [1, 10, 100, 1000, whole.utf8.count / 2, whole.utf8.count - 2] {
            let truncated = String(whole.utf8.prefix(cut))!
            do {
                _ = try Fixtures.decode(truncated)
                Issue.record("a document cut at \(cut) bytes was accepted")
            } catch {
                if case .notJSON = error {} else { Issue.record("cut at \(cut): \(error)") }
            }
        }
        #expect(throws: DocumentError.self) { try WeatherDocument.decode(Data([0xFF, 0x00, 0xFE, 0x01, 0x7B])) }
    }

    @Test func oversizedDocumentsAreRefusedBeforeParsing() {
        let big = Data(repeating: 0x20, count: WeatherDocument.maximumSize + 1)
        #expect(throws: DocumentError.tooLarge(bytes: WeatherDocument.maximumSize + 1, limit: WeatherDocument.maximumSize)) {
            try WeatherDocument.decode(big)
        }
    }
}
