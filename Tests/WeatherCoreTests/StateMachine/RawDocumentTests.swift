import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// `raw`: the document behind the tab, as the provider wrote it but indented; errors when there
/// is none.
@Suite struct RawDocumentTests {
    @Test func layoutKeepsKeysNumbersAndStringsAsWritten() {
        let bytes = Data(#"{"b":1.50,"a":[1, 2,{}],"s":"x, {y}: \"z\"","e":[],"n":null}"#.utf8)
        #expect(
            RawDocument.layout(bytes, indented: true) == """
                {
                  "b": 1.50,
                  "a": [
                    1,
                    2,
                    {}
                  ],
                  "s": "x, {y}: \\"z\\"",
                  "e": [],
                  "n": null
                }
                """)
        #expect(RawDocument.layout(bytes, indented: false) == #"{"b":1.50,"a":[1,2,{}],"s":"x, {y}: \"z\"","e":[],"n":null}"#)
        // Outside text made inert: an escape character is never written as it is.
        #expect(!RawDocument.layout(Data("{\"s\":\"a\u{1B}[31mb\"}".utf8), indented: true).contains("\u{1B}"))
    }

    @Test func theBundledDataShowsItsOwnFiles() throws {
        var session = Session(state: SessionState(data: try Fixtures.london()))
        #expect(session.handle(line: "raw") == [.render(.raw(nil))])
        let presenter = Presenter(style: RenderStyle(width: 80), now: 0)
        let forecast = presenter.render(.raw(nil), state: session.state)
        let parsed = try JSONSerialization.jsonObject(with: Data(forecast.utf8)) as? [String: Any]
        #expect(parsed?["current"] != nil)
        #expect(forecast.hasPrefix("{\n  \"lat\": 51.5085,\n"))
        _ = session.handle(line: "tab pollution")
        let air = presenter.render(.raw(nil), state: session.state)
        #expect(air.contains("\"aqi\": 2"))
        #expect(!air.contains("\"current\""))
    }

    @Test func aLoadedFileIsShownAsItWasRead() throws {
        var session = Session(state: SessionState(data: try Fixtures.london()))
        // London's own air quality, told apart from the bundled copy by a leading space.
        let document = Data(" ".utf8) + Fixtures.data("Resources/london/air_pollution.json")
        _ = session.handle(line: "load air.json")
        _ = session.fileRead(path: "air.json", units: .standard, result: .success(document), now: 0)
        #expect(session.state.tab == .pollution)
        #expect(session.state.data?.raw.air == document)
    }

    @Test func withoutDataOrAnAnswerItSaysWhy() throws {
        var empty = Session(state: SessionState(data: nil))
        #expect(empty.handle(line: "raw") == [.error("raw: there is no data to show; `location PLACE` or `load FILE` first")])
        var data = try Fixtures.london()
        data.raw = .none
        var cached = Session(state: SessionState(data: data))
        #expect(
            cached.handle(line: "raw") == [
                .error(
                    "raw: no forecast document to show: the cache an older wxsh wrote does not keep the answer; `refresh` fetches it again"
                )
            ])
        #expect(
            cached.handle(line: "raw please") == [
                .error(
                    "raw: no forecast document to show: the cache an older wxsh wrote does not keep the answer; `refresh` fetches it again")
            ])
        _ = cached.handle(line: "app finance")
        #expect(cached.handle(line: "raw") == [.error("`raw` belongs to the weather app; type `app weather` first")])
    }

    /// `raw PATH`: the part at the path, as written; a path that is not there names the first
    /// part missing; what is not a path says how to write one.
    @Test func aPathPrintsThatPartAlone() throws {
        var session = Session(state: SessionState(data: try Fixtures.london()))
        let presenter = Presenter(style: RenderStyle(width: 80), now: 0)
        func raw(_ line: String) -> String {
            let effects = session.handle(line: line)
            guard case .render(let view)? = effects.first else { return "\(effects)" }
            return presenter.render(view, state: session.state)
        }
        #expect(raw("raw current.temp") == "281.21")
        #expect(raw("raw .current.weather[0].main") == #""Drizzle""#)
        #expect(raw("raw hourly[0].pop") == "0.83")
        #expect(raw("raw daily[2].temp.max").first?.isNumber == true)
        #expect(raw("raw current.weather[0]").hasPrefix("{\n  \"id\": "))
        let errors: [(String, String)] = [
            ("raw current.nothing", "raw: the forecast answer has no `current.nothing` (`current` is)"),
            ("raw nothing", "raw: the forecast answer has no `nothing`"),
            ("raw hourly[999]", "raw: the forecast answer has no `hourly[999]` (`hourly` is)"),
            ("raw current.temp.x", "raw: the forecast answer has no `current.temp.x` (`current.temp` is)"),
            ("raw a..b", "raw: `a..b` is not a path; write one as jq does: `current.temp`, `hourly[0]`"),
            ("raw [x]", "raw: `[x]` is not a path; write one as jq does: `current.temp`, `hourly[0]`"),
            ("raw current.", "raw: `current.` is not a path; write one as jq does: `current.temp`, `hourly[0]`")
        ]
        for (line, error) in errors { #expect(session.handle(line: line) == [.error(ErrorReport(.verbatim(error)))], "\(line)") }
        _ = session.handle(line: "tab pollution")
        #expect(raw("raw list[0].components.pm2_5").first?.isNumber == true)
        #expect(raw("raw list[0].main") == "{\n  \"aqi\": 2\n}")
    }
}
