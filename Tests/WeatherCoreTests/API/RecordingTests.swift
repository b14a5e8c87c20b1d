import Foundation
import Testing

@testable import WeatherCore

/// The recording format: URLs without keys, times, and lines that read back as they were written.
@Suite struct RecordingTests {
    @Test(arguments: [
        (
            "https://api.openweathermap.org/data/3.0/onecall?lat=1&lon=2&appid=SECRET&units=metric",
            "https://api.openweathermap.org/data/3.0/onecall?lat=1&lon=2&units=metric"
        ),
        ("https://x.test/a?APPID=SECRET", "https://x.test/a"),
        ("https://x.test/a?api_key=1&q=Paris&key=2&token=3", "https://x.test/a?q=Paris"),
        ("https://x.test/a?keyword=1", "https://x.test/a?keyword=1"),
        ("https://x.test/a", "https://x.test/a")
    ])
    func keysAreLeftOutOfURLs(url: String, expected: String) throws {
        #expect(Recording.keyless(try #require(URL(string: url))) == expected)
    }

    @Test(arguments: [Int64(0), 1_795_588_416_250, 951_782_400_001, -1, 253_402_300_799_999])
    func timesReadBackAsWritten(milliseconds: Int64) {
        let text = Recording.timestamp(milliseconds)
        #expect(Recording.milliseconds(text) == milliseconds, "\(text)")
    }

    @Test func timesAreUTCWithMilliseconds() {
        #expect(Recording.timestamp(1_795_588_416_250) == "2026-11-25T06:33:36.250Z")
        #expect(Recording.timestamp(951_782_400_001) == "2000-02-29T00:00:00.001Z")
        #expect(Recording.milliseconds("2026-11-25T06:33:36Z") == 1_795_588_416_000)
        for bad in ["", "2026-11-25", "2026-13-01T00:00:00Z", "2026-11-25T24:00:00Z", "2026-11-25T06:33:36.1234Z", "soon"] {
            #expect(Recording.milliseconds(bad) == nil, "\(bad)")
        }
    }

    @Test func aRecordingReadsBackWithItsAnswersErrorsAndCommands() throws {
        let body = Data("{\"name\":\"Zürich\",\"note\":\"a \\\"quote\\\"\\n\\u0001\"}".utf8)
        let exchanges = [
            Recording.Exchange(at: 1000, url: "https://x.test/a?q=1", answer: .success(HTTPResponse(status: 200, body: body))),
            Recording.Exchange(
                at: 2000, url: "https://x.test/b",
                answer: .success(HTTPResponse(status: 301, body: Data([0xFF, 0x00]), location: "https://y.test/?appid=k1"))),
            Recording.Exchange(at: 3000, url: "https://x.test/c", answer: .failure(.timedOut(.connect))),
            Recording.Exchange(at: 4000, url: "https://x.test/d", answer: .failure(.tls("bad certificate")))
        ]
        var lines = [Recording.headerLine(started: 500, hadKey: true, version: "1.0"), Recording.commandLine(1, at: 900)]
        lines += exchanges.map { Recording.line(for: $0, secret: "k1") }
        let read = try Recording.read(Data(lines.joined(separator: "\n").utf8)).get()
        #expect(read.started == 500 && read.hadKey && read.commands == [900])
        var expected = exchanges
        expected[1].answer = .success(HTTPResponse(status: 301, body: Data([0xFF, 0x00]), location: "https://y.test/?appid=REDACTED"))
        #expect(read.exchanges == expected)
        #expect(!lines.joined().contains("k1"))
    }
}
