import Foundation
import Testing
import WXTestSupport

@testable import CoreProviders
@testable import WeatherCore

/// The fast One Call reader gives what `JSONDecoder` gives, or gives up and leaves the document
/// to `JSONDecoder` (so that its error messages stay what they were).
@Suite struct OneCallFastTests {
    func slow(_ data: Data) -> OneCall? { try? JSONDecoder().decode(OneCall.self, from: data) }

    func json(_ text: String) -> Data { Data(text.utf8) }

    /// The value, or the error as text: what the two ways of reading are compared by.
    func describe(_ read: () throws -> OneCall) -> String {
        do { return "\(try read())" } catch { return "error: \(error)" }
    }

    @Test func everyRealDocumentReadsTheSameBothWays() throws {
        let documents = try Fixtures.corpus(
            "onecall", after: [Fixtures.data("Resources/london/onecall.json"), Fixtures.docs("onecall-3.0.json")])
        let fastCount = Fixtures.checkFastReader(OneCall.self, documents)
        #expect(fastCount >= 4, "the fast path read only \(fastCount) of \(documents.count) documents")
        #expect(OneCall.fast(Fixtures.data("Resources/london/onecall.json")) != nil, "the bundled London must take the fast path")
    }

    @Test func escapesNumbersAndNullsReadAsJSONDecoderReadsThem() throws {
        let text = """
            {"lat": -0.0, "lon": 1e2, "timezone": "Europe\\/Paris", "timezone_offset": -3600,
             "current": {"dt": 1679779619, "temp": 281.15, "feels_like": null, "humidity": 93,
               "weather": [{"id": 300, "main": "Drizzle", "description": "caf\\u00e9 \\ud83c\\udf27 \\"q\\"\\n\\t\\\\", "icon": "09n"},
                           {"main": "Rain"}],
               "rain": {"1h": 0.25}, "snow": {"1h": null, "3h": 0.5}},
             "daily": [{"dt": 1, "temp": {"min": 1.5E-3, "max": 12}, "rain": 3.2, "weather": []}],
             "alerts": [{"event": "Wind", "tags": ["Wind", "é"], "start": 1, "description": "a\\/b"}],
             "unknown": {"nested": [1, {"x": [true, false, null]}]}}
            """
        let fast = try #require(OneCall.fast(json(text)))
        #expect(fast == slow(json(text)))
        #expect(fast.current?.weather?.first?.description == "café 🌧 \"q\"\n\t\\")
        #expect(fast.current?.snow == Precipitation(millimetres: 0.5, hours: 3))
        #expect(fast.daily?.first?.rain == Precipitation(millimetres: 3.2, hours: 24))
        #expect(fast.current?.weather?.last == WeatherCondition(id: 0, main: "Rain", description: "Rain", icon: ""))
    }

    /// Each of these gives up, and `OneCall.decode` then says exactly what `JSONDecoder` says.
    @Test func whatItIsNotSureOfIsLeftToJSONDecoder() {
        let cases = [
            #"{"lat": 1, "lat": 2, "lon": 3}"#,  // a duplicate key
            #"{"lat": 1, "lon": 2, "current": {"dt": 1.0, "temp": 3}}"#,  // an integer written with a fraction
            #"{"lat": 1, "lon": 2, "current": {"dt": 1, "temp": "3"}}"#,  // a number as a string
            #"{"lat": 1, "lon": 2, "current": {"dt": 1}}"#,  // a missing temperature
            #"{"lat": 1, "lon": 2, "daily": [null]}"#,  // null in a list
            #"{"lat": 1e999, "lon": 2}"#,  // out of range
            #"{"lat": 0, "lon": 0, "current": {"dt": 0, "temp": 468.11e-3205}}"#,  // too small: not zero
            #"{"lat": 1, "lon": 2, "current": {"dt": 99999999999999999999, "temp": 1}}"#,
            #"{"lat": 01, "lon": 2}"#,  // not JSON
            #"{"lat": 1, "lon": 2, "timezone": "\ud800"}"#,  // a lone surrogate
            #"{"lat": 1, "lon": 2} x"#,
            String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
        ]
        for text in cases {
            #expect(OneCall.fast(json(text)) == nil, "\(text)")
            let viaDecode = describe { try OneCall.decode(json(text)) }
            let viaJSONDecoder = describe { try JSONDecoder().decode(OneCall.self, from: json(text)) }
            #expect(viaDecode == viaJSONDecoder, "\(text)")
        }
        #expect(OneCall.fast(Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])) == nil, "invalid UTF-8")
    }
}
