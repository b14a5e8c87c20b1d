// Fuzzes what a user types: each line of the input goes to `CommandParser.parse` in both apps,
// then to `Session.handle(line:)` on a session with the bundled London data and the real
// gazetteer, once offline and once live with a key, carrying out the effects the way the shell
// does (files, geocoding and fetches answered from memory) and rendering every view.
import Foundation

@testable import WeatherCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    Allowance.begin(data)
    // Gazetteer names (Nan, TH) and typed text reach the output: only control characters and
    // JSON validity are checked here; numbers come from the bundled data.
    Allowance.nonFiniteWordsAreFindings = false
    // Views at 80 columns, and at 40 as well for every other input (by length): half the cost.
    PresentWidths.narrowToo = count % 2 == 1
    let input = lines(of: data, limit: 16)

    for line in input {
        for app in AppKind.allCases {
            switch CommandParser.parse(line, app: app) {
            case .success: break
            case .failure(let error):
                checkTerminalSafe(error.text, multiline: false, what: "parse error for \(visible(line))")
            }
        }
        for command in LineSplitter.commands(in: line) {
            _ = CommandParser.parse(command, app: .weather)
        }
        // Tab completion of the same text as the line so far.
        for app in AppKind.allCases {
            let gazetteer = Repo.gazetteer
            let completion = Completer.complete(line, app: app, places: { gazetteer.completions(prefix: $0) })
            require(completion.replacing <= line.count, "completion replaces \(completion.replacing) of \(line.count) characters")
            _ = Completer.action(for: completion, typed: line, secondPress: true)
        }
    }

    for live in [false, true] {
        var session = makeSession(live: live)
        for line in input {
            // The shell splits at `;` unless the sheet is open, which takes the whole line.
            let commands = session.state.sheet != nil ? [line] : LineSplitter.commands(in: line)
            for command in commands {
                perform(session.handle(line: command), on: &session, depth: 0)
                if session.state.finished { break }
            }
            if session.state.finished { break }
        }
        checkSaved(session.savedState)
    }
    return 0
}

/// A session as the shell starts it: London, the real place list, a fixed clock.
func makeSession(live: Bool) -> Session {
    var state = SessionState(data: Repo.london, mode: live ? .live : .offline, keySet: live)
    state.places = [Place(name: "Paris", country: "FR", state: "Île-de-France", lat: 48.85, lon: 2.35)]
    let gazetteer = Repo.gazetteer
    let services = SessionServices(
        gazetteer: { .success(gazetteer) },
        systemTimeZone: { "Europe/Zurich" },
        cachedWeather: { place in place.name == "Paris" ? Repo.london : nil },
        now: { fuzzNow },
        questionWords: { Repo.questionWords[$0] })
    return Session(state: state, services: services)
}

