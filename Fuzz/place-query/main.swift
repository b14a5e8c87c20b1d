// Fuzzes place names as typed after `location`, `search` and `places add`: `LocationQuery.parse`,
// then `Gazetteer.search`, `resolve` and `completions` against the real `Resources/places.wxg`,
// `nearest` for coordinates, and Tab completion (`Completer`) of `location …`. Results must
// respect their limits and name real places, and what is shown must be safe to print.
import Foundation

@testable import WeatherCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    Allowance.begin(data)
    Allowance.nonFiniteWordsAreFindings = false  // place names: Nan, TH
    let gazetteer = Repo.gazetteer

    for text in lines(of: data, limit: 6) {
        switch LocationQuery.parse(text) {
        case .failure(let error):
            checkTerminalSafe(error.message, multiline: false, what: "location error")
        case .success(.here):
            for zone in ["Europe/London", "America/Argentina/Buenos_Aires", "Etc/UTC", text] {
                if let place = gazetteer.mostPopulous(inTimeZone: zone) { checkPlace(place, what: "here") }
            }
        case .success(.coordinates(let lat, let lon)):
            require((-90...90).contains(lat) && (-180...180).contains(lon), "coordinates out of range: \(lat),\(lon)")
            if let (place, distance) = gazetteer.nearest(lat: lat, lon: lon) {
                checkPlace(place, what: "nearest")
                require(distance.isFinite && distance >= 0, "nearest distance \(distance)")
                checkTerminalSafe(Place.near(place, lat: lat, lon: lon).displayName, multiline: false, what: "near name")
            }
        case .success(.name(let name)):
            require(name.count <= LocationQuery.maximumLength, "a name over the limit was accepted")
            require(!name.unicodeScalars.contains(where: TerminalSafety.isUnsafe), "a name with control characters was accepted")
            resolve(name, in: gazetteer)
        }
        // `search` and completion take the text as typed, unchecked.
        for limit in [1, 10] {
            let found = gazetteer.search(text, limit: limit)
            require(found.count <= limit, "search gave \(found.count) places for a limit of \(limit)")
            found.forEach { checkPlace($0, what: "search") }
            var state = SessionState(data: Repo.london)
            for format in OutputFormat.allCases {
                state.format = format
                present(.searchResults(query: text, places: found), state: state, what: "search results")
            }
        }
        resolve(text, in: gazetteer)
        for limit in [5, 20] {  // the shell asks for 20
            let completions = gazetteer.completions(prefix: text, limit: limit)
            require(completions.count <= limit, "\(completions.count) completions for a limit of \(limit)")
            for completion in completions {
                require(completion.places.count <= 10, "a completion lists \(completion.places.count) places")
                completion.places.forEach { checkPlace($0, what: "completion") }
            }
        }
        let typed = "location " + text
        let completion = Completer.complete(typed, app: .weather, places: { gazetteer.completions(prefix: $0) })
        require(completion.replacing <= typed.count, "completion replaces \(completion.replacing) of \(typed.count) characters")
        for second in [false, true] {
            switch Completer.action(for: completion, typed: text, secondPress: second) {
            case .replace(let replacing, _):
                require(replacing <= typed.count, "Tab replaces \(replacing) of \(typed.count) characters")
            case .list(let entries):
                entries.forEach { checkTerminalSafe($0, multiline: false, what: "completion list") }
            case .bell:
                break
            }
        }
    }
    return 0
}

/// `resolve` and what the session makes of its answer.
func resolve(_ name: String, in gazetteer: Gazetteer) {
    switch gazetteer.resolve(name) {
    case .found(let place):
        checkPlace(place, what: "resolve")
    case .ambiguous(let places):
        require(places.count >= 2 && places.count <= Gazetteer.ambiguityLimit, "ambiguous with \(places.count) places")
        places.forEach { checkPlace($0, what: "resolve") }
        present(.placeChoices(places.map(Place.init)), state: SessionState(data: Repo.london), what: "choices")
    case .notFound:
        break
    }
}

/// A place from the gazetteer: a real point, and a name safe to print.
func checkPlace(_ place: GazetteerPlace, what: @autoclosure () -> String) {
    require((-90...90).contains(place.lat) && (-180...180).contains(place.lon), "\(what()): \(place) is off the globe")
    require(!place.name.isEmpty && place.population >= 0, "\(what()): \(place) has no name")
    checkTerminalSafe(Place(place).displayName, multiline: false, what: what())
}
