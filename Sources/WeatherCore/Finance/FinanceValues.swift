import CoreSupport

/// One tab's fields as the user left them, and which one was worked out, so they persist.
///
/// Each field is optional: blank until set or solved. Time is kept as monthly payments.
/// Decoding is lenient so a state file from another version still loads: missing or unknown
/// keys are ignored, and a value that is not a finite, non-negative number reads as blank.
package struct FinanceValues: Codable, Equatable, Sendable {
    /// P, in currency.
    package var presentValue: Double?
    /// r, in percent a year.
    package var rate: Double?
    /// PMT, in currency a month.
    package var payment: Double?
    /// A, in currency.
    package var futureValue: Double?
    /// The time, as a number of monthly payments.
    package var payments: Double?
    /// The field last worked out from the others: it is re-solved when they change.
    package var solved: FinanceField?

    /// The time in years (12 payments a year).
    package var years: Double? {
        payments.map { $0 / FinanceTimeUnit.paymentsPerYear }
    }

    /// A field's value by name.
    package subscript(field: FinanceField) -> Double? {
        get { self[keyPath: Self.path(of: field)] }
        set { self[keyPath: Self.path(of: field)] = newValue }
    }

    /// Where a field's value is kept.
    private static func path(of field: FinanceField) -> WritableKeyPath<FinanceValues, Double?> {
        switch field {
        case .presentValue: return \.presentValue
        case .rate: return \.rate
        case .payment: return \.payment
        case .futureValue: return \.futureValue
        case .time: return \.payments
        }
    }

    /// The file's keys; encoding is the synthesized one.
    private enum CodingKeys: String, CodingKey {
        case presentValue = "P"
        case rate = "r"
        case payment = "PMT"
        case futureValue = "A"
        case payments = "n"
        case solved
    }
}

extension FinanceValues {
    /// Lenient: a missing key, or a value that is not a finite, non-negative number, reads as blank.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func number(_ key: CodingKeys) -> Double? {
            guard let value = try? container.decodeIfPresent(Double.self, forKey: key),
                value.isFinite, value >= 0
            else { return nil }
            return value
        }
        presentValue = number(.presentValue)
        rate = number(.rate)
        payment = number(.payment)
        futureValue = number(.futureValue)
        payments = number(.payments)
        solved = (try? container.decodeIfPresent(String.self, forKey: .solved)).flatMap(FinanceField.init(rawValue:))
    }
}

extension FinanceValues {
    /// One tab's values as the state file keeps them: blank fields left out.
    package var fileJSON: JSONValue {
        let fields: [(CodingKeys, JSONValue?)] = [
            (.presentValue, presentValue.map { .number($0) }), (.rate, rate.map { .number($0) }),
            (.payment, payment.map { .number($0) }), (.futureValue, futureValue.map { .number($0) }),
            (.payments, payments.map { .number($0) }), (.solved, solved.map { .string($0.rawValue) })
        ]
        return .object(fields.compactMap { key, value in value.map { (key.rawValue, $0) } })
    }
}
