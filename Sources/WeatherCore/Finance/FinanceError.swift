import CoreLanguage
import CoreSupport

/// Why a finance input was refused or a field could not be solved, in words a user can act on.
package enum FinanceError: Error, Equatable, Sendable {
    // MARK: - Input

    /// The name given to `set`, `clear` or `solve` is no field at all.
    case unknownField(String, tab: FinanceTab)
    /// The field exists but this tab does not use it (a loan has no future value).
    case notOnTab(FinanceField, tab: FinanceTab)
    /// The text is not a value of the field's kind.
    case unreadable(FinanceField, text: String)
    /// The text is a number only as another language writes it (`1.234,5` in English): what it
    /// would be read as, in English form, each way.
    case ambiguous(FinanceField, text: String, readings: [String])
    /// Amounts, rates and times are never negative here.
    case negative(FinanceField)
    /// The value is beyond what the calculator accepts (see `FinanceInputParser`'s limits).
    case tooLarge(FinanceField)
    /// A time of zero leaves nothing to compound or repay.
    case zeroTime

    // MARK: - Solving

    /// Every field of the tab is set, so there is nothing left to work out.
    case allFieldsSet
    /// The field cannot be solved until these other fields are set.
    case missingInputs(solving: FinanceField, missing: [FinanceField])
    /// The monthly payment is no more than a month's interest, so the loan never shrinks.
    case neverRepaid
    /// Reaching a smaller future value would need a negative rate or negative time.
    case futureValueBelowPresentValue(solving: FinanceField)
    /// At 0% with no contributions the value never changes, so no time reaches another value.
    case noGrowth
    /// With no present value and no contributions there is nothing to grow.
    case nothingInvested
    /// The contributions alone grow past the future value (by then they are worth this much).
    case contributionsExceedFutureValue(Double)
    /// The present value alone grows past the future value (by then it is worth this much).
    case presentValueExceedsFutureValue(Double)
    /// The present value and contributions, without interest, already pass the future value.
    case savingsExceedFutureValue(Double)
    /// The payments add up to less than the loan (this much), which needs a negative rate.
    case paymentsBelowLoan(Double)
    /// A loan of nothing has no rate or term.
    case noLoan
    /// No annual rate up to the calculator's limit gives these figures.
    case rateAboveLimit
    /// Working out this field meets numbers too large to be meaningful or shown.
    case resultTooLarge(FinanceField)

    /// The message to show, said in the session's language where it is shown: field symbols and
    /// the tab's name as typed (they are commands' words), amounts in `currency` and numbers as
    /// `language` writes them (so each example typed back as shown is read as what it shows).
    package func phrase(currency: Currency = .pound, language: Language = .en) -> Phrase {
        let numbers = NumberWords.of(language)
        let percent = { (plain: String) in CurrencyPattern.of(language).percent(numbers.localized(plain, grouping: true)) }
        let money = { (amount: Double) in currency.format(amount, in: language) }
        switch self {
        case .unknownField(let name, let tab):
            return
                "there is no field \"\(FinanceError.quoted(name))\": the \(tab.rawValue) tab has \(FinanceError.all(tab.fields, in: language))"
        case .notOnTab(let field, let tab):
            return "the \(tab.rawValue) tab has no \(field.rawValue): its fields are \(FinanceError.all(tab.fields, in: language))"
        case .unreadable(let field, let text):
            let accepted = FinanceInputParser.accepted(for: field, currency: currency, language: language)
            return "\"\(FinanceError.quoted(text))\" is not understood: \(accepted)"
        case .ambiguous(_, let text, let readings):
            let quoted = FinanceError.quoted(text)
            let shown = readings
            guard shown.count == 2 else {
                return "\"\(quoted)\" is written with a decimal comma: type it as \(shown.first ?? "") to mean that"
            }
            return
                "\"\(quoted)\" is ambiguous: \(shown[0]) with a decimal comma or \(shown[1]) with a decimal point; type it as \(shown[0]) or \(shown[1])"
        case .negative(let field):
            switch field {
            case .rate: return "the interest rate cannot be negative"
            case .time: return "the time cannot be negative"
            default: return "amounts cannot be negative: \(field.rawValue) must be 0 or more"
            }
        case .tooLarge(let field):
            switch field {
            case .rate:
                return "the interest rate can be at most \(percent(String(Int(FinanceInputParser.maximumRate))))"
            case .time:
                let years = numbers.localized(String(Int(FinanceInputParser.maximumPayments / 12)), grouping: true)
                let payments = numbers.localized(String(Int(FinanceInputParser.maximumPayments)), grouping: true)
                return "the time can be at most \(years) years (\(payments) payments)"
            default:
                return "\(field.rawValue) can be at most \(money(FinanceInputParser.maximumAmount))"
            }
        case .zeroTime:
            return "the time must be more than zero"
        case .allFieldsSet:
            return "all fields are set: clear one to solve it"
        case .missingInputs(let solving, let missing):
            return "set \(FinanceError.all(missing, in: language)) to solve \(solving.rawValue)"
        case .neverRepaid:
            return "never repaid: the payment does not cover the interest"
        case .futureValueBelowPresentValue(let solving):
            return solving == .rate
                ? "the future value must be larger than the present value to find a rate"
                : "the future value must be larger than the present value to find the time"
        case .noGrowth:
            return "at \(percent("0")) with no contributions the value never changes: no time reaches the future value"
        case .nothingInvested:
            return "with no present value and no contributions there is nothing to grow"
        case .contributionsExceedFutureValue(let grown):
            return "the contributions alone grow to \(money(grown)), more than the future value: no present value is needed"
        case .presentValueExceedsFutureValue(let grown):
            return "the present value alone grows to \(money(grown)), more than the future value: no contributions are needed"
        case .savingsExceedFutureValue(let total):
            return
                "the present value and contributions add up to \(money(total)) without interest, more than the future value: the rate would be negative"
        case .paymentsBelowLoan(let total):
            return "the payments add up to \(money(total)), less than the loan: the rate would be negative"
        case .noLoan:
            return "the loan amount must be more than zero"
        case .rateAboveLimit:
            return "no interest rate up to \(percent(String(Int(FinanceInputParser.maximumRate)))) gives these figures"
        case .resultTooLarge(let field):
            return "the figures grow too large to work out \(field.rawValue): check the other fields"
        }
    }

    /// The message's English text (tests, fuzzing).
    package func message(currency: Currency = .pound, language: Language = .en) -> String {
        phrase(currency: currency, language: language).english
    }

    /// Field symbols as `P, r and t`, said with the language's "and" (`P、r、A和t` in Chinese).
    package static func all(_ fields: [FinanceField], in language: Language = .en) -> Phrase {
        let names = fields.map(\.rawValue)
        guard names.count > 1, let last = names.last else { return .verbatim(names.first ?? "") }
        let head = names.dropLast().joined(separator: language == .ja || language == .zh ? "、" : ", ")
        return "\(head) and \(last)"
    }

    /// User text made safe and short enough to repeat in a message.
    package static func quoted(_ text: String) -> String {
        TextWidth.truncate(TerminalSafety.sanitize(text), to: 24)
    }
}
