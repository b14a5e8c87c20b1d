import CoreModel
import CoreSupport
import FoundationEssentials

/// Air Pollution documents read without `Codable` when they can be, as One Call's are
/// (`OneCall+Fast`): `JSONDecoder` spent 1.6 M instructions of every start on the small bundled
/// London document (callgrind), most of it the first use of these types. The reading mirrors
/// the `Decodable` conformances; a document it is not sure of (`coord` as an array, `aqi` written
/// as `4.0`, a wrong type anywhere) is left to `JSONDecoder`, so results and errors stay the same.
extension AirPollution: FastDecodable {
    package init(tree t: JSONTree) throws(JSONTree.GiveUp) {
        let coordinate = try t.nested("coord") { (c: JSONTree) throws(JSONTree.GiveUp) in
            Coordinate(lon: try JSONTree.required(c.double("lon")), lat: try JSONTree.required(c.double("lat")))
        }
        self.init(coord: coordinate, list: try JSONTree.required(t.list("list", Entry.init(tree:))))
    }
}

extension AirPollution.Entry {
    package init(tree t: JSONTree) throws(JSONTree.GiveUp) {
        let index = try t.nested("main") { (m: JSONTree) throws(JSONTree.GiveUp) in try JSONTree.required(m.int("aqi")) }
        self.init(
            dt: try JSONTree.required(t.int64("dt")), main: AirPollution.Main(aqi: try JSONTree.required(index)),
            components: try JSONTree.required(t.nested("components", AirQuality.Components.init(tree:))),
            europeanAQI: try t.int("european_aqi"))
    }
}

extension AirQuality.Components {
    package init(tree t: JSONTree) throws(JSONTree.GiveUp) {
        self.init(
            co: try t.double("co"), no: try t.double("no"), no2: try t.double("no2"), o3: try t.double("o3"),
            so2: try t.double("so2"), pm2_5: try t.double("pm2_5"), pm10: try t.double("pm10"), nh3: try t.double("nh3"))
    }
}
