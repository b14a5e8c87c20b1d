import Foundation
import Testing
import WXTestSupport

@testable import CoreModel
@testable import WeatherCore

/// The fast Air Pollution reader gives what `JSONDecoder` gives, or gives up and leaves the
/// document to `JSONDecoder` (so that its error messages stay what they were).
@Suite struct AirPollutionFastTests {
    func json(_ text: String) -> Data { Data(text.utf8) }

    /// The value, or the error as text: what the two ways of reading are compared by.
    func describe(_ read: () throws -> AirPollution) -> String {
        do { return "\(try read())" } catch { return "error: \(error)" }
    }

    @Test func everyRealDocumentReadsTheSameBothWays() throws {
        let documents = try Fixtures.corpus("air-pollution", after: [Fixtures.data("Resources/london/air_pollution.json")])
        let fastCount = Fixtures.checkFastReader(AirPollution.self, documents)
        #expect(fastCount >= 3, "the fast path read only \(fastCount) of \(documents.count) documents")
        #expect(
            AirPollution.fast(Fixtures.data("Resources/london/air_pollution.json")) != nil, "the bundled London must take the fast path")
    }

    @Test func fieldsReadAsJSONDecoderReadsThem() throws {
        let text = """
            {"coord": {"lon": -0.1257, "lat": 51.5085}, "unknown": [1, {"x": null}],
             "list": [{"dt": 1679779619, "main": {"aqi": 2}, "european_aqi": 41,
                       "components": {"co": 230, "no": null, "pm2_5": 12.03, "nh3": 1.5e-1}},
                      {"dt": 1679783219, "main": {"aqi": 5}, "components": {}}]}
            """
        let fast = try #require(AirPollution.fast(json(text)))
        #expect(fast == (try JSONDecoder().decode(AirPollution.self, from: json(text))))
        #expect(fast.coord == Coordinate(lon: -0.1257, lat: 51.5085))
        #expect(fast.list.first?.components == AirQuality.Components(co: 230, pm2_5: 12.03, nh3: 0.15))
        #expect(fast.airQuality?.europeanIndex == 41)
    }

    /// Each of these gives up, and `AirPollution.decode` then reads it, or fails, as `JSONDecoder` does.
    @Test func whatItIsNotSureOfIsLeftToJSONDecoder() {
        let cases = [
            #"{"coord": [-0.1257, 51.5085], "list": [{"dt": 1, "main": {"aqi": 1}, "components": {}}]}"#,  // coord as [lon, lat]
            #"{"list": [{"dt": 1, "main": {"aqi": 4.0}, "components": {}}]}"#,  // the documentation's own 4.0
            #"{"list": [{"dt": 1, "main": {"aqi": 2}}]}"#,  // no components
            #"{"list": [{"dt": 1, "main": {}, "components": {}}]}"#,  // no index
            #"{"list": [{"dt": 1, "main": {"aqi": 2}, "components": {"co": "1"}}]}"#,  // a number as a string
            #"{"list": null}"#,
            #"{"coord": {"lon": 1}, "list": []}"#,  // half a coordinate
            #"{"list": [], "list": []}"#  // a duplicate key
        ]
        for text in cases {
            #expect(AirPollution.fast(json(text)) == nil, "\(text)")
            let viaDecode = describe { try AirPollution.decode(json(text)) }
            let viaJSONDecoder = describe { try JSONDecoder().decode(AirPollution.self, from: json(text)) }
            #expect(viaDecode == viaJSONDecoder, "\(text)")
        }
    }
}
