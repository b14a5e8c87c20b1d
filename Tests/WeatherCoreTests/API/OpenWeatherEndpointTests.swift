import Foundation
import Testing

@testable import WeatherCore

@Suite struct OpenWeatherEndpointTests {
    static let key = APIKey("0123456789abcdef0123456789abcdef")!
    static let base = URL(string: "https://api.openweathermap.org")!

    static let awkwardNames: [(String, String)] = [
        ("San Francisco", "San%20Francisco"),
        ("São Paulo", "S%C3%A3o%20Paulo"),
        ("Zürich", "Z%C3%BCrich"),
        ("東京", "%E6%9D%B1%E4%BA%AC"),
        ("A&B", "A%26B"),
        ("#1", "%231"),
        ("C++", "C%2B%2B"),
        ("a=b", "a%3Db"),
        ("50% off/?", "50%25%20off%2F%3F"),
        ("safe-._~", "safe-._~")
    ]

    @Test(arguments: awkwardNames)
    func geocodeURLEncodesNamesStrictly(name: String, encoded: String) throws {
        let url = OpenWeatherEndpoint.geocode(query: name, limit: 5).url(base: Self.base, key: Self.key)
        #expect(url.absoluteString == "https://api.openweathermap.org/geo/1.0/direct?q=\(encoded)&limit=5&appid=\(Self.key.value)")
        // A standard parser reads the name back exactly, and finds no stray parameters.
        let items = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(items.map(\.name) == ["q", "limit", "appid"])
        #expect(items.first?.value == name)
    }

    @Test func decomposedNamesAreSentComposed() {
        let decomposed = "Zu\u{0308}rich"
        #expect(OpenWeatherEndpoint.percentEncode(decomposed) == "Z%C3%BCrich")
    }

    @Test func placeQueriesUseTheDocumentedCommaForm() {
        let url = OpenWeatherEndpoint.geocode(query: "Paris , TX,  US", limit: 5).url(base: Self.base, key: Self.key)
        #expect(url.absoluteString.contains("q=Paris%2CTX%2CUS&"))
    }

    @Test func oneCallAsksForWhatIsShownInStandardUnits() throws {
        let url = OpenWeatherEndpoint.weather(lat: 51.5085, lon: -0.1257).url(base: Self.base, key: Self.key)
        #expect(url.path == "/data/3.0/onecall")
        let items = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
        // Nothing is excluded: `minutely` is the next hour's rain (the nowcast).
        #expect(items.map(\.name) == ["lat", "lon", "appid"])
        #expect(items[0].value == "51.5085" && items[1].value == "-0.1257")
        #expect(!items.contains { $0.name == "units" })
    }

    @Test(arguments: [
        (OpenWeatherEndpoint.airPollution(lat: 1e-7, lon: 180), "/data/2.5/air_pollution?lat=0&lon=180&appid="),
        (OpenWeatherEndpoint.currentWeather(lat: -33.86785, lon: 151.20732), "/data/2.5/weather?lat=-33.8679&lon=151.2073&appid="),
        (OpenWeatherEndpoint.forecast(lat: 0.31771, lon: 32.58135), "/data/2.5/forecast?lat=0.3177&lon=32.5814&appid=")
    ])
    func coordinatesAreWrittenPlainly(endpoint: OpenWeatherEndpoint, expected: String) {
        #expect(endpoint.url(base: Self.base, key: Self.key).absoluteString == "https://api.openweathermap.org\(expected)\(Self.key.value)")
    }

    @Test(arguments: ["http://127.0.0.1:8080/prefix/", "http://127.0.0.1:8080/prefix", "http://127.0.0.1:8080/prefix//"])
    func baseURLsKeepTheirPathPrefix(base: String) {
        let url = OpenWeatherEndpoint.weather(lat: 1, lon: 2).url(base: URL(string: base)!, key: Self.key)
        #expect(url.absoluteString.hasPrefix("http://127.0.0.1:8080/prefix/data/3.0/onecall?lat=1&lon=2&"))
    }

    // MARK: - Redaction

