import Foundation

/// What happens to the session from outside its command line: Ctrl-C and the end of input at
/// the prompt, a key stored, a script stopped. The shell reports them here instead of typing
/// commands on the user's behalf.
extension Session {
    /// Ctrl-C at the prompt (the line reader has shown `^C`): an open sheet closes and the place
    /// stays as it was; nothing is said.
    public mutating func interrupt() -> [Effect] {
        guard state.sheet != nil else { return [] }
        _ = answerSheet("")
        return []
    }

    /// Ctrl-D at an interactive prompt while the sheet is open: the sheet closes as an empty
    /// answer closes it ("Location unchanged"), and the session goes on.
    public mutating func endOfInputInSheet() -> [Effect] {
        guard state.sheet != nil else { return [] }
        return answerSheet("")
    }

    /// After `key KEY`: whether a key is now in effect and what `key` says, or why saving failed.
    public mutating func keyStored(_ result: Result<(keySet: Bool, summary: String), SimpleMessage>, saved: String) -> [Effect] {
        switch result {
        case .failure(let error): return [.error("key: \(error.text)")]
        case .success(let lookup):
            state.keySet = lookup.keySet
            state.keySummary = lookup.summary
            state.automaticFetchFailed = nil
            // With no provider chosen, a key means OpenWeather, as it would at the next start.
            if lookup.keySet, !providerChosen, !forThisRunOnly.contains(.provider), remembered.provider == nil {
                state.provider = .openWeather
            }
            return [.render(.message(saved))]
        }
    }

    /// Stops the session (Ctrl-C in a script).
    public mutating func stop() {
        state.finished = true
    }
}
