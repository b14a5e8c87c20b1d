import Foundation
import Testing

@testable import WeatherCore

/// Geocoding answers take the fast reader (`GeocodedPlace.fastList`), which gives what
/// `JSONDecoder` gives or gives up and leaves the answer to it, so its errors stay as they were.
@Suite struct GeocodingFastTests {
    /// The places, or the error as text: what the two ways of reading are compared by.
    enum Outcome: Equatable {
        case places([GeocodedPlace])
        case error(String)
    }

    func viaAnswer(_ data: Data) -> Outcome {
        do { return .places(try OpenWeatherAnswer.places(data, path: "/geo/1.0/direct", clean: { $0 })) } catch {
            return .error("\(error)")
        }
    }

    /// What `OpenWeatherAnswer.places` gave when `JSONDecoder` read every answer.
    func viaJSONDecoder(_ data: Data) -> Outcome {
        do {
            let places = try JSONDecoder().decode([GeocodedPlace].self, from: data)
            return .places(ExternalBounds.list(places, limit: ExternalBounds.placesPerSearch))
        } catch {
            return .error("\(APIError.badResponse(path: "/geo/1.0/direct", problem: DocumentError(error).message))")
        }
    }

    @Test func everyRealAnswerReadsTheSameBothWays() throws {
        let documents = try Fixtures.corpus("geocoding", after: [Fixtures.docs("geocoding-direct.json")])
        var fastCount = 0
        for data in documents {
            let label = String(decoding: data.prefix(120), as: UTF8.self)
            if let fast = GeocodedPlace.fastList(data) {
                fastCount += 1
                #expect(fast == (try? JSONDecoder().decode([GeocodedPlace].self, from: data)), "\(label)")
            }
            guard JSONLimits.check(data, numbers: true) == nil else { continue }
            #expect(viaAnswer(data) == viaJSONDecoder(data), "\(label)")
        }
        #expect(fastCount >= 3, "the fast path read only \(fastCount) of \(documents.count) answers")
        #expect(GeocodedPlace.fastList(Fixtures.docs("geocoding-direct.json")) != nil, "the documented answer must take the fast path")
    }

    /// Each of these gives up, and the answer is then read, or refused, as `JSONDecoder` does.
    @Test func whatItIsNotSureOfIsLeftToJSONDecoder() {
        let cases = [
            #"[{"name": "X", "lat": "1", "lon": 2}]"#,  // a number as a string
            #"[{"lat": 1, "lon": 2}]"#,  // no name
            #"[{"name": "X", "lat": 1}]"#,  // no longitude
            #"{"cod": "404", "message": "city not found"}"#,  // not a list
            #"[{"name": "X", "lat": 1, "lon": 2, "country": 7}]"#,  // a country that is not text
            #"[{"name": "X", "name": "Y", "lat": 1, "lon": 2}]"#  // a duplicate key
        ]
        for text in cases {
            let data = Data(text.utf8)
            #expect(GeocodedPlace.fastList(data) == nil, "\(text)")
            #expect(viaAnswer(data) == viaJSONDecoder(data), "\(text)")
        }
    }

    /// Names in other languages are kept as `init(from:)` keeps them: an object of strings, else none.
    @Test func localNamesReadAsInitFromReadsThem() throws {
        let text = #"""
            [{"name": "München", "local_names": {"de": "München", "en": "Munich"}, "lat": 48.1371, "lon": 11.5754, "country": "DE", "state": "Bavaria"},
             {"name": "Y", "local_names": {"de": 1}, "lat": -1e-3, "lon": 0, "state": null},
             {"name": "Z", "local_names": ["de"], "lat": 1, "lon": 2, "unknown": {"a": [1, null]}}]
            """#
        let data = Data(text.utf8)
        let fast = try #require(GeocodedPlace.fastList(data))
        #expect(fast == (try JSONDecoder().decode([GeocodedPlace].self, from: data)))
        #expect(fast.first?.localNames == ["de": "München", "en": "Munich"])
        #expect(fast.dropFirst().map(\.localNames) == [nil, nil])
    }
}
