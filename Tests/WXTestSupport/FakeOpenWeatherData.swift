import Foundation

/// A place the fake server knows: what the Geocoding API says about it, its zone, and how much
/// warmer than the London template its weather is.
public struct FakePlace: Equatable, Sendable {
    public let id: Int
    public let name: String
    public let localNames: [String: String]
    public let lat: Double
    public let lon: Double
    public let country: String
    public let state: String?
    /// The IANA zone, as One Call reports it.
    public let zone: String
    /// Kelvin added to every temperature of the London template.
    public let warmer: Double

    /// The places the fake server answers for; any other name geocodes to `[]`.
    public static let all: [FakePlace] = [
        FakePlace(
            id: 2_643_743, name: "London",
            localNames: ["en": "London", "fr": "Londres", "ja": "ロンドン", "ascii": "London", "feature_name": "London"],
            lat: 51.5073219, lon: -0.1276474, country: "GB", state: "England", zone: "Europe/London", warmer: 0),
        FakePlace(
            id: 6_058_560, name: "London", localNames: ["en": "London", "fr": "London"],
            lat: 42.9832406, lon: -81.243372, country: "CA", state: "Ontario", zone: "America/Toronto", warmer: 1),
        FakePlace(
            id: 5_391_959, name: "San Francisco", localNames: ["en": "San Francisco", "es": "San Francisco", "zh": "旧金山"],
            lat: 37.7790262, lon: -122.419906, country: "US", state: "California", zone: "America/Los_Angeles", warmer: 6),
        FakePlace(
            id: 232422, name: "Kampala", localNames: ["en": "Kampala", "lg": "Kampala"],
            lat: 0.3177137, lon: 32.5813539, country: "UG", state: "Central Region", zone: "Africa/Kampala", warmer: 14),
        FakePlace(
            id: 2_988_507, name: "Paris", localNames: ["en": "Paris", "fr": "Paris", "ja": "パリ"],
            lat: 48.8588897, lon: 2.3200410217200766, country: "FR", state: "Ile-de-France", zone: "Europe/Paris", warmer: 2),
        FakePlace(
            id: 4_717_560, name: "Paris", localNames: ["en": "Paris"],
            lat: 33.6617962, lon: -95.555513, country: "US", state: "Texas", zone: "America/Chicago", warmer: 10),
        FakePlace(
            id: 2_657_896, name: "Zürich", localNames: ["en": "Zurich", "de": "Zürich", "fr": "Zurich", "it": "Zurigo"],
            lat: 47.3744489, lon: 8.5410422, country: "CH", state: "Zurich", zone: "Europe/Zurich", warmer: -1),
        FakePlace(
            id: 3_448_439, name: "São Paulo", localNames: ["en": "São Paulo", "pt": "São Paulo", "ascii": "Sao Paulo"],
            lat: -23.5506507, lon: -46.6333824, country: "BR", state: "São Paulo", zone: "America/Sao_Paulo", warmer: 13),
        FakePlace(
            id: 1_850_147, name: "Tokyo", localNames: ["en": "Tokyo", "ja": "東京", "zh": "东京"],
            lat: 35.6828387, lon: 139.7594549, country: "JP", state: nil, zone: "Asia/Tokyo", warmer: 4),
        // Not a GeoNames populated place, so only the geocoder knows it: for the 3-request path.
        FakePlace(
            id: 9_999_001, name: "Concordia Station", localNames: ["en": "Concordia Station"],
            lat: -75.1, lon: 123.33, country: "AQ", state: nil, zone: "Asia/Shanghai", warmer: -40),
        // A hostile name (terminal escapes: clear screen, set window title, bell), found by its
        // local name: what wxsh prints of it must be inert.
        FakePlace(
            id: 9_999_002, name: "Evil\u{1B}[2J\u{1B}]0;pwned\u{07}", localNames: ["en": "Evilville"],
            lat: 12.5, lon: -40.25, country: "XX", state: "\u{1B}[31mRed\u{202E}", zone: "Atlantic/Cape_Verde", warmer: 5)
    ]

