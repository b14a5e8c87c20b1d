import Foundation
import Testing

@testable import WeatherCore

@Suite struct GazetteerNearestTests {
    let gazetteer: Gazetteer

    init() throws {
        gazetteer = try GazetteerFixture.open()
    }

    @Test(arguments: [
        (0.3476, 32.5825, "Kampala", "UG"), (51.5, -0.12, "London", "GB"), (48.86, 2.35, "Paris", "FR"),
        (40.71, -74.0, "New York City", "US"), (35.68, 139.76, "Tokyo", "JP"), (47.37, 8.54, "Zürich", "CH")
    ])
    func namesTheCityAPointIsIn(lat: Double, lon: Double, name: String, country: String) throws {
        let (place, distance) = try #require(gazetteer.nearest(lat: lat, lon: lon))
        #expect(place.name == name)
        #expect(place.countryCode == country)
        #expect(distance < 10)
    }

    @Test func wrapsLongitudeAndClampsLatitude() throws {
        let wrapped = try #require(gazetteer.nearest(lat: 51.5, lon: -0.12 + 360))
        #expect(wrapped.place.name == "London")
        let pole = try #require(gazetteer.nearest(lat: 120, lon: 0))
        #expect(pole.distanceKm < 3000)
        #expect(gazetteer.nearest(lat: .nan, lon: 0) == nil)
        #expect(gazetteer.nearest(lat: 0, lon: .infinity) == nil)
    }

    /// The grid search gives what a scan of every place gives, at sea, at the poles and across 180°.
    @Test(arguments: [
        (0.0, 179.99), (0.0, -179.99), (-89.0, 0.0), (89.5, 100.0), (0.0, -140.0), (-50.0, -100.0),
        (64.1, -21.9), (-0.5, 32.6), (13.0, 144.8), (-77.8, 166.7)
    ])
    func agreesWithAFullScan(lat: Double, lon: Double) throws {
        let found = try #require(gazetteer.nearest(lat: lat, lon: lon))
        let file = gazetteer.file
        var distances: [(record: Int, distance: Double)] = []
        var closest = Double.infinity
        for index in 0..<gazetteer.count {
            guard let record = file.record(index) else { continue }
            let distance = Gazetteer.distanceKm(lat, lon, record.lat, record.lon)
            closest = min(closest, distance)
            if distance <= closest + Gazetteer.maximumAllowanceKm { distances.append((index, distance)) }
        }
        let expected =
            distances
            .filter { $0.distance <= closest + Gazetteer.allowanceKm(population: file.population($0.record)) }
            .max { a, b in
                let (pa, pb) = (file.population(a.record), file.population(b.record))
                return pa < pb || (pa == pb && a.distance > b.distance)
            }
        let place = try #require(expected.flatMap { gazetteer.place(at: $0.record) })
        #expect(found.place == place)
        #expect(abs(found.distanceKm - (expected?.distance ?? 0)) < 1e-9)
    }

    @Test(arguments: [
        ("Europe/Paris", "Paris"), ("Asia/Tokyo", "Tokyo"), ("America/Chicago", "Chicago"),
        ("Europe/Zurich", "Zürich"), ("Africa/Kampala", "Kampala"), ("Europe/Kiev", "Kyiv"),
        ("US/Pacific", "Los Angeles")
    ])
    func mostPopulousInTimeZone(zone: String, name: String) throws {
        let place = try #require(gazetteer.mostPopulous(inTimeZone: zone))
        #expect(place.name == name)
    }

    @Test func unknownTimeZoneHasNoPlace() {
        #expect(gazetteer.mostPopulous(inTimeZone: "Mars/Olympus_Mons") == nil)
        #expect(gazetteer.mostPopulous(inTimeZone: "") == nil)
    }
}