/// Carries out effects as the shell does, answering I/O from memory.
func perform(_ effects: [Effect], on session: inout Session, depth: Int) {
    require(depth < 8, "effects kept asking for more effects: \(effects)")
    for effect in effects {
        switch effect {
        case .render(let view):
            present(view, state: session.state, what: "render")
        case .hint(let phrase):
            checkTerminalSafe(phrase.english, multiline: false, what: "hint")
        case .warning(let text):
            checkTerminalSafe(text, multiline: false, what: "warning")
        case .error(let report):
            checkTerminalSafe(report.message, multiline: false, what: "error")
        case .readFile(let path, let units):
            let lower = path.lowercased()
            let result: Result<Data, FileReadError>
            if lower.contains("missing") {
                result = .failure(.notFound)
            } else if lower.contains("air") {
                result = .success(Repo.airPollutionBytes)
            } else if lower.contains("bad") {
                result = .success(Data(path.utf8))
            } else {
                result = .success(Repo.oneCallBytes)
            }
            perform(session.fileRead(path: path, units: units, result: result, now: fuzzNow), on: &session, depth: depth + 1)
        case .geocode(let name):
            let found = [
                GeocodedPlace(name: name, lat: 10, lon: 20, country: "XX", state: name),
                GeocodedPlace(name: name + " Two", localNames: ["en": name], lat: -33.9, lon: 151.2, country: "AU")
            ]
            let result: Result<[GeocodedPlace], FetchFailure> =
                name.count % 3 == 0
                ? .failure(FetchFailure("no network"))
                : .success(Array(found.prefix(name.count % 3)))
            perform(session.geocoded(name, result: result), on: &session, depth: depth + 1)
        case .fetchWeather(let place, let purpose):
            var data = Repo.london
            data.place = place
            data.source = .live
            data.fetchedAt = fuzzNow
            let result: Result<FetchedPlace, FetchFailure> =
                place.name.hasPrefix("near")
                ? .failure(FetchFailure("the request timed out"))
                : .success(FetchedPlace(data: data, notes: ["fetched for the fuzzer"]))
            perform(session.fetched(place, purpose: purpose, result: result), on: &session, depth: depth + 1)
        case .fetchDated(let request):
            // Each day's figures come from its date (the 13th has no precipitation, as the
            // archive's fake sends it); a span of more than 3 days from an odd day fails.
            let days = request.range.days.prefix(400).enumerated().map { index, date -> DatedDay in
                var day = DatedDay(date: date, row: index)
                day.high = Double(date.day % 20)
                day.low = Double(date.day % 20) - 5
                day.precipitation = date.day == 13 ? nil : Double(date.day % 4)
                day.conditions = WMOWeatherCode.condition(Double([0, 3, 61, 71][date.day % 4]), isDay: true).map { [$0] } ?? []
                return day
            }
            let answer = DatedAnswer(body: Data("{}".utf8), origin: AnswerOrigin(arrival: .live), range: request.range)
            let result: Result<DatedWeather, FetchFailure> =
                request.range.from.day % 2 == 1 && request.range.count > 3
                ? .failure(FetchFailure("the request timed out"))
                : .success(
                    DatedWeather(
                        place: request.place, provider: .openMeteo, source: .archive, range: request.range, days: Array(days),
                        timeZone: "Europe/London", utcOffset: 0, answers: [answer], requests: 1))
            perform(session.datedFetched(request, result: result), on: &session, depth: depth + 1)
        case .fetchPlaces(let places, _):
            // Every other place fails, so the list shows rows with weather and rows with reasons.
            let answers = places.enumerated().map { index, place -> (Place, Result<FetchedPlace, FetchFailure>) in
                var data = Repo.london
                data.place = place
                data.source = .live
                data.fetchedAt = fuzzNow
                return (place, index % 2 == 0 ? .success(FetchedPlace(data: data)) : .failure(FetchFailure("HTTP 500")))
            }
            perform(session.placesFetched(answers, interrupted: false), on: &session, depth: depth + 1)
        case .storeKey:
            perform(
                session.keyStored(.success((keySet: true, summary: "a key is set")), saved: "Saved the key."),
                on: &session, depth: depth + 1)
        case .saveState:
            checkSaved(session.savedState)
        case .readLanguage(let language):
            // No catalog: the language's dates and numbers, English texts.
            perform(session.languageRead(Words(language: language)), on: &session, depth: depth + 1)
        case .demo:
            // `pause` and `snapshot` are the runner's to carry out; the session is unchanged.
            break
        case .quit:
            return
        }
    }
}

/// What is saved must read back as it was.
func checkSaved(_ saved: SavedState) {
    let bytes = saved.encoded()
    switch SavedState.decode(bytes) {
    case .success(let again):
        require(again == saved, "saved state does not read back equal: \(String(decoding: bytes, as: UTF8.self))")
    case .failure(let problem):
        finding("saved state does not read back: \(problem): \(String(decoding: bytes, as: UTF8.self))")
    }
}
