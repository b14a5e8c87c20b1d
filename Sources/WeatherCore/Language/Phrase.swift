/// A text for a person, kept as its English template and the values put into it, so that it
/// can be said in any language: `"Units: \(name)."` is the template `Units: %@.` with `name`.
///
/// Written as a string literal (with interpolations) wherever a `Phrase` is expected; the
/// template is the key of the language catalogs (`Resources/lang/*.po`).
package struct Phrase: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The English text with `%@` where each value goes.
    package private(set) var template: String
    /// The values, in order.
    package private(set) var values: [String]
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

    /// A text made in English with its values in place, by a layer that has no catalog (`key`'s
    /// answer from the key store): said in the language from its template (`Words.message`),
    /// kept whole as a verbatim text is.
    package static func madeInEnglish(_ text: String) -> Phrase {
        var phrase = verbatim(text)
        phrase.isMadeInEnglish = true
        return phrase
    }

    /// Whether `Words.message` says it (see `madeInEnglish`).
    package private(set) var isMadeInEnglish = false

    /// A text that is not to be translated (a place's name, a provider's message).
    package static func verbatim(_ text: String) -> Phrase {
        var phrase = Phrase(stringLiteral: "%@")
        phrase.values = [text]
        phrase.english = text
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

    /// Whether the count is the whole part of a number with decimals (see `plural`).
    package private(set) var isFraction = false

    package struct Interpolation: StringInterpolationProtocol {
        package var template = ""
        package var values: [String] = []
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
            values.append(text)
            english += text
        }
    }

    /// Two phrases are the same when they say the same in English.
    package static func == (lhs: Phrase, rhs: Phrase) -> Bool { lhs.english == rhs.english }
    package func hash(into hasher: inout Hasher) { hasher.combine(english) }
}
