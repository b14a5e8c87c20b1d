import CoreLanguage

extension Place {
    /// The place's name in `language`: its local name when known, else `name` (English is `name`).
    package func localName(_ language: Language) -> String {
        guard language != .en, let local = names?[language.rawValue], !local.isEmpty else { return name }
        return local
    }

    /// The division's name in `language` when known, else `state`.
    package func localState(_ language: Language) -> String? {
        guard language != .en, state != nil, let local = stateNames?[language.rawValue], !local.isEmpty else { return state }
        return local
    }

    /// `displayName` with the place's and the division's names in `language` when known:
    /// "Москва, Москва, RU" in Russian, "München, Bayern, DE" in German.
    /// The parts are joined by `separator`, the language's (`Words.separator`: `、` in Japanese).
    package func displayName(in language: Language, separator: String = ", ") -> String {
        displayName(showing: localName(language), state: localState(language), separator: separator)
    }
}
