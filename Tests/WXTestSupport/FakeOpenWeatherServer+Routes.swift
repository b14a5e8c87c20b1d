import Foundation

extension FakeOpenWeatherServer {
    /// The answer OpenWeather would give: the key is checked first (401), then the parameters
    /// (400 with OpenWeather's messages), then the data is generated for the server's clock.
    func route(_ request: FakeRequest) -> FakeReply {
        // Open-Meteo's paths: no key.
        if let reply = FakeOpenMeteo.route(request, now: clock()) { return reply }
        // OpenWeather's icon images: `/img/wn/10d@2x.png`, no key.
        if request.path.hasPrefix("/img/wn/"), request.path.hasSuffix("@2x.png") {
            return FakeReply(status: 200, body: FakeOpenWeatherServer.iconPNG, contentType: "image/png")
        }
        guard Path.all.contains(request.path) || Path.history.contains(request.path) else {
            return .json(404, "{\"cod\":\"404\",\"message\":\"Internal error: 404 Not Found\"}")
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return .json(405, "{\"cod\":405,\"message\":\"Method not allowed\"}")
        }
        // OpenWeather takes the key's parameter name in any case (pyowm sends `APPID`).
        guard let key = request.query.first(where: { $0.key.lowercased() == "appid" })?.value, key == validKey else {
            return .json(401, bodies.invalidKey)
        }
        let now = clock()
        if request.path == Path.geocode {
            let q = request.query["q"]?.trimmingCharacters(in: .whitespaces) ?? ""
            if q.isEmpty { return .json(400, "{\"cod\":\"400\",\"message\":\"Nothing to geocode\"}") }
            let limit = request.query["limit"].flatMap { Int($0) } ?? 5
            let places = FakePlace.matching(q, limit: min(max(limit, 0), 5)).map(\.geocodingJSON)
            return .object(places)
        }

        let withParameters = request.path == Path.oneCall || Path.history.contains(request.path)
        guard let latText = request.query["lat"], let lonText = request.query["lon"] else {
            return .json(400, "{\"cod\":\"400\",\"message\":\"Nothing to geocode\"}")
        }
        guard let lat = Double(latText), lat.isFinite, (-90...90).contains(lat) else {
            return .json(400, FakeErrorBodies.badRequest("wrong latitude", parameter: withParameters ? "lat" : nil))
        }
        guard let lon = Double(lonText), lon.isFinite, (-180...180).contains(lon) else {
            return .json(400, FakeErrorBodies.badRequest("wrong longitude", parameter: withParameters ? "lon" : nil))
        }
        switch request.path {
        case Path.daySummary, Path.timeMachine:
            return historyRoute(request, lat: lat, lon: lon, now: now)
        case Path.oneCall:
            let parts = Set(
                (request.query["exclude"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() })
            let known: Set<String> = ["current", "minutely", "hourly", "daily", "alerts"]
            if let unknown = parts.subtracting(known).first, !unknown.isEmpty {
                return .json(400, FakeErrorBodies.badRequest("\(unknown) is not a valid value for exclude", parameter: "exclude"))
            }
            return .object(data.oneCall(lat: lat, lon: lon, exclude: parts, now: now, language: request.query["lang"]))
        case Path.airPollution:
            return .object(data.airPollution(lat: lat, lon: lon, now: now))
        case Path.currentWeather:
            return .object(data.currentWeather(lat: lat, lon: lon, now: now))
        default:
            return .object(data.forecast(lat: lat, lon: lon, now: now))
        }
    }
}

/// A complete answer: status, body, content type.
extension FakeOpenWeatherServer {
    /// A valid 1×1 PNG, served for every icon image. Made afresh at each use: a `Data` held in a
    /// global is reported by LeakSanitizer (its storage pointer carries an enum tag in its spare
    /// bits, which LSan does not follow), and the sanitizer run fails on any report.
    public static var iconPNG: Data {
        Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!
    }
}

struct FakeReply: Sendable {
    let status: Int
    let body: Data
    let contentType: String

