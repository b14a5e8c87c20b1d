import Testing

@testable import CoreFinance
@testable import WeatherCore

/// Whole-view snapshots of every tab: text at 80 and 40 columns, JSON, and help.
@Suite struct FinanceGoldenTests {
    /// One state per tab with a field just solved, as after the coursework's scenarios.
    static func scenario(_ tab: FinanceTab) -> FinanceState {
        var state = FinanceState(tab: tab)
        switch tab {
        case .savings:
            _ = state.set("P", "1000")
            _ = state.set("t", "5")
            _ = state.set("A", "3000")
        case .compound:
            _ = state.set("P", "1000")
            _ = state.set("r", "4")
            _ = state.set("PMT", "100")
            _ = state.set("t", "5")
        case .loan:
            _ = state.set("P", "350000")
            _ = state.set("r", "3.5")
            _ = state.set("t", "25")
        }
        return state
    }

    @Test(arguments: FinanceTab.allCases, [80, 40])
    func textView(tab: FinanceTab, width: Int) {
        let text = FinanceRenderer.text(Self.scenario(tab), width: width)
        #expect(text.split(separator: "\n").allSatisfy { TextWidth.of(String($0)) <= width })
        FinanceGolden.check(text, against: "\(tab.rawValue)-\(width).txt")
    }

    @Test(arguments: FinanceTab.allCases)
    func jsonView(tab: FinanceTab) {
        FinanceGolden.check(FinanceRenderer.json(Self.scenario(tab)).serialized, against: "\(tab.rawValue).json")
    }

    @Test(arguments: FinanceTab.allCases, [80, 40])
    func helpView(tab: FinanceTab, width: Int) {
        let text = FinanceRenderer.help(for: tab, width: width)
        #expect(text.split(separator: "\n").allSatisfy { TextWidth.of(String($0)) <= width })
        FinanceGolden.check(text, against: "help-\(tab.rawValue)-\(width).txt")
    }

    /// A blank tab shown as payments: every field blank and the hint on what to set.
    @Test func blankTabInPayments() {
        var state = FinanceState(tab: .compound)
        _ = state.show(.payments)
        FinanceGolden.check(FinanceRenderer.text(state, width: 80), against: "compound-blank-payments-80.txt")
        FinanceGolden.check(FinanceRenderer.json(state).serialized, against: "compound-blank-payments.json")
    }
}
