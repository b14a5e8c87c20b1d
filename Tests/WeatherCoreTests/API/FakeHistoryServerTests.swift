import Foundation
import Testing
import WXTestSupport
import WeatherIO

@testable import WeatherCore

// In the planned suite FakeOpenWeatherServerTests (Tests/suites.plan: `client`), as a nested suite.
extension FakeOpenWeatherServerTests {
    /// The dated paths: Open-Meteo's archive and dated forecast, One Call's day summary and time
    /// machine, answer in the documented shapes with the values the helpers promise.
    @Suite struct HistoryPaths {
        typealias Path = FakeOpenWeatherServer.Path
        typealias MeteoPath = FakeOpenMeteo.Path

        /// Sunday 29 Nov 2026, 12:00 UTC: the archive ends on 24 Nov, the forecast spans 29 Aug to 14 Dec.
        static let now = Date(timeIntervalSince1970: 1_795_953_600)
        static let london = "latitude=51.5085&longitude=-0.1257"
        static let daily =
            "weather_code,temperature_2m_max,temperature_2m_min,precipitation_sum,rain_sum,snowfall_sum,wind_speed_10m_max,wind_gusts_10m_max,wind_direction_10m_dominant,sunrise,sunset"
        static let hourly =
            "temperature_2m,relative_humidity_2m,apparent_temperature,weather_code,cloud_cover,pressure_msl,wind_speed_10m,wind_direction_10m,wind_gusts_10m,precipitation,rain,snowfall,dew_point_2m"
        static let zone = TimeZone(identifier: "Europe/London")!

        static func server() throws -> FakeOpenWeatherServer { try APITest.server(clock: { now }) }

        static func json(_ server: FakeOpenWeatherServer, _ query: String, status: Int = 200) async throws -> [String: Any] {
            let response = try await FakeOpenWeatherServerTests.get(server, query)
            #expect(response.status == status, "\(query): \(String(decoding: response.body, as: UTF8.self))")
            return try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        }

        static func number(_ value: Any?) -> Double? {
            switch value {
            case let value as Int: return Double(value)
            case let value as Int64: return Double(value)
            case let value as Double: return value
            case let value as NSNumber: return value.doubleValue
            default: return nil
            }
        }

        static func numbers(_ value: Any?) -> [Double?] { (value as? [Any] ?? []).map(number) }

        static func archive(_ start: String, _ end: String, extra: String = "") -> String {
            "\(MeteoPath.archive)?\(london)&start_date=\(start)&end_date=\(end)&daily=\(daily)&timezone=auto&timeformat=unixtime\(extra)"
        }