    static func json(_ status: Int, _ body: String) -> FakeReply {
        json(status, Data(body.utf8))
    }

    static func json(_ status: Int, _ body: Data) -> FakeReply {
        FakeReply(status: status, body: body, contentType: "application/json; charset=utf-8")
    }

    /// 200 with a generated JSON value.
    static func object(_ value: Any) -> FakeReply {
        let body = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data("{}".utf8)
        return json(200, body)
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 502: return "Bad Gateway"
        case 503: return "Service Temporarily Unavailable"
        case 504: return "Gateway Time-out"
        default: return "Status"
        }
    }

    /// `Sat, 21 Nov 2026 08:00:00 GMT`.
    static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}

/// OpenWeather's error bodies: the real ones from `Tests/Fixtures/openweather-docs`, and
/// openresty's HTML pages for gateway errors.
struct FakeErrorBodies: Sendable {
    let invalidKey: Data
    let subscription: Data
    let notFound: Data
    let quota: Data

    init(fixtures: URL) throws {
        invalidKey = try Data(contentsOf: fixtures.appendingPathComponent("error-401-invalid-api-key.json"))
        subscription = try Data(contentsOf: fixtures.appendingPathComponent("error-401-onecall-subscription.json"))
        notFound = try Data(contentsOf: fixtures.appendingPathComponent("error-404-city-not-found.json"))
        quota = try Data(contentsOf: fixtures.appendingPathComponent("error-429-account-blocked.json"))
    }

    /// 500 as JSON; 502, 503 and 504 as the HTML page of the gateway in front of the API.
    func serverError(_ status: Int) -> FakeReply {
        switch status {
        case 502, 503, 504:
            let title = "\(status) \(FakeReply.reason(status))"
            let page =
                "<html>\r\n<head><title>\(title)</title></head>\r\n<body>\r\n<center><h1>\(title)</h1></center>\r\n<hr><center>openresty</center>\r\n</body>\r\n</html>\r\n"
            return FakeReply(status: status, body: Data(page.utf8), contentType: "text/html")
        default:
            return .json(status, "{\"cod\":\(status),\"message\":\"Internal error\"}")
        }
    }

    /// The shape of OpenWeather's documented 400 body.
    static func badRequest(_ message: String, parameter: String?) -> String {
        if let parameter {
            return "{\"cod\":\"400\",\"message\":\"\(message)\",\"parameters\":[\"\(parameter)\"]}"
        }
        return "{\"cod\":\"400\",\"message\":\"\(message)\"}"
    }

    /// What a captive portal or a misconfigured proxy answers with 200.
    static let captivePortal = """
        <!DOCTYPE html>
        <html><head><title>Sign in to Wi-Fi</title></head>
        <body><h1>Welcome</h1><p>Please accept the terms to continue.</p></body></html>

        """

    /// Valid JSON in the wrong shape for each path: a field of the wrong type deep inside, or
    /// an object where a list belongs.
    static func wrongShape(for path: String) -> String {
        switch path {
        case FakeOpenWeatherServer.Path.geocode:
            return "{\"cod\":200,\"places\":[{\"name\":\"London\"}]}"
        case FakeOpenWeatherServer.Path.oneCall:
            return
                "{\"lat\":51.5073,\"lon\":-0.1276,\"timezone\":\"Europe/London\",\"timezone_offset\":0,\"current\":{\"dt\":\"soon\",\"temp\":281.2}}"
        case FakeOpenWeatherServer.Path.airPollution:
            return
                "{\"coord\":{\"lon\":-0.1276,\"lat\":51.5073},\"list\":[{\"dt\":1679779619,\"main\":{\"aqi\":\"good\"},\"components\":{}}]}"
        case FakeOpenWeatherServer.Path.currentWeather:
            return "{\"coord\":{\"lon\":-0.1276,\"lat\":51.5073},\"weather\":[],\"main\":{\"pressure\":1009},\"dt\":1679779619,\"cod\":200}"
        default:
            return "{\"cod\":\"200\",\"message\":0,\"cnt\":1,\"list\":{\"dt\":1679779619}}"
        }
    }
}