    /// US state codes the Geocoding API accepts in `q` (`Paris,TX,US`), for the states above.
    static let usStates = ["CA": "California", "TX": "Texas"]

    /// The place nearest a point, if one is within about 50 km.
    static func near(lat: Double, lon: Double) -> FakePlace? {
        all.filter { abs($0.lat - lat) < 0.5 && abs($0.lon - lon) < 0.5 }
            .min { abs($0.lat - lat) + abs($0.lon - lon) < abs($1.lat - lat) + abs($1.lon - lon) }
    }

    /// The Geocoding API's matching: `name[,state][,country]`, case- and accent-insensitive,
    /// against the name and its local names.
    static func matching(_ query: String, limit: Int) -> [FakePlace] {
        let parts = query.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = parts.first, !first.isEmpty else { return [] }
        let fold = { (text: String) in text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        let name = fold(first)
        var country: String?
        var state: String?
        if parts.count >= 2 { country = parts.last?.uppercased() }
        if parts.count >= 3 { state = parts[1].uppercased() }
        return all.filter { place in
            let names = [place.name] + Array(place.localNames.values)
            guard names.contains(where: { fold($0) == name }) else { return false }
            if let country, !country.isEmpty, place.country != country { return false }
            if let state, !state.isEmpty {
                let full = usStates[state] ?? state
                guard let placeState = place.state, fold(placeState) == fold(full) else { return false }
            }
            return true
        }.prefix(max(0, limit)).map { $0 }
    }

    /// The place as one Geocoding API result.
    var geocodingJSON: [String: Any] {
        var object: [String: Any] = ["name": name, "local_names": localNames, "lat": lat, "lon": lon, "country": country]
        if let state { object["state"] = state }
        return object
    }
}

/// Builds the fake server's answers from the bundled London template, relabelled for the place
/// and shifted to the server's clock, so they are realistic in shape and values without being
/// written by hand.
struct FakeOpenWeatherData: Sendable {
    let oneCallTemplate: Data
    let airTemplate: Data

    init(resources: URL) throws {
        oneCallTemplate = try Data(contentsOf: resources.appendingPathComponent("london/onecall.json"))
        airTemplate = try Data(contentsOf: resources.appendingPathComponent("london/air_pollution.json"))
    }

    // MARK: - One Call

