import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// Test data read from the repository.
enum Fixtures {
    static func data(_ relativePath: String) -> Data {
        (try? Data(contentsOf: RepoPaths.root.appendingPathComponent(relativePath))) ?? Data()
    }

    static func docs(_ name: String) -> Data { data("Tests/Fixtures/openweather-docs/\(name)") }

    /// The bundled London data, exactly as wxsh starts on it.
    static func london() throws -> WeatherData {
        try BundledData.decode(
            forecast: data("Resources/london/onecall.json"),
            airPollution: data("Resources/london/air_pollution.json"),
            place: data("Resources/london/place.json"))
    }

    /// A JSON document as text, decoded; for tests that edit a document.
    static func decode(_ json: String) throws(DocumentError) -> WeatherDocument {
        try WeatherDocument.decode(Data(json.utf8))
    }

    /// London's zone abbreviations as the system's zone database gives them, so that the goldens
    /// name times as wxsh does on a machine with tzdata (and do not depend on this one's).
    static let londonZoneNames = ZoneNames(["Europe/London": [0: "GMT", 3600: "BST"]])
    /// Paris's, for the Open-Meteo goldens, given rather than read from this machine.
    static let parisZoneNames = ZoneNames(["Europe/Paris": [3600: "CET", 7200: "CEST"]])

    /// `first`, then every file of the fuzz corpus `Fuzz/corpus/NAME`, by name.
    static func corpus(_ name: String, after first: [Data]) throws -> [Data] {
        let folder = RepoPaths.root.appendingPathComponent("Fuzz/corpus/\(name)")
        return try first + FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { data("Fuzz/corpus/\(name)/\($0)") }
    }

    /// Checks that each document the fast reader reads, it reads as `JSONDecoder` does.
    /// - Returns: how many it read (the rest it left to `JSONDecoder`).
    static func checkFastReader<T: FastDecodable & Equatable>(_ type: T.Type, _ documents: [Data]) -> Int {
        var count = 0
        for data in documents {
            guard let fast = T.fast(data) else { continue }
            count += 1
            #expect(fast == (try? JSONDecoder().decode(T.self, from: data)), "\(String(decoding: data.prefix(120), as: UTF8.self))")
        }
        return count
    }

    static var goldenFolder: URL { RepoPaths.root.appendingPathComponent("Tests/WeatherCoreTests/Golden") }
}
