import Foundation
import Testing

@testable import CoreFinance
@testable import WeatherCore

/// Every answer in `Tests/Fixtures/finance-reference.json`, made by numpy-financial with
/// `scripts/make-finance-reference.py`, compared with the calculator's own.
@Suite struct FinanceReferenceTests {
    struct Table: Decodable {
        struct Source: Decodable {
            var library: String
            var version: String
            var licence: String
            var script: String
        }
        struct Row: Decodable, CustomTestStringConvertible {
            var tab: String
            var solve: String
            var inputs: [String: Double]
            var expected: Double
            var testDescription: String { "\(tab) \(solve) from \(inputs.sorted { $0.key < $1.key })" }
        }
        var source: Source
        var rows: [Row]
    }

    static let table: Table = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Finance
            .deletingLastPathComponent()  // WeatherCoreTests
            .deletingLastPathComponent()  // Tests
            .appendingPathComponent("Fixtures/finance-reference.json")
        do {
            return try JSONDecoder().decode(Table.self, from: Data(contentsOf: url))
        } catch {
            fatalError("cannot read \(url.path): \(error)")
        }
    }()

    @Test func tableNamesItsSourceAndCoversEveryTabAndUnknown() {
        let source = Self.table.source
        #expect(source.library == "numpy-financial")
        #expect(source.version == "1.0.0")
        #expect(source.licence == "BSD-3-Clause")
        #expect(source.script == "scripts/make-finance-reference.py")
        let covered = Set(Self.table.rows.map { "\($0.tab) \($0.solve)" })
        let wanted = Set(
            FinanceTab.allCases.flatMap { tab in
                tab.fields.map { "\(tab.rawValue) \($0.rawValue)" }
            })
        #expect(covered == wanted)
        #expect(Self.table.rows.count >= 50)
        #expect(Self.table.rows.contains { $0.inputs["r"] == 0 })
    }

    @Test(arguments: table.rows)
    func matchesNumpyFinancial(row: Table.Row) throws {
        let tab = try #require(FinanceTab(rawValue: row.tab))
        let field = try #require(FinanceField(rawValue: row.solve))
        let values = FinanceValues(
            presentValue: row.inputs["P"], rate: row.inputs["r"], payment: row.inputs["PMT"],
            futureValue: row.inputs["A"], payments: row.inputs["n"])
        let answer = try FinanceCalculator.solve(field, on: tab, from: values)
        switch field {
        case .presentValue, .payment, .futureValue:
            #expect(abs(answer - row.expected) < 0.005, "got \(answer), numpy-financial \(row.expected)")
        case .rate, .time:
            // A rate in percent, or a number of payments: well within a hundredth.
            #expect(abs(answer - row.expected) < 1e-6, "got \(answer), numpy-financial \(row.expected)")
        }
    }
}
