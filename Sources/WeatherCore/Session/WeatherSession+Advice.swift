import CoreLanguage
import CoreModel
import CorePlaces
import CoreState
import CoreSupport

/// What to say when a place cannot be found or used: advice about that place, never `refresh`.
extension WeatherSession {
    /// What to do about a name nothing was found for: the nearest names the place list knows
    /// (offline too), else how to look further.
    package func notFoundAdvice(_ name: String) -> Phrase {
        let shown = TerminalSafety.sanitize(name)
        if let gazetteer = try? services.gazetteer().get() {
            // Each by the name nearest to what was typed, in its script: `München` for `Müncen`.
            // translatable:
            let near = gazetteer.didYouMeanNames(name)
            if !near.isEmpty {
                return "; did you mean \(choices: near)?"
            }
        }
        return "; check the name, or `search \(shown)` lists places that start with it"
    }

    // end translatable
    /// A failure's advice rewritten for a place that was never shown: retrying means asking for
    /// that place again, not `refresh` (which fetches the place on screen).
    package static func advice(_ message: Phrase, retry: String) -> Phrase {
        message.naming("`refresh`", as: "`\(TerminalSafety.sanitize(retry))`")
    }

    /// Why an Air Pollution document cannot go beside the forecast shown: it is for a point more
    /// than `airDistanceLimit` km away. Nil when it belongs there.
    package func airPlaceMismatch(lat: Double, lon: Double, shownPath: String) -> Phrase? {
        guard let shown = state.data?.place else { return nil }
        let km = Gazetteer.distanceKm(shown.lat, shown.lon, lat, lon)
        guard km.isFinite, km > WeatherSession.airDistanceLimit else { return nil }
        var other = Place.format(lat: lat, lon: lon)
        if let nearest = (try? services.gazetteer().get())?.nearest(lat: lat, lon: lon) {
            other = "\(nearest.place.localName(state.language)), \(nearest.place.countryCode) (\(other))"
        }
        let distance = Measure.fixed(km, decimals: 0)
        return
            "load: \(shownPath): this air quality is for \(other), \(distance) km from \(self.shown(shown)) whose forecast is shown; load a One Call document for that place first"
    }

    /// How far (km) air quality may be measured from the forecast's place and still be shown with it.
    package static let airDistanceLimit = 25.0
}
