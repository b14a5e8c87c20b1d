import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore
@testable import WeatherIO

/// Several points in one request: the URL Open-Meteo is asked, the list it answers cut into one
/// document per point (bytes as sent), and the fall-back to one request a point when a batch fails.
@Suite struct OpenMeteoBatchTests {
    typealias Recorder = OpenMeteoClientTests.Recorder

    static let forecast = OpenMeteoClientTests.fixture("forecast-paris.json")
    static let air = OpenMeteoClientTests.fixture("air-quality-paris.json")
    static let points = [Coordinate(lat: 52.52, lon: 13.41), Coordinate(lat: 48.85, lon: 2.35), Coordinate(lat: -33.8679, lon: 151.2073)]

    func client(_ recorder: Recorder, answer: @escaping @Sendable (URL) -> HTTPResponse) -> OpenMeteoClient {
        OpenMeteoClientTests().client(recorder, answer: answer)
    }

    /// A list of `count` copies of `document`, as Open-Meteo writes it.
    static func list(_ document: Data, _ count: Int) -> Data {
        Data("[".utf8) + Array(repeating: document, count: count).joined(separator: Data(",\n".utf8)) + Data("]".utf8)
    }

    /// The fixtures' answers: a list for comma-separated points, an object for one.
    static func answer(_ url: URL) -> HTTPResponse {
        let document = url.path == "/v1/forecast" ? forecast : air
        let query = url.query ?? ""
        let count = (query.components(separatedBy: "&").first { $0.hasPrefix("latitude=") } ?? "").components(separatedBy: "%2C").count
        return HTTPResponse(status: 200, body: count == 1 ? document : list(document, count))
    }

    @Test func listsAreCutIntoTheirElementsAsSent() {
        #expect(
            JSONList.elements(Data(#" [ {"a":[1,2]} , "x,]" ,3 ] "#.utf8)) == [#"{"a":[1,2]} "#, #""x,]" "#, "3 "].map { Data($0.utf8) })
        #expect(JSONList.elements(Data("[]".utf8)) == [])
        #expect(JSONList.elements(Data(#"[{"s":"\"]"}]"#.utf8)) == [Data(#"{"s":"\"]"}"#.utf8)])
        for broken in [#"{"a":1}"#, "[1,]", "[,1]", "[1", "[1] x", "", "[[1]"] {
            #expect(JSONList.elements(Data(broken.utf8)) == nil, "\(broken)")
        }
    }

    @Test func threePointsAreOneRequestPerServiceWithCommaSeparatedCoordinates() async throws {
        let recorder = Recorder()
        let arrived = Locked(0)
        let answers = await client(recorder, answer: Self.answer).weather(at: Self.points) { arrived.withLock { $0 += 1 } }
        #expect(recorder.seen.count == 2, "\(recorder.seen)")
        let forecast = try #require(recorder.seen.first { $0.path == "/v1/forecast" })
        let query = forecast.query ?? ""
        #expect(query.hasPrefix("latitude=52.52%2C48.85%2C-33.8679&longitude=13.41%2C2.35%2C151.2073&current="), "\(query)")
        #expect(query.contains("&timezone=auto&timeformat=unixtime&wind_speed_unit=ms&forecast_hours=48&forecast_days=8"), "\(query)")
        let air = try #require(recorder.seen.first { $0.path == "/v1/air-quality" })
        #expect((air.query ?? "").hasPrefix("latitude=52.52%2C48.85%2C-33.8679&longitude=13.41%2C2.35%2C151.2073&current="))
        #expect(answers.count == 3)
        #expect(arrived.withLock { $0 } == 3)
        for (point, answer) in zip(Self.points, answers) {
            guard case .success(let (weather, bodies)) = answer else {
                Issue.record("\(answer)")
                continue
            }
            #expect(bodies.forecast == Self.forecast, "each place keeps its own document, as sent")
            #expect(bodies.air != nil)
            #expect(weather.air?.index == 2)
            #expect(
                weather.origin
                    == "https://api.open-meteo.com/v1/forecast?latitude=\(Measure.trimmed(point.lat, decimals: 4))&longitude=\(Measure.trimmed(point.lon, decimals: 4))"
            )
        }
    }

    /// A batch that fails as a whole is asked again a point at a time; each point keeps its own answer.
    @Test(arguments: [
        HTTPResponse(status: 500, body: Data("{\"error\":true}".utf8)),
        HTTPResponse(status: 200, body: Data("{\"latitude\":1}".utf8)),
        HTTPResponse(status: 200, body: list(forecast, 2))
    ])
    func aFailedBatchIsAskedAgainOnePointAtATime(batchAnswer: HTTPResponse) async {
        let recorder = Recorder()
        let client = client(recorder) { url in
            let query = url.query ?? ""
            if url.path == "/v1/forecast", query.contains("%2C48.85") { return batchAnswer }
            // The second point fails alone too: its row keeps this reason.
            if url.path == "/v1/forecast", query.hasPrefix("latitude=48.85&") { return HTTPResponse(status: 503, body: Data()) }
            return Self.answer(url)
        }
        let answers = await client.weather(at: Self.points) {}
        #expect(recorder.seen.count == 2 + 6, "\(recorder.seen.map(\.absoluteString))")
        #expect(answers.count == 3)
        guard answers.count == 3 else { return }
        if case .failure(let failure) = answers[1] {
            #expect(failure.message == "Open-Meteo had a server error (503) answering /v1/forecast: try `refresh` again in a minute")
        } else {
            Issue.record("the failing point succeeded")
        }
        for index in [0, 2] {
            if case .failure(let failure) = answers[index] { Issue.record("\(index): \(failure.message)") }
        }
    }

    /// One point of a batch whose document cannot be read fails alone, with the reason.
    @Test func anUnreadableDocumentInTheListFailsOnlyItsPoint() async {
        let recorder = Recorder()
        let client = client(recorder) { url in
            guard url.path == "/v1/forecast" else { return Self.answer(url) }
            return HTTPResponse(
                status: 200, body: Data("[".utf8) + Self.forecast + Data(#",{"latitude":"north"},"#.utf8) + Self.forecast + Data("]".utf8))
        }
        let answers = await client.weather(at: Self.points) {}
        #expect(recorder.seen.count == 2)
        guard answers.count == 3 else { return }
        guard case .failure(let failure) = answers[1] else {
            Issue.record("an unreadable document succeeded")
            return
        }
        #expect(failure.message.english.hasPrefix("Open-Meteo's answer from /v1/forecast could not be read ("), "\(failure.message)")
        if case .failure = answers[0] { Issue.record("the first point failed") }
        if case .failure = answers[2] { Issue.record("the third point failed") }
    }
}
