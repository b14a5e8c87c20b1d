// Fuzzes the free 2.5 endpoints wxsh falls back to without a One Call 3.0 subscription: the
// current weather (`CurrentWeatherResponse`) and the 5-day forecast (`ForecastResponse`), their
// conversion to the model (`OpenWeatherFallback.forecast`), every tab and day rendered from it,
// and the client's whole fallback path (`OpenWeatherClient.weather`) answered from memory, which
// must come to the same forecast.
//
// The input is the current weather and the forecast separated by a NUL byte; without one, the
// bytes are tried as each document beside the other from OpenWeather's documentation.
import Foundation

@testable import WeatherCore

let docsCurrent = Repo.data("Tests/Fixtures/openweather-docs/weather-2.5.json")
let docsForecast = Repo.data("Tests/Fixtures/openweather-docs/forecast-2.5.json")
let subscriptionError = Repo.data("Tests/Fixtures/openweather-docs/error-401-onecall-subscription.json")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    Allowance.begin(data)
    let pairs: [(Data, Data)]
    if let nul = data.firstIndex(of: 0) {
        pairs = [(data[data.startIndex..<nul], data[(nul + 1)...])].map { (Data($0.0), Data($0.1)) }
    } else {
        pairs = [(data, docsForecast), (docsCurrent, data)]
    }
    for (currentBytes, forecastBytes) in pairs {
        let converted = convert(currentBytes, forecastBytes)
        fetch(currentBytes, forecastBytes, expecting: converted)
    }
    return 0
}

/// Decodes both documents and renders what they convert to.
func convert(_ currentBytes: Data, _ forecastBytes: Data) -> Forecast? {
    guard let current = clientDecode(CurrentWeatherResponse.self, currentBytes, path: "/data/2.5/weather"),
        let forecast = clientDecode(ForecastResponse.self, forecastBytes, path: "/data/2.5/forecast")
    else { return nil }
    let converted = OpenWeatherFallback.forecast(current: current, forecast: forecast)
    require(converted.days.count <= OpenWeatherFallback.days, "more than \(OpenWeatherFallback.days) days: \(converted.days.count)")
    require(converted.hours.count <= OpenWeatherFallback.steps, "more than \(OpenWeatherFallback.steps) steps")
    let data = WeatherData(
        place: Place.coordinates(lat: 51.5, lon: -0.12), forecast: converted, air: Repo.london.air,
        source: .live, fetchedAt: fuzzNow, note: FetchedWeather.fallbackNote)
    renderEverything(data, what: "2.5 fallback")
    return converted
}

/// The client's fallback: One Call answers 401 "subscription", the 2.5 endpoints answer these.
/// It must come to what `convert` made of the same answers, or fail where that did.
func fetch(_ currentBytes: Data, _ forecastBytes: Data, expecting converted: Forecast?) {
    let air = Repo.airPollutionBytes
    let subscription = subscriptionError
    let client = memoryClient { path in
        switch path {
        case "/data/3.0/onecall": return HTTPResponse(status: 401, body: subscription)
        case "/data/2.5/weather": return HTTPResponse(status: 200, body: currentBytes)
        case "/data/2.5/forecast": return HTTPResponse(status: 200, body: forecastBytes)
        case "/data/2.5/air_pollution": return HTTPResponse(status: 200, body: air)
        default: return HTTPResponse(status: 404, body: Data())
        }
    }
    let result: Result<FetchedWeather, APIError> = runBlocking {
        do throws(APIError) { return .success(try await client.weather(lat: 51.5, lon: -0.12)) } catch { return .failure(error) }
    }
    switch result {
    case .failure(let error):
        checkAPIError(error, what: "fallback fetch")
        require(converted == nil, "the fallback fetch failed (\(error.message)) where the conversion did not")
    case .success(let fetched):
        require(fetched.isFallback, "the fallback was not used")
        require(fetched.note == FetchedWeather.fallbackNote, "the fallback is not said")
        require(fetched.forecast == converted, "the fallback fetch and the conversion disagree")
    }
}
