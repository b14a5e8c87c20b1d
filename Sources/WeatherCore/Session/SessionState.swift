/// Everything the views and the shell read, as one value: which app is open and how output is
/// written (the root's own), with the weather app's state and the finance calculator's.
///
/// The weather app's fields read as the root's own (`state.tab`, `state.sheet`, `state.data`).
@dynamicMemberLookup
public struct SessionState: Equatable, Sendable {
    /// Which app is open: the weather app, or the finance calculator.
    public var app: AppKind = .weather
    public var format: OutputFormat = .text
    /// The symbol money is shown with, from the locale.
    public var currency: Currency = .pound
    /// Set by `quit`; the shell stops reading input.
    public var finished = false
    /// The weather app's state.
    public var weather = WeatherState()
    /// The finance calculator's fields and tab; saved after every change.
    public var finance = FinanceState()

    public init(
        data: WeatherData? = nil, dataProblem: String? = nil, units: Units = .metric,
        format: OutputFormat = .text, mode: Mode = .live, keySet: Bool = false
    ) {
        weather.data = data
        weather.dataProblem = dataProblem
        weather.units = units
        self.format = format
        weather.mode = mode
        weather.keySet = keySet
    }

    /// The weather app's fields, read and set as the root's own.
    public subscript<Value>(dynamicMember field: WritableKeyPath<WeatherState, Value>) -> Value {
        get { weather[keyPath: field] }
        set { weather[keyPath: field] = newValue }
    }

    /// The weather app's derived values (`canFetch`, `windUnit`).
    public subscript<Value>(dynamicMember field: KeyPath<WeatherState, Value>) -> Value {
        weather[keyPath: field]
    }
}
