extension Words {
    /// The mark between the parts of a place's name and between a date and its time
    /// (`London, England, GB`; `Sa. 25. März 2023, 21:26`), as the language writes it: Japanese
    /// and Chinese `、` (`ロンドン、イングランド、GB`), not an ASCII comma.
    // translatable: separator
    package static let separator = ", "
    // end translatable

    /// `separator` in this language.
    package var separator: String { word(Words.separator, context: "separator") }
}
