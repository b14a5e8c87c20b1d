import Foundation
import Testing

@testable import CoreFinance
@testable import WeatherCore

/// The state file is written by hand (`PrettyJSON`), byte for byte as `JSONEncoder` with
/// `.prettyPrinted` and `.sortedKeys` wrote it before, so files stay as they were and diff cleanly.
@Suite struct StateFileBytesTests {
    static func encoderBytes(_ state: SavedState) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(state) + Data("\n".utf8)
    }

    static let moscow = Place(
        name: "Moscow", country: "RU", state: "Moscow", lat: 55.7558, lon: 37.6173, timeZone: "Europe/Moscow",
        names: ["ru": "Москва", "de": "Moskau", "zh-Hant": "莫斯科", "zh-hans": "莫斯科", "B": "b", "a10": "x", "a9": "y"],
        stateNames: ["ru": "Москва", "fr": "Moscou"])
    /// A name with everything JSON escapes: quotes, backslash, slash, control characters.
    static let odd = Place(
        name: "A \"quoted\" \\ path/to \u{1}\u{1b}\u{7f}\n\t\u{8}\u{c}\r é 東 🌧", country: "", lat: -0.0, lon: 1e-7,
        names: [:])
    static let finance: FinanceState = {
        var finance = FinanceState()
        finance.tab = .loan
        finance.showTimeAs = .payments
        finance.savings = FinanceValues(
            presentValue: 10_000, rate: 3.5, futureValue: 14_190.675_485_932_57, payments: 120, solved: .futureValue)
        finance.loan = FinanceValues(presentValue: 250_000, rate: 0.1 + 0.2, payment: 1e16, payments: 300)
        return finance
    }()
    /// Every field set, so a field the writer forgets fails `allFieldsSet` or the comparison.
    static let full = SavedState(
        place: moscow, tab: .pollution, units: .imperial, format: .json, mode: .offline,
        places: [moscow, odd, Place(name: "London", country: "GB", state: "England", lat: 51.5074, lon: -0.1278)],
        finance: finance, charts: false, pager: true, icons: .art, provider: .openMeteo, wind: .knots, lang: .ja)

    static let states: [SavedState] = [
        SavedState(), full, SavedState(places: []), SavedState(place: odd, finance: FinanceState()),
        SavedState(tab: .city, charts: true, lang: .de)
    ]

    @Test(arguments: states) func theBytesAreJSONEncoders(state: SavedState) throws {
        let ours = state.encoded()
        let theirs = try Self.encoderBytes(state)
        #expect(String(decoding: ours, as: UTF8.self) == String(decoding: theirs, as: UTF8.self))
        #expect(ours == theirs)
        #expect(SavedState.decode(ours) == .success(state))
    }

    @Test func theFullStateSetsEveryField() {
        let unset = Mirror(reflecting: Self.full).children.filter { child in
            child.label != "ignored" && Mirror(reflecting: child.value).displayStyle == .optional
                && Mirror(reflecting: child.value).children.isEmpty
        }
        #expect(unset.map(\.label) == [])
    }

    @Test func theLayoutIsAsAPersonReadsIt() {
        let text = String(decoding: SavedState(places: [], charts: false).encoded(), as: UTF8.self)
        #expect(text == "{\n  \"charts\" : false,\n  \"places\" : [\n\n  ],\n  \"version\" : 1\n}\n")
    }

    /// `JSONEncoder` failed the whole file on a number JSON cannot hold (and wxsh then wrote only
    /// the version); the writer writes `null`, which reads back as a blank field.
    @Test func aNumberJSONCannotHoldIsNull() throws {
        var finance = FinanceState()
        finance.savings = FinanceValues(presentValue: .nan, rate: .infinity, futureValue: 5)
        let bytes = SavedState(finance: finance).encoded()
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"P\" : null"))
        let back = try SavedState.decode(bytes).get()
        #expect(back.finance?.savings == FinanceValues(futureValue: 5))
    }
}
