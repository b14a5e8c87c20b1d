import CoreModel
import CoreSupport
import FoundationEssentials

/// One Call documents read without `Codable` when they can be: `JSONDecoder` took about 5 ms of
/// every start (the bundled London) and of every place fetched, a third of wxsh's own work.
/// The reading below mirrors the `Decodable` conformances field by field (the bounds included);
/// a document it is not sure of is left to `JSONDecoder`, so results and errors stay the same.
extension OneCall: FastDecodable {
    package init(tree t: JSONTree) throws(JSONTree.GiveUp) {
        lat = try JSONTree.required(t.double("lat"))
        lon = try JSONTree.required(t.double("lon"))
        timezone = ExternalBounds.zoneName(try t.string("timezone"))
        timezoneOffset = ExternalBounds.offset(try t.int("timezone_offset"))
        current = try t.nested("current", Reading.init(tree:))
        minutely = ExternalBounds.list(try t.list("minutely", Minutely.init(tree:)), limit: 61)
        hourly = ExternalBounds.list(try t.list("hourly", Reading.init(tree:)), limit: ExternalBounds.hours)
        daily = ExternalBounds.list(try t.list("daily", Daily.init(tree:)), limit: ExternalBounds.days)
        alerts = try t.list("alerts", Alert.init(tree:))
    }
}

extension OneCall.Reading {
    package init(tree t: JSONTree) throws(JSONTree.GiveUp) {
        self.init(dt: try JSONTree.required(t.int64("dt")), temp: try JSONTree.required(t.double("temp")))
        try readSharedFields(t)
        feelsLike = try t.double("feels_like")
        visibility = try t.double("visibility")
    }
}

extension OneCall.Minutely {
    package init(tree t: JSONTree) throws(JSONTree.GiveUp) {
        self.init(dt: try JSONTree.required(t.int64("dt")), precipitation: try t.double("precipitation"))
    }
}

extension OneCall.Daily {
    package init(tree t: JSONTree) throws(JSONTree.GiveUp) {
        self.init(dt: try JSONTree.required(t.int64("dt")), temp: try JSONTree.required(t.nested("temp", OneCall.Temperatures.init(tree:))))
        try readSharedFields(t)
        moonrise = try t.int64("moonrise")
        moonset = try t.int64("moonset")
        moonPhase = try t.double("moon_phase")
        summary = try t.string("summary")
        feelsLike = try t.nested("feels_like", OneCall.FeelsLike.init(tree:))
    }
}

/// The fields a reading (now or an hour) and a day have in common, so the fast path reads
/// them in one place; only `feels_like` differs in kind (a number, or four parts of the day).
package protocol OneCallSharedFields {
    var sunrise: Int64? { get set }
    var sunset: Int64? { get set }
    var pressure: Double? { get set }
    var humidity: Double? { get set }
    var dewPoint: Double? { get set }
    var uvi: Double? { get set }
    var clouds: Double? { get set }
    var windSpeed: Double? { get set }
    var windDeg: Double? { get set }
    var windGust: Double? { get set }
    var weather: [WeatherCondition]? { get set }
    var pop: Double? { get set }
    var rain: Precipitation? { get set }
    var snow: Precipitation? { get set }
}

extension OneCall.Reading: OneCallSharedFields {}
extension OneCall.Daily: OneCallSharedFields {}

extension OneCallSharedFields {
    package mutating func readSharedFields(_ t: JSONTree) throws(JSONTree.GiveUp) {
        sunrise = try t.int64("sunrise")
        sunset = try t.int64("sunset")
        pressure = try t.double("pressure")
        humidity = try t.double("humidity")
        dewPoint = try t.double("dew_point")
        uvi = try t.double("uvi")
        clouds = try t.double("clouds")
        windSpeed = try t.double("wind_speed")
        windDeg = try t.double("wind_deg")
        windGust = try t.double("wind_gust")
        weather = try t.list("weather", WeatherCondition.init(tree:))
        pop = try t.double("pop")
        rain = try t.nested("rain", Precipitation.init(tree:))
        snow = try t.nested("snow", Precipitation.init(tree:))
    }
}

extension OneCall.Temperatures {
    package init(tree t: JSONTree) throws(JSONTree.GiveUp) {
        self.init(
            day: try t.double("day"), min: try JSONTree.required(t.double("min")), max: try JSONTree.required(t.double("max")),
            night: try t.double("night"), eve: try t.double("eve"), morn: try t.double("morn"))
    }
}

extension OneCall.FeelsLike {
    package init(tree t: JSONTree) throws(JSONTree.GiveUp) {
        self.init(day: try t.double("day"), night: try t.double("night"), eve: try t.double("eve"), morn: try t.double("morn"))
    }
}

extension OneCall.Alert {
    package init(tree t: JSONTree) throws(JSONTree.GiveUp) {
        self.init(
            senderName: ExternalBounds.name(try t.string("sender_name")),
            event: ExternalBounds.name(try JSONTree.required(t.string("event"))),
            start: try t.int64("start"), end: try t.int64("end"), description: try t.string("description"),
            tags: try t.list("tags") { (item: JSONTree) throws(JSONTree.GiveUp) -> String in
                guard case .string(let tag) = item else { throw JSONTree.GiveUp() }
                return tag
            })
    }
}

extension WeatherCondition {
    package init(tree t: JSONTree) throws(JSONTree.GiveUp) {
        let main = try t.string("main") ?? ""
        self.init(id: try t.int("id") ?? 0, main: main, description: try t.string("description") ?? main, icon: try t.string("icon") ?? "")
    }
}

extension Precipitation {
    /// A bare number is the day's (24 h); else `1h`, then `3h`.
    package init(tree t: JSONTree) throws(JSONTree.GiveUp) {
        if case .number(let value, _) = t {
            guard value.isFinite else { throw JSONTree.GiveUp() }
            self.init(millimetres: value, hours: 24)
            return
        }
        for (key, hours) in [("1h", 1), ("3h", 3)] {
            if let value = try t.double(key) {
                self.init(millimetres: value, hours: hours)
                return
            }
        }
        throw JSONTree.GiveUp()
    }
}
