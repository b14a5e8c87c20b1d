import CoreLanguage
import CoreModel
import CorePlaces
import CoreState

extension WeatherSession {
    /// Names places in `language` from now on, and gives the places shown their names in it.
    package mutating func useLanguage(_ language: Language) {
        state.language = language
        if language != .en { nameLocally() }
    }

    /// `place` as messages name it: in the session's language, as the tab headings do.
    package func shown(_ place: Place) -> String {
        place.displayName(in: state.language)
    }

    /// Gives the place on screen and the saved places their names in other languages, from the
    /// gazetteer, where they have none: the bundled London, places saved by an older wxsh.
    /// Nothing is read in an English session, which shows no other names.
    package mutating func nameLocally() {
        guard case .success(let gazetteer) = services.gazetteer() else { return }
        if let place = state.data?.place { state.data?.place = gazetteer.withLocalNames(place) }
        state.places = state.places.map(gazetteer.withLocalNames)
        if let wanted = state.wantedPlace { state.wantedPlace = gazetteer.withLocalNames(wanted) }
    }
}
