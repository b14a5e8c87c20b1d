extension WeatherSession {
    /// Gives the place on screen and the saved places their names in other languages, from the
    /// gazetteer, where they have none: the bundled London, places saved by an older wxsh.
    /// Nothing is read in an English session, which shows no other names.
    mutating func nameLocally() {
        guard case .success(let gazetteer) = services.gazetteer() else { return }
        if let place = state.data?.place { state.data?.place = gazetteer.withLocalNames(place) }
        state.places = state.places.map(gazetteer.withLocalNames)
        if let wanted = state.wantedPlace { state.wantedPlace = gazetteer.withLocalNames(wanted) }
    }
}
