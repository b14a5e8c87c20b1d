extension Place {
    /// The place's name in `language`: its local name when known, else `name` (English is `name`).
    package func localName(_ language: Language) -> String {
        guard language != .en, let local = names?[language.rawValue], !local.isEmpty else { return name }
        return local
    }

    /// `displayName` with the name in `language` when known: "Москва, RU" in Russian,
    /// "München, Bavaria, DE" in German (divisions stay as the gazetteer names them).
    package func displayName(in language: Language) -> String {
        displayName(showing: localName(language))
    }
}
