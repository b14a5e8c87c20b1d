// Fuzzes the Geocoding API's answer and OpenWeather's error bodies: `[GeocodedPlace]` as the
// client decodes it, the places offered to choose from (text and JSON), `Session.geocoded`;
// `APIErrorBody` and the error the client makes of it for every status it tells apart; and the
// whole `OpenWeatherClient.geocode` call answered with these bytes.
import Foundation

@testable import WeatherCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    Allowance.begin(data)
    Allowance.nonFiniteWordsAreFindings = false  // names come from the input

    if let found = clientDecode([GeocodedPlace].self, data, path: "/geo/1.0/direct") {
        let places = found.map(Place.init)
        for format in OutputFormat.allCases {
            var state = SessionState(data: Repo.london, mode: .live, keySet: true)
            state.format = format
            present(.placeChoices(places), state: state, what: "place choices")
            for place in places {
                checkTerminalSafe(place.displayName, multiline: false, what: "display name")
                checkJSONLine(JSONValue.object([("place", place.json)]).serialized, what: "place JSON")
            }
            var session = Session(state: state, services: .none)
            for effect in session.geocoded("Fuzzville", result: .success(found)) {
                switch effect {
                case .render(let view): present(view, state: session.state, what: "geocoded")
                case .error(let report): checkTerminalSafe(report.message, multiline: false, what: "geocoded message")
                case .hint(let phrase):
                    checkTerminalSafe(phrase.english, multiline: false, what: "hint")
                case .warning(let text):
                    checkTerminalSafe(text, multiline: false, what: "geocoded message")
                default: break
                }
            }
            // The sheet now lists the places: choosing each must be safe.
            if case .choosePlace(let offered)? = session.state.sheet {
                for number in 0...offered.count + 1 {
                    var chooser = session
                    for effect in chooser.handle(line: "\(number)") {
                        if case .error(let report) = effect { checkTerminalSafe(report.message, multiline: false, what: "choice error") }
                    }
                }
            }
        }
    }

    if let body = try? JSONDecoder().decode(APIErrorBody.self, from: data) {
        _ = body.code.map { String($0) }
        if let message = body.message { _ = OpenWeatherClient.scrub(message, key: APIKey(fuzzKey)!) }
    }
    let key = APIKey(fuzzKey)!
    for status in [400, 401, 404, 418, 429, 500, 503] {
        let error = OpenWeatherClient.statusError(HTTPResponse(status: status, body: data), path: "/geo/1.0/direct", key: key)
        checkAPIError(error, what: "status \(status) error")
    }

    // The whole call, answered with these bytes as a success and as a refusal.
    for status in [200, 401, 400] {
        let client = memoryClient { _ in HTTPResponse(status: status, body: data) }
        let result: Result<[GeocodedPlace], APIError> = runBlocking {
            do throws(APIError) { return .success(try await client.geocode("Fuzzville")) } catch { return .failure(error) }
        }
        if case .failure(let error) = result { checkAPIError(error, what: "geocode (\(status))") }
    }
    return 0
}
