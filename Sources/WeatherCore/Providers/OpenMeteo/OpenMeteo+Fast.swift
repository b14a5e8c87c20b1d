import CoreSupport
import FoundationEssentials

/// Open-Meteo's answers read without `Codable` when they can be: `JSONDecoder` spent about 5 M
/// instructions on each forecast, most of the CPU a `places` of 8 places used beyond start-up
/// (issue 35). As for One Call, the reading mirrors the `Decodable` conformances; wherever it is
/// not sure to come out the same (a value of another kind, a number that is not finite) it gives
/// up and `JSONDecoder` reads the document, so results and errors stay the same.
extension OpenMeteoForecast: FastDecodable {
    package init(tree t: JSONTree) throws(JSONTree.GiveUp) {
        // The zone first: Open-Meteo's answers lead with where and when they are.
        timezone = ExternalBounds.tzZoneName(try t.string("timezone"))
        timezoneAbbreviation = try t.string("timezone_abbreviation").flatMap { $0.count <= 16 ? $0 : nil }
        utcOffsetSeconds = ExternalBounds.offset(try t.int("utc_offset_seconds"))
        latitude = try JSONTree.required(t.double("latitude"))
        longitude = try JSONTree.required(t.double("longitude"))
        current = try t.nested("current", OpenMeteoValues.init(tree:))
        currentUnits = try OpenMeteoForecast.units(t, "current_units")
        hourly = try t.nested("hourly", OpenMeteoColumns.init(tree:))?.prefix(ExternalBounds.hours)
        hourlyUnits = try OpenMeteoForecast.units(t, "hourly_units")
        daily = try t.nested("daily", OpenMeteoColumns.init(tree:))?.prefix(ExternalBounds.days)
        dailyUnits = try OpenMeteoForecast.units(t, "daily_units")
        minutely15 = try t.nested("minutely_15", OpenMeteoColumns.init(tree:))?.prefix(8)
    }

    /// `try? decodeIfPresent([String: String].self)`: an object of strings, else nil.
    package static func units(_ t: JSONTree, _ key: String) throws(JSONTree.GiveUp) -> [String: String]? {
        guard case .object(let members)? = try t.member(key) else { return nil }
        var units: [String: String] = [:]
        for (name, value) in members {
            guard case .string(let text) = value else { return nil }
            units[name] = text
        }
        return units
    }
}

extension OpenMeteoAirQuality: FastDecodable {
    package init(tree t: JSONTree) throws(JSONTree.GiveUp) {
        latitude = try JSONTree.required(t.double("latitude"))
        longitude = try JSONTree.required(t.double("longitude"))
        current = try t.nested("current", OpenMeteoValues.init(tree:))
    }
}

extension OpenMeteoColumns {
    /// `time` as integers, and each other member that is a list of numbers and nulls.
    package init(tree t: JSONTree) throws(JSONTree.GiveUp) {
        guard case .object(let members) = t, case .array(let times)? = members["time"] else { throw JSONTree.GiveUp() }
        var time: [Int64] = []
        time.reserveCapacity(times.count)
        for item in times {
            guard case .number(_, let integer?) = item else { throw JSONTree.GiveUp() }
            time.append(integer)
        }
        var values: [String: [Double?]] = [:]
        for (name, member) in members where name != "time" {
            guard case .array(let items) = member else { continue }
            var column: [Double?] = []
            column.reserveCapacity(items.count)
            var numbers = true
            for item in items {
                switch item {
                case .null: column.append(nil)
                case .number(let number, _):
                    guard number.isFinite else { throw JSONTree.GiveUp() }
                    column.append(number)
                default: numbers = false
                }
                if !numbers { break }
            }
            if numbers { values[name] = column }
        }
        self.init(time: time, values: values)
    }
}

extension OpenMeteoValues {
    /// `time` as an integer, and each other member that is a finite number.
    package init(tree t: JSONTree) throws(JSONTree.GiveUp) {
        guard case .object(let members) = t, case .number(_, let time?)? = members["time"] else { throw JSONTree.GiveUp() }
        var values: [String: Double] = [:]
        for (name, member) in members where name != "time" {
            guard case .number(let number, _) = member else { continue }
            guard number.isFinite else { throw JSONTree.GiveUp() }
            values[name] = number
        }
        self.init(time: time, values: values)
    }
}

extension OpenMeteoDated: FastDecodable {
    /// As the `Decodable` conformance reads it: `JSONDecoder` spent about 50 M instructions on
    /// a year's days, more than a whole location change.
    package init(tree t: JSONTree) throws(JSONTree.GiveUp) {
        let zone = (ExternalBounds.tzZoneName(try t.string("timezone")), ExternalBounds.offset(try t.int("utc_offset_seconds")))
        let daily = try t.nested("daily", OpenMeteoColumns.init(tree:))?.prefix(OpenMeteoDated.maximumDays)
        let hourly = try t.nested("hourly", OpenMeteoColumns.init(tree:))?.prefix(OpenMeteoDated.maximumHours)
        let dailyUnits = OpenMeteoUnits(try OpenMeteoForecast.units(t, "daily_units"))
        let hourlyUnits = OpenMeteoUnits(try OpenMeteoForecast.units(t, "hourly_units"))
        self.init(
            zone: zone, daily: daily.map { OpenMeteoTable(columns: $0, units: dailyUnits) },
            hourly: hourly.map { OpenMeteoTable(columns: $0, units: hourlyUnits) })
    }
}

extension OpenMeteoDated {
    /// An answer's body read: by the fast path, named directly (asking whether a type is
    /// `FastDecodable` at run time searched every conformance, 3.5 M instructions), else as
    /// `OpenMeteoAnswer.decode` reads it.
    package static func read(_ body: Data, path: String) -> Result<OpenMeteoDated, OpenMeteoError> {
        if JSONLimits.check(body, numbers: true) == nil, let fast = OpenMeteoDated.fast(body) { return .success(fast) }
        return OpenMeteoAnswer.decode(body, as: OpenMeteoDated.self, path: path)
    }
}
