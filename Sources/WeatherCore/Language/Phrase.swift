/// A text for a person, kept as its English template and the typed values put into it, so that
/// it is said in any language only when it is shown: `"Units: \(name)."` is the template
/// `Units: %@.` with `name`.
///
/// Written as a string literal (with interpolations) wherever a `Phrase` is expected; the
/// template is the key of the language catalogs (`Resources/lang/*.po`). Errors, warnings and
/// every other message are phrases from where they are made to where they are shown, so no
/// layer ever builds a finished English sentence that another has to translate back.
package struct Phrase: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// What goes into a `%@`, by its type: said by `Words` in the phrase's language.
    package indirect enum Value: Sendable, Hashable {
        /// A text said as it is: a place's name, a command, a path, a provider's own message.
        case text(String)
        /// A message of its own (`cannot read x: ` + why), said in the same language.
        case phrase(Phrase)
        /// Choices (`London, GB or London, CA or London, US`), each joined with the language's
        /// word for "or": a place's name holds commas, so commas cannot join them.
        case choices([String])
        /// Messages named in a list (`the tab, saved place 2`), each said in the language.
        case list([Phrase])
    }

    /// The English text with `%@` where each value goes.
    package private(set) var template: String
    /// The values, in order.
    package private(set) var values: [Value]
    /// The English text, values in place.
    package private(set) var english: String
    /// For a count (`plural`): the English plural template, and the count that picks the form.
    package private(set) var pluralTemplate: String?
    package private(set) var count: Int?

    package init(stringLiteral value: String) {
        template = value
        values = []
        english = value
    }

    package init(stringInterpolation: Interpolation) {
        template = stringInterpolation.template
        values = stringInterpolation.values
        english = stringInterpolation.english
    }

    /// A text that is not to be translated (a place's name, a provider's message).
    package static func verbatim(_ text: String) -> Phrase {
        var phrase = Phrase(stringLiteral: "%@")
        phrase.values = [.text(text)]
        phrase.english = text
        return phrase
    }

    /// A message shown whole, never wrapped (`key`'s summary, with a file's path to copy): said
    /// in the language as `phrase` is.
    package static func whole(_ phrase: Phrase) -> Phrase {
        var whole = Phrase(stringLiteral: "%@")
        whole.values = [.phrase(phrase)]
        whole.english = phrase.english
        return whole
    }

    /// A catalog's template with its values put in as texts (a template read from a catalog).
    package static func filled(_ template: String, with values: [String]) -> Phrase {
        var phrase = Phrase(stringLiteral: template)
        phrase.values = values.map(Value.text)
        phrase.english = Words.fill(template, with: values)
        return phrase
    }

    /// A text that depends on a count, as gettext's `ngettext`: `one` is the English singular
    /// (the catalogs' key), `other` the plural; each language's `Plural-Forms` picks its form.
    /// Both carry the same values.
    /// - Parameter fraction: the number shown has decimals (`2.5 years`), `count` its whole
    ///   part: each language then takes the form CLDR gives such a number (`Words`).
    package static func plural(_ one: Phrase, _ other: Phrase, count: Int, fraction: Bool = false) -> Phrase {
        var phrase = one
        phrase.values = other.values
        phrase.english = count == 1 && !fraction ? one.english : other.english
        phrase.pluralTemplate = other.template
        phrase.count = count
        phrase.isFraction = fraction
        return phrase
    }

    /// The same message naming `other` where it names `name`: a name no catalog translates (a
    /// variable, a command in a code span), so it is the same in every language. Open-Meteo's
    /// client says the network failures OpenWeather's does, naming its own URL variable; a
    /// failed `location Paris` says to try `location Paris` where a fetch says `refresh`.
    package func naming(_ name: String, as other: String) -> Phrase {
        var phrase = self
        phrase.renamed += [name, other]
        phrase.english = english.replacingEvery(name, with: other)
        return phrase
    }

    /// The names `naming` replaces, each followed by its replacement.
    package private(set) var renamed: [String] = []

    /// One message followed by another (`… is not one of …` + `; did you mean …?`), each said
    /// from its own template.
    package static func + (lhs: Phrase, rhs: Phrase) -> Phrase {
        if lhs.isEmpty { return rhs }
        if rhs.isEmpty { return lhs }
        return "\(lhs)\(rhs)"
    }

    package static func += (lhs: inout Phrase, rhs: Phrase) { lhs = lhs + rhs }

    /// The English text (for logs, JSON's English fields and tests).
    package var description: String { english }

    /// Whether it says nothing.
    package var isEmpty: Bool { english.isEmpty }

    /// Whether the count is the whole part of a number with decimals (see `plural`).
    package private(set) var isFraction = false

    package struct Interpolation: StringInterpolationProtocol {
        package var template = ""
        package var values: [Value] = []
        package var english = ""

        package init(literalCapacity: Int, interpolationCount: Int) {
            template.reserveCapacity(literalCapacity + 2 * interpolationCount)
            english.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        package mutating func appendLiteral(_ literal: String) {
            template += literal
            english += literal
        }

        package mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            let text = value.description
            template += "%@"
            values.append(.text(text))
            english += text
        }

        /// A message inside a message, said in the same language as the whole.
        package mutating func appendInterpolation(_ phrase: Phrase) {
            template += "%@"
            let alone = phrase.template == "%@" && phrase.values.count == 1 && phrase.renamed.isEmpty
            values.append(alone ? phrase.values[0] : .phrase(phrase))
            english += phrase.english
        }

        /// Messages in a list, each said in the language: `the tab, saved place 2`.
        package mutating func appendInterpolation(list: [Phrase]) {
            template += "%@"
            values.append(.list(list))
            english += list.map(\.english).joined(separator: ", ")
        }

        /// Choices, joined the language's way: `\(choices: ["a", "b", "c"])` is `a or b or c` in English.
        package mutating func appendInterpolation(choices: [String]) {
            template += "%@"
            values.append(.choices(choices))
            english += Phrase.joined(choices, or: "%@ or %@")
        }
    }

    /// `a or b or c`, with `or` the language's template for two choices.
    package static func joined(_ choices: [String], or: String) -> String {
        guard let first = choices.first else { return "" }
        return choices.dropFirst().reduce(first) { Words.fill(or, with: [$0, $1]) }
    }

    /// Two phrases are the same when they say the same in English.
    package static func == (lhs: Phrase, rhs: Phrase) -> Bool { lhs.english == rhs.english }
    package func hash(into hasher: inout Hasher) { hasher.combine(english) }
}

/// A phrase kept in a file (the cache's note of a failed air quality fetch) is its English text,
/// and comes back as that text: said as it was written.
extension Phrase: Codable {
    package init(from decoder: any Decoder) throws {
        self = .verbatim(try decoder.singleValueContainer().decode(String.self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(english)
    }
}