    @Test func redactionHidesTheKeyValueOnly() {
        let url = OpenWeatherEndpoint.weather(lat: 1, lon: 2).url(base: Self.base, key: Self.key)
        let shown = OpenWeatherEndpoint.redacted(url)
        #expect(shown == "https://api.openweathermap.org/data/3.0/onecall?lat=1&lon=2&appid=REDACTED")
        #expect(!shown.contains(Self.key.value))
    }

    @Test(arguments: [
        ("https://x/a?appid=SECRET", "https://x/a?appid=REDACTED"),
        ("https://x/a?APPID=SECRET&lat=1", "https://x/a?APPID=REDACTED&lat=1"),
        ("https://x/a?q=1&appid=SECRET#frag", "https://x/a?q=1&appid=REDACTED#frag"),
        ("GET /a?appid=SECRET HTTP/1.1 and /b?x=1&appid=SECRET2", "GET /a?appid=REDACTED HTTP/1.1 and /b?x=1&appid=REDACTED"),
        ("https://x/a?myappid=1&appid=", "https://x/a?myappid=1&appid=REDACTED"),
        ("no url here", "no url here")
    ])
    func redactionFindsEveryAppid(text: String, expected: String) {
        #expect(OpenWeatherEndpoint.redacted(text) == expected)
    }

    @Test func aKeyNeverPrintsItself() {
        let key = Self.key
        var dumped = ""
        dump(key, to: &dumped)
        for shown in [String(describing: key), "\(key)", String(reflecting: key), dumped, "\([key])"] {
            #expect(!shown.contains(key.value), "leaked in \(shown)")
        }
    }

    @Test(arguments: ["", "   ", "has space", "tab\there", "bell\u{7}", "ключ", String(repeating: "a", count: 201)])
    func implausibleKeysAreRefused(text: String) {
        #expect(APIKey(text) == nil)
        #expect(APIKey.problem(with: text) != nil)
    }

    @Test func keysAreTrimmedAndShapeChecked() throws {
        let key = try #require(APIKey("  0123456789abcdef0123456789ABCDEF\n"))
        #expect(key.value == "0123456789abcdef0123456789ABCDEF")
        #expect(key.looksLikeOpenWeatherKey)
        #expect(APIKey("testkey1")?.looksLikeOpenWeatherKey == false)
        // Letters and digits only, so no key changes when it is put in a URL.
        for odd in ["test-key", "ab+cd", "ab%2F", "ab/cd", "ab.cd", "äbc"] { #expect(APIKey(odd) == nil, "\(odd)") }
    }

    // MARK: - OPENWEATHER_API_URL

    @Test func baseURLDefaultsToOpenWeather() throws {
        #expect(try OpenWeatherEndpoint.baseURL(environment: [:]).get() == OpenWeatherEndpoint.defaultBaseURL)
        #expect(
            try OpenWeatherEndpoint.baseURL(environment: ["OPENWEATHER_API_URL": "http://127.0.0.1:9/"]).get().absoluteString
                == "http://127.0.0.1:9/")
    }

    /// Issue 17 item 7: an empty value used to mean the real default silently.
    @Test(arguments: ["", " "])
    func anEmptyURLVariableIsRefusedByNameNotTakenAsTheDefault(text: String) throws {
        for name in ["OPENWEATHER_API_URL", "OPEN_METEO_API_URL"] {
            guard case .failure(let error) = URLVariable.check(name, in: [name: text]) else {
                Issue.record("accepted `\(text)` for \(name)")
                continue
            }
            #expect(error.message.english.hasPrefix("\(name) is set but empty"))
        }
        #expect(try URLVariable.check("OPEN_METEO_API_URL", in: [:]).get() == nil)
    }

    @Test(arguments: ["ftp://example.com", "127.0.0.1:8080", "http://", "http://x/?appid=SECRET", "https://user@host"])
    func unusableBaseURLsAreRefusedWithoutShowingAKey(text: String) {
        guard case .failure(let error) = OpenWeatherEndpoint.baseURL(environment: ["OPENWEATHER_API_URL": text]) else {
            Issue.record("accepted \(text)")
            return
        }
        #expect(error.message.english.contains("OPENWEATHER_API_URL"))
        #expect(!error.message.english.contains("SECRET"))
    }
}
