import CoreLanguage
import CoreModel
import CoreState

/// What happens to the weather app from outside its command line: Ctrl-C and the end of input
/// while the sheet is open, a key stored. The shell reports them instead of typing commands on
/// the user's behalf.
extension WeatherSession {
    /// Ctrl-C at the prompt: an open sheet closes and the place stays as it was; nothing is said.
    package mutating func interrupt() -> [Effect] {
        guard state.sheet != nil else { return [] }
        _ = answerSheet("")
        return []
    }

    /// Ctrl-D at an interactive prompt while the sheet is open: the sheet closes as an empty
    /// answer closes it ("Location unchanged").
    package mutating func endOfInputInSheet() -> [Effect] {
        guard state.sheet != nil else { return [] }
        return answerSheet("")
    }

    /// After `key KEY`: whether a key is now in effect and what `key` says, or why saving failed.
    package mutating func keyStored(_ result: Result<(keySet: Bool, summary: Phrase), SimpleMessage>, saved: Phrase) -> [Effect] {
        switch result {
        case .failure(let error): return [.error(ErrorReport("key: \(error.text)", kind: .file))]
        case .success(let lookup):
            state.keySet = lookup.keySet
            state.keySummary = lookup.summary
            state.automaticFetchFailed = nil
            // With no provider chosen, a key means OpenWeather, as it would at the next start.
            if lookup.keySet, !providerChosen, !forThisRunOnly.contains(.provider), remembered.provider == nil {
                state.provider = .openWeather
            }
            return [.render(.message(.whole(saved)))]
        }
    }
}
