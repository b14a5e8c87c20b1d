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

    /// The phrase in this language, its values in place.
    package func callAsFunction(_ phrase: Phrase) -> String {
        if phrase.isMadeInEnglish { return message(phrase.english) }
        if let count = phrase.count {
            let standing = phrase.isFraction ? fractionCount(whole: count) : count
            guard translates, let translated = catalog.translation(phrase.template, count: standing) else { return phrase.english }
            return Words.fill(translated, with: phrase.values)
        }
        guard translates, let translated = catalog.translation(phrase.template) else { return phrase.english }
        return Words.fill(translated, with: phrase.values)
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

    /// A message made in English with its values in place (an error, a warning, as the layers
    /// that say them build them), in this language: the whole text when the catalog has it;
    /// else the template it was made from, found by its words around each `%@` (the one with
    /// the most words wins) and said with the same values, each said the same way when it is a
    /// text of its own (`cannot read x: no such file`); a `command: ` before it is kept as it is.
    package func message(_ english: String) -> String {
        guard translates, !english.isEmpty else { return english }
        if let whole = catalog.translation(english) { return whole }
        if let found = Words.template(of: english, among: catalog.templates) {
            let said = Words.fill(found.translation, with: found.values.map { value($0) })
            return found.rest.isEmpty ? said : said + message(found.rest)
        }
        // `tab: which tab? …`: a command's name (English everywhere), then its message.
        if let colon = english.firstIndex(of: ":"), english[colon...].hasPrefix(": "),
            english[..<colon].allSatisfy({ $0.isLetter && $0.isASCII || $0 == " " || $0 == "-" }),
            english.distance(from: english.startIndex, to: colon) <= 16
        {
            return String(english[...colon]) + " " + message(String(english[english.index(colon, offsetBy: 2)...]))
        }
        // Open-Meteo's client says the network failures OpenWeather's does, naming its own variable.
        if english.contains(Words.openMeteoVariable) {
            let said = message(english.replacingAll(Words.openMeteoVariable, with: Words.openWeatherVariable))
            if !said.contains(Words.openMeteoVariable) {
                return said.replacingAll(Words.openWeatherVariable, with: Words.openMeteoVariable)
            }
        }
        return english
    }

    /// A value inside a message, said as a message of its own, or as a list of choices joined
    /// the language's way (`München, DE or Munden, DE` → `München, DE oder Munden, DE`), or as
    /// a list of parts each said on its own (`the tab, the units` → `der Tab, die Einheiten`).
    private func value(_ english: String) -> String {
        // A word alone (a command, a tab, a place) stays as it is: `tab now` is not `tab jetzt`.
        guard english.contains(" ") else { return english }
        let said = message(english)
        guard said == english else { return said }
        if let or = catalog.translation(Words.alternatives), let split = Words.find(" or ", in: Substring(english)) {
            return Words.fill(or, with: [value(String(english[..<split.lowerBound])), value(String(english[split.upperBound...]))])
        }
        // Parts named in a list, each of words (`Rain, Bayern, DE` is a place, not the weather).
        let parts = english.components(separatedBy: ", ")
        guard parts.count > 1 else { return said }
        let each = parts.map { $0.contains(" ") ? message($0) : $0 }
        return each == parts ? said : each.joined(separator: ", ")
    }

    /// Choices in a message (`did you mean A or B?`), as the catalogs translate the joining word.
    // translatable:
    package static let alternatives = "%@ or %@"
    // end translatable

    private static let openMeteoVariable = "OPEN_METEO_API_URL"
    private static let openWeatherVariable = "OPENWEATHER_API_URL"

    /// The catalog entry (no context) whose English template `text` was made from, the values
    /// put into it, and what follows it when the text goes on (`…was found` + `; did you mean…`);
    /// nil when none fits. The template with the most words wins, a whole fit before a start.
    package static func template(
        of text: String, among entries: [(key: String, value: String)]
    ) -> (translation: String, values: [String], rest: String)? {
        var best: (score: Int, translation: String, values: [String], rest: String)?
        for (key, translation) in entries where key.contains("%@") && !key.contains("\u{4}") {
            let literals = key.components(separatedBy: "%@")
            let score = literals.reduce(0) { $0 + $1.count } * 2
            // Enough words to be a sentence: not a bare `%@ %@ and %@ %@` joining fragments.
            guard score >= 12, score + 1 > best?.score ?? 0, literals.reduce(0, { $0 + $1.count(where: \.isLetter) }) >= 4 else {
                continue
            }
            if let values = fit(text, literals, whole: true) {
                best = (score + 1, translation, values.values, "")
            } else if score > best?.score ?? 0, let values = fit(text, literals, whole: false) {
                best = (score, translation, values.values, values.rest)
            }
        }
        return best.map { ($0.translation, $0.values, $0.rest) }
    }

    /// The values between `literals` at the start of `text` (the whole of it when `whole`), each
    /// as short as it can be, and what is left after the last literal; nil when they do not fit.
    private static func fit(_ text: String, _ literals: [String], whole: Bool) -> (values: [String], rest: String)? {
        guard let first = literals.first, let last = literals.last, text.hasPrefix(first), text.count >= first.count + last.count
        else { return nil }
        if whole { guard text.hasSuffix(last) else { return nil } } else { guard !last.isEmpty else { return nil } }
        var rest = whole ? text.dropFirst(first.count).dropLast(last.count) : text.dropFirst(first.count)
        var values: [String] = []
        for literal in literals.dropFirst().dropLast() {
            guard !literal.isEmpty else {
                values.append("")
                continue
            }
            guard let found = Words.find(literal, in: rest) else { return nil }
            values.append(String(rest[..<found.lowerBound]))
            rest = rest[found.upperBound...]
        }
        guard !whole else { return (values + [String(rest)], "") }
        guard let end = Words.find(last, in: rest), end.upperBound < rest.endIndex else { return nil }
        return (values + [String(rest[..<end.lowerBound])], String(rest[end.upperBound...]))
    }

    /// Where `literal` first occurs in `text` (no Foundation in the core's hot path).
    fileprivate static func find(_ literal: String, in text: Substring) -> Range<Substring.Index>? {
        var start = text.startIndex
        while start < text.endIndex {
            if text[start...].hasPrefix(literal) { return start..<text.index(start, offsetBy: literal.count) }
            start = text.index(after: start)
        }
        return nil
    }

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

extension String {
    /// With every `target` replaced (no Foundation in the core's hot path).
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        var out = ""
        var rest = Substring(self)
        while let found = Words.find(target, in: rest) {
            out += rest[..<found.lowerBound] + replacement
            rest = rest[found.upperBound...]
        }
        return out + rest
    }
}
