/// A command the user typed, parsed and validated.
public enum Command: Equatable, Sendable {
    case help(topic: String?)
    case tab(WeatherTab)
    /// `location` alone opens the sheet; with text it changes place.
    case location(String?)
    case search(String)
    /// `units` alone shows the current units.
    case units(Units?)
    case refresh
    /// A file to load, and the units its numbers are in (the API's default, `standard`, if not said).
    case load(path: String, units: Units)
    /// `format` alone shows the current format.
    case format(OutputFormat?)
    case status
    case quit
}
