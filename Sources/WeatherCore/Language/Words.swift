import CoreSupport

/// What a view needs to speak a language: the language's catalog of translated texts.
///
/// English is the catalogs' key, so English needs no catalog and costs nothing: every text is
/// returned as it was written. A text a catalog lacks is shown in English.
///
/// A class, immutable: the session's state is copied at every command, and one reference costs
/// one retain where the catalog's, the calendar's and the numbers' parts cost a dozen.
package final class Words: Sendable, Equatable {
    package let language: Language
    package let catalog: MessageCatalog
    /// Whether anything is ever translated: false for English and for a missing catalog.
    package let translates: Bool
    /// The column values start in after a row's label (`Humidity     81 %`): 13, or two more
    /// than the language's widest row label.
    package let labelWidth: Int
    /// How the language writes dates and numbers (CLDR's forms).
    package let calendar: CalendarWords
    package let numbers: NumberWords

    package init(language: Language, catalog: MessageCatalog = MessageCatalog()) {
        self.language = language
        self.catalog = catalog
        translates = language != .en && !catalog.isEmpty
        calendar = CalendarWords.of(language)
        numbers = NumberWords.of(language)
        labelWidth = translates ? max(13, Words.rowLabels.map { TextWidth.of(catalog.translation($0) ?? $0) }.max()! + 2) : 13
    }

    /// The units' symbols, which some languages write in their own letters.
    // translatable: unit
    package static let unitSymbols = ["m/s", "km/h", "mph", "kn", "km", "mi", "hPa", "inHg", "mm"]
    // end translatable

    /// The units whose word changes after a number with decimals, as CLDR's plural rules have
    /// it for fractions: `5,0 мили` in Russian, where `5 миль` is whole. Wxsh shows distances
    /// with one decimal always.
    // translatable: decimalunit
    package static let decimalUnitSymbols = ["mi"]
    // end translatable

    /// Every label the views put before a value in a row, in English.
    // translatable:
    package static let rowLabels = [
        "Temperature", "High / low", "Wind", "Humidity", "Pressure", "Visibility", "UV index", "Dew point", "Clouds", "Sunrise",
        "Sunset", "Next hour", "Alerts", "Alert", "Air quality", "European AQI", "Moonrise", "Moonset", "Moon phase", "Chance",
        "Rain", "Snow", "Morning", "Day", "Evening", "Night", "From", "Starts", "Ends", "Place", "Source", "Observed", "Fetched",
        "Note", "Mode", "Units", "Format", "Provider", "Credit", "API key", "State", "History", "Config", "Cache"
    ]
    // end translatable

    package static let english = Words(language: .en)

    /// The phrase in this language, each value said by its type: a text as it is, a message
    /// inside it in this language, choices joined with this language's "or". A template the
    /// catalog lacks is said in English around values that are still said in this language.
    package func callAsFunction(_ phrase: Phrase) -> String {
        guard translates else { return phrase.english }
        let template: String
        if let count = phrase.count {
            template =
                catalog.translation(phrase.template, count: phrase.isFraction ? fractionCount(whole: count) : count)
                ?? (count == 1 && !phrase.isFraction ? phrase.template : phrase.pluralTemplate ?? phrase.template)
        } else {
            template = catalog.translation(phrase.template) ?? phrase.template
        }
        let said = phrase.values.isEmpty ? template : Words.fill(template, with: phrase.values.map(say))
        guard !phrase.renamed.isEmpty else { return said }
        return stride(from: 0, to: phrase.renamed.count - 1, by: 2).reduce(said) {
            $0.replacingEvery(phrase.renamed[$1], with: phrase.renamed[$1 + 1])
        }
    }

    /// A whole count that takes the plural form CLDR gives a number with decimals whose whole
    /// part is `whole`: gettext's rules count only whole numbers. French and Portuguese take the
    /// singular below 2 (`1,5 an`); Russian the genitive singular, its form for 2 to 4 (`2,5 года`,
    /// `5,0 мили`); the others their plural (`1,5 Jahre`). Ukrainian and Polish say a fraction
    /// with a genitive singular no gettext form of theirs has: their form for 2 to 4 is nearest.
    package func fractionCount(whole: Int) -> Int {
        switch language {
        case .fr, .pt: return whole <= 1 ? 1 : 2
        default: return 2
        }
    }

    /// A value of a phrase, in this language.
    private func say(_ value: Phrase.Value) -> String {
        switch value {
        case .text(let text): return text
        case .phrase(let phrase): return self(phrase)
        case .choices(let choices): return Phrase.joined(choices, or: catalog.translation(Words.alternatives) ?? Words.alternatives)
        case .list(let parts): return parts.map { self($0) }.joined(separator: ", ")
        }
    }

    /// Choices in a message (`did you mean A or B?`), as the catalogs translate the joining word.
    // translatable:
    package static let alternatives = "%@ or %@"
    // end translatable

    /// A word of one of wxsh's tables (`weather`, `compass`, `moon`, `air`), in this language.
    package func word(_ english: String, context: String) -> String {
        guard translates else { return english }
        return catalog.translation(english, context: context) ?? english
    }

    /// A template's `%@` (or `%1$@`, `%2$@`, … where a language reorders them) replaced by `values`.
    package static func fill(_ template: String, with values: [String]) -> String {
        guard !values.isEmpty, template.utf8.contains(UInt8(ascii: "%")) else { return template }
        var out = ""
        var next = 0
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.hasPrefix("@") {
                out += next < values.count ? values[next] : ""
                next += 1
                rest = after.dropFirst()
            } else if let dollar = after.firstIndex(of: "$"), let position = Int(after[..<dollar]), position >= 1,
                after[after.index(after: dollar)...].hasPrefix("@")
            {
                out += position <= values.count ? values[position - 1] : ""
                rest = after[after.index(after: dollar)...].dropFirst()
            } else {
                out += "%"
                rest = after
            }
        }
        return out + rest
    }

    /// The placeholders of a template, for checking that a translation keeps them: `%@` counted,
    /// `%1$@` by position, and any other `%` conversion (`%d`, `%s`) as written.
    package static func placeholders(_ template: String) -> [String] {
        var found: [String] = []
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            let after = rest[rest.index(after: percent)...]
            guard let first = after.first else { break }
            if first == "@" {
                found.append("%\(found.count + 1)$@")
                rest = after.dropFirst()
                continue
            }
            let spec = after.prefix { $0.isNumber || $0 == "$" || $0 == "." || $0 == "l" }
            let conversion = after.dropFirst(spec.count).first.map(String.init) ?? ""
            found.append("%" + spec + conversion)
            rest = after.dropFirst(spec.count + 1)
        }
        return found.sorted()
    }

    /// Words are the same when they speak the same language from a catalog of the same size.
    package static func == (lhs: Words, rhs: Words) -> Bool {
        lhs.language == rhs.language && lhs.catalog.count == rhs.catalog.count
    }
}
