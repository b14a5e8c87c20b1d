import CoreLanguage
import CoreModel
import CorePlaces
import CoreState
import CoreSupport
import FoundationEssentials

/// `places`: saving, removing, renaming and going to saved places, and finding a place by name.
extension WeatherSession {
    package mutating func places(_ action: PlacesAction) -> [Effect] {
        switch action {
        case .list:
            return listPlaces(refresh: false)
        case .refresh:
            return listPlaces(refresh: true)
        case .add(let name):
            let place: Place
            if let name {
                switch lookUp(name) {
                case .success(let found): place = found
                case .failure(let message): return [.error(message.report("places: \(message.text)"))]
                }
            } else {
                guard let current = state.data?.place else { return [.error(.noCurrentPlace)] }
                place = current
            }
            if let index = state.places.firstIndex(where: { $0.isSamePlace(as: place) }) {
                return [.error(.alreadySaved(place: shown(place), number: index + 1))]
            }
            state.places.append(place)
            placeChanges.append(.added(place))
            return [.saveState, .render(.message("Saved \(shown(place)) as number \(state.places.count)."))]
        case .remove(let which):
            let index: Int
            switch savedIndex(which) {
            case .success(let found): index = found
            case .failure(let message): return [.error(message.report("places: \(message.text)"))]
            }
            let place = state.places.remove(at: index)
            placeChanges.append(.removed(place))
            return [.saveState, .render(.message("Removed \(shown(place))."))]
        case .show(let number):
            guard (1...max(1, state.places.count)).contains(number), !state.places.isEmpty else {
                return [.error(state.places.isEmpty ? .noneSaved : .savedFrom(count: state.places.count))]
            }
            return [.fetchWeather(state.places[number - 1], .change)]
        }
    }

    /// A named place from the gazetteer, for `places add NAME`: one clear match, or why not.
    package func lookUp(_ name: String) -> Result<Place, SimpleMessage> {
        switch LocationQuery.parse(name) {
        case .failure(let error): return .failure(SimpleMessage(error.message))
        case .success(.here): return .failure(SimpleMessage("name the place to save, or use `places add` for the current one"))
        case .success(.coordinates(let lat, let lon)):
            let gazetteer = try? services.gazetteer().get()
            return .success(
                gazetteer?.nearest(lat: lat, lon: lon).map { Place.near($0.place, lat: lat, lon: lon) } ?? .coordinates(lat: lat, lon: lon))
        case .success(.name(let text)):
            guard let gazetteer = try? services.gazetteer().get() else {
                return .failure(SimpleMessage("the place list is not available; change to the place with `location`, then `places add`"))
            }
            switch PlaceMatcher(gazetteer: gazetteer).resolve(text) {
            case .found(let found): return .success(Place(found))
            case .ambiguous(let found):
                let examples = found.prefix(2).map { "`places add \($0.displayName)`" }.joined(separator: " or ")
                return .failure(
                    SimpleMessage(
                        "several places are called `\(TerminalSafety.sanitize(text))`; say which, e.g. \(examples)", kind: .ambiguous,
                        candidates: found.map(\.displayName)))
            case .notFound:
                return .failure(
                    SimpleMessage(
                        "no place called `\(TerminalSafety.sanitize(text))` is in the place list; go there with `location`, then `places add`",
                        kind: .notFound))
            }
        }
    }

    /// The index of a saved place given by number or name.
    package func savedIndex(_ which: String) -> Result<Int, SimpleMessage> {
        if state.places.isEmpty { return .failure(SimpleMessage("no places are saved")) }
        if let number = Int(which) {
            guard (1...state.places.count).contains(number) else {
                return .failure(SimpleMessage("choose a number from 1 to \(state.places.count)"))
            }
            return .success(number - 1)
        }
        let matches = PlaceMatcher(gazetteer: try? services.gazetteer().get()).indices(of: which, in: state.places)
        switch matches.count {
        case 1: return .success(matches[0])
        case 0: return .failure(SimpleMessage("no saved place is called `\(TerminalSafety.sanitize(which))`; `places` lists them"))
        default: return .failure(SimpleMessage("several saved places are called `\(TerminalSafety.sanitize(which))`; remove one by number"))
        }
    }
}