        @Test func aMonthOfTheArchiveHasEveryDayWithTheHelpersValues() async throws {
            let server = try Self.server()
            defer { server.stop() }
            let root = try await Self.json(server, Self.archive("2023-03-01", "2023-03-31", extra: "&wind_speed_unit=ms"))
            for key in [
                "latitude", "longitude", "generationtime_ms", "utc_offset_seconds", "timezone", "timezone_abbreviation", "elevation"
            ] {
                #expect(root[key] != nil, "\(key)")
            }
            #expect(root["timezone"] as? String == "Europe/London" && root["hourly"] == nil && root["current"] == nil)
            let units = try #require(root["daily_units"] as? [String: String])
            #expect(units["temperature_2m_max"] == "°C" && units["precipitation_sum"] == "mm" && units["rain_sum"] == "mm")
            #expect(units["snowfall_sum"] == "cm" && units["wind_speed_10m_max"] == "m/s" && units["wind_gusts_10m_max"] == "m/s")
            #expect(units["wind_direction_10m_dominant"] == "°" && units["time"] == "unixtime" && units["sunrise"] == "unixtime")
            let daily = try #require(root["daily"] as? [String: Any])
            let times = Self.numbers(daily["time"])
            // London's clocks go forward on 26 March: the last midnight is 23:00 UTC.
            #expect(times.count == 31 && times.first == 1_677_628_800 && times.last == 1_677_628_800 + 30 * 86_400 - 3600)
            for (i, time) in times.enumerated() {
                let date = String(format: "2023-03-%02d", i + 1)
                let day = try #require(FakeOpenMeteo.archiveDay(date))
                #expect(Self.numbers(daily["temperature_2m_max"])[i] == day.high && Self.numbers(daily["temperature_2m_min"])[i] == day.low)
                #expect(Self.numbers(daily["precipitation_sum"])[i] == day.precipitation, "\(date)")
                #expect(Self.numbers(daily["rain_sum"])[i] == day.rain && Self.numbers(daily["snowfall_sum"])[i] == day.snowfall)
                #expect(Self.numbers(daily["weather_code"])[i] == Double(day.weatherCode))
                #expect(
                    Self.numbers(daily["wind_speed_10m_max"])[i] == day.windMax
                        && Self.numbers(daily["wind_gusts_10m_max"])[i] == day.gustMax)
                #expect(Self.numbers(daily["wind_direction_10m_dominant"])[i] == Double(day.windDirection))
                #expect(Self.numbers(daily["sunrise"])[i] == time.map { $0 + Double(day.sunrise) })
                #expect(Self.numbers(daily["sunset"])[i] == time.map { $0 + Double(day.sunset) })
            }
            // Every 13th: precipitation_sum is null, and only it.
            #expect((daily["precipitation_sum"] as? [Any])?[12] is NSNull)
            #expect(
                FakeOpenMeteo.archiveDay("2023-03-13")?.precipitation == nil && FakeOpenMeteo.archiveDay("2023-03-12")?.precipitation != nil
            )
            #expect(server.count(MeteoPath.archive) == 1 && server.count(MeteoPath.forecast) == 0 && server.count() == 1)
        }

        @Test func oneDayWithHoursAddsTwentyFourHoursThatAddUpToTheDay() async throws {
            let server = try Self.server()
            defer { server.stop() }
            // 2023-03-17 is day 76, a wet one; the hours' water adds up to the day's.
            let root = try await Self.json(
                server, Self.archive("2023-03-17", "2023-03-17", extra: "&hourly=\(Self.hourly)&wind_speed_unit=ms"))
            let hourly = try #require(root["hourly"] as? [String: Any])
            let units = try #require(root["hourly_units"] as? [String: String])
            #expect(units["wind_speed_10m"] == "m/s" && units["snowfall"] == "cm" && units["relative_humidity_2m"] == "%")
            #expect(Set(hourly.keys) == Set(Self.hourly.split(separator: ",").map(String.init) + ["time"]))
            let times = Self.numbers(hourly["time"])
            #expect(times.count == 24 && times.first == 1_679_011_200 && times.last == 1_679_011_200 + 23 * 3600)
            for hour in 0..<24 {
                let values = try #require(FakeOpenMeteo.archiveHour("2023-03-17", hour: hour))
                for (name, column) in hourly where name != "time" {
                    #expect(Self.numbers(column)[hour] == values[name], "\(name) at \(hour)")
                }
            }
            let day = try #require(FakeOpenMeteo.archiveDay("2023-03-17"))
            #expect(day.water > 0)
            let sum = Self.numbers(hourly["precipitation"]).compactMap { $0 }.reduce(0, +)
            #expect(abs(sum - day.water) < 0.05)
            #expect(server.count(MeteoPath.archive) == 1)
        }

        @Test func windIsInKilometresPerHourUnlessAskedOtherwise() async throws {
            let server = try Self.server()
            defer { server.stop() }
            let root = try await Self.json(server, Self.archive("2023-03-02", "2023-03-02"))
            let day = try #require(FakeOpenMeteo.archiveDay("2023-03-02"))
            #expect((root["daily_units"] as? [String: String])?["wind_speed_10m_max"] == "km/h")
            let speed = try #require(Self.numbers((root["daily"] as? [String: Any])?["wind_speed_10m_max"]).first ?? nil)
            #expect(abs(speed - day.windMax * 3.6) < 0.01)
        }

        @Test(arguments: [
            ("1939-12-31", "2023-03-01", "Parameter 'start_date' is out of allowed range from 1940-01-01 to 2026-11-24"),
            ("2023-03-01", "2026-11-25", "Parameter 'end_date' is out of allowed range from 1940-01-01 to 2026-11-24"),
            ("2026-11-25", "2026-11-26", "Parameter 'start_date' is out of allowed range from 1940-01-01 to 2026-11-24"),
            ("2023-03-31", "2023-03-01", "End-date must be larger or equals than start-date"),
            ("2023-02-30", "2023-03-01", "Invalid date"),
            ("2023-3-01", "2023-03-01", "Invalid date"),
            ("yesterday", "2023-03-01", "Invalid date")
        ])
        func badArchiveDatesGetOpenMeteos400(start: String, end: String, reason: String) async throws {
            let server = try Self.server()
            defer { server.stop() }
            let root = try await Self.json(server, Self.archive(start, end), status: 400)
            #expect(root["error"] as? Bool == true && root["reason"] as? String == reason)
            #expect(server.count(MeteoPath.archive) == 1)
        }

        @Test func theArchivesFirstAndLastDaysAreAllowed() async throws {
            let server = try Self.server()
            defer { server.stop() }
            for date in ["1940-01-01", "2026-11-24"] {
                let root = try await Self.json(server, Self.archive(date, date))
                #expect(Self.numbers((root["daily"] as? [String: Any])?["time"]).count == 1)
            }
            let missing = try await Self.json(
                server, "\(MeteoPath.archive)?\(Self.london)&start_date=2023-03-01&daily=weather_code", status: 400)
            #expect(missing["reason"] as? String == "Parameter 'start_date' and 'end_date' must be set")
            let unknown = try await Self.json(server, Self.archive("2023-03-01", "2023-03-01", extra: "&hourly=uv_index"), status: 400)
            #expect(unknown["reason"] as? String == "Cannot initialize WeatherVariable from invalid String value uv_index for key hourly")
            #expect(server.counts == [MeteoPath.archive: 4])
        }

        @Test func theForecastForDatesAnswersExactlyThoseDays() async throws {
            let server = try Self.server()
            defer { server.stop() }
            let variables = Self.daily + ",uv_index_max,precipitation_probability_max"
            let root = try await Self.json(
                server,
                "\(MeteoPath.forecast)?\(Self.london)&start_date=2026-12-06&end_date=2026-12-13&daily=\(variables)&hourly=\(Self.hourly)&timezone=auto&timeformat=unixtime&wind_speed_unit=ms"
            )
            #expect(root["current"] == nil && root["minutely_15"] == nil)
            let daily = try #require(root["daily"] as? [String: Any])
            let times = Self.numbers(daily["time"])
            let first = Double(FakeDate("2026-12-06")!.midnight(in: Self.zone))
            #expect(times.count == 8 && times.first == first)
            #expect(Self.numbers((root["hourly"] as? [String: Any])?["time"]).count == 8 * 24)
            for (i, date) in (6...13).map({ String(format: "2026-12-%02d", $0) }).enumerated() {
                let day = try #require(FakeOpenMeteo.archiveDay(date))
                #expect(Self.numbers(daily["temperature_2m_max"])[i] == day.high && Self.numbers(daily["rain_sum"])[i] == day.rain)
                #expect(Self.numbers(daily["uv_index_max"])[i] == day.uvIndexMax)
                #expect(Self.numbers(daily["precipitation_probability_max"])[i] == Double(day.precipitationProbabilityMax))
            }
            #expect(server.counts == [MeteoPath.forecast: 1])
        }

        @Test(arguments: [
            ("2026-08-28", "2026-09-01", "Parameter 'start_date' is out of allowed range from 2026-08-29 to 2026-12-14"),
            ("2026-12-10", "2026-12-15", "Parameter 'end_date' is out of allowed range from 2026-08-29 to 2026-12-14"),
            ("2026-12-13", "2026-12-06", "End-date must be larger or equals than start-date"),
            ("2026-12-32", "2026-12-06", "Invalid date"),
            ("2026-08-29", "2026-08-29", nil), ("2026-12-14", "2026-12-14", nil)
        ])
        func forecastDatesAreAllowedFrom92DaysBackTo15Ahead(start: String, end: String, reason: String?) async throws {
            let server = try Self.server()
            defer { server.stop() }
            let query = "\(MeteoPath.forecast)?\(Self.london)&start_date=\(start)&end_date=\(end)&daily=\(Self.daily)&timezone=auto"
            let root = try await Self.json(server, query, status: reason == nil ? 200 : 400)
            #expect(root["reason"] as? String == reason)
        }

        @Test func theForecastWithoutDatesIsUnchanged() async throws {
            let server = try Self.server()
            defer { server.stop() }
            let root = try await Self.json(
                server, "\(MeteoPath.forecast)?\(Self.london)&current=temperature_2m&daily=weather_code&forecast_days=8&timezone=auto")
            #expect(Self.numbers((root["daily"] as? [String: Any])?["time"]).count == 8 && root["current"] != nil)
            #expect((root["daily"] as? [String: Any])?["uv_index_max"] != nil, "the undated forecast sends every daily variable")
        }

        // MARK: - OpenWeather

        static let key = FakeOpenWeatherServer.defaultKey

        static func summary(_ date: String, extra: String = "") -> String {
            "\(Path.daySummary)?lat=51.5085&lon=-0.1257&date=\(date)&appid=\(key)\(extra)"
        }

        @Test func theDaySummaryHasTheDocumentedShapeAndTheHelpersValues() async throws {
            let server = try Self.server()
            defer { server.stop() }
            let root = try await Self.json(server, Self.summary("2023-03-14"))
            let day = try #require(FakeOpenWeatherServer.daySummary("2023-03-14"))
            #expect(
                Set(root.keys) == [
                    "lat", "lon", "tz", "date", "units", "cloud_cover", "humidity", "precipitation", "temperature", "pressure", "wind"
                ])
            #expect(root["tz"] as? String == "+00:00" && root["date"] as? String == "2023-03-14" && root["units"] as? String == "standard")
            #expect(Self.number(root["lat"]) == 51.5085 && Self.number(root["lon"]) == -0.1257)
            let temperature = try #require(root["temperature"] as? [String: Any])
            #expect(Self.number(temperature["min"]) == day.min && Self.number(temperature["max"]) == day.max)
            #expect(Self.number(temperature["morning"]) == day.morning && Self.number(temperature["afternoon"]) == day.afternoon)
            #expect(Self.number(temperature["evening"]) == day.evening && Self.number(temperature["night"]) == day.night)
            #expect(day.min > 250 && day.max < 320 && day.min < day.max, "kelvin")
            #expect(Self.number((root["cloud_cover"] as? [String: Any])?["afternoon"]) == Double(day.cloudCover))
            #expect(Self.number((root["humidity"] as? [String: Any])?["afternoon"]) == Double(day.humidity))
            #expect(Self.number((root["precipitation"] as? [String: Any])?["total"]) == day.precipitation)
            #expect(Self.number((root["pressure"] as? [String: Any])?["afternoon"]) == Double(day.pressure))
            let wind = try #require((root["wind"] as? [String: Any])?["max"] as? [String: Any])
            #expect(Self.number(wind["speed"]) == day.windMax && Self.number(wind["direction"]) == Double(day.windDirection))
            // The zone's offset on that day, or the one asked for.
            #expect(try await Self.json(server, Self.summary("2023-07-14"))["tz"] as? String == "+01:00")
            #expect(try await Self.json(server, Self.summary("2023-03-14", extra: "&tz=-05:30"))["tz"] as? String == "-05:30")
            let metric = try await Self.json(server, Self.summary("2023-03-14", extra: "&units=metric"))
            #expect(Self.number((metric["temperature"] as? [String: Any])?["max"]) == ((day.max - 273.15) * 100).rounded() / 100)
            #expect(server.counts == [Path.daySummary: 4])
        }

        @Test(arguments: [
            ("1979-01-01", "date is out of the allowed range from 1979-01-02 to 2028-05-29", "date"),
            ("2028-05-30", "date is out of the allowed range from 1979-01-02 to 2028-05-29", "date"),
            ("2023-02-29", "Invalid date format", "date"), ("14.03.2023", "Invalid date format", "date")
        ])
        func badDaySummaryDatesGetOpenWeathers400(date: String, message: String, parameter: String) async throws {
            let server = try Self.server()
            defer { server.stop() }
            let root = try await Self.json(server, Self.summary(date), status: 400)
            #expect(root["cod"] as? String == "400" && root["message"] as? String == message)
            #expect(root["parameters"] as? [String] == [parameter])
        }

        @Test func theDaySummaryChecksTheKeyTheDateAndTheZone() async throws {
            let server = try Self.server()
            defer { server.stop() }
            for query in ["\(Path.daySummary)?lat=1&lon=2&date=2023-03-14", "\(Path.daySummary)?lat=1&lon=2&date=2023-03-14&appid=wrong"] {
                let root = try await Self.json(server, query, status: 401)
                #expect((root["message"] as? String)?.hasPrefix("Invalid API key") == true)
            }
            for date in ["1979-01-02", "2028-05-29"] { _ = try await Self.json(server, Self.summary(date)) }
            let missing = try await Self.json(server, "\(Path.daySummary)?lat=1&lon=2&appid=\(Self.key)", status: 400)
            #expect(missing["message"] as? String == "Invalid date format")
            let zone = try await Self.json(server, Self.summary("2023-03-14", extra: "&tz=+1:00"), status: 400)
            #expect(zone["message"] as? String == "Invalid tz format" && zone["parameters"] as? [String] == ["tz"])
            let latitude = try await Self.json(server, "\(Path.daySummary)?lat=91&lon=2&date=2023-03-14&appid=\(Self.key)", status: 400)
            #expect(latitude["message"] as? String == "wrong latitude")
            #expect(server.counts == [Path.daySummary: 7] && server.count(Path.oneCall) == 0)
        }

        @Test func theTimeMachineHasTheDocumentedShapeAndTheHelpersValues() async throws {
            let server = try Self.server()
            defer { server.stop() }
            let dt: Int64 = 1_678_806_000  // 2023-03-14 15:00 UTC, 15:00 in London
            let root = try await Self.json(server, "\(Path.timeMachine)?lat=51.5085&lon=-0.1257&dt=\(dt)&appid=\(Self.key)")
            #expect(root["timezone"] as? String == "Europe/London" && Self.number(root["timezone_offset"]) == 0)
            let entry = try #require((root["data"] as? [[String: Any]])?.first)
            let hour = FakeOpenWeatherServer.timeMachine(dt: dt, zone: Self.zone)
            #expect(Self.number(entry["dt"]) == Double(dt) && Self.number(entry["temp"]) == hour.temp)
            #expect(Self.number(entry["sunrise"]) == Double(hour.sunrise) && Self.number(entry["sunset"]) == Double(hour.sunset))
            #expect(Self.number(entry["feels_like"]) == hour.feelsLike && Self.number(entry["dew_point"]) == hour.dewPoint)
            #expect(Self.number(entry["humidity"]) == Double(hour.humidity) && Self.number(entry["clouds"]) == Double(hour.clouds))
            #expect(Self.number(entry["wind_speed"]) == hour.windSpeed && Self.number(entry["wind_deg"]) == Double(hour.windDeg))
            #expect(Self.number(entry["pressure"]) == Double(hour.pressure) && Self.number(entry["visibility"]) == 10_000)
            let weather = try #require((entry["weather"] as? [[String: Any]])?.first)
            #expect(Self.number(weather["id"]) == Double(hour.weatherID) && weather["icon"] as? String == hour.icon)
            // At 15:00 the day's warmest hour: the summary's max.
            #expect(hour.temp == FakeOpenWeatherServer.daySummary("2023-03-14")?.max)
            #expect(server.counts == [Path.timeMachine: 1])
        }

        @Test(arguments: [
            ("", "Invalid date format"), ("&dt=soon", "Invalid date format"),
            ("&dt=283996799", "requested time is out of the allowed range from 1979-01-01 to 4 days ahead"),
            ("&dt=\(1_795_953_600 + 4 * 86_400 + 1)", "requested time is out of the allowed range from 1979-01-01 to 4 days ahead")
        ])
        func badTimeMachineTimesGetOpenWeathers400(dt: String, message: String) async throws {
            let server = try Self.server()
            defer { server.stop() }
            let root = try await Self.json(server, "\(Path.timeMachine)?lat=1&lon=2\(dt)&appid=\(Self.key)", status: 400)
            #expect(root["message"] as? String == message && root["parameters"] as? [String] == ["dt"])
            _ = try await Self.json(server, "\(Path.timeMachine)?lat=1&lon=2&dt=283996800", status: 401)
            #expect(server.counts == [Path.timeMachine: 2])
        }
    }
}
