// Fuzzes a One Call 3.0 document as `load FILE` reads it: the fast reader checked against
// JSONDecoder, `WeatherDocument.decode` into the model, then every tab and every forecast day rendered as text
// (40 and 80 columns, ASCII, colour) and JSON in every unit system, from the document read as
// standard, metric or imperial; then the same bytes through `Session.fileRead` the way the shell hands them over.
import Foundation

@testable import WeatherCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    Allowance.begin(data)
    // The fast reader reads a document as JSONDecoder does, or leaves it to JSONDecoder.
    if let fast = OneCall.fast(data) {
        let slow = try? JSONDecoder().decode(OneCall.self, from: data)
        if slow != fast { fatalError("the fast One Call reader differs from JSONDecoder") }
    }
    // Read as the units `load FILE UNITS` names: one of them per input, chosen by its length.
    let units = Units.allCases[count % Units.allCases.count]
    let document: WeatherDocument
    do {
        document = try WeatherDocument.decode(data, units: units)
    } catch {
        checkTerminalSafe(error.message, multiline: false, what: "decode error")
        loadThroughSession(data)
        return 0
    }
    if case .forecast(let forecast, _, .openWeather) = document {
        // A fixed place: names from the gazetteer are not what is under test here.
        let data = WeatherData(
            place: Place.coordinates(lat: 51.5, lon: -0.12), forecast: forecast,
            air: Repo.london.air, source: .file, fetchedAt: fuzzNow, origin: "fuzz.json")
        renderEverything(data, what: "One Call read as \(units)")
    }
    loadThroughSession(data)
    return 0
}

/// `load fuzz.json metric` in a session showing London, then every tab and day it allows.
func loadThroughSession(_ data: Data) {
    let gazetteer = Repo.gazetteer
    var session = Session(
        state: SessionState(data: Repo.london, mode: .offline),
        services: SessionServices(gazetteer: { .success(gazetteer) }, now: { fuzzNow }))
    let before = Allowance.nonFiniteWordsAreFindings
    Allowance.nonFiniteWordsAreFindings = false  // place names from the gazetteer appear (Nan, TH)
    defer { Allowance.nonFiniteWordsAreFindings = before }
    for effect in session.fileRead(path: "fuzz.json", units: .metric, result: .success(data), now: fuzzNow) {
        switch effect {
        case .render(let view): present(view, state: session.state, what: "after load")
        case .error(let report): checkTerminalSafe(report.message, multiline: false, what: "load message")
        case .hint(let phrase): checkTerminalSafe(phrase.english, multiline: false, what: "load message")
        case .warning(let text): checkTerminalSafe(text, multiline: false, what: "load message")
        default: break
        }
    }
    for format in ["text", "json"] {
        for command in ["format \(format)", "status", "tab now", "day 1", "day 8", "places"] {
            for effect in session.handle(line: command) {
                switch effect {
                case .render(let view): present(view, state: session.state, what: command)
                case .error(let report): checkTerminalSafe(report.message, multiline: false, what: "\(command) error")
                default: break
                }
            }
        }
    }
}