    /// A One Call 3.0 answer for a point at `now`: 61 minutely, 48 hourly, 8 daily entries, the
    /// place's `timezone` and `timezone_offset`, with the `exclude`d parts left out; with
    /// `lang=de`, the days' summaries and the alerts in German, as OpenWeather translates them.
    func oneCall(lat: Double, lon: Double, exclude: Set<String>, now: Date, language: String? = nil) -> [String: Any] {
        let place = FakePlace.near(lat: lat, lon: lon)
        let zone = FakeOpenWeatherData.zone(for: place, lon: lon)
        let warmer = place?.warmer ?? 0
        var root = (try? JSONSerialization.jsonObject(with: oneCallTemplate)) as? [String: Any] ?? [:]
        let london = TimeZone(identifier: "Europe/London")!
        let epoch = Int64(now.timeIntervalSince1970)
        let templateNow = (root["current"] as? [String: Any])?["dt"] as? Int64 ?? epoch
        let templateDaily = root["daily"] as? [[String: Any]] ?? []

        root["lat"] = FakeOpenWeatherData.round4(lat)
        root["lon"] = FakeOpenWeatherData.round4(lon)
        root["timezone"] = zone.identifier
        root["timezone_offset"] = zone.secondsFromGMT(for: now)

        // Local days: day i of the template becomes day i from today in the place's zone, and
        // times of day (sunrise, moonset, …) keep their wall-clock time.
        let placeMidnights = (0..<8).map { FakeOpenWeatherData.midnight(epoch, days: $0, in: zone) }
        let templateMidnights = templateDaily.map { FakeOpenWeatherData.midnight(($0["dt"] as? Int64) ?? templateNow, days: 0, in: london) }
        func relabel(_ value: Any?, day: Int) -> Any? {
            guard let t = value as? Int64, t != 0, day < templateMidnights.count else { return value }
            return placeMidnights[day] + (t - templateMidnights[day])
        }

        if var current = root["current"] as? [String: Any] {
            current["dt"] = epoch
            current["sunrise"] = relabel(current["sunrise"], day: 0)
            current["sunset"] = relabel(current["sunset"], day: 0)
            FakeOpenWeatherData.warm(&current, by: warmer, keys: ["temp", "feels_like", "dew_point"])
            root["current"] = current
        }
        // The next hour's rain has the place's own shape (`FakeNowcast`), not the template's.
        root["minutely"] = FakeNowcast.shape(for: place).minutely(from: epoch)
        if let hourly = root["hourly"] as? [[String: Any]] {
            let start = epoch / 3600 * 3600
            root["hourly"] = hourly.enumerated().map { i, entry in
                var entry = entry
                entry["dt"] = start + Int64(i) * 3600
                FakeOpenWeatherData.warm(&entry, by: warmer, keys: ["temp", "feels_like", "dew_point"])
                return entry
            }
        }
        root["daily"] = templateDaily.enumerated().map { i, entry -> [String: Any] in
            var entry = entry
            entry["dt"] = placeMidnights[min(i, 7)] + 12 * 3600
            for key in ["sunrise", "sunset", "moonrise", "moonset"] { entry[key] = relabel(entry[key], day: i) }
            if var temp = entry["temp"] as? [String: Any] {
                FakeOpenWeatherData.warm(&temp, by: warmer, keys: ["day", "min", "max", "night", "eve", "morn"])
                entry["temp"] = temp
            }
            if var feels = entry["feels_like"] as? [String: Any] {
                FakeOpenWeatherData.warm(&feels, by: warmer, keys: ["day", "night", "eve", "morn"])
                entry["feels_like"] = feels
            }
            FakeOpenWeatherData.warm(&entry, by: warmer, keys: ["dew_point"])
            return entry
        }
        if place?.country == "GB", let alerts = root["alerts"] as? [[String: Any]] {
            root["alerts"] = alerts.map { alert in
                var alert = alert
                for key in ["start", "end"] {
                    if let t = alert[key] as? Int64 { alert[key] = epoch + (t - templateNow) }
                }
                return alert
            }
        } else {
            root["alerts"] = nil
        }
        if language == "de" { FakeOpenWeatherData.germanText(&root) }
        for part in exclude { root[part] = nil }
        return root
    }

    /// Puts the German texts (`FakeGermanText`) in place of the template's English ones.
    static func germanText(_ root: inout [String: Any]) {
        let germanSummaries = FakeGermanText.summaries
        let germanAlertEvent = FakeGermanText.alertEvent
        let germanAlertDescription = FakeGermanText.alertDescription
        if let daily = root["daily"] as? [[String: Any]] {
            root["daily"] = daily.enumerated().map { i, entry in
                var entry = entry
                entry["summary"] = germanSummaries[i % germanSummaries.count]
                return entry
            }
        }
        if let alerts = root["alerts"] as? [[String: Any]] {
            root["alerts"] = alerts.map { alert in
                var alert = alert
                alert["event"] = germanAlertEvent
                alert["description"] = germanAlertDescription
                return alert
            }
        }
    }

    // MARK: - Air Pollution

