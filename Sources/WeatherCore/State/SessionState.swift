import CoreFinance
import CoreLanguage
import CoreModel

/// Everything the views and the shell read, as one value: which app is open and how output is
/// written (the root's own), with the weather app's state and the finance calculator's.
///
/// The weather app's fields read as the root's own (`state.tab`, `state.sheet`, `state.data`).
@dynamicMemberLookup
package struct SessionState: Equatable, Sendable {
    /// Which app is open: the weather app, or the finance calculator.
    package var app: AppKind = .weather
    package var format: OutputFormat = .text
    /// The symbol money is shown with, from the locale.
    package var currency: Currency = .pound
    /// Set by `quit`; the shell stops reading input.
    package var finished = false
    /// `trace on` (or `--trace`): the runner says what each command did; for this run only.
    package var trace = false
    /// The language views speak (`lang`, `--lang`, else the environment's).
    package var lang: Language = .en
    /// The language's words, once the runner has read its catalog.
    package var words: Words = .english
    /// The weather app's state.
    package var weather = WeatherState()
    /// The finance calculator's fields and tab; saved after every change.
    package var finance = FinanceState()

    package init(
        data: WeatherData? = nil, dataProblem: Phrase? = nil, units: Units = .metric,
        format: OutputFormat = .text, mode: Mode = .live, keySet: Bool = false
    ) {
        weather.data = data
        weather.dataProblem = dataProblem
        weather.units = units
        self.format = format
        weather.mode = mode
        weather.keySet = keySet
    }

    /// The weather app's fields, read and set as the root's own. Inlinable, as the other
    /// key-path reads here and in the providers' readings: every layer above reads the state
    /// this way, and behind a module boundary each read built its key path at run time
    /// (`tab city` cost 9 % more instructions until they were; cross-module optimisation does
    /// not reach `package` declarations).
    @inlinable
    package subscript<Value>(dynamicMember field: WritableKeyPath<WeatherState, Value>) -> Value {
        get { weather[keyPath: field] }
        set { weather[keyPath: field] = newValue }
    }

    /// The weather app's derived values (`canFetch`, `windUnit`).
    @inlinable
    package subscript<Value>(dynamicMember field: KeyPath<WeatherState, Value>) -> Value {
        weather[keyPath: field]
    }
}
