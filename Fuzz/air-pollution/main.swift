// Fuzzes an Air Pollution document as `load FILE` and the live client read it: the fast reader
// checked against JSONDecoder, `WeatherDocument.decode` and `OpenWeatherClient.decode` of `AirPollution`, then the pollution tab beside
// the London weather as text (40 and 80 columns, ASCII, colour) and JSON in every unit system,
// and the same bytes through `Session.fileRead`.
import Foundation

@testable import WeatherCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    Allowance.begin(data)
    // The fast reader reads a document as JSONDecoder does, or leaves it to JSONDecoder.
    if let fast = AirPollution.fast(data) {
        let slow = try? JSONDecoder().decode(AirPollution.self, from: data)
        if slow != fast { fatalError("the fast Air Pollution reader differs from JSONDecoder") }
    }
    var documents: [AirQuality?] = []
    do {
        if case .airQuality(let air, _, _) = try WeatherDocument.decode(data) { documents.append(air) }
    } catch {
        checkTerminalSafe(error.message, multiline: false, what: "decode error")
    }
    // As the live client decodes it (an empty `list` is allowed there).
    if let air = clientDecode(AirPollution.self, data, path: "/data/2.5/air_pollution") { documents.append(air.airQuality) }

    for air in documents {
        var weather = Repo.london
        weather.air = air
        for units in Units.allCases {
            for style in textStyles {
                let text = TabRenderer(data: weather, units: units, style: style).text(.pollution)
                checkRenderedText(text, what: "pollution text, \(units), width \(style.width)")
            }
            let json = TabRenderer(data: weather, units: units, style: textStyles[1]).json(.pollution).serialized
            checkJSONLine(json, what: "pollution JSON, \(units)")
        }
        let coloured = RenderStyle(width: 80, color: true, unicode: true)
        checkColouredText(TabRenderer(data: weather, units: .metric, style: coloured).text(.pollution), what: "pollution")
    }

    var session = Session(state: SessionState(data: Repo.london, mode: .offline), services: .none)
    for format in ["text", "json"] {
        _ = session.handle(line: "format \(format)")
        for effect in session.fileRead(path: "air.json", units: .standard, result: .success(data), now: fuzzNow) {
            switch effect {
            case .render(let view): present(view, state: session.state, what: "after load")
            case .error(let report): checkTerminalSafe(report.message, multiline: false, what: "load message")
            case .hint(let phrase):
                checkTerminalSafe(phrase.english, multiline: false, what: "hint")
            case .warning(let text):
                checkTerminalSafe(text, multiline: false, what: "load message")
            default: break
            }
        }
        for effect in session.handle(line: "status") {
            if case .render(let view) = effect { present(view, state: session.state, what: "status") }
        }
    }
    return 0
}