    /// An Air Pollution answer for a point at `now`.
    func airPollution(lat: Double, lon: Double, now: Date) -> [String: Any] {
        var root = (try? JSONSerialization.jsonObject(with: airTemplate)) as? [String: Any] ?? [:]
        root["coord"] = ["lon": FakeOpenWeatherData.round4(lon), "lat": FakeOpenWeatherData.round4(lat)]
        if var list = root["list"] as? [[String: Any]], !list.isEmpty {
            list[0]["dt"] = Int64(now.timeIntervalSince1970)
            root["list"] = list
        }
        return root
    }

    // MARK: - The free 2.5 endpoints

    /// A Current Weather 2.5 answer, from the One Call answer's `current`.
    func currentWeather(lat: Double, lon: Double, now: Date) -> [String: Any] {
        let place = FakePlace.near(lat: lat, lon: lon)
        let one = oneCall(lat: lat, lon: lon, exclude: ["minutely"], now: now)
        let current = one["current"] as? [String: Any] ?? [:]
        let temp = current["temp"] as? Double ?? 280
        var main: [String: Any] = [
            "temp": temp, "feels_like": current["feels_like"] ?? temp,
            "temp_min": FakeOpenWeatherData.round2(temp - 1.2),
            "temp_max": FakeOpenWeatherData.round2(temp + 0.9),
            "pressure": current["pressure"] ?? 1013, "humidity": current["humidity"] ?? 70
        ]
        main["sea_level"] = main["pressure"]
        main["grnd_level"] = (current["pressure"] as? Int).map { $0 - 8 } ?? 1005
        var wind: [String: Any] = ["speed": current["wind_speed"] ?? 0, "deg": current["wind_deg"] ?? 0]
        if let gust = current["wind_gust"] { wind["gust"] = gust }
        var root: [String: Any] = [
            "coord": ["lon": FakeOpenWeatherData.round4(lon), "lat": FakeOpenWeatherData.round4(lat)],
            "weather": current["weather"] ?? [],
            "base": "stations",
            "main": main,
            "visibility": current["visibility"] ?? 10000,
            "wind": wind,
            "clouds": ["all": current["clouds"] ?? 0],
            "dt": current["dt"] ?? Int64(now.timeIntervalSince1970),
            "sys": [
                "type": 2, "id": 2_075_535, "country": place?.country ?? "", "sunrise": current["sunrise"] ?? 0,
                "sunset": current["sunset"] ?? 0
            ] as [String: Any],
            "timezone": one["timezone_offset"] ?? 0,
            "id": place?.id ?? 0,
            "name": place?.name ?? "",
            "cod": 200
        ]
        if let rain = current["rain"] { root["rain"] = rain }
        if let snow = current["snow"] { root["snow"] = snow }
        return root
    }

