import Foundation
import Testing

@testable import WeatherCore
@testable import WeatherIO

/// Limits on what comes from outside, and the inputs the fuzzers (Fuzz/) found, kept as
/// regression tests.
@Suite struct HardeningTests {
    /// `[[[…1…]]]`, `depth` levels deep.
    static func nested(_ depth: Int, open: String = "[", close: String = "]") -> Data {
        Data((String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)).utf8)
    }

    static let tooDeep: Phrase = "the document is nested too deeply (over 64 levels)"

    // MARK: - JSON nesting

    @Test(arguments: [65, 600, 100_000])
    func deeplyNestedDocumentsAreRefusedByLoad(depth: Int) {
        for (open, close) in [("[", "]"), ("{\"a\":", "}")] {
            #expect(throws: DocumentError.nestedTooDeeply(limit: 64)) {
                try WeatherDocument.decode(Self.nested(depth, open: open, close: close))
            }
        }
        #expect(DocumentError.nestedTooDeeply(limit: 64).message == Self.tooDeep)
    }

    @Test func nestingUpToTheLimitIsLeftToTheDecoder() {
        // 64 levels pass the limit; the decoder then says what the document is.
        #expect(throws: DocumentError.wrongShape("a JSON array (a Geocoding response?), not a One Call or Air Pollution document")) {
            try WeatherDocument.decode(Self.nested(64))
        }
        let deepInside =
            #"{"lat":1,"lon":2,"current":{"dt":0,"temp":280},"x":"# + String(repeating: "[", count: 61)
            + String(repeating: "]", count: 61) + "}"
        #expect(JSONLimits.check(Data(deepInside.utf8), numbers: true) == nil)
        #expect((try? WeatherDocument.decode(Data(deepInside.utf8))) != nil)
    }

    @Test func bracketsInsideStringsDoNotCount() {
        let text = #"{"lat":1,"lon":2,"timezone":"\"[[[["# + String(repeating: "[", count: 200) + #"","current":{"dt":0,"temp":280}}"#
        #expect(JSONLimits.check(Data(text.utf8), numbers: true) == nil)
        #expect((try? WeatherDocument.decode(Data(text.utf8))) != nil)
    }

    @Test func aDeeplyNestedStateFileIsDamaged() {
        #expect(SavedState.decode(Self.nested(100_000, open: "{\"version\":", close: "}")) == .failure(.damaged(Self.tooDeep)))
        #expect(SavedState.decode(Self.nested(100_000)) == .failure(.damaged(Self.tooDeep)))
    }

    @Test func aDeeplyNestedAnswerIsABadResponse() async {
        let body = Self.nested(100_000)
        let client = OpenWeatherClient(
            baseURL: URL(string: "http://127.0.0.1:9")!, key: APIKey("0123456789abcdef0123456789abcdef"),
            transport: HTTPTransport { _ throws(TransportError) in HTTPResponse(status: 200, body: body) }, now: { Date() })
        do {
            _ = try await client.geocode("Paris")
            Issue.record("a 100,000-deep answer was accepted")
        } catch {
            #expect(error == .badResponse(path: "/geo/1.0/direct", problem: Self.tooDeep))
            #expect(error.message.english.contains("nested too deeply (over 64 levels)"))
        }
    }

    // MARK: - Numbers out of range

    /// Found by Fuzz/air-pollution: a component of 2×10^23 crashed the pollution tab
    /// (Double → Int64 in Measure.fixed).
    @Test func aHugeNumberIsRefusedNotRendered() throws {
        let text =
            #"{"coord":[50.0,50.0],"list":[{"dt":1606147200,"main":{"aqi":4.0},"#
            + #""components":{"co":203184467440737095516160.0,"no2":0.396}}]}"#
        #expect(throws: DocumentError.numberOutOfRange("203184467440737095516160.0")) {
            try WeatherDocument.decode(Data(text.utf8))
        }
        #expect(
            DocumentError.numberOutOfRange("1e300").message
                == "the number 1e300 is out of range (no weather value is larger than 10^11)")
    }

    @Test(arguments: ["1e400", "-1e12", "100000000001", "9223372036854775808"])
    func numbersBeyondAnyWeatherValueAreRefused(number: String) {
        let text = #"{"lat":1,"lon":2,"current":{"dt":0,"temp":"# + number + "}}"
        #expect(throws: DocumentError.numberOutOfRange(number)) { try WeatherDocument.decode(Data(text.utf8)) }
    }

    /// Numbers of at most 11 digits without an exponent are passed without being read; the rest
    /// are read: the limit falls in the same place either way.
    @Test(arguments: [
        ("99999999999", true), ("-99999999999.999", true), ("100000000000", true), ("-100000000000.0", true), ("1E11", true),
        ("0.0000000000000000000001", true), ("1.5e11", false), ("-100000000000.5", false), ("123456789012", false)
    ])
    func theLimitIsTenToTheEleventhHoweverANumberIsWritten(number: String, accepted: Bool) {
        #expect((JSONLimits.check(Data("[\(number)]".utf8), numbers: true) == nil) == accepted, "\(number)")
    }

    @Test func everyShippedAndDocumentedSampleIsWithinTheLimits() {
        for path in [
            "Resources/london/onecall.json", "Resources/london/air_pollution.json", "Resources/london/place.json",
            "Tests/Fixtures/openweather-docs/onecall-3.0.json", "Tests/Fixtures/openweather-docs/forecast-2.5.json",
            "Tests/Fixtures/openweather-docs/weather-2.5.json", "Tests/Fixtures/openweather-docs/geocoding-direct.json",
            "Tests/Fixtures/openweather-docs/air-pollution.json"
        ] {
            #expect(JSONLimits.check(Fixtures.data(path), numbers: true) == nil, "\(path)")
        }
    }

    @Test func aHugeNumberInAnAnswerIsABadResponse() async {
        let body = Data(#"[{"name":"X","lat":1e200,"lon":0,"country":"XX"}]"#.utf8)
        let client = OpenWeatherClient(
            baseURL: URL(string: "http://127.0.0.1:9")!, key: APIKey("0123456789abcdef0123456789abcdef"),
            transport: HTTPTransport { _ throws(TransportError) in HTTPResponse(status: 200, body: body) }, now: { Date() })
        await #expect(throws: APIError.badResponse(path: "/geo/1.0/direct", problem: DocumentError.numberOutOfRange("1e200").message)) {
            try await client.geocode("X")
        }
    }

    @Test func fixedDecimalsNeverTrapOnHugeValues() {
        #expect(Measure.fixed(2.0e23, decimals: 1) == "—")
        #expect(Measure.fixed(-1e300, decimals: 0) == "—")
        #expect(Measure.fixed(123_456.789, decimals: 2) == "123456.79")
        #expect(Measure.trimmed(1e100, decimals: 2) == "—")
    }

    // MARK: - Text from outside

    /// Found by Fuzz/onecall: an error body's message reached the `load` error unescaped, so a
    /// file could put control characters (DEL here, ESC as well) on the terminal.
    @Test func anErrorBodysMessageIsMadeSafeToPrint() throws {
        let text = #"{"cod":401,"message":"Please note \u001b[2J\u007f\u009b that "# + String(repeating: "x", count: 300) + #""}"#
        do {
            _ = try WeatherDocument.decode(Data(text.utf8))
            Issue.record("an error body was accepted")
        } catch {
            #expect(!error.message.english.unicodeScalars.contains(where: TerminalSafety.isUnsafe), "\(error.message)")
            #expect(error.message.english.hasPrefix("this is an OpenWeather error response (401: Please note ^[[2J^?<U+009B> that xxx"))
            #expect(error.message.english.count < 200)
        }
    }
}
