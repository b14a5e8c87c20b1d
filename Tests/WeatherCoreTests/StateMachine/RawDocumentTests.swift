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
        #expect(session.handle(line: "raw") == [.render(.raw)])
        let presenter = Presenter(style: RenderStyle(width: 80), now: 0)
        let forecast = presenter.render(.raw, state: session.state)
        let parsed = try JSONSerialization.jsonObject(with: Data(forecast.utf8)) as? [String: Any]
        #expect(parsed?["current"] != nil)
        #expect(forecast.hasPrefix("{\n  \"lat\": 51.5085,\n"))
        _ = session.handle(line: "tab pollution")
        let air = presenter.render(.raw, state: session.state)
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
        #expect(cached.handle(line: "raw please") == [.error("raw: takes no argument")])
        _ = cached.handle(line: "app finance")
        #expect(cached.handle(line: "raw") == [.error("`raw` belongs to the weather app; type `app weather` first")])
    }
}
