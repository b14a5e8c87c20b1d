import CoreLanguage
import CoreModel
import CoreState

/// Why a saved place, or an entry of a numbered list, cannot be picked or saved.
package enum PlacesError: TypedMessage, Equatable {
    /// `N` with no numbered list shown.
    case noListToPick
    /// `N` past the list's `count` entries.
    case pickFrom(count: Int)
    /// A line in the list of places a name could mean that is not one of its `count` numbers;
    /// `orCancel` when the list waits for another try.
    case typeNumber(count: Int, orCancel: Bool)
    /// `places add` with no place loaded.
    case noCurrentPlace
    /// `places add` for a place saved already: its name as shown and its number.
    case alreadySaved(place: String, number: Int)
    /// `places N` with no place saved.
    case noneSaved
    /// `places N` past the `count` saved places.
    case savedFrom(count: Int)

    package var phrase: Phrase {
        switch self {
        case .noListToPick: return "location: there is no numbered list to pick from; `search NAME` or `places` shows one"
        case .pickFrom(let count): return "location: choose a number from 1 to \(count)"
        case .typeNumber(let count, let orCancel):
            return orCancel
                ? "location: type a number from 1 to \(count), or an empty line to cancel" : "location: type a number from 1 to \(count)"
        case .noCurrentPlace: return "places: there is no current place to save"
        case .alreadySaved(let place, let number): return "places: \(place) is already saved, as number \(number)"
        case .noneSaved: return "places: no places are saved yet; `places add` saves the current one"
        case .savedFrom(let count): return "places: choose a number from 1 to \(count)"
        }
    }
}

extension Effect {
    /// A usage error saying why a place cannot be picked or saved.
    package static func error(_ message: PlacesError) -> Effect { .error(ErrorReport(message.phrase)) }
}
