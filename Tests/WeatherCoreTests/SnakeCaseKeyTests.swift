import Foundation
import Testing

@testable import WeatherCore

/// Keys named by their cases read and write the services' snake-case names, and say them in errors.
@Suite struct SnakeCaseKeyTests {
    struct Sample: Codable, Equatable {
        var dt: Int64
        var feelsLike: Double?
        var utcOffsetSeconds: Int?

        enum CodingKeys: String, SnakeCaseKey { case dt, feelsLike, utcOffsetSeconds }
    }

    @Test(arguments: [
        (Sample.CodingKeys.dt, "dt"), (.feelsLike, "feels_like"), (.utcOffsetSeconds, "utc_offset_seconds")
    ])
    func caseNamesBecomeSnakeCase(key: Sample.CodingKeys, name: String) {
        #expect(key.stringValue == name)
        #expect(Sample.CodingKeys(stringValue: name) == key)
        #expect(key.intValue == nil)
    }

    @Test func unknownNamesAreNoKey() {
        #expect(Sample.CodingKeys(stringValue: "feelsLike") == nil)
        #expect(Sample.CodingKeys(intValue: 0) == nil)
    }

    @Test func decodesAndEncodesTheWireNames() throws {
        let json = #"{"dt":1,"feels_like":2.5,"utc_offset_seconds":3600}"#
        let sample = try JSONDecoder().decode(Sample.self, from: Data(json.utf8))
        #expect(sample == Sample(dt: 1, feelsLike: 2.5, utcOffsetSeconds: 3600))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(sample), as: UTF8.self) == json)
    }

    @Test func errorsNameTheWireKey() {
        #expect {
            try JSONDecoder().decode(Sample.self, from: Data(#"{"dt":1,"feels_like":"warm"}"#.utf8))
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["feels_like"]
        }
    }
}
