import CoreModel
import CoreState

/// Picking from the numbered lists `search` and `places` show.
extension WeatherSession {
    /// `N` or `location N` after `search` or `places`: entry N of the list shown last.
    package mutating func pick(_ number: Int) -> [Effect] {
        guard let list = state.pickList, !list.isEmpty else {
            return [.error(.noListToPick)]
        }
        guard (1...list.count).contains(number) else {
            return [.error(.pickFrom(count: list.count))]
        }
        return [.fetchWeather(list[number - 1], .change)]
    }
}