    /// A 5 day / 3 hour Forecast 2.5 answer: 40 steps on 3-hour UTC boundaries.
    func forecast(lat: Double, lon: Double, now: Date) -> [String: Any] {
        let place = FakePlace.near(lat: lat, lon: lon)
        let one = oneCall(lat: lat, lon: lon, exclude: ["minutely"], now: now)
        let hourly = one["hourly"] as? [[String: Any]] ?? []
        let current = one["current"] as? [String: Any] ?? [:]
        let epoch = Int64(now.timeIntervalSince1970)
        let first = (epoch / 10_800 + 1) * 10_800
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let list: [[String: Any]] =
            hourly.isEmpty
            ? []
            : (0..<40).map { i in
                let source = hourly[(i * 3) % hourly.count]
                let dt = first + Int64(i) * 10_800
                let temp = source["temp"] as? Double ?? 280
                let kf = [-1.11, 0.0, 2.61, 2.15, 0.0][i % 5]
                var entry: [String: Any] = [
                    "dt": dt,
                    "main": [
                        "temp": temp, "feels_like": source["feels_like"] ?? temp,
                        "temp_min": FakeOpenWeatherData.round2(temp - max(0, kf)),
                        "temp_max": FakeOpenWeatherData.round2(temp + max(0, -kf)),
                        "pressure": source["pressure"] ?? 1013, "sea_level": source["pressure"] ?? 1013,
                        "grnd_level": (source["pressure"] as? Int).map { $0 - 8 } ?? 1005,
                        "humidity": source["humidity"] ?? 70, "temp_kf": kf
                    ] as [String: Any],
                    "weather": source["weather"] ?? [],
                    "clouds": ["all": source["clouds"] ?? 0],
                    "wind": [
                        "speed": source["wind_speed"] ?? 0, "deg": source["wind_deg"] ?? 0,
                        "gust": source["wind_gust"] ?? source["wind_speed"] ?? 0
                    ] as [String: Any],
                    "visibility": source["visibility"] ?? 10000,
                    "pop": source["pop"] ?? 0,
                    "sys": [
                        "pod": ((source["weather"] as? [[String: Any]])?.first?["icon"] as? String)?.hasSuffix("n") == true ? "n" : "d"
                    ],
                    "dt_txt": formatter.string(from: Date(timeIntervalSince1970: TimeInterval(dt)))
                ]
                if let rain = (source["rain"] as? [String: Any])?["1h"] as? Double {
                    entry["rain"] = ["3h": FakeOpenWeatherData.round2(rain * 3)]
                }
                if let snow = (source["snow"] as? [String: Any])?["1h"] as? Double {
                    entry["snow"] = ["3h": FakeOpenWeatherData.round2(snow * 3)]
                }
                return entry
            }
        return [
            "cod": "200", "message": 0, "cnt": list.count, "list": list,
            "city": [
                "id": place?.id ?? 0, "name": place?.name ?? "",
                "coord": ["lat": FakeOpenWeatherData.round4(lat), "lon": FakeOpenWeatherData.round4(lon)],
                "country": place?.country ?? "", "population": 1_000_000,
                "timezone": one["timezone_offset"] ?? 0,
                "sunrise": current["sunrise"] ?? 0, "sunset": current["sunset"] ?? 0
            ] as [String: Any]
        ]
    }

    // MARK: - Helpers

    /// The place's zone, or for open sea a whole-hour `Etc/GMT` zone from the longitude.
    static func zone(for place: FakePlace?, lon: Double) -> TimeZone {
        if let place, let zone = TimeZone(identifier: place.zone) { return zone }
        let hours = Int((lon / 15).rounded())
        return TimeZone(secondsFromGMT: hours * 3600) ?? TimeZone(identifier: "UTC")!
    }

    /// The epoch of local midnight `days` after the day of `epoch`, in `zone`.
    static func midnight(_ epoch: Int64, days: Int, in zone: TimeZone) -> Int64 {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let start = calendar.startOfDay(for: Date(timeIntervalSince1970: TimeInterval(epoch)))
        let shifted = calendar.date(byAdding: .day, value: days, to: start) ?? start
        return Int64(shifted.timeIntervalSince1970)
    }

    static func warm(_ object: inout [String: Any], by kelvin: Double, keys: [String]) {
        guard kelvin != 0 else { return }
        for key in keys {
            if let value = object[key] as? Double {
                object[key] = round2(value + kelvin)
            } else if let value = object[key] as? Int {
                object[key] = round2(Double(value) + kelvin)
            }
        }
    }

    static func round2(_ value: Double) -> Double { (value * 100).rounded() / 100 }
    static func round4(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}

/// The day summaries and alert texts the fake server sends for `lang=de`, as OpenWeather
/// translates its own text.
public enum FakeGermanText {
    public static let summaries = [
        "Erwarten Sie einen Tag mit teilweiser Bewölkung und Regen",
        "Am Morgen teilweise bewölkt, am Nachmittag Regen",
        "Bis zum Morgen Schnee, danach Regen"
    ]
    public static let alertEvent = "Gelbe Warnung vor Wind"
    public static let alertDescription = "Starke Südwestwinde können am Montag den Verkehr behindern."
}
