import Foundation
import Testing

@testable import CoreFinance
@testable import WeatherCore

/// The finance calculator as the session's second app: switching, parsing, saving.
@Suite struct FinanceAppTests {
    func session() -> Session { Session(state: SessionState(data: nil)) }

    @Test func switchingAppsAndTabs() {
        var s = session()
        #expect(s.handle(line: "app finance") == [.render(.financeTab)])
        #expect(s.state.app == .finance)
        #expect(s.handle(line: "tab loan") == [.saveState, .render(.financeTab)])
        #expect(s.state.finance.tab == .loan)
        #expect(s.handle(line: "SAVINGS") == [.saveState, .render(.financeTab)])
        #expect(s.handle(line: "show payments") == [.saveState, .render(.financeTab)])
        #expect(s.state.finance.showTimeAs == .payments)
        #expect(s.state.tab == .city, "the weather tab is kept while away")
    }

    @Test func theLoanExampleSolvesThePaymentAtOnce() {
        var s = session()
        _ = s.handle(line: "app finance")
        _ = s.handle(line: "tab loan")
        _ = s.handle(line: "set P £350,000")
        _ = s.handle(line: "set r 3.5%")
        #expect(s.handle(line: "set t 25y") == [.saveState, .render(.financeMessage(.solved(.payment)))])
        #expect(
            Presenter(style: RenderStyle(), now: 0).render(.financeMessage(.solved(.payment)), state: s.state)
                == "Monthly payment (PMT): £1,752.18")
        #expect(s.savedState.finance?.loan.payment.map { ($0 * 100).rounded() / 100 } == 1752.18)
    }

    @Test func jsonModeShowsTheWholeTabAfterEveryChange() {
        var s = session()
        _ = s.handle(line: "app finance")
        _ = s.handle(line: "format json")
        #expect(s.handle(line: "set P 1000") == [.saveState, .render(.financeTab)])
    }

    @Test func refusedInputChangesNothingAndIsNotSaved() {
        var s = session()
        _ = s.handle(line: "app finance")
        let before = s.state
        let effects = s.handle(line: "set P -5")
        #expect(effects.count == 1)
        if case .error = effects[0] {} else { Issue.record("\(effects)") }
        #expect(s.state == before)
    }

    @Test func aLoanThatIsNeverRepaidSaysSo() {
        var s = session()
        for line in ["app finance", "tab loan", "set P 100000", "set r 12"] { _ = s.handle(line: line) }
        let effects = s.handle(line: "set PMT 500")
        #expect(effects.first == .saveState)
        guard case .error(let report) = effects.last, case let message = report.message else {
            Issue.record("\(effects)")
            return
        }
        #expect(message.english.hasPrefix("never repaid: the payment does not cover the interest"))
        #expect(!message.english.contains("nan") && !message.english.contains("inf"))
    }

    @Test(arguments: [
        ("set r 3", AppKind.weather, "`set` belongs to the finance app; type `app finance` first"),
        ("savings", .weather, "`savings` belongs to the finance app; type `app finance` first"),
        ("units metric", .finance, "`units` belongs to the weather app; type `app weather` first"),
        ("now", .finance, "`now` belongs to the weather app; type `app weather` first"),
        ("tab city", .finance, "tab: `city` is a weather tab; type `app weather` first"),
        ("app music", .weather, "app: `music` is not one of weather, finance"),
        ("set P", .finance, "set: usage: set FIELD VALUE, e.g. `set r 3.5%`; fields are P, r, PMT, A, t, n"),
        ("show decades", .finance, "show: `decades` is not one of years, payments")
    ])
    func commandsOfTheOtherAppSayWhereTheyBelong(line: String, app: AppKind, message: String) {
        var s = session()
        if app == .finance { _ = s.handle(line: "app finance") }
        #expect(s.handle(line: line) == [.error(ErrorReport(.verbatim(message)))])
    }

    @Test func completionFollowsTheOpenApp() {
        #expect(Completer.candidates(line: "tab ", app: .finance) == ["compound", "loan", "savings"])
        #expect(Completer.candidates(line: "s", app: .finance) == ["savings", "set", "show", "snapshot", "solve", "states", "status"])
        #expect(Completer.candidates(line: "set p", app: .finance) == ["P", "PMT"])
        #expect(Completer.candidates(line: "s", app: .weather) == ["search", "show", "snapshot", "states", "status"])
    }

    @Test func savedStateRoundTripAndFaults() throws {
        var finance = FinanceState()
        _ = finance.switchTab(to: .loan)
        _ = finance.set("P", "350000")
        _ = finance.set("r", "3.5")
        _ = finance.set("t", "25")
        let saved = SavedState(finance: finance)
        #expect(SavedState.decode(saved.encoded()) == .success(saved))
        #expect(SavedState.decode(Data()) == .failure(.damaged("the file is empty")))
        #expect(SavedState.decode(Data(#"{"version":7,"finance":{}}"#.utf8)) == .failure(.newerVersion(7)))
        #expect(SavedState.decode(Data(#"{"version":1,"finance":{"tab":"loan"},"future":[1,2]}"#.utf8)).map(\.version) == .success(1))
        if case .failure(.damaged) = SavedState.decode(Data([0x00, 0xFF, 0x13])) {} else { Issue.record("binary accepted") }
        // Cut at every byte offset: never accepted as something else, never a crash.
        let bytes = saved.encoded()
        for cut in 0..<bytes.count - 2 {
            switch SavedState.decode(bytes.prefix(cut)) {
            case .success(let state): #expect(state == saved, "cut at \(cut)")
            case .failure(let problem): if case .newerVersion = problem { Issue.record("cut at \(cut): \(problem)") }
            }
        }
    }
}
